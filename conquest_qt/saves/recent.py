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


class RecentFile(BaseModel):
    model_config = ConfigDict(extra="ignore")
    path: str = Field(max_length=4096)
    summary: str = Field(default="", max_length=400)


class RecentFiles:
    def __init__(self, file: Path | None = None, limit: int = 10) -> None:
        self.file = Path(file) if file is not None else paths.data_dir() / "recent.json"
        self.limit = limit

    def entries(self) -> list[RecentFile]:
        """Newest first; entries whose file no longer exists are left out."""
        try:
            raw = json.loads(self.file.read_text(encoding="utf-8"))
            items = [RecentFile.model_validate(x) for x in raw] if isinstance(raw, list) else []
        except (OSError, ValueError, ValidationError):
            return []
        return [e for e in items if Path(e.path).is_file()][: self.limit]

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
            atomic_write_bytes(self.file, json.dumps([e.model_dump() for e in items], indent=1).encode("utf-8"))
        except OSError:
            pass
