"""The game log in words, filterable by category."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import QComboBox, QGroupBox, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from conquest_qt.ui.game.session import LogEntry
from conquest_qt.ui.text.event_text import CATEGORIES, category_name

MAX_ROWS = 2000
FLUSH_MS = 150


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
        self.list.setWordWrap(True)
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

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
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
