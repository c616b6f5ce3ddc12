"""The side panel's hint box: what the computer would do in the human's place (the steps of its answer)
and why (its reasons in words), with Apply and Dismiss. Hidden while there is no hint. All its text is
plain text (player names inside the reasons are never read as rich text)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from conquest_qt.ui.game.hint import Hint
from conquest_qt.ui.text.hint_text import action_text, plan_heading
from conquest_qt.ui.text.labels import NameOf, colour_name
from conquest_qt.ui.text.reason_text import reason_text
from conquest_qt.ui.text.textutil import TrContext

MAX_STEPS = 8  # steps listed; the rest are counted


class HintPanel(QGroupBox):
    applyRequested = Signal()
    dismissRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hintPanel")
        self.hint: Hint | None = None
        self.thinking = False
        self.names: NameOf = colour_name
        self.ruleset = "conquest"
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 8)
        self.heading = self._label("hintHeading")
        self.steps = self._label("hintSteps")
        self.why = self._label("hintWhyTitle")
        self.reasons = self._label("hintReasons")
        for w in (self.heading, self.steps, self.why, self.reasons):
            lay.addWidget(w)
        row = QHBoxLayout()
        self.apply_button = QPushButton()
        self.apply_button.setObjectName("hintApply")
        self.apply_button.setProperty("primary", True)
        self.apply_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.apply_button.clicked.connect(self.applyRequested)
        self.dismiss_button = QPushButton()
        self.dismiss_button.setObjectName("hintDismiss")
        self.dismiss_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.dismiss_button.clicked.connect(self.dismissRequested)
        row.addWidget(self.apply_button)
        row.addWidget(self.dismiss_button)
        row.addStretch(1)
        lay.addLayout(row)
        self._retranslate()
        self.hide()

    @staticmethod
    def _label(name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        return label

    def bind(self, names: NameOf, ruleset: str) -> None:
        self.names, self.ruleset = names, ruleset
        self.clear()

    # --- what the asker reports -------------------------------------------------------------------
    def show_thinking(self) -> None:
        self.hint, self.thinking = None, True
        self._render()

    def show_hint(self, hint: Hint) -> None:
        self.hint, self.thinking = hint, False
        self._render()

    def clear(self) -> None:
        self.hint, self.thinking = None, False
        self.hide()

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setTitle(self.tr("What would the computer do?"))
        self.why.setText(self.tr("Why:"))
        self.apply_button.setText(self.tr("Apply"))
        self.apply_button.setToolTip(self.tr("Take the suggestion"))
        self.dismiss_button.setText(self.tr("Dismiss (Esc)"))
        self._render()

    def _render(self) -> None:
        if self.hint is None and not self.thinking:
            return
        hint = self.hint
        ready = hint is not None
        for w in (self.steps, self.why, self.reasons, self.apply_button):
            w.setVisible(ready)
        if hint is None:
            self.heading.setText(self.tr("The computer is thinking about your position…"))
        else:
            ex = hint.explanation
            steps = ex.steps()
            self.heading.setText(plan_heading(len(steps)))
            lines = [action_text(a, self.names, self.ruleset) for a in steps[:MAX_STEPS]]
            if len(steps) > 1:
                lines = [f"{i}. {line}" for i, line in enumerate(lines, start=1)]
            if len(steps) > MAX_STEPS:
                lines.append(_MORE.more(len(steps) - MAX_STEPS))
            self.steps.setText("\n".join(lines))
            self.reasons.setText("\n".join("• " + reason_text(r, self.names, self.ruleset)
                                           for r in _distinct(ex.reasons)))
        self.show()


class HintPanelText(TrContext):
    def more(self, n: int) -> str:
        return self.tr("… and %n more step(s)", "", n)


_MORE = HintPanelText()


def _distinct(reasons: tuple) -> list:
    """Each reason once (a plan's moves may repeat an attack's continent)."""
    seen: set[tuple] = set()
    out = []
    for r in reasons:
        key = (r.code, tuple(sorted((k, str(v)) for k, v in r.data.items())))
        if key not in seen:
            seen.add(key)
            out.append(r)
    return out

