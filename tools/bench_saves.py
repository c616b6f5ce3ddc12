"""Benchmark: save and load of a 200-round AI game (issue 6; target ≤ 100 ms each).

Plays one seeded random-AI game to the 200-round cap (or its end), then times `save_envelope`
(snapshot + JSON + atomic write with fsync) and `load_save` (read, parse, validate, replay the whole
log from the seed, compare with the snapshot). Loading is split into its stages to show where the
time goes. Last line: `save_ms=<median> load_ms=<median> bytes=<n>`.

Usage: python tools/bench_saves.py [--seed 2] [--rounds 200] [--repeat 7]

`--worst-case` (issue 13) instead measures what sets MAX_SAVE_BYTES: the size of 300-round games of six
random AIs (the cap must hold four of the largest), then the largest accepted load: the longest
six-player game that fits under the cap (and the same file padded with white space to the cap), each
loaded by `load_save` in a fresh child process: wall time, peak RSS of the child
(`resource.getrusage`), its growth over the child's start, and the tracemalloc peak of the load.
Last line: `worst_load_ms=<median> worst_peak_rss_mib=<max> cap_bytes=<n>`.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.saves import MAX_SAVE_BYTES, load_save, make_save, save_envelope
from conquest_qt.saves.codec import envelope_from_bytes, read_limited
from conquest_qt.saves.verify import check_ids, rebuild
from conquest_qt.sim import play_game


def _ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1000, 1)


# The child: one load, measured from outside the parent's memory.
CHILD = r"""
import gc, json, resource, sys, time, tracemalloc
from conquest_qt.saves import load_save
path, trace = sys.argv[1], sys.argv[2] == "1"
gc.collect()
start = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
if trace:
    tracemalloc.start()
t0 = time.perf_counter()
loaded = load_save(path)
ms = (time.perf_counter() - t0) * 1000
traced = tracemalloc.get_traced_memory()[1] if trace else 0
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"ms": ms, "start_kib": start, "peak_kib": peak, "traced": traced,
                  "decisions": len(loaded.envelope.actions)}))
"""


def _child(path: Path, trace: bool) -> dict:
    out = subprocess.run([sys.executable, "-c", CHILD, str(path), "1" if trace else "0"], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def _prefix(lg: LoggedGame, n: int) -> LoggedGame:
    """The game after its first n decisions (same seed: the same game up to there)."""
    out = LoggedGame.new(list(lg.players), lg.options, lg.seed)
    out.game.quiet = True
    for entry in lg.log[:n]:
        out.game.apply(entry["player"], entry["action"])
    out.game.quiet = False
    out.log = list(lg.log[:n])
    return out


def worst_case(repeat: int) -> int:
    mib = 1024 * 1024
    sizes = []
    for seed in (1, 2, 3):
        r = play_game(["random"] * 6, seed, Options(round_cap=300, target_areas=36), keep=True)
        assert r.logged is not None
        size = len(make_save(r.logged).to_bytes())
        sizes.append(size)
        print(f"300-round 6-player game seed={seed}: rounds={r.rounds} decisions={len(r.logged.log)} bytes={size}")
    print(f"largest x4 = {4 * max(sizes)} bytes; cap MAX_SAVE_BYTES = {MAX_SAVE_BYTES} bytes "
          f"({MAX_SAVE_BYTES / mib:.1f} MiB): {'fits' if 4 * max(sizes) <= MAX_SAVE_BYTES else 'TOO SMALL'}")
    r = play_game(["random"] * 6, 2, Options(round_cap=2000, target_areas=36), keep=True)
    lg = r.logged
    assert lg is not None
    full = len(make_save(lg).to_bytes())
    n = min(len(lg.log), int(len(lg.log) * MAX_SAVE_BYTES * 0.995 / full))
    while True:
        game = _prefix(lg, n)
        data = make_save(game).to_bytes()
        if len(data) <= MAX_SAVE_BYTES:
            break
        n = int(n * 0.99)
    print(f"longest game under the cap: {n} decisions, round {game.game.s.round}, {len(data)} bytes")
    loads: list[float] = []
    peaks: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        files = {"game": Path(tmp) / "worst.conquest", "padded": Path(tmp) / "padded.conquest"}
        files["game"].write_bytes(data)
        files["padded"].write_bytes(data + b" " * (MAX_SAVE_BYTES - len(data)))
        for label, path in files.items():
            runs = [_child(path, False) for _ in range(repeat)]
            traced = _child(path, True)["traced"]
            ms = statistics.median(x["ms"] for x in runs)
            peak = max(x["peak_kib"] for x in runs) / 1024
            grown = statistics.median((x["peak_kib"] - x["start_kib"]) / 1024 for x in runs)
            loads.append(ms)
            peaks.append(peak)
            print(f"load {label} ({path.stat().st_size} bytes, {runs[0]['decisions']} decisions): "
                  f"median {ms:.0f} ms over {repeat} runs; peak RSS {peak:.0f} MiB "
                  f"(+{grown:.0f} MiB over the child's start); tracemalloc peak {traced / mib:.0f} MiB")
    print(f"worst_load_ms={statistics.median(loads):.0f} worst_peak_rss_mib={max(peaks):.0f} "
          f"cap_bytes={MAX_SAVE_BYTES}")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=200)
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--worst-case", action="store_true", help="the largest accepted load (issue 13)")
    args = ap.parse_args()
    if args.worst_case:
        return worst_case(min(args.repeat, 5))
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
