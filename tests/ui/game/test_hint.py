"""The hint's asker (issue 16 item 5): the hard player's answer on the human's own view, off the UI thread,
the same for the same position; refused politely when it is not the human's decision; a late answer for
an old position is dropped; Apply takes the suggestion, a change of the position dismisses it; Risk's
decisions too."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, QThread

from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.engine.view import PlayerView
from conquest_qt.ui.game import hint as hint_module
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.game.hint import Hint, HintAsker, hint_for, position_seed
from conquest_qt.ui.game.session import GameSession
from tests.helpers.window import setup_of, workers_done


def _until(cond: Callable[[], bool], timeout: float = 60.0) -> None:
    end = time.monotonic() + timeout
    while not cond():
        assert time.monotonic() < end, "timed out"
        QCoreApplication.processEvents()
        time.sleep(0.001)


@pytest.fixture
def session(qtbot) -> GameSession:
    s = GameSession(setup_of(["red"], ["green", "blue", "yellow"], level="random", seed=3))
    s.start()
    _until(lambda: s.my_turn() == "red")
    yield s
    s.shutdown()


def test_the_hint_is_worked_out_off_the_ui_thread_on_the_players_own_view(session: GameSession,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[object, bool]] = []
    ui = QThread.currentThread()

    def spy(view: object, ruleset: str):
        seen.append((view, QThread.currentThread() is not ui))
        return hint_for(view, ruleset)  # type: ignore[arg-type]

    monkeypatch.setattr(hint_module, "hint_for", spy)
    asker = HintAsker(session)
    got: list[Hint] = []
    asker.ready.connect(got.append)
    assert asker.ask()
    _until(lambda: bool(got))
    view, worker = seen[0]
    assert worker, "computed on the UI thread"
    assert isinstance(view, PlayerView) and view.player == "red"  # never the game with its hidden state
    assert view.hand == session.driver.view("red").hand
    assert got[0].explanation.decision in session.legal()


def test_same_position_same_hint(session: GameSession) -> None:
    view = session.driver.view("red")
    assert position_seed(view) == position_seed(session.driver.view("red"))
    assert hint_for(view, "conquest") == hint_for(session.driver.view("red"), "conquest")


def test_refused_out_of_turn_during_motion_and_while_thinking(session: GameSession) -> None:
    asker = HintAsker(session, busy=lambda: moving)
    refused: list[str] = []
    asker.refused.connect(refused.append)
    moving = True
    assert not asker.ask() and refused == ["busy"]
    moving = False
    assert asker.ask()
    assert not asker.ask() and refused[-1] == "thinking"  # one question per position at a time
    real = session.decision
    session.decision = ("green", "claim", {})  # a computer player's decision
    assert asker.refusal() == "not_your_turn"
    session.decision = real
    session.viewer = None  # hot-seat: the screen not yet handed over
    assert asker.refusal() == "hidden"
    session.viewer = "red"


def test_a_late_answer_for_an_old_position_is_dropped_and_apply_takes_the_hint(session: GameSession) -> None:
    asker = HintAsker(session)
    got: list[Hint] = []
    dismissed: list[bool] = []
    asker.ready.connect(got.append)
    asker.dismissed.connect(lambda: dismissed.append(True))
    assert asker.ask()
    session.submit(session.legal()[0])  # the human moves before the answer comes: it is for nothing now
    _until(lambda: session.my_turn() == "red")
    workers_done()  # the late answer has come (a fixed wait of 50 ms missed a slow worker)
    assert got == [] and asker.current is None and dismissed
    assert asker.ask()
    _until(lambda: bool(got))
    suggestion = got[0].explanation.decision
    before = len(session.driver.logged.log)
    assert asker.apply()
    assert session.driver.logged.log[before]["action"] == suggestion
    assert asker.current is None


def test_risk_decisions_get_hints_up_to_an_attack(qtbot) -> None:
    seats = (Seat("red", "Anna", True), Seat("blue", "B", False, "normal"), Seat("green", "G", False, "normal"),
             Seat("yellow", "Y", False, "normal"))
    s = GameSession(GameSetup(seats, options_from_dict({"ruleset": "risk"}), 7))
    try:
        s.start()
        asker = HintAsker(s)
        kinds: set[str] = set()
        while not s.over:
            _until(lambda: s.over or s.my_turn() == "red", 120)
            if s.over:
                break
            kind = s.decision[1]  # type: ignore[index]
            assert asker.ask()
            _until(lambda: asker.current is not None)
            kinds.add(kind)
            if kind == "attack" and asker.current.explanation.decision["type"] == "attack":
                break
            assert asker.apply()
        assert {"claim", "place_capital", "setup_place", "attack"} <= kinds
        reasons = asker.current.explanation.reasons
        assert reasons[0].code == "attack" and reasons[0].data["odds"] > 0
    finally:
        s.shutdown()
