"""The golden save files of every schema version (tests/saves/golden)."""

from __future__ import annotations

import json
from pathlib import Path

from conquest_qt.saves.versions import migrate

GOLDEN = Path(__file__).resolve().parent.parent / "saves" / "golden"


def golden_raw(name: str) -> dict:
    return json.loads((GOLDEN / name).read_text(encoding="utf-8"))


def golden_snapshot(name: str) -> dict:
    """The golden file's snapshot brought to the current schema (saves/versions.py)."""
    return migrate(golden_raw(name))["snapshot"]
