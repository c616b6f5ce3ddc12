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

An add-on's analysis module (its manifest entry's `analysis`, e.g. analysis/rulesets/nuclear.py) defines only
`STATS`, `COUNTED` (those of them counted from events, summed over a game) and `count_events`; `for_options`
composes the enabled add-ons' with the ruleset's adapter.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from conquest_qt import manifest


def get(ruleset_id: str) -> ModuleType:
    """The analysis adapter of a ruleset; ValueError when analysis does not know it."""
    entry = manifest.MANIFESTS.get(ruleset_id)
    if entry is None or not entry.analysis:
        known = ", ".join(sorted(m.id for m in manifest.MANIFESTS.values() if m.analysis))
        raise ValueError(f"no analysis for ruleset {ruleset_id!r}; known: {known}")
    return importlib.import_module(entry.analysis)


class Composed:
    """A ruleset's adapter with the enabled add-ons' statistics beside its own: everything else is the
    ruleset's. Its `state_stats` gives the add-ons' counts as 0 (a round's events fill them)."""

    def __init__(self, base: ModuleType, parts: list[ModuleType]) -> None:
        self.base, self.parts = base, parts
        extra = tuple(k for p in parts for k in p.STATS)
        self.STATS = (*base.STATS, *extra)
        self.COUNTED = tuple(k for p in parts for k in getattr(p, "COUNTED", ()))
        self._zeros = dict.fromkeys(extra, 0)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or name in ("base", "parts"):
            raise AttributeError(name)
        return getattr(self.base, name)

    def state_stats(self, game: Any) -> dict[str, dict[str, int]]:
        return {p: {**row, **self._zeros} for p, row in self.base.state_stats(game).items()}

    def count_events(self, events: list[Any], into: dict[str, dict[str, int]], carried: dict[str, Any]) -> None:
        self.base.count_events(events, into, carried)
        for part in self.parts:
            part.count_events(events, into, carried)


def for_options(options: Any) -> Any:
    """The analysis adapter of a game's options: its ruleset's, with the enabled add-ons' statistics."""
    from conquest_qt.engine import addons

    base = get(options.ruleset)
    parts = [importlib.import_module(manifest.get(a).analysis) for a in addons.enabled(options)
             if manifest.get(a).analysis]
    return Composed(base, parts) if parts else base
