"""The 60 cards (R1) and the six colours."""

from __future__ import annotations

from typing import Any

from conquest_qt.engine.parse import one_of
from conquest_qt.engine.seats import COLOURS  # the cards' colours are the seats'
from conquest_qt.engine.units import UnitKind

SECRET_WEAPON = "secret_weapon"
BALLISTIC_MISSILES = "ballistic_missiles"
KILLER_TORPEDO = "killer_torpedo"
SPACE_SHIELD = "space_shield"
SUPER_PRODUCTION = "super_production"
ARMISTICE = "armistice"
TREASON = "treason"

# Canonical list order and counts (R1).
CARD_COUNTS: tuple[tuple[str, int], ...] = (
    (SECRET_WEAPON, 12),
    (BALLISTIC_MISSILES, 6),
    (KILLER_TORPEDO, 12),
    (SPACE_SHIELD, 6),
    (SUPER_PRODUCTION, 12),
    (ARMISTICE, 6),
    (TREASON, 6),
)
CARD_TYPES: tuple[str, ...] = tuple(t for t, _ in CARD_COUNTS)
CARD_TYPE: tuple[str, ...] = tuple(t for t, n in CARD_COUNTS for _ in range(n))  # card id -> type
CARD_IDS: dict[str, frozenset[int]] = {t: frozenset(i for i, x in enumerate(CARD_TYPE) if x == t) for t in CARD_TYPES}
CARD_COLOUR: tuple[str, ...] = tuple(COLOURS[i % 6] for i in range(len(CARD_TYPE)))  # R1 ruling
DECK_SIZE = len(CARD_TYPE)
BATTLE_CARDS = (SECRET_WEAPON, TREASON)

assert DECK_SIZE == 60

# Units per colour (R1).
SUPPLY = {"land": 50, "air": 20, "sub": 10}
UNIT_KINDS = ("land", "air", "sub")
UNIT_TABLE = (  # R1.1: tanks and planes hold an area and fight for it; subs stand at sea
    UnitKind("land", draw="tank", holds=True, domain="land"),
    UnitKind("air", draw="plane", holds=True, domain="air"),
    UnitKind("sub", draw="sub", holds=False, domain="sea"),
)
COST = {"land": 1, "air": 2, "sub": 5}


def card(action: dict[str, Any]) -> str:
    """The action's `card`: one of the seven card types (else malformed_action)."""
    return one_of(action, "card", CARD_TYPES)
