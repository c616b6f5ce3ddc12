"""Issue 16 item 1: positions at any decision from options + seed + log, and 'play on from here'."""

from __future__ import annotations

import pytest

from conquest_qt.analysis.replay_index import ReplayIndex, index_save
from conquest_qt.engine.replay import LoggedGame, ReplayError, replay
from conquest_qt.saves.files import build_envelope


def test_every_position_equals_a_replay_of_the_log_prefix(ai_game: LoggedGame, ai_index: ReplayIndex) -> None:
    n = len(ai_game.log)
    assert ai_index.positions == n + 1
    for i in sorted({0, 1, 2, 15, 16, 17, n // 3, n // 2, n - 1, n}):
        expected = replay(ai_game.players, ai_game.options, ai_game.seed, ai_game.log[:i]).game
        assert ai_index.at(i).snapshot() == expected.snapshot(), i
    assert ai_index.at(n).snapshot() == ai_game.game.snapshot() == ai_index.final.snapshot()


def test_a_position_is_a_copy_and_stepping_gives_the_next_one_with_its_events(ai_index: ReplayIndex) -> None:
    i = ai_index.positions // 2
    game = ai_index.at(i)
    game, events = ai_index.step(game, i)
    assert game.snapshot() == ai_index.at(i + 1).snapshot()
    assert events is ai_index.events[i]
    assert ai_index.at(i).snapshot() != game.snapshot() or not events  # the index's checkpoints untouched


def test_rounds_are_found_by_their_first_and_last_position(ai_index: ReplayIndex) -> None:
    for r in range(ai_index.rounds[0], ai_index.last_round + 1):
        start, end = ai_index.round_start(r), ai_index.round_end(r)
        assert ai_index.at(start).s.round == r == ai_index.at(end).s.round
        assert start == 0 or ai_index.at(start - 1).s.round == r - 1
    assert ai_index.round_start(ai_index.last_round + 5) == ai_index.positions - 1


def test_turns_step_forward_and_back(ai_index: ReplayIndex) -> None:
    turns = ai_index.turns
    assert turns[0] == 0 and turns == sorted(set(turns)) and len(turns) > ai_index.last_round
    for a, b in zip(turns, turns[1:], strict=False):
        assert ai_index.next_turn(a) == b and ai_index.next_turn(b - 1) == b and ai_index.previous_turn(b) == a
        g, h = ai_index.at(b - 1).s, ai_index.at(b).s
        assert (g.round, g.phase, g.active) != (h.round, h.phase, h.active)
    assert ai_index.next_turn(ai_index.positions - 1) == ai_index.positions - 1
    assert ai_index.previous_turn(0) == 0


def test_play_on_from_here_is_a_new_game_at_the_shown_position(ai_game: LoggedGame, ai_index: ReplayIndex) -> None:
    i = ai_index.round_start(3) + 2
    new = ai_index.play_on(i)
    assert (new.players, new.options, new.seed) == (ai_game.players, ai_game.options, ai_game.seed)
    assert new.log == ai_game.log[:i] and new.log is not ai_game.log
    live = new.logged()
    assert live.game.snapshot() == ai_index.at(i).snapshot()
    assert not live.game.over and live.game.pending() is not None  # it plays on
    env = build_envelope(live)  # and is a valid save's content
    assert env.actions == ai_game.log[:i] and env.seed == ai_game.seed


def test_a_saved_game_is_indexed_from_its_envelope(ai_game: LoggedGame) -> None:
    index = index_save(build_envelope(ai_game))
    assert index.final.snapshot() == ai_game.game.snapshot()


def test_a_bad_log_names_the_decision() -> None:
    lg = LoggedGame.new(["red", "black", "blue", "green"], seed=3)
    with pytest.raises(ReplayError) as err:
        ReplayIndex(lg.players, lg.options, lg.seed, [{"player": "red", "action": {"type": "nonsense"}}])
    assert err.value.index == 0
