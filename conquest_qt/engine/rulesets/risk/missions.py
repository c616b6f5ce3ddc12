"""Missions and rewards (V1.11–V1.13): first come, kept for good; rewards only in `command`."""

from __future__ import annotations

from collections.abc import Container, Iterable, Mapping, Sequence
from math import ceil
from typing import NamedTuple, Protocol

from conquest_qt.engine.rulesets.risk.board import SUPPLY, RiskBoard
from conquest_qt.engine.rulesets.risk.state import RiskState

MISSIONS: tuple[str, ...] = ("B1", "B2", "B3", "B4", "B5", "S1", "S2", "S3", "S4", "S5")
STANDING: tuple[str, ...] = ("B2", "B3", "S1", "S2", "S4")
ACTION: tuple[str, ...] = ("B1", "B4", "B5", "S3", "S5")
WIN_MISSIONS = 3
# V1.12: army rewards added after the minimum of V1.5
ARMY_REWARDS: dict[str, int] = {"B1": 1, "B2": 2, "S2": 3, "S5": 3}
B4_ARMIES = 10
# V1.11's thresholds: conquests in one turn (B1, S3), city areas (B3), continents (S1), capitals (S4)
B1_CONQUESTS, S3_CONQUESTS, B3_CITIES, S1_CONTINENTS, S4_CAPITALS = 3, 6, 4, 2, 3


def has_reward(s: RiskState, player: str, mission: str) -> bool:
    """V1.12: a reward counts in `command` for the mission's holder unless it was removed (V1.13)."""
    return (s.options.command and mission in s.missions.get(player, ())
            and mission not in s.rewards_removed)


def may_gain(pace: str, round_no: int, turn_mission: str | None) -> bool:
    """V1.11's pace: may the active player still gain a mission by a check in this turn of his own?

    `one_per_turn` (amended turn 3): not in round 1 and not after one this turn; `unlimited` (the rule
    before, for saves made under it): always."""
    return pace == "unlimited" or (round_no >= 2 and turn_mission is None)


def pick(met: Iterable[str], held: Container[str], pace: str, round_no: int, turn_mission: str | None) -> list[str]:
    """V1.11: of the missions `met` at one check of the active player's own turn, those he gains.

    Only missions nobody holds (`held`: every player's), in the table's order (B1…B5, S1…S5); under the
    pace at most the first of them, and none when `may_gain` says no. The others stay open for everybody."""
    wanted = set(met)
    free = [m for m in MISSIONS if m in wanted and m not in held]
    if pace == "unlimited":
        return free
    return free[:1] if may_gain(pace, round_no, turn_mission) else []


def gains(s: RiskState, met: Iterable[str]) -> list[str]:
    """`pick` for the game's state: what the active player gains of the missions `met` now."""
    held = {m for ms in s.missions.values() for m in ms}
    return pick(met, held, s.options.mission_pace, s.round, s.turn_mission)


def conquest_met(*, eliminated: bool, conquered: int, start: int, lane: bool) -> list[str]:
    """V1.11: the action missions a conquest meets. `eliminated`: it took its defender's last area (S5);
    `conquered`: the turn's conquests, this one included (B1, S3); `start`: armies(from) before the
    attack's first roll (B4); `lane`: across a sea lane (B5)."""
    met = ["S5"] if eliminated else []
    if conquered >= B1_CONQUESTS:
        met.append("B1")
    if start >= B4_ARMIES:
        met.append("B4")
    if lane:
        met.append("B5")
    if conquered >= S3_CONQUESTS:
        met.append("S3")
    return met


class Holdings(Protocol):
    """What the standing missions read: the game's state, or a position an AI imagines."""

    @property
    def owners(self) -> Mapping[str, str | None]: ...
    @property
    def cities(self) -> Sequence[str]: ...
    @property
    def capitals(self) -> Mapping[str, str]: ...


def owned_continents(s: Holdings, board: RiskBoard, player: str) -> list[str]:
    owners = s.owners
    return [c for c, areas in board.continents.items() if all(owners[a] == player for a in areas)]


def capitals_owned(s: Holdings, player: str) -> int:
    owners = s.owners
    return sum(owners.get(a) == player for a in s.capitals.values())


def cities_owned(s: Holdings, player: str) -> int:
    owners = s.owners
    return sum(owners.get(a) == player for a in s.cities)


def others_capitals_owned(s: Holdings, player: str) -> int:
    """The capital areas of other players that `player` owns (S2)."""
    owners = s.owners
    return sum(c != player and owners.get(a) == player for c, a in s.capitals.items())


class Standing(NamedTuple):
    """What the standing missions count for a player: continents held (B2, S1), city areas (B3), other
    players' capitals (S2) and capitals held (S4). An AI adjusts them for one area changing hands."""

    continents: int
    cities: int
    others_capitals: int
    capitals: int


def standing_counts(s: Holdings, board: RiskBoard, player: str) -> Standing:
    return Standing(len(owned_continents(s, board, player)), cities_owned(s, player),
                    others_capitals_owned(s, player), capitals_owned(s, player))


def standing_of(n: Standing) -> list[str]:
    """The standing missions those counts meet, in the table's order."""
    out = []
    if n.continents >= 1:
        out.append("B2")
    if n.cities >= B3_CITIES:
        out.append("B3")
    if n.continents >= S1_CONTINENTS:
        out.append("S1")
    if n.others_capitals >= 1:
        out.append("S2")
    if n.capitals >= S4_CAPITALS:
        out.append("S4")
    return out


def standing_met(s: Holdings, board: RiskBoard, player: str) -> list[str]:
    """The standing missions `player` meets now (held by someone or not)."""
    return standing_of(standing_counts(s, board, player))


class Progress(NamedTuple):
    """How far a player is toward a mission: `have` of `need` (met when have >= need); `where`: the
    continent (B2) or area (B4) the count is of."""

    have: int
    need: int
    where: str | None = None


def progress(s: Holdings, board: RiskBoard, player: str, armies: Mapping[str, int],
             conquered: int) -> dict[str, Progress]:
    """V1.11 counted for `player`, from the same counts as the checks (standing_met, conquest_met): his
    conquests this turn (`conquered`, 0 outside his turn; B1, S3), the continent he holds most of (B2), his
    city areas (B3), his largest army (`armies`: per area; B4), continents held (S1), other players'
    capitals (S2) and capitals held (S4). B5 and S5 happen or not: no count."""
    owners = s.owners
    shares = [(sum(owners.get(a) == player for a in areas) / len(areas), c)
              for c, areas in board.continents.items()]
    best = max(shares)[1] if shares else None
    out = {"B1": Progress(conquered, B1_CONQUESTS), "S3": Progress(conquered, S3_CONQUESTS),
           "B3": Progress(cities_owned(s, player), B3_CITIES),
           "S1": Progress(len(owned_continents(s, board, player)), S1_CONTINENTS),
           "S2": Progress(others_capitals_owned(s, player), 1),
           "S4": Progress(capitals_owned(s, player), S4_CAPITALS)}
    if best is not None:
        areas = board.continents[best]
        out["B2"] = Progress(sum(owners.get(a) == player for a in areas), len(areas), best)
    mine = [(n, a) for a, n in armies.items() if owners.get(a) == player]
    if mine:
        n, a = max(mine)
        out["B4"] = Progress(n, B4_ARMIES, a)
    return out


def reinforcement(s: RiskState, board: RiskBoard, player: str) -> dict[str, int]:
    """V1.5 with V1.12: the breakdown of a turn's armies before the trade, after the supply cap.

    Keys: areas, cities, continents, capitals (K, doubled by S4), minimum (what max(3, …) added),
    rewards, supply_lost, total."""
    owned = s.own_areas(player)
    cities = sum(a in s.cities for a in owned) if s.cities else 0
    areas_part = ceil((len(owned) + cities) / 3)
    conts = sum(board.bonus[c] for c in owned_continents(s, board, player))
    k = capitals_owned(s, player) * (2 if has_reward(s, player, "S4") else 1)
    base = areas_part + conts + k
    minimum = max(0, 3 - base)
    rewards = sum(v for m, v in ARMY_REWARDS.items() if has_reward(s, player, m))
    total = base + minimum + rewards
    room = max(0, SUPPLY - s.on_board(player))
    return {"areas": len(owned), "cities": cities, "area_armies": areas_part, "continents": conts,
            "capitals": k, "minimum": minimum, "rewards": rewards,
            "supply_lost": max(0, total - room), "total": min(total, room)}


def winner_among(s: RiskState, first: str | None) -> str | None:
    """V1.13: a player with ≥ 3 missions who owns his own capital's area; the active player first."""
    alive = s.alive()
    if first in alive:
        i = alive.index(first)
        alive = alive[i:] + alive[:i]
    for p in alive:
        cap = s.capitals.get(p)
        if len(s.missions.get(p, ())) >= WIN_MISSIONS and cap is not None and s.owners.get(cap) == p:
            return p
    return None
