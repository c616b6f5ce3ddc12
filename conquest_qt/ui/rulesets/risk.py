"""Risk's UI parts, by decision kind (VARIANTS.md V1; the kinds of engine/rulesets/risk/kinds.py).

Claiming, the capital, placing armies and trading cards are played here; the attack, occupation and
fortify pages (issue 15, item 4, part B) are still to come, so those kinds show whose decision it is.
"""

from __future__ import annotations

from conquest_qt.engine.rulesets.risk.kinds import Kind
from conquest_qt.ui.board.risk_markers import RiskMarkers
from conquest_qt.ui.game import risk_place
from conquest_qt.ui.game.turn_controller import TurnController
from conquest_qt.ui.panels import decision_pages, risk_pages
from conquest_qt.ui.rulesets import RulesetUI

RULESET_UI = RulesetUI(
    ruleset="risk",
    pages={
        **{kind: decision_pages.WaitPage for kind in Kind},
        Kind.CLAIM: decision_pages.ClaimPage,
        Kind.PLACE_CAPITAL: risk_pages.PlaceCapitalPage,
        Kind.SETUP_PLACE: risk_pages.PlacePage,
        Kind.PLACE: risk_pages.PlacePage,
        Kind.TRADE: risk_pages.TradePage,
    },
    clicks={
        Kind.CLAIM: TurnController.click_claim,
        Kind.PLACE_CAPITAL: risk_place.click_capital,
        Kind.SETUP_PLACE: risk_place.click_place,
        Kind.PLACE: risk_place.click_place,
    },
    help="risk_rules",
    markers=RiskMarkers,
    starts={
        Kind.PLACE_CAPITAL: risk_place.CapitalChoice.of,
        Kind.SETUP_PLACE: risk_place.Placement.of,
        Kind.PLACE: risk_place.Placement.of,
    },
)
