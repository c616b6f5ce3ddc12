"""The legal actions of any game, as the kernel's registry gives them (engine/rulesets: `of(game)`)."""

from __future__ import annotations

from typing import Any

from conquest_qt.engine import rulesets


def legal_actions(game: Any) -> list[dict[str, Any]]:
    return rulesets.of(game).legal_actions(game)
