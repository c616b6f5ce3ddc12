"""Risk's UI parts, by decision kind (VARIANTS.md V1; the kinds of engine/rulesets/risk/kinds.py).

Claiming is by click; attacks, the occupation and the fortify have their pages (panels/risk_pages.py)
and pick their areas on the board (TurnController.click_pick); the kinds still without a page show
whose decision it is.
"""

from __future__ import annotations

from conquest_qt.engine.rulesets.risk.kinds import Kind
from conquest_qt.ui.game.turn_controller import TurnController
from conquest_qt.ui.panels import decision_pages, risk_pages
from conquest_qt.ui.rulesets import RulesetUI

_PAGES = {Kind.CLAIM: decision_pages.ClaimPage,
          Kind.ATTACK: risk_pages.AttackPage, Kind.OCCUPY: risk_pages.OccupyPage, Kind.FORTIFY: risk_pages.FortifyPage}

RULESET_UI = RulesetUI(
    ruleset="risk",
    pages={kind: _PAGES.get(kind, decision_pages.WaitPage) for kind in Kind},
    clicks={Kind.CLAIM: TurnController.click_claim,
            Kind.ATTACK: TurnController.click_pick, Kind.FORTIFY: TurnController.click_pick},
)
