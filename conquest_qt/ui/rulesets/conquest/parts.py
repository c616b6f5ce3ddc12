"""Conquest's UI parts, by decision kind (RULES.md; the kinds of engine/rulesets/conquest/kinds.py): the
page of each decision (pages.py, battle_pages.py; the claim's and the page base are generic,
ui/panels/decision_pages.py), what a click on the board does, the working data of a decision while it is
open (the claim: ui/game/claim.py; the production: build.py; the movement: movement.py; the answers on
pages: answers.py) and the side panels it feeds (the battle panel, battle_panel.py; the production dice,
production_dice.py)."""

from __future__ import annotations

from conquest_qt.engine.rulesets.conquest.kinds import Kind
from conquest_qt.ui.game import claim
from conquest_qt.ui.panels import decision_pages
from conquest_qt.ui.rulesets import RulesetUI
from conquest_qt.ui.rulesets.conquest import answers, battle_pages, build, movement, pages, texts

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
        Kind.CLAIM: claim.click_claim,
        Kind.BUILD: build.click_build,
        Kind.MOVEMENT: movement.click_movement,
        Kind.BATTLE_CHOICE: answers.click_battle_choice,
    },
    starts={
        Kind.CLAIM: claim.ClaimChoice.of,
        Kind.MISSILES: answers.passing,
        Kind.SHIELD: answers.passing,
        Kind.BUILD: build.Production.of,
        Kind.MOVEMENT: movement.Movement.of,
        Kind.BATTLE_CHOICE: answers.BattleChoice.of,
        Kind.BATTLE_ROLL: answers.Roll.of,
        Kind.HITS: answers.Hits.of,
        Kind.END_TURN: answers.EndTurn.of,
    },
    help=texts.HELP,
    panels=frozenset({"battle", "production"}),  # R7's battles, R6's missile and super production rolls
    markers=None,  # RULES.md's board shows owners and units only (the board's own painters)
)
