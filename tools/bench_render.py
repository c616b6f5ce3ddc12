"""Benchmark: repaint of the full board at 1920x1080, offscreen.

Renders the styled board (sample position with all six colours, units, subs, a selection,
highlights and arrows) and a bare QGraphicsView holding the same polygons as plain path items,
each repeatedly through the viewport's own paint path (QWidget.grab), and prints the medians.
The styled board caches its static layers, so after the first frame a repaint is mostly blits;
the cold first frame and a zoom step (which re-renders the background) are printed too.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/bench_render.py [--frames 30] [--size 1475x948] [--risk-marks]

`--risk-marks` adds Risk's own marks (ui/rulesets/risk/markers.py: the continents' dashed outlines, slips).

Last line: board_ms=<median> plain_ms=<median> ratio=<board/plain>

Figures (session 32, issue 28 items 1 and 10; medians of 3 runs, main at 976fc1f -> this branch, interleaved;
load average 9-16 on 2 cores: the CPU times are the figures to compare):

    size, marks              board frame CPU ms   board_ms (wall)   zoom step first frame CPU ms
    1475x948                    3.6 -> 3.8          10.8 -> 12.0          105 -> 112
    1475x948 --risk-marks      54.1 -> 4.8         153.1 -> 21.1          151 -> 165
    1920x1080                   4.6 -> 5.0          12.1 -> 14.8          121 -> 123
    1920x1080 --risk-marks     62.5 -> 6.0         117.3 -> 19.3          189 -> 197
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

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPolygonF
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

W, H = 1920, 1080


def frames(view: QGraphicsView, n: int, cpu: list[float] | None = None) -> list[float]:
    """Wall times of n whole repaints (ms); their main-thread CPU times go to `cpu`."""
    out = []
    for _ in range(n):
        view.viewport().update()
        t, c = time.perf_counter(), time.thread_time()
        view.viewport().grab()
        out.append((time.perf_counter() - t) * 1000)
        if cpu is not None:
            cpu.append((time.thread_time() - c) * 1000)
    return out


def plain_view(width: int = W, height: int = H):
    from conquest_qt.board.geometry import default_geometry

    geo = default_geometry()
    scene = QGraphicsScene()
    for shape in geo.areas.values():
        path = QPainterPath()
        for poly in shape.polygons:
            for ring in poly:
                path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
                path.closeSubpath()
        scene.addPath(path)
    view = QGraphicsView(scene)
    view.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    view.resize(width, height)
    view.show()
    view.fitInView(QRectF(0, 0, geo.width, geo.height), Qt.AspectRatioMode.KeepAspectRatio)
    return scene, view


def main() -> int:
    ap = argparse.ArgumentParser(description="board repaint benchmark")
    ap.add_argument("--frames", type=int, default=30)
    ap.add_argument("--size", default=f"{W}x{H}", help="the board view's size, WxH (the board pane of a window)")
    ap.add_argument("--risk-marks", action="store_true", help="add Risk's marks (continent outlines, slips)")
    args = ap.parse_args()
    width, height = (int(v) for v in args.size.lower().split("x"))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from conquest_qt.ui.board.board_screenshot import SAMPLE_ARROWS, make_board, sample_position
    from conquest_qt.ui.rulesets.risk.markers import RiskMarkers

    t = time.perf_counter()
    scene, view = make_board(width, height)
    scene.set_position(sample_position())
    scene.set_selected("paris")
    scene.set_highlights(["berlin", "rome", "madrid", "north_atlantic", "mediterranean"])
    scene.show_arrows(SAMPLE_ARROWS)
    marks = RiskMarkers(scene) if args.risk_marks else None  # noqa: F841 (kept while the board shows)
    app.processEvents()
    build_ms = (time.perf_counter() - t) * 1000
    cold = frames(view, 1)[0]
    board_cpu: list[float] = []
    board = frames(view, args.frames, board_cpu)
    view.zoom_by(1.2)
    zoom_cpu: list[float] = []
    zoom_step = frames(view, 1, zoom_cpu)[0]
    view.fit_board()
    frames(view, 1)
    pscene, pview = plain_view(width, height)
    frames(pview, 2)
    plain = frames(pview, args.frames)
    b, p = statistics.median(board), statistics.median(plain)
    print(f"scene build {build_ms:.0f} ms, first frame {cold:.0f} ms, first frame after a zoom step "
          f"{zoom_step:.0f} ms, board frames min/median/max {min(board):.1f}/{b:.1f}/{max(board):.1f} ms")
    print(f"main-thread CPU: first frame after a zoom step {zoom_cpu[0]:.0f} ms, board frames median "
          f"{statistics.median(board_cpu):.1f} ms")
    print(f"board_ms={b:.2f} plain_ms={p:.2f} ratio={b / p:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
