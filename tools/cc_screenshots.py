"""Screenshots of a Comanda & Conquista turn (VARIANTS.md V3; issue 26) in the real window, offscreen, per size
and language:

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/cc_screenshots.py [OUT_DIR] [--sizes 1280x720,1920x1080]
        [--langs en,nl,de]

Red (a human) against two computer players, from a described position in round 2 (VARIANTS.md "Scenario
format extensions", V3 positions). Saves per size and language: turn (the turn page, nothing selected),
move (Paris selected, its reachable nations lit), attack (the composer on Berlin with the exact preview),
retreat (Black, a hot-seat human, places his retreating divisions)."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_tmp = tempfile.mkdtemp(prefix="conquest-cc-shots-")
os.environ.setdefault("CONQUEST_DATA_DIR", os.path.join(_tmp, "data"))  # never the user's saves
os.environ.setdefault("CONQUEST_CONFIG_DIR", os.path.join(_tmp, "config"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication  # noqa: E402
from risk_screenshots import save  # noqa: E402
from ui_screenshots import close, pump  # noqa: E402

from conquest_qt.engine import rulesets  # noqa: E402
from conquest_qt.engine.replay import LoggedGame  # noqa: E402
from conquest_qt.engine.rulesets.cc.position import game_from_position  # noqa: E402
from conquest_qt.ui.game.game_setup import GameSetup, Seat  # noqa: E402
from conquest_qt.ui.text import i18n  # noqa: E402
from conquest_qt.ui.window.main_window import MainWindow  # noqa: E402

OPTIONS = rulesets.get("cc").options.from_dict({"ruleset": "cc", "round_cap": 30})
PLAYERS = ["red", "black", "green"]
STATE = {
    "round": 2, "phase": "turn", "order": PLAYERS, "active": "red",
    "owners": {"paris": "red", "madrid": "red", "london": "red", "berlin": "black", "moscow": "black",
               "stockholm": "black", "tokyo": "black", "cairo": "green"},
    "homes": {"red": "paris", "black": "tokyo", "green": "cairo"},
    "units": {"paris": {"red": {"inf": 3, "mech": 1, "arm": 1, "air": 1}}, "madrid": {"red": {"inf": 2}},
              "berlin": {"black": {"inf": 4, "mech_aa": 1}}, "tokyo": {"black": {"arm": 2}},
              "cairo": {"green": {"inf": 2, "mech": 1}}},
    "defences": {"berlin": ["land"]}, "converted": ["madrid"],
    "credits": {"red": 12, "black": 6, "green": 8}, "special_tokens": {"red": 2},
}


def start(win: MainWindow, black_human: bool) -> None:
    game = game_from_position(PLAYERS, STATE, OPTIONS, seed=3)
    seats = (Seat("red", "Anna", True), Seat("black", "Bruno" if black_human else "Computer 1", black_human,
                                               None if black_human else "random"),
             Seat("green", "Computer 2", False, "random"))
    win.start_session(GameSetup(seats, OPTIONS, 3), LoggedGame(PLAYERS, OPTIONS, 3, game, []))
    pump(400)
    if win.stack.currentWidget() is win.handover:
        win.handover.button.click()
        pump(300)


def shots(out: Path, w: int, h: int) -> None:
    out.mkdir(parents=True, exist_ok=True)
    win = MainWindow()
    win.resize(w, h)
    win.show()
    win.handover.guard_ms = 0  # the hand-over's Continue at once
    pump(200)
    start(win, black_human=False)
    save(win, out, "turn.png")
    win.scene.areaClicked.emit("paris", 1)
    pump(200)
    save(win, out, "move.png")
    win.ctrl.deselect()
    win.scene.areaClicked.emit("berlin", 1)
    pump(200)
    save(win, out, "attack.png")
    win.end_session()
    start(win, black_human=True)
    win.scene.areaClicked.emit("berlin", 1)
    pump(100)
    win.decision.current().attack_btn.click()
    pump(400)
    if win.stack.currentWidget() is win.handover:
        win.handover.button.click()
        pump(300)
    if win.ctrl is not None and win.ctrl.kind == "retreat":
        save(win, out, "retreat.png")
    else:
        print("no retreat asked")
    close(win)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("out", nargs="?", default="/tmp/ccturn")
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
