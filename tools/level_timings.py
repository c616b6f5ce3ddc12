"""What the one-level benches share (bench_risk_expert.py, bench_cc_ai.py): games of one player of `level`
against three of `others`, seats rotated game by game, timed in CPU time of this process (the machine is
shared); and the median / p95 / max line they print."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from statistics import median

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.sim import percentile, play_game


def figures(values: list[float], digits: int = 1) -> str:
    if not values:
        return "n=0"
    return (f"n={len(values)} median={median(values):.{digits}f} p95={percentile(values, 0.95):.{digits}f} "
            f"max={max(values):.1f}")


def timings(ruleset: str, level: str, others: str, games: int, seed: int) -> tuple[list[float], list[float]]:
    """`level`'s decision and turn times (ms) over `games` games from `seed`, its seat moving one a game."""
    opts = options_from_dict({"ruleset": ruleset})
    decisions: list[float] = []
    turns: list[float] = []
    for g in range(games):
        types = [others] * 4
        types[g % 4] = level
        r = play_game(types, seed + g, opts, clock=time.process_time)
        decisions += r.decision_ms[level]
        turns += r.turn_ms[level]
    return decisions, turns
