"""The working data of Conquest's decisions answered on their pages (RulesetUI `starts`): what Enter does
(the step's main action), the battles highlighted on the board and the R key.

- missiles, shield (R7.3): Enter passes;
- battle_choice (R8.3): the battles are highlighted, a click on one fights it, Enter fights the only one;
- battle_roll (R8.4): Enter and R roll;
- hits (R8.5): Enter takes the only way to take the hits;
- end_turn: Enter ends the turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.ui.text.error_text import ui_hint
from conquest_qt.ui.text.names import area_name

if TYPE_CHECKING:
    from conquest_qt.ui.game.turn_controller import TurnController


def only_choice(legal: list[dict[str, Any]], wanted: str) -> dict[str, Any] | None:
    """The one answer of type `wanted` (the one battle to choose, the one way to take the hits): Enter needs
    no Tab to it."""
    choices = [a for a in legal if a["type"] == wanted]
    return dict(choices[0]) if len(choices) == 1 else None


class Answer:
    """A decision answered on its page: Enter sends `action`."""

    def __init__(self, ctrl: TurnController, action: dict[str, Any]) -> None:
        self.ctrl, self.action = ctrl, action

    def highlights(self) -> list[str]:
        return []

    def preview(self) -> dict[str, int]:
        return {}

    def primary(self) -> bool:
        return self.ctrl.submit(dict(self.action))


def passing(ctrl: TurnController) -> Answer:
    """Missiles and the shield: Enter passes."""
    return Answer(ctrl, {"type": "pass"})


class Roll(Answer):
    """The battle roll: Enter and R roll the dice."""

    @classmethod
    def of(cls, ctrl: TurnController) -> Roll:
        return cls(ctrl, {"type": "roll"})

    def roll(self) -> bool:
        return self.primary()


class EndTurn(Answer):
    """All battles fought: Enter ends the turn (never asked: end_question.END_ACTIONS)."""

    @classmethod
    def of(cls, ctrl: TurnController) -> EndTurn:
        return cls(ctrl, {"type": "end_turn"})

    def primary(self) -> bool:
        return end_turn(self.ctrl)


class OnlyChoice:
    """A choice among answers of one type: Enter takes the only one, else says what to do."""

    wanted = ""

    def __init__(self, ctrl: TurnController) -> None:
        self.ctrl = ctrl

    @classmethod
    def of(cls, ctrl: TurnController) -> OnlyChoice:
        return cls(ctrl)

    def highlights(self) -> list[str]:
        return []

    def preview(self) -> dict[str, int]:
        return {}

    def primary(self) -> bool:
        only = only_choice(self.ctrl.legal, self.wanted)
        if only is not None:
            return self.ctrl.submit(only)
        self.ctrl.hint.emit(self.ctrl.step_hint())
        return False


class BattleChoice(OnlyChoice):
    """Which battle next (all must be fought): the battles highlighted on the board."""

    wanted = "battle"

    def highlights(self) -> list[str]:
        return sorted(a["area"] for a in self.ctrl.legal if a["type"] == "battle")


class Hits(OnlyChoice):
    wanted = "hits"


def click_battle_choice(ctrl: TurnController, area: str, _button: int) -> None:
    if not any(a["type"] == "battle" and a["area"] == area for a in ctrl.legal):
        ctrl.hint.emit(ui_hint("no_battle_here", area_name(area)))
        return
    ctrl.submit({"type": "battle", "area": area})


def end_turn(ctrl: TurnController) -> bool:
    if ctrl.kind != "end_turn":
        ctrl.not_your_turn()
        return False
    return ctrl.end_step({"type": "end_turn"}, lambda: None)
