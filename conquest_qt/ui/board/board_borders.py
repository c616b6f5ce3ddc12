"""Line work of the board: edges classified from the geometry's shared vertices and chained.

'coast' edges separate land from sea (or lake), 'land' edges two land areas (yellow lines),
'sea' edges two seas (black dotted lines). Polylines are cut into short pieces so a painter can
draw just the pieces crossing an exposed rectangle.
"""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtCore import QRectF

from conquest_qt.board.geometry import BoardGeometry
from conquest_qt.ui.board.slices import Steps, run_steps

Seg = tuple[tuple[float, float], tuple[float, float]]
CHUNK = 48  # points per polyline piece
STEP_POINTS = 2000  # chain_steps: points walked per step


def classify_edges(geo: BoardGeometry) -> dict[str, list[Seg]]:
    """'coast' (land/sea or land/lake), 'land' (two lands), 'sea' (two seas) segments."""
    return run_steps(classify_edges_steps(geo))


def classify_edges_steps(geo: BoardGeometry) -> Steps[dict[str, list[Seg]]]:
    """classify_edges in short steps (one per area, then the classification)."""
    owners: dict[Seg, list[str]] = defaultdict(list)
    for area_id, shape in geo.areas.items():
        for poly in shape.polygons:
            for ring in poly:
                n = len(ring)
                for i in range(n):
                    a, b = tuple(ring[i]), tuple(ring[(i + 1) % n])
                    owners[(a, b) if a <= b else (b, a)].append(area_id)
        yield
    w, h = geo.width, geo.height
    out: dict[str, list[Seg]] = {"coast": [], "land": [], "sea": []}
    for count, (seg, ids) in enumerate(owners.items()):
        if count % 2000 == 1999:
            yield
        (x0, y0), (x1, y1) = seg
        if (x0 == x1 and x0 in (0.0, w)) or (y0 == y1 and y0 in (0.0, h)):
            continue  # the board's own edge
        kinds = {geo.areas[i].kind for i in ids}
        if len(ids) >= 2 and kinds == {"land"}:
            out["land"].append(seg)
        elif len(ids) >= 2 and kinds == {"sea"}:
            out["sea"].append(seg)
        elif "land" in kinds:
            out["coast"].append(seg)
    return out


def chain(segs: list[Seg]) -> list[list[tuple[float, float]]]:
    """Join segments into polylines (deterministic order), cut into pieces of CHUNK points."""
    return run_steps(chain_steps(segs))


def chain_steps(segs: list[Seg]) -> Steps[list[list[tuple[float, float]]]]:
    """chain in short steps (a step per few thousand points walked)."""
    adj: dict[tuple[float, float], list[tuple[float, float]]] = defaultdict(list)
    for count, (a, b) in enumerate(segs):
        adj[a].append(b)
        adj[b].append(a)
        if count % 4000 == 3999:
            yield
    yield
    used: set[Seg] = set()
    lines: list[list[tuple[float, float]]] = []
    starts = sorted(adj, key=lambda p: (len(adj[p]) == 2, p))  # ends and junctions first
    yield
    walked = 0
    for s in starts:
        if walked > STEP_POINTS:
            walked = 0
            yield
        for nxt in sorted(adj[s]):
            key = (s, nxt) if s <= nxt else (nxt, s)
            if key in used:
                continue
            line = [s]
            cur, prev = nxt, s
            used.add(key)
            while True:
                line.append(cur)
                walked += 1
                if len(adj[cur]) != 2:
                    break
                a = adj[cur][0] if adj[cur][1] == prev else adj[cur][1]
                k2 = (cur, a) if cur <= a else (a, cur)
                if k2 in used:
                    break
                used.add(k2)
                prev, cur = cur, a
            lines.append(line)
    out = []
    for line in lines:
        for i in range(0, len(line) - 1, CHUNK - 1):
            out.append(line[i : i + CHUNK])
    return out


def bbox(pts: list[tuple[float, float]]) -> QRectF:
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    # padded: a straight horizontal or vertical piece would otherwise be an empty rectangle
    return QRectF(min(xs) - 1, min(ys) - 1, max(xs) - min(xs) + 2, max(ys) - min(ys) + 2)
