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
