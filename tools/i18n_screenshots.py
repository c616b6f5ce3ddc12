#!/usr/bin/env python3
"""Screenshots of the main window mid-game and of the battle panel in every language and size.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/i18n_screenshots.py [--out screenshots/i18n]

The same seeded game (a scripted human, red, against three AIs) is played in each language, so the
pictures differ in their words only. Per language and size it saves
  main_<lang>_<w>x<h>.png    the whole window during the human's movement step (round 2 or later)
  battle_<lang>_<w>x<h>.png  the whole window while the human fights a battle (battle panel shown)
  battle_panel_<lang>_<w>x<h>.png  the side panel's battle box alone
Look at them for clipped or overlapping text (German is the longest).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication, QThreadPool  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from conquest_qt.engine.rulesets.conquest.options import Options  # noqa: E402
from conquest_qt.ui.game.game_setup import GameSetup, Seat  # noqa: E402
from conquest_qt.ui.text import i18n  # noqa: E402
from conquest_qt.ui.window.main_window import MainWindow  # noqa: E402
from tests.helpers.scripted import ScriptedHuman  # noqa: E402

SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1920, 1080))
SEED = 11


def setup() -> GameSetup:
    seats = (Seat("red", "Anna", True), Seat("blue", "Computer 1", False, "normal"),
             Seat("green", "Computer 2", False, "normal"), Seat("yellow", "Computer 3", False, "normal"))
    return GameSetup(seats, Options(target_areas=20, round_cap=60), SEED)


def drive(win: MainWindow, human: ScriptedHuman, until: Callable[[], bool], timeout: float = 180.0) -> bool:
    end = time.monotonic() + timeout
    while not until():
        if time.monotonic() > end or win.session is None or win.session.over:
            return False
        QCoreApplication.processEvents()
        if human.ready():
            if until():
                break
            human.step()
        else:
            time.sleep(0.001)
    return True


def settle(win: MainWindow) -> None:
    for _ in range(20):
        QCoreApplication.processEvents()
    for panel in (win.log, win):  # batched log lines and panel refreshes, when the UI batches them
        for name in ("flush", "_refresh_now"):
            fn = getattr(panel, name, None)
            if callable(fn):
                fn()
    win.view.tiles.flush_lands()  # owner colours still waiting to be drawn
    QCoreApplication.processEvents()
    win.battle.settle()
    QCoreApplication.processEvents()


def shoot(app: QApplication, lang: str, size: tuple[int, int], out: Path) -> list[Path]:
    i18n.install_language(app, lang)
    win = MainWindow(spectator=True)
    win.set_speed("instant")
    win.resize(*size)
    win.show()
    win.start_session(setup())
    human = ScriptedHuman(win, max_moves=3, attack=True)
    tag = f"{lang}_{size[0]}x{size[1]}"
    saved: list[Path] = []

    def round_no() -> int:
        return int(win.session.public()["round"]) if win.session is not None else 0

    mid = drive(win, human, lambda: round_no() >= 2 and win.ctrl is not None and win.ctrl.kind == "movement")
    if mid:
        settle(win)
        path = out / f"main_{tag}.png"
        win.grab().save(str(path))
        saved.append(path)
    fight = drive(win, human, lambda: win.ctrl is not None and win.ctrl.kind in ("battle_roll", "hits")
                  and win.battle.isVisible() and win.battle.roll_texts() != [])
    if fight:
        settle(win)
        path = out / f"battle_{tag}.png"
        win.grab().save(str(path))
        panel = out / f"battle_panel_{tag}.png"
        win.battle.grab().save(str(panel))
        saved += [path, panel]
    actual = win.size()
    print(f"{tag}: window {actual.width()}x{actual.height()}, mid-game {'ok' if mid else 'not reached'}, "
          f"battle {'ok' if fight else 'not reached'}")
    win.end_session()
    win.close()
    win.deleteLater()
    QThreadPool.globalInstance().waitForDone(10000)
    QCoreApplication.processEvents()
    return saved


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=ROOT / "screenshots" / "i18n")
    ap.add_argument("--lang", nargs="*", default=list(i18n.LANGUAGES))
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    for lang in args.lang:
        for size in SIZES:
            for path in shoot(app, lang, size, args.out):  # type: ignore[arg-type]
                print(f"  {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
