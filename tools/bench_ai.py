"""Benchmark the AI players (issue 5, speed targets).

Prints Normal 4-player AI-only games per minute on one core (target ≥ 120), Hard's decision
time p95 in games against three Normal players (target ≤ 200 ms) and the Expert's (issue 17) in
games against three Hard players: decision p95 (target ≤ 250 ms) and its thinking per round, its
own turn plus its answers in the others' (target ≤ 1.5 s), by CPU time of this process (one core)
and by wall clock.
Last line: ``normal_games_per_min=<x> hard_decision_p95_ms=<y> expert_decision_p95_ms=<z> expert_turn_max_ms=<t>``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.sim import percentile, play_game


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


def bench_expert(games: int, seed: int) -> dict[str, float]:
    cpu: list[float] = []
    cpu_turn: list[float] = []
    wall: list[float] = []
    for g in range(games):
        types = ["hard"] * 4
        types[g % 4] = "expert"
        r = play_game(types, seed + g, Options(), clock=time.process_time)
        cpu += r.decision_ms["expert"]
        cpu_turn += r.turn_ms["expert"]
        wall += play_game(types, seed + g, Options()).decision_ms["expert"]
    return {"n": len(cpu), "mean": sum(cpu) / len(cpu), "p95": percentile(cpu, 0.95), "max": max(cpu),
            "turn_p95": percentile(cpu_turn, 0.95), "turn_max": max(cpu_turn), "wall_p95": percentile(wall, 0.95),
            "wall_max": max(wall)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--normal-games", type=int, default=40)
    ap.add_argument("--hard-games", type=int, default=12)
    ap.add_argument("--expert-games", type=int, default=8)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    gpm, gpm_wall, mean_rounds = bench_normal(args.normal_games, args.seed)
    print(f"normal x4: {args.normal_games} games, mean {mean_rounds:.1f} rounds, {gpm:.1f} games/min on one core "
          f"(CPU time; target >= 120), {gpm_wall:.1f} by wall clock")
    mean, p95, worst, n = bench_hard(args.hard_games, args.seed)
    print(f"hard vs 3 normal: {n} decisions, mean {mean:.2f} ms, p95 {p95:.2f} ms (target <= 200), "
          f"max {worst:.1f} ms")
    e = bench_expert(args.expert_games, args.seed)
    print(f"expert vs 3 hard: {e['n']:.0f} decisions, CPU mean {e['mean']:.2f} ms, p95 {e['p95']:.2f} ms "
          f"(target <= 250), max {e['max']:.1f} ms; per round p95 {e['turn_p95']:.0f} ms, max {e['turn_max']:.0f} ms "
          f"(target <= 1500); wall clock p95 {e['wall_p95']:.2f} ms, max {e['wall_max']:.1f} ms")
    print(f"normal_games_per_min={gpm:.1f} hard_decision_p95_ms={p95:.2f} expert_decision_p95_ms={e['p95']:.2f} "
          f"expert_turn_max_ms={e['turn_max']:.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
