"""Fixtures for save tests: golden files and small played games."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.helpers.golden import golden_raw


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
