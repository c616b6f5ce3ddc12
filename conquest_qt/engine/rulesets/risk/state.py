"""The complete state of a Risk game as plain data (saves' snapshot): copyable, JSON-serialisable."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from operator import countOf
from typing import Any

from conquest_qt.engine.rulesets.risk.options import Options

_LISTS = ("players", "order", "eliminated", "deck", "cities", "rewards_removed")
_DICTS = ("owners", "armies", "capitals")


@dataclass
class RiskState:
    options: Options
    players: list[str]  # seat order (R1)
    rng: int  # generator state (principle 4)
    round: int = 1
    phase: str = "claim"
    step: str = "claim_next"
    order: list[str] = field(default_factory=list)  # seat order from the start player (V1.3.1)
    turn: int = 0  # index into order
    eliminated: list[str] = field(default_factory=list)
    owners: dict[str, str | None] = field(default_factory=dict)  # land -> colour | "neutral" | None
    armies: dict[str, int] = field(default_factory=dict)  # land -> armies of its owner
    hands: dict[str, list[int]] = field(default_factory=dict)  # colour -> card ids (board.lands index)
    deck: list[int] = field(default_factory=list)  # top first
    cities: list[str] = field(default_factory=list)  # V1.2 city markers
    capitals: dict[str, str] = field(default_factory=dict)  # colour -> area (V1.2)
    missions: dict[str, list[str]] = field(default_factory=dict)  # colour -> fulfilled mission ids (V1.11)
    rewards_removed: list[str] = field(default_factory=list)  # V1.13 (`command`)
    conquered: int = 0  # areas the active player conquered this turn (V1.10, V1.11)
    turn_mission: str | None = None  # the mission the active player gained this turn (V1.11 pace; None if unlimited)
    fortified: int = 0  # fortify moves made this turn (V1.9)
    traded: int = 0  # armies from this turn's trade (V1.6)
    run: dict[str, Any] | None = None  # the attack under way: {"from", "to", "start"} (V1.11 B4)
    ctx: dict[str, Any] = field(default_factory=dict)
    winner: str | None = None

    @property
    def active(self) -> str | None:
        if self.phase == "over" or not self.order:
            return None
        return self.order[self.turn % len(self.order)]

    @property
    def units(self) -> dict[str, dict[str, tuple[int, int]]]:
        """The armies in the shape the scenario runner compares (land, air): {area: {owner: (n, 0)}}."""
        return {a: {o: (n, 0)} for a, n in self.armies.items() if n and (o := self.owners.get(a))}

    def copy(self) -> RiskState:
        return RiskState(
            options=self.options, players=list(self.players), rng=self.rng, round=self.round,
            phase=self.phase, step=self.step, order=list(self.order), turn=self.turn,
            eliminated=list(self.eliminated), owners=dict(self.owners), armies=dict(self.armies),
            hands={c: list(h) for c, h in self.hands.items()}, deck=list(self.deck), cities=list(self.cities),
            capitals=dict(self.capitals), missions={c: list(m) for c, m in self.missions.items()},
            rewards_removed=list(self.rewards_removed), conquered=self.conquered, turn_mission=self.turn_mission,
            fortified=self.fortified, traded=self.traded, run=dict(self.run) if self.run else None,
            ctx=copy.deepcopy(self.ctx), winner=self.winner,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "options": self.options.to_dict(), "players": list(self.players), "rng": self.rng,
            "round": self.round, "phase": self.phase, "step": self.step, "order": list(self.order),
            "turn": self.turn, "eliminated": list(self.eliminated), "owners": dict(self.owners),
            "armies": dict(sorted(self.armies.items())), "hands": {c: list(h) for c, h in self.hands.items()},
            "deck": list(self.deck), "cities": list(self.cities), "capitals": dict(self.capitals),
            "missions": {c: list(m) for c, m in self.missions.items()},
            "rewards_removed": list(self.rewards_removed), "conquered": self.conquered,
            "turn_mission": self.turn_mission,
            "fortified": self.fortified, "traded": self.traded, "run": dict(self.run) if self.run else None,
            "ctx": copy.deepcopy(self.ctx), "winner": self.winner,
            # V1.1: armies as the engine's `land` kind, for the board's drawing (derived from `armies`)
            "units": {a: {o: [n, 0]} for a, n in sorted(self.armies.items()) if n and (o := self.owners.get(a))},
            "subs": {},
        }

    @staticmethod
    def from_dict(d: dict[str, Any]) -> RiskState:
        s = RiskState(options=Options.from_dict(d["options"]), players=list(d["players"]), rng=int(d["rng"]))
        for name in ("round", "phase", "step", "turn", "conquered", "turn_mission", "fortified", "traded", "winner",
                     *_LISTS, *_DICTS, "hands", "missions", "run", "ctx"):
            setattr(s, name, copy.deepcopy(d[name]))
        return s

    # --- small queries ---------------------------------------------------------------------------
    def alive(self) -> list[str]:
        return [p for p in self.players if p not in self.eliminated]

    def areas_of(self, player: str) -> int:
        return countOf(self.owners.values(), player)

    def own_areas(self, player: str) -> list[str]:
        return [a for a, o in self.owners.items() if o == player]

    def on_board(self, player: str) -> int:
        return sum(n for a, n in self.armies.items() if self.owners.get(a) == player)

    def holder(self, mission: str) -> str | None:
        for p, held in self.missions.items():
            if mission in held:
                return p
        return None
