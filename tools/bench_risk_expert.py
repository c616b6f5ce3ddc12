"""Benchmark Risk's expert (issue 27): its thinking in games against three hard players, on one core.

    .venv/bin/python tools/bench_risk_expert.py [--games 40] [--seed 1]

Seats rotate game by game. Times are CPU time of this process (the machine is shared): every decision of
the expert, and its turns (a Risk player thinks only in his own turn). Prints the median, p95 and max of
both (targets: decision p95 <= 250 ms, a turn <= 1500 ms) and of the decisions that searched; the last line
is ``risk_expert_decision_p95_ms=<x> risk_expert_turn_p95_ms=<y> risk_expert_turn_max_ms=<z>``.
"""

from __future__ import annotations

import argparse
import sys

from level_timings import figures, timings

from conquest_qt.sim import percentile


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    decisions, turns = timings("risk", "expert", "hard", args.games, args.seed)
    searched = [ms for ms in decisions if ms >= 1.0]  # the decisions that played rollouts (the others: < 1 ms)
    print(f"risk expert vs 3 hard, {args.games} games, CPU ms of one core")
    print(f"  decisions: {figures(decisions)} (target p95 <= 250)")
    print(f"  searching decisions (>= 1 ms): {figures(searched)}")
    print(f"  turns: {figures(turns)} (target <= 1500)")
    print(f"risk_expert_decision_p95_ms={percentile(decisions, 0.95):.1f} "
          f"risk_expert_turn_p95_ms={percentile(turns, 0.95):.1f} risk_expert_turn_max_ms={max(turns):.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
