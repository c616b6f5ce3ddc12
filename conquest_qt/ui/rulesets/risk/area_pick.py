"""Risk's from/to choice on the board (VARIANTS.md V1.7 attacks, V1.9 fortify): an origin among the
legal actions' `from` areas, then a target among its `to` areas. A refused click says why, with the
engine's own error codes (ui/text/error_text.py) where the rules refuse it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from conquest_qt.ui.text.error_text import error_text, ui_hint
from conquest_qt.ui.text.names import area_name

# decision kind -> the action type whose from/to is picked
PICKED = {"attack": "attack", "fortify": "fortify"}


class AreaPick:
    def __init__(self, kind: str, legal: list[dict[str, Any]], keep: AreaPick | None = None) -> None:
        self.kind = kind
        self.type = PICKED[kind]
        self.targets: dict[str, set[str]] = {}  # origin -> its legal targets
        self.top: dict[str, int] = {}  # origin -> the most dice (attack) or armies (fortify) allowed
        field = "dice" if self.type == "attack" else "count"
        for a in legal:
            if a["type"] == self.type:
                self.targets.setdefault(a["from"], set()).add(a["to"])
                self.top[a["from"]] = max(self.top.get(a["from"], 0), int(a[field]))
        self.origin: str | None = None
        self.target: str | None = None
        if keep is not None and keep.kind == kind and keep.origin in self.targets:  # the same step goes on
            self.origin = keep.origin
            self.target = keep.target if keep.target in self.targets[keep.origin] else None

    def highlights(self) -> list[str]:
        """Where a click answers: the origins, or once one is chosen its targets."""
        if self.origin is None:
            return sorted(self.targets)
        return sorted(self.targets[self.origin])

    def ready(self) -> bool:
        return self.origin is not None and self.target is not None

    def clear(self) -> None:
        self.origin = self.target = None

    def click(self, area: str) -> bool:
        """Take a click: choose, change or drop the origin, choose the target. False: not accepted."""
        if area == self.origin:
            self.clear()
        elif self.origin is not None and area in self.targets[self.origin]:
            self.target = area
        elif area in self.targets:
            self.origin, self.target = area, None
        else:
            return False
        return True

    def refusal(self, area: str, owners: Mapping[str, Any], armies: Mapping[str, int], player: str) -> str:
        """Why a click on `area` is not accepted, translated: the engine's reason (error_text) where the
        rules refuse it, a hint where the click is only in the wrong order."""
        name = area_name(area)
        own = owners.get(area) == player
        if area not in owners:
            return error_text("unknown_area")
        if self.type == "attack":
            if own and self.origin is not None:
                return ui_hint("own_target", name)
            if own:
                if armies.get(area, 0) < 2:
                    return error_text("too_few_armies", {"area": area})
                return ui_hint("no_enemy_neighbour", name)
            if self.origin is None:
                return ui_hint("choose_origin", name)
            return error_text("not_adjacent", {"from": self.origin, "to": area})
        if not own:
            return error_text("not_own_area", {"area": area})
        if self.origin is None:
            return ui_hint("fortify_one_army" if armies.get(area, 0) < 2 else "no_own_neighbour", name)
        return error_text("not_connected", {"from": self.origin, "to": area})
