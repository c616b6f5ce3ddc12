"""The legal answers to Risk's pending decision (AIs, the UI, tests). Placements and counts are listed
in their simplest form (all armies on one area; the largest and smallest counts)."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from conquest_qt.engine.rulesets.risk.board import TRADE_VALUE
from conquest_qt.engine.rulesets.risk.kinds import Act, Kind
from conquest_qt.engine.rulesets.risk.state import ARMY

Action = dict[str, Any]
MAX_TRADE_OPTIONS = 64


def trades(game: Any, player: str) -> list[list[str]]:
    """Card sets `player` may trade (V1.6), as area names; the first few combinations by size."""
    lands, stars = game.board.lands, game.board.stars
    hand = sorted(game.s.hands.get(player, []))
    out: list[list[str]] = []
    for k in range(1, len(hand) + 1):
        for combo in combinations(hand, k):
            if sum(stars[lands[c]] for c in combo) in TRADE_VALUE:
                out.append([lands[c] for c in combo])
                if len(out) >= MAX_TRADE_OPTIONS:
                    return out
    return out


def _stacks(game: Any, player: str) -> list[tuple[str, int]]:
    """(area, armies) of the player's areas holding 2 or more armies, in the owners' order."""
    get = game.s.units.get
    out = []
    for a, o in game.s.owners.items():
        if o == player:
            by = get(a)
            k = by.get(player) if by else None
            if k:
                n = k.get(ARMY, 0)
                if n >= 2:
                    out.append((a, n))
    return out


def attacks(game: Any, player: str) -> list[Action]:
    s, adj = game.s, game.board.adjacent
    owners = s.owners
    cap = game.max_attack_dice(player, None)
    out: list[Action] = []
    for a, n in _stacks(game, player):
        top = min(cap, n - 1)
        for b in adj[a]:
            if owners[b] != player and owners[b] is not None:  # an area without owner is no target
                out.extend({"type": Act.ATTACK, "from": a, "to": b, "dice": d} for d in range(1, top + 1))
    return out


def fortifies(game: Any, player: str) -> list[Action]:
    out: list[Action] = []
    for a, n in _stacks(game, player):
        for b in sorted(game.connected(player, a) - {a}):
            out.append({"type": Act.FORTIFY, "from": a, "to": b, "count": n - 1})
    return out


def legal_actions(game: Any) -> list[Action]:
    d = game.pending()
    if d is None:
        return []
    s, p = game.s, d.player
    if d.kind == Kind.CLAIM:
        return [{"type": Act.CLAIM, "area": a} for a, o in s.owners.items() if o is None]
    if d.kind == Kind.PLACE_CAPITAL:
        return [{"type": Act.PLACE_CAPITAL, "area": a} for a in s.own_areas(p)]
    if d.kind in (Kind.SETUP_PLACE, Kind.PLACE):
        return [{"type": Act.PLACE, "land": {a: d.info["armies"]}} for a in s.own_areas(p)]
    if d.kind == Kind.TRADE:
        out = [{"type": Act.TRADE, "cards": c} for c in trades(game, p)]
        return out if d.info.get("must") else [*out, {"type": Act.PASS}]
    if d.kind == Kind.ATTACK:
        return [*attacks(game, p), {"type": Act.END_ATTACKS}]
    if d.kind == Kind.OCCUPY:
        return [{"type": Act.OCCUPY, "count": n} for n in range(d.info["min"], d.info["max"] + 1)]
    if d.kind == Kind.FORTIFY:
        return [*fortifies(game, p), {"type": Act.END_TURN}]
    raise AssertionError(d.kind)
