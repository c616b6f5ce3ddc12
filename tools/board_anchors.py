"""Anchor points (label, units marker, flag) and drawn-link paths for tools/build_board.py."""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np
import shapely
from shapely.geometry import Point, Polygon
from shapely.ops import nearest_points

Pt = tuple[float, float]
SEP_UNITS_LABEL = 34.0  # board units between the label and the units marker
SEP_FLAG = 22.0


def _main_polygon(geom, target: Pt) -> Polygon:
    polys = [g for g in getattr(geom, "geoms", [geom]) if isinstance(g, Polygon)]
    p = Point(target)
    for poly in polys:
        if poly.contains(p):
            return poly
    near = [q for q in polys if q.area > 0.2 * max(x.area for x in polys)]
    return min(near, key=lambda q: q.distance(p))


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


def _land(geom, city: Pt) -> dict[str, list[float]]:
    """Flag at the city, label just below it, units marker in the roomiest spot away from both."""
    poly = _main_polygon(geom, city)
    pts, clear = _candidates(poly, geom)
    d_city = _dist(pts, city)
    flag = _pick(pts, np.minimum(clear, 4.0) - d_city)
    d_flag = _dist(pts, flag)
    units = _pick(pts, np.where(d_flag >= SEP_UNITS_LABEL, 0, -1000) + np.minimum(clear, 22.0)
                  - 0.03 * d_flag + 0.2 * np.minimum(d_flag, SEP_UNITS_LABEL))
    d_units = _dist(pts, units)
    below = np.where(pts[:, 1] > flag[1], 0.0, -6.0)
    label = _pick(pts, np.where((d_units >= SEP_FLAG) & (d_flag >= 8), 0, -1000) - np.abs(d_flag - 14)
                  + np.minimum(clear, 6.0) + below - 0.3 * np.abs(pts[:, 0] - flag[0]) * (d_flag < 30)
                  + 0.1 * np.minimum(d_units, 40))
    return {"label": list(label), "units": list(units), "flag": list(flag)}


def _sea(geom, target: Pt) -> dict[str, list[float]]:
    poly = _main_polygon(geom, target)
    pts, clear = _candidates(poly, geom)
    near = _dist(pts, target)
    label = _pick(pts, np.where(clear >= 25, 0, -1000) + np.minimum(clear, 25) - 0.2 * near)
    d = _dist(pts, label)
    below = np.where(pts[:, 1] > label[1], 0.0, -20.0)
    units = _pick(pts, np.where((d >= 40) & (clear >= 20), 0, -1000) - np.abs(d - 48) + below)
    d2 = np.minimum(d, _dist(pts, units))
    flag = _pick(pts, np.where((d2 >= 30) & (clear >= 15), 0, -1000) - np.abs(d2 - 36))
    return {"label": list(label), "units": list(units), "flag": list(flag)}


def place(topo: dict, shapes: dict, project: Callable, overrides: dict[str, Pt]) -> dict[str, dict]:
    def to_board(lonlat) -> Pt:
        lon, lat = lonlat
        if lon < -169:
            lon += 360
        x, y = project(np.array([[lon, lat]], dtype=float))[0]
        return (float(x), float(y))

    out: dict[str, dict] = {}
    for land in topo["lands"]:
        out[land["id"]] = _land(shapes[land["id"]], to_board(land["city"]))
    for sea in topo["seas"]:
        out[sea["id"]] = _sea(shapes[sea["id"]], to_board(overrides.get(sea["id"], sea["label"])))
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
