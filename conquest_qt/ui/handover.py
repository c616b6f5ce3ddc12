"""Hot-seat hand-over: hides the private parts until the named player says "I am <name>".

Below the button it lists what happened since the player last had the screen: in the claim phase every
claim since his last one (before his first: who starts and the neutral areas too), later the events
that concern him since his last turn (GameSession.handover_summary).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from conquest_qt.ui.event_text import describe
from conquest_qt.ui.labels import colour_name
from conquest_qt.ui.session import LogEntry
from conquest_qt.ui.textutil import arg


class HandoverScreen(QWidget):
    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.sub = QLabel(self.tr("The other players look away: this screen hides the cards."))
        self.sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sub.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("iAm")
        self.button.setMinimumHeight(48)
        self.button.clicked.connect(self.confirmed)
        self.summary_title = QLabel()
        self.summary_title.setObjectName("summaryTitle")
        self.summary = QListWidget()
        self.summary.setMinimumWidth(640)
        self.summary.setMaximumWidth(900)
        for w in (self.title, self.sub):
            lay.addWidget(w)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addSpacing(20)
        lay.addWidget(self.summary_title, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addWidget(self.summary, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addStretch(1)
        self._shown: tuple[str, str, list[LogEntry], str] | None = None
        self.summary_title.setText(self.heading_text("turn"))

    def heading_text(self, heading: str) -> str:
        """The summary's heading: "turn" (since the last turn), "claim" or "first_claim" (claim phase)."""
        if heading == "claim":
            return self.tr("Since your last claim:")
        if heading == "first_claim":
            return self.tr("Before your first claim:")
        return self.tr("Since your last turn:")

    def retranslate(self) -> None:
        self.sub.setText(self.tr("The other players look away: this screen hides the cards."))
        self.summary_title.setText(self.heading_text(self._shown[3] if self._shown is not None else "turn"))
        if self._shown is not None:
            self.prepare(*self._shown)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def prepare(self, colour: str, name: str, summary: list[LogEntry], heading: str = "turn") -> None:
        self._shown = (colour, name, summary, heading)
        self.summary_title.setText(self.heading_text(heading))
        self.title.setText(arg(self.tr("<h1>%1, your turn</h1><p>Please pass the screen to %1 (%2).</p>"),
                               name, colour_name(colour)))
        # Translators: button of the hot-seat hand-over screen: "I am Anna"
        self.button.setText(arg(self.tr("I am %1"), name))
        self.summary.clear()
        for e in summary[-40:]:
            described = describe(e.event)
            self.summary.addItem(described[1] if described else e.text)
        self.summary_title.setVisible(bool(summary))
        self.summary.setVisible(bool(summary))
        self.button.setFocus()
