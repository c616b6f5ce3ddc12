"""Names of Conquest's state machine: decision kinds, action types and forced steps (StrEnums, so a
member is its text: saves, events and the UI's string compares see the same values as before)."""

from __future__ import annotations

from enum import StrEnum


class Kind(StrEnum):
    """Decision kinds, in the order they occur in a round."""

    CLAIM = "claim"
    RETURN_CARDS = "return_cards"
    MISSILES = "missiles"
    SHIELD = "shield"
    BUILD = "build"
    MOVEMENT = "movement"
    BATTLE_CHOICE = "battle_choice"
    BATTLE_ROLL = "battle_roll"
    HITS = "hits"
    SINK = "sink"
    END_TURN = "end_turn"


class Act(StrEnum):
    """Action types (an action's `type`)."""

    CLAIM = "claim"
    RETURN_CARDS = "return_cards"
    PASS = "pass"
    PLAY = "play"
    BUILD = "build"
    MOVE = "move"
    TRANSPORT = "transport"
    END_MOVES = "end_moves"
    BATTLE = "battle"
    ROLL = "roll"
    HITS = "hits"
    SINK = "sink"
    END_TURN = "end_turn"


class Step(StrEnum):
    """Forced steps (run by the machine until a decision is pending) and the hooks add-ons may use."""

    CLAIM_NEXT = "claim_next"
    ROUND_START = "round_start"  # hook: a round begins, before its turn order (V2.7 decay)
    TURN_ORDER = "turn_order"
    CARDS_RETURN = "cards_return"
    CARDS_DRAW = "cards_draw"
    PRODUCTION_START = "production_start"
    MISSILE_WINDOW = "missile_window"
    SHIELD_WINDOW = "shield_window"
    MISSILE_ROLL = "missile_roll"
    BUILD_CHECK = "build_check"
    EXECUTION_START = "execution_start"
    MOVEMENT_AGAIN = "movement_again"  # the movement question again (after a torpedo's sinking)
    MOVEMENT_END = "movement_end"  # hook: the player closed his movement (V2.7 free areas)
    BATTLES = "battles"
    BATTLE_TURN = "battle_turn"
    AFTER_CONQUEST = "after_conquest"  # hook: a flag was taken and the game goes on (V2.8)
    CONQUEST_DONE = "conquest_done"
    EXECUTION_END = "execution_end"
    ROUND_END = "round_end"
    OVER = "over"


class Phase(StrEnum):
    CLAIM = "claim"
    CARDS = "cards"
    PRODUCTION = "production"
    EXECUTION = "execution"
    OVER = "over"
