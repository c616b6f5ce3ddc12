"""Where the names go: a label layout that keeps every name clear of the other names, the unit
chips and the city flags at the zoom it is drawn at.

Each name first tries its own anchor from the geometry file (laid out by hand at the reference
zoom), then a few places around its flag (below, right, left, above) or, for a sea, around its
anchor; the first place that overlaps nothing already placed is taken. Chips and flags are placed
first (they never move), then the cities' names, then a ruleset's slips (Risk's "Europe +5": each
near its own anchor, inside the area it is allowed), then the seas'. A name with no free place at this
zoom is left out (hover and the tooltip still name the area) until the board is zoomed in
enough. Boxes are compared in pixels, also across the wrap-around seam.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF

GAP_PX = 1.0  # between a name and what it must not touch
SEAM_PX = 400.0  # a box this close to the board's edge is compared across the seam too
SMALL_SEA = 0.72  # a sea's name with no room at full size tries this size
LEADER_PX = (10.0, 18.0, 27.0, 37.0, 48.0, 60.0, 73.0, 87.0, 102.0, 118.0, 135.0)  # a leader's lengths
LEADER_DIRS = 24  # directions tried around the flag at each length
LEADER_STEP_PX = 3.0  # a leader line is checked (and kept clear) at points this far apart

Box = QRectF


Edges = tuple[float, float, float, float]  # left, top, right, bottom (pixels)


def _edges(box: QRectF) -> Edges:
    return (box.left(), box.top(), box.right(), box.bottom())


def _take(taken: list[Edges], box: QRectF, period: float) -> None:
    """Add a box to those placed; one near the board's edge also as seen across the seam."""
    x0, y0, x1, y1 = _edges(box)
    taken.append((x0, y0, x1, y1))
    if x0 < SEAM_PX or x1 > period - SEAM_PX:
        taken += [(x0 + period, y0, x1 + period, y1), (x0 - period, y0, x1 - period, y1)]


def _clear(box: QRectF, taken: list[Edges]) -> bool:
    """Does `box` touch none of `taken`?"""
    x0, y0, x1, y1 = _edges(box)
    return not any(x0 < r and left < x1 and y0 < b and top < y1 for left, top, r, b in taken)


Segment = tuple[QPointF, QPointF]
Slip = tuple[str, QPointF, QRectF, Callable[[QPointF], bool]]  # id, own anchor, box around 0,0, allowed place?
SLIP_RINGS_PX = tuple(float(d) for d in range(8, 400, 8))  # how far from its anchor a slip looks for room
SLIP_DIRS = 16  # directions tried at each distance


def place(fixed: list[QRectF], cities: list[tuple[str, QPointF, QRectF, QRectF, QPointF]],
          seas: list[tuple[str, QPointF, QRectF, Callable[[QPointF], bool]]],
          period: float, slips: list[Slip] | None = None,
          ) -> tuple[dict[str, QPointF | None], set[str], dict[str, Segment]]:
    """The pixel centre of each name (None: left out), the seas whose names are drawn SMALL_SEA
    times their size (no room for the full size), and the leader lines (pixels: from by the flag
    to the name) of the names placed away from their flag.

    fixed: the chips' and flags' boxes (pixels). cities: (area, own anchor, name box around 0,0,
    flag box, flag's point) in pixels; seas: (area, own anchor, name box around 0,0, is a pixel
    point on this sea?), kept on their sea and whole inside the board's copy. period: the board's
    width in pixels (the wrap-around)."""
    taken: list[Edges] = []
    for box in fixed:
        _take(taken, box.adjusted(-GAP_PX, -GAP_PX, GAP_PX, GAP_PX), period)
    markers = set(taken)  # a leader line may pass under a flag, or a chip, if it must
    poles = {_edges(c[3].adjusted(-GAP_PX, -GAP_PX, GAP_PX, GAP_PX)) for c in cities}
    out: dict[str, QPointF | None] = {}
    smaller: set[str] = set()
    leaders: dict[str, Segment] = {}
    away = []
    for area, own, box, flag, point in cities:
        w, h = box.width(), box.height()
        fx, foot, mid = flag.center().x(), flag.bottom(), flag.center().y()
        right, left = flag.right() + w / 2 + 1, flag.left() - w / 2 - 1
        below, above = foot + h / 2 + 1, flag.top() - h / 2 - 1
        tries = [own, QPointF(fx, below), QPointF(right, mid), QPointF(left, mid), QPointF(fx, above),
                 QPointF(right, below), QPointF(left, below), QPointF(right, above), QPointF(left, above),
                 QPointF(fx + w / 3, below), QPointF(fx - w / 3, below), QPointF(fx + w / 3, above),
                 QPointF(fx - w / 3, above), own + QPointF(0, h), QPointF(right, mid + h), QPointF(left, mid + h)]
        out[area] = _first(tries, box, taken, period)
        if out[area] is None:
            away.append((area, box, flag, point))
    for area, box, flag, point in away:
        out[area], line = _on_leader(box, flag, point, taken, (poles, markers), period)
        if line is not None:
            leaders[area] = line
    for sid, own, box, allowed in slips or ():
        out[sid] = _slip(own, box, allowed, taken, period)
    for area, own, box, on_sea in seas:
        w, h = box.width(), box.height()
        lo, hi = -box.left() + 2, period - box.right() - 2  # whole inside its copy of the board (the seam)
        tries = [QPointF(min(max(own.x() + dx * w, lo), hi), own.y() + dy * h)
                 for dy in (0, -0.6, 0.6, -1.2, 1.2, -1.8, 1.8, -2.4, 2.4, -3.6, 3.6, -4.8, 4.8)
                 for dx in (0, -0.15, 0.15, -0.3, 0.3, -0.45, 0.45, -0.6, 0.6)]
        def ok(t: QPointF, w: float = w, on_sea: Callable[[QPointF], bool] = on_sea) -> bool:
            # (its own anchor is on the sea, though a name may reach a coast)
            return all(on_sea(t + QPointF(k * w / 2, 0)) for k in (-0.5, 0, 0.5))

        xs, ys = [t.x() for t in tries], [t.y() for t in tries]
        x0, x1 = min(xs) + box.left(), max(xs) + box.right()
        y0, y1 = min(ys) + box.top(), max(ys) + box.bottom()
        near = [e for e in taken if x0 < e[2] and e[0] < x1 and y0 < e[3] and e[1] < y1]  # (fewer to test)
        known = len(near)
        at = _first(tries, box, near, period, ok)
        if at is None:  # no room at full size: smaller capitals, at the same places
            k = SMALL_SEA
            at = _first(tries, QRectF(box.left() * k, box.top() * k, box.width() * k, box.height() * k), near,
                        period, ok)
            if at is not None:
                smaller.add(area)
        taken += near[known:]  # the name's box, if placed
        out[area] = at
    return out, smaller, leaders


def _slip(own: QPointF, box: QRectF, allowed: Callable[[QPointF], bool], taken: list[Edges],
          period: float) -> QPointF:
    """A slip's place: its anchor, else the nearest clear allowed place on rings around it (else any
    clear one, else the anchor), kept whole inside the board's copy; taken."""
    lo, hi = -box.left() + 2, period - box.right() - 2
    ox, oy = own.x(), own.y()
    reach = SLIP_RINGS_PX[-1]
    x0, y0 = ox - reach + box.left(), oy - reach + box.top()
    x1, y1 = ox + reach + box.right(), oy + reach + box.bottom()
    near = [e for e in taken if x0 < e[2] and e[0] < x1 and y0 < e[3] and e[1] < y1]  # (fewer to test)
    tries = [QPointF(min(max(ox, lo), hi), oy)] + [
        QPointF(min(max(ox + d * cx, lo), hi), oy + d * cy) for d in SLIP_RINGS_PX for cx, cy in _SLIP_DIRS]
    at, spare = None, None
    for t in tries:
        if _clear(box.translated(t), near):
            if allowed(t):
                at = t
                break
            spare = spare or t
    at = at or spare or tries[0]
    _take(taken, box.translated(at), period)
    return at


def _on_leader(box: QRectF, flag: QRectF, point: QPointF, taken: list[Edges],
               under: tuple[set[Edges], set[Edges]], period: float) -> tuple[QPointF | None, Segment | None]:
    """A name's nearest clear place farther from its flag, with the line joining them (taken
    too, so no later name covers it); (None, None) if there is none within LEADER_PX. The line
    crosses no name nor another leader, and no flag (then: no chip) unless every place needs that;
    `under`: the flags' boxes, and the flags' and chips' boxes."""
    bx0, by0, bx1, by1 = _edges(box)
    px, py = point.x(), point.y()
    reach = LEADER_PX[-1] + max(bx1 - bx0, by1 - by0)
    near = [e for e in taken if px - reach < e[2] and e[0] < px + reach and py - reach < e[3] and e[1] < py + reach]
    own = _edges(flag.adjusted(-GAP_PX, -GAP_PX, GAP_PX, GAP_PX))
    # what a line crossing it costs: a name or line never; a flag least, then a chip
    cost = [(e, 1 if e in under[0] else 2 if e in under[1] else 99) for e in near if e != own]
    best: tuple[int, float, float, list[tuple[float, float]]] | None = None
    for d in LEADER_PX:
        for cx, cy in _DIRS:
            # the box's near edge about d from the flag's point, in that direction
            ax, ay = px + cx * (d - bx0 if cx > 0 else d + bx1), py + cy * (d - by0 if cy > 0 else d + by1)
            x0, y0, x1, y1 = bx0 + ax, by0 + ay, bx1 + ax, by1 + ay
            if any(x0 < r and left < x1 and y0 < b and top < y1 for left, top, r, b in near):
                continue
            dots = _line(px, py, x0, y0, x1, y1)
            lx0, lx1 = min(dots[0][0], dots[-1][0]), max(dots[0][0], dots[-1][0])
            ly0, ly1 = min(dots[0][1], dots[-1][1]), max(dots[0][1], dots[-1][1])
            crossed = [(e, c) for e, c in cost if e[0] <= lx1 and lx0 <= e[2] and e[1] <= ly1 and ly0 <= e[3]]
            worst = max((c for e, c in crossed for x, y in dots if e[0] <= x <= e[2] and e[1] <= y <= e[3]),
                        default=0)
            if worst < 99 and (best is None or worst < best[0]):
                best = (worst, ax, ay, dots)
                if worst == 0:
                    break
        if best is not None and best[0] == 0:
            break
    if best is None:
        return None, None
    _, ax, ay, dots = best
    _take(taken, box.translated(ax, ay), period)
    for x, y in dots:
        _take(taken, QRectF(x - 1, y - 1, 2, 2), period)
    return QPointF(ax, ay), (QPointF(*dots[0]), QPointF(*dots[-1]))


_SLIP_DIRS = [(math.cos(2 * math.pi * k / SLIP_DIRS), math.sin(2 * math.pi * k / SLIP_DIRS)) for k in range(SLIP_DIRS)]
_DIRS = [(math.cos(2 * math.pi * k / LEADER_DIRS), math.sin(2 * math.pi * k / LEADER_DIRS)) for k in range(LEADER_DIRS)]


def _line(px: float, py: float, x0: float, y0: float, x1: float, y1: float) -> list[tuple[float, float]]:
    """The points of a leader line every LEADER_STEP_PX: from 4 px out of the flag's point to 2 px
    short of the name's box (x0, y0, x1, y1)."""
    qx, qy = min(max(px, x0), x1), min(max(py, y0), y1)
    n = max(1e-6, math.hypot(qx - px, qy - py))
    ux, uy = (qx - px) / n, (qy - py) / n
    a, b = min(4.0, n / 2), max(n - 2.0, min(4.0, n / 2))
    k = max(1, math.ceil((b - a) / LEADER_STEP_PX))
    return [(px + ux * (a + (b - a) * i / k), py + uy * (a + (b - a) * i / k)) for i in range(k + 1)]



def _first(tries: list[QPointF], box: QRectF, taken: list[Edges], period: float,
           ok: Callable[[QPointF], bool] | None = None) -> QPointF | None:
    """The first place whose box is clear (and, past the first, `ok`), taken; None if none is."""
    for n, at in enumerate(tries):
        b = box.translated(at)
        if _clear(b, taken) and (ok is None or n == 0 or ok(at)):
            _take(taken, b, period)
            return at
    return None
