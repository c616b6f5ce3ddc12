"""Atomic file writes: a crash or kill at any moment leaves either the old file or the new one.

The data goes to a temporary file in the same folder (same file system), is flushed and fsynced,
then `os.replace` swaps it in (atomic on POSIX and Windows); finally the folder is fsynced where the
platform allows, so the rename itself survives a power cut. Temporary files are named
``.<name>.<random>.tmp``; `stale_temp_files` finds the ones a killed writer left behind.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write `data` to `path` atomically. Raises OSError; the old file is then untouched."""
    target = Path(path)
    folder = target.parent
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        _copy_mode(target, tmp)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_folder(folder)


def _copy_mode(target: Path, tmp: str) -> None:
    """Keep the old file's permissions; a new file gets rw-r--r-- instead of mkstemp's rw-------."""
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        mode = 0o644
    with contextlib.suppress(OSError):
        os.chmod(tmp, mode)


def _fsync_folder(folder: Path) -> None:
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# ".<target>.<8 random characters of mkstemp>.tmp" for a target of ours: a save (.conquest, .json:
# saves, autosaves, recent.json, settings.json). Temp files of other programs never match.
_OURS = re.compile(r"^\.(?P<target>.+\.(?:conquest|json))\.[A-Za-z0-9_]{8}" + re.escape(TEMP_SUFFIX) + "$")
STALE_AFTER_S = 300.0  # a write takes well under a second; an older temp file's writer was killed


def stale_temp_files(folder: Path, older_than_s: float = 0.0, now: float | None = None) -> list[Path]:
    """Temporary files of interrupted writes in `folder`: ours only (by name), regular files (no links),
    last written more than `older_than_s` seconds ago (0: all of ours)."""
    now = time.time() if now is None else now
    out = []
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    for name in names:
        if not _OURS.match(name):
            continue
        path = Path(folder) / name
        try:
            info = os.lstat(path)
        except OSError:
            continue
        if stat.S_ISREG(info.st_mode) and now - info.st_mtime > older_than_s:
            out.append(path)
    return out


def remove_stale_temp_files(folder: Path, older_than_s: float = STALE_AFTER_S) -> int:
    """Delete our temp files in `folder` that no live writer can still be writing (older than a few
    minutes: a running writer touches its file within a second). Returns how many went."""
    removed = 0
    for path in stale_temp_files(folder, older_than_s):
        with contextlib.suppress(OSError):
            path.unlink()
            removed += 1
    return removed
