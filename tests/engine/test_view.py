"""R6: hands are secret — a player's view has no other hand, no deck order, no dice generator."""

from __future__ import annotations

import json

from conquest_qt.ai.conquest.random_player import RandomPlayer
from conquest_qt.engine.rulesets.conquest.cards import CARD_TYPE
from conquest_qt.engine.rulesets.conquest.game import Game
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.engine.view import player_view


def _played(seed: int = 4) -> Game:
    g = Game.new(["red", "black", "blue", "green"], Options(), seed=seed)
    agent = RandomPlayer(1)
    while g.s.round < 3:
        d = g.pending()
        g.apply(d.player, agent.decide(g))
    return g


def test_r6_view_hides_other_hands_deck_and_generator() -> None:
    g = _played()
    v = player_view(g, "red")
    assert sorted(v.hand) == sorted(CARD_TYPE[c] for c in g.s.hands["red"])
    assert set(v.public) & {"hands", "deck", "rng"} == set()
    text = json.dumps(v.public)
    assert '"hands"' not in text and '"deck"' not in text
    assert v.hand_counts == {p: len(h) for p, h in g.s.hands.items()}
    spectator = player_view(g, None)
    assert spectator.hand == () and spectator.hand_ids == ()


def test_r6_sampled_game_keeps_own_hand_and_public_state_but_not_hidden_cards() -> None:
    g = _played()
    v = player_view(g, "red")
    sample = v.sample_game(123)
    assert sample.s.hands["red"] == sorted(g.s.hands["red"])
    assert sample.s.owners == g.s.owners and sample.s.units == g.s.units
    assert {p: len(h) for p, h in sample.s.hands.items()} == {p: len(h) for p, h in g.s.hands.items()}
    assert sample.rng.state != g.rng.state
    others_real = sorted(c for p, h in g.s.hands.items() if p != "red" for c in h)
    samples = [sorted(c for p, h in v.sample_game(s).s.hands.items() if p != "red" for c in h) for s in range(5)]
    assert any(s != others_real for s in samples)  # hidden cards are dealt at random, not copied


def test_r6_the_live_view_is_the_player_view_without_copies() -> None:
    """A look-ahead's view (ai/search.py): the same data as `player_view` (still no hidden hand, deck or
    generator), but the state's own lists and dicts rather than copies, for every ruleset's state."""
    from conquest_qt.engine.rulesets import options_from_dict
    from conquest_qt.engine.rulesets.risk.game import Game as RiskGame
    from conquest_qt.engine.view import live_view

    risk = RiskGame.new(["red", "black", "blue", "green"], options_from_dict({"ruleset": "risk"}), seed=3)
    for g in (_played(), risk):
        for player in (g.pending().player, None):
            copied, live = player_view(g, player), live_view(g, player)
            assert live == copied
            assert live.public == copied.public and list(live.public) == list(copied.public)
            assert set(live.public) & {"hands", "deck", "rng"} == set()
            assert live.public["owners"] is g.s.owners and live.public["units"] is g.s.units
            assert copied.public["owners"] is not g.s.owners
            assert json.dumps(live.public, sort_keys=True) == json.dumps(copied.public, sort_keys=True)
