"""Saves, settings and the recent-files list are read from regular files only, never blocking
(issue 13 item 5): a FIFO or a device where a file was expected is refused at once; one bad entry in
the recent-files list drops only that entry."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conquest_qt.saves import SaveError, load_save
from conquest_qt.saves.recent import RecentFiles
from conquest_qt.saves.regular_file import FileTooLarge, NotRegularFile, read_regular
from conquest_qt.settings import NOTICE_UNREADABLE, SettingsStore

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs (POSIX)")


def _returns_quickly(fn: Callable[[], Any]) -> Any:
    """fn() in a thread; fails (instead of hanging the suite) when it blocks."""
    out: list[Any] = []
    t = threading.Thread(target=lambda: out.append(fn()), daemon=True)
    t.start()
    t.join(10)
    assert not t.is_alive(), "blocked on a FIFO"
    return out[0] if out else None


def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "game.conquest"
    os.mkfifo(fifo)

    def load() -> str:
        with pytest.raises(SaveError) as exc:
            load_save(fifo)
        return exc.value.code

    assert _returns_quickly(load) == "unreadable"
    with pytest.raises(NotRegularFile):
        read_regular(fifo, 100)
    with pytest.raises(NotRegularFile):
        read_regular(tmp_path, 100)  # a folder


def test_settings_and_recent_files_that_are_fifos(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "settings.json")
    loaded = _returns_quickly(lambda: SettingsStore(tmp_path).load())
    assert loaded.notice == NOTICE_UNREADABLE
    os.mkfifo(tmp_path / "recent.json")
    assert _returns_quickly(lambda: RecentFiles(tmp_path / "recent.json").entries()) == []


def test_size_is_checked_on_the_opened_file(tmp_path: Path) -> None:
    f = tmp_path / "big"
    f.write_bytes(b"x" * 101)
    with pytest.raises(FileTooLarge):
        read_regular(f, 100)
    assert read_regular(f, 101) == b"x" * 101


def test_one_bad_recent_entry_drops_only_itself(tmp_path: Path) -> None:
    games = []
    for i in range(3):
        g = tmp_path / f"g{i}.conquest"
        g.write_text("{}")
        games.append(str(g))
    fifo = tmp_path / "pipe.conquest"
    os.mkfifo(fifo)
    raw = [{"path": games[0], "summary": "a"}, {"path": 42}, {"nope": 1}, "junk", {"path": "x" * 5000},
           {"path": games[1], "summary": "b" * 401}, {"path": "bad\x00path"}, {"path": str(fifo)},
           {"path": games[2], "summary": "c"}]
    (tmp_path / "recent.json").write_text(json.dumps(raw), encoding="utf-8")
    entries = RecentFiles(tmp_path / "recent.json").entries()
    assert [(e.path, e.summary) for e in entries] == [(games[0], "a"), (games[2], "c")]
