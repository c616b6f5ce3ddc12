"""Issue 28 item 1, the board is the game: at 1280x720 in the longest language the map covers at least 45 % of the
window at fit zoom with no band of empty sea taller than 10 % of the board pane, and the main action of every step
the scripted human meets (both rulesets) is in view without scrolling the side panel."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QCoreApplication

from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.text import i18n
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.layout import board_figures, main_action, needs_scrolling
from tests.helpers.risk import risk_setup
from tests.helpers.scripted import ScriptedHuman
from tests.helpers.window import close_window

# the steps a scripted human meets in these games (a kind the page shows; "continue": a finished battle)
CONQUEST_STEPS = {"claim", "build", "movement", "battle_roll", "continue"}
RISK_STEPS = {"place", "attack", "fortify"}
CC_STEPS = {"choose_home", "turn"}


@pytest.fixture
def german(qapp):
    i18n.install_language(qapp, "de")
    yield
    i18n.install_language(qapp, "en")


def _window(qtbot) -> MainWindow:
    w = MainWindow()  # (not a spectator: a finished battle waits for Continue)
    w.set_speed("instant")
    w.handover.guard_ms = 0
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    return w


def _play(win: MainWindow, steps: int, timeout: float = 240.0) -> dict[str, list[str]]:
    """The scripted human answers `steps` decisions; before each, where its main action is: kind -> the widgets
    (object names) that needed scrolling."""
    human = ScriptedHuman(win, max_moves=3, attack=True)
    seen: dict[str, list[str]] = {}
    end = time.monotonic() + timeout
    while human.steps < steps and win.session is not None and not win.session.over:
        assert time.monotonic() < end, f"the game did not get on in time: {sorted(seen)}"
        QCoreApplication.processEvents()
        if not human.ready():
            time.sleep(0.001)
            continue
        for _ in range(3):
            QCoreApplication.processEvents()
        target = main_action(win)
        if target is not None and win.stack.currentWidget() is win.game_page and win.ctrl is not None:
            kind = "continue" if win.battle.waiting() else str(win.ctrl.kind)
            out = seen.setdefault(kind, [])
            if needs_scrolling(win, target):
                out.append(target.objectName() or type(target).__name__)
        human.step()
    return seen


def test_1280x720_german_the_map_is_most_of_the_window_and_every_main_action_in_view(qtbot, german) -> None:
    seats = (Seat("red", "Anna", True), Seat("blue", "Computer 1", False, "normal"),
             Seat("green", "Computer 2", False, "normal"), Seat("yellow", "Computer 3", False, "normal"))
    w = _window(qtbot)
    try:
        w.start_session(GameSetup(seats, Options(target_areas=20, round_cap=60), 11))
        qtbot.waitUntil(lambda: w.ctrl is not None and w.ctrl.kind == "claim", timeout=30000)
        w.fit_board()
        fig = board_figures(w)
        assert fig.share >= 0.45, f"the map covers {fig.share:.0%} of the window"
        assert fig.band <= 0.10 + 1e-9, f"a band of {fig.band:.0%} of the board pane"
        seen = _play(w, 40)
        assert set(seen) >= CONQUEST_STEPS, sorted(seen)
        assert not {k: v for k, v in seen.items() if v}, seen
    finally:
        close_window(w)


def test_1280x720_german_risk_every_main_action_in_view(qtbot, german) -> None:
    w = _window(qtbot)
    try:
        w.start_session(risk_setup(["red"], ["black", "blue", "green"], level="easy", seed=5, version="training"))
        seen = _play(w, 60)
        assert set(seen) >= RISK_STEPS, sorted(seen)
        assert not {k: v for k, v in seen.items() if v}, seen
    finally:
        close_window(w)


def test_1280x720_german_cc_the_side_column_is_conquests_and_every_main_action_in_view(qtbot, german) -> None:
    """Comanda & Conquista's side column (its players table: nations, divisions, credits, tokens, property, a
    team game's teams) is no wider than Conquest's floor, so the map keeps its share (issue 26 item 4, V3.8)."""
    from conquest_qt.engine import rulesets
    from conquest_qt.ui.window.main_window import SIDE_FLOOR

    opts = rulesets.get("cc").options.from_dict({"ruleset": "cc", "round_cap": 30,
                                                 "teams": [["red", "blue"], ["green", "yellow"]]})
    seats = (Seat("red", "Anna", True), Seat("blue", "Computer 1", False, "random"),
             Seat("green", "Computer 2", False, "random"), Seat("yellow", "Computer 3", False, "random"))
    w = _window(qtbot)
    try:
        w.start_session(GameSetup(seats, opts, 4))
        seen = _play(w, 12)
        assert set(seen) >= CC_STEPS, sorted(seen)
        assert not {k: v for k, v in seen.items() if v}, seen
        assert w.side_scroll.width() <= SIDE_FLOOR, w.side_scroll.width()
        w.fit_board()
        fig = board_figures(w)
        assert fig.share >= 0.45, f"the map covers {fig.share:.0%} of the window"
        assert fig.band <= 0.10 + 1e-9, f"a band of {fig.band:.0%} of the board pane"
    finally:
        close_window(w)


def test_1920x1080_cc_turn_every_player_row_in_view(qtbot) -> None:
    """A Full HD window shows the whole players table under cc's turn page (V3.8's columns; the page's buy and
    anti-air groups take two rows each), so no player's nations and credits need scrolling to be seen."""
    from conquest_qt.engine import rulesets

    opts = rulesets.get("cc").options.from_dict({"ruleset": "cc", "round_cap": 30})
    seats = (Seat("red", "Anna", True), Seat("black", "Computer 1", False, "random"),
             Seat("green", "Computer 2", False, "random"), Seat("blue", "Computer 3", False, "random"))
    w = _window(qtbot)
    w.resize(1920, 1080)
    try:
        w.start_session(GameSetup(seats, opts, 4))
        seen = _play(w, 2)
        assert "turn" in seen, sorted(seen)
        labels = [row[1] for row in w.players.rows.values()]
        qtbot.waitUntil(lambda: all(lab.isVisible() for lab in labels))
        assert [lab.text() for lab in labels if needs_scrolling(w, lab)] == []
    finally:
        close_window(w)
