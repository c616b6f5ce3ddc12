"""The window's replays (issue 16, items 1-4): opened from the Game menu and the game-over screen beside a
running game that stays untouched, bad files refused with loading's message, "Play on from here" as a new
save with the seats confirmed, and the seed at game over and in the recent games (pytest-qt)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog

from conquest_qt.saves import load_save
from conquest_qt.saves.versions import SCHEMA_VERSION
from conquest_qt.ui.dialogs.play_on_dialog import PlayOnDialog
from conquest_qt.ui.window import replay_wiring
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.dialogs import Dialogs
from tests.helpers.replays import WATCHED_ID, played, saved
from tests.helpers.window import drive, setup_of


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Dialogs:
    return Dialogs(monkeypatch)


def test_the_menu_opens_a_replay_beside_the_running_game(qtbot, win: MainWindow, dialogs: Dialogs,
                                                         tmp_path: Path) -> None:
    path = saved(tmp_path / "old.conquest", played())
    session = win.start_session(setup_of(["red"], ["blue", "green", "yellow"]))
    qtbot.waitUntil(lambda: win.ctrl is not None and win.ctrl.kind is not None, timeout=20000)
    before = session.game.snapshot()
    dialogs.open_name = str(path)
    win.replay_game()
    replay = win.replays[-1]
    replay.model.seek(replay.model.last)
    replay.close()
    assert win.session is session and session.game.snapshot() == before and dialogs.questions == 0


@pytest.mark.parametrize("content", ["corrupt", "foreign", "newer"])
def test_a_bad_file_gives_the_message_loading_gives(win: MainWindow, dialogs: Dialogs, tmp_path: Path,
                                                    content: str) -> None:
    bad = tmp_path / "bad.conquest"
    if content == "corrupt":
        bad.write_bytes(b'{"format": "conquest-save", "schema')
    elif content == "foreign":
        bad.write_text(json.dumps({"format": "some-other-game", "turns": []}), encoding="utf-8")
    else:
        raw = json.loads(saved(tmp_path / "good.conquest", played()).read_text(encoding="utf-8"))
        raw["schema_version"] = SCHEMA_VERSION + 1
        bad.write_text(json.dumps(raw), encoding="utf-8")
    assert replay_wiring.replay_file(win, bad) is None
    win.open_path(str(bad))
    assert len(dialogs.warnings) == 2 and dialogs.warnings[0] == dialogs.warnings[1]
    assert dialogs.warnings[0][0] == "Cannot open the game" and "bad.conquest" in dialogs.warnings[0][1]
    assert not getattr(win, "replays", [])


def test_play_on_from_here_is_a_new_save_with_the_seats_confirmed(qtbot, win: MainWindow, dialogs: Dialogs,
                                                                  tmp_path: Path, monkeypatch) -> None:
    lg = played()
    path = saved(tmp_path / "watched.conquest", lg, humans=1)
    original = path.read_bytes()
    replay = replay_wiring.replay_file(win, path)
    assert replay is not None
    replay.model.seek(70)

    def confirm(dialog: PlayOnDialog) -> int:
        assert [s.human for s in dialog.chosen()] == [True, False, False, False]  # as the save had them
        dialog.set_kind(lg.players[1], "human")  # a second person joins
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(PlayOnDialog, "exec", confirm)
    replay.controls.play_on.click()
    session = win.session
    assert session is not None and session.driver.logged.log[:70] == lg.log[:70]
    assert session.setup.humans == lg.players[:2] and session.seed == lg.seed
    assert win.saves.game_id != WATCHED_ID and win.saves.path is None
    files = win.saves.store.files(win.saves.game_id)
    assert files  # the new game's own save
    assert load_save(files[-1]).logged.log[:70] == lg.log[:70]
    assert path.read_bytes() == original  # the watched file is never written


def test_play_on_can_be_cancelled(win: MainWindow, dialogs: Dialogs, tmp_path: Path, monkeypatch) -> None:
    replay = replay_wiring.replay_file(win, saved(tmp_path / "w.conquest", played()))
    assert replay is not None
    monkeypatch.setattr(PlayOnDialog, "exec", lambda _d: QDialog.DialogCode.Rejected)
    replay.controls.play_on.click()
    assert win.session is None


def test_game_over_shows_the_seed_and_watches_the_replay(qtbot, win: MainWindow) -> None:
    session = win.start_session(setup_of([], ["red", "blue", "green", "yellow"], seed=11))
    drive(win, lambda: session.over, timeout=120)
    over = win.game_over
    over.show_result(session, session.game.s.winner)
    assert over.seed_line.text().startswith(f"Seed of the dice: {session.seed} ")
    over.b_replay.click()
    replay = win.replays[-1]
    assert replay.model.last == len(session.driver.logged.log) and replay.model.reveal


def test_the_recent_games_tooltip_shows_the_seed(win: MainWindow, dialogs: Dialogs, tmp_path: Path) -> None:
    lg = played()
    path = saved(tmp_path / "mine.conquest", lg)
    win.saves.recent.add(path, "")
    win.saves.refresh_start_screen()
    items = [win.start_screen.recent.item(i) for i in range(win.start_screen.recent.count())]
    tip = next(it.toolTip() for it in items if it.data(256) == str(path))
    assert tip == f"{path}\nSeed of the dice: {lg.seed}"
