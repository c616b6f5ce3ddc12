"""Issue 16 item 5, "What would the computer do?": the hard player's answer to the human's decision on
the human's own view, off the UI thread, drawn on the board and worded in the side panel; Apply and
Dismiss (Esc, an own move); refused politely out of turn and before the hot-seat hand-over."""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton

from conquest_qt.ui.text.hint_text import refusal_text
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.legal import legal_actions
from tests.helpers.scripted import ScriptedHuman
from tests.helpers.window import drive, setup_of, workers_done


def _wait_hint(win: MainWindow, timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while win.hints.current is None:
        assert time.monotonic() < end, "no hint came"
        QCoreApplication.processEvents()
        time.sleep(0.002)


def _to_kind(win: MainWindow, kind: str, human: ScriptedHuman | None = None) -> ScriptedHuman:
    s = win.session
    return drive(win, lambda: s.over or (win.ctrl.kind == kind and not win.motion.active()
                                         and not win.battle.waiting()), timeout=180, human=human)


def test_hint_for_a_claim_is_ringed_worded_and_applied(win: MainWindow) -> None:
    session = win.start_session(setup_of(["red"], ["green", "blue", "yellow"], level="random", seed=5))
    _to_kind(win, "claim")
    button = win.decision.findChild(QPushButton, "hintButton")
    assert button is not None and not button.isHidden()
    button.click()
    _wait_hint(win)
    hint = win.hints.current
    area = hint.explanation.decision["area"]
    assert win.ctrl.hint_marks == [(area, "")]  # the suggested claim is ringed on the board
    assert not win.hint_panel.isHidden() and win.hint_panel.reasons.text()
    before = len(session.driver.logged.log)
    win.hint_panel.apply_button.click()
    assert session.driver.logged.log[before]["action"] == {"type": "claim", "area": area}
    assert win.hints.current is None and win.hint_panel.isHidden() and win.ctrl.hint_marks == []


def test_hint_for_movement_draws_the_plan_and_esc_or_a_move_dismisses_it(win: MainWindow) -> None:
    session = win.start_session(setup_of(["red"], ["green", "blue", "yellow"], level="random", seed=7))
    human = _to_kind(win, "movement")
    win.actions_["hint"].trigger()  # the H key's action
    _wait_hint(win)
    ex = win.hints.current.explanation
    moves = [a for a in ex.steps() if a["type"] in ("move", "transport")]
    assert len(win.ctrl.hint_arrows) == len(moves)
    assert all(kind.startswith("hint_") for _, _, kind, _ in win.ctrl.hint_arrows)
    win.actions_["deselect"].trigger()  # Esc
    assert win.hints.current is None and win.ctrl.hint_arrows == [] and win.hint_panel.isHidden()
    # asked again: the same position gives the same hint (the AI's seed comes from the position)
    win.ask_hint()
    _wait_hint(win)
    assert win.hints.current.explanation == ex
    win.dismiss_hint()
    win.ask_hint()  # Esc also drops a hint still being worked out: its late answer is not shown
    assert win.hints.active and win.hints.current is None
    win.deselect()
    workers_done()  # the late answer has come (a fixed wait of 0.1 s missed a slow worker)
    assert win.hints.current is None and win.hint_panel.isHidden()
    legal = [a for a in legal_actions(session.game) if a["type"] == "move"]
    if legal:  # an own move dismisses the hint
        session.submit(legal[0])
        assert win.hints.current is None and win.ctrl.hint_arrows == []
    assert human is not None


def test_hint_refused_during_computer_turns_and_before_the_hand_over(win: MainWindow) -> None:
    session = win.start_session(setup_of(["red", "blue"], ["green", "yellow"], level="random", seed=9))
    drive(win, lambda: win.stack.currentWidget() is win.handover, timeout=60)
    assert session.viewer is None
    win.ask_hint()
    assert win.statusBar().currentMessage() == refusal_text("hidden")
    assert win.hints.current is None
    # the computer player's decision: not the human's to hint at; units still moving on the board
    win.handover.button.click()
    win.motion.active = lambda: True  # type: ignore[method-assign]
    win.ask_hint()
    assert win.statusBar().currentMessage() == refusal_text("busy") and win.hints.current is None
    del win.motion.active
    session.decision = ("green", "claim", {})
    assert win.hints.refusal() == "not_your_turn"


def test_hint_answers_beside_a_finished_battle_and_its_refusal_clears(win: MainWindow) -> None:
    """Issue 28 item 4: a finished battle waiting for Continue moves nothing, so the hint answers (was: "Wait
    until the moves on the board have landed" until Continue); a refusal leaves the status bar once it no
    longer holds (the moves landed), and the step's hint is back."""
    win.start_session(setup_of(["red"], ["green", "blue", "yellow"], level="random", seed=5))
    _to_kind(win, "claim")
    win.battle.dice_ms = 0
    win.battle.hold = lambda record: True
    win.battle.on_events([{"type": "battle_started", "area": "paris", "attacker": "green", "defender": "red",
                           "first": "red"},
                          {"type": "battle_ended", "area": "paris", "winner": "red"}])
    assert win.battle.waiting()
    win.ask_hint()
    assert win.statusBar().currentMessage() != refusal_text("busy")
    _wait_hint(win)
    win.dismiss_hint()
    win.motion.active = lambda: True  # type: ignore[method-assign]  # a unit still in the air
    win.ask_hint()
    assert win.statusBar().currentMessage() == refusal_text("busy")
    del win.motion.active
    win.motion.idle.emit()  # the last flight landed
    assert win.statusBar().currentMessage() == win.ctrl.step_hint()
