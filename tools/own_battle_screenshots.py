#!/usr/bin/env python3
"""Screenshots of the player's own battles after the computers' (issue 28 item 2), from games played through the
window by the scripted human (tests/helpers/scripted.py) against computer players:

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/own_battle_screenshots.py [--out screenshots/own_battle]

  conquest_own_battle.png   the battle panel on the player's own battle (attacker or defender) in a round in which
                            computer battles came before it; the list of this round's battles under it
  risk_defence.png          a computer's attack on the player's area, its dice as they were rolled
  risk_own_attack.png       the player's own attack after that, its dice on his attack page
Prints what each picture shows. Look at them.
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

from conquest_qt.engine.rulesets import options_from_dict  # noqa: E402
from conquest_qt.ui.game.game_setup import GameSetup, Seat  # noqa: E402
from conquest_qt.ui.window.main_window import MainWindow  # noqa: E402
from tests.helpers.scripted import ScriptedHuman  # noqa: E402


def play_until(win: MainWindow, until: Callable[[], bool], timeout: float = 600.0) -> bool:
    human = ScriptedHuman(win)
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        if until():
            return True
        if win.session is None or win.session.over:
            return False
        if human.ready():
            human.step()
        else:
            time.sleep(0.002)
    return False


def settle(win: MainWindow) -> None:
    """A few event-loop turns: the labels' claims of Enter (one turn later) and the layout after them."""
    end = time.monotonic() + 0.3
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.01)


def window(level: str, ruleset: str, speed: str) -> MainWindow:
    win = MainWindow()
    win.resize(1600, 960)
    win.show()
    win.set_speed(speed)
    seats = (Seat("red", "Anna", True),) + tuple(Seat(c, "AI " + c, False, level) for c in ("blue", "green", "yellow"))
    win.start_session(GameSetup(seats, options_from_dict({"ruleset": ruleset}), 7))
    return win


def conquest(out: Path, level: str) -> None:
    win = window(level, "conquest", "normal")
    panel = win.battle

    def own_after_others() -> bool:
        rec = panel.current
        if rec is None or not rec.involves(["red"]) or not rec.rolls or panel.rolling:
            return False
        before = panel.archive[:panel.archive.index(rec)] if rec in panel.archive else []
        return any(not r.involves(["red"]) for r in before)

    if play_until(win, own_after_others):
        rec = panel.current
        assert rec is not None
        win.side_scroll.ensureWidgetVisible(panel, 8, 8)
        settle(win)
        win.grab().save(str(out / "conquest_own_battle.png"))
        print(f"conquest_own_battle.png: round {win.session.game.s.round}, battle for {rec.area} "
              f"({rec.attacker} against {rec.defender}), {len(rec.rolls)} roll(s) shown; the list: "
              + " | ".join(panel.past.itemText(i) for i in range(panel.past.count())))
    else:
        print("conquest: no own battle after computer battles came")
    win.end_session()
    win.close()


def risk(out: Path, level: str) -> None:
    win = window(level, "risk", "normal")
    box = win.ruleset_battles
    if play_until(win, lambda: box is not None and box.isVisible() and box.attack is not None):
        a = box.attack
        win.side_scroll.ensureWidgetVisible(box, 8, 8)
        settle(win)
        win.grab().save(str(out / "risk_defence.png"))
        print(f"risk_defence.png: round {win.session.game.s.round}, {a['player']} attacks {a['to']} from {a['from']}, "
              f"{a['rolls']} roll(s)")
    else:
        print("risk: no attack on the player came")
    page = lambda: win.decision.current() if win.decision is not None else None  # noqa: E731
    if play_until(win, lambda: win.ctrl is not None and win.ctrl.kind == "attack"
                  and getattr(page(), "last_roll", None) is not None):
        settle(win)
        win.grab().save(str(out / "risk_own_attack.png"))
        print(f"risk_own_attack.png: round {win.session.game.s.round}, the player's own roll on his attack page")
    win.end_session()
    win.close()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="screenshots/own_battle")
    ap.add_argument("--level", default="normal")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert app is not None
    conquest(out, args.level)
    risk(out, args.level)
    return 0


if __name__ == "__main__":
    sys.exit(main())
