"""Screenshots of the board at a glance (issue 18): the game window in the movement step, an area
selected and its destinations shown, at several window sizes, plus a close-up of Europe.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/board_glance_shots.py OUT_DIR [WxH ...]

With QT_SCALE_FACTOR=2 the pictures are taken at device pixel ratio 2 (a 1280x720 window gives a
2560x1440 picture). Files: board_<W>x<H>[@2x].png and europe_<W>x<H>[@2x].png.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from ui_screenshots import close, play_until, pump, window

from conquest_qt.ui.game.game_setup import Seat
from tests.helpers.scripted import ScriptedHuman

EUROPE = QRectF(1600, 250, 500, 330)  # board units: Britain to the Caspian


def main(out: Path, sizes: list[tuple[int, int]]) -> int:
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Conquest")
    ratio = app.devicePixelRatio()
    tag = "@2x" if ratio > 1.5 else ""
    seats = (Seat("red", "Anna", True), Seat("blue", "Computer 1", False, "normal"),
             Seat("green", "Computer 2", False, "normal"), Seat("yellow", "Computer 3", False, "normal"),
             Seat("black", "Computer 4", False, "normal"), Seat("white", "Computer 5", False, "normal"))
    win = window(seats, 30, 7)
    human = ScriptedHuman(win)
    human.max_moves = 1
    ctrl = lambda: win.ctrl  # noqa: E731
    play_until(win, human, lambda: ctrl() is not None and ctrl().kind == "movement", timeout=300)
    origin = next(a["from"] for a in ctrl().legal if a["type"] == "move" and a["kind"] == "land")
    win.scene.areaClicked.emit(origin, 1)
    for w, h in sizes:
        win.resize(w, h)
        pump(300)
        win.view.fit_board()
        for name in ("board", "europe"):
            if name == "europe":
                win.view.zoom_on(EUROPE)
            pump(400)
            win.view.tiles.flush_lands()
            path = out / f"{name}_{w}x{h}{tag}.png"
            win.grab().save(str(path))
            print(path)
        win.view.fit_board()
    close(win)
    return 0


if __name__ == "__main__":
    args = sys.argv[1:]
    sizes = [tuple(int(v) for v in a.split("x")) for a in args[1:]] or [(1280, 720), (1920, 1080)]
    sys.exit(main(Path(args[0]), sizes))  # type: ignore[arg-type]
