"""The save controller cleans the folders we write at start-up (issue 13 item 3): our own stale temp files
go, others' files and fresh ones stay."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from conquest_qt.saves.autosave import AutosaveStore
from conquest_qt.saves.recent import RecentFiles
from conquest_qt.ui.game.save_controller import SaveController
from tests.helpers.leftovers import leftover, others


def test_start_up_cleans_the_folders_we_write(tmp_path: Path, qapp) -> None:
    store = AutosaveStore(tmp_path / "autosave")
    game_dir = tmp_path / "autosave" / ("a" * 32)
    saves = tmp_path / "my games"
    recent = RecentFiles(tmp_path / "data" / "recent.json")
    leftover(saves, "game.conquest")
    recent.add(saves / "game.conquest", "x")
    ours = [leftover(game_dir, ".20261201T101010000000-000001.json.abcd1234.tmp"),
            leftover(tmp_path / "data", ".recent.json.abcd1234.tmp"),
            leftover(saves, ".game.conquest.abcd1234.tmp")]
    leftover(game_dir, "20261201T101010000000-000001.json")
    theirs = others(saves)
    controller = SaveController(None, store=store, recent=recent)  # the clean-up runs while it lives
    for _ in range(3):
        QCoreApplication.processEvents()
    assert not any(p.exists() for p in ours)
    assert all(os.path.lexists(p) for p in theirs)
    assert controller.path is None
