"""Recently saved or opened files (for the Game menu), kept as JSON in the user data folder.

A missing or broken list is simply empty; writing it is atomic and a failure to write is ignored
(the list is a convenience, never worth an error message).
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from conquest_qt import paths
from conquest_qt.saves.atomic import atomic_write_bytes
from conquest_qt.saves.regular_file import read_regular

MAX_RECENT_BYTES = 1024 * 1024  # ten entries of at most ~4 KB each; anything larger is not ours


def _is_file(path: str) -> bool:
    try:
        return Path(path).is_file()
    except (OSError, ValueError):  # a NUL in the path, a name too long for the system
        return False


class RecentFile(BaseModel):
    model_config = ConfigDict(extra="ignore")
    path: str = Field(max_length=4096)
    summary: str = Field(default="", max_length=400)


class RecentFiles:
    def __init__(self, file: Path | None = None, limit: int = 10) -> None:
        self.file = Path(file) if file is not None else paths.data_dir() / "recent.json"
        self.limit = limit

    def entries(self) -> list[RecentFile]:
        """Newest first; entries whose file no longer exists, and broken entries, are left out (one bad
        entry drops only itself)."""
        try:
            raw = json.loads(read_regular(self.file, MAX_RECENT_BYTES).decode("utf-8"))
        except (OSError, ValueError, RecursionError):
            return []
        items = []
        for x in raw if isinstance(raw, list) else ():
            try:
                items.append(RecentFile.model_validate(x))
            except ValidationError:
                continue
        return [e for e in items if _is_file(e.path)][: self.limit]

    def add(self, path: Path | str, summary: str = "") -> None:
        key = str(Path(path).resolve())
        items = [e for e in self.entries() if e.path != key]
        items.insert(0, RecentFile(path=key, summary=summary[:400]))
        self._write(items[: self.limit])

    def remove(self, path: Path | str) -> None:
        key = str(Path(path).resolve())
        self._write([e for e in self.entries() if e.path != key])

    def _write(self, items: list[RecentFile]) -> None:
        try:
            self.file.parent.mkdir(parents=True, exist_ok=True)
            data = json.dumps([e.model_dump() for e in items], indent=1, allow_nan=False).encode("utf-8")
            atomic_write_bytes(self.file, data)
        except (OSError, ValueError):
            pass
