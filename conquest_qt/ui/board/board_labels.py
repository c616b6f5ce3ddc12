"""Where the names go: a label layout that keeps every name clear of the other names, the unit
chips and the city flags at the zoom it is drawn at.

Each name first tries its own anchor from the geometry file (laid out by hand at the reference
zoom), then a few places around its flag (below, right, left, above) or, for a sea, around its
anchor; the first place that overlaps nothing already placed is taken. Chips and flags are placed
first (they never move), then the cities' names, then a ruleset's slips (Risk's "Europe +5": each
near its own anchor, inside the area it is allowed), then the seas' (a sea across the seam, the
Pacific, also by the board's other edge; smaller if they must; a crowded one laid out again ahead of
the cities' names, or near its sea on a short line). A name with no free place at this zoom is left
out (hover and the tooltip still name the area) until the board is zoomed in enough. Boxes are
compared in pixels, also across the wrap-around seam.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable

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
Layout = tuple[dict[str, QPointF | None], set[str], dict[str, Segment]]  # place()'s answer
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
    width in pixels (the wrap-around).

    A sea with no room on it once the cities have theirs (the Caribbean, the Mediterranean under
    Europe's chips, zoomed out) is laid out again ahead of the cities' names, which then find room
    around it; that layout is taken if it leaves out fewer names (then: puts fewer seas' away on
    lines) and sends the cities' names not much farther from their flags (RETRY_REACH_PX)."""
    args = (fixed, cities, seas, period, slips or [])
    first = _place(*args, frozenset())
    crowded = frozenset(sea[0] for sea in seas if first[0][sea[0]] is None or sea[0] in first[2])
    if not crowded:
        return first
    again = _place(*args, crowded, first)

    def worse(layout: Layout) -> tuple[int, int]:
        # names left out, then seas' names away from their sea on lines
        return sum(at is None for at in layout[0].values()), sum(sea[0] in layout[2] for sea in seas)

    def reach(layout: Layout) -> float:  # how far the cities' names went from their flags, in all
        return sum(math.hypot(p.x() - q.x(), p.y() - q.y()) for a, (p, q) in layout[2].items() if a in names)

    names = {city[0] for city in cities}
    if worse(again) < worse(first) and reach(again) <= reach(first) + RETRY_REACH_PX:
        return again
    return first


def _place(fixed: list[QRectF], cities: list[tuple[str, QPointF, QRectF, QRectF, QPointF]],
           seas: list[tuple[str, QPointF, QRectF, Callable[[QPointF], bool]]], period: float,
           slips: list[Slip], first: frozenset[str], was: Layout | None = None) -> Layout:
    """place(), the seas in `first` placed ahead of the cities' names; a city's name keeps its place
    in the layout `was` if that is still clear (a quicker second layout)."""
    taken: list[Edges] = []
    for box in fixed:
        _take(taken, box.adjusted(-GAP_PX, -GAP_PX, GAP_PX, GAP_PX), period)
    markers = set(taken)  # a leader line may pass under a flag, or a chip, if it must
    poles = {_edges(c[3].adjusted(-GAP_PX, -GAP_PX, GAP_PX, GAP_PX)) for c in cities}
    out: dict[str, QPointF | None] = {}
    smaller: set[str] = set()
    leaders: dict[str, Segment] = {}

    def sea(area: str, own: QPointF, box: QRectF, on_sea: Callable[[QPointF], bool]) -> None:
        out[area], small, line = _sea(own, box, on_sea, taken, (poles, markers), period, area in first)
        if small:
            smaller.add(area)
        if line is not None:
            leaders[area] = line

    for args in seas:
        if args[0] in first:
            sea(*args)
    away = []
    for area, own, box, flag, point in cities:
        if was is not None and area not in was[2] and (at := was[0].get(area)) is not None and \
                _clear(box.translated(at), taken):
            _take(taken, box.translated(at), period)
            out[area] = at
            continue
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
        if was is not None and area in was[2] and (at := was[0].get(area)) is not None:
            dots = _line(point.x(), point.y(), *_edges(box.translated(at)))
            if _clear(box.translated(at), taken) and _line_clear(dots, taken, markers):
                out[area], leaders[area] = _take_leader(box, (at.x(), at.y(), dots), taken, period)
                continue
        out[area], line = _on_leader(box, flag, point, taken, (poles, markers), period)
        if line is not None:
            leaders[area] = line
    for sid, own, box, allowed in slips:
        out[sid] = _slip(own, box, allowed, taken, period)
    for args in seas:
        if args[0] not in first:
            sea(*args)
    return out, smaller, leaders


RETRY_REACH_PX = 40.0  # a crowded sea's second layout may send the cities' names this much farther, in all
SEA_DY = (0, -0.6, 0.6, -1.2, 1.2, -1.8, 1.8, -2.4, 2.4, -3.6, 3.6, -4.8, 4.8)  # (name heights)
SEA_DX = (0, -0.15, 0.15, -0.3, 0.3, -0.45, 0.45, -0.6, 0.6)  # (name widths)
SEA_GAP_PX = 5.0  # a later sea's name keeps this far from a sea's name beside it (they would read as one)
SEA_LEADER_PX = LEADER_PX[:5]  # a sea's name on a line stays near its sea
OPEN_WATER_PX = (0.0, 12.0, 24.0, 38.0, 52.0)  # where a sea's leader may start
OPEN_WATER_STARTS = 8  # the nearest of those tried


def _sea(own: QPointF, box: QRectF, on_sea: Callable[[QPointF], bool], taken: list[Edges],
         under: tuple[set[Edges], set[Edges]], period: float,
         crowded: bool = False) -> tuple[QPointF | None, bool, Segment | None]:
    """A sea's name: (its centre or None, drawn SMALL_SEA times its size?, its leader line or None).
    Places around its own anchor and, for a sea across the seam (the Pacific), around the anchor's
    place on the board's other side, at full size, then smaller; then, smaller, away from the sea on a
    leader line from open water in it (a small sea under the chips: the Mediterranean zoomed out).
    `crowded` (laid out ahead of the cities' names): its centre on the sea is enough, the name may
    reach over the coasts."""
    k = SMALL_SEA
    small = QRectF(box.left() * k, box.top() * k, box.width() * k, box.height() * k)
    other = QPointF(own.x() - period if own.x() > period / 2 else own.x() + period, own.y())
    for b in (box, small):
        lo, hi = -b.left() + 2, period - b.right() - 2  # whole inside its copy of the board (the seam)
        for n, centre in enumerate((own, other)):
            c = QPointF(min(max(centre.x(), lo), hi), centre.y())
            if n == 1 and not on_sea(c):
                break
            w, h, cx, cy = box.width(), box.height(), c.x(), c.y()  # (smaller too: at the same places)
            tries = (QPointF(min(max(cx + dx * w, lo), hi), cy + dy * h) for dy in SEA_DY for dx in SEA_DX)
            reach = QRectF(QPointF(min(max(cx + SEA_DX[-2] * w, lo), hi), cy + SEA_DY[-2] * h),
                           QPointF(min(max(cx + SEA_DX[-1] * w, lo), hi), cy + SEA_DY[-1] * h))
            ok = on_sea if crowded else _on_sea_ok(w, on_sea)  # (as much of it on the sea as at full size)
            at = _first_near(tries, reach, b, taken, period, ok, trust_first=n == 0)
            if at is not None:
                _take(taken, b.adjusted(-SEA_GAP_PX, 0, SEA_GAP_PX, 0).translated(at), period)
                return at, b is small, None
    # on a line: the name over its own sea still (on land, the Sahara say, it reads as the land's name;
    # on another sea, off Spain say, as that sea's)
    found = [f for start in _open_water(own, on_sea, taken)[:OPEN_WATER_STARTS]
             if (f := _leader_search(small, QRectF(start, start), start, taken, under, SEA_LEADER_PX, on_sea))
             is not None]
    if not found:
        return None, False, None
    best = min(found, key=lambda f: (f[4], f[0]))  # the shortest line
    at, line = _take_leader(small, best[1:4], taken, period)
    return at, True, line


def _on_sea_ok(w: float, on_sea: Callable[[QPointF], bool]) -> Callable[[QPointF], bool]:
    """Is a name of width w centred there on its sea (its middle half: a name may reach a coast)?"""
    return lambda t: all(on_sea(t + QPointF(k * w / 2, 0)) for k in (-0.5, 0, 0.5))


def _open_water(own: QPointF, on_sea: Callable[[QPointF], bool], taken: list[Edges]) -> list[QPointF]:
    """Points on a sea near its anchor under no marker or name (3 px clear): where its leader may start."""
    out = []
    for d in OPEN_WATER_PX:
        for cx, cy in _DIRS[::3] if d else [(0.0, 0.0)]:
            p = QPointF(own.x() + d * cx, own.y() + d * cy)
            if on_sea(p) and _clear(QRectF(p.x() - 3, p.y() - 3, 6, 6), taken):
                out.append(p)
    return out


def _first_near(tries: Iterable[QPointF], reach: QRectF, box: QRectF, taken: list[Edges], period: float,
                ok: Callable[[QPointF], bool], trust_first: bool) -> QPointF | None:
    """_first, comparing only with the boxes near the tries (`reach`: the rectangle of their
    centres; fewer to test); the box taken if placed."""
    x0, x1 = reach.left() + box.left(), reach.right() + box.right()
    y0, y1 = reach.top() + box.top(), reach.bottom() + box.bottom()
    near = [e for e in taken if x0 < e[2] and e[0] < x1 and y0 < e[3] and e[1] < y1]
    known = len(near)
    at = _first(tries, box, near, period, ok, trust_first)
    taken += near[known:]  # the name's box, if placed
    return at


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
    first = QPointF(min(max(ox, lo), hi), oy)
    tries = itertools.chain((first,), (  # made as tried: most slips fit at their anchor or near it
        QPointF(min(max(ox + d * cx, lo), hi), oy + d * cy) for d in SLIP_RINGS_PX for cx, cy in _SLIP_DIRS))
    at: QPointF | None = None
    spare: QPointF | None = None
    for t in tries:
        if _clear(box.translated(t), near):
            if allowed(t):
                at = t
                break
            if spare is None:
                spare = t
    at = at if at is not None else spare if spare is not None else first
    _take(taken, box.translated(at), period)
    return at


def _on_leader(box: QRectF, flag: QRectF, point: QPointF, taken: list[Edges],
               under: tuple[set[Edges], set[Edges]], period: float) -> tuple[QPointF | None, Segment | None]:
    """A name's nearest clear place farther from its flag, with the line joining them (taken
    too, so no later name covers it); (None, None) if there is none within LEADER_PX. The line
    crosses no name nor another leader, and no flag (then: no chip) unless every place needs that;
    `under`: the flags' boxes, and the flags' and chips' boxes."""
    found = _leader_search(box, flag, point, taken, under)
    return (None, None) if found is None else _take_leader(box, found[1:4], taken, period)


Leader = tuple[int, float, float, list[tuple[float, float]], float]  # cost, centre x, y, the line's dots, length


def _take_leader(box: QRectF, found: tuple[float, float, list[tuple[float, float]]], taken: list[Edges],
                 period: float) -> tuple[QPointF, Segment]:
    ax, ay, dots = found
    _take(taken, box.translated(ax, ay), period)
    for x, y in dots:
        _take(taken, QRectF(x - 1, y - 1, 2, 2), period)
    return QPointF(ax, ay), (QPointF(*dots[0]), QPointF(*dots[-1]))


def _line_clear(dots: list[tuple[float, float]], taken: list[Edges], under: set[Edges]) -> bool:
    """Does a leader line (its dots) cross no name nor another leader (anything taken but `under`)?"""
    xs, ys = [x for x, _ in dots], [y for _, y in dots]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    near = [e for e in taken if e[0] <= x1 and x0 <= e[2] and e[1] <= y1 and y0 <= e[3] and e not in under]
    return not any(e[0] <= x <= e[2] and e[1] <= y <= e[3] for e in near for x, y in dots)


def _leader_search(box: QRectF, flag: QRectF, point: QPointF, taken: list[Edges],
                   under: tuple[set[Edges], set[Edges]], nearest: tuple[float, ...] | None = None,
                   allowed: Callable[[QPointF], bool] | None = None) -> Leader | None:
    """_on_leader's place, not taken; with `nearest` (lengths), the nearest place at those lengths
    whatever flags or chips its line crosses (the fewest of them at that length); with `allowed`,
    only where the name's centre may go."""
    bx0, by0, bx1, by1 = _edges(box)
    px, py = point.x(), point.y()
    reach = LEADER_PX[-1] + max(bx1 - bx0, by1 - by0)
    near = [e for e in taken if px - reach < e[2] and e[0] < px + reach and py - reach < e[3] and e[1] < py + reach]
    own = _edges(flag.adjusted(-GAP_PX, -GAP_PX, GAP_PX, GAP_PX))
    # what a line crossing it costs: a name or line never; a flag least, then a chip
    cost = [(e, 1 if e in under[0] else 2 if e in under[1] else 99) for e in near if e != own]
    best: Leader | None = None
    for d in nearest or LEADER_PX:
        for cx, cy in _DIRS:
            # the box's near edge about d from the flag's point, in that direction
            ax, ay = px + cx * (d - bx0 if cx > 0 else d + bx1), py + cy * (d - by0 if cy > 0 else d + by1)
            x0, y0, x1, y1 = bx0 + ax, by0 + ay, bx1 + ax, by1 + ay
            if any(x0 < r and left < x1 and y0 < b and top < y1 for left, top, r, b in near):
                continue
            if allowed is not None and not allowed(QPointF((x0 + x1) / 2, (y0 + y1) / 2)):
                continue
            dots = _line(px, py, x0, y0, x1, y1)
            lx0, lx1 = min(dots[0][0], dots[-1][0]), max(dots[0][0], dots[-1][0])
            ly0, ly1 = min(dots[0][1], dots[-1][1]), max(dots[0][1], dots[-1][1])
            crossed = [(e, c) for e, c in cost if e[0] <= lx1 and lx0 <= e[2] and e[1] <= ly1 and ly0 <= e[3]]
            worst = max((c for e, c in crossed for x, y in dots if e[0] <= x <= e[2] and e[1] <= y <= e[3]),
                        default=0)
            if worst < 99 and (best is None or worst < best[0]):
                best = (worst, ax, ay, dots, d)
                if worst == 0:
                    break
        if best is not None and (best[0] == 0 or nearest is not None):
            break
    return best


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



def _first(tries: Iterable[QPointF], box: QRectF, taken: list[Edges], period: float,
           ok: Callable[[QPointF], bool] | None = None, trust_first: bool = True) -> QPointF | None:
    """The first place whose box is clear (and `ok`: the first unless trust_first), taken; None if none is."""
    for n, at in enumerate(tries):
        b = box.translated(at)
        if _clear(b, taken) and (ok is None or (n == 0 and trust_first) or ok(at)):
            _take(taken, b, period)
            return at
    return None
