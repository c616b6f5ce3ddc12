"""Names of the Comanda & Conquista ruleset's state machine (VARIANTS.md V3.10): decision kinds, action
types, forced steps, phases, division kinds and special effects."""

from __future__ import annotations

from enum import StrEnum


class Kind(StrEnum):
    """Decision kinds."""

    CHOOSE_HOME = "choose_home"  # setup (V3.2), and the revived player's choice (V3.8)
    TURN = "turn"  # the active player's free-order actions until `end_turn` (V3.4)
    RETREAT = "retreat"  # the loser of a battle places his retreating divisions (V3.6.4)


class Act(StrEnum):
    """Action types (an action's `type`)."""

    CHOOSE_HOME = "choose_home"
    BUY = "buy"
    FORTIFY = "fortify"
    CONVERT = "convert"
    ASSIGN_AA = "assign_aa"
    MOVE = "move"
    AIRLIFT = "airlift"
    ATTACK = "attack"
    RETREAT = "retreat"
    SPECIAL = "special"
    SELL_SPECIAL = "sell_special"
    REVIVE = "revive"
    END_TURN = "end_turn"


TURN_ACTS: tuple[Act, ...] = (Act.BUY, Act.FORTIFY, Act.CONVERT, Act.ASSIGN_AA, Act.MOVE, Act.AIRLIFT, Act.ATTACK,
                              Act.SPECIAL, Act.SELL_SPECIAL, Act.REVIVE, Act.END_TURN)


class Step(StrEnum):
    """Forced steps."""

    HOME_NEXT = "home_next"
    ROUND_START = "round_start"  # hook: a round begins
    SEAT = "seat"  # the player in the seat `turn`, or the next one still in the game
    TURN_START = "turn_start"
    AFTER_ACTION = "after_action"  # back in the turn after an action (a battle's end checks elimination)
    TURN_END = "turn_end"  # income, property countdown, elimination (V3.4)
    NEXT_TURN = "next_turn"
    ROUND_END = "round_end"
    REVIVED = "revived"  # after a revived player's choice of home (V3.8)


class Phase(StrEnum):
    """The coarse part of the game (VARIANTS.md "Scenario format extensions")."""

    HOME = "home"
    TURN = "turn"
    OVER = "over"


class Div(StrEnum):
    """Division kinds (V3.3); the AA forms never attack and are never bought directly."""

    INF = "inf"
    MECH = "mech"
    ARM = "arm"
    AIR = "air"
    INF_AA = "inf_aa"
    MECH_AA = "mech_aa"
    ARM_AA = "arm_aa"


class Effect(StrEnum):
    """Special properties (V3.7)."""

    PURE_HEROISM = "pure_heroism"
    MAD_HEROISM = "mad_heroism"
    AIR_BOOST = "air_boost"
    INTENSIVE_TRAINING = "intensive_training"
    ALLIED_PROPAGANDA = "allied_propaganda"
