"""The legal answers to the pending decision, for any ruleset and its add-ons (AIs, the UI, tests)."""

from __future__ import annotations

from typing import Any

from conquest_qt.engine import addons, rulesets
from conquest_qt.engine.machine import TableGame

Action = dict[str, Any]


def legal_actions(game: TableGame) -> list[Action]:
    """The ruleset's answers (unless the decision is an add-on's own), then those its add-ons add."""
    d = game.pending()
    if d is None:
        return []
    adapters = addons.adapters_of(game)
    if not adapters:
        return rulesets.of(game).legal_actions(game)
    own = [] if any(d.kind in a.kinds for a in adapters) else rulesets.of(game).legal_actions(game)
    return own + [x for a in adapters if a.legal is not None for x in a.legal(game)]
