"""Risk UI test helpers: a Risk game set up for the window and played to a point by the scripted human
(board clicks, page buttons, Enter: ui/window/scripted.py — never the controller, the driver or the engine
directly), and logged games that start from a described position
(VARIANTS.md V1, "Scenario format extensions") with the front the UI tests play on."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from conquest_qt.engine import rulesets
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets.risk.options import Options as RiskOptions
from conquest_qt.engine.rulesets.risk.position import game_from_position, parse_dice
from conquest_qt.engine.rulesets.risk.view import armies_of
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.scripted import ScriptedHuman


def risk_setup(humans: list[str], ais: list[str], level: str = "easy", seed: int = 5, version: str = "training",
               deal: bool = False, cap: int = 30) -> GameSetup:
    seats = [Seat(c, c.capitalize(), True) for c in humans] + [Seat(c, "AI " + c, False, level) for c in ais]
    opts = RiskOptions(risk_version=version, random_deal=deal, round_cap=cap)
    return GameSetup(tuple(seats), opts, seed)  # type: ignore[arg-type]


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
        human.step()
    return human


RISK = rulesets.get("risk")
TRAINING = RISK.options.from_dict({"ruleset": "risk", "allow_small": True})  # two players: tests


def logged_position(state: dict[str, Any], dice: str = "", players: tuple[str, ...] = ("red", "black"),
                    options: Any = TRAINING, seed: int = 5) -> LoggedGame:
    """A logged game (empty log) from a described position; scripted dice first, then the seed's."""
    game = game_from_position(list(players), state, options, seed=seed, script=parse_dice(dice) or None)
    return LoggedGame(list(players), options, seed, game, [])


def front(phase: str = "attack", **extra: Any) -> dict[str, Any]:
    """Red's front in Asia: Tehran (8) borders Black's Bombay (3) and Red's Moscow (3) and
    Novosibirsk (1); everything else is Black's, one army each."""
    units = {"tehran": {"red": {"land": 8}}, "moscow": {"red": {"land": 3}},
             "novosibirsk": {"red": {"land": 1}}, "bombay": {"black": {"land": 3}}}
    return {"round": 3, "phase": phase, "order": ["red", "black"], "active": "red", "rest": "black",
            "owners": {"tehran": "red", "moscow": "red", "novosibirsk": "red"},
            "capitals": {"red": "tehran", "black": "london"}, "units": units, **extra}


def start_position(win: Any, state: dict[str, Any], dice: str = "", options: Any = TRAINING,
                   level: str = "random") -> Any:
    """Red (human, "Anna") against Black (computer) in the main window, from a described position."""
    from conquest_qt.ui.game.game_setup import GameSetup, Seat

    setup = GameSetup((Seat("red", "Anna", True), Seat("black", "AI black", False, level)), options, 5)
    return win.start_session(setup, logged_position(state, dice, options=options))


def english(qapp: Any) -> Any:
    """English as the game installs it at launch (its plural forms: "1 army", "3 armies"), for a
    fixture: windows closed by earlier tests are deleted first (a language change would reach them)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from conquest_qt.ui.text import i18n

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    i18n.install_language(qapp, "en")
    yield
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    i18n.remove_language(qapp)


LEFT, RIGHT = 1, 2  # mouse buttons as the scene reports them


def click(win: MainWindow, area: str, button: int = LEFT) -> None:
    win.scene.areaClicked.emit(area, button)


def settle(until=lambda: True, timeout: float = 20.0) -> None:
    end = time.monotonic() + timeout
    QCoreApplication.processEvents()
    while not until():
        assert time.monotonic() < end, "the UI did not get there in time"
        QCoreApplication.processEvents()
        time.sleep(0.001)


def armies(win: MainWindow, area: str) -> int:
    return armies_of(win.session.public())[area]


def page(win: MainWindow):
    return win.decision.current()
