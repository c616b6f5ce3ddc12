"""Conquest's round as one table, top to bottom (R3–R9): each step, what runs it, where it may go.

setup → claim → [turn order → cards → production… per player → execution… per player → round end]*.
`Forced` rows run by themselves; `Ask` rows wait for the named player's decision of that kind. Any
step that decides the game (a conquest reaching the target, the last player standing, the round cap)
goes to `over`.
"""

from __future__ import annotations

from conquest_qt.engine.rulesets.conquest.battle import BattleMixin as B
from conquest_qt.engine.rulesets.conquest.cards_phase import CardsMixin as C
from conquest_qt.engine.rulesets.conquest.execution import ExecutionMixin as E
from conquest_qt.engine.rulesets.conquest.flow import FlowMixin as F
from conquest_qt.engine.rulesets.conquest.kinds import Act, Kind, Step
from conquest_qt.engine.rulesets.conquest.production import ProductionMixin as P
from conquest_qt.engine.steps import OVER, Ask, Forced, StepTable

ROUND = StepTable((
    # claim (R3.3): in seat order from the start player until every area has an owner
    Forced(Step.CLAIM_NEXT, F._step_claim_next, to=(Kind.CLAIM, Step.CLAIM_NEXT, Step.TURN_ORDER)),
    Ask(Kind.CLAIM, (Act.CLAIM,), F._do_claim, to=(Step.CLAIM_NEXT,)),
    # a round begins: turn order by a drawn colour (R5)
    Forced(Step.TURN_ORDER, F._step_turn_order, to=(Step.CARDS_RETURN, Step.CARDS_DRAW)),
    # phase B, cards (R6): return above the entitlement, from round 2, then everyone draws
    Forced(Step.CARDS_RETURN, C._step_cards_return,
           to=(Kind.RETURN_CARDS, Step.CARDS_RETURN, Step.CARDS_DRAW)),
    Ask(Kind.RETURN_CARDS, (Act.RETURN_CARDS, Act.PASS), C._do_return_cards,
        to=(Step.CARDS_RETURN, Step.CARDS_DRAW)),
    Forced(Step.CARDS_DRAW, C._step_cards_draw, to=(Step.PRODUCTION_START,)),
    # phase C, production (R7), per player in turn order
    Forced(Step.PRODUCTION_START, P._step_production_start, to=(Step.MISSILE_WINDOW,)),
    Forced(Step.MISSILE_WINDOW, P._step_missile_window, to=(Kind.MISSILES, Step.SHIELD_WINDOW)),
    Ask(Kind.MISSILES, (Act.PLAY, Act.PASS), P._do_missiles, to=(Step.MISSILE_WINDOW,)),  # asks an opponent
    Forced(Step.SHIELD_WINDOW, P._step_shield_window, to=(Kind.SHIELD, Step.MISSILE_ROLL)),
    Ask(Kind.SHIELD, (Act.PLAY, Act.PASS), P._do_shield, to=(Step.SHIELD_WINDOW, Step.MISSILE_ROLL)),
    Forced(Step.MISSILE_ROLL, P._step_missile_roll, to=(Step.BUILD_CHECK,)),
    Forced(Step.BUILD_CHECK, P._step_build_check,
           to=(Kind.BUILD, Step.PRODUCTION_START, Step.EXECUTION_START)),
    Ask(Kind.BUILD, (Act.BUILD, Act.PLAY), P._do_build,
        to=(Step.BUILD_CHECK, Step.PRODUCTION_START, Step.EXECUTION_START)),
    # phase D, execution (R8, R9), per player in turn order: movement, then battles
    Forced(Step.EXECUTION_START, E._step_execution_start, to=(Kind.MOVEMENT, Step.BATTLES)),
    Ask(Kind.MOVEMENT, (Act.MOVE, Act.TRANSPORT, Act.PLAY, Act.END_MOVES), E._do_movement,
        to=(Kind.MOVEMENT, Kind.SINK, Step.BATTLES)),
    Forced(Step.BATTLES, E._step_battles,
           to=(Kind.END_TURN, Kind.BATTLE_CHOICE, Step.BATTLE_TURN, Step.EXECUTION_END)),
    Ask(Kind.BATTLE_CHOICE, (Act.BATTLE, Act.PLAY), E._do_battle_choice,
        to=(Step.BATTLES, Step.BATTLE_TURN, Kind.SINK)),
    Forced(Step.BATTLE_TURN, B._step_battle_turn,
           to=(Kind.BATTLE_ROLL, Kind.HITS, Step.BATTLE_TURN, Step.BATTLES, OVER)),
    Ask(Kind.BATTLE_ROLL, (Act.ROLL, Act.PLAY), B._do_battle_roll,  # asks the defender too
        to=(Kind.HITS, Step.BATTLE_TURN, Step.BATTLES, OVER)),
    Ask(Kind.HITS, (Act.HITS,), B._do_hits, to=(Kind.HITS, Step.BATTLE_TURN, Step.BATTLES, OVER)),
    Ask(Kind.SINK, (Act.SINK,), E._do_sink, to=(Kind.MOVEMENT, Step.BATTLES)),
    Ask(Kind.END_TURN, (Act.END_TURN, Act.PLAY), E._do_end_turn, to=(Step.BATTLES, Step.EXECUTION_END, Kind.SINK)),
    Forced(Step.EXECUTION_END, E._step_execution_end, to=(Step.EXECUTION_START, Step.ROUND_END)),
    # the round ends: the cap makes it a draw (R11)
    Forced(Step.ROUND_END, F._step_round_end, to=(Step.TURN_ORDER, OVER)),
))
