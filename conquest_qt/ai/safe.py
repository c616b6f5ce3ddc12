"""The safest legal answer, for a decision a player does not know (an add-on's question, a slip on a board an
add-on changed): used by ai/registry.AddonGuard and by the look-ahead's rollouts (ai/search.py)."""

from __future__ import annotations

from typing import Any

# the safest answers, in this order, when a player does not know a decision: to pass, to stop, to end a stage
SAFE_TYPES = ("pass", "stop", "end_attacks", "end_moves", "end_turn")


def safest(legal: list[dict[str, Any]]) -> dict[str, Any]:
    """The safest of the legal answers: pass, stop, end a stage, else the first (a template's count is 1)."""
    for t in SAFE_TYPES:
        for a in legal:
            if a["type"] == t:
                return dict(a)
    first = dict(legal[0])
    if "count" in first and first["type"] in ("move", "transport"):
        first["count"] = 1
    return first
