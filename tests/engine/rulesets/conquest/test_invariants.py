"""Invariants under random legal play (R1.1 conservation, ownership, 60 cards) and exact replay."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conquest_qt.ai.conquest.random_player import RandomPlayer
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.replay import LoggedGame, replay
from conquest_qt.engine.rulesets.conquest.cards import DECK_SIZE, SUPPLY
from conquest_qt.engine.rulesets.conquest.game import Game
from conquest_qt.engine.rulesets.conquest.legal import legal_actions
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.engine.seats import NEUTRAL


def check_invariants(g: Game) -> None:
    s = g.s
    for p in s.players:
        board = s.on_board(p)
        for kind, total in SUPPLY.items():
            supply = g.supply(p, kind)
            assert 0 <= supply <= total, (p, kind, supply)
            assert board[kind] + supply + s.parked.get(p, {}).get(kind, 0) == total
    if s.phase != "claim":
        assert all(o == NEUTRAL or o in s.players for o in s.owners.values())
        assert all(s.owners[a] not in s.eliminated for a in s.owners)
    held = sum(len(h) for h in s.hands.values())
    assert held + len(s.deck) + len(s.armistices) == DECK_SIZE
    assert sorted([c for h in s.hands.values() for c in h] + s.deck + [a["card"] for a in s.armistices]) == list(
        range(DECK_SIZE))
    for by in s.units.values():  # counts by kind, empty entries removed (engine/units.py)
        for kinds in by.values():
            assert kinds and all(n > 0 for n in kinds.values())


@pytest.mark.parametrize("players,seed", [(4, 1), (5, 2), (6, 3), (4, 4)])
def test_invariants_hold_through_random_games(players: int, seed: int) -> None:
    colours = ["red", "black", "blue", "green", "yellow", "white"][:players]
    lg = LoggedGame.new(colours, Options(round_cap=60, target_areas=14), seed)
    agents = {c: RandomPlayer(seed * 10 + i) for i, c in enumerate(colours)}
    n = 0
    while not lg.game.over and n < 4000:
        d = lg.game.pending()
        lg.apply(d.player, agents[d.player].decide(lg.game))
        n += 1
        if n % 7 == 0:
            check_invariants(lg.game)
    check_invariants(lg.game)
    again = replay(lg.players, lg.options, lg.seed, lg.log)
    assert again.game.snapshot() == lg.game.snapshot()
    assert n > 200


def test_illegal_decisions_never_change_the_state() -> None:
    """Random junk and out-of-turn actions are refused with a code; the state is untouched."""
    rng = random.Random(5)
    g = Game.new(["red", "black", "blue", "green"], Options(round_cap=30), seed=5)
    agent = RandomPlayer(5)
    junk = [None, 3, "move", {}, {"type": 5}, {"type": "fly"}, {"type": "move"}, {"type": "claim", "area": 7},
            {"type": "move", "kind": "tank", "from": "paris", "to": "rome", "count": 1},
            {"type": "move", "kind": "land", "from": "paris", "to": "rome", "count": "1"},
            {"type": "build", "land": []}, {"type": "build", "land": {"paris": True}},
            {"type": "play", "card": "joker"}, {"type": "return_cards", "cards": "all"},
            {"type": "hits", "land": -1, "air": 9}, {"type": "sink", "subs": [1]}, {"type": "battle", "area": "moon"},
            {"type": "transport", "sea": "paris", "from": "x", "to": "y", "count": 1}]
    refused = 0
    for _ in range(1500):
        if g.over:
            break
        d = g.pending()
        before = g.snapshot()
        other = rng.choice([p for p in g.s.players if p != d.player])
        for action in rng.sample(junk, 3) + [legal_actions(g)[0]]:
            with pytest.raises(RuleError):
                g.apply(other, action)
            refused += 1
        for action in rng.sample(junk, 4):
            try:
                g.apply(d.player, action)
            except RuleError:
                refused += 1
                assert g.snapshot() == before
            else:
                before = g.snapshot()
        if g.pending() and g.pending().player == d.player:
            g.apply(d.player, agent.decide(g))
    assert refused > 1000


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(4, 6), faces=st.integers(1, 5))
def test_replay_from_seed_and_log_is_exact(seed: int, players: int, faces: int) -> None:
    colours = ["red", "black", "blue", "green", "yellow", "white"][:players]
    lg = LoggedGame.new(colours, Options(explosion_faces=faces, round_cap=8), seed)
    agents = {c: RandomPlayer(seed + i) for i, c in enumerate(colours)}
    while not lg.game.over:
        d = lg.game.pending()
        lg.apply(d.player, agents[d.player].decide(lg.game))
    assert replay(colours, lg.options, seed, lg.log).game.snapshot() == lg.game.snapshot()
    check_invariants(lg.game)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(4, 6), faces=st.integers(1, 5))
def test_quiet_replay_matches_the_reported_game(seed: int, players: int, faces: int) -> None:
    """Loading replays quietly (no events, explosions counted without faces): same states, same dice."""
    colours = ["red", "black", "blue", "green", "yellow", "white"][:players]
    lg = LoggedGame.new(colours, Options(explosion_faces=faces, round_cap=8), seed)
    agents = {c: RandomPlayer(seed + i) for i, c in enumerate(colours)}
    quiet = Game.new(colours, lg.options, seed)
    quiet.quiet = True
    while not lg.game.over:
        d = lg.game.pending()
        action = agents[d.player].decide(lg.game)
        lg.apply(d.player, action)
        assert quiet.apply(d.player, action) == []
        assert quiet.snapshot() == lg.game.snapshot()
    assert quiet.rng.state == lg.game.rng.state
