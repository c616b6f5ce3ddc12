"""Comanda & Conquista's game as one table, top to bottom (V3.2–V3.9).

setup → homes in turn order → [round start → seat → turn start → the turn's free-order actions (battles,
their retreats, rebirths with the revived player's home) until `end_turn` → turn end (income, property
countdown, eliminations) → next seat]* → round end (the cap). `Hook` rows are the places add-ons may hang
their own steps (engine/addons.py); none extends cc today (V0.1).
"""

from __future__ import annotations

from conquest_qt.engine.rulesets.cc import flow as F
from conquest_qt.engine.rulesets.cc.actions import do_turn
from conquest_qt.engine.rulesets.cc.fight import do_retreat
from conquest_qt.engine.rulesets.cc.kinds import TURN_ACTS, Act, Kind, Step
from conquest_qt.engine.steps import OVER, Ask, Forced, Hook, StepTable

ROUND = StepTable((
    # homes (V3.2); also the revived player's home (V3.8)
    Forced(Step.HOME_NEXT, F.step_home_next, to=(Kind.CHOOSE_HOME, Step.ROUND_START)),
    Ask(Kind.CHOOSE_HOME, (Act.CHOOSE_HOME,), F.do_choose_home, to=(Step.HOME_NEXT, Step.REVIVED)),
    Forced(Step.REVIVED, F.step_revived, to=(Kind.TURN,)),
    # a round begins, then its first seat still in the game
    Hook(Step.ROUND_START, then=Step.SEAT),
    Forced(Step.SEAT, F.step_seat, to=(Step.TURN_START, Step.ROUND_END)),
    # a turn (V3.4): free-order actions until end_turn
    Forced(Step.TURN_START, F.step_turn_start, to=(Kind.TURN, Step.TURN_END)),
    Ask(Kind.TURN, TURN_ACTS, do_turn,
        to=(Kind.TURN, Kind.RETREAT, Kind.CHOOSE_HOME, Step.AFTER_ACTION, Step.TURN_END)),
    Ask(Kind.RETREAT, (Act.RETREAT,), do_retreat, to=(Step.AFTER_ACTION,)),
    Forced(Step.AFTER_ACTION, F.step_after_action, to=(Kind.TURN, Step.NEXT_TURN, OVER)),
    Forced(Step.TURN_END, F.step_turn_end, to=(Step.NEXT_TURN, OVER)),
    Forced(Step.NEXT_TURN, F.step_next_turn, to=(Step.TURN_START, Step.ROUND_END)),
    Forced(Step.ROUND_END, F.step_round_end, to=(Step.ROUND_START, OVER)),
))
