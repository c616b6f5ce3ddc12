"""The SaveController wired into the real main window: save, failed open, open (pytest-qt)."""

from __future__ import annotations

from pathlib import Path

from conquest_qt.ui.game.save_controller import SaveController
from tests.helpers.dialogs import Dialogs
from tests.helpers.legal import legal_actions


def test_main_window_saves_and_opens_games(qtbot, tmp_path: Path, monkeypatch) -> None:
    from conquest_qt.ui.game.game_setup import GameSetup, Seat
    from conquest_qt.ui.window.main_window import MainWindow

    dialogs = Dialogs(monkeypatch)
    w = MainWindow()
    qtbot.addWidget(w)
    ctl = w.saves
    assert isinstance(ctl, SaveController)
    setup = GameSetup(seats=tuple(Seat(c, c.title(), True) for c in ("red", "black", "blue", "green")), seed=4)
    session = w.start_session(setup)
    try:
        assert ctl.logged is session.driver.logged and not ctl.is_dirty
        assert ctl.store.files(ctl.game_id)  # the start of the game was autosaved
        d = session.game.pending()
        assert session.driver.submit(d.player, legal_actions(session.game)[0])
        assert ctl.is_dirty and w.isWindowModified()
        dialogs.save_name = str(tmp_path / "hot seat")
        w.save_game()
        saved = tmp_path / "hot seat.conquest"
        assert saved.is_file() and not w.isWindowModified() and "hot seat.conquest" in w.windowTitle()

        bad = tmp_path / "bad.conquest"
        bad.write_bytes(b'{"format": "conquest-save"')
        snap = session.game.snapshot()
        w.open_path(str(bad))
        assert w.session is session and session.game.snapshot() == snap and ctl.logged is session.driver.logged
        assert dialogs.warnings and dialogs.warnings[0][0] == "Cannot open the game"

        w.open_path(str(saved))
        assert w.session is not session and w.session is not None
        assert w.session.game.snapshot() == snap and ctl.path == saved
        assert [s.name for s in w.session.setup.seats] == ["Red", "Black", "Blue", "Green"]
    finally:
        w.end_session()


def test_a_5_player_risk_game_saves_autosaves_and_opens_again(qtbot, tmp_path: Path, monkeypatch) -> None:
    """Issue 27, the whole path: a 5-player Risk game (one land neutral with its armies, VARIANTS.md V1.3)
    saved from the window and autosaved opens again by Open, Continue and the recent games; its files were
    refused as damaged."""
    from conquest_qt.engine import rulesets
    from conquest_qt.ui.window.main_window import MainWindow
    from tests.helpers.risk import risk_setup

    monkeypatch.setenv("CONQUEST_DATA_DIR", str(tmp_path / "data"))  # this test's autosaves and recent files only
    dialogs = Dialogs(monkeypatch)
    w = MainWindow()
    qtbot.addWidget(w)
    ctl = w.saves
    session = w.start_session(risk_setup(["red", "black", "blue", "green", "yellow"], [], deal=True))
    try:
        game = session.game
        assert "neutral" in game.s.owners.values()
        for _ in range(3):
            d = game.pending()
            assert session.driver.submit(d.player, rulesets.of(game).legal_actions(game)[0])
        autosaves = ctl.store.files(ctl.game_id)
        assert autosaves  # the start and every phase change
        dialogs.save_name = str(tmp_path / "five")
        w.save_game()
        saved = tmp_path / "five.conquest"
        assert saved.is_file() and not dialogs.warnings
        snap = session.game.snapshot()

        w.open_path(str(saved))  # Open
        assert not dialogs.warnings and w.session is not session
        assert w.session.game.snapshot() == snap and ctl.path == saved

        game_id = ctl.game_id
        w.continue_game()  # Continue: the newest autosave of the game
        assert not dialogs.warnings and ctl.game_id == game_id and ctl.path is None
        assert "neutral" in w.session.game.s.owners.values()

        newest = str(ctl.store.files(game_id)[0])
        entries = [path for _label, path in ctl.recent_entries()]
        assert str(saved) in entries and newest in entries
        for path in (str(saved), newest):  # a click in the recent games
            opened = w.session
            w.start_screen.openRecent.emit(path)
            assert not dialogs.warnings and w.session is not opened
    finally:
        w.end_session()


def test_the_start_screen_does_not_offer_continue_for_an_autosave_it_would_refuse(qtbot, tmp_path: Path,
                                                                                  monkeypatch) -> None:
    """Issue 27: Continue was offered for any autosave whose head could be read; opening it then said the
    file was damaged. Now the newest autosave is loaded completely behind the first paint first."""
    import json

    from conquest_qt.saves import build_envelope
    from conquest_qt.saves.autosave import AutosaveStore
    from conquest_qt.ui.window.main_window import MainWindow
    from tests.helpers.play import play

    monkeypatch.setenv("CONQUEST_DATA_DIR", str(tmp_path / "data"))
    Dialogs(monkeypatch)
    path = AutosaveStore().autosave(build_envelope(play(3, 20)))
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["actions"][5]["player"] = "white"  # nobody's seat: refused on loading, listed all the same
    path.write_text(json.dumps(raw), encoding="utf-8")
    w = MainWindow()
    qtbot.addWidget(w)
    screen = w.start_screen
    assert not screen.b_continue.isEnabled() and screen.b_continue.toolTip() == "Checking the last game…"
    w.show()
    qtbot.waitUntil(lambda: not screen.continue_note.isHidden(), timeout=60_000)
    assert not screen.b_continue.isEnabled()
    assert "cannot be opened. The file is damaged: it names an unknown player colour “white”." in \
        screen.continue_note.text()
