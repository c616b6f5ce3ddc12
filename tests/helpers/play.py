"""Small played games for tests: a random game after n decisions, a game waiting for a movement."""

from __future__ import annotations

from conquest_qt.ai.conquest.random_player import RandomPlayer
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets.conquest.legal import legal_actions
from conquest_qt.engine.rulesets.conquest.options import Options
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
