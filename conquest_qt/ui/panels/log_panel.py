"""The game log in words, filterable by category."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from conquest_qt.ui.game.session import LogEntry
from conquest_qt.ui.text.event_text import CATEGORIES, category_name

MAX_ROWS = 2000
FLUSH_MS = 150


class WrappingLines(QStyledItemDelegate):
    """Each line as tall as its text wrapped where it is painted and never wider than the list. The style's
    own size hint wraps at the width it is given less the text's margins, while the style sheet's padding
    makes the painted text narrower still: lines a few pixels too wide (a sideways scroll bar in Dutch and
    German) or one line short (the end elided). So the hint is asked for the width of the text's rectangle."""

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self.view = view
        # sizes by text for one width and font: the list lays out all its rows whenever rows come or it
        # is resized (2000 rows: some 70 ms measured anew, a few ms from here)
        self._sizes: dict[str, QSize] = {}
        self._for: tuple[int, str] = (0, "")

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        room = max(1, self.view.viewport().width())
        key = (room, self.view.font().key())
        if key != self._for or len(self._sizes) > 4 * MAX_ROWS:  # another width or font; lines long gone
            self._sizes, self._for = {}, key
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        size = self._sizes.get(text)
        if size is None:
            size = self._sizes[text] = self._measure(option, index, room)
        return size

    def _measure(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex, room: int) -> QSize:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.rect = QRect(0, 0, room, 1 << 16)
        text = self.view.style().subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, self.view)
        wide = QStyleOptionViewItem(option)
        wide.rect = QRect(0, 0, max(1, min(room, text.width())), 1 << 16)
        hint = super().sizeHint(wide, index)
        return QSize(min(hint.width(), room), hint.height())  # a word wider than the list: its end is elided


class LogPanel(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Game log"), parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 6)
        lay.setSpacing(4)
        self.filter = QComboBox()
        self.filter.addItem(self.tr("Everything"), "")
        for cat in CATEGORIES:
            self.filter.addItem(category_name(cat), cat)
        self.filter.currentIndexChanged.connect(self._apply_filter)
        self.list = QListWidget()
        # long lines (a computer player's reasons, a long name) wrap at the list's width, never scroll sideways:
        # items laid out anew as the list's width changes
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setItemDelegate(WrappingLines(self.list))
        self.list.setAlternatingRowColors(True)
        lay.addWidget(self.filter)
        lay.addWidget(self.list, 1)
        self._pending: list[LogEntry] = []
        self._timer = QTimer(self)  # entries arrive in bursts during AI turns: add them in batches
        self._timer.setSingleShot(True)
        self._timer.setInterval(FLUSH_MS)
        self._timer.timeout.connect(self.flush)
        self.entries: list[LogEntry] = []  # what the list shows, to rewrite it in another language

    def retranslate(self) -> None:
        self.setTitle(self.tr("Game log"))
        self.filter.setItemText(0, self.tr("Everything"))
        for i, cat in enumerate(CATEGORIES, start=1):
            self.filter.setItemText(i, category_name(cat))
        self.flush()  # batched entries were worded in the old language: show them, then reword all
        for row, entry in enumerate(self.entries):
            if row < self.list.count():
                self.list.item(row).setText(entry.reworded())

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def clear(self) -> None:
        self._pending = []
        self.list.clear()
        self.entries = []

    def add(self, entries: list[LogEntry]) -> None:
        self._pending.extend(entries)
        if not self._timer.isActive():
            self._timer.start()

    def flush(self) -> None:
        self._timer.stop()
        entries, self._pending = self._pending, []
        if not entries:
            return
        want = self.filter.currentData()
        for e in entries:
            item = QListWidgetItem(e.text)
            item.setData(Qt.ItemDataRole.UserRole, e.category)
            item.setHidden(bool(want) and e.category != want)
            self.list.addItem(item)
            self.entries.append(e)
        while self.list.count() > MAX_ROWS:
            self.list.takeItem(0)
            self.entries.pop(0)
        self.list.scrollToBottom()

    def visible_texts(self) -> list[str]:
        self.flush()
        return [self.list.item(i).text() for i in range(self.list.count()) if not self.list.item(i).isHidden()]

    def _apply_filter(self) -> None:
        want = self.filter.currentData()
        for i in range(self.list.count()):
            item = self.list.item(i)
            item.setHidden(bool(want) and item.data(Qt.ItemDataRole.UserRole) != want)
        self.list.scrollToBottom()
