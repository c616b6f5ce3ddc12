"""Conquest's movement on the board (R8): the working data of the `movement` decision (RulesetUI
`starts`) — the units selected (move_select.MoveSelection), what a click does (select an origin, then a
highlighted destination sends the move), the kind and number chosen on the page or by keys, Escape, and
the end of the movement (E, Enter), with the question when nothing has moved yet (end_question.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.ui.rulesets.conquest.end_question import end_question
from conquest_qt.ui.rulesets.conquest.move_select import MoveSelection
from conquest_qt.ui.text.error_text import ui_hint
from conquest_qt.ui.text.names import area_name

if TYPE_CHECKING:
    from conquest_qt.ui.game.turn_controller import TurnController


class Movement:
    """The open movement stage: the selection over its legal moves."""

    undoes_moves = True  # Undo takes back the last move (the driver's undo; "Nothing to undo." before one)

    def __init__(self, ctrl: TurnController) -> None:
        self.ctrl = ctrl
        self.move = MoveSelection(ctrl.legal)

    @classmethod
    def of(cls, ctrl: TurnController) -> Movement:
        return cls(ctrl)

    # --- what the controller asks of its working data ----------------------------------------------
    def highlights(self) -> list[str]:
        if self.move.origin is not None:
            return sorted(self.move.destinations())
        return sorted({a["from"] for a in self.ctrl.legal if a["type"] in ("move", "transport")})

    def preview(self) -> dict[str, int]:
        return {}

    def selected(self) -> str | None:
        return self.move.origin

    def deselect(self) -> bool:
        if self.move.origin is None:
            return False
        self.move.select(None)
        return True

    def choose_kind(self, kind: str) -> bool:
        return self.move.set_kind(kind)

    def primary(self) -> bool:
        """Enter: end the movement."""
        return end_moves(self.ctrl)

    def end_stage(self) -> bool:
        """E: end the movement."""
        return end_moves(self.ctrl)

    def click(self, area: str) -> None:
        m = self.move
        if m.origin is not None and area == m.origin:
            m.select(None)
        elif m.origin is not None and area in m.destinations():
            action = m.action_to(area)
            m.select(None)
            if action is not None:
                self.ctrl.submit(action)
            return
        elif not m.select(area):
            key = "not_reachable" if m.origin is not None else "no_units_here"
            self.ctrl.hint.emit(ui_hint(key, area_name(area)))
            return
        self.ctrl.refresh_board()
        self.ctrl.changed.emit()


def selection(ctrl: TurnController) -> MoveSelection:
    """The open movement's selection, or an empty one (nothing selected)."""
    return ctrl.work.move if isinstance(ctrl.work, Movement) else MoveSelection([])


def click_movement(ctrl: TurnController, area: str, _button: int) -> None:
    if isinstance(ctrl.work, Movement):
        ctrl.work.click(area)
    else:
        ctrl.hint.emit(ui_hint("nothing_now"))


def set_count(ctrl: TurnController, n: int) -> None:
    """The page's "How many": the number of the selected units that move."""
    selection(ctrl).set_count(n)


def end_moves(ctrl: TurnController) -> bool:
    if ctrl.kind != "movement":
        ctrl.not_your_turn()
        return False
    action: dict[str, Any] = {"type": "end_moves"}
    return ctrl.end_step(action, lambda: end_question(ctrl, action))
