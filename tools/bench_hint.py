#!/usr/bin/env python3
"""The hint's cost and the UI's responsiveness while it is worked out (issue 16 item 5: never > 50 ms).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/bench_hint.py [--seconds 60] [--ruleset conquest] [--seed 1]

Plays in the real (shown, offscreen) main window: a human (red) against three hard players; at each of
the human's decisions it asks "What would the computer do?", waits for the answer (drawn on the board,
worded in the side panel), then applies it. A 5 ms QTimer measures the gaps between its ticks from the
question until the suggestion is applied (the worker thinking, the answer drawn). Prints the hint's
answer time (question to drawn hint) per decision kind and the gaps; the last line is `max_stall_ms=<x>`.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_tmp = tempfile.mkdtemp(prefix="conquest-bench-")
os.environ.setdefault("CONQUEST_DATA_DIR", os.path.join(_tmp, "data"))
os.environ.setdefault("CONQUEST_CONFIG_DIR", os.path.join(_tmp, "config"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QThreadPool, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from conquest_qt.engine.rulesets import options_from_dict  # noqa: E402
from conquest_qt.ui.game.game_setup import GameSetup, Seat  # noqa: E402
from conquest_qt.ui.window.main_window import MainWindow  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--ruleset", default="conquest", choices=("conquest", "risk"))
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    win = MainWindow(spectator=True)
    win.resize(1600, 960)
    win.show()
    win.set_speed("instant")
    seats = (Seat("red", "Anna", True),) + tuple(Seat(c, c, False, "hard") for c in ("blue", "green", "yellow"))
    opts = {"ruleset": "risk"} if args.ruleset == "risk" else {"round_cap": 300}
    state = {"asked": 0.0, "waiting": False, "shown": False, "idle_until": -1.0}
    answers: dict[str, list[float]] = {}
    gaps: list[float] = []
    phase_gaps: dict[str, list[float]] = {"thinking": [], "drawn": [], "idle": []}
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gap = (now - last[0]) * 1000
        if state["waiting"] or state["shown"]:
            gaps.append(gap)
            phase_gaps["thinking" if state["waiting"] else "drawn"].append(gap)
        elif now < state["idle_until"]:
            phase_gaps["idle"].append(gap)  # the same decision before the question: the machine's own noise
        last[0] = now
        s = win.session
        if s is None or s.over or state["waiting"] or state["shown"] or now < state["idle_until"]:
            return
        if win.battle.waiting():
            win.battle.continue_()
        elif s.my_turn() == "red" and win.ctrl.kind is not None and not win.motion.active():
            if state["idle_until"] == -1.0:  # first a quiet while on the same decision, for comparison
                state["idle_until"] = now + 0.1
                return
            state["idle_until"] = -1.0
            state["asked"], state["waiting"] = time.perf_counter(), True
            last[0] = time.perf_counter()
            if not win.hints.ask():
                state["waiting"] = False

    def ready(hint: object) -> None:
        if not state["waiting"]:
            return
        QTimer.singleShot(0, lambda: drawn(hint))  # after the window's own slot drew it

    def drawn(hint: object) -> None:
        kind = hint.kind  # type: ignore[attr-defined]
        answers.setdefault(kind, []).append((time.perf_counter() - state["asked"]) * 1000)
        state["waiting"], state["shown"] = False, True
        QTimer.singleShot(30, apply)  # the drawn hint stays a moment (its repaint is measured too)

    def apply() -> None:
        state["shown"] = False
        s = win.session
        if s is None or win.hints is None:
            return
        win.hints.apply()
        if win.ctrl is not None and win.ctrl.kind == "movement":  # the plan made: on to battles
            win.ctrl.end_stage()

    def started(session: object) -> None:
        win.hints.ready.connect(ready)
        win.hints.refused.connect(lambda _c: state.update(waiting=False))
        session.finished.connect(lambda _w: app.quit())  # type: ignore[attr-defined]

    win.sessionStarted.connect(started)
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    QTimer.singleShot(0, lambda: win.start_session(GameSetup(seats, options_from_dict(opts), args.seed)))
    QTimer.singleShot(int(args.seconds * 1000), app.quit)
    app.exec()
    timer.stop()
    win.end_session()
    QThreadPool.globalInstance().waitForDone(30000)
    every = sorted(x for v in answers.values() for x in v)
    print(f"ruleset={args.ruleset} hints={len(every)}")
    for kind, times in sorted(answers.items()):
        times.sort()
        print(f"  {kind:14} n={len(times):4} answer_ms median={statistics.median(times):.1f} max={times[-1]:.1f}")
    if every:
        p95 = every[min(len(every) - 1, int(len(every) * 0.95))]
        print(f"answer_ms median={statistics.median(every):.1f} p95={p95:.1f}")
    gaps.sort()
    if gaps:
        print(f"gap_ms median={statistics.median(gaps):.1f} p99={gaps[min(len(gaps) - 1, int(len(gaps) * .99))]:.1f} "
              f"ticks={len(gaps)}")
    for name, g in phase_gaps.items():
        g.sort()
        if g:
            print(f"  {name:8} ticks={len(g):5} gap_ms median={statistics.median(g):.1f} "
                  f"p99={g[min(len(g) - 1, int(len(g) * 0.99))]:.1f} max={g[-1]:.1f}")
    print(f"max_stall_ms={gaps[-1] if gaps else 0.0:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
