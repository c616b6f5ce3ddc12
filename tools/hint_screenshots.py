#!/usr/bin/env python3
"""Screenshots of the "What would the computer do?" hint (issue 16 item 5) in every language.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/hint_screenshots.py [--out /tmp/hint-shots] [--lang en nl de]

The human's decisions are taken by the hint itself (asked, then applied) until the wanted step; per
language it saves hint_movement_<lang>.png (a Conquest movement with an attack planned),
hint_build_<lang>.png (a Conquest build) and hint_risk_attack_<lang>.png (a Risk attack), the whole
window at 1600x960 (--size), and the side panel's hint box alone (…_panel.png). Look at them for clipped text.
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

from PySide6.QtCore import QCoreApplication  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from ui_screenshots import close  # noqa: E402

from conquest_qt.engine.rulesets import options_from_dict  # noqa: E402
from conquest_qt.ui.game.game_setup import GameSetup, Seat  # noqa: E402
from conquest_qt.ui.text import i18n  # noqa: E402
from conquest_qt.ui.window.main_window import MainWindow  # noqa: E402


def setup(ruleset: str, seed: int) -> GameSetup:
    seats = (Seat("red", "Anna", True), Seat("blue", "Computer 1", False, "normal"),
             Seat("green", "Computer 2", False, "normal"), Seat("yellow", "Computer 3", False, "normal"))
    opts = {"ruleset": ruleset} if ruleset == "risk" else {"target_areas": 20, "round_cap": 60}
    return GameSetup(seats, options_from_dict(opts), seed)


def wait_hint(win: MainWindow, timeout: float = 30.0) -> bool:
    end = time.monotonic() + timeout
    while win.hints.current is None:
        if time.monotonic() > end:
            return False
        QCoreApplication.processEvents()
        time.sleep(0.002)
    return True


def play_by_hints(win: MainWindow, until: Callable[[], bool], timeout: float = 240.0) -> bool:
    """The human takes the computer's suggestion at every decision until `until()` holds (asked with the
    hint shown: the caller shoots it)."""
    s = win.session
    end = time.monotonic() + timeout
    while time.monotonic() < end and s is not None and not s.over:
        QCoreApplication.processEvents()
        if win.battle.waiting():
            win.battle.continue_()
            continue
        if s.my_turn() is None or win.ctrl.kind is None or win.motion.active():
            time.sleep(0.001)
            continue
        if not win.hints.ask() or not wait_hint(win):
            continue
        if until():
            return True
        if not win.hints.apply() and win.ctrl.kind == "movement":
            win.ctrl.end_stage()
        elif win.ctrl.kind == "movement" and s.decision and s.decision[1] == "movement":
            win.ctrl.end_stage()  # the plan's moves are made: on to the battles
    return False


def settle(win: MainWindow) -> None:
    end = time.monotonic() + 0.2  # the side panel scrolls the hint into view on a short timer
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.005)
    win.log.flush()
    win.view.tiles.flush_lands()
    QCoreApplication.processEvents()


def attack_planned(win: MainWindow) -> bool:
    h = win.hints.current
    return h is not None and win.session.public()["round"] >= 2 and any(k == "hint_attack" for *_, k, _ in
                                                                           [(a, b, k, n) for a, b, k, n in
                                                                            win.ctrl.hint_arrows])


def shoot(app: QApplication, lang: str, out: Path, size: tuple[int, int] = (1600, 960)) -> list[Path]:
    i18n.install_language(app, lang)
    saved: list[Path] = []
    for name, ruleset, seed, until in (
            ("movement", "conquest", 11, lambda w: w.ctrl.kind == "movement" and attack_planned(w)),
            ("build", "conquest", 11, lambda w: w.ctrl.kind == "build" and w.session.public()["round"] >= 2),
            ("risk_attack", "risk", 5, lambda w: w.ctrl.kind == "attack"
             and w.hints.current.explanation.decision["type"] == "attack")):
        win = MainWindow(spectator=True)
        win.set_speed("instant")
        win.resize(*size)
        win.show()
        win.start_session(setup(ruleset, seed))
        ok = play_by_hints(win, lambda w=win, u=until: u(w))
        if ok:
            settle(win)
            tag = f"{name}_{lang}" + ("" if size == (1600, 960) else f"_{size[0]}x{size[1]}")
            for path, widget in ((out / f"hint_{tag}.png", win), (out / f"hint_{tag}_panel.png", win.hint_panel)):
                widget.grab().save(str(path))
                saved.append(path)
        print(f"{lang} {name}: {'ok' if ok else 'not reached'}")
        close(win)
    return saved


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=Path("/tmp/hint-shots"))
    ap.add_argument("--lang", nargs="*", default=list(i18n.LANGUAGES))
    ap.add_argument("--size", default="1600x960", help="window size, e.g. 1280x720")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    for lang in args.lang:
        w, h = (int(x) for x in args.size.split("x"))
        for path in shoot(app, lang, args.out, (w, h)):
            print(f"  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
