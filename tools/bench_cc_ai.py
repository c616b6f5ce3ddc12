"""Benchmark Comanda & Conquista's hard player (issue 26 item 3): its thinking in games against three normal
players, on one core.

    .venv/bin/python tools/bench_cc_ai.py [--games 20] [--seed 1]

Seats rotate game by game. Times are CPU time of this process (the machine is shared): every decision of
hard, and its turns (a cc player thinks in his own turn, and for a retreat or a revived home). Prints the
median, p95 and max of both (targets: decision p95 <= 200 ms, a whole turn <= 1000 ms) and hard's decisions
per second; the last line is ``cc_hard_decision_p95_ms=<x> cc_hard_turn_p95_ms=<y> cc_hard_turn_max_ms=<z>``.
"""

from __future__ import annotations

import argparse
import sys

from level_timings import figures, timings

from conquest_qt.sim import percentile


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    decisions, turns = timings("cc", "hard", "normal", args.games, args.seed)
    print(f"cc hard vs 3 normal, {args.games} games, CPU ms of one core")
    print(f"  decisions: {figures(decisions, 2)} (target p95 <= 200), "
          f"{len(decisions) / max(1e-9, sum(decisions) / 1000):.0f} decisions/s")
    print(f"  turns: {figures(turns, 2)} (target <= 1000)")
    print(f"cc_hard_decision_p95_ms={percentile(decisions, 0.95):.1f} "
          f"cc_hard_turn_p95_ms={percentile(turns, 0.95):.1f} cc_hard_turn_max_ms={max(turns):.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
