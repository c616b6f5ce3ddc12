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
    """Forced steps and the hooks add-ons may use."""

    CLAIM_NEXT = "claim_next"
    CAPITAL_NEXT = "capital_next"
    SETUP_PLACE_NEXT = "setup_place_next"
    ROUND_START = "round_start"  # hook: the round number increased, before its first turn (V2.7 decay)
    SEAT = "seat"  # the player in the seat `turn`, or the next one still in the game
    TURN_START = "turn_start"
    TRADE_CHECK = "trade_check"
    PLACE_START = "place_start"
    ATTACK_CHECK = "attack_check"
    AFTER_CONQUEST = "after_conquest"  # hook: an area was conquered and occupied (V2.8)
    CONQUEST_DONE = "conquest_done"
    FORTIFY_CHECK = "fortify_check"
    DRAW = "draw"
    NEXT_TURN = "next_turn"
    ROUND_END = "round_end"
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
