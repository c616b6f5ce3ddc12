"""Issue 16: the statistics window from the Game menu (Ctrl+I) and the game-over screen; correct after
loading a save, and it follows the game as rounds end."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence

from conquest_qt.ai.conquest.random_player import RandomPlayer
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.engine.view import player_view
from conquest_qt.ui.game.game_analysis import analyse_logged
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.dialogs import Dialogs
from tests.helpers.slices import SliceClock
from tests.helpers.window import close_window, open_window

COLOURS = ("red", "black", "blue", "green")


def hot_seat() -> GameSetup:
    return GameSetup(tuple(Seat(c, c.title() + " <i>x</i>", True) for c in COLOURS), Options(), 4)


def play_until_round(w: MainWindow, round_: int) -> None:
    """Every seat's decisions by a random player, through the driver (no hand-over screens)."""
    assert w.session is not None
    agents = {c: RandomPlayer(7 + i) for i, c in enumerate(COLOURS)}
    game = w.session.game
    while game.s.round < round_ and not game.over:
        d = game.pending()
        assert w.session.driver.submit(d.player, agents[d.player].decide_view(player_view(game, d.player)))


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Dialogs:
    return Dialogs(monkeypatch)


def test_the_game_menu_opens_statistics_with_ctrl_i(win: MainWindow) -> None:
    act = win.actions_["statistics"]
    assert act.shortcut() == QKeySequence("Ctrl+I") and act.text() == "Stat&istics…"
    act.trigger()  # no game: nothing to show
    assert win.stats.dialog is None
    win.start_session(hot_seat())
    act.trigger()
    assert win.stats.dialog is not None and win.stats.dialog.isVisible()
    table = win.stats.dialog.stats.table
    assert table.cell_text(0, 0) == "Red <i>x</i>"  # the name as typed


def test_statistics_are_correct_after_loading_a_save_and_follow_the_game(qtbot, tmp_path: Path,
                                                                         dialogs: Dialogs) -> None:
    live = open_window()
    live.start_session(hot_seat())
    play_until_round(live, 3)
    expected = analyse_logged(live.session.driver.logged)
    dialogs.save_name = str(tmp_path / "three rounds")
    live.save_game()
    close_window(live)

    w = open_window()
    try:
        w.open_path(str(tmp_path / "three rounds.conquest"))
        w.show_statistics()
        qtbot.waitUntil(lambda: w.stats.analysis is not None, timeout=30000)  # read in slices of UI-thread time
        shown = w.stats.analysis
        assert shown is not None and shown.rows == expected.rows and shown.ledger == expected.ledger
        assert shown.timeline == expected.timeline and [r.round for r in shown.rows] == [1, 2, 3]
        table = w.stats.dialog.stats.table
        s = w.session.game.s
        for r, c in enumerate(COLOURS):
            assert table.cell_text(r, 1) == str(s.areas_of(c))
        play_until_round(w, 4)
        qtbot.waitUntil(lambda: w.stats.analysis.rows[-1].round == 4, timeout=30000)
        assert w.stats.dialog.win.chart.xs[-1] == 4
    finally:
        close_window(w)


def test_the_game_over_screen_opens_statistics_and_shows_luck(win: MainWindow, qtbot) -> None:
    session = win.start_session(hot_seat())
    play_until_round(win, 2)
    win.game_over.show_result(session, None)
    tabs = win.game_over.chart_tabs
    assert [tabs.tabText(i) for i in range(tabs.count())] == ["&Areas", "&Luck"]  # named before any language change
    luck = win.game_over.luck
    qtbot.waitUntil(lambda: luck.analysis is not None, timeout=30000)  # read in slices of UI-thread time
    assert luck.table.rowCount() == len(COLOURS)
    assert luck.analysis is not None and luck.analysis.decisions == len(session.driver.logged.log)
    win.game_over.b_stats.click()
    assert win.stats.dialog is not None and win.stats.dialog.isVisible()


def test_a_watched_risk_game_has_its_statistics(win: MainWindow, qtbot) -> None:
    from conquest_qt.engine import rulesets

    options = rulesets.get("risk").options.from_dict({"ruleset": "risk"})
    seats = tuple(Seat(c, "AI " + c, False, "easy") for c in COLOURS)
    session = win.start_session(GameSetup(seats, options, 29))
    win.show_statistics()
    qtbot.waitUntil(lambda: session.over, timeout=60000)
    qtbot.waitUntil(lambda: win.stats.analysis is not None and win.stats.analysis.over, timeout=30000)
    dialog = win.stats.dialog
    assert dialog.stats.measure.itemText(1) == "Armies"
    assert dialog.luck.table.horizontalHeaderItem(1).text().replace("\n", " ") == "Pairs won"
    s = session.game.s
    assert [dialog.stats.table.cell_text(r, 1) for r in range(4)] == [str(s.areas_of(c)) for c in COLOURS]


@pytest.fixture
def long_game(tmp_path: Path) -> Path:
    """A finished 60-round game of random players, saved."""
    from conquest_qt.saves.files import write_save
    from conquest_qt.sim import play_game

    lg = play_game(["random"] * 4, 1, Options(target_areas=36, round_cap=60), keep=True).logged
    assert lg is not None and lg.game.over and lg.game.s.round >= 50
    write_save(tmp_path / "long.conquest", lg)
    return tmp_path / "long.conquest"


def test_a_loaded_long_game_is_read_in_slices_for_the_luck_tab_and_the_window(qtbot, long_game: Path,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from conquest_qt.ui.dialogs.luck_pages import LuckPage
    from conquest_qt.ui.game import live_analysis

    monkeypatch.setattr(live_analysis, "SLICE_MS", 2)
    SliceClock(monkeypatch, tick_ms=1)  # a decision replayed takes a millisecond: two per slice on any machine
    seen: list[str] = []
    for name in ("show_pending", "show_game"):
        def spy(page: LuckPage, *args: object, _name: str = name, _real: object = getattr(LuckPage, name)) -> None:
            _real(page, *args)  # type: ignore[operator]
            seen.append(page.title.text() if _name == "show_pending" else _name)
        monkeypatch.setattr(LuckPage, name, spy)
    w = open_window()
    try:
        w.open_path(str(long_game))
        qtbot.waitUntil(lambda: w.stack.currentWidget() is w.game_over, timeout=10000)
        luck = w.game_over.luck
        qtbot.waitUntil(lambda: luck.analysis is not None, timeout=30000)
        assert seen == ["Reading the game…", "show_game"]  # the last game's numbers never meanwhile
        live = live_analysis.LiveAnalysis.of(w.session)
        assert live.slices > 5 and not luck.table.isHidden()
        assert luck.analysis == analyse_logged(w.session.driver.logged)
        w.show_statistics()  # up to date: shown at once
        assert w.stats.analysis is luck.analysis and not w.stats.dialog.pending.isVisible()
    finally:
        close_window(w)


def test_the_window_says_it_reads_a_loaded_game_until_its_numbers_come(qtbot, long_game: Path,
                                                                       monkeypatch: pytest.MonkeyPatch,
                                                                       dialogs: Dialogs) -> None:
    """The work of a slice is measured on a clock of the test's (tests/helpers/slices.py), not the machine's:
    a short game's analysis fits in one slice and is shown at once, a long game's takes many."""
    from conquest_qt.ui.game import live_analysis

    monkeypatch.setattr(live_analysis, "SLICE_MS", 2)
    clock = SliceClock(monkeypatch, tick_ms=0)  # no time passes: the short game's work fits in one slice
    live = open_window()
    try:
        live.start_session(hot_seat())
        play_until_round(live, 2)
        live.show_statistics()
        assert live.stats.analysis is not None and live.stats.dialog.tabs.isVisible()  # a short game: at once
        clock.tick_ms = 1  # each decision replayed takes a millisecond: two per slice
        live.open_path(str(long_game))  # another game (the running one discarded): not its numbers
        live.show_statistics()
        dialog = live.stats.dialog
        assert dialog.pending.isVisible() and not dialog.tabs.isVisible()
        assert dialog.pending.text() == "Reading the game…"
        qtbot.waitUntil(lambda: dialog.tabs.isVisible(), timeout=60000)
        assert live.stats.analysis == analyse_logged(live.session.driver.logged) and not dialog.pending.isVisible()
        assert live_analysis.LiveAnalysis.of(live.session).slices > 100  # read in many slices
    finally:
        close_window(live)


def test_the_colour_blind_palette_reaches_the_open_window(win: MainWindow, qtbot) -> None:
    win.start_session(hot_seat())
    play_until_round(win, 2)
    win.show_statistics()
    qtbot.waitUntil(lambda: win.stats.analysis is not None, timeout=30000)  # the game's numbers are shown
    assert not win.stats.dialog.stats.chart.colour_blind
    win.set_colour_blind(True, store=False)
    assert win.stats.dialog.stats.chart.colour_blind and win.stats.dialog.win.chart.colour_blind
    win.set_colour_blind(False, store=False)
    assert not win.stats.dialog.stats.chart.colour_blind
