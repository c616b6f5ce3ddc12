"""Names of the Risk ruleset's state machine (V1.14): decision kinds, action types, forced steps, phases."""

from __future__ import annotations

from enum import StrEnum


class Kind(StrEnum):
    """Decision kinds, in the order they occur."""

    CLAIM = "claim"
    PLACE_CAPITAL = "place_capital"
    SETUP_PLACE = "setup_place"
    TRADE = "trade"
    PLACE = "place"
    ATTACK = "attack"
    OCCUPY = "occupy"
    FORTIFY = "fortify"


class Act(StrEnum):
    """Action types (an action's `type`)."""

    CLAIM = "claim"
    PLACE_CAPITAL = "place_capital"
    PLACE = "place"
    TRADE = "trade"
    PASS = "pass"
    ATTACK = "attack"
    OCCUPY = "occupy"
    END_ATTACKS = "end_attacks"
    FORTIFY = "fortify"
    END_TURN = "end_turn"


class Step(StrEnum):
    """Forced steps."""

    CLAIM_NEXT = "claim_next"
    CAPITAL_NEXT = "capital_next"
    SETUP_PLACE_NEXT = "setup_place_next"
    TURN_START = "turn_start"
    TRADE_CHECK = "trade_check"
    PLACE_START = "place_start"
    ATTACK_CHECK = "attack_check"
    FORTIFY_CHECK = "fortify_check"
    DRAW = "draw"
    OVER = "over"


class Phase(StrEnum):
    """The coarse part of the game (VARIANTS.md "Scenario format extensions")."""

    CLAIM = "claim"
    CAPITAL = "capital"
    SETUP_PLACE = "setup_place"
    REINFORCE = "reinforce"
    ATTACK = "attack"
    FORTIFY = "fortify"
    OVER = "over"
