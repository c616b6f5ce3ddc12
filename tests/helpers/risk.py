"""Risk UI test helpers: a Risk game set up for the window, and stand-in answers for the attack, occupy and
fortify steps (their pages are built on another branch, issue 15 item 4 part B) given through the turn
controller, the path every page submits by — never the driver or the engine directly."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from conquest_qt.engine.rulesets.risk.options import Options as RiskOptions
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.window.main_window import MainWindow
from conquest_qt.ui.window.scripted import ScriptedHuman

PART_B = ("attack", "occupy", "fortify")


def risk_setup(humans: list[str], ais: list[str], level: str = "easy", seed: int = 5, version: str = "training",
               deal: bool = False, cap: int = 30) -> GameSetup:
    seats = [Seat(c, c.capitalize(), True) for c in humans] + [Seat(c, "AI " + c, False, level) for c in ais]
    opts = RiskOptions(risk_version=version, random_deal=deal, round_cap=cap)
    return GameSetup(tuple(seats), opts, seed)  # type: ignore[arg-type]


def answer_part_b(win: MainWindow, attacks: int = 2) -> None:
    """Attack (the biggest stack, most dice) up to `attacks` rolls a turn, occupy with all, end the turn."""
    ctrl = win.ctrl
    assert ctrl is not None
    kind = ctrl.kind
    if kind == "attack":
        rolls = [a for a in ctrl.legal if a["type"] == "attack"]
        done = getattr(win, "_test_rolls", 0)
        if rolls and done < attacks:
            win._test_rolls = done + 1  # type: ignore[attr-defined]
            armies = ctrl.session.public()["armies"]
            ctrl.submit(max(rolls, key=lambda a: (armies[a["from"]] - armies[a["to"]], a["dice"])))
        else:
            win._test_rolls = 0  # type: ignore[attr-defined]
            ctrl.submit({"type": "end_attacks"})
    elif kind == "occupy":
        ctrl.submit({"type": "occupy", "count": ctrl.info["max"]})
    elif kind == "fortify":
        ctrl.submit({"type": "end_turn"})


def drive_risk(win: MainWindow, until: Callable[[], bool], timeout: float = 120.0,
               human: ScriptedHuman | None = None, on_step: Callable[[ScriptedHuman], None] | None = None,
               ) -> ScriptedHuman:
    """Let the AIs play and answer the humans' decisions through the UI until `until()` holds."""
    human = human or ScriptedHuman(win)
    end = time.monotonic() + timeout
    while not until():
        assert time.monotonic() < end, "the game did not get there in time"
        QCoreApplication.processEvents()
        if not human.ready():
            time.sleep(0.001)
            continue
        if until():
            break
        if on_step is not None:
            on_step(human)
            if until() or not human.ready():
                continue
        ctrl = win.ctrl
        if ctrl is not None and ctrl.kind in PART_B and win.stack.currentWidget() is not win.handover:
            answer_part_b(win)
        else:
            human.step()
    return human
