"""Engine throughput: 4 random players on one core (CPU time of this process, so other load on the
machine does not distort it).

Prints one line per run and, last, `decisions_per_s=<median> games_per_min=<median>` over the runs.
Usage: python tools/bench_engine.py [--runs 5] [--games 2] [--ruleset conquest|risk]
"""

from __future__ import annotations

import argparse
import statistics
import time

from conquest_qt.ai.conquest.random_player import RandomPlayer
from conquest_qt.ai.risk.players import RandomRiskPlayer
from conquest_qt.engine import rulesets

RANDOM = {"conquest": RandomPlayer, "risk": RandomRiskPlayer}


def one_run(games: int, seed: int, ruleset: str = "conquest") -> tuple[float, float]:
    decisions = 0
    rs = rulesets.get(ruleset)
    t0 = time.process_time()
    for g in range(games):
        game = rs.game.new(["red", "black", "blue", "green"], rs.options(), seed + g)
        players = {c: RANDOM[ruleset](seed * 100 + g * 10 + i) for i, c in enumerate(game.s.players)}
        while not game.over:
            d = game.pending()
            game.apply(d.player, players[d.player].decide(game))
            decisions += 1
    dt = time.process_time() - t0
    return decisions / dt, games / dt * 60


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--ruleset", default="conquest", choices=sorted(RANDOM))
    args = ap.parse_args()
    dps, gpm = [], []
    for r in range(args.runs):
        d, g = one_run(args.games, 1000 * r + 1, args.ruleset)
        dps.append(d)
        gpm.append(g)
        print(f"run {r + 1}: decisions_per_s={d:.0f} games_per_min={g:.1f}")
    print(f"decisions_per_s={statistics.median(dps):.0f} games_per_min={statistics.median(gpm):.1f}")


if __name__ == "__main__":
    main()
