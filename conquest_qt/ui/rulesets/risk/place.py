"""Risk's placing on the board (VARIANTS.md V1.3.3–V1.3.4, V1.5): the armies the human puts on his own
areas before one `place` action, with undo; the capital's choice; what a click does in those steps.

The turn controller keeps one of these as its `work` for the open decision (ui/rulesets/risk.py
`starts`); it gives the board its highlights and the preview of the armies placed so far."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from conquest_qt.ui.text.error_text import ui_hint
from conquest_qt.ui.text.names import area_name

if TYPE_CHECKING:
    from conquest_qt.ui.game.turn_controller import TurnController

RIGHT = 2


@dataclass
class Placement:
    """Armies to put on own areas, one click each, taken back in reverse order."""

    due: int
    areas: list[str]
    placed: list[str] = field(default_factory=list)  # one army per entry, in click order
    step: int = 1  # armies per click (the page's spin box)

    @classmethod
    def of(cls, ctrl: TurnController) -> Placement:
        return cls(int(ctrl.info.get("armies", 0)),
                   sorted({a for act in ctrl.legal if act["type"] == "place" for a in act["land"]}))

    def left(self) -> int:
        return self.due - len(self.placed)

    def by_area(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for a in self.placed:
            out[a] = out.get(a, 0) + 1
        return out

    def add(self, area: str, n: int = 1) -> str | None:
        """None when placed, else a UI hint key."""
        if area not in self.areas:
            return "not_own_risk"
        if self.left() <= 0:
            return "all_placed"
        self.placed.extend([area] * min(n, self.left()))
        return None

    def remove_at(self, area: str) -> bool:
        for i in range(len(self.placed) - 1, -1, -1):
            if self.placed[i] == area:
                del self.placed[i]
                return True
        return False

    def undo(self) -> bool:
        if not self.placed:
            return False
        self.placed.pop()
        return True

    def clear(self) -> None:
        self.placed.clear()

    def action(self) -> dict[str, Any]:
        return {"type": "place", "land": self.by_area()}

    # --- what the controller asks of its working data ----------------------------------------------
    def highlights(self) -> list[str]:
        return list(self.areas) if self.left() > 0 else sorted(set(self.placed))

    def preview(self) -> dict[str, int]:
        return self.by_area()


@dataclass
class CapitalChoice:
    """`training`'s capital: one of the player's own areas (V1.3.3)."""

    areas: list[str]

    @classmethod
    def of(cls, ctrl: TurnController) -> CapitalChoice:
        return cls(sorted(a["area"] for a in ctrl.legal if a["type"] == "place_capital"))

    def highlights(self) -> list[str]:
        return list(self.areas)

    def preview(self) -> dict[str, int]:
        return {}


def click_capital(ctrl: TurnController, area: str, _button: int) -> None:
    work = ctrl.work
    if not isinstance(work, CapitalChoice) or area not in work.areas:
        ctrl.hint.emit(ui_hint("not_own_risk", area_name(area)))
        return
    ctrl.submit({"type": "place_capital", "area": area})


def click_place(ctrl: TurnController, area: str, button: int) -> None:
    """Left click: `step` armies more here (at most what is left); right click: one army less."""
    work = ctrl.work
    if not isinstance(work, Placement):
        ctrl.hint.emit(ui_hint("nothing_now"))
        return
    if button == RIGHT:
        if not work.remove_at(area):
            ctrl.hint.emit(ui_hint("none_placed_here", area_name(area)))
            return
    else:
        why = work.add(area, work.step)
        if why is not None:
            ctrl.hint.emit(ui_hint(why, area_name(area)))
            return
    ctrl.refresh_board()
    ctrl.changed.emit()


def place_clear(ctrl: TurnController) -> None:
    if isinstance(ctrl.work, Placement) and ctrl.work.placed:
        ctrl.work.clear()
        ctrl.refresh_board()
        ctrl.changed.emit()


def place_confirm(ctrl: TurnController) -> bool:
    work = ctrl.work
    if not isinstance(work, Placement):
        ctrl.hint.emit(ui_hint("nothing_now"))
        return False
    if work.left() > 0:
        ctrl.hint.emit(ui_hint("armies_left", str(work.left())))
        return False
    return ctrl.submit(work.action())
