"""The legal answers to the pending decision (for AIs, the UI and tests).

Moves and transports come as templates whose `count` is the largest allowed (any 1..count is legal);
a build comes as one template `{"type": "build"}` with the budget in the decision's info and
`build_limits()`; every other answer is listed exactly.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from conquest_qt.engine.rulesets.conquest.cards import (
    BALLISTIC_MISSILES,
    CARD_TYPE,
    SPACE_SHIELD,
    SUPER_PRODUCTION,
)

if TYPE_CHECKING:
    from conquest_qt.engine.rulesets.conquest.game import Game

Action = dict[str, Any]


def legal_actions(game: Game) -> list[Action]:
    d = game.pending()
    if d is None:
        return []
    p, kind, s = d.player, d.kind, game.s
    if kind == "claim":
        return [{"type": "claim", "area": a} for a, o in s.owners.items() if o is None]
    if kind == "return_cards":
        return _returns(game, p, d.info["excess"])
    if kind == "missiles":
        return [{"type": "play", "card": BALLISTIC_MISSILES, "target": d.info["target"]}, {"type": "pass"}]
    if kind == "shield":
        return [{"type": "play", "card": SPACE_SHIELD}, {"type": "pass"}]
    if kind == "build":
        out: list[Action] = [{"type": "build"}]
        if game.holds(p, SUPER_PRODUCTION):
            out.append({"type": "play", "card": SUPER_PRODUCTION})
        return out
    if kind == "movement":
        return [*game.move_options(p), *game.card_options(p), {"type": "end_moves"}]
    if kind == "battle_choice":
        return [*({"type": "battle", "area": a} for a in game.battle_areas(p)), *game.card_options(p)]
    if kind == "battle_roll":
        return [{"type": "roll"}, *({"type": "play", "card": c} for c in game.battle_card_options(p))]
    if kind == "hits":
        k, land, air = d.info["count"], d.info["land"], d.info["air"]
        return [{"type": "hits", "land": n, "air": k - n} for n in range(max(0, k - air), min(k, land) + 1)]
    if kind == "sink":
        return _sinks(game, p, d.info["count"])
    if kind == "end_turn":
        return [{"type": "end_turn"}, *game.card_options(p)]
    raise AssertionError(kind)


def build_limits(game: Game, player: str) -> dict[str, Any]:
    """What a build may use: budget, supply per kind, own areas, seas for subs."""
    return {
        "pp": game.pp(),
        "supply": dict(game.production_supply()) if "producer" in game.s.ctx else game.supplies(player),
        "areas": sorted(a for a, o in game.s.owners.items() if o == player),
        "seas": game.build_seas(player),
    }


def _returns(game: Game, player: str, excess: int) -> list[Action]:
    types = sorted(CARD_TYPE[c] for c in game.s.hands[player])
    out: list[Action] = [{"type": "pass"}] if excess == 0 else []
    seen = set()
    for n in (excess, excess + 1):
        if 0 < n <= len(types):
            for combo in combinations(types, n):
                if combo not in seen:
                    seen.add(combo)
                    out.append({"type": "return_cards", "cards": list(combo)})
    return out


def _sinks(game: Game, player: str, k: int, limit: int = 200) -> list[Action]:
    groups = game.torpedo_victims(player)
    out: list[Action] = []

    def rec(i: int, left: int, chosen: list[dict[str, Any]]) -> None:
        if len(out) >= limit:
            return
        if left == 0:
            out.append({"type": "sink", "subs": list(chosen)})
            return
        if i == len(groups):
            return
        owner, sea, n = groups[i]
        for take in range(min(n, left), -1, -1):
            rec(i + 1, left - take, [*chosen, {"owner": owner, "sea": sea, "count": take}] if take else chosen)

    rec(0, k, [])
    return out
