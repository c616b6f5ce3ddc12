"""Engine cost by instruction count (callgrind), independent of the machine's load.

Runs `tools/bench_engine.one_run(games, 1, ruleset)` of one or two checkouts under
`valgrind --tool=callgrind`, each with its own `.venv` (or this interpreter when a tree has none),
subtracts a run with 0 games (start-up), and prints the net instruction count per tree and, given two
trees, the speed ratio `before / after` (≥ 1 means the second tree is as fast or faster).

Usage: python tools/count_engine_instructions.py [--ruleset conquest,risk] [--games N] TREE [TREE_BEFORE]
e.g.   python tools/count_engine_instructions.py /work/wt/perf /work/wt/before24
Defaults: both rulesets; 1 game of Conquest, 5 of Risk (callgrind runs ~50× slower than Python alone).
The start-up run calls one_run with 0 games (the ruleset's and its players' imports are start-up too,
not throughput). PYTHONHASHSEED is fixed so that a tree's count repeats.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

DEFAULT_GAMES = {"conquest": 1, "risk": 5}

SCRIPT = """
import sys
sys.path.insert(0, {tree!r})
sys.path.insert(0, {tools!r})
from bench_engine import one_run
try:  # 0 games: the start-up, with everything one_run sets up (the ruleset, its players' modules)
    one_run({games}, 1, {ruleset!r})
except ZeroDivisionError:  # no game: no time
    pass
"""


def python_of(tree: Path) -> str:
    venv = tree / ".venv" / "bin" / "python"
    return str(venv) if venv.exists() else sys.executable


KEEP: Path | None = None  # --keep: where the callgrind files stay (for callgrind_annotate)


def instructions(tree: Path, ruleset: str, games: int) -> int:
    """Total instructions (Ir) of one callgrind run of `games` games in `tree`."""
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "run.py"
        script.write_text(SCRIPT.format(tree=str(tree), tools=str(tree / "tools"), games=games,
                                        ruleset=ruleset))
        out = Path(tmp) / "callgrind.out"
        env = dict(os.environ, PYTHONHASHSEED="0")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", python_of(tree),
                        str(script)], check=True, cwd=tree, env=env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if KEEP is not None:
            KEEP.mkdir(parents=True, exist_ok=True)
            shutil.copy(out, KEEP / f"callgrind.{tree.name}.{ruleset}.{games}")
        m = re.search(r"^summary:\s+(\d+)", out.read_text(errors="replace"), re.M)
        if m is None:
            raise RuntimeError(f"no summary in callgrind output of {tree}")
        return int(m.group(1))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ruleset", default="conquest,risk", help="comma-separated: conquest, risk")
    ap.add_argument("--games", type=int, help="games per ruleset (default: 3 Conquest, 5 Risk)")
    ap.add_argument("trees", nargs="+", type=Path, help="one checkout, or two: after and before")
    ap.add_argument("--keep", type=Path, help="keep the callgrind files in this folder")
    args = ap.parse_args()
    global KEEP
    KEEP = args.keep
    names = args.ruleset.split(",")
    for name in names:
        start = {tree: instructions(tree.resolve(), name, 0) for tree in args.trees}
        games = args.games if args.games is not None else DEFAULT_GAMES[name]
        counts = []
        for tree in args.trees:
            n = instructions(tree.resolve(), name, games) - start[tree]
            counts.append(n)
            print(f"{tree}: {name} {games} games: {n:.4e} instructions net of start-up", flush=True)
        if len(counts) == 2:
            print(f"{name}: speed of {args.trees[0]} relative to {args.trees[1]}: {counts[1] / counts[0]:.3f}x",
                  flush=True)


if __name__ == "__main__":
    main()
