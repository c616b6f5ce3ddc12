"""cc's "End the turn anyway?" (the confirmations setting; VARIANTS.md V3.4: credits are kept from turn to turn):
a human is asked only when he ends a turn in which he did nothing while his credits would still buy a division;
a turn with anything done, or with no division affordable, ends at once, and so does every turn with the setting
off."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from conquest_qt.engine import rulesets
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.rulesets.cc.end_question import acted_this_turn
from tests.helpers.risk import click, page, settle


def test_v3_4_what_counts_as_done_this_turn() -> None:
    end = {"player": "red", "action": {"type": "end_turn"}}
    buy = {"player": "red", "action": {"type": "buy", "kind": "inf", "count": 1, "area": "paris"}}
    retreat = {"player": "black", "action": {"type": "retreat", "to": {}}}
    home = {"player": "red", "action": {"type": "choose_home", "area": "paris"}}
    assert not acted_this_turn([], "red") and not acted_this_turn([home], "red")
    assert not acted_this_turn([buy, end, {"player": "black", "action": {"type": "end_turn"}}], "red")
    assert acted_this_turn([end, buy], "red") and acted_this_turn([end, buy, retreat], "red")


def _at_turn(win):
    opts = rulesets.get("cc").options(round_cap=5)
    win.start_session(GameSetup((Seat("red", "Red", True), Seat("black", "AI black", False, "random")), opts, 4))
    session = win.session
    settle(lambda: win.ctrl.kind == "choose_home" and session.my_turn() == "red", timeout=60)
    click(win, next(a["area"] for a in session.legal() if a["type"] == "choose_home"))
    settle(lambda: win.ctrl.kind == "turn" and session.my_turn() == "red", timeout=60)
    return session


def _log(win) -> list:
    return win.session.driver.logged.log


def test_v3_4_ending_a_turn_with_nothing_done_is_asked_and_no_keeps_the_turn(win) -> None:
    assert win.settings.confirmations
    session = _at_turn(win)
    n = len(_log(win))
    page(win).end.click()
    box = win.question
    assert box is not None and "done nothing" in box.text() and "10" in box.text()
    assert box.informativeText() == "End the turn anyway?"
    box.button(QMessageBox.StandardButton.No).click()  # Keep playing
    QCoreApplication.processEvents()
    assert win.question is None and len(_log(win)) == n and session.my_turn() == "red"
    win.ctrl.end_stage()  # E asks too; Yes ends it
    box = win.question
    assert box is not None
    box.button(QMessageBox.StandardButton.Yes).click()
    QCoreApplication.processEvents()
    assert _log(win)[n]["action"] == {"type": "end_turn"}


def test_v3_4_a_turn_with_something_done_ends_at_once(win) -> None:
    session = _at_turn(win)
    page(win).buy.button.click()
    settle(lambda: session.public()["credits"]["red"] < 10)
    n = len(_log(win))
    page(win).end.click()
    assert win.question is None
    assert _log(win)[n]["action"] == {"type": "end_turn"}


def test_v3_4_with_confirmations_off_the_turn_ends_at_once(win) -> None:
    win.apply_settings(win.settings.model_copy(update={"confirmations": False}))
    _at_turn(win)
    n = len(_log(win))
    page(win).end.click()
    assert win.question is None
    assert _log(win)[n]["action"] == {"type": "end_turn"}
