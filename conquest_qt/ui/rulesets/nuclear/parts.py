"""The nuclear add-on's UI parts (VARIANTS.md V2): a page for each of its decision kinds, its board marks,
the declaration and purchase it adds to the ruleset's pages and the nukes an answer buys."""

from __future__ import annotations

from conquest_qt.ui.rulesets import AddonUI
from conquest_qt.ui.rulesets.nuclear import extend, pages
from conquest_qt.ui.rulesets.nuclear.markers import NuclearMarkers

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
)
