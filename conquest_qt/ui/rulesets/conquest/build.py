"""Conquest's production on the board (R7): the working data of the `build` decision (RulesetUI
`starts`) — the plan of the units placed so far (build_plan.BuildPlan), the kind of unit a click places,
what a click does, Undo, Clear and the confirmation (Enter), with the question when PP are left
(end_question.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.engine.rulesets.conquest.legal import build_limits
from conquest_qt.ui.game.turn_controller import RIGHT
from conquest_qt.ui.rulesets.conquest.build_plan import BuildPlan
from conquest_qt.ui.rulesets.conquest.end_question import end_question
from conquest_qt.ui.text.error_text import ui_hint
from conquest_qt.ui.text.names import area_name

if TYPE_CHECKING:
    from conquest_qt.ui.game.turn_controller import TurnController

KIND = "build_kind"  # the key of the kind chosen last in TurnController.keep: it stays for the next production


class Production:
    """The open production: its plan and the kind of unit a click places."""

    undoes_moves = False  # Undo takes back the plan's last unit, never a decision

    def __init__(self, ctrl: TurnController, plan: BuildPlan) -> None:
        self.ctrl, self.plan = ctrl, plan

    @classmethod
    def of(cls, ctrl: TurnController) -> Production:
        return cls(ctrl, BuildPlan.from_limits(build_limits(ctrl.session.game, ctrl.player or "")))

    @property
    def kind(self) -> str:
        return str(self.ctrl.keep.get(KIND, "land"))

    # --- what the controller asks of its working data ----------------------------------------------
    def highlights(self) -> list[str]:
        return sorted(self.plan.places_for(self.kind))

    def preview(self) -> dict[str, int]:
        return {}

    def preview_units(self) -> dict[str, dict[str, int]]:
        return self.plan.by_place()

    def targets(self) -> list[str]:
        """Where Tab goes: every own area and every sea a submarine may go to (a click on a sea places one)."""
        return [*self.plan.areas, *self.plan.seas]

    def choose_kind(self, kind: str) -> bool:
        self.ctrl.keep[KIND] = kind
        return True

    def undo(self) -> bool:
        return self.plan.undo()

    def clear(self) -> None:
        self.plan.clear()
        self.ctrl.refresh_board()
        self.ctrl.changed.emit()

    def primary(self) -> bool:
        """Enter: confirm the production (asking first when PP are left that could still buy a unit)."""
        return confirm(self.ctrl)

    def click(self, area: str, button: int) -> None:
        if button == RIGHT:
            if not self.plan.remove_at(area):
                self.ctrl.hint.emit(ui_hint("nothing_now"))
        else:
            kind = self.kind
            if kind != "sub" and area in self.plan.seas and area not in self.plan.areas:
                kind = "sub"  # a click on a sea means a submarine (only submarines go there)
            elif kind == "sub" and area in self.plan.areas:
                # Submarines chosen, a land area clicked: refused with the reason rather than guessing
                # a tank or a plane (the highlighted seas show where the chosen kind goes).
                self.ctrl.hint.emit(ui_hint("sub_on_land", area_name(area)))
                return
            why = self.plan.add(kind, area)
            if why is not None:
                self.ctrl.hint.emit(ui_hint(why))
                return
        self.ctrl.refresh_board()
        self.ctrl.changed.emit()


def production(ctrl: TurnController) -> Production | None:
    return ctrl.work if isinstance(ctrl.work, Production) else None


def click_build(ctrl: TurnController, area: str, button: int) -> None:
    work = production(ctrl)
    if work is None:
        ctrl.hint.emit(ui_hint("nothing_now"))
        return
    work.click(area, button)


def confirm(ctrl: TurnController) -> bool:
    work = production(ctrl)
    if ctrl.kind != "build" or work is None:
        ctrl.not_your_turn()
        return False
    action: dict[str, Any] = work.plan.action()
    return ctrl.end_step(action, lambda: end_question(ctrl, action))
