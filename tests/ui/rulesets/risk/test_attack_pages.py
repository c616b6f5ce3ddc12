"""Risk's attack, occupation and fortify pages (issue 15 item 4; VARIANTS.md V1.7–V1.9), played through
the board's clicks (the scene's areaClicked signal) and the pages' buttons, from described positions."""

from __future__ import annotations

import time

import pytest

from conquest_qt.ai.risk.odds import attack_odds
from conquest_qt.ui.rulesets.risk.attack_pages import AttackPage, FortifyPage, OccupyPage
from conquest_qt.ui.text.error_text import error_text, ui_hint
from conquest_qt.ui.text.textutil import percent
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.risk import RIGHT, armies, click, english, front, page, settle, start_position


@pytest.fixture(autouse=True)
def _english(qapp):
    yield from english(qapp)


def test_v1_7_attack_areas_are_picked_on_the_board_and_wrong_clicks_say_why(win: MainWindow) -> None:
    europe = {a: "red" for a in ("moscow", "berlin", "stockholm", "rome", "paris", "london")}
    start_position(win, front(owners={"tehran": "red", "novosibirsk": "red", **europe},
                              units={"tehran": {"red": {"land": 8}}, "moscow": {"red": {"land": 3}},
                                     "rome": {"red": {"land": 3}}, "bombay": {"black": {"land": 3}}}))
    settle(lambda: win.ctrl.kind == "attack")
    assert isinstance(page(win), AttackPage)
    status = win.statusBar().currentMessage
    assert win.ctrl.highlights() == ["rome", "tehran"]  # own areas with 2+ armies and an enemy beside
    click(win, "bombay")
    assert status() == ui_hint("choose_origin", "Bombay")
    click(win, "novosibirsk")
    assert status() == error_text("too_few_armies", {"area": "novosibirsk"})
    click(win, "moscow")  # 3 armies, but all its neighbours are red's
    assert status() == ui_hint("no_enemy_neighbour", "Moscow")
    click(win, "tehran")
    assert win.ctrl.work.origin == "tehran" and "bombay" in win.ctrl.highlights()
    click(win, "lagos")
    assert status() == error_text("not_adjacent", {})
    click(win, "novosibirsk")
    assert status() == ui_hint("own_target", "Novosibirsk")
    click(win, "bombay")
    assert win.ctrl.work.ready() and win.scene.selected == "tehran"
    assert {(src, dst) for src, dst, *_ in win.scene._arrows} == {("tehran", "bombay")}  # the chosen attack
    assert page(win).sel.text() == "From Tehran (8 armies) against Bombay (3 armies, AI black)."
    click(win, "rome")  # another origin: the choice starts from there
    assert win.ctrl.work.origin == "rome" and win.ctrl.work.target is None and not win.scene._arrows
    click(win, "rome", RIGHT)
    assert win.ctrl.work.origin is None and win.ctrl.highlights() == ["rome", "tehran"]
    assert len(win.session.driver.logged.log) == 0  # nothing was sent to the game


def test_v1_7_odds_before_every_attack_and_dice_default_to_the_most(win: MainWindow) -> None:
    start_position(win, front())
    settle(lambda: win.ctrl.kind == "attack")
    p = page(win)
    click(win, "moscow")
    assert p.dice_count.maximum() == 2 and p.dice_count.value() == 2  # 3 armies: at most 2 dice
    click(win, "tehran")
    click(win, "bombay")
    assert p.dice_count.maximum() == 3 and p.dice_count.value() == 3
    win_chance, _left = attack_odds(8, 3)
    assert f"Until won: {percent(win_chance)}% to conquer" in p.odds.text()
    p.dice_count.setValue(2)  # the player's choice stays from roll to roll
    assert "This roll, 2 against 2 dice" in p.odds.text()
    p.attack.click()
    settle()
    assert win.ctrl.kind in ("attack", "occupy")
    if win.ctrl.kind == "attack":
        a, d = armies(win, "tehran"), armies(win, "bombay")
        assert f"Until won: {percent(attack_odds(a, d)[0])}% to conquer" in p.odds.text()  # updated
        assert p.attack.text() == "Attack again" and p.dice_count.value() == 2
    entry = win.session.driver.logged.log[-1]
    assert entry["action"] == {"type": "attack", "from": "tehran", "to": "bombay", "dice": 2}


def test_v1_7_attack_until_down_to_n_stops_there_each_roll_logged(win: MainWindow) -> None:
    start_position(win, front(units={"tehran": {"red": {"land": 30}}, "bombay": {"black": {"land": 30}}}))
    settle(lambda: win.ctrl.kind == "attack")
    p = page(win)
    click(win, "tehran")
    click(win, "bombay")
    p.stop_at.setValue(20)
    assert p.until_down.text() == "Attack until down to 20 armies"
    assert "Stopping at 20:" in p.odds.text()
    p.until_down.click()
    assert p.run.active() or len(win.session.driver.logged.log) >= 1
    settle(lambda: not p.run.active())
    log = win.session.driver.logged.log
    assert len(log) == p.run.rolls >= 4 and all(e["action"]["type"] == "attack" for e in log)
    assert all(e["action"]["dice"] == 3 for e in log)  # a run rolls the most dice
    assert 19 <= armies(win, "tehran") <= 20 and win.ctrl.kind == "attack"


def test_v1_7_a_run_can_be_stopped(win: MainWindow) -> None:
    start_position(win, front(units={"tehran": {"red": {"land": 30}}, "bombay": {"black": {"land": 30}}}))
    settle(lambda: win.ctrl.kind == "attack")
    p = page(win)
    click(win, "tehran")
    click(win, "bombay")
    p.until_won.click()
    p.run.pause_ms = 50
    settle(lambda: p.run.rolls >= 2)
    p.stop.click()
    rolls = p.run.rolls
    settle(lambda: True)
    time.sleep(0.1)
    settle(lambda: True)
    assert not p.run.active() and len(win.session.driver.logged.log) == rolls and armies(win, "tehran") > 10


def test_v1_8_occupation_count_between_the_bounds_with_quick_buttons(win: MainWindow) -> None:
    start_position(win, front(units={"tehran": {"red": {"land": 9}}, "bombay": {"black": {"land": 1}}}), dice="66 1")
    settle(lambda: win.ctrl.kind == "attack")
    click(win, "tehran")
    click(win, "bombay")
    p = page(win)
    p.dice_count.setValue(2)
    p.attack.click()
    settle(lambda: win.ctrl.kind == "occupy")
    occ = page(win)
    assert isinstance(occ, OccupyPage)
    assert (occ.count.minimum(), occ.count.maximum()) == (2, 8)  # the last roll's dice .. all but one
    assert occ.count.value() == 4  # Tehran still borders black's areas: half of what may move
    assert not occ.dice.isHidden() and occ.dice.losses.text() == "Losses: attacker 0, defender 1."
    occ.most.click()
    assert occ.count.value() == 8 and occ.slider.value() == 8
    occ.least.click()
    assert occ.count.value() == 2 and occ.after.text() == "Then Tehran: 7, Bombay: 2."
    occ.slider.setValue(5)
    occ.confirm.click()
    settle(lambda: win.ctrl.kind == "attack")
    assert armies(win, "bombay") == 5 and armies(win, "tehran") == 4
    assert win.can_undo_move()  # the occupation, not its roll, can be taken back
    win.undo()
    settle(lambda: win.ctrl.kind == "occupy")
    assert armies(win, "tehran") == 9 and win.statusBar().currentMessage() == "Move taken back."


def test_v1_8_interior_attacker_proposes_all_but_one(win: MainWindow) -> None:
    owners = {a: "red" for a in ("tehran", "moscow", "novosibirsk", "beijing", "cairo", "rome")}
    start_position(win, front(owners=owners, units={"tehran": {"red": {"land": 9}}, "bombay": {"black": {"land": 1}}}),
                   dice="666 1")
    settle(lambda: win.ctrl.kind == "attack")
    click(win, "tehran")
    click(win, "bombay")
    page(win).attack.click()
    settle(lambda: win.ctrl.kind == "occupy")
    assert page(win).count.value() == 8  # Tehran has no enemy beside it any more: the front moves on


def test_v1_9_fortify_along_own_areas_refused_otherwise_and_end_turn(win: MainWindow) -> None:
    owners = {"tehran": "red", "moscow": "red", "novosibirsk": "red", "london": "red"}
    start_position(win, front("fortify", owners=owners, round=1,
                              units={"tehran": {"red": {"land": 8}}, "moscow": {"red": {"land": 3}},
                                     "london": {"red": {"land": 1}}}))
    settle(lambda: win.ctrl.kind == "fortify")
    p = page(win)
    assert isinstance(p, FortifyPage) and not p.confirm.isEnabled()
    status = win.statusBar().currentMessage
    click(win, "bombay")
    assert status() == error_text("not_own_area", {"area": "bombay"})
    click(win, "london")
    assert status() == ui_hint("fortify_one_army", "London")
    click(win, "tehran")
    click(win, "london")
    assert status() == error_text("not_connected", {})
    click(win, "novosibirsk")
    assert p.confirm.isEnabled() and p.count.value() == 7 and p.sel.text() == "From Tehran to Novosibirsk."
    p.count.setValue(5)
    p.confirm.click()
    settle(lambda: win.ctrl.kind != "fortify")
    entry = win.session.driver.logged.log[0]
    assert entry["action"] == {"type": "fortify", "from": "tehran", "to": "novosibirsk", "count": 5}
    assert armies(win, "novosibirsk") == 6


def test_v1_9_end_turn_without_fortifying(win: MainWindow) -> None:
    start_position(win, front("fortify", round=1))
    settle(lambda: win.ctrl.kind == "fortify")
    page(win).end.click()
    settle(lambda: win.ctrl.kind != "fortify")
    assert win.session.driver.logged.log[0]["action"] == {"type": "end_turn"}


def test_v1_9_enter_with_no_move_chosen_ends_the_turn_without_fortifying(win: MainWindow) -> None:
    """Issue 28 item 9: Enter confirms elsewhere; on the fortify page with nothing chosen it did nothing. It does
    what the page's other button says (the turn ends without fortifying); with a move half chosen it only hints."""
    start_position(win, front("fortify", round=1))
    settle(lambda: win.ctrl.kind == "fortify")
    click(win, "tehran")
    settle()
    win.primary()  # from Tehran, no target yet: nothing is sent
    settle()
    assert win.ctrl.kind == "fortify" and win.session.driver.logged.log == []
    win.deselect()
    settle()
    win.primary()
    settle(lambda: win.ctrl.kind != "fortify")
    assert win.session.driver.logged.log[0]["action"] == {"type": "end_turn"}


def test_refused_decisions_keep_the_game_and_say_why(win: MainWindow) -> None:
    """Issue 15's bad input: a decision the rules refuse changes nothing and the status bar says why."""
    session = start_position(win, front())
    settle(lambda: win.ctrl.kind == "attack")
    before = session.game.snapshot()
    status = win.statusBar().currentMessage
    for action, expected in (
            ({"type": "attack", "from": "novosibirsk", "to": "beijing", "dice": 1},
             "An attack needs at least 2 armies in the area it starts from."),
            ({"type": "attack", "from": "tehran", "to": "london", "dice": 1}, "Those areas do not border each other."),
            ({"type": "attack", "from": "bombay", "to": "tehran", "dice": 1}, "Bombay is not one of your areas."),
            ({"type": "attack", "from": "tehran", "to": "moscow", "dice": 1}, "Moscow cannot be the target here."),
            ({"type": "attack", "from": "moscow", "to": "rome", "dice": 3},
             "Roll at most 2 dice from there: one army always stays behind.")):
        assert not win.ctrl.submit(action)
        assert status() == expected
    assert session.game.snapshot() == before and session.driver.logged.log == []
