"""The nuclear add-on (VARIANTS.md V2, issue 25): nukes bought in production / placement, nuclear attacks
from round 4 on any land area, interception by neighbouring nukes of third players, contamination for two
rounds and then free areas, halving of the nukes in a conventionally conquered area and the defender's
counter-strike, self-strikes as a barrier — one add-on for `conquest` and `risk`.

`strike.py` is the shared sequence (declaration, interception window, V2.6, contamination, the
counter-strike); `conquest.py` and `risk.py` are the two adapters (their battle rows, buying, the hooks
each ruleset calls); `state.py` the add-on's state; `rules.py` the shared checks."""

from __future__ import annotations

from conquest_qt.engine.addons import Addon
from conquest_qt.engine.addons.nuclear.options import NuclearOptions

ADDON = Addon(id="nuclear", options=NuclearOptions, adapters={
    "conquest": "conquest_qt.engine.addons.nuclear.conquest",
    "risk": "conquest_qt.engine.addons.nuclear.risk",
})
