"""Comanda & Conquista's side-panel pages (minimal): a home chosen by a click, and every other decision
as the list of its legal actions (engine/rulesets/cc/legal.py) with a button that takes the chosen one."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QListWidget, QListWidgetItem

from conquest_qt.ui.game.turn_controller import TurnController
from conquest_qt.ui.panels.decision_pages import Page
from conquest_qt.ui.rulesets.cc.texts import action_text
from conquest_qt.ui.text.textutil import arg


@dataclass
class HomeChoice:
    """The nations a player may take as his home (V3.2; after a rebirth, the reviver's nations: V3.8)."""

    areas: list[str]

    @classmethod
    def of(cls, ctrl: TurnController) -> HomeChoice:
        return cls(sorted(a["area"] for a in ctrl.legal if a["type"] == "choose_home"))

    def highlights(self) -> list[str]:
        return list(self.areas)

    def preview(self) -> dict[str, int]:
        return {}


def click_home(ctrl: TurnController, area: str, _button: int) -> None:
    for a in ctrl.legal:
        if a["type"] == "choose_home" and a["area"] == area:
            ctrl.submit(dict(a))
            return


class HomePage(Page):
    def refresh(self) -> None:
        n = sum(1 for a in self.ctrl.legal if a["type"] == "choose_home")
        self.text.setText(arg(self.tr("Choose your home: click one of the %1 nations you may take."), n))


class ActionsPage(Page):
    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        self.actions = QListWidget()
        self.actions.setObjectName("ccActions")
        self.actions.itemDoubleClicked.connect(lambda _item: self._take())
        self.lay.addWidget(self.actions)
        self.take = self.button(self.tr("Do it"), self._take, "ccTake", primary=True)
        self.lay.addWidget(self.take)

    def fixed_texts(self) -> dict[str, str]:
        return {"ccTake": self.tr("Do it")}

    def refresh(self) -> None:
        s = self.ctrl.session.public()
        me = self.ctrl.session.decision[0] if self.ctrl.session.decision else None
        credits = s.get("credits", {}).get(me, 0) if me else 0
        self.text.setText(arg(self.tr("Choose an action (credits: %1)."), credits))
        self.actions.clear()
        for a in self.ctrl.legal:
            item = QListWidgetItem(action_text(a))
            item.setData(256, a)  # Qt.UserRole
            self.actions.addItem(item)
        if self.actions.count():
            self.actions.setCurrentRow(0)

    def _take(self) -> None:
        item = self.actions.currentItem()
        if item is not None:
            self.ctrl.submit(dict(item.data(256)))

    def main_action(self):  # type: ignore[no-untyped-def]
        return self.take
