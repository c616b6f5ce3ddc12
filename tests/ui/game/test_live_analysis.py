"""Issue 16: a session's live analysis (ui/game/live_analysis.py) reads a long game in slices of UI-thread
work on zero-timers, gives what a full replay gives, and follows an undo."""

from __future__ import annotations

import pytest

from conquest_qt.engine.replay import LoggedGame
from conquest_qt.sim import play_game
from conquest_qt.ui.game import live_analysis
from conquest_qt.ui.game.game_analysis import analyse_logged
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.game.live_analysis import LiveAnalysis
from conquest_qt.ui.game.session import GameSession
from tests.helpers.play import a_move, to_movement
from tests.helpers.slices import SliceClock


def session_of(lg: LoggedGame) -> GameSession:
    return GameSession(GameSetup(tuple(Seat(c, c.title(), True) for c in lg.players), lg.options, lg.seed), lg)


@pytest.fixture(scope="module")
def finished() -> LoggedGame:
    lg = play_game(["easy", "normal", "easy", "easy"], 7, keep=True).logged
    assert lg is not None and lg.game.over
    return lg


def test_a_finished_game_is_read_in_slices_and_equals_the_full_replay(qtbot, finished: LoggedGame,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(live_analysis, "SLICE_MS", 1)
    SliceClock(monkeypatch, tick_ms=1)  # a decision replayed takes a millisecond: one per slice on any machine
    session = session_of(finished)
    live = LiveAnalysis.of(session)
    assert LiveAnalysis.of(session) is live  # one per session
    got = []
    live.updated.connect(got.append)
    live.request()
    assert not got and live.analysis is None  # not all at once: the rest comes on zero-timers
    qtbot.waitUntil(lambda: bool(got), timeout=20000)
    assert live.slices > 5 and got == [live.analysis] and live.current()
    assert live.analysis == analyse_logged(finished)
    live.request()  # nothing new: the same result at once
    assert got == [live.analysis, live.analysis] and live.analysis is got[0]


def test_the_live_analysis_follows_moves_and_their_undo(qtbot) -> None:
    lg = to_movement(4)
    live = LiveAnalysis.of(session_of(lg))
    live.request()
    qtbot.waitUntil(live.current, timeout=10000)
    player = lg.game.pending().player
    for _ in range(3):
        lg.apply(player, a_move(lg))
        live.request()
        qtbot.waitUntil(live.current, timeout=10000)
        assert live.analysis == analyse_logged(lg)
    lg.undo()
    lg.undo()
    assert not live.current()
    live.request()
    qtbot.waitUntil(live.current, timeout=10000)
    assert live.analysis == analyse_logged(lg) and live.analysis.decisions == len(lg.log)


def test_a_game_from_a_described_position_is_analysed_from_that_position(qtbot) -> None:
    """A Risk game begun in round 3 (tests/helpers/risk.front): the analysis replays its decisions from
    there, not from a new game (that raised ReplayError: a new game's first decision is a claim)."""
    from conquest_qt.analysis.incremental import Analyser
    from conquest_qt.ui.game.game_analysis import analysed
    from tests.helpers.risk import front, logged_position

    lg = logged_position(front(), dice="6 6 6 1 1")
    start = lg.game.copy()
    session = session_of(lg)
    attack = next(a for a in session.legal() if a.get("type") == "attack")
    events = lg.apply(lg.game.pending().player, attack)
    rolled = sum(len(ev["attacker_dice"]) + len(ev["defender_dice"]) for ev in events if ev["type"] == "attack_rolled")
    live = LiveAnalysis.of(session)
    live.request()
    qtbot.waitUntil(live.current, timeout=10000)
    assert live.analysis is not None and live.analysis.decisions == 1
    assert live.analysis.rounds[0] == 3, "the statistics begin in the position's round"
    fresh = Analyser(lg.players, lg.options, lg.seed, start)
    assert fresh.feed(lg.log)
    assert live.analysis == analysed(fresh)
    assert rolled and sum(sum(t.counts) for t in live.analysis.fairness) == rolled, "the roll's dice are counted"
