"""Benchmark: save and load of a 200-round AI game (issue 6; target ≤ 100 ms each).

Plays one seeded random-AI game to the 200-round cap (or its end), then times `save_envelope`
(snapshot + JSON + atomic write with fsync) and `load_save` (read, parse, validate, replay the whole
log from the seed, compare with the snapshot). Loading is split into its stages to show where the
time goes. Last line: `save_ms=<median> load_ms=<median> bytes=<n>`.

Usage: python tools/bench_saves.py [--seed 2] [--rounds 200] [--repeat 7]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.saves import load_save, make_save, save_envelope
from conquest_qt.saves.codec import envelope_from_bytes, read_limited
from conquest_qt.saves.verify import check_ids, rebuild
from conquest_qt.sim import play_game


def _ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1000, 1)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=200)
    ap.add_argument("--repeat", type=int, default=7)
    args = ap.parse_args()
    result = play_game(["random"] * 4, args.seed, Options(round_cap=args.rounds), keep=True)
    lg = result.logged
    assert lg is not None
    print(f"game: seed={args.seed} rounds={result.rounds} decisions={len(lg.log)}")
    save_cpu, load_cpu = [], []
    save_t, load_t, stages = [], [], {"read": [], "parse+validate": [], "ids": [], "replay": []}
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.conquest"
        for _ in range(args.repeat):
            c0, t0 = time.process_time(), time.perf_counter()
            save_envelope(path, make_save(lg))
            save_t.append(time.perf_counter() - t0)
            save_cpu.append(time.process_time() - c0)
            c0, t0 = time.process_time(), time.perf_counter()
            loaded = load_save(path)
            load_t.append(time.perf_counter() - t0)
            load_cpu.append(time.process_time() - c0)
            assert loaded.logged.game.snapshot() == lg.game.snapshot()
            t0 = time.perf_counter()
            data = read_limited(path)
            t1 = time.perf_counter()
            env = envelope_from_bytes(data)
            t2 = time.perf_counter()
            check_ids(env)
            t3 = time.perf_counter()
            rebuild(env)
            t4 = time.perf_counter()
            for key, dt in zip(stages, (t1 - t0, t2 - t1, t3 - t2, t4 - t3)):
                stages[key].append(dt)
        size = path.stat().st_size
    print("load stages (median ms): " + " ".join(f"{k}={_ms(v)}" for k, v in stages.items()))
    print(f"replay: {_ms(stages['replay']) * 1000 / max(1, len(lg.log)):.1f} us per decision")
    print(f"cpu time (ignores other processes on a busy machine): save_cpu_ms={_ms(save_cpu)} "
          f"load_cpu_ms={_ms(load_cpu)}")
    print(f"save_ms={_ms(save_t)} load_ms={_ms(load_t)} bytes={size}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
