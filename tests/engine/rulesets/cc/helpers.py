"""Positions of Comanda & Conquista for the rule tests (VARIANTS.md V3 positions)."""

from __future__ import annotations

from typing import Any

from conquest_qt.engine import rulesets
from conquest_qt.engine.rng import Rng
from conquest_qt.engine.rulesets.cc.position import game_from_position
from tests.helpers.legal import legal_actions

CC = rulesets.get("cc")
OPTIONS = CC.options.from_dict({"ruleset": "cc"})
TEAMS = CC.options.from_dict({"ruleset": "cc", "teams": [["red", "blue"], ["black", "green"]]})


def position(state: dict[str, Any], players: tuple[str, ...] = ("red", "black"), options: Any = OPTIONS) -> Any:
    return game_from_position(list(players), state, options)


def turn(units: dict[str, Any], owners: dict[str, str] | None = None, **extra: Any) -> dict[str, Any]:
    """Red's turn in round 2; red's home Paris, black's Tokyo (each owned)."""
    own = {"paris": "red", "tokyo": "black", **(owners or {})}
    return {"round": 2, "phase": "turn", "order": ["red", "black"], "active": "red", "owners": own,
            "units": units, "homes": {"red": "paris", "black": "tokyo"}, **extra}


def random_game(seed: int, players: tuple[str, ...] = ("red", "black", "blue"), options: Any = OPTIONS,
                limit: int = 400, end_chance: float = 0.2) -> Any:
    game = CC.game.new(list(players), options, seed)
    rng = Rng(seed)
    for _ in range(limit):
        if game.over:
            break
        d = game.pending()
        if d.kind == "turn" and rng.random() < end_chance:
            game.apply(d.player, {"type": "end_turn"})
            continue
        acts = legal_actions(game)
        game.apply(d.player, acts[rng.below(len(acts))])
    return game
