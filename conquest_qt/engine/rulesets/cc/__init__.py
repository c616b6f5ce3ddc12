"""Comanda & Conquista (VARIANTS.md V3, the Italian forum rules): credits, four kinds of division with fixed
bonuses, deterministic battles, homes, conversion, land and anti-air defences, airlift, special tokens and
properties, teams and rebirth, on Conquest's board (straits for short sea passages)."""

from __future__ import annotations

from conquest_qt.engine.rulesets import Ruleset, UndoPolicy
from conquest_qt.engine.rulesets.cc.board import AA_KINDS, ALL_KINDS
from conquest_qt.engine.rulesets.cc.game import Game
from conquest_qt.engine.rulesets.cc.kinds import Act, Div, Kind
from conquest_qt.engine.rulesets.cc.legal import legal_actions
from conquest_qt.engine.rulesets.cc.options import Options
from conquest_qt.engine.rulesets.cc.position import expect, game_from_position, parse_dice
from conquest_qt.engine.rulesets.cc.view import card_type, sample_game
from conquest_qt.engine.units import UnitKind

# Undo within the turn up to the last attack (nothing is hidden and no die rolls in cc): every action of the
# turn but an attack, a rebirth and end_turn; an attack closes the chain (issue 26, item 6).
UNDOABLE = (Act.BUY, Act.FORTIFY, Act.CONVERT, Act.ASSIGN_AA, Act.MOVE, Act.AIRLIFT, Act.SPECIAL, Act.SELL_SPECIAL)

# how the board draws each kind: its map symbol (ui/board/board_markers.division_icon), an AA one filled in
DRAW = {"inf": "infantry", "mech": "mechanized", "arm": "armour", "air": "plane",
        "inf_aa": "infantry_aa", "mech_aa": "mechanized_aa", "arm_aa": "armour_aa"}

RULESET = Ruleset(
    id="cc",
    game=Game,
    options=Options,
    legal_actions=legal_actions,
    card_type=card_type,
    sample_game=sample_game,
    game_from_position=game_from_position,
    parse_dice=parse_dice,
    expect=expect,
    undo=UndoPolicy(Kind.TURN, UNDOABLE),
    unit_kinds=tuple(UnitKind(k, draw=DRAW[k], holds=True, domain="air" if k == Div.AIR else "land",
                              aa=k in AA_KINDS) for k in ALL_KINDS),  # V3.3
)
