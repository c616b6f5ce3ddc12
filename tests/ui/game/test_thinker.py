"""Issue 28 item 10: the computer players think in a child process (ai/thinker.py), so their Python never
holds the UI thread's interpreter lock; a game plays exactly as on a worker thread (same agents, same state
across decisions), with the reasons in the log too, and the child ends with the session."""

from __future__ import annotations

import os

import pytest

from conquest_qt.ai.thinker import Thinker, ThinkingAgent
from conquest_qt.ui.game.session import GameSession
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.window import drive, setup_of


def play(win: MainWindow, level: str, rounds: int = 2) -> GameSession:
    session = win.start_session(setup_of([], ["red", "blue", "green", "yellow"], level=level, seed=4))
    drive(win, lambda: session.over or session.game.s.round > rounds, timeout=240)
    return session


def test_the_computer_players_think_in_a_child_process_and_play_the_same_game(
        win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CONQUEST_AI_PROCESS", "off")
    on_thread = [dict(e) for e in play(win, "normal").driver.logged.log]
    monkeypatch.setenv("CONQUEST_AI_PROCESS", "on")
    session = play(win, "normal")
    thinker = session.thinker
    assert isinstance(thinker, Thinker) and isinstance(session.driver.agents["red"], ThinkingAgent)
    child = thinker._proc
    assert child is not None and child.is_alive() and child.pid != os.getpid()  # thinking elsewhere
    log = [dict(e) for e in session.driver.logged.log]
    assert log[:len(on_thread)] == on_thread[:len(log)] and len(log) >= 20  # the same decisions
    win.end_session()
    assert not child.is_alive()  # the child ends with the session


def test_reasons_are_explained_in_the_child(win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CONQUEST_AI_PROCESS", "on")
    session = win.start_session(setup_of([], ["red", "blue", "green", "yellow"], level="hard", seed=4))
    session.reasons_in_log = True
    drive(win, lambda: session.over or any(e.event.get("type") == "ai_reasons" for e in session.log), timeout=240)
    assert session.thinker is not None and any(e.event.get("type") == "ai_reasons" for e in session.log)


def test_the_hint_is_worked_out_in_the_child_too(win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """The hint's hard player thinks in the session's child process as well, with the same answer."""
    from conquest_qt.ui.game.hint import hint_for

    monkeypatch.setenv("CONQUEST_AI_PROCESS", "on")
    session = win.start_session(setup_of(["red"], ["blue", "green", "yellow"], level="random", seed=5))
    drive(win, lambda: session.decision is not None and session.decision[0] == "red", timeout=120)
    view = session.driver.view("red")
    assert session.thinker is not None
    assert hint_for(view, "conquest", session.thinker) == hint_for(view, "conquest")


def test_players_with_an_add_on_think_in_the_child_too(win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """V2 (the nuclear add-on): the level's player wrapped in the add-on's part (ai/registry.make_agent) goes to
    the child as it is and plays there the game it plays on a thread, nukes included."""
    from conquest_qt.engine import rulesets
    from conquest_qt.ui.game.game_setup import GameSetup, Seat

    opts = rulesets.get("conquest").options.from_dict({"ruleset": "conquest", "nuclear": True, "round_cap": 6})
    seats = tuple(Seat(c, "AI " + c, False, "random") for c in ("red", "blue", "green", "yellow"))

    def nuclear_game() -> list[dict]:
        session = win.start_session(GameSetup(seats, opts, 8))
        drive(win, lambda: session.over, timeout=240)
        return [dict(e) for e in session.driver.logged.log]

    monkeypatch.setenv("CONQUEST_AI_PROCESS", "off")
    on_thread = nuclear_game()
    monkeypatch.setenv("CONQUEST_AI_PROCESS", "on")
    in_child = nuclear_game()
    assert in_child == on_thread and any("nuke" in str(e["action"]) for e in in_child)  # nukes bought
