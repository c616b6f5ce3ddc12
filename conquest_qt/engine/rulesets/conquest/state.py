"""The complete game state as plain data: copyable, comparable, JSON-serialisable (saves' snapshot)."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from operator import countOf
from typing import Any

from conquest_qt.engine.rulesets.conquest.options import Options


@dataclass
class GameState:
    options: Options
    players: list[str]  # seat order, clockwise (R1)
    rng: int  # generator state (principle 4)
    round: int = 1
    phase: str = "claim"  # claim | cards | production | execution | over
    step: str = "claim"  # the state machine's current step (see flow.py)
    order: list[str] = field(default_factory=list)  # turn order of this round (R5)
    turn: int = 0  # index into order (or into players while claiming)
    eliminated: list[str] = field(default_factory=list)
    owners: dict[str, str | None] = field(default_factory=dict)  # land -> colour | "neutral" | None
    units: dict[str, dict[str, list[int]]] = field(default_factory=dict)  # land -> colour -> [land, air]
    subs: dict[str, dict[str, int]] = field(default_factory=dict)  # sea -> colour -> count
    hands: dict[str, list[int]] = field(default_factory=dict)  # colour -> card ids
    deck: list[int] = field(default_factory=list)  # top first
    parked: dict[str, dict[str, int]] = field(default_factory=dict)  # colour -> kind -> on armistice
    armistices: list[dict[str, Any]] = field(default_factory=list)  # {by, target, card, kind}
    ctx: dict[str, Any] = field(default_factory=dict)  # the current step's working data
    winner: str | None = None

    @property
    def active(self) -> str | None:
        if self.phase in ("production", "execution", "cards") and self.order:
            return self.order[self.turn]
        if self.phase == "claim" and self.order:
            return self.order[self.turn % len(self.order)]
        return None

    def copy(self) -> GameState:
        """A deep copy, fast enough for AI look-ahead."""
        return GameState(
            options=self.options,
            players=list(self.players),
            rng=self.rng,
            round=self.round,
            phase=self.phase,
            step=self.step,
            order=list(self.order),
            turn=self.turn,
            eliminated=list(self.eliminated),
            owners=dict(self.owners),
            units={a: {c: list(v) for c, v in by.items()} for a, by in self.units.items()},
            subs={s: dict(by) for s, by in self.subs.items()},
            hands={c: list(h) for c, h in self.hands.items()},
            deck=list(self.deck),
            parked={c: dict(k) for c, k in self.parked.items()},
            armistices=[dict(a) for a in self.armistices],
            ctx=copy.deepcopy(self.ctx),
            winner=self.winner,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "options": self.options.to_dict(),
            "players": list(self.players),
            "rng": self.rng,
            "round": self.round,
            "phase": self.phase,
            "step": self.step,
            "order": list(self.order),
            "turn": self.turn,
            "eliminated": list(self.eliminated),
            "owners": dict(self.owners),
            "units": {a: {c: list(v) for c, v in sorted(by.items())} for a, by in sorted(self.units.items())},
            "subs": {s: dict(sorted(by.items())) for s, by in sorted(self.subs.items())},
            "hands": {c: list(h) for c, h in self.hands.items()},
            "deck": list(self.deck),
            "parked": {c: dict(k) for c, k in self.parked.items()},
            "armistices": [dict(a) for a in self.armistices],
            "ctx": copy.deepcopy(self.ctx),
            "winner": self.winner,
        }

    @staticmethod
    def from_dict(d: dict[str, Any]) -> GameState:
        s = GameState(options=Options.from_dict(d["options"]), players=list(d["players"]), rng=int(d["rng"]))
        for name in ("round", "phase", "step", "order", "turn", "eliminated", "owners", "hands", "deck",
                     "parked", "armistices", "winner"):
            setattr(s, name, copy.deepcopy(d[name]))
        s.units = {a: {c: list(v) for c, v in by.items()} for a, by in d["units"].items()}
        s.subs = {sea: dict(by) for sea, by in d["subs"].items()}
        s.ctx = copy.deepcopy(d["ctx"])
        return s

    # --- small queries used everywhere -------------------------------------------------------
    def alive(self) -> list[str]:
        return [p for p in self.players if p not in self.eliminated]

    def areas_of(self, player: str) -> int:
        return countOf(self.owners.values(), player)

    def land_air(self, area: str, player: str) -> tuple[int, int]:
        v = self.units.get(area, {}).get(player)
        return (v[0], v[1]) if v else (0, 0)

    def add_units(self, area: str, player: str, land: int = 0, air: int = 0) -> None:
        by = self.units.setdefault(area, {})
        v = by.setdefault(player, [0, 0])
        v[0] += land
        v[1] += air
        if v[0] == 0 and v[1] == 0:
            del by[player]
            if not by:
                del self.units[area]

    def add_subs(self, sea: str, player: str, n: int) -> None:
        by = self.subs.setdefault(sea, {})
        by[player] = by.get(player, 0) + n
        if by[player] == 0:
            del by[player]
            if not by:
                del self.subs[sea]

    def sub_count(self, sea: str, player: str) -> int:
        return self.subs.get(sea, {}).get(player, 0)

    def on_board(self, player: str) -> dict[str, int]:
        land = air = 0
        for by in self.units.values():
            v = by.get(player)
            if v:
                land += v[0]
                air += v[1]
        sub = 0
        for by_sea in self.subs.values():
            sub += by_sea.get(player, 0)
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
