"""The legal answers to the pending decision, for any ruleset (AIs, the UI, tests)."""

from __future__ import annotations

from typing import Any

from conquest_qt.engine import rulesets
from conquest_qt.engine.rulesets.conquest.legal import build_limits  # noqa: F401 - Conquest's build page

Action = dict[str, Any]


def legal_actions(game: Any) -> list[Action]:
    return rulesets.of(game).legal_actions(game)
