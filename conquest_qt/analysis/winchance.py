"""Win chances after each round (issue 16, item 4): a conditional-logit model over the living players,
P(i wins) = exp(w·x_i) / Σ_j exp(w·x_j), with x from the ruleset's adapter (`features`) and w fitted
offline on simulated games by tools/fit_win_model.py, shipped as the adapter's `WIN_MODEL`
(analysis/rulesets/win_<id>.py)."""

from __future__ import annotations

import math
from typing import Any, cast

from conquest_qt.analysis import adapters
from conquest_qt.analysis.replay_index import ReplayIndex
from conquest_qt.engine.seats import Outcome


def softmax(scores: dict[str, float]) -> dict[str, float]:
    if not scores:
        return {}
    top = max(scores.values())
    e = {p: math.exp(v - top) for p, v in scores.items()}
    total = sum(e.values())
    return {p: v / total for p, v in e.items()}


def chances_from_features(feats: dict[str, list[float]], weights: list[float]) -> dict[str, float]:
    return softmax({p: sum(w * v for w, v in zip(weights, x, strict=True)) for p, x in feats.items()})


def chances(game: Any, model: dict[str, Any] | None = None) -> dict[str, float]:
    """Each player's chance to win from this position (0 for the eliminated; the winner 1 at the end, every
    member of a winning team too: V3.9)."""
    ruleset = game.RULESET
    out = dict.fromkeys(game.s.players, 0.0)
    if game.over:
        for p in Outcome.of(game.s.winner).winners:
            out[p] = 1.0
        return out
    adapter = adapters.get(ruleset)
    model = model if model is not None else cast(dict[str, Any], adapter.WIN_MODEL)
    if tuple(model["features"]) != adapter.FEATURES:
        raise ValueError("win model and features disagree")
    out.update(chances_from_features(adapter.features(game), model["weights"]))
    return out


def timeline(index: ReplayIndex, model: dict[str, Any] | None = None) -> list[tuple[int, dict[str, float]]]:
    """(round, chances) after every finished round (the state at the next round's first decision),
    then the final position."""
    out = []
    for r in range(index.rounds[0] + 1, index.last_round + 1):
        out.append((r - 1, chances(index.at(index.round_start(r)), model)))
    out.append((index.last_round, chances(index.final, model)))
    return out
