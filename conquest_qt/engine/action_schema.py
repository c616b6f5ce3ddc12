"""The exact shape of an action: known fields only, of the right type and size (a ruleset names its fields).

`check_action` runs in `Game.apply` before the decision's handler, so a saved log, the GUI and the AIs
meet the same gate: a field the vocabulary does not have is `action_unknown_field` (extra data riding
along in every autosave, or a typo the rules would silently ignore); a text that is not a short
string, a count that is not a whole number (floats, NaN and Infinity included) or a list or map larger
than the game can use is refused with the code the handler would give (`malformed_action`,
`bad_count`). Nothing nests deeper than the vocabulary: unknown fields are refused before they are
looked into. The handlers still check what the rules say (which areas, how many units).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conquest_qt.engine.errors import RuleError

MAX_TEXT = 40  # ids of areas, seas, colours, cards, unit kinds are short words
MAX_ITEMS = 64  # cards to return, submarine groups to sink, areas in one build (the board has 42 + seas)
MAX_COUNT = 10_000  # far above any count of units on the board

_UNIT_KEYS = frozenset({"at", "kind"})
_STACK_KEYS = frozenset({"from", "kind", "count"})
_VICTIM_KEYS = frozenset({"owner", "sea", "count"})


def checker(fields: dict[str, dict[str, str]]) -> Callable[[dict[str, Any]], None]:
    """A ruleset's `check_action` from its table: action type -> {field: kind}, "?" marking an optional
    field; kinds: text, texts, count, placement, placements, stacks, target, unit, victims."""
    # per type: its keys, and (field, optional, check) for each field, resolved once
    plans = {kind: (frozenset(f) | {"type"},
                    tuple((key, what.endswith("?"), _CHECKS[what.rstrip("?")]) for key, what in f.items()))
             for kind, f in fields.items()}

    def check_action(action: dict[str, Any]) -> None:
        """Refuse an action of a known type whose fields are not exactly the vocabulary's (RuleError)."""
        plan = plans.get(action["type"])
        if plan is None:
            raise RuleError("malformed_action", field="type")
        keys, checks = plan
        if not keys.issuperset(action):
            raise RuleError("action_unknown_field", field=_first_unknown(action, keys))
        for key, optional, check in checks:
            if key in action:
                check(action[key], key)
            elif not optional:
                raise RuleError("malformed_action", field=key)

    return check_action


def _first_unknown(obj: dict[Any, Any], keys: frozenset[str]) -> str:
    return next(str(k)[:MAX_TEXT] for k in obj if k not in keys)


def _text(v: Any, key: str) -> None:
    if type(v) is not str or len(v) > MAX_TEXT:
        raise RuleError("malformed_action", field=key)


def _count(v: Any, key: str) -> None:
    if type(v) is not int or not 0 <= v <= MAX_COUNT:  # bool, float (NaN, Infinity) and huge numbers too
        raise RuleError("bad_count", field=key)


def _texts(v: Any, key: str) -> None:
    if type(v) is not list or len(v) > MAX_ITEMS:
        raise RuleError("malformed_action", field=key)
    for item in v:
        _text(item, key)


def _placement(v: Any, key: str) -> None:
    if type(v) is not dict or len(v) > MAX_ITEMS:
        raise RuleError("malformed_action", field=key)
    for area, n in v.items():
        _text(area, key)
        if type(n) is not int or not 0 <= n <= MAX_COUNT:
            raise RuleError("bad_count", field=key, area=area)


def _target(v: Any, key: str) -> None:
    if type(v) is not str or len(v) > MAX_TEXT:
        raise RuleError("bad_target", target=None)


def _unit(v: Any, key: str) -> None:
    """{"at": area, "kind": kind}: other fields are refused here, the values by the armistice's rules."""
    if type(v) is dict and not _UNIT_KEYS.issuperset(v):
        raise RuleError("action_unknown_field", field=f"{key}.{_first_unknown(v, _UNIT_KEYS)}")


def _victims(v: Any, key: str) -> None:
    if type(v) is not list or len(v) > MAX_ITEMS:
        raise RuleError("malformed_action", field=key)
    for item in v:
        if type(item) is not dict:
            raise RuleError("malformed_action", field=key)
        if not _VICTIM_KEYS.issuperset(item):
            raise RuleError("action_unknown_field", field=f"{key}.{_first_unknown(item, _VICTIM_KEYS)}")
        for k in ("owner", "sea"):
            if k in item:
                _text(item[k], k)
        if "count" in item:
            _count(item["count"], "count")


def _placements(v: Any, key: str) -> None:
    """{area: {kind: n}} (V3's retreat): a placement per area."""
    if type(v) is not dict or len(v) > MAX_ITEMS:
        raise RuleError("malformed_action", field=key)
    for area, inner in v.items():
        _text(area, key)
        _placement(inner, key)


def _stacks(v: Any, key: str) -> None:
    """[{from, kind, count}] (V3's attack): each entry exactly these fields."""
    if type(v) is not list or len(v) > MAX_ITEMS:
        raise RuleError("malformed_action", field=key)
    for item in v:
        if type(item) is not dict:
            raise RuleError("malformed_action", field=key)
        if not _STACK_KEYS.issuperset(item):
            raise RuleError("action_unknown_field", field=f"{key}.{_first_unknown(item, _STACK_KEYS)}")
        for k in ("from", "kind"):
            if k not in item:
                raise RuleError("malformed_action", field=f"{key}.{k}")
            _text(item[k], k)
        if "count" not in item:
            raise RuleError("malformed_action", field=f"{key}.count")
        _count(item["count"], "count")


_CHECKS = {"text": _text, "count": _count, "texts": _texts, "placement": _placement, "target": _target,
           "unit": _unit, "victims": _victims, "placements": _placements, "stacks": _stacks}
