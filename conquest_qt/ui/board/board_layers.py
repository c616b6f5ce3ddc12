"""The picture of the board under the markers, in three layers.

Base: paper, seas (wash + wave hatching), coastal glow, compass, decor islands. It never changes
with the game.
Lands: the land areas in their owners' colours (colour-blind hatching included).
Line work: lakes, dotted sea borders, yellow land borders, ink coasts, the drawn connection lines
and the board's top and bottom edge.
The view caches the three layers apart in device-pixel tiles (board_tiles.py), so a frame is a
few blits per tile, and an owner change repaints just that land's cells of the lands layer (never
the base or the line work). Line work is split into tiles of the board so a small tile costs only
the vertices inside it. Line widths are given in board units but clamped to a pixel range, so
lines stay crisp when zoomed out and do not bloat when zoomed in.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from functools import cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QPolygonF

from conquest_qt.board.geometry import BoardGeometry
from conquest_qt.ui.board import board_style as st
from conquest_qt.ui.board.board_borders import bbox, chain_steps, classify_edges_steps
from conquest_qt.ui.board.slices import Steps, run_steps

DOT_STEP = 1.0  # board units between candidate dots on sea borders
SHADOW_OFFSET = (3.0, 4.0)  # board units: the lands' drop shadow
COAST_THIN, COAST_THICK = (0.7, 1.0, 1.6), (1.3, 2.0, 2.8)  # the coast's width: units, min px, max px
COAST_LEVELS = 8  # widths from thin to thick (steps under 0.2 px: the line swells and thins smoothly)
COAST_CELL = 55.0  # board units: about how far the coast goes from thin to thick
COAST_SEED = 1994


def coast_nib(level: int) -> tuple[float, float, float]:
    """The width of the coast's `level` (0 thinnest): units, min px, max px."""
    t = level / (COAST_LEVELS - 1)
    return tuple(a + (b - a) * t for a, b in zip(COAST_THIN, COAST_THICK, strict=True))  # type: ignore[return-value]


@cache
def _corners(cols: int, rows: int) -> tuple[tuple[float, ...], ...]:
    """Seeded values in [0, 1] at the corners of the COAST_CELL grid (the same every run)."""
    def value(i: int, j: int) -> float:
        h = ((i * 73856093) ^ (j * 19349663) ^ (COAST_SEED * 83492791)) & 0xFFFFFFFF
        h = ((h ^ (h >> 13)) * 1274126177) & 0xFFFFFFFF
        return (h >> 8) / 0xFFFFFF

    return tuple(tuple(value(i % cols, j) for j in range(rows + 2)) for i in range(cols + 1))


def coast_level(x: float, y: float) -> int:
    """How thick the ink coast is at a point: smooth value noise over the board (a function of the
    place only, so the coast's pieces meet at the same width), in COAST_LEVELS steps."""
    width, height = st.BOARD_SIZE
    cols = max(1, round(width / COAST_CELL))  # the grid wraps with the board (the seam)
    cell = width / cols
    grid = _corners(cols, int(height / cell) + 1)
    gx, gy = x % width / cell, min(max(y, 0.0), height) / cell
    i, j = int(gx), int(gy)
    fx, fy = gx - i, gy - j
    fx, fy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)
    left, right = grid[i], grid[i + 1]
    top = left[j] + (right[j] - left[j]) * fx
    bottom = left[j + 1] + (right[j + 1] - left[j + 1]) * fx
    v = top + (bottom - top) * fy
    v = min(1.0, max(0.0, 0.5 + (v - 0.5) * 1.8))  # value noise keeps to the middle: stretch it
    return round(v * (COAST_LEVELS - 1))


def coast_runs(points: list[QPointF]) -> list[tuple[int, list[QPointF]]]:
    """A coast's line cut where its width level changes: (level, points), neighbours sharing a point."""
    runs: list[tuple[int, list[QPointF]]] = []
    ends = [coast_level(q.x(), q.y()) for q in points]
    for n, (a, b) in enumerate(zip(points, points[1:])):
        # a segment across a quick change is cut (in a straight line) so the width steps one level at a time
        steps = abs(ends[n] - ends[n + 1])
        if steps == 0:
            pieces = [(ends[n], b)]
        else:
            d = b - a
            pieces = [(coast_level(a.x() + d.x() * (k + 0.5) / steps, a.y() + d.y() * (k + 0.5) / steps),
                       a + d * ((k + 1) / steps)) for k in range(steps)]
        p = a
        for level, q in pieces:
            if runs and runs[-1][0] == level:
                runs[-1][1].append(q)
            else:
                runs.append((level, [p, q]))
            p = q
    return runs


def _pen(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(colour, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    return pen


def _stroke(p: QPainter, path: QPainterPath, colour: QColor, width_px: float) -> None:
    """A plain wide pen (what st.outline stands in for), `width_px` device pixels wide."""
    p.strokePath(path, _pen(colour, width_px / max(1e-6, p.worldTransform().m11())))


def _alpha(colour: QColor, a: int) -> QColor:
    c = QColor(colour)
    c.setAlpha(a)
    return c


class StaticLayers:
    def __init__(self, geo: BoardGeometry, paths: dict[str, QPainterPath], cols: int = 12, rows: int = 5) -> None:
        run_steps(self._build(geo, paths, cols, rows))

    @classmethod
    def in_steps(cls, geo: BoardGeometry, paths: dict[str, QPainterPath], cols: int = 12,
                 rows: int = 5) -> Steps[StaticLayers]:
        """The same layers built in short steps: `layers = yield from StaticLayers.in_steps(...)`."""
        layers = cls.__new__(cls)
        yield from layers._build(geo, paths, cols, rows)
        return layers

    def _build(self, geo: BoardGeometry, paths: dict[str, QPainterPath], cols: int, rows: int) -> Iterator[None]:
        self.geo = geo
        self.paths = paths  # area id -> wobbled outline (board units, middle copy)
        self.rects = {k: v.boundingRect() for k, v in paths.items()}
        self.owners: dict[str, st.OwnerStyle] = {}  # land fill per area
        self.glow = yield from self._coast_glow(paths)
        edges = yield from classify_edges_steps(geo)
        pieces: dict[str, list[tuple[QRectF, QPolygonF]]] = {}
        for kind, segs in edges.items():
            amp = 0.45 if kind != "sea" else 0.3
            chains = yield from chain_steps(segs)
            for i, c in enumerate(chains, 1):
                line = st.wobble(c, amp, 10.0, closed=False)
                if kind != "coast":
                    pieces.setdefault(kind, []).append((bbox(c), QPolygonF(line)))
                else:  # the ink coast swells and thins along its length (seeded: coast_level)
                    for level, run in coast_runs(line):
                        poly = QPolygonF(run)
                        pieces.setdefault(f"coast{level}", []).append((poly.boundingRect(), poly))
                if i % 16 == 0:
                    yield
            yield
        shapes: dict[str, list[tuple[QRectF, QPainterPath]]] = {"decor": [], "lakes": []}
        for kind, src in (("decor", geo.decor), ("lakes", geo.lakes)):
            for poly in src:
                path = st.polygons_path([poly], amp=0.35, step=10.0)
                shapes[kind].append((path.boundingRect(), path))
        self.links: list[QPainterPath] = []
        for link in geo.links:
            pts = st.wobble([tuple(p) for p in link.path], 0.4, 8.0, closed=False)
            path = QPainterPath(pts[0])
            for q in pts[1:]:
                path.lineTo(q)
            self.links.append(path)
        yield
        self.sea_dots: list[QPointF] = []
        for piece in pieces.get("sea", []):
            poly = piece[1]
            for i in range(poly.size() - 1):
                a, b = poly.at(i), poly.at(i + 1)
                n = max(1, int(math.hypot(b.x() - a.x(), b.y() - a.y()) / DOT_STEP))
                self.sea_dots.extend(a + (b - a) * (j / n) for j in range(n))
        self.link_ends = [QPointF(*link.path[i]) for link in geo.links for i in (0, -1)]
        yield
        tw, th = geo.width / cols, geo.height / rows
        # the dots by grid cell, each with its place in sea_dots (what the zoom's thinning keeps)
        cells: dict[tuple[int, int], list[tuple[int, QPointF]]] = {}
        for i, q in enumerate(self.sea_dots):
            cells.setdefault((int(q.x() // tw), int(q.y() // th)), []).append((i, q))
        self.dot_cells = [(QRectF(c * tw, r * th, tw, th), dots) for (c, r), dots in sorted(cells.items())]
        yield
        self.tiles: list[tuple[QRectF, dict[str, QPainterPath]]] = []
        for r in range(rows):
            for c in range(cols):
                rect = QRectF(c * tw, r * th, tw, th)
                grown = rect.adjusted(-12, -12, 12, 12)
                tile: dict[str, QPainterPath] = {}
                for table, add in ((pieces, QPainterPath.addPolygon), (shapes, QPainterPath.addPath)):
                    for kind, items in table.items():
                        path = QPainterPath()
                        for box, part in items:
                            if box.intersects(grown):
                                add(path, part)
                        if not path.isEmpty():
                            tile[kind] = path
                self.tiles.append((rect, tile))
                yield
        self.lands = [(k, self.rects[k]) for k, shape in geo.areas.items() if shape.kind == "land"]
        self.cells = {}  # what an owner change repaints
        for k, r in self.lands:
            self.cells[k] = _cover(paths[k], r)
            yield

    def _coast_glow(self, paths: dict[str, QPainterPath]) -> Steps[list[QImage]]:
        """Soft blue halo along the coasts and the lands' soft drop shadow (cast to the south-east,
        as if the lands were cut from paper laid on the sea): coarse land masks, blurred by down-
        and up-scaling. Drawn under the land, so only the sea side shows. Built once; drawing them
        is two blits."""
        out = []
        lands = [path for area_id, path in paths.items() if self.geo.areas[area_id].kind == "land"]
        for cell, alpha in ((4.0, 95), (12.0, 80)):
            size = QSize(int(self.geo.width / cell), int(self.geo.height / cell))
            img = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
            img.fill(Qt.GlobalColor.transparent)
            q = QPainter(img)
            q.setRenderHint(QPainter.RenderHint.Antialiasing)
            q.scale(1 / cell, 1 / cell)
            if cell == 4.0:
                for path in lands:
                    q.fillPath(path.translated(*SHADOW_OFFSET), st.LAND_SHADOW)
            colour = _alpha(st.COAST_GLOW, alpha)
            for path in lands:
                q.fillPath(path, colour)
            for poly in self.geo.decor:
                q.fillPath(st.polygons_path([poly]), colour)
            q.end()
            yield
            for _ in range(2):
                small = img.scaled(size / 3, Qt.AspectRatioMode.IgnoreAspectRatio,
                                   Qt.TransformationMode.SmoothTransformation)
                img = small.scaled(size, Qt.AspectRatioMode.IgnoreAspectRatio,
                                   Qt.TransformationMode.SmoothTransformation)
            out.append(img)
            yield
        # both halos in one image (one blit a tile): the wide one scaled up onto the fine one
        q = QPainter(out[0])
        q.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        q.drawImage(QRectF(out[0].rect()), out[1], QRectF(out[1].rect()))
        q.end()
        return out[:1]

    def paint(self, p: QPainter, rect: QRectF) -> None:
        """Paint the whole board (one copy, board units) inside `rect`: base, lands, line work.
        The view caches the three layers apart in tiles (board_tiles.py), so an owner change
        repaints only that land."""
        self.paint_base(p, rect)
        p.save()
        p.setClipRect(self.board_rect().intersected(rect))
        p.setRenderHint(QPainter.RenderHint.Antialiasing, not st.DRAFT[0])
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        for k, r in self.rects.items():
            if self.geo.areas[k].kind == "land" and r.intersects(rect):
                self.paint_land(p, k)
        p.restore()
        self.paint_lines(p, rect)

    def board_rect(self) -> QRectF:
        return QRectF(0, 0, self.geo.width, self.geo.height)

    def paint_base(self, p: QPainter, rect: QRectF) -> None:
        """What never changes under the lands: seas, coastal glow, compass, decor islands."""
        s = max(1e-6, p.worldTransform().m11())  # pixels per board unit

        def w(units: float, lo_px: float, hi_px: float) -> float:
            return min(max(units, lo_px / s), hi_px / s)

        p.save()
        p.setClipRect(rect)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        board = self.board_rect()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # crisp edge: no seam between copies
        p.fillRect(board.intersected(rect), st.sea_brush())  # the seas are everything but land
        p.setRenderHint(QPainter.RenderHint.Antialiasing, not st.DRAFT[0])
        part = board.intersected(rect).adjusted(-2 / s, -2 / s, 2 / s, 2 / s).intersected(board)
        for img in self.glow:  # only the part of the halo under `rect` (not the whole image, clipped)
            kx, ky = img.width() / board.width(), img.height() / board.height()
            src = QRectF(part.left() * kx, part.top() * ky, part.width() * kx, part.height() * ky)
            p.drawImage(part, img, src)
        if COMPASS_RECT.intersects(rect):
            compass(p, w(1.0, 1.0, 2.0))
        for r, tile in self.tiles:
            if "decor" in tile and r.intersects(rect):
                p.setClipRect(r.intersected(rect))
                p.fillPath(tile["decor"], QBrush(st.DECOR))
                p.strokePath(tile["decor"], _pen(_alpha(st.INK, 140), w(0.6, 0.7, 1.4)))
        p.restore()

    def paint_lines(self, p: QPainter, rect: QRectF) -> None:
        """The line work over the lands: lakes, borders, coasts, sea borders, connections."""
        s = max(1e-6, p.worldTransform().m11())  # pixels per board unit

        def w(units: float, lo_px: float, hi_px: float) -> float:
            return min(max(units, lo_px / s), hi_px / s)

        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, not st.DRAFT[0])
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        tiles = [(r.intersected(rect), t) for r, t in self.tiles if r.intersects(rect)]
        for clip, tile in tiles:
            p.setClipRect(clip)
            # wide lines as bands of one-pixel lines (st.outline: Qt's wide-pen stroker is the slow part
            # of rendering a tile); the draft mode keeps the plain pens
            band = st.outline if not st.DRAFT[0] else _stroke
            if "lakes" in tile:
                p.fillPath(tile["lakes"], st.sea_brush())
                band(p, tile["lakes"], st.INK, w(0.8, 0.9, 1.8) * s)
            if "land" in tile:
                band(p, tile["land"], QColor(70, 50, 10, 210), w(3.6, 3.4, 6.5) * s)
                band(p, tile["land"], st.LAND_BORDER, w(2.0, 2.0, 4.0) * s)  # (2 px: as wide as before)
            for n in range(COAST_LEVELS):
                if f"coast{n}" in tile:
                    band(p, tile[f"coast{n}"], st.INK, w(*coast_nib(n)) * s)
        p.setClipRect(rect)
        # dotted sea borders: round dots about 4.5 px apart (dashed pens are slow on long lines)
        step = max(1, round(4.5 / s / DOT_STEP))
        near = rect.adjusted(-4, -4, 4, 4)
        pts = [q for cell, dots in self.dot_cells if cell.adjusted(-1, -1, 1, 1).intersects(near)
               for i, q in dots if i % step == 0 and near.contains(q)]
        p.setPen(_pen(QColor(20, 20, 20, 220), w(1.6, 1.7, 3.2)))
        p.drawPoints(pts)
        link_pen = _pen(st.INK, w(1.6, 1.5, 3.0))
        link_pen.setDashPattern([3.0, 2.0])
        for path in self.links:
            p.strokePath(path, link_pen)
        p.setPen(_pen(st.INK, w(1.2, 1.2, 2.0)))
        p.setBrush(QBrush(st.PAPER))
        r = w(2.6, 3.0, 6.0)
        for end in self.link_ends:
            p.drawEllipse(end, r, r)
        p.restore()

    def paint_land(self, p: QPainter, area_id: str) -> None:
        """One land area: the paper with its owner's wash (and colour-blind hatching)."""
        path = self.paths[area_id]
        o = self.owners.get(area_id, st.NEUTRAL_STYLE)
        p.fillPath(path, st.land_brush(o.fill))
        if o.pattern != Qt.BrushStyle.NoBrush:
            p.fillPath(path, QBrush(st.hatch_colour(o), o.pattern))


    # ------------------------------------------------------------------ the three copies

    def paint_lands_copies(self, p: QPainter, rect: QRectF, offsets: list[float],
                           dirty: list[QRectF] | None = None) -> None:
        """The lands layer of the scene rectangle `rect` (all copies of the board at `offsets`);
        with `dirty` (scene rectangles) only the lands whose cells touch one of them."""
        board = self.board_rect()
        for dx in offsets:
            part = rect.intersected(board.translated(dx, 0)).translated(-dx, 0)
            if part.isEmpty():
                continue
            near = None if dirty is None else [d.translated(-dx, 0) for d in dirty if d.intersects(rect)]
            p.save()
            p.translate(dx, 0)
            p.setClipRect(part, Qt.ClipOperation.IntersectClip)  # one copy
            p.setRenderHint(QPainter.RenderHint.Antialiasing, not st.DRAFT[0])
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            for area_id, r in self.lands:  # in geometry order, as the whole board paints them
                if r.intersects(part) and (near is None or any(c.intersects(d) for c in self.cells[area_id]
                                                               for d in near)):
                    self.paint_land(p, area_id)
            p.restore()

    def paint_lines_copies(self, p: QPainter, rect: QRectF, offsets: list[float]) -> None:
        """The line work of the scene rectangle `rect` and the board's top and bottom edge."""
        board = self.board_rect()
        w, h = board.width(), board.height()
        for dx in offsets:
            copy = QRectF(dx, -EDGE_MARGIN, w, h + 2 * EDGE_MARGIN)
            local = rect.intersected(copy).translated(-dx, 0)
            if local.isEmpty():
                continue
            p.save()
            p.translate(dx, 0)
            part = local.intersected(board)
            if not part.isEmpty():
                self.paint_lines(p, part)
            # the edge is cut at the copy's sides, so the copies join seamlessly
            px = max(1e-6, p.worldTransform().m11())
            p.setClipRect(local)
            p.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # as the old background drew it
            p.setPen(QPen(st.INK, 2.0 / px))
            left, right = -EDGE_MARGIN, w + EDGE_MARGIN
            p.drawLine(QPointF(left, 0), QPointF(right, 0))
            p.drawLine(QPointF(left, h), QPointF(right, h))
            p.restore()


EDGE_MARGIN = 20.0  # board units above and below the board the edge lines may reach


CELL = 40.0  # board units: grid of the rectangles an owner change repaints


def _cover(path: QPainterPath, bounds: QRectF) -> list[QRectF]:
    """Rectangles covering a shape more tightly than its bounding rectangle: the cells of a
    grid it touches, merged into runs along each row (with a margin for antialiasing)."""
    out: list[QRectF] = []
    x0, y0 = math.floor(bounds.left() / CELL) * CELL, math.floor(bounds.top() / CELL) * CELL
    y = y0
    while y < bounds.bottom():
        run: QRectF | None = None
        x = x0
        while x < bounds.right():
            cell = QRectF(x, y, CELL, CELL)
            if path.intersects(cell):
                run = cell if run is None else run.united(cell)
            elif run is not None:
                out.append(run.adjusted(-1, -1, 1, 1))
                run = None
            x += CELL
        if run is not None:
            out.append(run.adjusted(-1, -1, 1, 1))
        y += CELL
    return out or [bounds.adjusted(-1, -1, 1, 1)]


COMPASS_AT = QPointF(420.0, 1290.0)  # open water in the South Pacific, west of South America
COMPASS_R = 62.0
COMPASS_RECT = QRectF(COMPASS_AT.x() - COMPASS_R - 20, COMPASS_AT.y() - COMPASS_R - 40,
                      2 * COMPASS_R + 40, 2 * COMPASS_R + 60)


def compass(p: QPainter, line: float) -> None:
    """A hand-inked compass rose, as on printed boards."""
    c, r = COMPASS_AT, COMPASS_R
    ink = _alpha(st.INK, 200)
    p.save()
    p.translate(c)
    p.setPen(_pen(ink, line))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QPointF(0, 0), r * 0.72, r * 0.72)
    p.drawEllipse(QPointF(0, 0), r * 0.66, r * 0.66)
    for k in range(16):  # tick marks
        a = math.tau * k / 16
        p.drawLine(QPointF(math.cos(a) * r * 0.66, math.sin(a) * r * 0.66),
                   QPointF(math.cos(a) * r * 0.6, math.sin(a) * r * 0.6))
    points = sorted(enumerate([(1.0, 0.13), (0.55, 0.09)] * 4), key=lambda kv: kv[1][0])  # short first
    for k, (length, half) in points:
        a = math.tau * k / 8 - math.pi / 2
        tip = QPointF(math.cos(a) * r * length, math.sin(a) * r * length)
        side = QPointF(math.cos(a + math.pi / 2), math.sin(a + math.pi / 2)) * (r * half)
        for j, s in enumerate((1, -1)):  # each point in a light and a dark half
            p.setBrush(QBrush(st.PAPER if j == 0 else QColor(74, 64, 52)))
            p.drawPolygon(QPolygonF([QPointF(0, 0), side * s, tip]))
    p.setBrush(QBrush(st.PAPER))
    p.drawEllipse(QPointF(0, 0), r * 0.06, r * 0.06)
    font = st.hand_font(r * 0.3)
    path = QPainterPath()
    path.addText(0, 0, font, "N")
    b = path.boundingRect()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(ink))
    p.drawPath(path.translated(-b.center().x(), -r * 1.06))
    p.restore()
