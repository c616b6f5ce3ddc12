"""Conquest's UI parts, by decision kind (RULES.md; the kinds of engine/rulesets/conquest/kinds.py)."""

from __future__ import annotations

from conquest_qt.engine.rulesets.conquest.kinds import Kind
from conquest_qt.ui.game.turn_controller import TurnController
from conquest_qt.ui.panels import decision_pages
from conquest_qt.ui.rulesets import RulesetUI
from conquest_qt.ui.rulesets.conquest import battle_pages, pages, texts

RULESET_UI = RulesetUI(
    ruleset="conquest",
    pages={
        Kind.CLAIM: decision_pages.ClaimPage,
        Kind.RETURN_CARDS: pages.ReturnCardsPage,
        Kind.MISSILES: pages.MissilesPage,
        Kind.SHIELD: pages.ShieldPage,
        Kind.BUILD: pages.BuildPage,
        Kind.MOVEMENT: pages.MovementPage,
        Kind.BATTLE_CHOICE: battle_pages.BattleChoicePage,
        Kind.BATTLE_ROLL: battle_pages.BattleRollPage,
        Kind.HITS: battle_pages.HitsPage,
        Kind.SINK: battle_pages.SinkPage,
        Kind.END_TURN: pages.EndTurnPage,
    },
    clicks={
        Kind.CLAIM: TurnController.click_claim,
        Kind.BUILD: TurnController.click_build,
        Kind.MOVEMENT: TurnController.click_movement,
        Kind.BATTLE_CHOICE: TurnController.click_battle_choice,
    },
    help=texts.HELP,
    panels=frozenset({"battle", "production"}),  # R7's battles, R6's missile and super production rolls
    markers=None,  # RULES.md's board shows owners and units only (the board's own painters)
)
