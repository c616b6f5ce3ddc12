"""Anchor points (label, units marker, flag) and drawn-link paths for tools/build_board.py."""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np
import shapely
from shapely.geometry import Point, Polygon
from shapely.ops import nearest_points

Pt = tuple[float, float]


def _main_polygon(geom, target: Pt) -> Polygon:
    """The piece holding the target (city or label point), unless that piece is a sliver
    (e.g. the island of Montreal): then the nearest sizeable piece."""
    polys = [g for g in getattr(geom, "geoms", [geom]) if isinstance(g, Polygon)]
    big = [q for q in polys if q.area >= 0.05 * max(x.area for x in polys)]
    p = Point(target)
    for poly in big:
        if poly.contains(p):
            return poly
    return min(big, key=lambda q: (q.distance(p), -q.area))


NEAR_PIECES = 80.0  # board units: other pieces of an area this close to its city may hold its name or chips


def _room(geom, poly: Polygon):  # a shapely geometry
    """Where an area's name and chips may go: the piece holding its city and the area's other
    sizeable pieces close to it (e.g. the Quebec shore across the St. Lawrence from Montreal,
    Sumatra and Borneo beside Java), so a thin piece does not push them into the sea."""
    polys = [g for g in getattr(geom, "geoms", [geom]) if isinstance(g, Polygon)]
    big = max(q.area for q in polys)
    near = [q for q in polys if q is poly or (q.area >= 0.05 * big and q.distance(poly) <= NEAR_PIECES)]
    return shapely.union_all(near) if len(near) > 1 else poly


def _candidates(poly: Polygon, whole) -> tuple[np.ndarray, np.ndarray]:
    """Grid points inside `poly` and their clearance from the edge of `whole`."""
    x0, y0, x1, y1 = poly.bounds
    step = max(1.0, math.sqrt(poly.area) / 30.0)
    xs, ys = np.meshgrid(np.arange(x0 + step / 2, x1, step), np.arange(y0 + step / 2, y1, step))
    xs, ys = xs.ravel(), ys.ravel()
    inside = shapely.contains_xy(poly, xs, ys)
    pts = np.column_stack([xs[inside], ys[inside]])
    if len(pts) == 0:
        c = poly.representative_point()
        pts = np.array([[c.x, c.y]])
    clear = shapely.distance(shapely.boundary(whole), shapely.points(pts))
    return pts, clear


def _pick(pts: np.ndarray, score: np.ndarray) -> Pt:
    i = int(np.argmax(score))
    return (round(float(pts[i, 0]), 1), round(float(pts[i, 1]), 1))


def _dist(pts: np.ndarray, p: Pt) -> np.ndarray:
    return np.hypot(pts[:, 0] - p[0], pts[:, 1] - p[1])


# Sizes (in pixels at fit-to-width zoom, 1920 px for the whole board) of what the UI draws at
# each anchor: the layout keeps them from overlapping at that zoom; zooming in only helps.
FIT = 1920.0 / 3600.0
CHAR_PX, SEA_CHAR_PX = 7.0, 10.5
LABEL_H, CHIP_W, CHIP_H, SEA_CHIP_W = 15.0, 66.0, 20.0, 38.0
FLAG_BOX = (-5.0, -20.0, 15.0, 5.0)  # left, top, right, bottom around the city dot

Box = tuple[float, float, float, float]  # left, top, right, bottom in board units


def _box(cx: float, cy: float, w_px: float, h_px: float) -> Box:
    hw, hh = w_px / FIT / 2, h_px / FIT / 2
    return (cx - hw, cy - hh, cx + hw, cy + hh)


def _free(pts: np.ndarray, w_px: float, h_px: float, placed: list[Box]) -> np.ndarray:
    """For each candidate centre: does a w x h box there stay clear of all placed boxes?"""
    ok = np.ones(len(pts), dtype=bool)
    hw, hh = w_px / FIT / 2, h_px / FIT / 2
    for left, top, right, bottom in placed:
        ok &= ~((pts[:, 0] - hw < right) & (pts[:, 0] + hw > left)
                & (pts[:, 1] - hh < bottom) & (pts[:, 1] + hh > top))
    return ok


def _inside_share(poly, pts: np.ndarray, w_px: float, h_px: float) -> np.ndarray:
    hw, hh = w_px / FIT / 2, h_px / FIT / 2
    share = np.zeros(len(pts))
    for fx in (-1, 0, 1):
        for fy in (-1, 0, 1):
            share += shapely.contains_xy(poly, pts[:, 0] + fx * hw, pts[:, 1] + fy * hh)
    return share / 9.0


OUTSIDE: list[str] = []  # areas whose label or chip had to go beside the shape (reported)


def _choose(pts: np.ndarray, score: np.ndarray, ok: np.ndarray, poly=None, size=None,
            placed=None, name: str = "") -> Pt:
    """Best free candidate; if the shape has no free room (thin islands), look beside it."""
    if ok.any() or poly is None:
        return _pick(pts, np.where(ok, score, score - 1e6))
    x0, y0, x1, y1 = poly.buffer(60).bounds
    xs, ys = np.meshgrid(np.arange(x0, x1, 2.0), np.arange(y0, y1, 2.0))
    ring = np.column_stack([xs.ravel(), ys.ravel()])
    near = shapely.distance(poly, shapely.points(ring))
    ring = ring[near <= 60]
    free = _free(ring, *size, placed)
    centre = poly.representative_point()
    share = _inside_share(poly, ring, *size)
    sc = -np.hypot(ring[:, 0] - centre.x, ring[:, 1] - centre.y) + 30.0 * share
    sc = np.where(share > 0, sc, sc - 1e3)  # onto the shape: the marker overlaps its area's coast
    OUTSIDE.append(name)
    return _pick(ring, np.where(free, sc, sc - 1e6))


def _land(geom, city: Pt, name: str, placed: list[Box]) -> dict[str, list[float]]:
    """Flag at the city; the name just below it; the units chip below the name (or nearest room)."""
    poly = _main_polygon(geom, city)
    pts, clear = _candidates(poly, geom)
    flag = _pick(pts, 2.0 * np.minimum(clear, 2.5) - _dist(pts, city))  # at the city, a little inland
    fl, ft, fr, fb = FLAG_BOX
    placed.append((flag[0] + fl / FIT, flag[1] + ft / FIT, flag[0] + fr / FIT, flag[1] + fb / FIT))
    room = _room(geom, poly)
    room_pts = _candidates(room, geom)[0] if room is not poly else pts

    def put(want: Pt, w_px: float, h_px: float, weight: float) -> Pt:
        """Nearest free spot to `want` in the city's piece, else in the pieces near it, else
        beside the shape (overlapping its coast)."""
        for shape, cand in ((poly, pts), (room, room_pts)):
            ok = _free(cand, w_px, h_px, placed)
            if ok.any() or shape is room:
                score = -_dist(cand, want) + weight * _inside_share(shape, cand, w_px, h_px)
                return _choose(cand, score, ok, shape, (w_px, h_px), placed, name)
        raise AssertionError("unreachable")

    lw = len(name) * CHAR_PX + 6
    label = put((flag[0], flag[1] + 14.0 / FIT), lw, LABEL_H, 40.0)
    placed.append(_box(*label, lw, LABEL_H))
    units = put((label[0], label[1] + (LABEL_H + CHIP_H) / 2 / FIT + 3), CHIP_W, CHIP_H, 60.0)
    placed.append(_box(*units, CHIP_W, CHIP_H))
    return {"label": list(label), "units": list(units), "flag": list(flag)}


def _sea(geom, target: Pt, name: str, placed: list[Box]) -> dict[str, list[float]]:
    poly = _main_polygon(geom, target)
    pts, clear = _candidates(poly, geom)
    lw = len(name) * SEA_CHAR_PX + 8
    ok = _free(pts, lw, LABEL_H, placed) & (_inside_share(poly, pts, lw, LABEL_H) == 1.0)
    label = _choose(pts, -_dist(pts, target) + np.minimum(clear, 15.0), ok)
    placed.append(_box(*label, lw, LABEL_H))
    want = (label[0], label[1] + (LABEL_H + CHIP_H) / 2 / FIT + 3)
    ok = _free(pts, SEA_CHIP_W, CHIP_H * 2, placed) & (_inside_share(poly, pts, SEA_CHIP_W, CHIP_H * 2) == 1.0)
    units = _choose(pts, -_dist(pts, want), ok)
    placed.append(_box(*units, SEA_CHIP_W, CHIP_H * 2))
    want = (label[0], label[1] - 30.0 / FIT)  # seas have no flag: a spare anchor above the label
    ok = _free(pts, 16.0, 16.0, placed)
    flag = _choose(pts, -_dist(pts, want), ok)
    return {"label": list(label), "units": list(units), "flag": list(flag)}


def place(topo: dict, shapes: dict, project: Callable, overrides: dict[str, Pt]) -> dict[str, dict]:
    def to_board(lonlat) -> Pt:
        lon, lat = lonlat
        if lon < -169:
            lon += 360
        x, y = project(np.array([[lon, lat]], dtype=float))[0]
        return (float(x), float(y))

    out: dict[str, dict] = {}
    placed: list[Box] = []
    for land in sorted(topo["lands"], key=lambda x: (shapes[x["id"]].area, x["id"])):
        out[land["id"]] = _land(shapes[land["id"]], to_board(land["city"]), land["name"], placed)
    for sea in topo["seas"]:
        out[sea["id"]] = _sea(shapes[sea["id"]], to_board(overrides.get(sea["id"], sea["label"])),
                              sea["name"], placed)
    return out


def link_path(a, b, shapes: dict) -> list[list[float]]:
    """A gentle curve between the nearest points of two areas, bent towards open water."""
    pa, pb = nearest_points(a, b)
    (ax, ay), (bx, by) = (pa.x, pa.y), (pb.x, pb.y)
    length = math.hypot(bx - ax, by - ay) or 1.0
    nx, ny = -(by - ay) / length, (bx - ax) / length
    land = shapely.union_all([g for g in shapes.values() if g is not a and g is not b])
    best = (0.2, 0.0)
    for k in (0.2, -0.2, 0.35, -0.35):
        mx, my = (ax + bx) / 2 + k * length * nx, (ay + by) / 2 + k * length * ny
        score = -shapely.intersection(shapely.LineString([(ax, ay), (mx, my), (bx, by)]), land).length
        if score > best[1] + 1e-6 or k == 0.2:
            best = (k, score)
    k = best[0]
    cx, cy = (ax + bx) / 2 + 2 * k * length * nx, (ay + by) / 2 + 2 * k * length * ny
    path = []
    for i in range(11):
        t = i / 10
        x = (1 - t) ** 2 * ax + 2 * (1 - t) * t * cx + t * t * bx
        y = (1 - t) ** 2 * ay + 2 * (1 - t) * t * cy + t * t * by
        path.append([round(x, 1), round(y, 1)])
    return path
