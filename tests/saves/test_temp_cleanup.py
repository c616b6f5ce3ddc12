"""Temp files that killed writes leave behind are removed at start-up and after saves (issue 13 item 3):
only our own (by name), only when stale (older than a few minutes: no live writer holds them)."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from conquest_qt.saves import save_envelope
from conquest_qt.saves.atomic import STALE_AFTER_S, atomic_write_bytes, stale_temp_files
from conquest_qt.saves.files import SaveData
from tests.helpers.golden import golden_raw
from tests.helpers.leftovers import leftover, others


def test_a_save_removes_stale_temp_files_of_ours_in_its_folder(tmp_path: Path) -> None:
    ours = [leftover(tmp_path, ".game.conquest.k2j4h5g6.tmp"), leftover(tmp_path, ".other.json.AB_cd123.tmp")]
    theirs = others(tmp_path)
    save_envelope(tmp_path / "game.conquest", SaveData(golden_raw("battle.json")))
    assert not any(p.exists() for p in ours)
    assert all(os.path.lexists(p) for p in theirs)


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
