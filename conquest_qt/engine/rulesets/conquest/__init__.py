"""Conquest (EG Spiele 1994), the rules of RULES.md: explosion dice, seven kinds of cards, 20 areas."""

from __future__ import annotations

from conquest_qt.engine.rulesets import Ruleset, UndoPolicy
from conquest_qt.engine.rulesets.conquest.cards import CARD_TYPE, UNIT_TABLE
from conquest_qt.engine.rulesets.conquest.game import Game
from conquest_qt.engine.rulesets.conquest.kinds import Act, Kind
from conquest_qt.engine.rulesets.conquest.legal import legal_actions
from conquest_qt.engine.rulesets.conquest.old_shape import old_shape
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.engine.rulesets.conquest.position import expect, game_from_position
from conquest_qt.engine.rulesets.conquest.view import sample_game

RULESET = Ruleset(
    id="conquest",
    game=Game,
    options=Options,
    legal_actions=legal_actions,
    card_type=CARD_TYPE.__getitem__,
    sample_game=sample_game,
    game_from_position=game_from_position,
    undo=UndoPolicy(Kind.MOVEMENT, (Act.MOVE, Act.TRANSPORT)),  # moves and transports (issue 6)
    expect=expect,
    unit_kinds=UNIT_TABLE,
    old_shape=old_shape,
)
