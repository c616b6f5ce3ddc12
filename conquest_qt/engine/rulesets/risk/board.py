"""Risk's reading of the board (V0.4, V1.2, V1.6): sea lanes, continents, entry areas, bonuses,
cities, stars on the cards. Computed once per topology."""

from __future__ import annotations

from dataclasses import dataclass

from conquest_qt.board.topology import IdSet, Topology, default_topology

# V0.4: the sea lanes of V1 (each pair shares the named sea)
SEA_LANES: tuple[tuple[str, str], ...] = (
    ("london", "paris"), ("madrid", "algiers"), ("berlin", "stockholm"), ("anchorage", "vladivostok"),
    ("vladivostok", "tokyo"), ("beijing", "tokyo"), ("jakarta", "sydney"), ("jakarta", "manila"),
    ("london", "berlin"), ("london", "stockholm"), ("london", "coppermine"), ("rome", "algiers"),
    ("rome", "cairo"), ("rio_de_janeiro", "lagos"), ("manila", "beijing"), ("jakarta", "perth"),
)
# V1.2: the city markers of `training`
TRAINING_CITIES: tuple[str, ...] = ("new_york", "mexico_city", "rio_de_janeiro", "london", "moscow", "cairo",
                                    "bombay", "beijing", "tokyo", "sydney")
CITY_COUNT = 10
# V1.3.4: start armies by number of players
START_ARMIES: dict[int, int] = {2: 36, 3: 30, 4: 25, 5: 21, 6: 18}
SUPPLY = 120  # V1.1: armies per colour
NEUTRAL_ARMIES = 2
# V1.6: armies for a trade of n stars
TRADE_VALUE: dict[int, int] = {2: 2, 3: 4, 4: 7, 5: 10, 6: 13, 7: 17, 8: 21, 9: 25, 10: 30}
FORCED_TRADE_CARDS = 6


@dataclass(frozen=True)
class RiskBoard:
    lands: tuple[str, ...]  # sorted; a card's id is its area's index here
    adjacent: dict[str, frozenset[str]]  # land neighbours plus sea lanes (IdSets: sorted iteration, so games
    #                                      replay alike in every process whatever the hash seed)
    lanes: frozenset[frozenset[str]]
    continent: dict[str, str]
    continents: dict[str, tuple[str, ...]]  # id -> its areas
    entries: frozenset[str]
    bonus: dict[str, int]
    stars: dict[str, int]  # area -> stars on its card

    def is_lane(self, a: str, b: str) -> bool:
        return frozenset((a, b)) in self.lanes


def _board(topo: Topology) -> RiskBoard:
    lands = tuple(sorted(topo.lands))
    adj: dict[str, set[str]] = {a: set(topo.land_neighbours[a]) for a in lands}
    for a, b in SEA_LANES:
        adj[a].add(b)
        adj[b].add(a)
    cont = {a: topo.continent[a] for a in lands}
    conts: dict[str, list[str]] = {}
    for a in lands:
        conts.setdefault(cont[a], []).append(a)
    entries = frozenset(a for a in lands if any(cont[b] != cont[a] for b in adj[a]))
    bonus = {c: len(areas) // 2 + sum(a in entries for a in areas) - 2 for c, areas in conts.items()}
    return RiskBoard(
        lands=lands,
        adjacent={a: IdSet(v) for a, v in adj.items()},
        lanes=frozenset(frozenset(p) for p in SEA_LANES),
        continent=cont,
        continents={c: tuple(v) for c, v in sorted(conts.items())},
        entries=entries,
        bonus=bonus,
        stars={a: 2 if a in entries else 1 for a in lands},
    )


_BOARDS: dict[int, tuple[Topology, RiskBoard]] = {}  # id(topology) -> (it, its board); topologies are unhashable


def risk_board(topo: Topology | None = None) -> RiskBoard:
    topo = topo or default_topology()
    found = _BOARDS.get(id(topo))
    if found is None or found[0] is not topo:
        found = _BOARDS[id(topo)] = (topo, _board(topo))
    return found[1]


def card_area(cid: int) -> str:
    """A card's type is the area it shows (V1.6; hands are named by area)."""
    return risk_board().lands[cid]
