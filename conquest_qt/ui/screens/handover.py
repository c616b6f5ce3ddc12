"""Hot-seat hand-over: hides the private parts until the named player says "I am <name>".

Below the button it lists what happened since the player last had the screen: in the claim phase every
claim since his last one (before his first: who starts and the neutral areas too), later what the other
players changed since his last turn, grouped by player (briefing.py, GameSession.handover_summary).

A page of its own (the board and the cards are on another page of the window's stack), on the board's
paper with a band, a flag and the big button in the player's colour; the summary reads as a journal.

Privacy needs a deliberate act of the new player: the button is no default button and stays disabled for
a short guard time (GUARD_MS) after the screen appears, and Enter or Space confirm only when pressed *and*
released on this screen after the guard — a key pressed or held before the screen appeared (the previous
player's "end turn" Enter, its auto-repeat) never counts.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QSizePolicy, QVBoxLayout, QWidget

from conquest_qt.ui.game.briefing import fill_list
from conquest_qt.ui.game.session import LogEntry
from conquest_qt.ui.text import user_text
from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.text.textutil import arg
from conquest_qt.ui.theme import painters, tokens, widgets

GUARD_MS = 700  # keys and clicks are ignored this long after the screen appears
CONFIRM_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
KEY_EVENTS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride)


class HandoverScreen(widgets.PaperPage):
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
        self.flag = widgets.flag_slot("handoverFlag")
        head.addWidget(self.flag, 0, Qt.AlignmentFlag.AlignVCenter)
        self.title = widgets.centred_heading(60, name="handoverTitle")
        head.addWidget(self.title, 0, Qt.AlignmentFlag.AlignVCenter)
        head.addStretch(1)
        outer.addLayout(head)
        self.pass_to = widgets.centred_heading(24, tokens.INK_SOFT, "passTo", wrap=True)
        for label in (self.title, self.pass_to):  # plain text: a name like "<b>Ben</b>" shows as typed
            label.setTextFormat(Qt.TextFormat.PlainText)
        outer.addWidget(self.pass_to)
        self.sub = widgets.centred_heading(18, tokens.INK_SOFT, wrap=True)
        self.sub.setText(self.tr("The other players look away: nothing private shows until you confirm."))
        outer.addWidget(self.sub)
        # a question outside his turn (a nuclear strike's interception, hits, counter-strike): what is at stake
        self.stake = widgets.centred_heading(20, tokens.INK, "handoverStake", wrap=True)
        self.stake.setTextFormat(Qt.TextFormat.PlainText)
        self.stake.hide()
        self.stake.setContentsMargins(0, 10, 0, 0)
        outer.addWidget(self.stake)
        outer.addSpacing(18)
        self.button = widgets.InkButton(size=30)
        self.button.setObjectName("iAm")
        self.button.setMinimumWidth(380)
        self.button.setMinimumHeight(76)
        self.button.setAutoDefault(False)
        self.button.setDefault(False)
        self.button.clicked.connect(self.confirmed)
        self.button.installEventFilter(self)  # its keys go through _confirm_key (no InkButton Enter)
        outer.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addSpacing(26)

        self.journal = widgets.PaperCard(opacity=0.7)
        self.journal.setObjectName("handoverJournal")
        self.journal.setMinimumWidth(520)
        self.journal.setMaximumWidth(900)
        self.journal.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        jl = QVBoxLayout(self.journal)
        jl.setContentsMargins(26, 16, 26, 16)
        jl.setSpacing(6)
        self.summary_title = widgets.heading_label(22)
        self.summary_title.setObjectName("summaryTitle")
        jl.addWidget(self.summary_title)
        self.summary = widgets.JournalList(min_rows=3, max_rows=40)
        self.summary.setObjectName("handoverSummary")
        widgets.style_journal(self.summary, 17)
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
        self._shown: tuple[str, str, list[LogEntry], str, str] | None = None
        self.summary_title.setText(self.heading_text("turn"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the keys while the button is still disabled
        self.guard_ms = GUARD_MS
        self._guard = QTimer(self)
        self._guard.setSingleShot(True)
        self._guard.timeout.connect(self._arm)
        self._pressed: set[int] = set()  # confirming keys pressed on this screen after the guard

    def heading_text(self, heading: str) -> str:
        """The summary's heading: "turn" (since the last turn), "claim" or "first_claim" (claim phase)."""
        if heading == "claim":
            return self.tr("Since your last claim:")
        if heading == "first_claim":
            return self.tr("Before your first claim:")
        return self.tr("Since your last turn:")

    def retranslate(self) -> None:
        self.sub.setText(self.tr("The other players look away: nothing private shows until you confirm."))
        self.summary_title.setText(self.heading_text(self._shown[3] if self._shown is not None else "turn"))
        if self._shown is not None:
            self._show(*self._shown)

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- the deliberate act ----------------------------------------------------------------------
    def start_guard(self) -> None:
        """The screen (re)appears: the button disabled for the guard time, no key counted yet."""
        self._pressed.clear()
        self.button.setEnabled(False)
        self.setFocus()
        if self.guard_ms > 0:
            self._guard.start(self.guard_ms)
        else:
            self._arm()

    def _arm(self) -> None:
        self._guard.stop()
        self.button.setEnabled(True)
        self.button.setFocus()

    def _confirm_key(self, event: QKeyEvent) -> bool:
        """Handle Enter / Space (True): confirm on the release of a key pressed here after the guard."""
        if event.key() not in CONFIRM_KEYS or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        if event.type() == QEvent.Type.ShortcutOverride:
            event.accept()  # the key is ours, not the window's Enter shortcut
        elif event.isAutoRepeat() or not self.button.isEnabled():
            pass  # a held key, or the guard time: ignored
        elif event.type() == QEvent.Type.KeyPress:
            self._pressed.add(event.key())
        elif event.key() in self._pressed:  # released after a press seen here
            self._pressed.clear()
            self.button.click()
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        if watched is self.button and event.type() in KEY_EVENTS and isinstance(event, QKeyEvent):
            return self._confirm_key(event)
        return super().eventFilter(watched, event)

    def event(self, event: QEvent) -> bool:
        if event.type() in KEY_EVENTS and isinstance(event, QKeyEvent) and self._confirm_key(event):
            return True
        return super().event(event)

    def _colour_blind(self) -> bool:
        return bool(getattr(self.window(), "colour_blind", False))

    def prepare(self, colour: str, name: str, summary: list[LogEntry], heading: str = "turn", stake: str = "") -> None:
        """Show the hand-over to this player (the guard time starts anew). `stake`: the question is asked
        outside his turn, and this says what is at stake (RulesetUI.questions)."""
        self._show(colour, name, summary, heading, stake)
        self.start_guard()

    def _show(self, colour: str, name: str, summary: list[LogEntry], heading: str = "turn", stake: str = "") -> None:
        self._shown = (colour, name, summary, heading, stake)
        cb = self._colour_blind()
        self.set_band(tokens.accent(colour, cb))
        self.flag.setPixmap(painters.flag_pixmap(colour, 64, cb, self.devicePixelRatioF()))
        self.summary_title.setText(self.heading_text(heading))
        if stake:
            # Translators: the hot-seat hand-over before a question asked outside the player's own turn
            text = arg(self.tr("<h1>%1, a question for you</h1><p>Please pass the screen to %1 (%2).</p>"),
                       html.escape(name), colour_name(colour))
        else:
            text = arg(self.tr("<h1>%1, your turn</h1><p>Please pass the screen to %1 (%2).</p>"), html.escape(name),
                       colour_name(colour))  # escaped: split_heading reads the markup and unescapes the name
        self.stake.setText(stake)
        self.stake.setVisible(bool(stake))
        title, rest = widgets.split_heading(text)
        self.title.setText(title)
        self._fit_title()
        self.pass_to.setText(rest)
        # Translators: button of the hot-seat hand-over screen: "I am Anna"
        self.button.setText(arg(self.tr("I am %1"), user_text.menu_text(name)))  # "&" shown, no shortcut
        fill, ink = tokens.accent(colour, cb), tokens.on_accent(colour)
        self.button.set_fill(fill, ink)
        # the guard time, subtly: the player's colour faded until the button takes clicks and keys
        self.button.setStyleSheet(self.button.styleSheet() + (
            f" QPushButton:disabled {{ background: {tokens.css(fill, 0.4)}; color: {tokens.css(ink, 0.6)};"
            f" border: 2px solid {tokens.css(tokens.INK, 0.35)}; }}"))
        fill_list(self.summary, summary, colour)  # by the players' names, in the current language
        self.journal.setVisible(bool(summary))
        self.summary_title.setVisible(bool(summary))
        self.summary.setVisible(bool(summary))
        self._fit_summary()

    def _fit_summary(self) -> None:
        """The journal as tall as its lines; when the page is short it shrinks and scrolls to the latest."""
        if self.summary.count():
            self.summary.refit()
            self.summary.scrollToBottom()

    def _fit_title(self) -> None:
        room = max(200, min(self.width(), 1400) - 2 * 48 - 64 - 18 - 24)  # margins, flag, spacing
        widgets.fit_heading(self.title, 60, 34, room)

    def resizeEvent(self, event: object) -> None:  # Qt's name
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit_title()
        self._fit_summary()

    def showEvent(self, event: object) -> None:  # Qt's name
        super().showEvent(event)  # type: ignore[arg-type]
        self._fit_summary()
        self.start_guard()  # measured from the moment the player can see the screen
