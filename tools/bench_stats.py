#!/usr/bin/env python3
"""How long the statistics window takes to read a game (issue 16): game_analysis.analyse_logged (the log
replayed once with the luck captures, statistics per round, ledger, fairness, win-chance timeline) on
seeded games of both rulesets up to a 300-round Conquest game. CPU time of the process, median of runs.

    nice .venv/bin/python tools/bench_stats.py [--runs 5]

Last line: `analyse_ms=<median, longest game> rounds=<its rounds> decisions=<its decisions>`.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from conquest_qt.engine import rulesets  # noqa: E402
from conquest_qt.sim import play_game  # noqa: E402
from conquest_qt.ui.game.game_analysis import analyse_logged  # noqa: E402


def games() -> list[tuple[str, object]]:
    conquest = rulesets.get("conquest").options
    risk = rulesets.get("risk").options.from_dict({"ruleset": "risk", "risk_version": "command"})
    out = []
    for label, types, seed, options in (
            ("conquest 5 normal", ["normal"] * 5, 3, conquest()),
            ("risk 4 normal", ["normal"] * 4, 20, risk),
            ("conquest 4 random, 300 rounds", ["random"] * 4, 1,
             conquest.from_dict({"target_areas": 36, "round_cap": 300}))):
        lg = play_game(types, seed, options, keep=True).logged
        out.append((label, lg))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args(argv)
    last = ""
    for label, lg in games():
        times = []
        for _ in range(args.runs):
            t0 = time.process_time()
            analysis = analyse_logged(lg)
            times.append((time.process_time() - t0) * 1000)
        ms = statistics.median(times)
        rounds, decisions = analysis.rows[-1].round, len(lg.log)  # type: ignore[attr-defined]
        print(f"{label}: {rounds} rounds, {decisions} decisions: {ms:.0f} ms (median of {args.runs})")
        last = f"analyse_ms={ms:.0f} rounds={rounds} decisions={decisions}"
    print(last)
    return 0


if __name__ == "__main__":
    sys.exit(main())
