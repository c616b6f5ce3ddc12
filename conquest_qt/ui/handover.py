"""Hot-seat hand-over: hides the private parts until the named player says "I am <name>".

Below the button it lists what happened since the player last had the screen: in the claim phase every
claim since his last one (before his first: who starts and the neutral areas too), later the events
that concern him since his last turn (GameSession.handover_summary).

A page of its own (the board and the cards are on another page of the window's stack), on the board's
paper with a band, a flag and the big button in the player's colour; the summary reads as a journal.
Enter or Space on the button confirms.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QSizePolicy, QVBoxLayout, QWidget

from conquest_qt.ui import theme, user_text
from conquest_qt.ui.labels import colour_name
from conquest_qt.ui.session import LogEntry
from conquest_qt.ui.textutil import arg


class HandoverScreen(theme.PaperPage):
    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handover")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(48, 40, 48, 36)
        outer.setSpacing(10)
        outer.addStretch(1)
        head = QHBoxLayout()
        head.setSpacing(18)
        head.addStretch(1)
        self.flag = theme.flag_slot("handoverFlag")
        head.addWidget(self.flag, 0, Qt.AlignmentFlag.AlignVCenter)
        self.title = theme.centred_heading(60, name="handoverTitle")
        head.addWidget(self.title, 0, Qt.AlignmentFlag.AlignVCenter)
        head.addStretch(1)
        outer.addLayout(head)
        self.pass_to = theme.centred_heading(24, theme.INK_SOFT, "passTo", wrap=True)
        for label in (self.title, self.pass_to):  # plain text: a name like "<b>Ben</b>" shows as typed
            label.setTextFormat(Qt.TextFormat.PlainText)
        outer.addWidget(self.pass_to)
        self.sub = theme.centred_heading(18, theme.INK_SOFT, wrap=True)
        self.sub.setText(self.tr("The other players look away: this screen hides the cards."))
        outer.addWidget(self.sub)
        outer.addSpacing(18)
        self.button = theme.InkButton(size=30)
        self.button.setObjectName("iAm")
        self.button.setMinimumWidth(380)
        self.button.setMinimumHeight(76)
        self.button.clicked.connect(self.confirmed)
        outer.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addSpacing(26)

        self.journal = theme.PaperCard(opacity=0.7)
        self.journal.setObjectName("handoverJournal")
        self.journal.setMinimumWidth(520)
        self.journal.setMaximumWidth(900)
        self.journal.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        jl = QVBoxLayout(self.journal)
        jl.setContentsMargins(26, 16, 26, 16)
        jl.setSpacing(6)
        self.summary_title = theme.heading_label(22)
        self.summary_title.setObjectName("summaryTitle")
        jl.addWidget(self.summary_title)
        self.summary = theme.JournalList(min_rows=3, max_rows=40)
        self.summary.setObjectName("handoverSummary")
        theme.style_journal(self.summary, 17)
        self.summary.setWordWrap(True)
        self.summary.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay on the button
        self.summary.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        jl.addWidget(self.summary)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.journal, 3)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)
        self._shown: tuple[str, str, list[LogEntry], str] | None = None
        self.summary_title.setText(self.heading_text("turn"))
        self.setFocusProxy(self.button)

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

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        """Enter or Space anywhere on the page confirms (the button normally has the focus)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and not (
                event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            self.button.animateClick()
            return
        super().keyPressEvent(event)

    def _colour_blind(self) -> bool:
        return bool(getattr(self.window(), "colour_blind", False))

    def prepare(self, colour: str, name: str, summary: list[LogEntry], heading: str = "turn") -> None:
        self._shown = (colour, name, summary, heading)
        cb = self._colour_blind()
        self.set_band(theme.accent(colour, cb))
        self.flag.setPixmap(theme.flag_pixmap(colour, 64, cb, self.devicePixelRatioF()))
        self.summary_title.setText(self.heading_text(heading))
        text = arg(self.tr("<h1>%1, your turn</h1><p>Please pass the screen to %1 (%2).</p>"), html.escape(name),
                   colour_name(colour))  # escaped: split_heading reads the markup and unescapes the name
        title, rest = theme.split_heading(text)
        self.title.setText(title)
        self._fit_title()
        self.pass_to.setText(rest)
        # Translators: button of the hot-seat hand-over screen: "I am Anna"
        self.button.setText(arg(self.tr("I am %1"), user_text.menu_text(name)))  # "&" shown, no shortcut
        self.button.set_fill(theme.accent(colour, cb), theme.on_accent(colour))
        self.summary.clear()
        for e in summary[-40:]:
            self.summary.addItem(e.reworded())  # by the players' names, in the current language
        self.journal.setVisible(bool(summary))
        self.summary_title.setVisible(bool(summary))
        self.summary.setVisible(bool(summary))
        self._fit_summary()
        self.button.setFocus()

    def _fit_summary(self) -> None:
        """The journal as tall as its lines; when the page is short it shrinks and scrolls to the latest."""
        if self.summary.count():
            self.summary.refit()
            self.summary.scrollToBottom()

    def _fit_title(self) -> None:
        room = max(200, min(self.width(), 1400) - 2 * 48 - 64 - 18 - 24)  # margins, flag, spacing
        theme.fit_heading(self.title, 60, 34, room)

    def resizeEvent(self, event: object) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit_title()
        self._fit_summary()

    def showEvent(self, event: object) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)  # type: ignore[arg-type]
        self._fit_summary()
        self.button.setFocus()
