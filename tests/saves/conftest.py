"""Fixtures for save tests: golden files and small played games."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conquest_qt.saves.versions import migrate
from tests.helpers.play import play  # noqa: F401 - the save tests' fixture helper

GOLDEN = Path(__file__).parent / "golden"


def golden_raw(name: str) -> dict:
    return json.loads((GOLDEN / name).read_text(encoding="utf-8"))


def golden_snapshot(name: str) -> dict:
    """The golden file's snapshot brought to the current schema (saves/versions.py)."""
    return migrate(golden_raw(name))["snapshot"]


@pytest.fixture
def battle_raw() -> dict:
    return golden_raw("battle.json")


@pytest.fixture
def write_json(tmp_path: Path):
    def write(data: object, name: str = "save.json") -> Path:
        p = tmp_path / name
        p.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        return p

    return write
