#!/usr/bin/env python3
"""Screenshots of a nuclear attack shown as a battle (issue 25 item 4; VARIANTS.md V2.3-V2.5), in the real window,
offscreen, from described positions (tests/helpers/nuclear.py), per language at 1280x720:

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/nuclear_battle_screenshots.py [--out screenshots/nuclear_battle]
        [--langs en,de] [--size 1280x720]

  <lang>/conquest_strike_rolling.png   Conquest: the player's strike on Rome as it happens: the battle panel with
                                        the defender's roll, the roll-or-stop page under it
  <lang>/conquest_strike_result.png    the same strike after his roll: the rows, the tank hit, the contamination,
                                        Continue (Enter)
  <lang>/conquest_interception_handover.png  hot-seat: the hand-over to blue before his question, the strike at stake
  <lang>/conquest_interception_prompt.png  hot-seat: blue's interception prompt, the strike in the panel
  <lang>/conquest_interception.png     hot-seat: blue intercepted the strike: the panel's line and result
  <lang>/conquest_counter_prompt.png   V2.8: the counter-strike prompt after black took Paris, its exact odds
  <lang>/conquest_counter_strike.png   the counter-strike on Rome in the battle panel
  <lang>/risk_declaration.png          Risk: the declaration with its exact odds
  <lang>/risk_strike_rolling.png       Risk: after the first roll: the strike box, roll again or stop
  <lang>/risk_strike.png               Risk: the player's strike on Tokyo in the strike box: the roll pair by pair,
                                        the losses, the contamination
Prints what each picture is. Look at them."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_tmp = tempfile.mkdtemp(prefix="conquest-nuclear-shots-")
os.environ.setdefault("CONQUEST_DATA_DIR", os.path.join(_tmp, "data"))  # never the user's saves
os.environ.setdefault("CONQUEST_CONFIG_DIR", os.path.join(_tmp, "config"))
os.environ.setdefault("CONQUEST_AI_PROCESS", "off")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from PySide6.QtCore import QCoreApplication  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from ui_screenshots import close, pump  # noqa: E402

from conquest_qt.engine.replay import LoggedGame  # noqa: E402
from conquest_qt.ui.game.game_setup import GameSetup, Seat  # noqa: E402
from conquest_qt.ui.rulesets.nuclear.extend import section  # noqa: E402
from conquest_qt.ui.text import i18n  # noqa: E402
from conquest_qt.ui.window.main_window import MainWindow  # noqa: E402
from tests.helpers.nuclear import game, strike_position  # noqa: E402

NAMES = {"red": "Anna", "black": "Boris", "blue": "Clara", "green": "Dmitri"}


def wait(cond: Callable[[], bool], timeout: float = 60.0) -> None:
    end = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > end:
            raise SystemExit("screenshot state not reached in time")
        QCoreApplication.processEvents()
        time.sleep(0.005)


def on_page(win: MainWindow, kind: str) -> object:
    def ready() -> bool:
        if win.stack.currentWidget() is win.handover:
            win.handover.button.click()
        return win.ctrl is not None and win.ctrl.kind == kind and win.decision.current() is win.decision.pages[kind]
    wait(ready)
    return win.decision.current()


def window(size: tuple[int, int], ruleset: str, state: dict, players: tuple[str, ...], humans: tuple[str, ...],
           dice: str) -> MainWindow:
    win = MainWindow()
    win.resize(*size)
    win.show()
    g = game(ruleset, state, dice=dice, players=players, **({"allow_small": True} if ruleset == "conquest" else {}))
    seats = tuple(Seat(c, NAMES[c], c in humans, "random") for c in players)
    win.start_session(GameSetup(seats, g.s.options, 5), LoggedGame(list(players), g.s.options, 5, g, []))
    return win


def save(win: MainWindow, out: Path, name: str, what: str) -> None:
    pump(300)
    win.enter_marks.update()
    win.view.tiles.flush_lands()
    win.grab().save(str(out / name))
    print(f"{out / name}: {what}")




def declare(win: MainWindow, target: str, count: int) -> None:
    on_page(win, "movement")
    win.ctrl.submit({"type": "end_moves"})
    nuclear = section(on_page(win, "end_turn"))
    assert nuclear is not None
    nuclear.to_area.setCurrentIndex(nuclear.to_area.findData(target))
    nuclear.count.setValue(count)
    nuclear.launch.click()


def conquest(out: Path, size: tuple[int, int]) -> None:
    state = strike_position()
    del state["units"]["berlin"]
    state["units"]["paris"]["red"]["nuke"] = 3  # one stays unused: his turn's end is asked again
    win = window(size, "conquest", state, ("red", "black", "blue"), ("red",), "--- XX")
    declare(win, "rome", 2)
    page = on_page(win, "nuke_roll")
    wait(lambda: len(win.battle.roll_texts()) == 1 and not win.battle.rolling)
    save(win, out, "conquest_strike_rolling.png", "the strike under way: the defender's roll, the roll-or-stop page")
    page._buttons[0].click()
    wait(lambda: win.battle.waiting())
    win.side_scroll.ensureWidgetVisible(win.battle.cont, 8, 8)
    save(win, out, "conquest_strike_result.png", "the strike's rows, the tank hit, Rome contaminated, Continue")
    close(win)
    win = window(size, "conquest", strike_position(), ("red", "black", "blue"), ("red", "blue"), "")
    declare(win, "rome", 1)
    wait(lambda: win.stack.currentWidget() is win.handover)
    save(win, out, "conquest_interception_handover.png", "hot-seat: the hand-over to blue, the strike at stake")
    page = on_page(win, "nuke_intercept")
    save(win, out, "conquest_interception_prompt.png", "hot-seat: blue's interception prompt, the strike in the panel")
    next(b for b in page._buttons if b.objectName() == "intercept_berlin_nuke").click()
    wait(lambda: win.battle.current is not None and win.battle.current.over)
    if win.stack.currentWidget() is win.handover:
        win.handover.button.click()
    save(win, out, "conquest_interception.png", "the interception's line and result in the panel")
    close(win)


def counter(out: Path, size: tuple[int, int]) -> None:
    """V2.8: black took Paris (4 nukes: 2 scrapped); red is asked to strike back, and does, at Rome."""
    state = {"round": 4, "phase": "execution", "order": ["black", "red", "blue"], "active": "black",
             "owners": {"paris": "red", "madrid": "red", "rome": "black", "london": "black", "berlin": "blue",
                        "moscow": "blue"}, "rest": "neutral",
             "units": {"paris": {"red": {"nuke": 4}, "black": {"land": 3}}, "berlin": {"blue": {"land": 1}}},
             "hands": {}, "deck": []}
    win = window(size, "conquest", state, ("black", "red", "blue"), ("red",), "-- X-- -- XX")
    page = on_page(win, "nuke_counter")
    page.target.setCurrentIndex(page.target.findData("rome"))
    save(win, out, "conquest_counter_prompt.png", "V2.8: the counter-strike prompt with its exact odds")
    page.strike.click()
    page = on_page(win, "nuke_roll")
    wait(lambda: len(win.battle.roll_texts()) == 1 and not win.battle.rolling)
    page._buttons[0].click()
    wait(lambda: win.battle.waiting())
    win.side_scroll.ensureWidgetVisible(win.battle.cont, 8, 8)
    save(win, out, "conquest_counter_strike.png", "the counter-strike on Rome in the battle panel, Rome contaminated")
    close(win)


def risk(out: Path, size: tuple[int, int]) -> None:
    players = ("red", "black", "blue", "green")
    state = {"round": 4, "phase": "attack", "order": list(players), "active": "red",
             "owners": {"lima": "red", "bogota": "red", "cairo": "blue", "sydney": "green"}, "rest": "black",
             "capitals": {"red": "lima", "black": "tokyo", "blue": "cairo", "green": "sydney"},
             "hands": {p: [] for p in players},
             "units": {"lima": {"red": {"land": 2, "nuke": 3}}, "tokyo": {"black": {"land": 2}}}}
    win = window(size, "risk", state, players, ("red",), "664 61 5 2")
    nuclear = section(on_page(win, "attack"))
    assert nuclear is not None
    nuclear.to_area.setCurrentIndex(nuclear.to_area.findData("tokyo"))
    pump(100)
    save(win, out, "risk_declaration.png", "Risk: the declaration with its exact odds")
    nuclear.launch.click()
    page = on_page(win, "nuke_roll")
    next(b for b in page._buttons if b.objectName() == "nuke_roll_3").click()
    page = on_page(win, "nuke_roll")
    save(win, out, "risk_strike_rolling.png", "Risk: after the first roll: the box with the dice, roll again or stop")
    next(b for b in page._buttons if b.objectName() == "nuke_roll_1").click()
    box = win.ruleset_battles.parts[-1]
    wait(lambda: box.record is not None and box.record.over)
    win.side_scroll.ensureWidgetVisible(box, 8, 8)
    save(win, out, "risk_strike.png", "Risk: the strike box: the last roll pair by pair, the losses, the result")
    close(win)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="screenshots/nuclear_battle")
    parser.add_argument("--langs", default="en,de")
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    w, h = (int(v) for v in args.size.split("x"))
    for lang in args.langs.split(","):
        i18n.install_language(app, lang)
        out = Path(args.out) / lang
        out.mkdir(parents=True, exist_ok=True)
        conquest(out, (w, h))
        counter(out, (w, h))
        risk(out, (w, h))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
