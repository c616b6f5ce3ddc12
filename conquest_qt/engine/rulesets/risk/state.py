"""The complete state of a Risk game as plain data (saves' snapshot): copyable, JSON-serialisable."""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import countOf
from typing import Any

from conquest_qt.engine.machine import TableState
from conquest_qt.engine.rulesets.risk.options import Options
from conquest_qt.engine.units import add

ARMY = "land"  # V1.1: armies are stored as the engine's land kind, drawn as armies



@dataclass
class RiskState(TableState):
    """The kernel's fields (engine/machine.py TableState) and Risk's; copied and serialised from these
    declarations (engine/record.py)."""

    # order: seat order from the start player (V1.3.1); units: the armies as the `land` kind (V1.1); hands:
    # card ids (the index in board.lands)
    options: Options
    step: str = "claim_next"
    cities: list[str] = field(default_factory=list)  # V1.2 city markers
    capitals: dict[str, str] = field(default_factory=dict)  # colour -> area (V1.2)
    missions: dict[str, list[str]] = field(default_factory=dict)  # colour -> fulfilled mission ids (V1.11)
    rewards_removed: list[str] = field(default_factory=list)  # V1.13 (`command`)
    conquered: int = 0  # areas the active player conquered this turn (V1.10, V1.11)
    turn_mission: str | None = None  # the mission the active player gained this turn (V1.11 pace; None if unlimited)
    fortified: int = 0  # fortify moves made this turn (V1.9)
    traded: int = 0  # armies from this turn's trade (V1.6)
    run: dict[str, Any] | None = None  # the attack under way: {"from", "to", "start"} (V1.11 B4)

    @property
    def active(self) -> str | None:
        if self.phase == "over" or not self.order:
            return None
        return self.order[self.turn % len(self.order)]

    def army(self, area: str) -> int:
        """The armies in an area (its owner's; V1.1)."""
        owner = self.owners.get(area)
        if owner is None:
            return 0
        by = self.units.get(area)
        k = by.get(owner) if by else None
        return k.get(ARMY, 0) if k else 0

    def add_armies(self, area: str, n: int) -> None:
        """Add n (may be negative) armies of the area's owner."""
        owner = self.owners[area]
        assert owner is not None
        add(self.units, area, owner, ARMY, n)


    # --- small queries ---------------------------------------------------------------------------
    def alive(self) -> list[str]:
        return [p for p in self.players if p not in self.eliminated]

    def areas_of(self, player: str) -> int:
        return countOf(self.owners.values(), player)

    def own_areas(self, player: str) -> list[str]:
        return [a for a, o in self.owners.items() if o == player]

    def on_board(self, player: str) -> int:
        return sum(by[player].get(ARMY, 0) for by in self.units.values() if player in by)

    def holder(self, mission: str) -> str | None:
        for p, held in self.missions.items():
            if mission in held:
                return p
        return None
