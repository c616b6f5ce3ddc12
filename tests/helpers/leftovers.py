"""Temp files like those a killed write leaves behind, and look-alikes that are not ours (tests of the clean-up)."""

from __future__ import annotations

import os
import time
from pathlib import Path

from conquest_qt.saves.atomic import STALE_AFTER_S

OLD = time.time() - STALE_AFTER_S - 60


def leftover(folder: Path, name: str, old: bool = True) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    p = folder / name
    p.write_bytes(b"half a save")
    if old:
        os.utime(p, (OLD, OLD))
    return p


def others(folder: Path) -> list[Path]:
    """Files that look alike but are not ours, or not stale."""
    others = [leftover(folder, n) for n in (".notes.txt.abcd1234.tmp", "game.conquest.abcd1234.tmp",
                                             ".game.conquest.abc.tmp", ".game.conquest.abcd1234.tmp~")]
    others.append(leftover(folder, ".game.conquest.fresh123.tmp", old=False))  # a write in progress
    link = folder / ".link.conquest.abcd1234.tmp"
    link.symlink_to(folder / ".notes.txt.abcd1234.tmp")
    others.append(link)
    return others
