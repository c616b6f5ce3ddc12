"""Benchmark the exact battle-odds table (conquest_qt/ai/odds.py).

Prints the full-table build time (50 attackers × 60 defenders, both sides to roll, median of
fresh builds with the caches cleared) and the cached lookup time of ``battle_odds``.
Last line: ``table_ms=<median> lookup_us=<median>``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from conquest_qt.ai.conquest.odds import (
    DEFAULT_MAX_ATTACKERS,
    DEFAULT_MAX_DEFENDERS,
    battle_odds,
    clear_cache,
    odds_table,
)
from conquest_qt.ai.risk.odds import MAX_ARMIES as MAX


def bench_table(builds: int, subs: int, faces: int) -> list[float]:
    times = []
    for _ in range(builds):
        clear_cache()
        start = time.perf_counter()
        odds_table(subs, faces, max_attackers=DEFAULT_MAX_ATTACKERS, max_defenders=DEFAULT_MAX_DEFENDERS)
        times.append((time.perf_counter() - start) * 1000.0)
    return times


def bench_lookup(repeats: int, calls: int) -> list[float]:
    clear_cache()
    states = [(a, d, (a + d) % 2 == 0) for a in range(1, 51, 7) for d in range(0, 61, 9)]
    for a, d, first in states:
        battle_odds(a, d, attacker_first=first)
    times = []
    per_round = calls // len(states) + 1
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(per_round):
            for a, d, first in states:
                battle_odds(a, d, attacker_first=first)
        times.append((time.perf_counter() - start) * 1e6 / (per_round * len(states)))
    return times


def bench_risk(builds: int, repeats: int, calls: int) -> tuple[list[float], list[float]]:
    """Risk (V1.7): the 60x60 table of "attack until won or down to 1", and its lookup."""
    from conquest_qt.ai.risk import odds as risk_odds

    table = []
    for _ in range(builds):
        risk_odds.clear_cache()
        start = time.perf_counter()
        risk_odds.odds_table(1)
        table.append((time.perf_counter() - start) * 1000.0)
    states = [(a, d) for a in range(2, 51, 7) for d in range(1, 51, 9)]
    lookup = []
    per_round = calls // len(states) + 1
    odds = risk_odds.attack_odds
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(per_round):
            for a, d in states:
                odds(a, d)
        lookup.append((time.perf_counter() - start) * 1e6 / (per_round * len(states)))
    return table, lookup


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--builds", type=int, default=9, help="fresh table builds to time")
    parser.add_argument("--lookups", type=int, default=200_000, help="lookups per repeat")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--subs", type=int, default=0)
    parser.add_argument("--faces", type=int, default=2)
    parser.add_argument("--ruleset", default="conquest", choices=("conquest", "risk"))
    args = parser.parse_args(argv)
    if args.ruleset == "risk":
        table, lookup = bench_risk(args.builds, args.repeats, args.lookups)
        print(f"risk table {MAX}x{MAX} (attack until won or down to 1): builds={len(table)} "
              f"min={min(table):.2f} ms median={statistics.median(table):.2f} ms max={max(table):.2f} ms")
        print(f"risk lookup: repeats={len(lookup)} min={min(lookup):.3f} us median={statistics.median(lookup):.3f} us")
        print(f"table_ms={statistics.median(table):.2f} lookup_us={statistics.median(lookup):.3f}")
        return 0

    table = bench_table(args.builds, args.subs, args.faces)
    print(f"table {DEFAULT_MAX_ATTACKERS}x{DEFAULT_MAX_DEFENDERS} (faces={args.faces}, subs={args.subs}): "
          f"builds={len(table)} min={min(table):.2f} ms median={statistics.median(table):.2f} ms "
          f"max={max(table):.2f} ms")
    lookup = bench_lookup(args.repeats, args.lookups)
    print(f"cached lookup: repeats={len(lookup)} min={min(lookup):.3f} us "
          f"median={statistics.median(lookup):.3f} us")
    print(f"table_ms={statistics.median(table):.2f} lookup_us={statistics.median(lookup):.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
