"""Screenshots of a Risk game (VARIANTS.md V1) in the real window, offscreen, per size and language:

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/risk_screenshots.py [OUT_DIR] [--sizes 1280x720,1920x1080]
        [--langs en,nl,de]

One human against three computer players, every decision answered through the window (board clicks and
page buttons: tests/helpers/scripted.py). Saves per size and language: new_game, claim, capital,
setup_place, place (a few armies placed, the breakdown), attack (a roll's dice and the odds), occupy,
fortify (a move chosen), trade, missions, game_over."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_tmp = tempfile.mkdtemp(prefix="conquest-risk-shots-")
os.environ.setdefault("CONQUEST_DATA_DIR", os.path.join(_tmp, "data"))  # never the user's saves
os.environ.setdefault("CONQUEST_CONFIG_DIR", os.path.join(_tmp, "config"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, QPoint, Qt  # noqa: E402
from PySide6.QtGui import QColor, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402
from ui_screenshots import close, pump  # noqa: E402

from conquest_qt.engine.rulesets.risk.options import Options as RiskOptions  # noqa: E402
from conquest_qt.engine.rulesets.risk.view import armies_of  # noqa: E402
from conquest_qt.ui.dialogs.new_game_dialog import NewGameDialog  # noqa: E402
from conquest_qt.ui.game.game_setup import GameSetup, Seat  # noqa: E402
from conquest_qt.ui.text import i18n  # noqa: E402
from conquest_qt.ui.window.main_window import MainWindow  # noqa: E402
from tests.helpers.scripted import ScriptedHuman  # noqa: E402


def play_until(win: MainWindow, human: ScriptedHuman, cond: Callable[[], bool], timeout: float = 120,
               trade: bool = False) -> bool:
    end = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > end or (win.session is not None and win.session.over and
                                      win.stack.currentWidget() is win.game_over):
            return cond()
        QCoreApplication.processEvents()
        if not human.ready() or cond():
            time.sleep(0.002)
            continue
        human.step()
    return True


def pick_pair(win: MainWindow, kind: str) -> None:
    """The biggest own stack and, of its legal targets, the weakest: two clicks on the board."""
    armies = armies_of(win.session.public())
    acts = [a for a in win.ctrl.legal if a["type"] == kind]
    a = max(acts, key=lambda a: (armies[a["from"]] - armies[a["to"]], a["from"], a["to"]))
    win.scene.areaClicked.emit(a["from"], 1)
    win.scene.areaClicked.emit(a["to"], 1)


def save(widget: QWidget, out: Path, name: str) -> None:
    pump(250)
    win = widget.window()
    if isinstance(win, MainWindow) and win.game_built:
        win.view.tiles.flush_lands()
    widget.grab().save(str(out / name))
    print(out / name)


def over(win: QWidget, dialog: QWidget, out: Path, name: str) -> None:
    """The window dimmed with a dialog over its middle, as a modal dialog shows."""
    pump(250)
    shot = win.grab()
    d = dialog.grab()
    p = QPainter(shot)
    p.fillRect(shot.rect(), QColor(0, 0, 0, 110))
    p.drawPixmap(QPoint((shot.width() - d.width()) // 2, (shot.height() - d.height()) // 2), d)
    p.end()
    shot.save(str(out / name))
    print(out / name)


def shots(out: Path, w: int, h: int) -> None:
    out.mkdir(parents=True, exist_ok=True)
    win = MainWindow()
    win.resize(w, h)
    win.show()
    pump(200)
    dlg = NewGameDialog(win, "risk", "training")
    dlg.show()
    dlg.adjustSize()
    over(win, dlg, out, "new_game.png")
    dlg.close()
    win.set_speed("instant")
    seats = (Seat("red", "Anna", True), Seat("blue", "Computer 1", False, "easy"),
             Seat("green", "Computer 2", False, "easy"), Seat("yellow", "Computer 3", False, "easy"))
    win.start_session(GameSetup(seats, RiskOptions(round_cap=60), 2))  # type: ignore[arg-type]
    win.battle.dice_ms = 0
    human = ScriptedHuman(win, max_attacks=1)  # a slower conquest: the game lasts until trades and fortifies
    kind = lambda: win.ctrl.kind if win.ctrl is not None else None  # noqa: E731
    play_until(win, human, lambda: kind() == "claim" and sum(1 for o in win.session.public()["owners"].values()
                                                               if o not in (None, "neutral")) > 14)
    save(win, out, "claim.png")
    play_until(win, human, lambda: kind() == "place_capital")
    save(win, out, "capital.png")
    play_until(win, human, lambda: kind() == "setup_place")
    for a in win.ctrl.work.areas[:3]:
        for _ in range(3):
            win.scene.areaClicked.emit(a, 1)
    save(win, out, "setup_place.png")
    play_until(win, human, lambda: kind() == "place")
    for a in win.ctrl.work.areas[:2]:
        win.scene.areaClicked.emit(a, 1)
    save(win, out, "place.png")
    play_until(win, human, lambda: kind() == "attack")
    pick_pair(win, "attack")
    page = win.decision.current()
    page.attack.click()
    pump(300)
    if kind() == "attack":
        save(win, out, "attack.png")
    if play_until(win, human, lambda: kind() == "occupy", timeout=120):
        save(win, out, "occupy.png")
    if play_until(win, human, lambda: kind() == "fortify" and any(a["type"] == "fortify" for a in win.ctrl.legal),
                  timeout=120):
        pick_pair(win, "fortify")
        save(win, out, "fortify.png")
    if play_until(win, human, lambda: kind() == "trade", timeout=180):
        page = win.decision.current()
        for i in range(page.list.count()):
            page.list.item(i).setCheckState(Qt.CheckState.Checked)
            if page.trade.isEnabled():
                break
        save(win, out, "trade.png")
    win.show_missions()
    over(win, win._missions, out, "missions.png")
    win._missions.close()
    play_until(win, human, lambda: win.stack.currentWidget() is win.game_over, timeout=600)
    pump(1500)
    save(win, out, "game_over.png")
    if not (out / "trade.png").exists():  # the game was won before a trade: a hand of five, described
        trade_shot(win, out)
    close(win)


def trade_shot(win: MainWindow, out: Path) -> None:
    """The trade page from a described position (VARIANTS.md V1, "Scenario format extensions"): Anna holds
    five cards in round 3, a set of three ticked."""
    from conquest_qt.engine.replay import LoggedGame
    from conquest_qt.engine.rulesets.risk.position import game_from_position

    players = ["red", "blue", "green", "yellow"]
    opts = RiskOptions(round_cap=60)
    state = {"round": 3, "phase": "reinforce", "order": players, "active": "red", "rest": "blue",
             "capitals": {"red": "tehran", "blue": "london", "green": "lima", "yellow": "sydney"},
             "owners": {"tehran": "red", "moscow": "red", "bombay": "red", "lima": "green", "sydney": "yellow"},
             "units": {"tehran": {"red": {"land": 6}}, "moscow": {"red": {"land": 3}}},
             "hands": {"red": ["tehran", "moscow", "bombay", "london", "paris"]}}
    game = game_from_position(players, state, opts, seed=2)
    seats = (Seat("red", "Anna", True), Seat("blue", "Computer 1", False, "easy"),
             Seat("green", "Computer 2", False, "easy"), Seat("yellow", "Computer 3", False, "easy"))
    win.start_session(GameSetup(seats, opts, 2), LoggedGame(players, opts, 2, game, []))  # type: ignore[arg-type]
    pump(300)
    if win.ctrl is None or win.ctrl.kind != "trade":
        print("no trade page from the described position")
        return
    page = win.decision.current()
    for i in range(page.list.count()):
        page.list.item(i).setCheckState(Qt.CheckState.Checked)
        if page.trade.isEnabled():
            break
    save(win, out, "trade.png")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("out", nargs="?", default="/tmp/risk-shots")
    ap.add_argument("--sizes", default="1280x720,1920x1080")
    ap.add_argument("--langs", default="en,nl,de")
    args = ap.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Conquest")
    for lang in args.langs.split(","):
        i18n.install_language(app, lang)
        for size in args.sizes.split(","):
            w, h = (int(v) for v in size.split("x"))
            shots(Path(args.out) / f"{lang}_{w}x{h}", w, h)
    return 0


if __name__ == "__main__":
    sys.exit(main())
