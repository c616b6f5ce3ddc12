"""Engine throughput: 4 random players on one core (CPU time of this process, so other load on the
machine does not distort it).

Prints one line per run and, last, `decisions_per_s=<median> games_per_min=<median>` over the runs.
Usage: python tools/bench_engine.py [--runs 5] [--games 2] [--ruleset conquest|risk|cc] [--round-cap N]
(each ruleset's `random` player, ai/<id>/; cc's random games rarely end before the round cap)
"""

from __future__ import annotations

import argparse
import statistics
import time

from conquest_qt import manifest
from conquest_qt.ai.registry import agents_for
from conquest_qt.engine import rulesets


def one_run(games: int, seed: int, ruleset: str = "conquest", round_cap: int | None = None) -> tuple[float, float]:
    decisions = 0
    rs = rulesets.get(ruleset)
    random_player = agents_for(ruleset)["random"]
    options = rs.options() if round_cap is None else rs.options(round_cap=round_cap)
    t0 = time.process_time()
    for g in range(games):
        game = rs.game.new(["red", "black", "blue", "green"], options, seed + g)
        players = {c: random_player(seed * 100 + g * 10 + i) for i, c in enumerate(game.s.players)}
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
    ap.add_argument("--ruleset", default="conquest", choices=manifest.rulesets())
    ap.add_argument("--round-cap", type=int, default=None, help="the ruleset's own cap when not given")
    args = ap.parse_args()
    dps, gpm = [], []
    for r in range(args.runs):
        d, g = one_run(args.games, 1000 * r + 1, args.ruleset, args.round_cap)
        dps.append(d)
        gpm.append(g)
        print(f"run {r + 1}: decisions_per_s={d:.0f} games_per_min={g:.1f}")
    print(f"decisions_per_s={statistics.median(dps):.0f} games_per_min={statistics.median(gpm):.1f}")


if __name__ == "__main__":
    main()
