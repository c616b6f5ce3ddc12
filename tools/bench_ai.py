"""Benchmark the AI players (issue 5, speed targets).

Prints Normal 4-player AI-only games per minute on one core (target ≥ 120) and Hard's decision
time p95 in games against three Normal players (target ≤ 200 ms).
Last line: ``normal_games_per_min=<x> hard_decision_p95_ms=<y>``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from conquest_qt.engine.rulesets.conquest.options import Options  # noqa: E402
from conquest_qt.sim import percentile, play_game  # noqa: E402


def bench_normal(games: int, seed: int) -> tuple[float, float, float]:
    """Games/min by CPU time of this process (one core; robust on a busy machine) and by wall clock."""
    t0, c0 = time.perf_counter(), time.process_time()
    rounds = 0
    for g in range(games):
        rounds += play_game(["normal"] * 4, seed + g, Options()).rounds
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    return games / cpu * 60.0, games / wall * 60.0, rounds / games


def bench_hard(games: int, seed: int) -> tuple[float, float, float, int]:
    times: list[float] = []
    for g in range(games):
        types = ["normal"] * 4
        types[g % 4] = "hard"
        times += play_game(types, seed + g, Options()).decision_ms["hard"]
    return sum(times) / len(times), percentile(times, 0.95), max(times), len(times)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--normal-games", type=int, default=40)
    ap.add_argument("--hard-games", type=int, default=12)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    gpm, gpm_wall, mean_rounds = bench_normal(args.normal_games, args.seed)
    print(f"normal x4: {args.normal_games} games, mean {mean_rounds:.1f} rounds, {gpm:.1f} games/min on one core "
          f"(CPU time; target >= 120), {gpm_wall:.1f} by wall clock")
    mean, p95, worst, n = bench_hard(args.hard_games, args.seed)
    print(f"hard vs 3 normal: {n} decisions, mean {mean:.2f} ms, p95 {p95:.2f} ms (target <= 200), "
          f"max {worst:.1f} ms")
    print(f"normal_games_per_min={gpm:.1f} hard_decision_p95_ms={p95:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
