"""Conquest's actions, field by field (SCENARIOS.md vocabulary): the game's `check_action` (these with its
add-ons' fields, engine/addons/) runs in the engine's `apply` before the decision's handler
(engine/action_schema.py says what each kind of field admits)."""

from __future__ import annotations

from conquest_qt.engine.action_schema import checker

# action type -> {field: kind}; "?" marks an optional field
FIELDS: dict[str, dict[str, str]] = {
    "claim": {"area": "text"},
    "return_cards": {"cards": "texts"},
    "play": {"card": "text", "target": "target?", "unit": "unit?"},
    "pass": {},
    "build": {"land": "placement?", "air": "placement?", "sub": "placement?"},
    "move": {"kind": "text", "from": "text", "to": "text", "count": "count"},
    "transport": {"sea": "text", "from": "text", "to": "text", "count": "count"},
    "end_moves": {},
    "battle": {"area": "text"},
    "roll": {},
    "hits": {"land": "count", "air": "count"},
    "sink": {"subs": "victims"},
    "end_turn": {},
}
check_action = checker(FIELDS)
