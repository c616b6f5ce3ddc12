"""Undo/redo of movement (engine/undo.py): exact state back, never across dice or cards or end_moves."""

from __future__ import annotations

import random

import pytest

from conquest_qt.ai.conquest.random_player import RandomPlayer
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.replay import replay
from tests.helpers.play import a_move, play, to_movement


def test_undo_restores_the_exact_state_and_log_and_redo_reapplies() -> None:
    lg = to_movement(4)
    player = lg.game.pending().player
    start, start_log = lg.game.snapshot(), list(lg.log)
    assert not lg.can_undo()
    states = []
    for _ in range(3):
        states.append(lg.game.snapshot())
        lg.apply(player, a_move(lg))
    after = lg.game.snapshot()
    for expected in reversed(states):
        assert lg.can_undo()
        lg.undo()
        assert lg.game.snapshot() == expected
    assert lg.game.snapshot() == start and lg.log == start_log and not lg.can_undo()
    for _ in range(3):
        assert lg.can_redo()
        lg.redo()
    assert lg.game.snapshot() == after and not lg.can_redo()
    assert replay(lg.players, lg.options, lg.seed, lg.log).game.snapshot() == after


def test_a_new_move_after_undo_drops_the_redo_stack() -> None:
    lg = to_movement(5)
    player = lg.game.pending().player
    lg.apply(player, a_move(lg))
    lg.undo()
    assert lg.can_redo()
    lg.apply(player, a_move(lg))
    assert not lg.can_redo()


def test_a_rejected_move_keeps_undo_working() -> None:
    lg = to_movement(6)
    player = lg.game.pending().player
    before = lg.game.snapshot()
    lg.apply(player, a_move(lg))
    with pytest.raises(RuleError):
        lg.apply(player, {"type": "move", "kind": "land", "from": "atlantis", "to": "mu", "count": 1})
    lg.undo()
    assert lg.game.snapshot() == before


def test_end_moves_closes_undo_for_good() -> None:
    lg = to_movement(7)
    player = lg.game.pending().player
    lg.apply(player, a_move(lg))
    lg.apply(player, {"type": "end_moves"})
    assert not lg.can_undo() and not lg.can_redo()
    with pytest.raises(ValueError):
        lg.undo()


def test_non_movement_decisions_are_never_undoable() -> None:
    lg = play(8, 0)
    agents = {c: RandomPlayer(i) for i, c in enumerate(lg.players)}
    for _ in range(400):
        d = lg.game.pending()
        if d is None:
            break
        action = agents[d.player].decide(lg.game)
        lg.apply(d.player, action)
        if action["type"] not in ("move", "transport"):
            assert not lg.can_undo(), action


def test_random_undo_redo_walk_stays_replayable() -> None:
    """Bounded random walk: undo/redo anywhere; the log always replays to the live state."""
    lg = play(9, 0)
    agents = {c: RandomPlayer(i) for i, c in enumerate(lg.players)}
    rnd = random.Random(9)
    undos = 0
    for _ in range(1500):
        d = lg.game.pending()
        if d is None:
            break
        if lg.can_undo() and rnd.random() < 0.3:
            rng_before = lg.game.rng.state
            lg.undo()
            undos += 1
            assert lg.game.rng.state == rng_before  # moves roll no dice; undo re-rolls nothing
            if rnd.random() < 0.5:
                lg.redo()
            continue
        lg.apply(d.player, agents[d.player].decide(lg.game))
    assert undos > 20
    assert replay(lg.players, lg.options, lg.seed, lg.log).game.snapshot() == lg.game.snapshot()
