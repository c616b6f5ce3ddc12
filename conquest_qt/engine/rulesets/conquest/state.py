"""The complete game state as plain data: copyable, comparable, JSON-serialisable (saves' snapshot)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from operator import countOf
from typing import Any

from conquest_qt.engine.machine import TableState
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.engine.units import add, count


@dataclass
class GameState(TableState):
    """The kernel's fields (engine/machine.py TableState) and Conquest's; copied and serialised from these
    declarations (engine/record.py)."""

    # order: the turn order of this round (R5; `turn` indexes it, or the seats while claiming); units: tanks
    # ("land") and planes ("air") on lands, subs ("sub") at sea (UNIT_TABLE in cards.py)
    options: Options
    parked: dict[str, dict[str, int]] = field(default_factory=dict)  # colour -> kind -> on armistice
    armistices: list[dict[str, Any]] = field(default_factory=list)  # {by, target, card, kind}

    @property
    def active(self) -> str | None:
        if self.phase in ("production", "execution", "cards") and self.order:
            return self.order[self.turn]
        if self.phase == "claim" and self.order:
            return self.order[self.turn % len(self.order)]
        return None

    # --- small queries used everywhere -------------------------------------------------------
    def alive(self) -> list[str]:
        return [p for p in self.players if p not in self.eliminated]

    def areas_of(self, player: str) -> int:
        return countOf(self.owners.values(), player)

    def land_air(self, area: str, player: str) -> tuple[int, int]:
        by = self.units.get(area)
        k = by.get(player) if by else None
        return (k.get("land", 0), k.get("air", 0)) if k else (0, 0)

    def add_units(self, area: str, player: str, land: int = 0, air: int = 0) -> None:
        if not (land or air):
            return
        by = self.units.get(area)
        if by is None:
            by = self.units[area] = {}
        k = by.get(player)
        if k is None:
            k = by[player] = {}
        if land:
            v = k.get("land", 0) + land
            if v:
                k["land"] = v
            else:
                del k["land"]
        if air:
            v = k.get("air", 0) + air
            if v:
                k["air"] = v
            else:
                del k["air"]
        if not k:  # empty entries go (engine/units.py)
            del by[player]
            if not by:
                del self.units[area]

    def add_subs(self, sea: str, player: str, n: int) -> None:
        if n:
            add(self.units, sea, player, "sub", n)

    def sub_count(self, sea: str, player: str) -> int:
        return count(self.units, sea, player, "sub")

    def subs(self, seas: Iterable[str]) -> list[tuple[str, dict[str, int]]]:
        """(sea, {colour: subs}) for every sea holding subs, in the order of `seas` (the board's)."""
        units = self.units
        out = []
        for sea in seas:
            by = units.get(sea)
            if by:
                out.append((sea, {o: k.get("sub", 0) for o, k in by.items()}))
        return out

    def on_board(self, player: str) -> dict[str, int]:
        land = air = sub = 0
        for by in self.units.values():
            k = by.get(player)
            if k:
                land += k.get("land", 0)
                air += k.get("air", 0)
                sub += k.get("sub", 0)
        return {"land": land, "air": air, "sub": sub}

    def in_armistice(self, a: str, b: str) -> bool:
        for x in self.armistices:  # noqa: SIM110 - a plain loop is faster here
            if (x["by"] == a and x["target"] == b) or (x["by"] == b and x["target"] == a):
                return True
        return False

    def partners(self, player: str) -> set[str]:
        out = set()
        for x in self.armistices:
            if x["by"] == player:
                out.add(x["target"])
            elif x["target"] == player:
                out.add(x["by"])
        return out
