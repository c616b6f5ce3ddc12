"""Risk's from/to choice on the board (VARIANTS.md V1.7 attacks, V1.9 fortify): an origin among the
legal actions' `from` areas, then a target among its `to` areas. A refused click says why, with the
engine's own error codes (ui/text/error_text.py) where the rules refuse it.

Both are working data of an open decision (RulesetUI.starts; TurnController.work): the pick of the
attack and fortify (kept from roll to roll while the same step goes on), and the occupation's arrow."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from conquest_qt.engine.rulesets.risk.view import armies_of
from conquest_qt.ui.game.turn_controller import RIGHT, TurnController
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

    @classmethod
    def of(cls, ctrl: TurnController) -> AreaPick:
        """The pick of the open attack or fortify; the previous one's origin and target kept."""
        keep = ctrl.work if isinstance(ctrl.work, AreaPick) else None
        return cls(str(ctrl.kind), ctrl.legal, keep)

    def preview(self) -> None:
        return None  # no armies to show before they are sent

    def selected(self) -> str | None:
        return self.origin

    def arrows(self) -> list[tuple[str, str, str, int]]:
        """The attack or fortify chosen, as an arrow beside the turn's arrows, until it is made."""
        if self.origin is None or self.target is None:
            return []
        return [(self.origin, self.target, "attack" if self.type == "attack" else "move", 0)]

    def deselect(self) -> bool:
        """Escape: the origin dropped (True when there was one)."""
        if self.origin is None:
            return False
        self.clear()
        return True

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


def picked(ctrl: TurnController) -> AreaPick | None:
    """The open decision's pick (None in other decisions)."""
    return ctrl.work if isinstance(ctrl.work, AreaPick) else None


def click_pick(ctrl: TurnController, area: str, button: int) -> None:
    """Attack and fortify: choose the origin, then the target (right click: start again)."""
    pick = ctrl.work
    assert isinstance(pick, AreaPick)
    if button == RIGHT:
        pick.clear()
    elif not pick.click(area):
        pub = ctrl.session.public()
        ctrl.hint.emit(pick.refusal(area, pub["owners"], armies_of(pub), ctrl.player or ""))
        return
    ctrl.refresh_board()
    ctrl.changed.emit()


class Occupation:
    """The occupation asked (V1.8): the armies about to move in, as an arrow."""

    def __init__(self, info: Mapping[str, Any]) -> None:
        self.move = (str(info["from"]), str(info["to"])) if "from" in info else None

    @classmethod
    def of(cls, ctrl: TurnController) -> Occupation:
        return cls(ctrl.info)

    def highlights(self) -> list[str]:
        return []

    def preview(self) -> None:
        return None

    def arrows(self) -> list[tuple[str, str, str, int]]:
        return [(*self.move, "move", 0)] if self.move is not None else []
