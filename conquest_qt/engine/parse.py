"""Checking the shape of action objects (SCENARIOS.md vocabulary): malformed input is a rule error."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from conquest_qt.engine.errors import RuleError


def field(action: dict[str, Any], key: str) -> Any:
    if key not in action:
        raise RuleError("malformed_action", field=key)
    return action[key]


def text(action: dict[str, Any], key: str) -> str:
    v = field(action, key)
    if not isinstance(v, str):
        raise RuleError("malformed_action", field=key)
    return v


def texts(action: dict[str, Any], *keys: str) -> list[str]:
    """Several text fields at once (the first missing or non-text one is the error)."""
    out = []
    for key in keys:
        v = action.get(key)
        if not isinstance(v, str):
            raise RuleError("malformed_action", field=key)
        out.append(v)
    return out


def count(action: dict[str, Any], key: str = "count", minimum: int = 1) -> int:
    v = field(action, key)
    if not isinstance(v, int) or isinstance(v, bool) or v < minimum:
        raise RuleError("bad_count", field=key)
    return v


def one_of(action: dict[str, Any], key: str, allowed: Collection[str]) -> str:
    """A text field that must be one of `allowed` (a ruleset's card types, …)."""
    v = text(action, key)
    if v not in allowed:
        raise RuleError("malformed_action", field=key)
    return v


_NOTHING: dict[str, int] = {}


def placement(action: dict[str, Any], key: str) -> dict[str, int]:
    v = action.get(key, _NOTHING)
    if not isinstance(v, dict):
        raise RuleError("malformed_action", field=key)
    out = {}
    for area, n in v.items():
        if type(n) is not int or n < 0 or type(area) is not str:  # the usual case skips the exact checks
            if not isinstance(area, str):
                raise RuleError("malformed_action", field=key)
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise RuleError("bad_count", field=key, area=area)
        if n:
            out[area] = n
    return out
