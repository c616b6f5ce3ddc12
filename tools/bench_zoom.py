"""Benchmark: how smooth zooming is, at 1920x1080, offscreen.

Shows the board (sample position, as bench_render.py) in a real window (the offscreen platform
paints it through the backing store, as a screen would), then plays a sequence of wheel steps
40 ms apart through the event loop, waits for the board to be painted finely again and prints:

- fine_ms: from the last wheel step to the end of the first finely painted frame;
- stall_ms: the longest time the main thread did not come back to the event loop (measured by
  a 1 ms heartbeat timer) from the first wheel step to the fine frame;
- draft_ms: the longest paint of the viewport while zooming;
- fine_cpu_ms: the main thread's CPU time from the last wheel step to the end of that fine frame (a loaded
  machine inflates it less than fine_ms: the thread's waits for a core are not in it).

Each figure is the median over --runs sequences (zooming in on Europe, then out again). Then,
zoomed in 3x, a drag of 30 px a frame (16 ms) for 1.5 s, there and back:

- pan_ms: the longest time the main thread did not come back to the event loop while dragging;
- pan_frame_cpu_ms: the median of the main thread's CPU time per dragged frame (pan and repaint).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/bench_zoom.py [--runs 5] [--size 1475x948] [--risk-marks]

`--risk-marks` adds Risk's own marks (ui/rulesets/risk/markers.py: the continents' dashed outlines and
slips) to the sample board.

Last line: fine_ms=<median> stall_ms=<median> draft_ms=<median> pan_ms=<median> fine_cpu_ms=<median>
pan_frame_cpu_ms=<median>

Figures (session 32, issue 28 item 1's budgets; `--risk-marks --runs 3`, medians of 3 runs, main at 976fc1f ->
this branch, interleaved; load average 9-16 on 2 cores, so the wall times (fine_ms, pan_ms) are mostly
waiting for a core, and pan_ms before is not a figure at all: the heartbeat timer starves while every dragged
frame strokes the outlines again):

    size       fine_ms    fine_cpu_ms   draft_ms   pan_frame_cpu_ms
    1475x948   486 -> 562  121 -> 150    73 -> 78   26.5 -> 4.2
    1920x1080  393 -> 475  148 -> 191    58 -> 62   31.6 -> 5.2

Making Risk's outline images at the new zoom costs the fine frame ~30-40 ms of CPU (the 150 ms bar is met
on CPU time at 1475x948 only just, missed at 1920x1080); a dragged frame no longer strokes the outlines.

Figures (session 33, issue 28 item 1; `--risk-marks --runs 3`, medians of 3 runs, main at 01c92fe -> this
branch, interleaved; load average 6.9-9.1 on 2 cores all along (uptime beside each run), so even the CPU times
swing by a third between runs of one tree: before 184-281, after 125-180 at 1475x948):

    size       fine_cpu_ms   fine_ms      draft_ms    pan_frame_cpu_ms
    1475x948   216 -> 158    922 -> 654   106 -> 98   6.2 -> 6.8
    1920x1080  290 -> 248    901 -> 1013  133 -> 139  8.7 -> 6.4

What changed: Risk's outline images stroke each piece of an outline on its own, opaque, laid on at the pen's
alpha (Qt's antialiased fill walks a path's whole outline once per band of scanlines: the visible outlines'
images at 3 and 6 steps in from fit cost 27 and 15 ms of CPU instead of 91 and 57, measured one after the
other), a draft frame draws the outlines without antialiasing, and the view looks the markers over once per
zoom ahead of the fine frame instead of at every turn (20-40 ms less, Conquest's board too). What is left of
that frame (instrumented, 1475x948): the board's tiles ~55-70 ms, the veil's image ~17 ms (its open areas' fill
~7-10 ms), Risk's outline images 15-27 ms, the paints ~25 ms. The bar (150 ms) is missed under this load at
both sizes; on a quiet machine, scaling main's 184 ms at 1475x948 by the ratio (0.73), ~135 would be expected:
not measured here. Same runs, other tools: bench_render --risk-marks board frame
CPU 8.5 -> 6.6 ms (1475x948), 9.7 -> 7.3 ms (1920x1080), its zoom step's first frame CPU 281 -> 181 and
254 -> 254 ms; bench_ui_latency --ruleset risk --level hard --speed instant --seconds 12 max_busy_ms
35.1 -> 28.8 (runs 51.9/22.7/35.1 -> 28.8/31.1/22.0).
More runs afterwards at load 4.0-6.8 (fine_cpu_ms; all runs: 1475x948 before 216 281 184 201 255 163, median
208, after 180 158 125 189 195 144, median 169; 1920x1080 before 290 310 229 280, median 285, after 248 251 184
204, median 226); Conquest's board (this branch, no --risk-marks, 1475x948) 119 and 140 in the same runs.

Session 33, after all the stop's merges, on a nearly quiet machine (load 1.6; one cc ladder on the other
core): `--size 1475x948 --risk-marks --runs 3`: fine_cpu_ms 116 (per zoom step 124 135 96 108 98 126: all
under the 150 bar), fine_ms 168, draft_ms 26, pan_frame_cpu_ms 4.5; Conquest's board (no --risk-marks)
fine_cpu_ms 84 (105 106 88 76 81 77), fine_ms 132.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

W, H = 1920, 1080
STEP_MS = 40  # between wheel steps, a quick flick of the wheel


class PaintWatch(QObject):
    """Times every paint of the viewport and notes whether it was a fine (not draft) one."""

    def __init__(self) -> None:
        super().__init__()
        self.paints: list[tuple[float, float, bool, float]] = []  # (end time s, duration ms, fine, thread CPU s)
        self._t = 0.0

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # Qt API
        if event.type() == QEvent.Type.Paint:
            self._t = time.perf_counter()
        return False

    def painted(self, fine: bool) -> None:
        now = time.perf_counter()
        self.paints.append((now, (now - self._t) * 1000, fine, time.thread_time()))


def wheel(view, steps: int, at: QPoint) -> None:
    pos = QPointF(at)
    glob = QPointF(view.viewport().mapToGlobal(at))
    ev = QWheelEvent(pos, glob, QPoint(), QPoint(0, 120 * steps), Qt.MouseButton.NoButton,
                     Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), ev)


def is_fine(view) -> bool:
    """The board is finely painted and nothing is left to render."""
    from conquest_qt.ui.board import board_style as st

    pending = getattr(view, "fine_pending", None)
    return not st.DRAFT[0] and not (pending() if pending else view._fine.isActive())


def run(app: QApplication, view, watch: PaintWatch, steps: list[int], at: QPoint) -> tuple[float, float, float, float]:
    beats: list[float] = []
    heart = QTimer(interval=1, timerType=Qt.TimerType.PreciseTimer)
    heart.timeout.connect(lambda: beats.append(time.perf_counter()))
    watch.paints.clear()
    heart.start()
    clock = QElapsedTimer()
    clock.start()
    start = time.perf_counter()
    last_step, last_cpu = start, time.thread_time()
    for n in steps:
        while clock.elapsed() < STEP_MS:
            app.processEvents()
        clock.restart()
        wheel(view, n, at)
        last_step, last_cpu = time.perf_counter(), time.thread_time()
    deadline = time.perf_counter() + 5.0
    fine_at = fine_cpu = None
    while time.perf_counter() < deadline:
        app.processEvents()
        done = [(t, cpu) for t, _, fine, cpu in watch.paints if fine and t > last_step]
        if done and is_fine(view):
            fine_at, fine_cpu = done[-1]
            break
    heart.stop()
    app.processEvents()
    gaps = [(b - a) * 1000 for a, b in zip([start, *beats], beats, strict=False)]
    draft = [ms for t, ms, fine, _ in watch.paints if t <= last_step + 0.001 or not fine]
    fine_ms = (fine_at - last_step) * 1000 if fine_at else float("nan")
    cpu_ms = (fine_cpu - last_cpu) * 1000 if fine_cpu else float("nan")
    return fine_ms, max(gaps, default=0.0), max(draft, default=0.0), cpu_ms


def pan(app: QApplication, view) -> tuple[float, float]:
    """The longest gap of the event loop while dragging the zoomed-in board about, and the median of
    the main thread's CPU time per dragged frame (ms)."""
    view.fit_board()
    view.zoom_by(3.0, view.mapFromScene(QPointF(1800, 420)))
    settle = time.perf_counter() + 1.0
    while time.perf_counter() < settle:
        app.processEvents()
    beats: list[float] = []
    heart = QTimer(interval=1, timerType=Qt.TimerType.PreciseTimer)
    heart.timeout.connect(lambda: beats.append(time.perf_counter()))
    heart.start()
    clock = QElapsedTimer()
    clock.start()
    cpus: list[float] = []
    for k in range(90):
        while clock.elapsed() < 16:
            app.processEvents()
        clock.restart()
        cpu = time.thread_time()
        view.pan_by_pixels(30 if k < 45 else -30, 6 if k < 45 else -6)
        view.viewport().repaint()
        cpus.append((time.thread_time() - cpu) * 1000)
    heart.stop()
    gap = max(((b - a) * 1000 for a, b in zip(beats, beats[1:], strict=False)), default=0.0)
    return gap, statistics.median(cpus)


def main() -> int:
    ap = argparse.ArgumentParser(description="zoom smoothness benchmark")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--size", default=f"{W}x{H}", help="the board view's size, WxH (the board pane of a window)")
    ap.add_argument("--risk-marks", action="store_true", help="add Risk's marks (continent outlines, slips)")
    args = ap.parse_args()
    width, height = (int(v) for v in args.size.lower().split("x"))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from conquest_qt.ui.board import board_style as st
    from conquest_qt.ui.board.board_scene import BoardScene
    from conquest_qt.ui.board.board_screenshot import SAMPLE_ARROWS, sample_position
    from conquest_qt.ui.board.board_view import BoardView

    scene = BoardScene()
    view = BoardView(scene)
    view.resize(width, height)
    view.show()
    view.fit_board()
    scene.set_position(sample_position())
    scene.set_selected("paris")
    scene.set_highlights(["berlin", "rome", "madrid", "north_atlantic", "mediterranean"])
    scene.show_arrows(SAMPLE_ARROWS)
    if args.risk_marks:
        from conquest_qt.ui.rulesets.risk.markers import RiskMarkers

        marks = RiskMarkers(scene)  # noqa: F841 (kept while the board shows)
    watch = PaintWatch()
    view.viewport().installEventFilter(watch)
    original = view.paintEvent

    def paint_event(event) -> None:
        original(event)
        watch.painted(not st.DRAFT[0])

    view.paintEvent = paint_event  # type: ignore[method-assign]
    for _ in range(20):
        app.processEvents()
    europe = view.mapFromScene(QPointF(1800, 420))
    results = []
    for _ in range(args.runs):
        view.fit_board()
        for _ in range(10):
            app.processEvents()
        time.sleep(0.3)
        app.processEvents()
        results.append(run(app, view, watch, [1, 1, 1, 1, 1, 1], europe))  # zoom in x3
        results.append(run(app, view, watch, [-1, -1, -1], view.viewport().rect().center()))  # out again
    pans = [pan(app, view) for _ in range(3)]
    fine = statistics.median(r[0] for r in results)
    stall = statistics.median(r[1] for r in results)
    draft = statistics.median(r[2] for r in results)
    cpu = statistics.median(r[3] for r in results)
    print("per run fine/stall/draft/fine_cpu ms: " + ", ".join(f"{a:.0f}/{b:.0f}/{c:.0f}/{d:.0f}"
                                                          for a, b, c, d in results))
    print(f"worst: fine {max(r[0] for r in results):.0f} ms, stall {max(r[1] for r in results):.0f} ms")
    print("pan ms per run: " + ", ".join(f"{v:.0f}" for v, _ in pans))
    pan_ms = statistics.median(v for v, _ in pans)
    print(f"fine_ms={fine:.0f} stall_ms={stall:.0f} draft_ms={draft:.0f} pan_ms={pan_ms:.0f} "
          f"fine_cpu_ms={cpu:.0f} pan_frame_cpu_ms={statistics.median(c for _, c in pans):.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
