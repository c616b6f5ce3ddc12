"""Temp files that killed writes leave behind are removed at start-up and after saves (issue 13 item 3):
only our own (by name), only when stale (older than a few minutes: no live writer holds them)."""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from conquest_qt.saves import save_envelope
from conquest_qt.saves.atomic import STALE_AFTER_S, atomic_write_bytes, stale_temp_files
from conquest_qt.saves.autosave import AutosaveStore
from conquest_qt.saves.files import SaveData
from conquest_qt.saves.recent import RecentFiles
from tests.helpers.golden import golden_raw

OLD = time.time() - STALE_AFTER_S - 60


def _leftover(folder: Path, name: str, old: bool = True) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    p = folder / name
    p.write_bytes(b"half a save")
    if old:
        os.utime(p, (OLD, OLD))
    return p


def _others(folder: Path) -> list[Path]:
    """Files that look alike but are not ours, or not stale."""
    others = [_leftover(folder, n) for n in (".notes.txt.abcd1234.tmp", "game.conquest.abcd1234.tmp",
                                             ".game.conquest.abc.tmp", ".game.conquest.abcd1234.tmp~")]
    others.append(_leftover(folder, ".game.conquest.fresh123.tmp", old=False))  # a write in progress
    link = folder / ".link.conquest.abcd1234.tmp"
    link.symlink_to(folder / ".notes.txt.abcd1234.tmp")
    others.append(link)
    return others


def test_a_save_removes_stale_temp_files_of_ours_in_its_folder(tmp_path: Path) -> None:
    ours = [_leftover(tmp_path, ".game.conquest.k2j4h5g6.tmp"), _leftover(tmp_path, ".other.json.AB_cd123.tmp")]
    others = _others(tmp_path)
    save_envelope(tmp_path / "game.conquest", SaveData(golden_raw("battle.json")))
    assert not any(p.exists() for p in ours)
    assert all(os.path.lexists(p) for p in others)


def test_killed_writes_leave_temp_files_that_match(tmp_path: Path, monkeypatch) -> None:
    """The naming atomic_write_bytes uses is the one the cleanup recognises."""
    def killed(src: str, dst: str) -> None:
        raise KeyboardInterrupt  # stands in for a kill between the write and the rename

    target = tmp_path / "g.conquest"
    monkeypatch.setattr(os, "unlink", lambda p: None)  # a kill leaves the temp file: nothing removes it
    monkeypatch.setattr(os, "replace", killed)
    with contextlib.suppress(KeyboardInterrupt):
        atomic_write_bytes(target, b"x")
    monkeypatch.undo()
    left = stale_temp_files(tmp_path)
    assert len(left) == 1 and left[0].name.startswith(".g.conquest.")
    assert stale_temp_files(tmp_path, older_than_s=STALE_AFTER_S) == []  # fresh: maybe a live writer


def test_start_up_cleans_the_folders_we_write(tmp_path: Path, qapp) -> None:
    from conquest_qt.ui.game.save_controller import SaveController

    store = AutosaveStore(tmp_path / "autosave")
    game_dir = tmp_path / "autosave" / ("a" * 32)
    saves = tmp_path / "my games"
    recent = RecentFiles(tmp_path / "data" / "recent.json")
    _leftover(saves, "game.conquest")
    recent.add(saves / "game.conquest", "x")
    ours = [_leftover(game_dir, ".20261201T101010000000-000001.json.abcd1234.tmp"),
            _leftover(tmp_path / "data", ".recent.json.abcd1234.tmp"),
            _leftover(saves, ".game.conquest.abcd1234.tmp")]
    _leftover(game_dir, "20261201T101010000000-000001.json")
    others = _others(saves)
    controller = SaveController(None, store=store, recent=recent)  # the clean-up runs while it lives
    for _ in range(3):
        QCoreApplication.processEvents()
    assert not any(p.exists() for p in ours)
    assert all(os.path.lexists(p) for p in others)
    assert controller.path is None
