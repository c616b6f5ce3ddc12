"""Missions and rewards (V1.11–V1.13): first come, kept for good; rewards only in `command`."""

from __future__ import annotations

from collections.abc import Iterable
from math import ceil

from conquest_qt.engine.rulesets.risk.board import SUPPLY, RiskBoard
from conquest_qt.engine.rulesets.risk.state import RiskState

MISSIONS: tuple[str, ...] = ("B1", "B2", "B3", "B4", "B5", "S1", "S2", "S3", "S4", "S5")
STANDING: tuple[str, ...] = ("B2", "B3", "S1", "S2", "S4")
ACTION: tuple[str, ...] = ("B1", "B4", "B5", "S3", "S5")
WIN_MISSIONS = 3
# V1.12: army rewards added after the minimum of V1.5
ARMY_REWARDS: dict[str, int] = {"B1": 1, "B2": 2, "S2": 3, "S5": 3}
B4_ARMIES = 10


def has_reward(s: RiskState, player: str, mission: str) -> bool:
    """V1.12: a reward counts in `command` for the mission's holder unless it was removed (V1.13)."""
    return (s.options.command and mission in s.missions.get(player, ())
            and mission not in s.rewards_removed)


def gain_open(pace: str, round_no: int, turn_mission: str | None) -> bool:
    """V1.11's pace: may the active player still gain a mission by a check in this turn of his own?

    `one_per_turn` (amended turn 3): not in round 1 and not after one this turn; `unlimited` (the rule
    before, for saves made under it): always."""
    return pace == "unlimited" or (round_no >= 2 and turn_mission is None)


def gains(s: RiskState, met: Iterable[str]) -> list[str]:
    """V1.11: the missions the active player gains at one check of his own turn, of those he meets now.

    Only missions nobody holds, in the table's order (B1…B5, S1…S5); under the pace at most the first of
    them, and none when `gain_open` says no. The others stay open for everybody."""
    met = set(met)
    free = [m for m in MISSIONS if m in met and s.holder(m) is None]
    if s.options.mission_pace == "unlimited":
        return free
    return free[:1] if gain_open(s.options.mission_pace, s.round, s.turn_mission) else []


def owned_continents(s: RiskState, board: RiskBoard, player: str) -> list[str]:
    owners = s.owners
    return [c for c, areas in board.continents.items() if all(owners[a] == player for a in areas)]


def capitals_owned(s: RiskState, player: str) -> int:
    owners = s.owners
    return sum(owners.get(a) == player for a in s.capitals.values())


def standing_met(s: RiskState, board: RiskBoard, player: str) -> list[str]:
    """The standing missions `player` meets now (held by someone or not)."""
    conts = len(owned_continents(s, board, player))
    owners = s.owners
    out = []
    if conts >= 1:
        out.append("B2")
    if sum(owners.get(a) == player for a in s.cities) >= 4:
        out.append("B3")
    if conts >= 2:
        out.append("S1")
    if any(c != player and owners.get(a) == player for c, a in s.capitals.items()):
        out.append("S2")
    if capitals_owned(s, player) >= 3:
        out.append("S4")
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
