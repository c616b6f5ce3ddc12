#!/usr/bin/env python3
"""How long the statistics window keeps the UI thread (issue 16), on seeded games of both rulesets up to
a 300-round Conquest game. CPU time of the process (the machine is shared), medians of runs, one run.

- `full`: game_analysis.analyse_logged of the log up to the end of round R: what each refresh cost before
  the analysis was incremental (and what the game-over Luck tab cost once);
- `refresh`: the incremental analysis (analysis/incremental.py) caught up to round R − 1, then fed round
  R's decisions and its result built: what one refresh costs the UI thread now, at rounds 35 / 150 / 300;
- `open`: a finished game opened cold (the window, or the game-over Luck tab, after loading it): the
  session's live analysis (ui/game/live_analysis.py) in slices on zero-timers: the longest slice, their
  count, the statistics window's `show_game` of the result and the paint of each of its tabs at 1000x680
  (colour-blind palette too: its dashes and markers).

    nice .venv/bin/python tools/bench_stats.py [--runs 5]

Last line: `full_ms=<300> refresh_ms=<35>/<150>/<300> slice_max_ms=<longest slice> show_ms=<show_game>
paint_max_ms=<the slowest tab's paint>`.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from conquest_qt.engine import rulesets
from conquest_qt.sim import play_game
from conquest_qt.ui.game.game_analysis import analyse, analyse_logged, analysed, analyser_of


def games() -> list[tuple[str, Any]]:
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


def round_end(lg: Any, round_: int) -> int:
    """How many decisions the log has when round `round_` has ended (or the whole log)."""
    from conquest_qt.engine.replay import LoggedGame

    game = LoggedGame.new(lg.players, lg.options, lg.seed).game
    game.quiet = True
    for i, entry in enumerate(lg.log):
        game.apply(entry["player"], entry["action"])
        if game.s.round > round_:
            return i + 1
    return len(lg.log)


def cpu_ms(f: Any) -> float:
    t0 = time.process_time()
    f()
    return (time.process_time() - t0) * 1000


def refresh_ms(lg: Any, round_: int, runs: int) -> tuple[float, float]:
    """(full replay, incremental refresh) up to the end of `round_`, medians."""
    upto, before = round_end(lg, round_), round_end(lg, round_ - 1)
    log = lg.log[:upto]
    full = [cpu_ms(lambda: analyse(lg.players, lg.options, lg.seed, log)) for _ in range(runs)]
    inc = []
    for _ in range(runs):
        a = analyser_of(lg)
        a.feed(lg.log[:before])

        def one_refresh(a: Any = a) -> None:
            a.feed(log)
            analysed(a)

        inc.append(cpu_ms(one_refresh))
    return statistics.median(full), statistics.median(inc)


def open_cold(lg: Any, runs: int) -> tuple[float, int, float, dict[str, float]]:
    """(longest slice, slices, show_game, paint per tab) of the live analysis of a finished game, medians."""
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QApplication

    from conquest_qt.ui.dialogs.statistics_dialog import StatisticsDialog
    from conquest_qt.ui.game import live_analysis

    app = QApplication.instance() or QApplication([])
    longest, counts, shows = [], [], []
    paints: dict[str, list[float]] = {}
    for _ in range(runs):
        session = QObject()
        session.driver = type("Driver", (), {"logged": lg})()  # type: ignore[attr-defined]
        live = live_analysis.LiveAnalysis(session)
        times: list[float] = []
        real = live._slice

        def timed(real: Any = real, times: list[float] = times) -> None:
            times.append(cpu_ms(real))

        live._timer.timeout.disconnect()
        live._timer.timeout.connect(timed)
        got: list[Any] = []
        live.updated.connect(got.append)
        timed()
        while not got:
            app.processEvents()
        longest.append(max(times))
        counts.append(len(times))
        dialog = StatisticsDialog()
        dialog.show()
        app.processEvents()
        result = got[0]
        shows.append(cpu_ms(lambda dialog=dialog, result=result: dialog.show_game(result, {c: c for c in lg.players})))
        dialog.resize(1000, 680)
        for cb in (False, True):
            dialog.show_game(result, {c: c for c in lg.players}, cb)
            for tab in ("stats", "luck", "dice", "win"):
                dialog.show_tab(tab)
                app.processEvents()
                paints.setdefault(f"{tab}{' cb' if cb else ''}", []).append(cpu_ms(dialog.repaint))
        dialog.deleteLater()
        session.deleteLater()
        app.processEvents()
    return (statistics.median(longest), round(statistics.median(counts)), statistics.median(shows),
            {k: statistics.median(v) for k, v in paints.items()})


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args(argv)
    found = games()
    for label, lg in found[:2]:
        rounds = lg.game.s.round
        full, inc = refresh_ms(lg, rounds, args.runs)
        print(f"{label}: {rounds} rounds, {len(lg.log)} decisions: full {full:.0f} ms, "
              f"refresh {inc:.1f} ms (last round; medians of {args.runs})")
    label, lg = found[2]
    print(f"{label}: {lg.game.s.round} rounds, {len(lg.log)} decisions; medians of {args.runs}")
    refreshes = []
    full = 0.0
    for r in (35, 150, 300):
        full, inc = refresh_ms(lg, r, args.runs)
        refreshes.append(inc)
        print(f"  round {r}: full {full:.0f} ms, refresh {inc:.1f} ms (ratio {full / max(inc, 1e-3):.0f})")
    t0 = time.process_time()
    analyse_logged(lg)
    print(f"  (whole game, full replay once: {(time.process_time() - t0) * 1000:.0f} ms)")
    slice_max, slices, show, paints = open_cold(lg, args.runs)
    print(f"  opened cold: {slices} slices, longest {slice_max:.1f} ms; the window's show_game {show:.1f} ms")
    print("  paint per tab: " + ", ".join(f"{k} {v:.1f} ms" for k, v in paints.items()))
    print(f"full_ms={full:.0f} refresh_ms={'/'.join(f'{x:.1f}' for x in refreshes)} "
          f"slice_max_ms={slice_max:.1f} show_ms={show:.1f} paint_max_ms={max(paints.values()):.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
