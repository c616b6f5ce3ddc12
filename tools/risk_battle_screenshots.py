#!/usr/bin/env python3
"""Screenshots of Risk's attack (dice and odds), occupation and fortify pages in every language and size.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/risk_battle_screenshots.py [--out screenshots/risk_battle]

Each picture starts from the same described position (VARIANTS.md V1) with scripted dice, so the
pictures differ in their words only. Per language and size it saves
  risk_attack_<lang>_<w>x<h>.png   the window after one roll of Tehran against Bombay (dice, odds)
  risk_occupy_<lang>_<w>x<h>.png   the window asking how many armies move into Bombay
  risk_fortify_<lang>_<w>x<h>.png  the window with a fortify from Tehran to Novosibirsk chosen
and the side panel alone as *_panel_*.png. Look at them for clipped or overlapping text.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication, QEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from ui_screenshots import close  # noqa: E402

from conquest_qt.engine import rulesets  # noqa: E402
from conquest_qt.engine.replay import LoggedGame  # noqa: E402
from conquest_qt.engine.rulesets.risk.position import game_from_position, parse_dice  # noqa: E402
from conquest_qt.ui.game.game_setup import GameSetup, Seat  # noqa: E402
from conquest_qt.ui.text import i18n  # noqa: E402
from conquest_qt.ui.window.main_window import MainWindow  # noqa: E402

SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1920, 1080))
OPTIONS = rulesets.get("risk").options.from_dict({"ruleset": "risk", "allow_small": True})
PLAYERS = ["red", "black"]


def position(phase: str, tehran: int, bombay: int) -> dict[str, Any]:
    return {"round": 3, "phase": phase, "order": PLAYERS, "active": "red", "rest": "black",
            "owners": {"tehran": "red", "moscow": "red", "novosibirsk": "red"},
            "capitals": {"red": "tehran", "black": "london"},
            "units": {"tehran": {"red": {"land": tehran}}, "moscow": {"red": {"land": 3}},
                      "bombay": {"black": {"land": bombay}}}}


def start(win: MainWindow, state: dict[str, Any], dice: str) -> None:
    win.end_session()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the last session's panel goes now
    game = game_from_position(PLAYERS, state, OPTIONS, seed=5, script=parse_dice(dice) or None)
    setup = GameSetup((Seat("red", "Anna", True), Seat("black", "Computer 1", False, "easy")), OPTIONS, 5)
    win.start_session(setup, LoggedGame(PLAYERS, OPTIONS, 5, game, []))
    settle(win)


def settle(win: MainWindow) -> None:
    for _ in range(20):
        QCoreApplication.processEvents()
    win.log.flush()  # batched log lines
    win.view.tiles.flush_lands()  # owner colours still waiting to be drawn
    QCoreApplication.processEvents()


def save(win: MainWindow, out: Path, name: str) -> list[Path]:
    settle(win)
    whole, panel = out / f"{name}.png", out / f"{name.replace('risk_', 'risk_panel_', 1)}.png"
    win.grab().save(str(whole))
    win.side_scroll.grab().save(str(panel))
    return [whole, panel]


def shoot(app: QApplication, lang: str, size: tuple[int, int], out: Path) -> list[Path]:
    i18n.install_language(app, lang)
    win = MainWindow(spectator=True)
    win.set_speed("instant")
    win.resize(*size)
    win.show()
    tag = f"{lang}_{size[0]}x{size[1]}"
    clicks = win.scene.areaClicked
    saved: list[Path] = []
    start(win, position("attack", 12, 4), "653 64")
    clicks.emit("tehran", 1)
    clicks.emit("bombay", 1)
    win.decision.current().attack.click()  # type: ignore[attr-defined]
    saved += save(win, out, f"risk_attack_{tag}")
    start(win, position("attack", 9, 1), "663 1")
    clicks.emit("tehran", 1)
    clicks.emit("bombay", 1)
    win.decision.current().attack.click()  # type: ignore[attr-defined]
    saved += save(win, out, f"risk_occupy_{tag}")
    start(win, position("fortify", 9, 3), "")
    clicks.emit("tehran", 1)
    clicks.emit("novosibirsk", 1)
    saved += save(win, out, f"risk_fortify_{tag}")
    close(win)
    return saved


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=ROOT / "screenshots" / "risk_battle")
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
