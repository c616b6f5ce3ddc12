"""The legal answers to the pending decision (for AIs, the UI and tests).

Moves and transports come as templates whose `count` is the largest allowed (any 1..count is legal);
a build comes as one template `{"type": "build"}` with the budget in the decision's info and
`build_limits()`; every other answer is listed exactly.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING, Any

from conquest_qt.engine.rulesets.conquest.cards import (
    BALLISTIC_MISSILES,
    CARD_TYPE,
    SPACE_SHIELD,
    SUPER_PRODUCTION,
)
from conquest_qt.engine.rulesets.conquest.frames import ProductionFrame
from conquest_qt.engine.rulesets.conquest.kinds import Kind

if TYPE_CHECKING:
    from conquest_qt.engine.rulesets.conquest.game import Game

Action = dict[str, Any]


def legal_actions(game: Game) -> list[Action]:
    d = game.pending()
    if d is None:
        return []
    return _BY_KIND[d.kind](game, d.player, d.info)


def _claims(game: Game, p: str, info: dict[str, Any]) -> list[Action]:
    return [{"type": "claim", "area": a} for a, o in game.s.owners.items() if o is None]


def _missiles(game: Game, p: str, info: dict[str, Any]) -> list[Action]:
    return [{"type": "play", "card": BALLISTIC_MISSILES, "target": info["target"]}, {"type": "pass"}]


def _shield(game: Game, p: str, info: dict[str, Any]) -> list[Action]:
    return [{"type": "play", "card": SPACE_SHIELD}, {"type": "pass"}]


def _build(game: Game, p: str, info: dict[str, Any]) -> list[Action]:
    out: list[Action] = [{"type": "build"}]
    if game.holds(p, SUPER_PRODUCTION):
        out.append({"type": "play", "card": SUPER_PRODUCTION})
    return out


def _movement(game: Game, p: str, info: dict[str, Any]) -> list[Action]:
    return [*game.move_options(p), *game.card_options(p), {"type": "end_moves"}]


def _battle_choice(game: Game, p: str, info: dict[str, Any]) -> list[Action]:
    return [*({"type": "battle", "area": a} for a in game.battle_areas(p)), *game.card_options(p)]


def _battle_roll(game: Game, p: str, info: dict[str, Any]) -> list[Action]:
    return [{"type": "roll"}, *({"type": "play", "card": c} for c in game.battle_card_options(p))]


def _hits(game: Game, p: str, info: dict[str, Any]) -> list[Action]:
    k, land, air = info["count"], info["land"], info["air"]
    return [{"type": "hits", "land": n, "air": k - n} for n in range(max(0, k - air), min(k, land) + 1)]


def _end_turn(game: Game, p: str, info: dict[str, Any]) -> list[Action]:
    return [{"type": "end_turn"}, *game.card_options(p)]


def build_limits(game: Game, player: str) -> dict[str, Any]:
    """What a build may use: budget, supply per kind, own areas, seas for subs."""
    return {
        "pp": game.pp(),
        "supply": dict(game.production_supply()) if game.find(ProductionFrame) else game.supplies(player),
        "areas": sorted(a for a, o in game.s.owners.items() if o == player),
        "seas": game.build_seas(player),
    }


def _returns(game: Game, player: str, info: dict[str, Any]) -> list[Action]:
    excess = info["excess"]
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


def _sinks(game: Game, player: str, info: dict[str, Any], limit: int = 200) -> list[Action]:
    k = info["count"]
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


# decision kind -> its legal answers (one per Kind: tests/engine/test_rulesets.py)
_BY_KIND: dict[str, Callable[[Game, str, dict[str, Any]], list[Action]]] = {
    Kind.CLAIM: _claims,
    Kind.RETURN_CARDS: _returns,
    Kind.MISSILES: _missiles,
    Kind.SHIELD: _shield,
    Kind.BUILD: _build,
    Kind.MOVEMENT: _movement,
    Kind.BATTLE_CHOICE: _battle_choice,
    Kind.BATTLE_ROLL: _battle_roll,
    Kind.HITS: _hits,
    Kind.SINK: _sinks,
    Kind.END_TURN: _end_turn,
}
