"""Risk's actions, field by field (VARIANTS.md V1.14): `check_action` runs in the engine's `apply`
before the decision's handler (engine/action_schema.py says what each kind of field admits)."""

from __future__ import annotations

from conquest_qt.engine.action_schema import checker

# action type -> {field: kind}; "?" marks an optional field
FIELDS: dict[str, dict[str, str]] = {
    "claim": {"area": "text"},
    "place_capital": {"area": "text"},
    "place": {"land": "placement"},
    "trade": {"cards": "texts"},
    "pass": {},
    "attack": {"from": "text", "to": "text", "dice": "count"},
    "occupy": {"count": "count"},
    "end_attacks": {},
    "fortify": {"from": "text", "to": "text", "count": "count"},
    "end_turn": {},
}
check_action = checker(FIELDS)
