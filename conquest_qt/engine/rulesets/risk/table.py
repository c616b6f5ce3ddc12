"""Risk's game as one table, top to bottom (V1.3–V1.10).

setup → claim → capitals (`training`) → start armies → [round start → turn: start (standing missions) →
trade → place → attacks (occupy, the conquest's aftermath) → fortify → draw → next seat]* → round end.
`Hook` rows are the places add-ons may hang their own steps (engine/addons/).
"""

from __future__ import annotations

from conquest_qt.engine.rulesets.risk.flow import FlowMixin as F
from conquest_qt.engine.rulesets.risk.kinds import Act, Kind, Step
from conquest_qt.engine.rulesets.risk.turn import TurnMixin as T
from conquest_qt.engine.steps import OVER, Ask, Forced, Hook, StepTable

ROUND = StepTable((
    # claim (R3.3, V1.3.2)
    Forced(Step.CLAIM_NEXT, F._step_claim_next,
           to=(Kind.CLAIM, Step.CLAIM_NEXT, Step.CAPITAL_NEXT, Step.SETUP_PLACE_NEXT)),
    Ask(Kind.CLAIM, (Act.CLAIM,), F._do_claim, to=(Step.CLAIM_NEXT,)),
    # capitals (`training`, V1.3.3), then the start armies (V1.3.4)
    Forced(Step.CAPITAL_NEXT, F._step_capital_next,
           to=(Kind.PLACE_CAPITAL, Step.CAPITAL_NEXT, Step.SETUP_PLACE_NEXT)),
    Ask(Kind.PLACE_CAPITAL, (Act.PLACE_CAPITAL,), F._do_place_capital, to=(Step.CAPITAL_NEXT,)),
    Forced(Step.SETUP_PLACE_NEXT, F._step_setup_place_next, to=(Kind.SETUP_PLACE, Step.ROUND_START)),
    Ask(Kind.SETUP_PLACE, (Act.PLACE,), F._do_setup_place, to=(Step.SETUP_PLACE_NEXT,)),
    # a round begins (add-ons: V2.7 decay), then its first seat still in the game
    Hook(Step.ROUND_START, then=Step.SEAT),
    Forced(Step.SEAT, F._step_seat, to=(Step.TURN_START, Step.ROUND_END)),
    # a turn: standing missions (V1.11) → trade (V1.6) → place (V1.5)
    Forced(Step.TURN_START, F._step_turn_start, to=(Step.TRADE_CHECK, OVER)),
    Forced(Step.TRADE_CHECK, T._step_trade_check, to=(Kind.TRADE, Step.PLACE_START)),
    Ask(Kind.TRADE, (Act.TRADE, Act.PASS), T._do_trade, to=(Step.PLACE_START,)),
    Forced(Step.PLACE_START, T._step_place_start, to=(Kind.PLACE, Step.ATTACK_CHECK)),
    Ask(Kind.PLACE, (Act.PLACE,), T._do_place, to=(Step.ATTACK_CHECK,)),
    # attacks (V1.7) and conquests (V1.8; elimination, action missions and the win come first, then
    # the occupation, then add-ons: V2.8)
    Forced(Step.ATTACK_CHECK, T._step_attack_check, to=(Kind.ATTACK, Step.FORTIFY_CHECK)),
    Ask(Kind.ATTACK, (Act.ATTACK, Act.END_ATTACKS), T._do_attack,
        to=(Step.ATTACK_CHECK, Kind.OCCUPY, Step.AFTER_CONQUEST, Step.FORTIFY_CHECK, OVER)),
    Ask(Kind.OCCUPY, (Act.OCCUPY,), T._do_occupy, to=(Step.AFTER_CONQUEST,)),
    Hook(Step.AFTER_CONQUEST, then=Step.CONQUEST_DONE),
    Forced(Step.CONQUEST_DONE, T._step_conquest_done, to=(Step.ATTACK_CHECK,)),
    # fortify (V1.9), then the draw (V1.10) and the next seat; after the last, the round's end (the cap)
    Forced(Step.FORTIFY_CHECK, T._step_fortify_check, to=(Kind.FORTIFY, Step.DRAW)),
    Ask(Kind.FORTIFY, (Act.FORTIFY, Act.END_TURN), T._do_fortify, to=(Step.FORTIFY_CHECK, Step.DRAW)),
    Forced(Step.DRAW, T._step_draw, to=(Step.NEXT_TURN,)),
    Forced(Step.NEXT_TURN, F._step_next_turn, to=(Step.TURN_START, Step.ROUND_END)),
    Forced(Step.ROUND_END, F._step_round_end, to=(Step.ROUND_START, OVER)),
))
