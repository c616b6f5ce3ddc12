"""Comanda & Conquista's actions, field by field (VARIANTS.md V3.10): `check_action` runs in the engine's
`apply` before the decision's handler (engine/action_schema.py says what each kind of field admits)."""

from __future__ import annotations

from conquest_qt.engine.action_schema import checker

# action type -> {field: kind}; "?" marks an optional field
FIELDS: dict[str, dict[str, str]] = {
    "choose_home": {"area": "text"},
    "buy": {"area": "text", "kind": "text", "count": "count"},
    "fortify": {"area": "text", "defence": "text"},
    "convert": {"area": "text"},
    "assign_aa": {"area": "text", "kind": "text", "count": "count"},
    "move": {"kind": "text", "from": "text", "to": "text", "count": "count"},
    "airlift": {"from": "text", "to": "text", "cargo": "placement"},
    "attack": {"area": "text", "units": "stacks", "against": "text?"},
    "retreat": {"to": "placements"},
    "special": {"effect": "text"},
    "sell_special": {"count": "count"},
    "revive": {"player": "text"},
    "end_turn": {},
}
check_action = checker(FIELDS)
