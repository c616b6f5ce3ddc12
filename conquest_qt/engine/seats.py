"""What every ruleset keeps of R1 and R3.1 (VARIANTS.md V0.2): the six seat colours and who may sit down."""

from __future__ import annotations

from conquest_qt.engine.errors import RuleError

COLOURS: tuple[str, ...] = ("red", "black", "blue", "green", "yellow", "white")  # R1, in this order


def check_seats(players: list[str], smallest: int) -> None:
    """Distinct colours of R1, from `smallest` to six players (RuleError `malformed_action` else)."""
    if len(set(players)) != len(players) or any(p not in COLOURS for p in players):
        raise RuleError("malformed_action", field="players")
    if not smallest <= len(players) <= 6:
        raise RuleError("malformed_action", field="players", count=len(players))

NEUTRAL = "neutral"  # the owner of areas nobody claimed (R3.3, V1.2)
