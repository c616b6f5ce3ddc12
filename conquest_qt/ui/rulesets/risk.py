"""Risk's UI parts, by decision kind (VARIANTS.md V1; the kinds of engine/rulesets/risk/kinds.py).

For now a Risk game can be watched (computer players, `conquest --autoplay … --ruleset risk`) and its
areas claimed; the pages for placing, trading, attacking and fortifying (issue 15, item 4) are still to
come, so those kinds show whose decision it is.
"""

from __future__ import annotations

from conquest_qt.engine.rulesets.risk.kinds import Kind
from conquest_qt.ui.game.turn_controller import TurnController
from conquest_qt.ui.panels import decision_pages
from conquest_qt.ui.rulesets import RulesetUI

RULESET_UI = RulesetUI(
    ruleset="risk",
    pages={kind: decision_pages.ClaimPage if kind == Kind.CLAIM else decision_pages.WaitPage for kind in Kind},
    clicks={Kind.CLAIM: TurnController.click_claim},
)
