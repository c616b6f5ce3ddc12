"""Copying and serialising a state from its field declarations, not by hand.

A ruleset's state, its frames (engine/frames.py) and the kernel's small records are dataclasses whose
fields say their types: `int`, `str`, `bool`, `float`, `X | None`, `list[X]`, `dict[str, X]`, another
record, a frozen dataclass with `to_dict`/`from_dict` (options: shared, never copied), a list of frames
(each written with its name), or `Any` (copied deeply: JSON data). A field declared with
`sorted_field()` is written with its keys sorted (two levels: area, then owner), as snapshots always
were, so a game read back from one iterates in the same order. `Record.plan(cls)` reads the
declarations once and builds, per field, the functions that copy it, write it as JSON data and read it
back; `copy()`, `to_dict()` and `from_dict()` then only run them (`shared_dict()`: `to_dict()`'s data
without copying what is already JSON data, for a look-ahead's read-only views, engine/view.live_view).
The copies are as fast as the ones written by hand (AI look-ahead copies states very often).
"""

from __future__ import annotations

import copy as _copy
import dataclasses
import types
import typing
from collections.abc import Callable
from typing import Any, ClassVar, Self, TypeVar, get_args, get_origin

T = TypeVar("T")
Fn = Callable[[Any], Any]

_ATOMS = (int, str, bool, float, type(None))


def _same(v: Any) -> Any:
    return v


class _Plan:
    __slots__ = ("copy", "dump", "load", "names", "share")

    def __init__(self, names: tuple[str, ...], copy: tuple[Fn, ...], dump: tuple[Fn, ...],
                 load: tuple[Fn, ...], share: tuple[Fn, ...]) -> None:
        self.names, self.copy, self.dump, self.load, self.share = names, copy, dump, load, share


class Record:
    """A dataclass copied and serialised from its field declarations (mix in, then @dataclass)."""

    _plans: ClassVar[dict[type, _Plan]] = {}

    @classmethod
    def plan(cls) -> _Plan:
        found = Record._plans.get(cls)
        if found is None:
            found = Record._plans[cls] = _make_plan(cls)
        return found

    def copy(self) -> Self:
        plan = self.plan()
        new = object.__new__(type(self))
        d = self.__dict__
        nd = new.__dict__
        for name, fn in zip(plan.names, plan.copy, strict=True):
            nd[name] = fn(d[name])
        return new

    def to_dict(self) -> dict[str, Any]:
        plan = self.plan()
        d = self.__dict__
        return {name: fn(d[name]) for name, fn in zip(plan.names, plan.dump, strict=True)}

    def shared_dict(self) -> dict[str, Any]:
        """`to_dict()`'s data without its copies: a field already held as JSON data (numbers, strings, lists
        and dicts of them, `Any`) is the record's own object, in its own order (a `sorted_field` unsorted);
        the others (records, frames, options, tuples) are written as `to_dict` writes them. Only for reading,
        and only until the record next changes (an AI's look-ahead reads its own sampled game's state once
        per decision: copying it was a third of a rollout)."""
        plan = self.plan()
        d = self.__dict__
        return {name: fn(d[name]) for name, fn in zip(plan.names, plan.share, strict=True)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        """The record from its dict; a field missing from `data` takes its default (KeyError without one)."""
        plan = cls.plan()
        values: dict[str, Any] = {}
        for f, fn in zip(dataclasses.fields(cls), plan.load, strict=True):  # type: ignore[arg-type]
            if f.name in data:
                values[f.name] = fn(data[f.name])
            elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise KeyError(f.name)
        return cls(**values)


def sorted_field() -> Any:
    """A dict field written with its keys sorted on two levels (engine/units.py tables: area, owner)."""
    return dataclasses.field(default_factory=dict, metadata={"sorted": True})


def _sorted_dump(dump: Fn) -> Fn:
    return lambda v: dump({k: dict(sorted(x.items())) if type(x) is dict else x for k, x in sorted(v.items())})


def _make_plan(cls: type) -> _Plan:
    hints = typing.get_type_hints(cls)
    names, copies, dumps, loads, shares = [], [], [], [], []
    for f in dataclasses.fields(cls):
        c, d, ld = _field_fns(hints[f.name])
        shares.append(_same if _json_shaped(hints[f.name]) else d)
        if f.metadata.get("sorted"):
            d = _sorted_dump(d)
        names.append(f.name)
        copies.append(c)
        dumps.append(d)
        loads.append(ld)
    return _Plan(tuple(names), tuple(copies), tuple(dumps), tuple(loads), tuple(shares))


def _json_shaped(tp: Any) -> bool:
    """Is a value of this declared type held as the JSON data `to_dict` writes (only copied by its dump)?"""
    origin, args = get_origin(tp), get_args(tp)
    if tp in _ATOMS or (isinstance(tp, type) and issubclass(tp, _ATOMS)):
        return True
    if origin in (typing.Union, types.UnionType):
        return all(_json_shaped(a) for a in args if a is not type(None))
    if origin is list:
        return not _is_frame_type(args[0]) and _json_shaped(args[0])
    if origin is dict:
        return _json_shaped(args[1])
    return not (origin is tuple or (isinstance(tp, type) and dataclasses.is_dataclass(tp)))  # else Any: JSON


def _field_fns(tp: Any) -> tuple[Fn, Fn, Fn]:
    """(copy, dump, load) for a declared type."""
    origin, args = get_origin(tp), get_args(tp)
    if tp in _ATOMS or (isinstance(tp, type) and issubclass(tp, _ATOMS)):
        return _same, _same, _same
    if origin in (typing.Union, types.UnionType):
        inner = [a for a in args if a is not type(None)]
        if len(inner) == 1:
            c, d, ld = _field_fns(inner[0])
            if c is _same and d is _same and ld is _same:
                return _same, _same, _same
            return (lambda v: None if v is None else c(v)), (lambda v: None if v is None else d(v)), \
                (lambda v: None if v is None else ld(v))
        if all(a in _ATOMS for a in args):
            return _same, _same, _same
        return _copy.deepcopy, _copy.deepcopy, _copy.deepcopy
    if origin is list:
        (item,) = args
        if _is_frame_type(item):
            from conquest_qt.engine.frames import frame_from_dict

            return (lambda v: [x.copy() for x in v]), (lambda v: [x.to_dict() for x in v]), \
                (lambda v: [frame_from_dict(x) for x in v])
        c, d, ld = _field_fns(item)
        if c is _same:
            return list, list, list
        return (lambda v: [c(x) for x in v]), (lambda v: [d(x) for x in v]), (lambda v: [ld(x) for x in v])
    if origin is dict:
        _, value = args
        c, d, ld = _field_fns(value)
        if c is _same:
            return dict, dict, dict
        return (lambda v: {k: c(x) for k, x in v.items()}), (lambda v: {k: d(x) for k, x in v.items()}), \
            (lambda v: {k: ld(x) for k, x in v.items()})
    if origin is tuple:
        return _same, list, tuple
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        if issubclass(tp, Record):
            return (lambda v: v.copy()), (lambda v: v.to_dict()), tp.from_dict
        params = getattr(tp, "__dataclass_params__", None)
        if params is not None and params.frozen:  # options: immutable, shared by copies
            return _same, (lambda v: v.to_dict()), tp.from_dict  # type: ignore[attr-defined]
    return _copy.deepcopy, _copy.deepcopy, _copy.deepcopy  # Any: JSON data


def _is_frame_type(tp: Any) -> bool:
    from conquest_qt.engine.frames import Named

    return isinstance(tp, type) and issubclass(tp, Named)
