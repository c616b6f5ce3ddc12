"""Comanda & Conquista's reading of the board and its fixed tables (V0.4, V3.1, V3.3, V3.7): straits, the
land step, air reach, division costs and bonuses, the special effects. Computed once per topology."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from conquest_qt.board.topology import IdSet, Topology, default_topology
from conquest_qt.engine.rulesets.cc.kinds import Div, Effect

# V0.4: the straits of V3 (the seed's "short sea passages")
STRAITS: tuple[tuple[str, str], ...] = (
    ("london", "paris"), ("madrid", "algiers"), ("berlin", "stockholm"), ("anchorage", "vladivostok"),
    ("vladivostok", "tokyo"), ("beijing", "tokyo"), ("jakarta", "sydney"), ("jakarta", "manila"),
)
AIR_STEPS = 3  # V3.1: "three nations"

# plain strings (an action's fields are exact texts, engine/action_schema.py)
INF, MECH, ARM, AIR = Div.INF.value, Div.MECH.value, Div.ARM.value, Div.AIR.value
LAND_KINDS: tuple[str, ...] = (INF, MECH, ARM)
BUYABLE: tuple[str, ...] = (INF, MECH, ARM, AIR)
AA_OF: dict[str, str] = {INF: Div.INF_AA.value, MECH: Div.MECH_AA.value, ARM: Div.ARM_AA.value}
AA_KINDS: tuple[str, ...] = tuple(AA_OF.values())
ALL_KINDS: tuple[str, ...] = (*BUYABLE, *AA_KINDS)  # the full tie order of V3.6.4
RANK: dict[str, int] = {k: i for i, k in enumerate(ALL_KINDS)}
BASE_OF: dict[str, str] = {**{k: k for k in BUYABLE}, **{aa: k for k, aa in AA_OF.items()}}
COST: dict[str, int] = {INF: 1, MECH: 2, ARM: 4, AIR: 6}
BONUS: dict[str, int] = {INF: 1, MECH: 2, ARM: 4, AIR: 5}  # AA forms: the base kind's
AA_BONUS = 5  # V3.3: against air only
AIRLIFT_CARGO: dict[str, int] = {INF: 3, ARM: 1, MECH: 1}  # V3.5: the most of one kind

START_CREDITS = 10  # V3.2
START_DIVISIONS: dict[str, int] = {INF: 2, MECH: 1, ARM: 1}
FORTIFY_COST = 1  # V3.4
CONVERT_COST = 4
REVIVE_COST = 15  # V3.8
TOKEN_PRICE = 8  # V3.7 `sell_special`
KILLS_PER_REWARD = 10
TOKENS_PER_REWARD = 2
LAND_DEFENCE = 3  # V3.6.2: per land defence, against land
AA_DEFENCE = 6  # per AA defence, against air
HOME_LAND = 4
HOME_AIR = 2
DEFENCES: tuple[str, ...] = ("land", "aa")


@dataclass(frozen=True)
class EffectRow:
    cost: int
    lasts: int


EFFECTS: dict[str, EffectRow] = {  # V3.7
    Effect.PURE_HEROISM.value: EffectRow(1, 2),
    Effect.MAD_HEROISM.value: EffectRow(2, 1),
    Effect.AIR_BOOST.value: EffectRow(2, 2),
    Effect.INTENSIVE_TRAINING.value: EffectRow(1, 1),
    Effect.ALLIED_PROPAGANDA.value: EffectRow(2, 3),
}


@dataclass(frozen=True)
class CcBoard:
    lands: tuple[str, ...]  # sorted
    step: dict[str, frozenset[str]]  # one land step: land neighbours plus straits (IdSets: sorted iteration)
    air: dict[str, dict[str, int]]  # land -> land within AIR_STEPS air steps -> its distance (≥ 1)
    straits: frozenset[frozenset[str]]

    def land_step(self, a: str, b: str) -> bool:
        return b in self.step.get(a, ())

    def air_distance(self, a: str, b: str) -> int | None:
        return self.air.get(a, {}).get(b)


def _air(topo: Topology, start: str) -> dict[str, int]:
    """Lands within AIR_STEPS steps through lands and seas (R8.1 graph, no blocking), nearest first."""
    dist = {start: 0}
    todo = deque([start])
    while todo:
        a = todo.popleft()
        if dist[a] == AIR_STEPS:
            continue
        for b in sorted(topo.neighbours(a)):
            if b not in dist:
                dist[b] = dist[a] + 1
                todo.append(b)
    return {b: d for b, d in sorted(dist.items()) if d and topo.is_land(b)}


def _board(topo: Topology) -> CcBoard:
    lands = tuple(sorted(topo.lands))
    step: dict[str, set[str]] = {a: set(topo.land_neighbours[a]) for a in lands}
    for a, b in STRAITS:
        step[a].add(b)
        step[b].add(a)
    return CcBoard(lands=lands, step={a: IdSet(n) for a, n in step.items()},
                   air={a: _air(topo, a) for a in lands},
                   straits=frozenset(frozenset(p) for p in STRAITS))


_BOARDS: dict[int, tuple[Topology, CcBoard]] = {}


def cc_board(topo: Topology | None = None) -> CcBoard:
    topo = topo or default_topology()
    found = _BOARDS.get(id(topo))
    if found is None or found[0] is not topo:
        found = _BOARDS[id(topo)] = (topo, _board(topo))
    return found[1]
