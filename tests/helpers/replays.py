"""Saved games to replay: a computer game played by the simulator, written as a save file."""

from __future__ import annotations

from pathlib import Path

from conquest_qt.engine import rulesets
from conquest_qt.engine.replay import LoggedGame, replay
from conquest_qt.saves import PlayerMeta, make_save, save_envelope
from conquest_qt.sim import play_game

NAMES = ("Anna", "Bo", "Cy", "Di", "Ed", "Flo")


def played(ruleset: str = "conquest", seed: int = 5, cut: int | None = None) -> LoggedGame:
    """A game of four random players (Conquest to 10 areas), cut after `cut` decisions when given."""
    extra = {"target_areas": 10, "round_cap": 40} if ruleset == "conquest" else {}
    options = rulesets.options_from_dict({"ruleset": ruleset, **extra})
    lg = play_game(["random"] * 4, seed, options, keep=True).logged
    assert lg is not None
    if cut is not None:
        lg = replay(lg.players, lg.options, lg.seed, lg.log[:cut])
    return lg


def players(lg: LoggedGame, humans: int = 1) -> list[PlayerMeta]:
    return [PlayerMeta(colour=c, name=NAMES[i], kind="human" if i < humans else "ai",
                       level=None if i < humans else "easy") for i, c in enumerate(lg.players)]


WATCHED_ID = "0123456789abcdef0123456789abcdef"  # the game id of the watched saves


def saved(path: Path, lg: LoggedGame, humans: int = 1) -> Path:
    save_envelope(path, make_save(lg, players(lg, humans), WATCHED_ID))
    return path
