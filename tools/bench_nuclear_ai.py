"""Decision time of every computer level with the nuclear add-on on and off (issue 25, item 3).

For each ruleset and level, plays `--games` 4-player games of that level against three `normal` players
(seats rotated, the same seeds with and without `--nuclear`) and prints the level's decision time by CPU time
of this process (one core; robust on a busy machine): median and p95, with and without the add-on, and the
budget the level's p95 must stay within (issue 5 / 17: hard 200 ms, expert 250 ms; the other levels: their
own p95 without the add-on, times 1.5 and at least 25 ms).

Usage: python tools/bench_nuclear_ai.py [--games 4] [--seed 7000] [--ruleset conquest|risk] [--cap 60]
Last line: ``nuclear_p95_within_budget=<yes|no>``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from conquest_qt import manifest
from conquest_qt.ai.registry import agents_for
from conquest_qt.engine import rulesets
from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.sim import percentile, play_game, seat_types

BUDGET_MS = {"hard": 200.0, "expert": 250.0}  # tools/bench_ai.py's targets


def times(ruleset: str, level: str, games: int, seed: int, nuclear: bool, cap: int) -> list[float]:
    fields = rulesets.get(ruleset).options.__dataclass_fields__
    wanted = {"ruleset": ruleset, "round_cap": cap}
    opts = options_from_dict({**{k: v for k, v in wanted.items() if k in fields},
                              **({"nuclear": True} if nuclear else {})})
    out: list[float] = []
    lineup = [level, "normal", "normal", "normal"]
    for g in range(games):
        r = play_game(seat_types(lineup, g, True), seed + g, opts, clock=time.process_time)
        out += r.decision_ms[level]
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--seed", type=int, default=7000)
    ap.add_argument("--ruleset", choices=manifest.get("nuclear").addon_for, default=None,
                    help="one ruleset (default: every ruleset the add-on extends)")
    ap.add_argument("--cap", type=int, default=60, help="round cap of the games")
    args = ap.parse_args(argv)
    ok = True
    print(f"{'ruleset':<9} {'level':<7} {'n':>6} {'median':>8} {'p95':>8} | {'n off':>6} {'median':>8} {'p95':>8} "
          f"| budget  within")
    for ruleset in [args.ruleset] if args.ruleset else manifest.get("nuclear").addon_for:
        for level in agents_for(ruleset):
            on = times(ruleset, level, args.games, args.seed, True, args.cap)
            off = times(ruleset, level, args.games, args.seed, False, args.cap)
            p_on, p_off = percentile(on, 0.95), percentile(off, 0.95)
            budget = BUDGET_MS.get(level, max(25.0, 1.5 * p_off))
            within = p_on <= budget
            ok &= within
            print(f"{ruleset:<9} {level:<7} {len(on):>6} {statistics.median(on):>8.2f} {p_on:>8.2f} | {len(off):>6} "
                  f"{statistics.median(off):>8.2f} {p_off:>8.2f} | {budget:>6.0f}  {'yes' if within else 'NO'}",
                  flush=True)
    print(f"nuclear_p95_within_budget={'yes' if ok else 'no'}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
