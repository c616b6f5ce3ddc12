"""What a Comanda & Conquista player does with credits and tokens (V3.4, V3.7, V3.8): rebirth of an ally,
tokens sold for credits (8 each), the home's defences, a conversion (to recruit forward, or to stay alive
without a home), divisions bought where a recruiting nation is threatened or nearest the objectives,
anti-air against enemy air (free, V3.3). A property (V3.7) is weighed before, by properties.py (normal and
hard); the tokens left are sold here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from conquest_qt.ai.cc.evaluation import (
    air_defence,
    air_threat,
    at_risk,
    distances,
    land_threat,
    recruits,
)
from conquest_qt.engine.rulesets.cc.actions import conquerable, revive_choices
from conquest_qt.engine.rulesets.cc.board import (
    AIR,
    ARM,
    CONVERT_COST,
    COST,
    INF,
    REVIVE_COST,
)
from conquest_qt.engine.rulesets.cc.kinds import Act

if TYPE_CHECKING:
    from conquest_qt.engine.rulesets.cc.game import Game

Action = dict[str, Any]


@dataclass(frozen=True)
class Spending:
    convert: bool = False  # converts a nation near the front to recruit there
    air: int = 0  # air divisions it keeps (bought at 6 when credits allow)
    revive: bool = False  # rebirth of an eliminated ally (V3.8)
    anti_air: bool = False  # assign_aa at home against an air threat
    fortify_front: bool = False  # land defence on threatened nations with the credits left over
    anti_air_stacks: bool = False  # assign_aa in any stack of 3+ divisions an enemy air strike would beat
    air_when_safe: bool = False  # air only while the home is not at risk (land divisions defend it first)


def _my(game: Game, me: str, kind: str) -> int:
    return sum(by.get(me, {}).get(kind, 0) for by in game.s.units.values())


def spend(game: Game, me: str, p: Spending, goals: list[str]) -> Action | None:
    """The next purchase of the turn, or None when the credits are better kept (or gone)."""
    s, board = game.s, game.board
    credits = s.credits.get(me, 0)
    if p.revive and credits >= REVIVE_COST and revive_choices(game, me):
        for q in s.eliminated:
            if q != me and s.allies(me, q):
                return {"type": Act.REVIVE, "player": q}
    tokens = s.special_tokens.get(me, 0)
    if tokens:
        return {"type": Act.SELL_SPECIAL, "count": tokens}
    sites = recruits(s, me)
    mine = s.own_areas(me)
    if not sites:  # V3.9: a nation converted keeps him alive and lets him recruit again
        if credits >= CONVERT_COST and mine:
            safe = sorted(mine, key=lambda a: (land_threat(s, board, me, a), a))
            return {"type": Act.CONVERT, "area": safe[0]}
        return None
    home = s.home_of(me)
    if home is not None and credits >= 1:
        have = s.defences.get(home, [])
        if "land" not in have:
            return {"type": Act.FORTIFY, "area": home, "defence": "land"}
        if "aa" not in have and (s.round >= 2 or air_threat(s, board, me, home)):
            return {"type": Act.FORTIFY, "area": home, "defence": "aa"}
        if p.anti_air and air_threat(s, board, me, home) > air_defence(s, me, home, me):
            for k in (INF, "mech", ARM):
                if s.units.get(home, {}).get(me, {}).get(k):
                    return {"type": Act.ASSIGN_AA, "area": home, "kind": k, "count": 1}
    if p.anti_air_stacks:
        act = _stack_anti_air(game, me)
        if act is not None:
            return act
    dist = distances(board, goals) if goals else {}
    if p.convert and credits >= CONVERT_COST + 2 and len(sites) < 3 and s.round >= 3:
        near = min((dist.get(a, 99) for a in sites), default=99)
        best = [a for a in mine if a not in sites and dist.get(a, 99) + 2 <= near and not at_risk(s, board, me, a)]
        if best:
            best.sort(key=lambda a: (dist.get(a, 99), a))
            return {"type": Act.CONVERT, "area": best[0]}
    if credits < 1:
        return None
    site = min(sites, key=lambda a: (not at_risk(s, board, me, a), dist.get(a, 99), a))
    if p.air and credits >= COST[AIR] and _my(game, me, AIR) < p.air and not (
            p.air_when_safe and home is not None and at_risk(s, board, me, home)):
        return {"type": Act.BUY, "area": site, "kind": AIR, "count": 1}
    claims = {b for a in mine for b in board.step[a] if conquerable(game, me, b)}
    infantry = _my(game, me, INF)
    if credits >= COST[ARM] and infantry >= min(len(claims), 6):
        return {"type": Act.BUY, "area": site, "kind": ARM, "count": credits // COST[ARM]}
    if p.fortify_front and credits < COST[ARM]:
        for a in mine:
            if "land" not in s.defences.get(a, []) and land_threat(s, board, me, a) and not s.units.get(a, {}).get(me):
                return {"type": Act.FORTIFY, "area": a, "defence": "land"}
    return {"type": Act.BUY, "area": site, "kind": INF, "count": credits}


def _stack_anti_air(game: Game, me: str) -> Action | None:
    """One infantry (else mechanized) of a stack of 3+ divisions becomes anti-air (free, V3.3) when an
    enemy air strike would beat the stack and one anti-air division would stop it."""
    s, board = game.s, game.board
    for a, by in s.units.items():
        mine = by.get(me)
        if not mine or sum(mine.values()) < 3:
            continue
        threat = air_threat(s, board, me, a)
        d = air_defence(s, me, a, me)
        if threat <= d:
            continue
        for k in (INF, "mech"):
            if mine.get(k) and d + 6 + (k == "mech") >= threat:
                return {"type": Act.ASSIGN_AA, "area": a, "kind": k, "count": 1}
    return None
