"""Where the names go: a label layout that keeps every name clear of the other names, the unit
chips and the city flags at the zoom it is drawn at.

Each name first tries its own anchor from the geometry file (laid out by hand at the reference
zoom), then a few places around its flag (below, right, left, above) or, for a sea, around its
anchor; the first place that overlaps nothing already placed is taken. Chips and flags are placed
first (they never move), then the cities' names, then the seas'. A name with no free place at this
zoom is left out (hover and the tooltip still name the area) until the board is zoomed in
enough. Boxes are compared in pixels, also across the wrap-around seam.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF

GAP_PX = 1.0  # between a name and what it must not touch
SEAM_PX = 400.0  # a box this close to the board's edge is compared across the seam too
SMALL_SEA = 0.72  # a sea's name with no room at full size tries this size

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


def place(fixed: list[QRectF], cities: list[tuple[str, QPointF, QRectF, QRectF]],
          seas: list[tuple[str, QPointF, QRectF, Callable[[QPointF], bool]]],
          period: float) -> tuple[dict[str, QPointF | None], set[str]]:
    """The pixel centre of each name (None: left out), and the seas whose names are drawn
    SMALL_SEA times their size (no room for the full size).

    fixed: the chips' and flags' boxes (pixels). cities: (area, own anchor, name box around 0,0,
    flag box) in pixels; seas: (area, own anchor, name box around 0,0, is a pixel point on this
    sea?), kept on their sea and whole inside the board's copy. period: the board's width in
    pixels (the wrap-around)."""
    taken: list[Edges] = []
    for box in fixed:
        _take(taken, box.adjusted(-GAP_PX, -GAP_PX, GAP_PX, GAP_PX), period)
    out: dict[str, QPointF | None] = {}
    smaller: set[str] = set()
    for area, own, box, flag in cities:
        w, h = box.width(), box.height()
        fx, foot, mid = flag.center().x(), flag.bottom(), flag.center().y()
        right, left = flag.right() + w / 2 + 1, flag.left() - w / 2 - 1
        below, above = foot + h / 2 + 1, flag.top() - h / 2 - 1
        tries = [own, QPointF(fx, below), QPointF(right, mid), QPointF(left, mid), QPointF(fx, above),
                 QPointF(right, below), QPointF(left, below), QPointF(right, above), QPointF(left, above),
                 QPointF(fx + w / 3, below), QPointF(fx - w / 3, below), QPointF(fx + w / 3, above),
                 QPointF(fx - w / 3, above), own + QPointF(0, h), QPointF(right, mid + h), QPointF(left, mid + h)]
        out[area] = _first(tries, box, taken, period)
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
    return out, smaller


def _first(tries: list[QPointF], box: QRectF, taken: list[Edges], period: float,
           ok: Callable[[QPointF], bool] | None = None) -> QPointF | None:
    """The first place whose box is clear (and, past the first, `ok`), taken; None if none is."""
    for n, at in enumerate(tries):
        b = box.translated(at)
        if _clear(b, taken) and (ok is None or n == 0 or ok(at)):
            _take(taken, b, period)
            return at
    return None
