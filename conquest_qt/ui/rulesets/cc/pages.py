"""Comanda & Conquista's home chosen by a click (V3.2, and the revived player's home, V3.8); the turn's page
is turn_page.py, the retreat's retreat_page.py."""

from __future__ import annotations

from dataclasses import dataclass

from conquest_qt.ui.game.turn_controller import TurnController
from conquest_qt.ui.panels.decision_pages import Page
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
