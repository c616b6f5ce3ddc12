"""Movement for Comanda & Conquista's computer players (V3.5): the garrison a home (and converted nations)
keep against the enemies' replies, claims of neutral and undefended enemy nations by one division each,
airlifted claims, and the march of the rest towards the objectives (enemy homes first: V3.9)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.ai.cc.attacks import Reserve
from conquest_qt.ai.cc.evaluation import distances, enemies, land_defence, land_threat, recruits
from conquest_qt.engine.rulesets.cc.actions import conquerable
from conquest_qt.engine.rulesets.cc.battle import effective
from conquest_qt.engine.rulesets.cc.board import AA_KINDS, AIR, INF, LAND_KINDS, RANK
from conquest_qt.engine.rulesets.cc.kinds import Act

if TYPE_CHECKING:
    from conquest_qt.engine.rulesets.cc.game import Game

Action = dict[str, Any]


def garrison(game: Game, me: str, areas: list[str], margin: int = 0) -> Reserve:
    """Per area to hold: the weakest divisions whose bonuses keep D_land at or above the land threat."""
    s, board = game.s, game.board
    out: Reserve = {}
    for a in areas:
        threat = land_threat(s, board, me, a)
        if not threat:
            continue
        by = s.units.get(a, {}).get(me, {})
        fixed = land_defence(s, me, a, me) - sum(effective(s, me, k, me) * n for k, n in by.items()
                                                   if k not in AA_KINDS)
        need = threat + margin - fixed
        for k in sorted(by, key=RANK.__getitem__):
            if need <= 0:
                break
            if k in AA_KINDS:
                continue
            each = max(1, effective(s, me, k, me))
            keep = min(by[k], -(-need // each))
            out[(a, k)] = keep
            need -= keep * each
    return out


def free(game: Game, me: str, area: str, kind: str, reserve: Reserve) -> int:
    return game.s.unmoved(area, me, kind) - reserve.get((area, kind), 0)


def objectives(game: Game, me: str, focus: bool) -> list[str]:
    """Where the army heads: with `focus` the enemy homes (and converted nations) alone while there are
    any, else every enemy nation or division and every neutral nation."""
    s = game.s
    foes = enemies(s, me)
    homes = [h for e in foes for h in recruits(s, e)]
    if focus and homes:
        return homes
    out = set(homes)
    for a in game.board.lands:
        o = s.owners.get(a)
        if o in foes or any(p in foes for p in s.units.get(a, {})) or (o is not None and o not in s.players):
            out.add(a)
    return sorted(out)


def claim(game: Game, me: str, reserve: Reserve) -> Action | None:
    """One division (the weakest free one) into a neighbouring nation it conquers by entering (V3.5):
    enemy nations first (a converted one above all), then neutral ones."""
    s, board = game.s, game.board
    best: tuple[tuple[int, int], Action] | None = None
    for a in board.lands:
        by = s.units.get(a, {}).get(me)
        if not by:
            continue
        kinds = [k for k in sorted(by, key=RANK.__getitem__) if k != AIR and free(game, me, a, k, reserve) > 0]
        if not kinds:
            continue
        for b in sorted(board.step[a]):
            if not conquerable(game, me, b):
                continue
            o = s.owners.get(b)
            rank = 0 if b in s.converted else 1 if o in s.players else 2
            key = (rank, RANK[kinds[0]])
            if best is None or key < best[0]:
                best = (key, {"type": Act.MOVE, "kind": kinds[0], "from": a, "to": b, "count": 1})
    return best[1] if best else None


def airlift_claim(game: Game, me: str, reserve: Reserve) -> Action | None:
    """An air division carries infantry to a nation three steps away that it conquers on landing."""
    board = game.board
    for a in board.lands:
        if free(game, me, a, AIR, reserve) < 1 or free(game, me, a, INF, reserve) < 1:
            continue
        for b in board.air[a]:
            if b not in board.step[a] and conquerable(game, me, b):
                return {"type": Act.AIRLIFT, "from": a, "to": b, "cargo": {INF: 1}}
    return None


def advance(game: Game, me: str, reserve: Reserve, focus: bool) -> Action | None:
    """The free land divisions of one nation take a step towards the nearest objective; they stop next
    to it (to attack it at the next turn) and never step among enemy divisions."""
    s, board = game.s, game.board
    goals = objectives(game, me, focus)
    if not goals:
        return None
    dist = distances(board, goals)
    foes = set(enemies(s, me))
    for a in board.lands:
        by = s.units.get(a, {}).get(me)
        if not by or dist.get(a, 99) <= 1:
            continue
        for k in sorted(by, key=RANK.__getitem__):
            if k == AIR or k in AA_KINDS:
                continue
            n = free(game, me, a, k, reserve)
            if n <= 0:
                continue
            steps = [b for b in sorted(board.step[a]) if dist.get(b, 99) < dist[a]
                     and not any(p in foes for p in s.units.get(b, {}))]
            if steps:
                return {"type": Act.MOVE, "kind": k, "from": a, "to": steps[0], "count": n}
    return None


def air_forward(game: Game, me: str, reserve: Reserve, focus: bool) -> Action | None:
    """Air divisions with nothing to hit join the own nation (with land divisions) nearest the objectives."""
    s, board = game.s, game.board
    goals = objectives(game, me, focus)
    if not goals:
        return None
    dist = distances(board, goals)
    for a in board.lands:
        n = free(game, me, a, AIR, reserve)
        if n <= 0:
            continue
        here = dist.get(a, 99)
        best = None
        for b, _ in sorted(board.air[a].items()):
            if s.owners.get(b) != me or not any(s.units.get(b, {}).get(me, {}).get(k) for k in LAND_KINDS):
                continue
            if dist.get(b, 99) < here and (best is None or dist.get(b, 99) < dist.get(best, 99)):
                best = b
        if best is not None and here > 2:
            return {"type": Act.MOVE, "kind": AIR, "from": a, "to": best, "count": n}
    return None

