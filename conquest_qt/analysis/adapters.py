"""What analysis needs from a ruleset, looked up by the ruleset's id (like engine/rulesets).

A ruleset's adapter is its module under `analysis/rulesets/` (`conquest_qt/manifest.py` names it: the
entry's `analysis`); this module only finds it and documents the contract. An adapter module defines:

- `state_stats(game) -> {player: {"areas", "land", "air", "sub", "cards"}}`: counts read from a state;
- `turn_of(game) -> tuple`: changes exactly when a new turn begins (the replay viewer's turn steps);
- `capture(game) -> Any`: the little the luck ledger needs from the state before a decision;
- `luck_items(capture, events, options, carried) -> list[LuckItem]`: the chance items of one decision's
  events (a roll's explosions, a battle's odds; a Risk ruleset would give its pair comparisons, each
  with its exact chance); `carried` is a dict kept across the decisions of a game (open battles);
- `dice(event) -> tuple[int, list[int]] | None`: a die-rolling event's sides and faces (0-based);
- `STATS`: the keys of `stats.round_stats` this ruleset fills (a chart's measures);
- `count_events(events, into, carried)`: one decision's battles, units destroyed and lost, PP (into
  per-player counters; `carried` is kept across the decisions of a game: a Risk attack spans many);
- `features(game) -> {player: list[float]}` and `FEATURES`: the win-chance model's inputs;
- `WIN_MODEL`: the win-chance model's intercept and weights over those features (analysis/winchance.py).
"""

from __future__ import annotations

import importlib
from types import ModuleType

from conquest_qt import manifest


def get(ruleset_id: str) -> ModuleType:
    """The analysis adapter of a ruleset; ValueError when analysis does not know it."""
    entry = manifest.MANIFESTS.get(ruleset_id)
    if entry is None or not entry.analysis:
        known = ", ".join(sorted(m.id for m in manifest.MANIFESTS.values() if m.analysis))
        raise ValueError(f"no analysis for ruleset {ruleset_id!r}; known: {known}")
    return importlib.import_module(entry.analysis)
