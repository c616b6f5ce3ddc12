"""The generated board geometry (resources/board/geometry.json) against the topology (no Qt, no shapely)."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from conquest_qt.board.geometry import BoardGeometry, GeometryError, default_geometry, load_geometry
from conquest_qt.board.topology import default_topology

# Neighbours whose shapes do not touch on a real map: the board draws a connection line.
DRAWN_LINKS = {frozenset(("anchorage", "los_angeles")), frozenset(("chicago", "coppermine"))}
# Crowded areas whose unit chip had no room inside: it sits on the coast, overlapping the shape.
BESIDE = {"madrid"}
FIT = 1920.0 / 3600.0  # pixels per board unit the anchors are laid out for (tools/board_anchors.py)
CHIP_H_PX = 20.0
ISLANDS = ("london", "tokyo", "manila")


@pytest.fixture(scope="module")
def geo() -> BoardGeometry:
    return default_geometry()


def _inside(polygons, x: float, y: float) -> bool:
    """Even-odd point in polygon over all rings (holes included)."""
    hit = False
    for poly in polygons:
        for ring in poly:
            n = len(ring)
            for i in range(n):
                (x0, y0), (x1, y1) = ring[i], ring[(i + 1) % n]
                if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
                    hit = not hit
    return hit


def _distance(polygons, x: float, y: float) -> float:
    best = math.inf
    for poly in polygons:
        for ring in poly:
            n = len(ring)
            for i in range(n):
                (x0, y0), (x1, y1) = ring[i], ring[(i + 1) % n]
                dx, dy = x1 - x0, y1 - y0
                t = max(0.0, min(1.0, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy or 1.0)))
                best = min(best, math.hypot(x - x0 - t * dx, y - y0 - t * dy))
    return best


def _edges(geo: BoardGeometry, area_id: str) -> set:
    """Undirected edges, x taken modulo the board width (the two sides of the seam coincide)."""
    w = geo.width
    out = set()
    for poly in geo.areas[area_id].polygons:
        for ring in poly:
            n = len(ring)
            for i in range(n):
                p = (round(ring[i][0] % w, 1), ring[i][1])
                q = (round(ring[(i + 1) % n][0] % w, 1), ring[(i + 1) % n][1])
                out.add((min(p, q), max(p, q)))
    return out


def test_every_topology_area_has_a_shape(geo: BoardGeometry) -> None:
    topo = default_topology()
    assert set(geo.areas) == set(topo.lands) | set(topo.seas)
    assert all(geo.areas[i].kind == "land" for i in topo.lands)
    assert all(geo.areas[i].kind == "sea" for i in topo.seas)
    assert all(geo.areas[i].polygons for i in geo.areas)


@pytest.mark.parametrize("area_id", sorted(default_topology().lands + default_topology().seas))
def test_anchors_inside_their_shape(geo: BoardGeometry, area_id: str) -> None:
    shape = geo.areas[area_id]
    assert _inside(shape.polygons, *shape.flag), "the flag marks the city: always inside"
    for name in ("label", "units"):
        x, y = getattr(shape, name)
        if area_id in BESIDE:  # the chip (20 px high) still overlaps its area's coast
            assert _inside(shape.polygons, x, y) or _distance(shape.polygons, x, y) < CHIP_H_PX / 2 / FIT, name
        else:  # (on the coastline counts as inside)
            assert _inside(shape.polygons, x, y) or _distance(shape.polygons, x, y) < 0.5, \
                f"{area_id}.{name} outside its shape"
        assert 0 <= x <= geo.width and 0 <= y <= geo.height


def test_anchors_do_not_collide(geo: BoardGeometry) -> None:
    for area_id, shape in geo.areas.items():
        pts = [shape.label, shape.units, shape.flag]
        for i in range(3):
            for j in range(i + 1, 3):
                assert math.dist(pts[i], pts[j]) >= 12, f"{area_id}: anchors {i} and {j} overlap"


def test_neighbours_share_a_border_and_nothing_else_does(geo: BoardGeometry) -> None:
    topo = default_topology()
    want = set()
    for a in topo.lands:
        want |= {frozenset((a, b)) for b in topo.land_neighbours[a]}
        want |= {frozenset((a, s)) for s in topo.land_seas[a]}
    for a in topo.seas:
        want |= {frozenset((a, b)) for b in topo.sea_neighbours[a]}
    edges = {i: _edges(geo, i) for i in geo.areas}
    ids = sorted(geo.areas)
    touching = {frozenset((a, b)) for n, a in enumerate(ids) for b in ids[n + 1:] if edges[a] & edges[b]}
    assert want - touching == DRAWN_LINKS
    assert touching - want == set()


def test_drawn_links_are_in_the_geometry(geo: BoardGeometry) -> None:
    topo = default_topology()
    links = {frozenset((x.a, x.b)) for x in geo.links}
    assert links == {frozenset(p) for p in topo.drawn_links} == DRAWN_LINKS
    for link in geo.links:
        a, b = geo.areas[link.a].polygons, geo.areas[link.b].polygons
        assert _distance(a, *link.path[0]) < 2 and _distance(b, *link.path[-1]) < 2


def test_islands_are_separate_from_all_other_land(geo: BoardGeometry) -> None:
    lands = [i for i, a in geo.areas.items() if a.kind == "land"]
    for island in ISLANDS:
        mine = _edges(geo, island)
        for other in lands:
            if other != island:
                assert not mine & _edges(geo, other), (island, other)


def test_board_spans_exactly_360_degrees_and_the_pacific_wraps(geo: BoardGeometry) -> None:
    assert geo.width == 3600 and 1000 < geo.height < 2000
    for sea in ("north_pacific", "south_pacific"):
        xs = [x for poly in geo.areas[sea].polygons for ring in poly for x, _ in ring]
        assert min(xs) == 0 and max(xs) == geo.width, sea
    # the seam matches: every vertex on the right edge has a twin on the left edge
    right = {(y, i) for i, a in geo.areas.items() for p in a.polygons for r in p for x, y in r if x == geo.width}
    left = {(y, i) for i, a in geo.areas.items() for p in a.polygons for r in p for x, y in r if x == 0}
    assert right == left


def test_decoration_and_lakes_present(geo: BoardGeometry) -> None:
    assert len(geo.decor) > 20  # Caribbean and Pacific islands, Falklands, ...
    assert geo.lakes  # the Caspian Sea at least


# ---------------------------------------------------------------- broken files


def _write(tmp_path: Path, raw: object) -> Path:
    path = tmp_path / "geometry.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    return path


def _raw() -> dict:
    from conquest_qt.paths import resource

    return json.loads(resource("board", "geometry.json").read_text(encoding="utf-8"))


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(GeometryError, match="not found"):
        load_geometry(tmp_path / "nope.json")


def test_not_json(tmp_path: Path) -> None:
    path = tmp_path / "geometry.json"
    path.write_text("{oops", encoding="utf-8")
    with pytest.raises(GeometryError, match="not valid JSON"):
        load_geometry(path)


@pytest.mark.parametrize(("breakage", "field"), [
    (lambda r: r.pop("areas"), "areas"),
    (lambda r: r.update(format="something-else"), "format"),
    (lambda r: r["areas"]["paris"].update(label=[1.0]), "areas.paris.label"),
    (lambda r: r["areas"]["rome"].update(kind="mountain"), "areas.rome.kind"),
    (lambda r: r["areas"]["tokyo"]["polygons"][0].__setitem__(0, [[0, 0], [1, 1]]), "areas.tokyo.polygons"),
    (lambda r: r["links"][0].update(a="atlantis"), "links"),
])
def test_broken_file_names_the_field(tmp_path: Path, breakage, field: str) -> None:
    raw = _raw()
    breakage(raw)
    with pytest.raises(GeometryError) as err:
        load_geometry(_write(tmp_path, raw))
    assert field in str(err.value)
