"""The game log in words, filterable by category."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QGroupBox, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from conquest_qt.ui.event_text import CATEGORIES, category_name
from conquest_qt.ui.session import LogEntry

MAX_ROWS = 3000


class LogPanel(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Game log"), parent)
        lay = QVBoxLayout(self)
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

    def clear(self) -> None:
        self.list.clear()

    def add(self, entries: list[LogEntry]) -> None:
        want = self.filter.currentData()
        for e in entries:
            item = QListWidgetItem(e.text)
            item.setData(Qt.ItemDataRole.UserRole, e.category)
            item.setHidden(bool(want) and e.category != want)
            self.list.addItem(item)
        while self.list.count() > MAX_ROWS:
            self.list.takeItem(0)
        self.list.scrollToBottom()

    def visible_texts(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count()) if not self.list.item(i).isHidden()]

    def _apply_filter(self) -> None:
        want = self.filter.currentData()
        for i in range(self.list.count()):
            item = self.list.item(i)
            item.setHidden(bool(want) and item.data(Qt.ItemDataRole.UserRole) != want)
        self.list.scrollToBottom()
