"""The determinism fixture: 40 seeded games (random and AI players, 4–6 seats, four option sets) give
exactly the decision logs, events and snapshots recorded in tests/fixtures/game_hashes.json
(written by tools/game_hashes.py before the engine was restructured into rulesets)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _tool():
    spec = importlib.util.spec_from_file_location("game_hashes", ROOT / "tools" / "game_hashes.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_forty_seeded_games_match_the_fixture() -> None:
    want = json.loads((ROOT / "tests" / "fixtures" / "game_hashes.json").read_text(encoding="utf-8"))
    got = _tool().all_hashes()
    assert len(want) == 40
    mismatched = [(w["options"], w["players"], w["seed"]) for w, g in zip(want, got, strict=True) if w != g]
    assert not mismatched, mismatched
