"""Fuzz the loader with mutations of real saves: a SaveError or a valid game, nothing else (bounded)."""

from __future__ import annotations

import copy
import json
import math
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conquest_qt.saves import SaveError, load_bytes, make_save
from tests.helpers.golden import GOLDEN

BASE = json.loads((GOLDEN / "production_window.json").read_text(encoding="utf-8"))
BASE_BYTES = (GOLDEN / "production_window.json").read_bytes()

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=8,
)


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


PATHS = [p for p in _paths(BASE) if p]


def _mutate(doc: Any, path: tuple, how: str, value: Any) -> Any:
    doc = copy.deepcopy(doc)
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    if how == "delete":
        del parent[last]
    elif how == "replace":
        parent[last] = value
    elif how == "duplicate" and isinstance(parent, list):
        parent.insert(last, copy.deepcopy(parent[last]))
    else:
        parent[last] = [parent[last], value]
    return doc


def _load_or_refuse(data: bytes) -> None:
    try:
        loaded = load_bytes(data)
    except SaveError as err:
        assert err.code != "engine_error", err  # the engine must refuse junk with a rule error, not crash
        return
    assert loaded.logged.game is not None
    # what loads also saves as strict JSON that loads again (NaN once slipped through and broke the re-save)
    again = load_bytes(make_save(loaded.logged, loaded.players, loaded.game_id).to_bytes())
    assert again.logged.game.snapshot() == loaded.logged.game.snapshot()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=st.sampled_from(PATHS), how=st.sampled_from(["delete", "replace", "duplicate", "wrap"]),
       value=json_values)
def test_structural_mutations(path: tuple, how: str, value: Any) -> None:
    _load_or_refuse(json.dumps(_mutate(BASE, path, how, value)).encode())


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.integers(0, len(BASE_BYTES) - 1), st.integers(0, 255)), min_size=1, max_size=6))
def test_byte_flips(flips: list[tuple[int, int]]) -> None:
    data = bytearray(BASE_BYTES)
    for pos, byte in flips:
        data[pos] = byte
    _load_or_refuse(bytes(data))


ACTION_PATHS = [("actions", i, "action") for i in range(len(BASE["actions"]))]
def _get(doc: Any, path: tuple) -> Any:
    for key in path:
        doc = doc[key]
    return doc


NUMBER_PATHS = [p for p in PATHS if type(_get(BASE, p)) is int]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=st.sampled_from(ACTION_PATHS), key=st.text(min_size=1, max_size=8), value=json_values)
def test_unknown_fields_in_actions_are_refused(path: tuple, key: str, value: Any) -> None:
    """FORMAT.md: unknown fields are forbidden at every level, the actions included (issue 13)."""
    doc = copy.deepcopy(BASE)
    action = _get(doc, path)
    if key in action:
        return
    action[key] = value
    try:
        json.dumps(value, allow_nan=False)
        expected = "unknown_field"
    except ValueError:  # Infinity: not even JSON
        expected = "not_json"
    try:
        load_bytes(json.dumps(doc).encode())
    except SaveError as err:
        assert err.code == expected, err
        if expected == "not_json":
            return
        assert err.data["field"] == f"actions.{path[1]}.action.{key}"
        return
    raise AssertionError(f"an action with the extra field {key!r} was accepted")


@settings(max_examples=100, deadline=None)
@given(path=st.sampled_from(NUMBER_PATHS), constant=st.sampled_from([math.nan, math.inf, -math.inf]))
def test_nan_and_infinity_are_refused_everywhere(path: tuple, constant: float) -> None:
    """Non-standard JSON constants are refused by the fast path and the strict path alike."""
    doc = copy.deepcopy(BASE)
    parent = _get(doc, path[:-1])
    parent[path[-1]] = constant
    data = json.dumps(doc, allow_nan=True).encode()
    assert b"NaN" in data or b"Infinity" in data
    try:
        load_bytes(data)
    except SaveError as err:
        assert err.code == "not_json", err
        return
    raise AssertionError(f"{constant} at {path} was accepted")
