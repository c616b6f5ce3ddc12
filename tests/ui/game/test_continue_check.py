"""Continue offers only an autosave that loads (issue 27): the newest autosave is loaded completely off the UI
thread (ui/game/continue_check.py) before the start screen offers it; a refused one is passed over and the
start screen says why. 5-player Risk autosaves were offered, then refused as damaged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

from conquest_qt.saves import build_envelope, load_save
from conquest_qt.saves.autosave import AutosaveStore
from conquest_qt.saves.files import new_game_id
from conquest_qt.saves.recent import RecentFiles
from conquest_qt.ui.game.save_controller import SaveController
from conquest_qt.ui.screens.start_screen import StartScreen
from tests.helpers.dialogs import Dialogs
from tests.helpers.play import play


def _stamp(i: int) -> str:
    return f"2026-11-29T12:00:{i:02d}.000000Z"


def _autosave(store: AutosaveStore, gid: str, decisions: int, i: int, damaged: bool = False) -> Path:
    """An autosave of a 4-player game; damaged: its head reads (it is listed) but its position is not the
    replay's, so a complete load refuses it (snapshot_mismatch)."""
    path = store.autosave(build_envelope(play(3, decisions), game_id=gid, saved_at=_stamp(i)))
    if damaged:
        raw = json.loads(path.read_text(encoding="utf-8"))
        raw["snapshot"]["rng"] += 1
        path.write_text(json.dumps(raw), encoding="utf-8")
    return path


class _Window(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.start_screen = StartScreen(build_map=False)


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Dialogs:
    return Dialogs(monkeypatch)


def _controller(qtbot, tmp_path: Path, hold: bool = False) -> tuple[SaveController, StartScreen]:
    window = _Window()
    qtbot.addWidget(window)
    ctl = SaveController(window, store=AutosaveStore(tmp_path / "auto"), recent=RecentFiles(tmp_path / "r.json"),
                         hold_checks=hold)
    return ctl, window.start_screen


def test_the_store_passes_over_files_it_is_told_to_skip(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    gid, other = new_game_id(), new_game_id()
    old = _autosave(store, other, 5, 1)
    first = _autosave(store, gid, 5, 2)
    second = _autosave(store, gid, 9, 3)
    assert store.latest().path == second
    assert store.latest(skip=[second]).path == first
    assert [g.path for g in store.games(skip=[second, first])] == [old]


def test_continue_waits_for_the_check_and_then_offers_a_game_that_loads(qtbot, tmp_path: Path) -> None:
    ctl, screen = _controller(qtbot, tmp_path, hold=True)
    _autosave(ctl.store, new_game_id(), 12, 1)
    ctl.refresh_start_screen()
    assert not screen.b_continue.isEnabled() and screen.b_continue.toolTip() == "Checking the last game…"
    assert not ctl.checks.busy  # held: nothing runs before the window's warm-up is over
    ctl.checks.release()
    qtbot.waitUntil(lambda: screen.b_continue.isEnabled())
    assert screen.b_continue.toolTip() == "" and screen.continue_note.isHidden()


def test_a_refused_newest_autosave_is_passed_over_and_the_start_screen_says_why(qtbot, tmp_path: Path,
                                                                             dialogs: Dialogs) -> None:
    ctl, screen = _controller(qtbot, tmp_path)
    gid = new_game_id()
    good = _autosave(ctl.store, gid, 12, 1)
    bad = _autosave(ctl.store, gid, 20, 2, damaged=True)
    ctl.refresh_start_screen()
    qtbot.waitUntil(lambda: screen.b_continue.isEnabled())
    assert ctl.checks.refused() == [bad]
    note = screen.continue_note.text()
    assert not screen.continue_note.isHidden()
    assert note.startswith("An autosave (round ") and "cannot be opened. The file is damaged" in note
    assert note.endswith("Continue resumes the newest autosave that opens.")
    assert [path for _label, path in ctl.recent_entries()] == [str(good)]  # the game's autosave that opens
    assert ctl.continue_game() and not dialogs.warnings
    assert ctl.logged.game.snapshot() == load_save(good).logged.game.snapshot()


def test_no_continue_when_no_autosave_loads(qtbot, tmp_path: Path, dialogs: Dialogs) -> None:
    ctl, screen = _controller(qtbot, tmp_path)
    _autosave(ctl.store, new_game_id(), 20, 1, damaged=True)
    ctl.refresh_start_screen()
    qtbot.waitUntil(lambda: bool(ctl.checks.refused()))
    assert not screen.b_continue.isEnabled()
    note = screen.continue_note.text()
    assert "cannot be opened. The file is damaged: the saved position does not match" in note
    assert screen.b_continue.toolTip() == note
    messages: list[str] = []
    ctl.status.connect(messages.append)
    assert ctl.continue_game() is False and messages == ["There is no game to continue."] and not dialogs.warnings


def test_continue_before_the_check_says_why_the_file_is_refused_and_passes_it_over(qtbot, tmp_path: Path,
                                                                                   dialogs: Dialogs) -> None:
    ctl, screen = _controller(qtbot, tmp_path, hold=True)  # the check has not run yet
    bad = _autosave(ctl.store, new_game_id(), 20, 1, damaged=True)
    assert ctl.continue_game() is False
    (title, text), = dialogs.warnings
    assert title == "Cannot open the game"
    assert text.startswith("The autosave of round ") and "The file is damaged" in text
    assert ctl.checks.refused() == [bad]
    assert not screen.b_continue.isEnabled() and "cannot be opened" in screen.continue_note.text()


def test_a_changed_file_is_checked_again(qtbot, tmp_path: Path) -> None:
    ctl, screen = _controller(qtbot, tmp_path)
    path = _autosave(ctl.store, new_game_id(), 20, 1, damaged=True)
    ctl.refresh_start_screen()
    qtbot.waitUntil(lambda: bool(ctl.checks.refused()))
    good = build_envelope(play(3, 20), game_id=path.parent.name, saved_at=_stamp(1))
    path.write_text(json.dumps(good.to_json_dict()) + "\n", encoding="utf-8")  # another version of the file
    assert ctl.checks.refused() == [] and ctl.checks.verdict(path) is None
    ctl.refresh_start_screen()
    qtbot.waitUntil(lambda: screen.b_continue.isEnabled())
    assert screen.continue_note.isHidden()
