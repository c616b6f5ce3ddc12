#!/usr/bin/env python3
"""Screenshots of the statistics window (issue 16) in every language: its four tabs for a seeded Conquest
game (the statistics chart with the hover readout), the luck tab of a Risk game, the colour-blind
palette, and the game-over screen with its luck tab.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/stats_screenshots.py [--out /tmp/stats-shots]

Per language: stats_<tab>_<lang>.png, risk_<tab>_<lang>.png, stats_cb_<lang>.png, stats_pending_<lang>.png
(the window while it reads a loaded game), game_over_<lang>.png, game_over_luck_pending_<lang>.png (the
Luck tab while the game is read) and game_over_luck_<lang>.png. Look at them for clipped or overlapping
text (German is the longest).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from conquest_qt.engine import rulesets  # noqa: E402
from conquest_qt.sim import play_game  # noqa: E402
from conquest_qt.ui.text import i18n  # noqa: E402

NAMES = {"red": "Anna", "black": "Bernd", "blue": "Computer (normal)", "green": "Grete", "yellow": "Yusuf",
         "white": "Wolfgang"}
TABS = ("stats", "luck", "dice", "win")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="/tmp/stats-shots")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    from conquest_qt.ui.dialogs.statistics_dialog import StatisticsDialog
    from conquest_qt.ui.game.game_analysis import analyse_logged
    from conquest_qt.ui.game.game_setup import GameSetup, Seat
    from conquest_qt.ui.window.main_window import MainWindow

    conquest = play_game(["normal"] * 5, 3, keep=True).logged
    risk_options = rulesets.get("risk").options.from_dict({"ruleset": "risk", "risk_version": "command"})
    risk = play_game(["normal"] * 4, 20, risk_options, keep=True).logged  # 18 rounds
    assert conquest is not None and risk is not None
    for lang in ("en", "nl", "de"):
        i18n.install_language(app, lang)
        QCoreApplication.processEvents()
        for name, lg, cb in (("stats", conquest, False), ("risk", risk, False), ("stats_cb", conquest, True)):
            d = StatisticsDialog()
            d.show_game(analyse_logged(lg), NAMES, colour_blind=cb)
            d.show()
            for tab in TABS if not cb else ("stats",):
                d.show_tab(tab)
                QCoreApplication.processEvents()
                if tab == "stats":
                    d.stats.chart.hover = len(d.stats.chart.xs) * 2 // 3
                d.grab().save(str(out / (f"{name}_{lang}.png" if cb else f"{name}_{tab}_{lang}.png")))
            if name == "stats":
                d.show_pending()
                QCoreApplication.processEvents()
                d.grab().save(str(out / f"stats_pending_{lang}.png"))
            d.close()
            d.deleteLater()
        win = MainWindow()
        win.resize(1280, 800)
        win.set_speed("instant")
        seats = tuple(Seat(c, NAMES[c], False, "normal") for c in conquest.players)
        win.start_session(GameSetup(seats, conquest.options, conquest.seed), conquest)
        win.show()
        win.stack.setCurrentWidget(win.game_over)
        win.game_over.show_result(win.session, conquest.game.s.winner)
        win.game_over.chart_tabs.setCurrentIndex(1)
        if win.game_over.luck.analysis is None:  # read in slices (game/live_analysis.py)
            win.grab().save(str(out / f"game_over_luck_pending_{lang}.png"))
        while win.game_over.luck.analysis is None:
            QCoreApplication.processEvents()
        win.game_over.chart_tabs.setCurrentIndex(0)
        QCoreApplication.processEvents()
        win.grab().save(str(out / f"game_over_{lang}.png"))
        win.game_over.chart_tabs.setCurrentIndex(1)
        QCoreApplication.processEvents()
        win.grab().save(str(out / f"game_over_luck_{lang}.png"))
        win.end_session()
        win.close()
        win.deleteLater()
        QCoreApplication.processEvents()
    print(f"screenshots in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
