"""Risk positions for tests (VARIANTS.md V1, "Scenario format extensions"): a logged game that starts
from a described position, and the front the UI tests play on."""

from __future__ import annotations

from typing import Any

from conquest_qt.engine import rulesets
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets.risk.position import game_from_position, parse_dice

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
