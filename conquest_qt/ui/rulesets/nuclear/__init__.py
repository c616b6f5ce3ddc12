"""The nuclear add-on's user-interface part (VARIANTS.md V2; manifest.py names this home): the pages of its
decisions (pages.py), the declaration and the purchase it adds to the ruleset's pages (extend.py), its
board marks — nukes with counts, the contamination wash, free areas (markers.py) — as `ADDON_UI`
(parts.py), composed into the played ruleset's UI by ui/rulesets `for_options`.

`ADDON_UI` is imported on first use (PEP 562), like a ruleset's `RULESET_UI`."""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if name == "ADDON_UI":
        from conquest_qt.ui.rulesets.nuclear.parts import ADDON_UI

        return ADDON_UI
    raise AttributeError(name)
