"""The legal answers to Comanda & Conquista's pending decision (AIs, the UI, tests). Counts are listed in
their simplest forms (one division, or all of them); attacks as every division able to join, and its land
and air parts; airlifts with the largest cargo of each kind."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.engine.rulesets.cc.actions import revive_choices
from conquest_qt.engine.rulesets.cc.battle import candidates
from conquest_qt.engine.rulesets.cc.board import (
    AIR,
    AIRLIFT_CARGO,
    BUYABLE,
    CONVERT_COST,
    COST,
    DEFENCES,
    EFFECTS,
    FORTIFY_COST,
    LAND_KINDS,
    REVIVE_COST,
)
from conquest_qt.engine.rulesets.cc.flow import home_choices
from conquest_qt.engine.rulesets.cc.frames import RetreatFrame, ReviveFrame
from conquest_qt.engine.rulesets.cc.kinds import Act, Kind
from conquest_qt.engine.rulesets.cc.state import MOVED

if TYPE_CHECKING:
    from conquest_qt.engine.rulesets.cc.game import Game

Action = dict[str, Any]
Stacks = list[tuple[str, str, int]]


def _stacks(game: Game, player: str) -> Stacks:
    """(area, kind, unmoved n ≥ 1) of the player's divisions, in the board's order of areas."""
    s = game.s
    out = []
    units = s.units
    for a in game.board.lands:
        by = units.get(a)
        mine = by.get(player) if by else None
        if mine:
            for kind in mine:
                n = s.unmoved(a, player, kind)
                if n > 0:
                    out.append((a, kind, n))
    return out


def moves(game: Game, player: str, stacks: Stacks | None = None) -> list[Action]:
    board = game.board
    out: list[Action] = []
    for a, kind, n in _stacks(game, player) if stacks is None else stacks:
        reach = board.air[a] if kind == AIR else board.step[a]
        for b in reach:
            for c in sorted({1, n}):
                out.append({"type": Act.MOVE, "kind": kind, "from": a, "to": b, "count": c})
    return out


def airlifts(game: Game, player: str, stacks: Stacks | None = None) -> list[Action]:
    s = game.s
    out: list[Action] = []
    for a, kind, _ in _stacks(game, player) if stacks is None else stacks:
        if kind != AIR:
            continue
        for cargo, most in AIRLIFT_CARGO.items():
            n = min(most, s.unmoved(a, player, cargo))
            if n:
                out.extend({"type": Act.AIRLIFT, "from": a, "to": b, "cargo": {cargo: n}} for b in game.board.air[a])
    return out


def attacks(game: Game, player: str, stacks: Stacks | None = None) -> list[Action]:
    """Per nation an enemy defends (and per defender when several could): every division able to join, and
    its land and air parts when it has both (V3.6)."""
    s, board = game.s, game.board
    if s.round <= 1:
        return []
    unmoved: dict[str, dict[str, int]] = {}
    for a, kind, n in _stacks(game, player) if stacks is None else stacks:
        if kind in BUYABLE:
            unmoved.setdefault(a, {})[kind] = n
    air_from = {a: k[AIR] for a, k in unmoved.items() if AIR in k}
    # the nations some division could attack: where it stands (moved ones too), a land step or an air reach away
    near: set[str] = {a for a, by in s.spent.items() if any(MOVED in st for st in by.values())}
    for a, k in unmoved.items():
        near.add(a)
        if any(x in k for x in LAND_KINDS):
            near.update(board.step[a])
        if AIR in k:
            near.update(board.air[a])
    out: list[Action] = []
    for t in board.lands:
        if t not in near:
            continue
        found = candidates(s, player, t)
        if not found:
            continue
        units: list[dict[str, Any]] = []
        here = unmoved.get(t, {})
        for kind in BUYABLE:
            n = here.get(kind, 0) + s.spent_count(t, kind, MOVED)
            if n > 0:
                units.append({"from": t, "kind": kind, "count": n})
        reach = board.air[t]
        units.extend({"from": a, "kind": AIR, "count": n} for a, n in air_from.items() if a in reach)
        for a in board.step[t]:
            there = unmoved.get(a)
            if there:
                units.extend({"from": a, "kind": k, "count": there[k]} for k in LAND_KINDS if k in there)
        if not units:
            continue
        land = [u for u in units if u["kind"] != AIR]
        air = [u for u in units if u["kind"] == AIR]
        groups = [units] + ([land, air] if land and air else [])
        for d in found:
            for g in groups:
                act: Action = {"type": Act.ATTACK, "area": t, "units": [dict(u) for u in g]}
                if len(found) > 1:
                    act["against"] = d
                out.append(act)
    return out


def turn_actions(game: Game, player: str) -> list[Action]:
    s = game.s
    credits = s.credits.get(player, 0)
    out: list[Action] = []
    own = s.own_areas(player)
    for a in own:
        if s.is_home(a, player) or a in s.converted:
            out.extend({"type": Act.BUY, "area": a, "kind": k, "count": 1} for k in BUYABLE if COST[k] <= credits)
        if credits >= FORTIFY_COST:
            out.extend({"type": Act.FORTIFY, "area": a, "defence": d} for d in DEFENCES
                       if d not in s.defences.get(a, ()))
        if credits >= CONVERT_COST and a != s.homes.get(player) and a not in s.converted:
            out.append({"type": Act.CONVERT, "area": a})
    for a in game.board.lands:
        for kind in LAND_KINDS:
            if s.units.get(a, {}).get(player, {}).get(kind):
                out.append({"type": Act.ASSIGN_AA, "area": a, "kind": kind, "count": 1})
    stacks = _stacks(game, player)
    out.extend(moves(game, player, stacks))
    out.extend(airlifts(game, player, stacks))
    out.extend(attacks(game, player, stacks))
    tokens = s.special_tokens.get(player, 0)
    if player not in s.properties:
        out.extend({"type": Act.SPECIAL, "effect": e} for e, row in EFFECTS.items() if row.cost <= tokens)
    if tokens:
        out.append({"type": Act.SELL_SPECIAL, "count": 1})
    if credits >= REVIVE_COST and revive_choices(game, player):
        out.extend({"type": Act.REVIVE, "player": q} for q in s.eliminated if q != player and s.allies(player, q))
    out.append({"type": Act.END_TURN})
    return out


def can_act(game: Game, player: str) -> bool:
    """V3.4: whether P has any legal action but `end_turn` (his turn runs by itself otherwise)."""
    s = game.s
    if s.divisions(player) or s.special_tokens.get(player, 0):
        return True
    return len(turn_actions(game, player)) > 1


def retreats(game: Game) -> list[Action]:
    f = game.top(RetreatFrame)
    return [{"type": Act.RETREAT, "to": {a: dict(f.divisions)}} for a in f.destinations]


def legal_actions(game: Game) -> list[Action]:
    d = game.pending()
    if d is None:
        return []
    if d.kind == Kind.CHOOSE_HOME:
        revive = game.find(ReviveFrame)
        areas = revive.choices if revive is not None else home_choices(game)
        return [{"type": Act.CHOOSE_HOME, "area": a} for a in areas]
    if d.kind == Kind.RETREAT:
        return retreats(game)
    if d.kind == Kind.TURN:
        return turn_actions(game, d.player)
    raise AssertionError(d.kind)

