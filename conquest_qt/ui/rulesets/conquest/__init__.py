"""Conquest's UI (RULES.md): its pages, clicks, working data, board markers and panels (parts.py:
`RULESET_UI`), and its words (texts.py: a module of the text layer, read by the generic code
through ui/text/ruleset_text.py).

`RULESET_UI` is imported on first use (PEP 562), so that reading the ruleset's words does not build its
pages."""

from __future__ import annotations

from typing import Any

# The side panels Conquest brings (ui/rulesets/__init__.side_panel): the battles (R8) and the production dice
# (R7.3, R7.4)
PANELS = {
    "battle": ("conquest_qt.ui.rulesets.conquest.battle_panel", "BattlePanel"),
    "production": ("conquest_qt.ui.rulesets.conquest.production_dice", "ProductionDice"),
}
# Its modules for the window's warm-up (ui/rulesets/__init__.warm_up), one per step, their dependencies first
WARM_UP = {
    "rules": ("conquest_qt.engine.rulesets.conquest",),
    "ai": ("conquest_qt.ai.conquest.evaluation", "conquest_qt.ai.conquest.planning", "conquest_qt.ai.conquest.base"),
    "pages": ("conquest_qt.ui.rulesets.conquest.pages", "conquest_qt.ui.rulesets.conquest.battle_pages"),
    "parts": ("conquest_qt.ui.rulesets.conquest.parts", "conquest_qt.ui.rulesets.conquest.battle_panel"),
    "panels": ("conquest_qt.ui.rulesets.conquest.production_dice",),
}


def __getattr__(name: str) -> Any:
    if name == "RULESET_UI":
        from conquest_qt.ui.rulesets.conquest.parts import RULESET_UI

        return RULESET_UI
    raise AttributeError(name)
