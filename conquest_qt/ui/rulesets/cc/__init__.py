"""Comanda & Conquista's UI (VARIANTS.md V3), minimal for now: its pages, clicks and words (parts.py:
`RULESET_UI`; texts.py: a module of the text layer, read by the generic code through ui/text/ruleset_text.py).
The real UI (a battle preview, unit pickers, markers for homes, defences and conversions) comes next.

`RULESET_UI` is imported on first use (PEP 562), so that reading the ruleset's words does not build its
pages."""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if name == "RULESET_UI":
        from conquest_qt.ui.rulesets.cc.parts import RULESET_UI

        return RULESET_UI
    raise AttributeError(name)
