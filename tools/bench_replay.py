"""Replay viewer speed (issue 16): a 300-round game of four random players (the round cap) is indexed
(analysis/replay_index.py), then the bench seeks to random rounds and steps one decision at a time
from random positions. Times are CPU time of this process (other load does not distort them).

Prints the index's build time and size, then last `seek_ms=<median> step_ms=<median>`.
Usage: python tools/bench_replay.py [--seed 1] [--seeks 60] [--steps 400] [--every 64]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from conquest_qt.analysis import adapters
from conquest_qt.analysis.replay_index import ReplayIndex
from conquest_qt.analysis.stats import round_stats
from conquest_qt.sim import play_game


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seeks", type=int, default=60)
    ap.add_argument("--steps", type=int, default=400)
    ap.add_argument("--every", type=int, default=64)
    args = ap.parse_args()
    result = play_game(["random"] * 4, args.seed, keep=True)
    lg = result.logged
    assert lg is not None
    clock = time.process_time
    t0 = clock()
    index = ReplayIndex(lg.players, lg.options, lg.seed, lg.log, every=args.every)
    build = clock() - t0
    t0 = clock()
    ReplayIndex(lg.players, lg.options, lg.seed, lg.log, every=args.every, capture=adapters.get("conquest").capture)
    build_luck = clock() - t0
    t0 = clock()
    round_stats(index)
    stats = clock() - t0
    print(f"game: {index.last_round} rounds, {len(index.log)} decisions; index built in {build:.2f} s "
          f"({build_luck:.2f} s with the luck ledger's captures; {len(index._games)} checkpoints); "
          f"statistics of every round in {stats:.2f} s")
    pick = random.Random(args.seed)
    seeks = []
    for _ in range(args.seeks):
        r = pick.randint(1, index.last_round)
        t0 = clock()
        game = index.at(index.round_start(r))
        seeks.append((clock() - t0) * 1000)
        assert game.s.round == r or index.round_start(r) == index.positions - 1
    steps = []
    for _ in range(args.steps // 20):
        pos = pick.randrange(index.positions - 21)
        game = index.at(pos)
        for k in range(20):
            t0 = clock()
            game, _events = index.step(game, pos + k)
            steps.append((clock() - t0) * 1000)
    print(f"seek: median {statistics.median(seeks):.2f} ms, max {max(seeks):.2f} ms over {len(seeks)}")
    print(f"step: median {statistics.median(steps):.3f} ms, max {max(steps):.2f} ms over {len(steps)}")
    print(f"seek_ms={statistics.median(seeks):.2f} step_ms={statistics.median(steps):.3f}")


if __name__ == "__main__":
    main()
