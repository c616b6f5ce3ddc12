"""The complete state of a Comanda & Conquista game as plain data (saves' snapshot): copyable, JSON-serialisable."""

from __future__ import annotations

from dataclasses import dataclass, field

from conquest_qt.engine.machine import TableState
from conquest_qt.engine.record import Record
from conquest_qt.engine.rulesets.cc.options import Options
from conquest_qt.engine.units import total

# the states of a division of the active player this turn (V3.5, V3.6); a division in none is unmoved
MOVED = "moved"  # moved (or an air division that carried an airlift): may still attack where it stands
DROPPED = "dropped"  # airlift cargo: neither moves nor attacks again this turn
ATTACKED = "attacked"  # took part in an attack: neither moves nor attacks again this turn
STATES = (ATTACKED, DROPPED, MOVED)  # V3.3's assign_aa converts in this order ("those that can do least")


@dataclass
class Property(Record):
    """A special property under way (V3.7): its effect and the player's turns it still covers."""

    id: str
    left: int


@dataclass
class CcState(TableState):
    """The kernel's fields (engine/machine.py TableState) and V3's; copied and serialised from these
    declarations (engine/record.py). `order` is the seat order from the start player (V3.2); `owners`
    every land area (`neutral` or a colour); `units` the divisions (V3.3 kinds)."""

    options: Options
    phase: str = "home"
    step: str = "home_next"
    credits: dict[str, int] = field(default_factory=dict)
    special_tokens: dict[str, int] = field(default_factory=dict)
    kills: dict[str, int] = field(default_factory=dict)  # enemy divisions destroyed in battles he fought (V3.7)
    homes: dict[str, str] = field(default_factory=dict)  # colour -> area (counts only while he owns it)
    defences: dict[str, list[str]] = field(default_factory=dict)  # area -> ["land", "aa"] (the owner's)
    converted: list[str] = field(default_factory=list)  # areas converted by their current owner (V3.4)
    properties: dict[str, Property] = field(default_factory=dict)  # colour -> the property under way (V3.7)
    # the active player's divisions that are not unmoved this turn: area -> kind -> state -> n
    spent: dict[str, dict[str, dict[str, int]]] = field(default_factory=dict)
    skipped: list[str] = field(default_factory=list)  # revived this round after their seat came (V3.8)

    @property
    def active(self) -> str | None:
        if self.phase == "over" or not self.order:
            return None
        return self.order[self.turn % len(self.order)]

    # --- small queries ---------------------------------------------------------------------------
    def alive(self) -> list[str]:
        return [p for p in self.players if p not in self.eliminated]

    def own_areas(self, player: str) -> list[str]:
        return [a for a, o in self.owners.items() if o == player]

    def allies(self, a: str, b: str) -> bool:
        """The same player, or team-mates (V3.8)."""
        if a == b:
            return True
        team = self.options.team_of(a)
        return team is not None and b in team

    def enemy(self, player: str, other: str | None) -> bool:
        """A player (not neutral, not nobody) who is not `player` nor his ally."""
        return other is not None and other in self.players and not self.allies(player, other)

    def home_of(self, player: str) -> str | None:
        """His home while he owns it (V3.9 "home")."""
        h = self.homes.get(player)
        return h if h is not None and self.owners.get(h) == player else None

    def is_home(self, area: str, player: str) -> bool:
        return self.homes.get(player) == area and self.owners.get(area) == player

    def divisions(self, player: str) -> int:
        return sum(by[player].get(k, 0) for by in self.units.values() if player in by for k in by[player])

    def in_area(self, area: str, player: str) -> int:
        return total(self.units, area, player)

    def spent_count(self, area: str, kind: str, state: str) -> int:
        return self.spent.get(area, {}).get(kind, {}).get(state, 0)

    def unmoved(self, area: str, player: str, kind: str) -> int:
        """The player's divisions of `kind` in `area` that neither moved, attacked nor were dropped."""
        by = self.units.get(area)
        k = by.get(player) if by else None
        n = k.get(kind, 0) if k else 0
        if not n or player != self.active:
            return n
        return n - sum(self.spent.get(area, {}).get(kind, {}).values())
