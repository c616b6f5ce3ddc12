"""Conquest's UI (RULES.md): its pages, clicks, working data, board markers and panels (parts.py:
`RULESET_UI`), and its words (texts.py: a module of the text layer, read by the generic code
through ui/text/ruleset_text.py).

`RULESET_UI` is imported on first use (PEP 562), so that reading the ruleset's words does not build its
pages."""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if name == "RULESET_UI":
        from conquest_qt.ui.rulesets.conquest.parts import RULESET_UI

        return RULESET_UI
    raise AttributeError(name)
