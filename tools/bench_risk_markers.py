"""Time Risk's board marks (ui/board/risk_markers.py): building them at a game's start and showing a view.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/bench_risk_markers.py [RUNS]

Prints medians (build in ms, show in µs)."""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication

from conquest_qt.ui.board.board_scene import BoardScene
from conquest_qt.ui.rulesets.risk.markers import RiskMarkers


def main(runs: int = 7) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841 (kept alive)
    scene = BoardScene()
    public = {"cities": ["london", "moscow", "lima"], "capitals": {"red": "lima", "blue": "tokyo"},
              "owners": {"lima": "red"}}
    build, show = [], []
    for _ in range(runs):
        t = time.perf_counter()
        m = RiskMarkers(scene)
        build.append(time.perf_counter() - t)
        t = time.perf_counter()
        for _ in range(100):
            m.show(public)
        show.append((time.perf_counter() - t) / 100)
        m.remove()
    print(f"RiskMarkers build median {statistics.median(build) * 1e3:.1f} ms; "
          f"show median {statistics.median(show) * 1e6:.0f} µs ({runs} runs)")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 7))
