"""Issue 28 item 10: the computer players think in a child process (ai/thinker.py). Its own behaviour, without a
window: a failing child falls back to the agent in this process, and a close waits for a start under way (the
session-level tests are in tests/ui/game/test_thinker.py)."""

from __future__ import annotations

import pytest

from conquest_qt.ai.thinker import Thinker


def test_a_player_whose_child_fails_thinks_in_the_window_s_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """A question the child cannot answer (it died, or the agent failed there) is answered by the agent in this
    process, not left to the driver's fallback (the first legal answer: another game than the player's)."""
    from conquest_qt.ai.registry import make_agent
    from conquest_qt.engine import rulesets
    from conquest_qt.engine.view import player_view

    game = rulesets.get("conquest").game.new(["red", "black", "blue", "green"], None, 5)
    view = player_view(game, game.pending().player)
    thinker = Thinker()
    agent = thinker.add("red", make_agent("normal", 3))

    def broken(op: str, player: str, v: object) -> object:
        raise RuntimeError("the child failed")

    monkeypatch.setattr(thinker, "ask", broken)
    assert agent.decide_view(view) == make_agent("normal", 3).decide_view(view)
    thinker.close()
    with pytest.raises(RuntimeError):
        agent.decide_view(view)  # a closed session's question stays unanswered


def test_closing_while_the_child_starts_waits_for_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """The session may end (close) while a worker thread is starting the child for its first question: close
    waits for the start and then ends the child, instead of joining a process not yet started (an
    AssertionError "can only join a started process" when a game was left at once)."""
    import threading

    thinker = Thinker()
    started = threading.Event()
    real = thinker._ensure

    def slow_ensure() -> object:
        started.set()
        return real()

    monkeypatch.setattr(thinker, "_ensure", slow_ensure)
    t = threading.Thread(target=thinker.start)
    t.start()
    started.wait(30)
    thinker.close()  # no AssertionError, whichever comes first
    t.join(30)
    assert thinker._proc is None and (thinker.closed)


def _started_thinker() -> tuple[Thinker, object]:
    """A thinker whose child has answered one question (so it runs _serve), and that child."""
    from conquest_qt.ai.registry import make_agent
    from conquest_qt.engine import rulesets
    from conquest_qt.engine.view import player_view

    game = rulesets.get("conquest").game.new(["red", "black", "blue", "green"], None, 5)
    thinker = Thinker()
    thinker.add(game.pending().player, make_agent("easy", 3)).decide_view(player_view(game, game.pending().player))
    return thinker, thinker._proc


def test_the_child_thinks_at_a_lower_priority_than_the_window() -> None:
    """Issue 28 item 10: on a busy machine the window's thread and the thinking child want the same core; the
    child's lower priority lets a repaint have it first (it waited 50-90 ms for a core behind the child)."""
    import os

    if not hasattr(os, "getpriority"):
        pytest.skip("no process priorities here")
    thinker, proc = _started_thinker()
    try:
        assert os.getpriority(os.PRIO_PROCESS, proc.pid) > os.getpriority(os.PRIO_PROCESS, 0)  # type: ignore[attr-defined]
    finally:
        thinker.close()


def test_closing_while_the_child_thinks_ends_it_without_waiting_for_the_answer() -> None:
    """Issue 28 item 10: leaving a game (a new game, closing the window) while a computer thinks ended the child
    by asking it to stop, which it reads only after its thought: the window waited up to 0.5 s. Now a child
    with a question under way is terminated at once; an idle one still stops cleanly."""
    import signal

    thinker, proc = _started_thinker()
    with thinker._lock:  # a question under way (its worker thread waits for the answer)
        thinker.close()
    assert proc.exitcode == -signal.SIGTERM  # type: ignore[attr-defined]
    idle, proc = _started_thinker()
    idle.close()
    assert proc.exitcode == 0  # type: ignore[attr-defined]
