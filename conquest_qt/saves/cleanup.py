"""At start-up: remove the temp files that killed writes left behind (issue 13 item 3).

Only our own temp files (atomic.py's naming, for a save, an autosave, the recent-files list or the
settings), only older than atomic.STALE_AFTER_S (so a second running Conquest's write in progress is
never touched), in the folders we write to: the autosave folders, the data and settings folders and
the folders of the recently saved games. Every save cleans its own folder afterwards as well
(files.save_envelope).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from conquest_qt.saves.atomic import remove_stale_temp_files
from conquest_qt.saves.autosave import AutosaveStore
from conquest_qt.saves.recent import RecentFiles


def folders_we_write(store: AutosaveStore, recent: RecentFiles, extra: Iterable[Path] = ()) -> list[Path]:
    found = [*store.folders(), recent.file.parent, *extra, *(Path(e.path).parent for e in recent.entries())]
    out: list[Path] = []
    for folder in found:
        if folder not in out:
            out.append(folder)
    return out


def clean_stale_temp_files(folders: Iterable[Path]) -> int:
    """Remove stale temp files of ours in each folder; returns how many went. Never raises."""
    return sum(remove_stale_temp_files(folder) for folder in folders)
