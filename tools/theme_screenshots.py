#!/usr/bin/env python3
"""Screenshots of the paper-themed full-window screens in every language and size.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/theme_screenshots.py [--out screenshots/theme]

Plays one short hot-seat game (Anna and Ben against two AIs) to a hand-over with a summary and on to
the end, then shows the start screen, that hand-over and the game-over screen in en/nl/de at
1024x768, 1280x720 and 1920x1080: start_<lang>_<size>.png, handover_<lang>_<size>.png,
game_over_<lang>_<size>.png (plus start_dark_*.png and handover_dark_*.png under a dark palette).
Look at them for clipped text and for anything that does not look like the board.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_tmp = tempfile.mkdtemp(prefix="conquest-theme-")
os.environ.setdefault("CONQUEST_DATA_DIR", os.path.join(_tmp, "data"))  # never the user's saves
os.environ.setdefault("CONQUEST_CONFIG_DIR", os.path.join(_tmp, "config"))
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication, QThreadPool  # noqa: E402
from PySide6.QtGui import QColor, QPalette  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from conquest_qt.engine.rulesets.conquest.options import Options  # noqa: E402
from conquest_qt.ui.game.game_setup import GameSetup, Seat  # noqa: E402
from conquest_qt.ui.text import i18n  # noqa: E402
from conquest_qt.ui.window.main_window import MainWindow  # noqa: E402
from tests.helpers.scripted import ScriptedHuman  # noqa: E402

SIZES: tuple[tuple[int, int], ...] = ((1024, 768), (1280, 720), (1920, 1080))
RECENT = [
    ("Autosave: round 7, movement (Anna) — Anna 14, Ben 11, Computer 9, Computer 2 8", "/tmp/a.json"),
    ("family-evening.json — round 12, production (Ben) — Anna 17, Ben 19, Computer 6", "/tmp/b.json"),
    ("Autosave: round 2, claim (Anna)", "/tmp/c.json"),
] + [(f"game-{i}.json — round {i}, movement (Ben)", f"/tmp/g{i}.json") for i in range(7)]  # the most there are


def pump(ms: int = 50) -> None:
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QCoreApplication.processEvents()


def drive(win: MainWindow, human: ScriptedHuman, until: Callable[[], bool], timeout: float = 300.0) -> bool:
    end = time.monotonic() + timeout
    while not until():
        if time.monotonic() > end:
            return False
        QCoreApplication.processEvents()
        if human.ready() and not until():
            human.step()
        else:
            time.sleep(0.001)
    return True


def dark_palette() -> QPalette:
    pal = QPalette()
    for role, colour in ((QPalette.ColorRole.Window, "#202124"), (QPalette.ColorRole.WindowText, "#e8eaed"),
                         (QPalette.ColorRole.Base, "#121212"), (QPalette.ColorRole.Text, "#e8eaed"),
                         (QPalette.ColorRole.Button, "#303134"), (QPalette.ColorRole.ButtonText, "#e8eaed")):
        pal.setColor(role, QColor(colour))
    return pal


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=ROOT / "screenshots" / "theme")
    ap.add_argument("--lang", nargs="*", default=list(i18n.LANGUAGES))
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Conquest")

    win = MainWindow(spectator=True)
    win.set_speed("instant")
    win.resize(1920, 1080)
    win.show()
    seats = (Seat("red", "Anna", True), Seat("blue", "Ben", True), Seat("green", "Computer", False, "normal"),
             Seat("yellow", "Computer 2", False, "normal"))
    win.start_session(GameSetup(seats, Options(target_areas=12, round_cap=60), 3))
    win.battle.dice_ms = 0
    human = ScriptedHuman(win, max_moves=3, attack=True)
    handover = None
    drive(win, human, lambda: win.session.public()["round"] >= 2 and win.session.public()["phase"] == "production"
          and win.stack.currentWidget() is win.handover)
    handover = win.handover._shown
    drive(win, human, lambda: win.stack.currentWidget() is win.game_over, timeout=900)
    session, winner = win.game_over._shown  # type: ignore[misc]
    board = win.game_over.board_image.picture

    def shot(name: str) -> None:
        pump(120)
        path = args.out / name
        win.grab().save(str(path))
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)

    for lang in args.lang:
        i18n.install_language(app, lang)
        pump(50)
        for w, h in SIZES:
            tag = f"{lang}_{w}x{h}"
            win.resize(w, h)
            win.start_screen.set_recent(RECENT)
            win.start_screen.set_continue(True)
            win.stack.setCurrentWidget(win.start_screen)
            pump(150)  # the world picture is drawn after the first paint
            shot(f"start_{tag}.png")
            if handover is not None:
                win.handover.prepare(*handover)
                win.stack.setCurrentWidget(win.handover)
                shot(f"handover_{tag}.png")
            win.game_over.set_board(board)
            win.game_over.show_result(session, winner)
            win.stack.setCurrentWidget(win.game_over)
            shot(f"game_over_{tag}.png")
    # a dark desktop must not make ink white
    app.setPalette(dark_palette())
    win.resize(1280, 720)
    win.start_screen.set_recent([])
    win.start_screen.set_continue(False)
    win.stack.setCurrentWidget(win.start_screen)
    shot("start_dark_1280x720.png")
    if handover is not None:
        win.handover.prepare(*handover)
        win.stack.setCurrentWidget(win.handover)
        shot("handover_dark_1280x720.png")
    win.stack.setCurrentWidget(win.game_over)
    shot("game_over_dark_1280x720.png")
    win.end_session()
    if win.saves is not None:
        win.saves.clear_game()
    win.close()
    QThreadPool.globalInstance().waitForDone(10000)
    return 0


if __name__ == "__main__":
    sys.exit(main())
