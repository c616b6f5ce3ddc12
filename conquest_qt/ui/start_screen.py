"""The start screen: New game, Continue, Open, and the recent games."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget


class StartScreen(QWidget):
    newGame = Signal()
    continueGame = Signal()
    openGame = Signal()
    openRecent = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.title = title = QLabel()
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setWordWrap(True)
        lay.addWidget(title)
        self.b_new = QPushButton()
        self.b_continue = QPushButton()
        self.b_open = QPushButton()
        for b, sig in ((self.b_new, self.newGame), (self.b_continue, self.continueGame), (self.b_open, self.openGame)):
            b.setMinimumWidth(280)
            b.setMinimumHeight(40)
            b.clicked.connect(sig)
            lay.addWidget(b, 0, Qt.AlignmentFlag.AlignHCenter)
        self.recent_label = QLabel()
        self.recent = QListWidget()
        self.recent.setMaximumWidth(600)
        self.recent.itemActivated.connect(lambda it: self.openRecent.emit(it.data(Qt.ItemDataRole.UserRole)))
        lay.addSpacing(16)
        lay.addWidget(self.recent_label, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addWidget(self.recent, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addStretch(1)
        self.set_recent([])
        self.retranslate()
        self.b_new.setFocus()

    def retranslate(self) -> None:
        self.title.setText(self.tr("<h1 style='font-size:40pt'>Conquest</h1><p>World conquest for 4 to 6 players.</p>"))
        self.b_new.setText(self.tr("New game"))
        self.b_continue.setText(self.tr("Continue"))
        self.b_open.setText(self.tr("Open…"))
        self.recent_label.setText(self.tr("Recent games:"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_continue(self, available: bool, tip: str = "") -> None:
        self.b_continue.setEnabled(available)
        self.b_continue.setToolTip(tip)

    def set_recent(self, entries: list[tuple[str, str]]) -> None:
        """entries: (label, path)."""
        self.recent.clear()
        for label, path in entries:
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, path)
            self.recent.addItem(item)
        self.recent.setVisible(bool(entries))
        self.recent_label.setVisible(bool(entries))
