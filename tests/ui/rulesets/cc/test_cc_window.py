"""A Comanda & Conquista game opens and plays in the window (issue 26: its minimal UI home): the home is
chosen by a click, the turn's actions are taken on the side panel's turn page, a computer player answers."""

from __future__ import annotations

from conquest_qt.engine import rulesets
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from tests.helpers.risk import click, page, settle


def cc_setup(seed: int = 4) -> GameSetup:
    opts = rulesets.get("cc").options(round_cap=5)
    return GameSetup((Seat("red", "Red", True), Seat("black", "AI black", False, "random")), opts, seed)


def test_v3_10_a_cc_game_is_played_through_the_window(win) -> None:
    win.start_session(cc_setup())
    session = win.session
    settle(lambda: win.ctrl.kind == "choose_home" and session.my_turn() == "red", timeout=60)
    home = next(a["area"] for a in session.legal() if a["type"] == "choose_home")
    assert home in win.ctrl.work.highlights()  # the nations he may take are highlighted
    click(win, home)
    settle(lambda: win.ctrl.kind == "turn" and session.my_turn() == "red", timeout=60)
    assert session.public()["homes"]["red"] == home
    turn = page(win)
    assert turn.buy.button.isEnabled()
    turn.buy.button.click()
    settle(lambda: session.public()["credits"]["red"] < 10)
    page(win).end.click()
    settle(lambda: session.public()["round"] == 2 and session.my_turn() == "red", timeout=60)
    assert win.ctrl.kind == "turn"
    assert not win.grab().isNull()  # the board, its unit chips and the side panels paint


def test_a_hint_in_a_cc_game_says_there_is_none_yet(win) -> None:
    """cc's hard player does not explain its choices yet (ai/cc has no reasons): the hint is refused with its own
    reason, not a wrong one, and nothing is asked of a player that cannot answer."""
    win.start_session(cc_setup())
    session = win.session
    settle(lambda: win.ctrl.kind == "choose_home" and session.my_turn() == "red", timeout=60)
    assert win.hints.refusal() == "unavailable" and not win.hints.ask()


def test_a_watched_cc_game_has_its_statistics_and_its_game_over_screen(win, qtbot) -> None:
    """Computer players to the round cap (a draw): statistics, luck (none: no dice) and the game-over screen."""
    seats = (Seat("red", "AI red", False, "random"), Seat("black", "AI black", False, "random"))
    session = win.start_session(GameSetup(seats, rulesets.get("cc").options(round_cap=3), 4))
    win.show_statistics()
    qtbot.waitUntil(lambda: session.over, timeout=60000)
    qtbot.waitUntil(lambda: win.stats.analysis is not None and win.stats.analysis.over, timeout=30000)
    assert win.stats.dialog is not None and win.stats.dialog.isVisible()
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win.game_over, timeout=30000)
    assert "draw" in win.game_over.title.text().lower()
    assert not win.grab().isNull()


def test_v3_4_the_turn_menu_and_the_status_bar_speak_of_cc_s_turn(win) -> None:
    """Issue 26 item 4: E ends the turn and the Turn menu says so; the status bar's hint tells what the turn page
    offers (a click on a nation); a Conquest game afterwards has its own words back."""
    from tests.helpers.window import setup_of

    win.start_session(cc_setup())
    session = win.session
    settle(lambda: win.ctrl.kind == "choose_home" and session.my_turn() == "red", timeout=60)
    click(win, next(a["area"] for a in session.legal() if a["type"] == "choose_home"))
    settle(lambda: win.ctrl.kind == "turn" and session.my_turn() == "red", timeout=60)
    assert win.actions_["end_moves"].text() == "&End turn"
    settle(lambda: "Click one of your nations" in win.statusBar().currentMessage())
    assert "side panel" in win.statusBar().currentMessage()
    win.start_session(setup_of(["red"], ["blue", "green", "yellow"]))
    assert win.actions_["end_moves"].text() == "&End movement"
