"""Risk (VARIANTS.md V1, the German FAQ of a modern edition): six-sided dice, continents, cities,
capitals, star cards and missions on Conquest's board."""

from __future__ import annotations

from conquest_qt.engine.rulesets import Ruleset, UndoPolicy
from conquest_qt.engine.rulesets.risk.board import card_area
from conquest_qt.engine.rulesets.risk.game import Game
from conquest_qt.engine.rulesets.risk.kinds import Act, Kind
from conquest_qt.engine.rulesets.risk.legal import legal_actions
from conquest_qt.engine.rulesets.risk.old_shape import old_shape
from conquest_qt.engine.rulesets.risk.options import Options
from conquest_qt.engine.rulesets.risk.position import expect, game_from_position, parse_dice
from conquest_qt.engine.rulesets.risk.state import ARMY
from conquest_qt.engine.rulesets.risk.view import sample_game
from conquest_qt.engine.units import UnitKind

RULESET = Ruleset(
    id="risk",
    game=Game,
    options=Options,
    legal_actions=legal_actions,
    card_type=card_area,
    sample_game=sample_game,
    game_from_position=game_from_position,
    parse_dice=parse_dice,
    expect=expect,
    # undo before dice: the turn's placement, an occupation, a fortify, until the next roll (issue 15)
    undo=UndoPolicy(Kind.PLACE, (Act.PLACE, Act.OCCUPY, Act.FORTIFY), also=(Kind.ATTACK, Kind.OCCUPY, Kind.FORTIFY)),
    unit_kinds=(UnitKind(ARMY, draw="army", holds=True, domain="land"),),  # V1.1
    old_shape=old_shape,
)
