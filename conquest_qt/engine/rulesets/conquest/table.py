"""Conquest's round as one table, top to bottom (R3–R9): each step, what runs it, where it may go.

setup → claim → [round start → turn order → cards → production… per player → execution… per player →
round end]*. `Forced` rows run by themselves; `Ask` rows wait for the named player's decision of that
kind; `Hook` rows are the places add-ons may hang their own steps (engine/addons/). Every row returns
where the game goes and the machine checks it against `to=`. Any step that decides the game (a conquest
reaching the target, the last player standing, the round cap) goes to `over`.
"""

from __future__ import annotations

from conquest_qt.engine.rulesets.conquest.battle import BattleMixin as B
from conquest_qt.engine.rulesets.conquest.cards_phase import CardsMixin as C
from conquest_qt.engine.rulesets.conquest.execution import ExecutionMixin as E
from conquest_qt.engine.rulesets.conquest.flow import FlowMixin as F
from conquest_qt.engine.rulesets.conquest.kinds import Act, Kind, Step
from conquest_qt.engine.rulesets.conquest.production import ProductionMixin as P
from conquest_qt.engine.steps import OVER, RETURN, Ask, Forced, Hook, StepTable

ROUND = StepTable((
    # claim (R3.3): in seat order from the start player until every area has an owner
    Forced(Step.CLAIM_NEXT, F._step_claim_next, to=(Kind.CLAIM, Step.CLAIM_NEXT, Step.ROUND_START)),
    Ask(Kind.CLAIM, (Act.CLAIM,), F._do_claim, to=(Step.CLAIM_NEXT,)),
    # a round begins (add-ons: V2.7 decay), then the turn order by a drawn colour (R5)
    Hook(Step.ROUND_START, then=Step.TURN_ORDER),
    Forced(Step.TURN_ORDER, F._step_turn_order, to=(Step.CARDS_RETURN, Step.CARDS_DRAW)),
    # phase B, cards (R6): return above the entitlement, from round 2, then everyone draws
    Forced(Step.CARDS_RETURN, C._step_cards_return,
           to=(Kind.RETURN_CARDS, Step.CARDS_RETURN, Step.CARDS_DRAW)),
    Ask(Kind.RETURN_CARDS, (Act.RETURN_CARDS, Act.PASS), C._do_return_cards,
        to=(Step.CARDS_RETURN, Step.CARDS_DRAW)),
    Forced(Step.CARDS_DRAW, C._step_cards_draw, to=(Step.PRODUCTION_START,)),
    # phase C, production (R7), per player in turn order: the missile window asks the opponents in turn
    # (the kernel's seat window), then the shield, the rolls, super production and the build
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
    # phase D, execution (R8, R9), per player in turn order: movement (a torpedo's sinking is a call
    # that comes back), the movement's end (add-ons: V2.7 free areas), then battles
    Forced(Step.EXECUTION_START, E._step_execution_start, to=(Kind.MOVEMENT, Step.MOVEMENT_END)),
    Ask(Kind.MOVEMENT, (Act.MOVE, Act.TRANSPORT, Act.PLAY, Act.END_MOVES), E._do_movement,
        to=(Kind.MOVEMENT, Kind.SINK, Step.MOVEMENT_AGAIN, Step.MOVEMENT_END)),
    Forced(Step.MOVEMENT_AGAIN, E._step_movement_again, to=(Kind.MOVEMENT,)),
    Hook(Step.MOVEMENT_END, then=Step.BATTLES),
    Forced(Step.BATTLES, E._step_battles,
           to=(Kind.END_TURN, Kind.BATTLE_CHOICE, Step.BATTLE_TURN, Step.EXECUTION_END)),
    Ask(Kind.BATTLE_CHOICE, (Act.BATTLE, Act.PLAY), E._do_battle_choice,
        to=(Step.BATTLES, Step.BATTLE_TURN, Kind.SINK)),
    # a battle (R8.2): rolls in turn, battle cards before a roll, hits placed by the roller
    Forced(Step.BATTLE_TURN, B._step_battle_turn,
           to=(Kind.BATTLE_ROLL, Kind.HITS, Step.BATTLE_TURN, Step.BATTLES, Step.AFTER_CONQUEST, OVER)),
    Ask(Kind.BATTLE_ROLL, (Act.ROLL, Act.PLAY), B._do_battle_roll,  # asks the defender too
        to=(Kind.HITS, Step.BATTLE_TURN, Step.BATTLES, Step.AFTER_CONQUEST, OVER)),
    Ask(Kind.HITS, (Act.HITS,), B._do_hits,
        to=(Kind.HITS, Step.BATTLE_TURN, Step.BATTLES, Step.AFTER_CONQUEST, OVER)),
    # a flag was taken and the game goes on (add-ons: V2.8 the defender's counter-strike)
    Hook(Step.AFTER_CONQUEST, then=Step.CONQUEST_DONE),
    Forced(Step.CONQUEST_DONE, B._step_conquest_done, to=(Step.BATTLES,)),
    Ask(Kind.SINK, (Act.SINK,), E._do_sink, to=(RETURN,)),  # the torpedo's hits; back where it was played
    Ask(Kind.END_TURN, (Act.END_TURN, Act.PLAY), E._do_end_turn, to=(Step.BATTLES, Step.EXECUTION_END, Kind.SINK)),
    Forced(Step.EXECUTION_END, E._step_execution_end, to=(Step.EXECUTION_START, Step.ROUND_END)),
    # the round ends: the cap makes it a draw (R11)
    Forced(Step.ROUND_END, F._step_round_end, to=(Step.ROUND_START, OVER)),
))
