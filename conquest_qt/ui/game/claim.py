"""Claiming an area (R3.2; Risk V1.3.2 claims the same way): the working data of the `claim` decision of
every ruleset (their RulesetUI `starts` and `clicks` name it) — the free areas highlighted, a click on one
claims it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from conquest_qt.ui.text.error_text import ui_hint
from conquest_qt.ui.text.names import area_name

if TYPE_CHECKING:
    from conquest_qt.ui.game.turn_controller import TurnController


@dataclass
class ClaimChoice:
    """The areas that may be claimed now."""

    areas: list[str]

    @classmethod
    def of(cls, ctrl: TurnController) -> ClaimChoice:
        return cls(sorted({a["area"] for a in ctrl.legal if a["type"] == "claim"}))

    def highlights(self) -> list[str]:
        return list(self.areas)

    def preview(self) -> dict[str, int]:
        return {}


def click_claim(ctrl: TurnController, area: str, _button: int) -> None:
    if not any(a["type"] == "claim" and a["area"] == area for a in ctrl.legal):
        owner = ctrl.session.public()["owners"].get(area, "sea")
        key = "not_free" if owner not in (None, "sea") else "nothing_now"
        ctrl.hint.emit(ui_hint(key, area_name(area)))
        return
    ctrl.submit({"type": "claim", "area": area})
