"""Generate resources/board/geometry.json: the drawing geometry of the Conquest board.

Input: Natural Earth 1:50m admin-0 countries (public domain) as shipped by the npm package
``world-atlas@2.0.2`` (file ``countries-50m.json``, TopoJSON), kept in the repository at
``tests/data/world-atlas/countries-50m.json``. Run (needs shapely, in the ``geometry`` and ``test``
extras; the game itself never does)::

    .venv/bin/python tools/build_board.py [--source tests/data/world-atlas/countries-50m.json]

The output is deterministic: same input, same bytes. Areas are built by merging countries
(tools/board_rules.py), seas by cutting the ocean along a few lines through the straits; areas
and seas form one exact coverage and are simplified together so shared borders stay identical.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

import numpy as np
import shapely
from shapely.geometry import LineString, MultiPolygon, Point, Polygon, box
from shapely.ops import polygonize, unary_union

sys.path.insert(0, str(Path(__file__).resolve().parent))
import board_anchors
import board_rules as R

ROOT = Path(__file__).resolve().parent.parent
SOURCE = "Natural Earth 1:50m admin-0 countries (public domain), npm world-atlas@2.0.2 countries-50m.json"
WIDTH = 3600.0
SCALE = WIDTH / (2 * math.pi)
WINDOW = box(R.LON0, R.LAT_MIN, R.LON0 + 360, R.LAT_MAX)
MIN_PIECE = 0.01  # square degrees: smaller islands are dropped
KEEP_BIG = 0.5  # square degrees: islands this big always stay in their area
KEEP_NEAR = 1.5  # degrees: smaller islands stay if this close to a kept piece


def miller(lat: np.ndarray) -> np.ndarray:
    return 1.25 * np.log(np.tan(np.pi / 4 + 0.4 * np.radians(lat)))


Y_TOP = float(miller(np.array(R.LAT_MAX)))
HEIGHT = round((Y_TOP - float(miller(np.array(R.LAT_MIN)))) * SCALE, 1)


def project(coords: np.ndarray) -> np.ndarray:
    x = (coords[:, 0] - R.LON0) * WIDTH / 360.0
    y = (Y_TOP - miller(coords[:, 1])) * SCALE
    return np.column_stack([x, y])


# ---------------------------------------------------------------- TopoJSON


def decode_topojson(raw: dict) -> dict[str, list[list[list[tuple[float, float]]]]]:
    """name -> polygons -> rings -> points (lon, lat), arcs stitched and de-quantised."""
    sx, sy = raw["transform"]["scale"]
    tx, ty = raw["transform"]["translate"]
    arcs = []
    for arc in raw["arcs"]:
        a = np.cumsum(np.array(arc, dtype=float), axis=0)
        arcs.append([(x * sx + tx, y * sy + ty) for x, y in a])

    def ring(idx: list[int]) -> list[tuple[float, float]]:
        pts: list[tuple[float, float]] = []
        for i in idx:
            a = arcs[i] if i >= 0 else arcs[~i][::-1]
            pts.extend(a if not pts else a[1:])
        return pts

    out: dict[str, list] = {}
    for g in raw["objects"]["countries"]["geometries"]:
        if g["type"] == "Polygon":
            polys = [g["arcs"]]
        elif g["type"] == "MultiPolygon":
            polys = g["arcs"]
        else:
            continue
        out[g["properties"]["name"]] = [[ring(r) for r in p] for p in polys]
    return out


def unwrap(pts: list[tuple[float, float]]) -> list[tuple[float, float]]:
    out = [pts[0]]
    for x, y in pts[1:]:
        px = out[-1][0]
        while x - px > 180:
            x -= 360
        while px - x > 180:
            x += 360
        out.append((x, y))
    return out


def windowed(polys: list) -> MultiPolygon | Polygon:
    """A country on the board: rings unwrapped, moved into the window, cut at the seam."""
    parts = []
    for rings in polys:
        rings = [unwrap(r) for r in rings if len(r) >= 4]
        if not rings:
            continue
        cx = sum(p[0] for p in rings[0]) / len(rings[0])
        shift = 360.0 if cx < R.LON0 else -360.0 if cx > R.LON0 + 360 else 0.0
        rings = [[(x + shift, y) for x, y in r] for r in rings]
        parts.append(shapely.make_valid(Polygon(rings[0], rings[1:])))
    geom = unary_union(parts)
    pieces = [geom.intersection(WINDOW)]
    for dx in (-360.0, 360.0):
        moved = shapely.affinity.translate(WINDOW, -dx)
        extra = geom.intersection(moved)
        if not extra.is_empty:
            pieces.append(shapely.affinity.translate(extra, dx))
    return unary_union(pieces)


def polygons_of(geom) -> list[Polygon]:
    return [g for g in getattr(geom, "geoms", [geom]) if isinstance(g, Polygon) and not g.is_empty]


# ---------------------------------------------------------------- land areas


def area_of(name: str, pt: Point) -> str | None:
    if name in R.WHOLE:
        return R.WHOLE[name]
    for area, region in R.SPLIT.get(name, []):
        if region is None or Polygon(region).contains(pt):
            return area
    return None


def build_land(countries: dict[str, object]) -> tuple[dict[str, object], list[Polygon]]:
    mapped = {n: g for n, g in countries.items() if n in R.WHOLE or n in R.SPLIT}
    lines = [shapely.boundary(g) for g in mapped.values()]
    lines += [LineString([*reg, reg[0]]) for rules in R.SPLIT.values() for _, reg in rules if reg]
    lines.append(WINDOW.boundary)
    faces = list(polygonize(unary_union(lines)))
    names = list(mapped)
    tree = shapely.STRtree([mapped[n] for n in names])
    by_area: dict[str, list[Polygon]] = {}
    decor: list[Polygon] = []
    for face in faces:
        pt = face.representative_point()
        hits = [names[i] for i in tree.query(pt, predicate="within")]
        if not hits:
            continue
        area = area_of(hits[0], pt)
        (by_area.setdefault(area, []) if area else decor).append(face)
    for n, g in countries.items():
        if n not in mapped:
            decor.extend(polygons_of(g))
    land: dict[str, object] = {}
    for area, fs in by_area.items():
        pieces = polygons_of(unary_union(fs))
        seam = [p for p in pieces if p.bounds[0] <= R.LON0 or p.bounds[2] >= R.LON0 + 360]
        pieces = [p for p in pieces if p.area >= MIN_PIECE or p in seam]
        kept = [p for p in pieces if p.area >= KEEP_BIG or p in seam]  # both halves of a cut island
        rest = [p for p in pieces if p not in kept]
        grew = True
        while grew:
            grew = False
            for p in list(rest):
                if any(p.distance(k) <= KEEP_NEAR for k in kept):
                    kept.append(p)
                    rest.remove(p)
                    grew = True
        land[area] = unary_union(kept)
        decor.extend(rest)
    decor = [p for p in polygons_of(unary_union(decor)) if p.area >= MIN_PIECE]
    return land, decor


# ---------------------------------------------------------------- seas


def resolve_cuts(countries: dict[str, object]) -> list[list[tuple[float, float]]]:
    """Replace "A|B" in the cut lines by the coastal end of the A/B land border."""
    out = []
    for line in R.SEA_CUTS:
        pts: list[tuple[float, float]] = []
        for p in line:
            if isinstance(p, str):
                a, b = (countries[n] for n in p.split("|"))
                border = shapely.intersection(shapely.boundary(a), shapely.boundary(b))
                ends = [q for q in shapely.get_coordinates(border)
                        if not unary_union([a, b]).buffer(1e-6).contains(Point(q).buffer(0.02))]
                prev = Point(pts[-1])
                q = min(ends, key=lambda c: prev.distance(Point(c)))
                pts.append((float(q[0]), float(q[1])))
            else:
                pts.append(p)
        out.append(pts)
    return out


def build_coverage(land: dict[str, object], cuts: list) -> tuple[dict[str, object], list[Polygon]]:
    """Areas and seas as one exact coverage (shared edges identical), plus lakes."""
    lines = [shapely.boundary(g) for g in land.values()]
    lines += [LineString(c).intersection(WINDOW) for c in cuts]
    lines.append(WINDOW.boundary)
    faces = list(polygonize(unary_union(lines)))
    land_ids = list(land)
    tree = shapely.STRtree([land[i] for i in land_ids])
    cut_lines = unary_union([LineString(c) for c in cuts] + [WINDOW.boundary])
    seeds = [(sea, Point(p)) for sea, pts in R.SEA_SEEDS.items() for p in pts]
    parts: dict[str, list[Polygon]] = {}
    lakes: list[Polygon] = []
    for face in faces:
        pt = face.representative_point()
        hits = tree.query(pt, predicate="within")
        if len(hits):
            parts.setdefault(land_ids[hits[0]], []).append(face)
            continue
        sea = next((s for s, p in seeds if face.contains(p)), None)
        top = face.bounds[3] >= R.LAT_MAX - 1e-9
        if sea is None and top:
            sea = "arctic_ocean"
        if sea is None and face.boundary.intersection(cut_lines).length < 1e-9:
            lakes.append(face)
            continue
        if sea is None:
            sea = min(seeds, key=lambda s: s[1].distance(face))[0]
            print(f"  note: water at {pt.x:.1f},{pt.y:.1f} ({face.area:.2f} sq deg) -> {sea} (nearest seed)")
        parts.setdefault(sea, []).append(face)
    missing = set(R.SEA_SEEDS) - set(parts)
    if missing:
        raise SystemExit(f"seas without water: {sorted(missing)}")
    return {k: unary_union(v) for k, v in parts.items()}, lakes


# ---------------------------------------------------------------- output


def to_board(geom) -> object:
    return shapely.transform(geom, project)


def ring_list(ring) -> list[list[float]]:
    coords = np.round(np.asarray(ring.coords), 1)
    out: list[list[float]] = []
    for x, y in coords[:-1]:
        p = [float(x), float(y)]
        if not out or out[-1] != p:
            out.append(p)
    return out


def poly_list(geom, min_area: float = 0.0) -> list[list[list[list[float]]]]:
    out = []
    polys = sorted(polygons_of(geom), key=lambda p: (-p.area, p.bounds))
    for p in polys:
        if p.area < min_area and p.bounds[0] > 0 and p.bounds[2] < WIDTH:  # keep both halves at the seam
            continue
        rings = [ring_list(p.exterior)] + [ring_list(r) for r in p.interiors
                                           if Polygon(r).area >= min_area or r.bounds[2] >= WIDTH or r.bounds[0] <= 0]
        rings = [r for r in rings if len(r) >= 3]
        if rings and len(rings[0]) >= 3:
            out.append(rings)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", type=Path, default=ROOT / "tests" / "data" / "world-atlas" / "countries-50m.json")
    ap.add_argument("--out", type=Path, default=ROOT / "resources" / "board" / "geometry.json")
    ap.add_argument("--tolerance", type=float, default=1.2, help="simplification, board units")
    args = ap.parse_args(argv)
    topo = json.loads((ROOT / "resources" / "board" / "topology.json").read_text(encoding="utf-8"))
    raw = json.loads(args.source.read_text(encoding="utf-8"))
    countries = {n: windowed(p) for n, p in sorted(decode_topojson(raw).items())}
    countries = {n: g for n, g in countries.items() if not g.is_empty}
    land, decor = build_land(countries)
    want = [x["id"] for x in topo["lands"]]
    if sorted(land) != sorted(want):
        raise SystemExit(f"land areas differ from topology: {sorted(set(want) ^ set(land))}")
    cover, lakes = build_coverage(land, resolve_cuts(countries))
    ids = sorted(cover)
    geoms = [to_board(cover[i]) for i in ids] + [to_board(g) for g in lakes]
    simple = list(shapely.coverage_simplify(geoms, args.tolerance, simplify_boundary=False))  # board edges exact
    shapes = dict(zip(ids, simple[: len(ids)]))
    lake_shapes = simple[len(ids):]
    decor_board = shapely.simplify(to_board(unary_union(decor)), args.tolerance)
    anchors = board_anchors.place(topo, shapes, project, R.SEA_LABEL)
    if board_anchors.OUTSIDE:
        print(f"  note: anchors beside the shape for {sorted(set(board_anchors.OUTSIDE))}")
    areas = {}
    for i in [*want, *(s["id"] for s in topo["seas"])]:
        kind = "land" if i in land else "sea"
        areas[i] = {"kind": kind, "polygons": poly_list(shapes[i], 2.0 if kind == "sea" else 0.5), **anchors[i]}
    land_shapes = {i: shapes[i] for i in want}
    great_lakes = [shapely.simplify(to_board(Polygon(r)), args.tolerance / 2) for r in R.GREAT_LAKES]
    links = [{"a": a, "b": b, "path": board_anchors.link_path(shapes[a], shapes[b], land_shapes)}
             for a, b in (tuple(x["lands"]) for x in topo.get("drawn_links", []))]
    doc = {"format": "conquest-board-geometry", "version": 1, "source": SOURCE, "width": WIDTH,
           "height": HEIGHT, "areas": areas, "decor": poly_list(decor_board, 0.8),
           "lakes": poly_list(unary_union([*lake_shapes, *great_lakes]), 3.0), "links": links}
    text = json.dumps(doc, ensure_ascii=False, separators=(",", ":"))
    args.out.write_text(text + "\n", encoding="utf-8")
    n = sum(len(r) for a in areas.values() for p in a["polygons"] for r in p)
    print(f"wrote {args.out} ({len(text) // 1024} KiB, {n} area vertices, {len(doc['decor'])} decor, "
          f"{len(doc['lakes'])} lakes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
