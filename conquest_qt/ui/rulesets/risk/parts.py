"""Risk's UI parts, by decision kind (VARIANTS.md V1; the kinds of engine/rulesets/risk/kinds.py).

Claiming, the capital and placing armies are by clicks on the board (game/risk_place.py), trading cards
on its page (panels/risk_pages.py); attacks, the occupation and the fortify have their pages
(panels/risk_attack_pages.py) and pick their areas on the board (area_pick.click_pick).
"""

from __future__ import annotations

from conquest_qt.engine.rulesets.risk.kinds import Kind
from conquest_qt.ui.game import claim
from conquest_qt.ui.panels import decision_pages
from conquest_qt.ui.rulesets import RulesetUI
from conquest_qt.ui.rulesets.risk import area_pick, texts
from conquest_qt.ui.rulesets.risk import attack_pages as risk_attack_pages
from conquest_qt.ui.rulesets.risk import pages as risk_pages
from conquest_qt.ui.rulesets.risk import place as risk_place
from conquest_qt.ui.rulesets.risk.defence import RiskDefence
from conquest_qt.ui.rulesets.risk.legend import RiskLegend
from conquest_qt.ui.rulesets.risk.markers import RiskMarkers
from conquest_qt.ui.rulesets.risk.missions_dialog import MissionsDialog

RULESET_UI = RulesetUI(
    ruleset="risk",
    pages={
        Kind.CLAIM: decision_pages.ClaimPage,
        Kind.PLACE_CAPITAL: risk_pages.PlaceCapitalPage,
        Kind.SETUP_PLACE: risk_pages.PlacePage,
        Kind.TRADE: risk_pages.TradePage,
        Kind.PLACE: risk_pages.PlacePage,
        Kind.ATTACK: risk_attack_pages.AttackPage,
        Kind.OCCUPY: risk_attack_pages.OccupyPage,
        Kind.FORTIFY: risk_attack_pages.FortifyPage,
    },
    clicks={
        Kind.CLAIM: claim.click_claim,
        Kind.PLACE_CAPITAL: risk_place.click_capital,
        Kind.SETUP_PLACE: risk_place.click_place,
        Kind.PLACE: risk_place.click_place,
        Kind.ATTACK: area_pick.click_pick,
        Kind.FORTIFY: area_pick.click_pick,
    },
    help=texts.HELP,
    markers=RiskMarkers,
    legend=RiskLegend,
    battles=RiskDefence,  # the computers' attacks on the player's areas, their dice as they are rolled
    missions=MissionsDialog,
    card_reference=False,
    reference="risk_missions",  # Help → Mission reference (F2)
    starts={
        Kind.CLAIM: claim.ClaimChoice.of,
        Kind.PLACE_CAPITAL: risk_place.CapitalChoice.of,
        Kind.SETUP_PLACE: risk_place.Placement.of,
        Kind.PLACE: risk_place.Placement.of,
        Kind.ATTACK: area_pick.AreaPick.of,
        Kind.OCCUPY: area_pick.Occupation.of,
        Kind.FORTIFY: area_pick.AreaPick.of,
    },
)
