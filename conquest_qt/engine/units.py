"""One unit shape for every ruleset: `units[area][owner][kind] = n` (lands and seas alike).

A ruleset lists its kinds of unit in a table of `UnitKind`s (an add-on adds its own): the id used in
the state, saves, scenarios and events; how the board draws it; whether it holds an area (counts for
ownership and battles) or is a marker; and where it stands (land, air over land, sea). The board, the
scenario runner, the AIs, statistics and saves read counts by kind through the helpers here, never by
position. Empty entries are removed, so `area in units` means something stands there.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Literal

UnitTable = dict[str, dict[str, dict[str, int]]]  # area -> owner -> kind -> n (n >= 1)

Domain = Literal["land", "air", "sea", "marker"]


@dataclass(frozen=True)
class UnitKind:
    id: str  # "land", "air", "sub", "nuke", "inf", …
    draw: str  # how the board draws it: "tank", "plane", "sub", "army", "nuke", "division"…
    holds: bool  # counts for holding an area (a marker does not: V2.1 nukes)
    domain: Domain
    aa: bool = False  # an anti-air form (V3.3)


def count(units: UnitTable, area: str, owner: str, kind: str) -> int:
    by = units.get(area)
    if not by:
        return 0
    k = by.get(owner)
    return k.get(kind, 0) if k else 0


def kinds_at(units: UnitTable, area: str, owner: str) -> dict[str, int]:
    """The owner's counts by kind in an area (a copy; empty when none)."""
    by = units.get(area)
    k = by.get(owner) if by else None
    return dict(k) if k else {}


def total(units: UnitTable, area: str, owner: str, kinds: Iterable[str] | None = None) -> int:
    by = units.get(area)
    k = by.get(owner) if by else None
    if not k:
        return 0
    if kinds is None:
        return sum(k.values())
    return sum(k.get(x, 0) for x in kinds)


def add(units: UnitTable, area: str, owner: str, kind: str, n: int) -> None:
    """Add n (may be negative) units of a kind; entries that reach 0 are removed."""
    by = units.get(area)
    if by is None:
        by = units[area] = {}
    k = by.get(owner)
    if k is None:
        k = by[owner] = {}
    v = k.get(kind, 0) + n
    if v:
        k[kind] = v
    else:
        k.pop(kind, None)
        if not k:
            del by[owner]
            if not by:
                del units[area]


def remove_all(units: UnitTable, area: str) -> dict[str, dict[str, int]]:
    """Everything in an area, taken off the board."""
    return units.pop(area, {})


def on_board(units: UnitTable, owner: str) -> dict[str, int]:
    """The owner's units on the board by kind."""
    out: dict[str, int] = {}
    for by in units.values():
        k = by.get(owner)
        if k:
            for kind, n in k.items():
                out[kind] = out.get(kind, 0) + n
    return out


def copy_table(units: UnitTable) -> UnitTable:
    return {a: {o: dict(k) for o, k in by.items()} for a, by in units.items()}


def by_id(kinds: Iterable[UnitKind]) -> Mapping[str, UnitKind]:
    return {k.id: k for k in kinds}
