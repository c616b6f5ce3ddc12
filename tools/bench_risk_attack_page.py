#!/usr/bin/env python3
"""How long Risk's attack page takes to show a chosen attack with its odds (panels/risk_attack_pages.py):
the refresh after a roll (odds tables cached) and after a new "stop at N" (one new table).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/bench_risk_attack_page.py [--runs 200]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from PySide6.QtWidgets import QApplication  # noqa: E402
from risk_battle_screenshots import position, start  # noqa: E402

from conquest_qt.ai.risk import odds as risk_odds  # noqa: E402
from conquest_qt.ui.window.main_window import MainWindow  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=200)
    args = ap.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841
    win = MainWindow(spectator=True)
    win.set_speed("instant")
    win.resize(1280, 720)
    start(win, position("attack", 40, 12), "")
    win.scene.areaClicked.emit("tehran", 1)
    win.scene.areaClicked.emit("bombay", 1)
    page = win.decision.current()
    cached, fresh = [], []
    for i in range(args.runs):
        t = time.perf_counter()
        page.refresh()
        cached.append(time.perf_counter() - t)
        risk_odds.clear_cache()
        t = time.perf_counter()
        page.stop_at.setValue(2 + i % 30)  # a stop level whose table is not built yet
        fresh.append(time.perf_counter() - t)
    assert "Until won" in page.odds.text(), page.odds.text()  # the odds were shown
    print(f"attack page refresh (tables cached): median {statistics.median(cached) * 1000:.2f} ms")
    print(f"new stop level (one odds table built): median {statistics.median(fresh) * 1000:.2f} ms")
    win.end_session()
    return 0


if __name__ == "__main__":
    sys.exit(main())
