"""Issue 16 item 5 (optional part): with the "Computer players' reasons in the log" setting a computer
player's turn shows its reasons in the log; off by default, and then the log has none; the decisions
are the same either way."""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication

from conquest_qt.settings import Settings
from conquest_qt.ui.game.session import GameSession
from tests.helpers.window import setup_of


def _play(on: bool, rounds: int = 2) -> GameSession:
    s = GameSession(setup_of([], ["red", "green", "blue", "yellow"], level="hard", seed=6, cap=rounds))
    s.reasons_in_log = on
    s.start()
    end = time.monotonic() + 120
    while not s.over:
        assert time.monotonic() < end
        QCoreApplication.processEvents()
        time.sleep(0.001)
    return s


def test_reasons_in_the_log_only_when_asked_and_the_game_unchanged(qtbot) -> None:
    assert Settings().ai_reasons_in_log is False  # off by default: it would clutter the log
    quiet, told = _play(False), _play(True)
    try:
        assert not [e for e in quiet.log if e.event.get("type") == "ai_reasons"]
        lines = [e for e in told.log if e.event.get("type") == "ai_reasons"]
        assert lines and all(e.text.startswith("Reasons of ") and e.category == "game" for e in lines)
        assert any("Attack on" in e.text or "bought" in e.text for e in lines)
        assert told.driver.logged.log == quiet.driver.logged.log  # explaining changes no decision
        assert len(lines) < len(told.driver.logged.log) / 3  # a plan once a turn, not every step
    finally:
        quiet.shutdown()
        told.shutdown()
