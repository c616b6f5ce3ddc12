"""Comanda & Conquista's UI parts, by decision kind (VARIANTS.md V3.10; the kinds of
engine/rulesets/cc/kinds.py). Minimal: the home is chosen by a click on the board; the turn's actions and
a retreat are picked from the list of legal actions on the side panel (pages.py)."""

from __future__ import annotations

from conquest_qt.engine.rulesets.cc.kinds import Kind
from conquest_qt.ui.rulesets import RulesetUI
from conquest_qt.ui.rulesets.cc import pages, retreat_page, texts, turn_page, turn_work
from conquest_qt.ui.rulesets.cc.legend import CcLegend
from conquest_qt.ui.rulesets.cc.markers import CcMarkers

RULESET_UI = RulesetUI(
    ruleset="cc",
    pages={
        Kind.CHOOSE_HOME: pages.HomePage,
        Kind.TURN: turn_page.CcTurnPage,
        Kind.RETREAT: retreat_page.CcRetreatPage,
    },
    clicks={Kind.CHOOSE_HOME: pages.click_home, Kind.TURN: turn_work.click_turn,
            Kind.RETREAT: retreat_page.click_retreat},
    help=texts.HELP,
    markers=CcMarkers,  # homes, conversions, defences, the teams (markers.py)
    legend=CcLegend,
    card_reference=False,
    starts={Kind.CHOOSE_HOME: pages.HomeChoice.of,  # the nations it may take, highlighted
            Kind.TURN: turn_work.TurnWork.of,  # the board's selection: a move, an airlift, an attack composed
            Kind.RETREAT: retreat_page.RetreatChoice.of},  # the destinations, lit
)
