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
