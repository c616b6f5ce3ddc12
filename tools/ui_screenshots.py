"""Screenshots of the game window's main states at 1920x1080, offscreen (issue 4 evidence).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/ui_screenshots.py [OUT_DIR]

Drives the real window with a scripted human (tests.helpers.scripted) against AIs and saves:
new_game.png, claim.png, production.png, movement.png, battle.png, handover.png, game_over.png.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_tmp = tempfile.mkdtemp(prefix="conquest-shots-")
os.environ.setdefault("CONQUEST_DATA_DIR", os.path.join(_tmp, "data"))  # never the user's saves
os.environ.setdefault("CONQUEST_CONFIG_DIR", os.path.join(_tmp, "config"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, QPoint, QThreadPool  # noqa: E402
from PySide6.QtGui import QColor, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from conquest_qt.engine.rulesets.conquest.options import Options  # noqa: E402
from conquest_qt.ui.dialogs.new_game_dialog import NewGameDialog  # noqa: E402
from conquest_qt.ui.game.game_setup import GameSetup, Seat  # noqa: E402
from conquest_qt.ui.window.main_window import MainWindow  # noqa: E402
from tests.helpers.scripted import ScriptedHuman  # noqa: E402

W, H = 1920, 1080


def pump(ms: int = 50) -> None:
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.005)


def play_until(win: MainWindow, human: ScriptedHuman, cond: Callable[[], bool], timeout: float = 120,
               must: bool = True) -> bool:
    end = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > end:
            if must:
                raise SystemExit("screenshot state not reached in time")
            return False
        QCoreApplication.processEvents()
        if human.ready() and not cond():
            human.step()
        else:
            time.sleep(0.002)
    return True


def save(win: MainWindow, out: Path, name: str) -> None:
    pump(250)
    win.view.tiles.flush_lands()
    win.grab().save(str(out / name))
    print(out / name)


def window(seats: tuple[Seat, ...], target: int, seed: int) -> MainWindow:
    win = MainWindow()
    win.resize(W, H)
    win.show()
    win.set_speed("instant")
    win.start_session(GameSetup(seats, Options(target_areas=target, round_cap=60), seed))
    win.battle.dice_ms = 0
    return win


def close(win: MainWindow) -> None:
    """End a screenshot window's game (its autosave too), close and delete it once its threads are done."""
    win.end_session()
    if win.saves is not None:
        win.saves.clear_game()
    win.close()
    win.deleteLater()
    QThreadPool.globalInstance().waitForDone(10000)
    QCoreApplication.processEvents()


def main(out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Conquest")

    # 1. New-game dialog over the start screen
    start = MainWindow()
    start.resize(W, H)
    start.show()
    pump(200)
    dlg = NewGameDialog(start)
    dlg.show()
    dlg.adjustSize()
    pump(200)
    shot = start.grab()
    d = dlg.grab()
    p = QPainter(shot)
    p.fillRect(shot.rect(), QColor(0, 0, 0, 110))  # the modal dialog dims the window behind it
    p.drawPixmap(QPoint((W - d.width()) // 2, (H - d.height()) // 2), d)
    p.end()
    shot.save(str(out / "new_game.png"))
    print(out / "new_game.png")
    dlg.close()
    start.close()

    seats = (Seat("red", "Anna", True), Seat("blue", "Computer 1", False, "normal"),
             Seat("green", "Computer 2", False, "normal"), Seat("yellow", "Computer 3", False, "normal"))
    win = window(seats, 20, 7)
    human = ScriptedHuman(win)
    ctrl = lambda: win.ctrl  # noqa: E731
    # 2. claim, a few areas in
    play_until(win, human, lambda: ctrl() is not None and ctrl().kind == "claim"
               and sum(1 for o in win.session.public()["owners"].values() if o) > 12)
    save(win, out, "claim.png")
    # 3. production with a few units placed
    play_until(win, human, lambda: ctrl() is not None and ctrl().kind == "build")
    plan = ctrl().work.plan
    for area in plan.areas[:3]:
        win.scene.areaClicked.emit(area, 1)
        win.scene.areaClicked.emit(area, 1)
    win.choose_kind("air")
    win.scene.areaClicked.emit(plan.areas[3], 1)
    save(win, out, "production.png")
    # 4. movement: an area selected, destinations highlighted
    human.max_moves = 1
    play_until(win, human, lambda: ctrl() is not None and ctrl().kind == "movement")
    origin = next(a["from"] for a in ctrl().legal if a["type"] == "move" and a["kind"] == "land")
    win.scene.areaClicked.emit(origin, 1)
    save(win, out, "movement.png")
    ctrl().deselect()
    # 5. a battle with dice on the table (best: an explosion and the other side's roll above it)
    human_turn = lambda: ctrl() is not None and ctrl().kind is not None  # noqa: E731
    if not play_until(win, human, lambda: win.battle.isVisible() and len(win.battle.roll_texts()) >= 2
                      and human_turn(), timeout=90, must=False):
        play_until(win, human, lambda: win.battle.isVisible() and win.battle.roll_texts() != [] and human_turn(),
                   timeout=300)
    save(win, out, "battle.png")
    close(win)

    # 6. hot-seat hand-over
    seats2 = (Seat("red", "Anna", True), Seat("blue", "Ben", True), Seat("green", "Computer", False, "normal"),
              Seat("yellow", "Computer 2", False, "normal"))
    win = window(seats2, 20, 3)
    human = ScriptedHuman(win)
    play_until(win, human, lambda: win.session.public()["phase"] == "production"
               and win.stack.currentWidget() is win.handover, timeout=300)
    save(win, out, "handover.png")
    close(win)

    # 7. game over (short game: 10 areas win)
    win = window((Seat("red", "Anna", True),) + seats[1:], 10, 5)
    human = ScriptedHuman(win)
    play_until(win, human, lambda: win.stack.currentWidget() is win.game_over, timeout=600)
    save(win, out, "game_over.png")
    close(win)
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/work/main/screenshots/ui")))
