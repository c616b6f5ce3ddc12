"""What an AI knows about the position, read from its PlayerView only, plus value heuristics.

`Pos` wraps `view.public` (owners, units, subs, the execution phase's working data) and the board
topology. Nothing here can see another player's hand, the deck order or future dice: the only
input is a `PlayerView` (R6).
"""

from __future__ import annotations

from typing import Any

from conquest_qt.ai.conquest.odds import battle_odds
from conquest_qt.board.topology import Topology, default_topology
from conquest_qt.engine.rulesets.conquest.cards import (
    ARMISTICE,
    BALLISTIC_MISSILES,
    KILLER_TORPEDO,
    SECRET_WEAPON,
    SPACE_SHIELD,
    SUPER_PRODUCTION,
    SUPPLY,
    TREASON,
)
from conquest_qt.engine.seats import NEUTRAL
from conquest_qt.engine.view import PlayerView, frame

_KIND_NAMES = ("land", "air")  # the AI's kind index -> the unit kind


class Pos:
    """A read-only position model for one player's decisions."""

    __slots__ = ("view", "me", "topo", "owners", "units", "subs", "execution", "battle", "alive", "faces", "target",
                 "partners", "_areas", "_counts", "round", "parked", "_leader")

    def __init__(self, view: PlayerView, topo: Topology | None = None) -> None:
        pub = view.public
        self.view = view
        self.me: str = view.player  # type: ignore[assignment]
        self.topo = topo or default_topology()
        self.owners: dict[str, str | None] = pub["owners"]
        seas = self.topo.sea_lands
        table: dict[str, dict[str, dict[str, int]]] = pub["units"]  # by kind (engine/units.py)
        self.units: dict[str, dict[str, dict[str, int]]] = {a: by for a, by in table.items() if a not in seas}
        self.subs: dict[str, dict[str, int]] = {a: {o: k.get("sub", 0) for o, k in by.items()}
                                                for a, by in table.items() if a in seas}
        self.execution: dict[str, Any] = frame(pub, "execution") or {}  # the execution phase under way
        self.battle: dict[str, Any] | None = frame(pub, "battle")  # the battle under way
        self.round: int = pub["round"]
        self.parked: dict[str, dict[str, int]] = pub.get("parked", {})
        eliminated = set(pub["eliminated"])
        self.alive = [p for p in pub["players"] if p not in eliminated]
        opts = pub["options"]
        self.faces: int = opts["explosion_faces"]
        self.target: int = opts["target_areas"]
        self.partners: set[str] = set()
        for x in pub["armistices"]:
            if x["by"] == self.me:
                self.partners.add(x["target"])
            elif x["target"] == self.me:
                self.partners.add(x["by"])
        self._areas: dict[str, list[str]] = {p: [] for p in self.alive}
        for a, o in self.owners.items():
            if o in self._areas:
                self._areas[o].append(a)
        self._counts = {p: len(v) for p, v in self._areas.items()}
        self._leader: Any = False

    # --- basic queries ----------------------------------------------------------------------------
    def areas(self, p: str) -> list[str]:
        return self._areas.get(p, [])

    def count(self, p: str) -> int:
        return self._counts.get(p, 0)

    def la(self, area: str, p: str) -> tuple[int, int]:
        v = self.units.get(area, {}).get(p)
        return (v.get("land", 0), v.get("air", 0)) if v else (0, 0)

    def defenders(self, area: str) -> tuple[int, int]:
        owner = self.owners.get(area)
        if owner is None or owner == NEUTRAL:
            return (0, 0)
        return self.la(area, owner)

    def fresh(self, area: str, kind: int) -> int:
        """My units of kind (0 land, 1 air) in area that may still move this execution phase."""
        v = self.units.get(area, {}).get(self.me)
        if not v:
            return 0
        name = _KIND_NAMES[kind]
        moved = self.execution.get("moved", {}).get(area)
        return v.get(name, 0) - (moved.get(name, 0) if moved else 0)

    def sub_count(self, sea: str, p: str) -> int:
        return self.subs.get(sea, {}).get(p, 0)

    def my_sub_dice(self, area: str) -> int:
        return sum(self.sub_count(sea, self.me) for sea in self.topo.land_seas[area])

    def blocked(self, area: str) -> bool:
        o = self.owners.get(area)
        return o is not None and o != self.me and o in self.partners

    def supply(self, kind: str) -> int:
        on = 0
        if kind == "sub":
            on = sum(by.get(self.me, 0) for by in self.subs.values())
        else:
            on = sum(by[self.me].get(kind, 0) for by in self.units.values() if self.me in by)
        return SUPPLY[kind] - on - self.parked.get(self.me, {}).get(kind, 0)

    def opponents(self) -> list[str]:
        return [p for p in self.alive if p != self.me]

    def leader(self) -> str | None:
        """The opponent with the most areas (ties: the one with more units)."""
        if self._leader is False:
            opp = self.opponents()
            self._leader = max(opp, key=lambda p: (self.count(p), self.strength(p))) if opp else None
        return self._leader

    def strength(self, p: str) -> int:
        return sum(v.get("land", 0) + 2 * v.get("air", 0) for by in self.units.values() for c, v in by.items()
                   if c == p) + \
            5 * sum(by.get(p, 0) for by in self.subs.values())

    def build_seas(self) -> list[str]:
        seas: set[str] = set()
        for a in self.areas(self.me):
            seas |= self.topo.land_seas[a]
        return sorted(seas)

    # --- threats ----------------------------------------------------------------------------------
    def threat_by(self, area: str, enemy: str) -> tuple[int, int, int]:
        """(land, air, subs) of `enemy` that could attack `area` in his next execution phase."""
        topo = self.topo
        land = air = 0
        for n in topo.land_neighbours[area]:
            if self.owners.get(n) == enemy:
                land += self.la(n, enemy)[0]
        for n in _within_two_lands(topo, area):
            if self.owners.get(n) == enemy:
                air += self.la(n, enemy)[1]
        subs = 0
        for sea in topo.land_seas[area]:
            k = self.sub_count(sea, enemy)
            if k:
                subs += k
                for n in topo.sea_lands[sea]:  # transport
                    if n != area and self.owners.get(n) == enemy and n not in topo.land_neighbours[area]:
                        land += self.la(n, enemy)[0]
        return land, air, subs

    def area_risk(self, area: str, garrison: tuple[int, int] | None = None) -> tuple[float, str | None]:
        """Chance that the most dangerous opponent could take `area` if he threw everything at it."""
        if garrison is None:
            garrison = self.la(area, self.me)
        g = garrison[0] + garrison[1]
        worst, who = 0.0, None
        for e in self.alive:
            if e == self.me or e in self.partners:
                continue
            land, air, subs = self.threat_by(area, e)
            n = land + air
            if n == 0:
                continue
            w = battle_odds(min(n, 60), min(g, 60), attacker_first=air > garrison[1], subs=min(subs, 10),
                            faces=self.faces).win
            if w > worst:
                worst, who = w, e
        return worst, who

    def frontier(self, area: str) -> bool:
        """An own area next to land that is not mine."""
        return any(self.owners.get(n) != self.me for n in self.topo.land_neighbours[area])


_W2: dict[tuple[int, str], frozenset[str]] = {}


def _within_two_lands(topo: Topology, area: str) -> frozenset[str]:
    key = (id(topo), area)
    hit = _W2.get(key)
    if hit is None:
        hit = frozenset(a for a in topo.within_two(area) if a in topo.land_seas)
        _W2[key] = hit
    return hit


within_two_lands = _within_two_lands


def land_distance_to_front(pos: Pos) -> dict[str, int]:
    """BFS distance (land steps) from each own area to the nearest area that is not mine."""
    topo, me = pos.topo, pos.me
    dist: dict[str, int] = {}
    frontier = [a for a in pos.areas(me) if pos.frontier(a)]
    for a in frontier:
        dist[a] = 0
    todo = list(frontier)
    while todo:
        nxt = []
        for a in todo:
            for n in topo.land_neighbours[a]:
                if pos.owners.get(n) == me and n not in dist:
                    dist[n] = dist[a] + 1
                    nxt.append(n)
        todo = nxt
    return dist


# --- card values ------------------------------------------------------------------------------------
def card_value(pos: Pos, card: str) -> float:
    """How much a card in hand is worth right now (for returns)."""
    if card == SUPER_PRODUCTION:
        return 5.0
    if card == TREASON:
        return 4.0
    if card == SECRET_WEAPON:
        return 3.5
    if card == BALLISTIC_MISSILES:
        return 3.0
    if card == ARMISTICE:
        return 2.5
    if card == KILLER_TORPEDO:
        mine = sum(by.get(pos.me, 0) for by in pos.subs.values())
        other = sum(n for by in pos.subs.values() for c, n in by.items() if c != pos.me)
        return 2.5 if (mine and other) else 1.5 if other else 1.0
    if card == SPACE_SHIELD:
        return 1.5
    return 2.0


def area_value(pos: Pos, area: str) -> float:
    """Worth of conquering `area` for me, in PP-like units."""
    owner = pos.owners.get(area)
    v = 4.0
    mine = pos.count(pos.me)
    if mine + 1 >= pos.target:
        v += 100.0  # the winning conquest
    elif mine >= pos.target - 4:
        v += 3.0
    if owner and owner != NEUTRAL and owner in pos._counts:
        c = pos.count(owner)
        if c >= pos.target - 3:
            v += 6.0  # stop a player about to win
        elif c >= max((pos.count(p) for p in pos.alive), default=0) and c > mine:
            v += 1.5  # the leader
        if c <= 2:
            v += 2.0  # towards eliminating him
    # Compactness: own neighbours make it easier to hold.
    own_n = sum(1 for n in pos.topo.land_neighbours[area] if pos.owners.get(n) == pos.me)
    v += 0.3 * own_n
    return v
