"""What every ruleset checks in a described position (SCENARIOS.md `state`): its error and its owners."""

from __future__ import annotations

from typing import Any

from conquest_qt.engine.seats import COLOURS, NEUTRAL


class PositionError(ValueError):
    """A described position that is not a position of the game (unknown area, colour, count…)."""


def check_owner(owner: Any, players: list[str], where: str) -> None:
    """An owner is nobody, neutral, or a colour of R1 that plays in this game."""
    if owner is None or owner == NEUTRAL:
        return
    if owner not in COLOURS:
        raise PositionError(f"{where}: unknown colour {owner!r}")
    if owner not in players:
        raise PositionError(f"{where}: {owner!r} is not in the game")
