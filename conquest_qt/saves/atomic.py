"""Atomic file writes: a crash or kill at any moment leaves either the old file or the new one.

The data goes to a temporary file in the same folder (same file system), is flushed and fsynced,
then `os.replace` swaps it in (atomic on POSIX and Windows); finally the folder is fsynced where the
platform allows, so the rename itself survives a power cut. Temporary files are named
``.<name>.<random>.tmp``; `stale_temp_files` finds the ones a killed writer left behind.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
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


def stale_temp_files(folder: Path) -> list[Path]:
    """Temporary files of interrupted writes in `folder` (safe to delete when no writer runs)."""
    if not folder.is_dir():
        return []
    return [p for p in folder.iterdir() if p.name.startswith(".") and p.name.endswith(TEMP_SUFFIX)]
