"""Board topology: land areas, seas and who borders whom (RULES.md R1, the map file).

The file is validated with pydantic; a broken file raises :class:`TopologyError` whose message
names the field at fault. The engine only ever sees ids; names are for the UI's translation tables.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Iterator
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from conquest_qt.board.jsonfile import read_json


class IdSet(frozenset[str]):
    """A frozenset of ids that iterates in sorted order.

    Plain sets of strings iterate in an order that changes with Python's hash seed, which would make
    legal-move lists, and so AI games, differ between processes. Replays must be exact everywhere.
    """

    _order: tuple[str, ...]

    def __new__(cls, items: Iterable[str] = ()) -> IdSet:  # mirrors frozenset
        items = tuple(items)
        obj = super().__new__(cls, items)
        obj._order = tuple(sorted(set(items)))
        return obj

    def __iter__(self) -> Iterator[str]:
        return iter(self._order)

    def __or__(self, other: AbstractSet[str]) -> IdSet:  # type: ignore[override]
        return IdSet(frozenset.__or__(self, other))

    def __reduce__(self) -> tuple[type[IdSet], tuple[tuple[str, ...]]]:  # pickles (worker processes) as an IdSet
        return (IdSet, (self._order,))


class TopologyError(ValueError):
    """The map file is missing, not JSON, or breaks a rule of the board."""


class _Sea(BaseModel):
    model_config = ConfigDict(extra="ignore")
    id: str
    name: str
    name_nl: str
    name_de: str
    label: tuple[float, float]
    neighbours: list[str]


class _Land(BaseModel):
    model_config = ConfigDict(extra="ignore")
    id: str
    name: str
    name_nl: str
    name_de: str
    continent: str
    city: tuple[float, float]
    covers: str = ""
    neighbours: list[str]
    seas: list[str]


class _DrawnLink(BaseModel):
    lands: tuple[str, str]
    note: str = ""


class _MapFile(BaseModel):
    model_config = ConfigDict(extra="ignore")
    id: str
    continents: dict[str, str]
    drawn_links: list[_DrawnLink] = []
    seas: list[_Sea]
    lands: list[_Land]


@dataclass(frozen=True)
class Topology:
    """Immutable board graph. All neighbour sets are frozensets of ids."""

    lands: tuple[str, ...]
    seas: tuple[str, ...]
    land_neighbours: dict[str, frozenset[str]]
    land_seas: dict[str, frozenset[str]]
    sea_neighbours: dict[str, frozenset[str]]
    sea_lands: dict[str, frozenset[str]]
    names: dict[str, dict[str, str]]  # id -> {"en": .., "nl": .., "de": ..}
    continent: dict[str, str]
    city: dict[str, tuple[float, float]]
    sea_label: dict[str, tuple[float, float]]
    drawn_links: tuple[tuple[str, str], ...]
    air_reach: dict[str, tuple[str, ...]] = field(default_factory=dict)  # land -> lands within 2 steps

    def __post_init__(self) -> None:
        if not self.air_reach:
            reach = {a: tuple(sorted(x for x in self.within_two(a) if x in self.land_seas)) for a in self.lands}
            object.__setattr__(self, "air_reach", reach)

    def is_land(self, area: str) -> bool:
        return area in self.land_seas

    def is_sea(self, area: str) -> bool:
        return area in self.sea_neighbours

    def has_area(self, area: str) -> bool:
        """A land or a sea of this board."""
        return area in self.land_seas or area in self.sea_neighbours

    def neighbours(self, area: str) -> frozenset[str]:
        """All areas (land or sea) next to `area`."""
        if area in self.land_seas:
            return IdSet(self.land_neighbours[area] | self.land_seas[area])
        return IdSet(self.sea_neighbours[area] | self.sea_lands[area])

    def within_two(self, area: str) -> frozenset[str]:
        """Areas reachable in one or two steps through land or sea (R8.1 air movement)."""
        first = self.neighbours(area)
        out = set(first)
        for step in first:
            out |= self.neighbours(step)
        out.discard(area)
        return IdSet(out)


def _check(data: _MapFile) -> None:
    land_ids = [land.id for land in data.lands]
    sea_ids = [sea.id for sea in data.seas]
    all_ids = land_ids + sea_ids
    dupes = {i for i in all_ids if all_ids.count(i) > 1}
    if dupes:
        raise TopologyError(f"duplicate ids: {sorted(dupes)}")
    lands, seas = set(land_ids), set(sea_ids)
    for land in data.lands:
        for n in land.neighbours:
            if n not in lands:
                raise TopologyError(f"lands[{land.id}].neighbours: unknown land {n!r}")
            if land.id not in next(x for x in data.lands if x.id == n).neighbours:
                raise TopologyError(f"lands[{land.id}].neighbours: {n!r} does not list {land.id!r} back")
        for s in land.seas:
            if s not in seas:
                raise TopologyError(f"lands[{land.id}].seas: unknown sea {s!r}")
        if land.continent not in data.continents:
            raise TopologyError(f"lands[{land.id}].continent: unknown continent {land.continent!r}")
    for sea in data.seas:
        for n in sea.neighbours:
            if n not in seas:
                raise TopologyError(f"seas[{sea.id}].neighbours: unknown sea {n!r}")
            if sea.id not in next(x for x in data.seas if x.id == n).neighbours:
                raise TopologyError(f"seas[{sea.id}].neighbours: {n!r} does not list {sea.id!r} back")
    for link in data.drawn_links:
        for n in link.lands:
            if n not in lands:
                raise TopologyError(f"drawn_links: unknown land {n!r}")


def parse_topology(raw: dict) -> Topology:
    try:
        data = _MapFile.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        raise TopologyError(f"map file field {where}: {err['msg']}") from None
    _check(data)
    sea_lands: dict[str, set[str]] = {s.id: set() for s in data.seas}
    for land in data.lands:
        for s in land.seas:
            sea_lands[s].add(land.id)
    names = {x.id: {"en": x.name, "nl": x.name_nl, "de": x.name_de} for x in [*data.lands, *data.seas]}
    return Topology(
        lands=tuple(x.id for x in data.lands),
        seas=tuple(x.id for x in data.seas),
        land_neighbours={x.id: IdSet(x.neighbours) for x in data.lands},
        land_seas={x.id: IdSet(x.seas) for x in data.lands},
        sea_neighbours={x.id: IdSet(x.neighbours) for x in data.seas},
        sea_lands={k: IdSet(v) for k, v in sea_lands.items()},
        names=names,
        continent={x.id: x.continent for x in data.lands},
        city={x.id: x.city for x in data.lands},
        sea_label={x.id: x.label for x in data.seas},
        drawn_links=tuple(tuple(link.lands) for link in data.drawn_links),  # type: ignore[misc]
    )


def load_topology(path: Path) -> Topology:
    raw = read_json(path, "map file", TopologyError)
    if not isinstance(raw, dict):
        raise TopologyError(f"map file {path.name}: expected a JSON object")
    return parse_topology(raw)


@cache
def default_topology() -> Topology:
    """The shipped board (resources/board/topology.json)."""
    from conquest_qt.paths import resource

    return load_topology(resource("board", "topology.json"))


def is_connected(topo: Topology) -> bool:
    everything = list(topo.lands) + list(topo.seas)
    seen = {everything[0]}
    todo = deque(seen)
    while todo:
        for n in topo.neighbours(todo.popleft()):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(everything)
