"""engine.replay.history: a logged game's events as they happened, the opening's first (R3)."""

from __future__ import annotations

from conquest_qt.ai.conquest.random_player import RandomPlayer
from conquest_qt.engine.replay import LoggedGame, history
from conquest_qt.engine.rulesets.conquest.game import Game
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.engine.view import player_view

COLOURS = ["red", "black", "blue", "green"]


def test_history_repeats_the_events_of_play() -> None:
    lg = LoggedGame.new(COLOURS, Options(), 9)
    agents = {c: RandomPlayer(i) for i, c in enumerate(COLOURS)}
    live = []
    while lg.game.s.round < 3:
        d = lg.game.pending()
        live.append(lg.apply(d.player, agents[d.player].decide_view(player_view(lg.game, d.player))))
    told = list(history(lg.players, lg.options, lg.seed, lg.log))
    assert [events for events, _game in told[1:]] == live
    assert told[-1][1].snapshot() == lg.game.snapshot()


def test_opening_tells_the_set_up_R3() -> None:
    """R3.2/R3.3: the start player and the neutral areas; dealt areas run on into round 1 (R3.4, R4)."""
    game, events = Game.opening(COLOURS, Options(), 9)
    assert [e["type"] for e in events] == ["game_started", "start_player"]  # 36 areas, 4 players: none neutral
    assert game.snapshot() == Game.new(COLOURS, Options(), 9).snapshot()
    _game, dealt = Game.opening(COLOURS + ["yellow"], Options(random_deal=True), 9)
    types = [e["type"] for e in dealt]
    assert types[:3] == ["game_started", "start_player", "neutral_areas"]  # 36 areas, 5 players: one neutral
    assert "round_started" in types and "turn_order" in types and "phase_started" in types
