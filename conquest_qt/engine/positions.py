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


def check_area(lands: tuple[str, ...], area: str, where: str) -> None:
    """A position names a land area of the board (a scenario's typo is an error, not a new area)."""
    if area not in lands:
        raise PositionError(f"{where}: unknown land area {area!r}")


def seat_order(state: dict[str, Any], players: list[str]) -> tuple[list[str], int]:
    """A position's `order` (default: the players' seat order) and the index of its `active` player."""
    order = list(state.get("order", players))
    if sorted(order) != sorted(players):
        raise PositionError("state.order: must list the players")
    active = state.get("active", order[0])
    if active not in order:
        raise PositionError(f"state.active: {active!r} is not a player")
    return order, order.index(active)
