"""The nuclear add-on's UI parts (VARIANTS.md V2): a page for each of its decision kinds, its board marks,
the declaration and purchase it adds to the ruleset's pages and the nukes an answer buys."""

from __future__ import annotations

from typing import Any

from conquest_qt.ui.rulesets import AddonUI
from conquest_qt.ui.rulesets.nuclear import battle, extend, pages
from conquest_qt.ui.rulesets.nuclear.markers import NuclearMarkers


def _strike_box(session: Any) -> Any:
    from conquest_qt.ui.rulesets.nuclear.strike_box import StrikeBox

    return StrikeBox(session)


ADDON_UI = AddonUI(
    addon="nuclear",
    pages={
        "nuke_intercept": pages.InterceptPage,
        "nuke_roll": pages.NukeRollPage,
        "nuke_hits": pages.NukeHitsPage,
        "nuke_counter": pages.CounterPage,
    },
    markers=NuclearMarkers,
    extend=extend.extended,
    amend=extend.amend,
    battle_kinds=(battle.KIND,),  # a strike in the ruleset's battle panel (Conquest's) ...
    battles=_strike_box,  # ... or in a box of its own (Risk's)
    questions=pages.QUESTIONS,  # the hot-seat hand-over before its questions outside the asked player's turn
)
