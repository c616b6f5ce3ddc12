"""The side panel's pages, the generic part: the page base every ruleset's pages derive from, the page
while the others play and the claim (R3.2, V1.3.2: both rulesets claim areas the same way). A ruleset's own
pages live in its UI home (ui/rulesets/<id>/; Conquest's: pages.py, battle_pages.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from conquest_qt.ui.game.turn_controller import TurnController
from conquest_qt.ui.text import user_text
from conquest_qt.ui.text.card_text import card_help, card_name
from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.text.textutil import arg


class Page(QWidget):
    def __init__(self, ctrl: TurnController) -> None:
        super().__init__()
        self.ctrl = ctrl
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(0, 0, 0, 0)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.lay.addWidget(self.text)

    def button(self, text: str, slot: Any, name: str = "", tip: str = "", primary: bool = False) -> QPushButton:
        """A side-panel button; `primary`: the step's main action, drawn filled (style_sheets.game_stylesheet)."""
        b = QPushButton(text)
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keys where they were: Enter stays the step's
        if primary:
            b.setProperty("primary", True)
        b.clicked.connect(slot)
        if name:
            b.setObjectName(name)
        if tip:
            b.setToolTip(tip)
        return b

    def card_button(self, card: str, slot: Any) -> QPushButton:
        # Not self.tr: at run time PySide uses the subclass's name as the context, lupdate the class's own.
        text = QCoreApplication.translate("Page", "Play %1")
        b = self.button(arg(text, card_name(card)), slot, "play_" + card, card_help(card))
        b.setProperty("card", True)  # a card's edge on the button
        return b

    def card_hint_label(self) -> QLabel:
        """A soft line under the card buttons, hidden until the page has something to say (Conquest: a card of
        the turn can still be played, ui/rulesets/conquest/pages.show_card_hint)."""
        label = QLabel()
        label.setObjectName("cardHint")
        label.setWordWrap(True)
        label.setProperty("soft", True)  # secondary ink (style_sheets.game_stylesheet)
        label.hide()
        return label

    def refresh(self) -> None:
        pass

    def main_action(self) -> QPushButton | None:
        """The button Enter presses on this page when the page knows it best (None: the controller's
        primary(), e.g. confirm production, end movement, the only battle)."""
        return None

    def fixed_texts(self) -> dict[str, str]:
        """objectName -> text of the page's fixed buttons and labels (re-set on a language change)."""
        return {}

    def retranslate(self) -> None:
        for b in self.findChildren(QPushButton):
            if b.objectName().startswith("play_"):
                card = b.objectName().removeprefix("play_")
                b.setText(arg(QCoreApplication.translate("Page", "Play %1"), card_name(card)))
                b.setToolTip(card_help(card))
        for name, text in self.fixed_texts().items():
            w = self.findChild(QWidget, name)
            if w is not None:
                w.setText(text)  # type: ignore[attr-defined]
        if not self.isHidden():
            self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class WaitPage(Page):
    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        user_text.plain(self.text)  # the waiting player's name as typed

    def refresh(self) -> None:
        s = self.ctrl.session
        d = s.decision
        if s.over or d is None:
            self.text.setText("")
        elif s.is_human(d[0]):
            self.text.setText(arg(self.tr("Waiting for %1."), s.name(d[0])))
        else:
            self.text.setText(arg(self.tr("%1 (%2) is thinking…"), s.name(d[0]), colour_name(d[0])))


class ClaimPage(Page):
    def refresh(self) -> None:
        n = sum(1 for a in self.ctrl.legal if a["type"] == "claim")
        self.text.setText(arg(self.tr("Claim an area: click one of the %1 free areas on the board."), n))
