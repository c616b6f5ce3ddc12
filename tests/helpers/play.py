"""Small played games for tests: a random game after n decisions, a game waiting for a movement, a game of
any ruleset and player count between computer players."""

from __future__ import annotations

from typing import Any

from conquest_qt.ai.conquest.random_player import RandomPlayer
from conquest_qt.ai.registry import agents_for, make_agent
from conquest_qt.engine import rulesets
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.engine.rulesets.conquest.legal import legal_actions
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.engine.seats import COLOURS
from conquest_qt.engine.view import player_view


def play(seed: int, decisions: int, options: Options | None = None) -> LoggedGame:
    """A 4-player random game after `decisions` decisions (or at its end)."""
    colours = ["red", "black", "blue", "green"]
    lg = LoggedGame.new(colours, options or Options(), seed)
    agents = {c: RandomPlayer(seed * 31 + i) for i, c in enumerate(colours)}
    for _ in range(decisions):
        if lg.game.over:
            break
        d = lg.game.pending()
        assert d is not None
        lg.apply(d.player, agents[d.player].decide_view(player_view(lg.game, d.player)))
    return lg


def to_movement(seed: int) -> LoggedGame:
    """A game whose pending decision is a movement with at least two legal moves."""
    lg = play(seed, 0)
    agents = {c: RandomPlayer(seed + i) for i, c in enumerate(lg.players)}
    while True:
        d = lg.game.pending()
        assert d is not None
        if d.kind == "movement" and len([a for a in legal_actions(lg.game) if a["type"] == "move"]) >= 2:
            return lg
        lg.apply(d.player, agents[d.player].decide(lg.game))


def a_move(lg: LoggedGame) -> dict:
    return dict(next(a for a in legal_actions(lg.game) if a["type"] in ("move", "transport")), count=1)


def ai_game(ruleset: str, players: int, *, dealt: bool, seed: int, round_cap: int | None = 300,
            levels: tuple[str, ...] = ("random",)) -> tuple[LoggedGame, dict[str, Any]]:
    """A new game of `ruleset` for the first `players` colours (2-3 with allow_small), areas dealt or
    claimed, and its computer players (seat i plays levels[i % len(levels)], seeded from the game's seed;
    the levels the ruleset has, `random` else). Refused setups raise as LoggedGame.new does (RuleError); a
    ruleset without a deal (cc: homes, V3.2) refuses `dealt` (RuleError too)."""
    fields = rulesets.get(ruleset).options.__dataclass_fields__
    if dealt and "random_deal" not in fields:
        raise RuleError("malformed_action", field="random_deal")
    wanted: dict[str, Any] = {"ruleset": ruleset, "random_deal": dealt, "allow_small": players < 4,
                              "round_cap": round_cap}
    lg = LoggedGame.new(list(COLOURS[:players]), options_from_dict({k: v for k, v in wanted.items() if k in fields}),
                        seed)
    have = agents_for(ruleset)
    levels = tuple(lv for lv in levels if lv in have) or ("random",)
    agents = {c: make_agent(levels[i % len(levels)], seed * 31 + i, ruleset) for i, c in enumerate(lg.players)}
    return lg, agents


def play_on(lg: LoggedGame, agents: dict[str, Any], decisions: int | None = None) -> LoggedGame:
    """`decisions` more decisions by the computer players (None: to the game's end), or fewer at its end."""
    n = 0
    while not lg.game.over and (decisions is None or n < decisions):
        d = lg.game.pending()
        assert d is not None
        lg.apply(d.player, agents[d.player].decide_view(player_view(lg.game, d.player)))
        n += 1
    return lg
