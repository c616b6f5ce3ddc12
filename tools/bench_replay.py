"""Replay viewer speed (issue 16): a 300-round game of four random players (the round cap) is indexed
(analysis/replay_index.py), then the bench seeks to random rounds and steps one decision at a time
from random positions. Times are CPU time of this process (other load does not distort them).

Then the same in the replay window (ui/screens/replay_window.py, offscreen): a seek to a random round and
a step of one decision, each *including the board update* (the position, arrows and battle marker set on
the window's scene, the banner, players and log, and the paint of the window, forced with repaint()),
measured as wall time (the paint runs in this process; a busy machine adds to it).

Prints the index's build time and size, the UI line, then last `seek_ms=<median> step_ms=<median>`.
Usage: python tools/bench_replay.py [--seed 1] [--seeks 60] [--steps 400] [--every 64] [--no-ui]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

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
    ap.add_argument("--no-ui", action="store_true", help="the core only")
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
    if not args.no_ui:
        ui_seek, ui_step = bench_window(index, args, pick)
        print(f"ui: seek median {statistics.median(ui_seek):.1f} ms (max {max(ui_seek):.1f}), step median "
              f"{statistics.median(ui_step):.1f} ms (max {max(ui_step):.1f}) including the board update, "
              f"{len(ui_seek)} seeks, {len(ui_step)} steps")
    print(f"seek: median {statistics.median(seeks):.2f} ms, max {max(seeks):.2f} ms over {len(seeks)}")
    print(f"step: median {statistics.median(steps):.3f} ms, max {max(steps):.2f} ms over {len(steps)}")
    print(f"seek_ms={statistics.median(seeks):.2f} step_ms={statistics.median(steps):.3f}")


def bench_window(index: ReplayIndex, args: argparse.Namespace, pick: random.Random) -> tuple[list[float], list[float]]:
    """Seeks and steps in the replay window, each with its repaint (wall time, ms)."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from conquest_qt.ui.game.replay_model import ReplayModel, ReplaySeat
    from conquest_qt.ui.screens.replay_window import ReplayWindow

    app = QApplication.instance() or QApplication([])
    model = ReplayModel(index, [ReplaySeat(c, c.title(), False) for c in index.players])
    window = ReplayWindow(model, "bench")
    window.resize(1920, 1080)
    window.show()
    app.processEvents()
    window.view.fit_board()
    app.processEvents()
    clock = time.perf_counter

    def timed(move: Callable[[], None]) -> float:
        t0 = clock()
        move()
        window.repaint()
        app.processEvents()
        return (clock() - t0) * 1000

    rounds = [pick.randint(1, index.last_round) for _ in range(max(1, args.seeks // 2))]
    seeks = [timed(lambda r=r: model.seek(index.round_start(r))) for r in rounds]
    steps: list[float] = []
    for _ in range(max(1, args.steps // 40)):
        model.seek(pick.randrange(index.positions - 21))
        app.processEvents()
        steps.extend(timed(lambda: model.step(1)) for _ in range(20))
    window.close()
    app.processEvents()
    return seeks, steps


if __name__ == "__main__":
    main()
