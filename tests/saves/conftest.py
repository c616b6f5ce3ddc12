"""Fixtures for save tests: golden files and small played games."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conquest_qt.ai.random_player import RandomPlayer
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.engine.view import player_view
from conquest_qt.saves.versions import migrate

GOLDEN = Path(__file__).parent / "golden"


def play(seed: int, decisions: int, options: Options | None = None) -> LoggedGame:
    """A 4-player random game after `decisions` decisions (or at its end)."""
    colours = ["red", "black", "blue", "green"]
    lg = LoggedGame.new(colours, options or Options(), seed)
    agents = {c: RandomPlayer(seed * 31 + i) for i, c in enumerate(colours)}
    for _ in range(decisions):
        if lg.game.over:
            break
        d = lg.game.pending()
        assert d is not None
        lg.apply(d.player, agents[d.player].decide_view(player_view(lg.game, d.player)))
    return lg


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
