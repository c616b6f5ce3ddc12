"""Painting on paper: the board's texture, vignette, frames, bands, flags, the start screen's world
map and the compass.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap, QRadialGradient, QTransform

from conquest_qt.ui.board import board_style as st
from conquest_qt.ui.theme.tokens import INK, PAPER_VEIL, accent


def paint_paper(p: QPainter, rect: QRectF, vignette: bool = True) -> None:
    """The board's paper, a little darker towards the edges like an old sheet."""
    p.fillRect(rect, st.paper_brush())
    p.fillRect(rect, PAPER_VEIL)  # a whole window of it: softer clouds than under the board's lands
    if vignette:
        paint_vignette(p, rect)


def paint_vignette(p: QPainter, rect: QRectF, edge_alpha: int = 70) -> None:
    g = QRadialGradient(rect.center(), math.hypot(rect.width(), rect.height()) * 0.62)
    g.setColorAt(0.0, QColor(255, 250, 235, 40))
    g.setColorAt(0.55, QColor(0, 0, 0, 0))
    g.setColorAt(1.0, QColor(92, 66, 30, edge_alpha))
    p.fillRect(rect, QBrush(g))


def paint_frame(p: QPainter, rect: QRectF, colour: QColor = INK, gap: float = 5.0) -> None:
    """The board's double ink edge: a firm outer line and a fine inner one."""
    p.save()
    p.setBrush(Qt.BrushStyle.NoBrush)
    outer = QColor(colour)
    outer.setAlpha(200)
    p.setPen(QPen(outer, 2.0))
    p.drawRect(rect.adjusted(1, 1, -1, -1))
    inner = QColor(colour)
    inner.setAlpha(140)
    p.setPen(QPen(inner, 1.0))
    p.drawRect(rect.adjusted(1 + gap, 1 + gap, -1 - gap, -1 - gap))
    p.restore()


def paint_band(p: QPainter, rect: QRectF, colour: QColor) -> None:
    """A coloured-pencil band: the player's colour with an ink line along its lower edge."""
    p.save()
    p.fillRect(rect, colour)
    p.setPen(QPen(QColor(INK.red(), INK.green(), INK.blue(), 170), 1.5))
    p.drawLine(rect.bottomLeft(), rect.bottomRight())
    p.restore()


def flag_pixmap(colour: str | None, height: int, colour_blind: bool = False, ratio: float = 1.0) -> QPixmap:
    """A little flag on a pole, as the board plants them, in a player's colour."""
    dpr = max(1.0, ratio)
    w, h = round(height * 0.9), height
    pix = QPixmap(round(w * dpr), round(h * dpr))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    line = max(1.2, h / 22)
    pole_x = w * 0.16
    p.setPen(QPen(INK, line * 1.3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(pole_x, h * 0.06), QPointF(pole_x, h * 0.96))
    cloth = QPainterPath(QPointF(pole_x, h * 0.10))
    bottom, right = h * 0.56, w * 0.94
    cloth.cubicTo(QPointF(w * 0.45, h * 0.02), QPointF(w * 0.62, h * 0.20), QPointF(right, h * 0.12))
    cloth.cubicTo(QPointF(w * 0.86, h * 0.28), QPointF(w * 0.90, h * 0.40), QPointF(right, bottom - h * 0.02))
    cloth.cubicTo(QPointF(w * 0.62, h * 0.62), QPointF(w * 0.45, h * 0.46), QPointF(pole_x, bottom))
    cloth.closeSubpath()
    p.setBrush(accent(colour, colour_blind))
    p.setPen(QPen(INK, line, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    p.drawPath(cloth)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(INK)
    p.drawEllipse(QPointF(pole_x, h * 0.05), line * 1.3, line * 1.3)
    p.end()
    return pix


@cache
def _land_path() -> QPainterPath | None:
    """Every land area and decor island of the board in one path (board units), or None without a board."""
    try:
        from conquest_qt.board.geometry import default_geometry

        geo = default_geometry()
    except Exception:  # a missing board file only costs the picture
        return None
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for shape in geo.areas.values():
        if shape.kind == "land":
            path.addPath(st.polygons_path(shape.polygons))
    for poly in geo.decor:
        path.addPath(st.polygons_path([poly]))
    return path


def _board_size() -> tuple[float, float]:
    from conquest_qt.board.geometry import default_geometry

    geo = default_geometry()
    return geo.width, geo.height


WORLD_TILES = (4, 2)  # world_map_steps draws the picture in this many columns and rows, a tile per step
_worlds: dict[int, QPixmap | None] = {}  # width -> the world picture (world_map)


def world_map_steps(width: int) -> Iterator[None]:
    """Render world_map(width) in steps: the board's files, the land, the textures, then the drawing
    tile by tile, each with only the coasts that reach into it (a few milliseconds each)."""
    if width in _worlds:
        return
    try:
        from conquest_qt.board.geometry import default_geometry_steps

        yield  # (importing it builds its models: a step of its own)
        yield from default_geometry_steps()
    except Exception:  # a missing board file only costs the picture
        _worlds[width] = None
        return
    land = _land_path()
    yield
    st.paper_brush()
    yield
    st.sea_brush()
    yield
    if land is None:
        _worlds[width] = None
        return
    bw, bh = _board_size()
    s = width / bw
    coast = QTransform.fromScale(s, s).map(land)  # device pixels: hairline strokes take Qt's fast path
    rings = [(ring.boundingRect().adjusted(-3, -3, 3, 3), ring) for ring in coast.toSubpathPolygons()]
    yield
    pix = QPixmap(width, round(bh * s))
    cols, rows = WORLD_TILES
    tw, th = math.ceil(pix.width() / cols), math.ceil(pix.height() / rows)
    for top in range(0, pix.height(), th):
        for left in range(0, pix.width(), tw):
            tile = QRectF(left, top, tw, th)
            part = QPainterPath()
            part.setFillRule(coast.fillRule())
            for box, ring in rings:
                if box.intersects(tile):
                    part.addPolygon(ring)
                    part.closeSubpath()
            p = QPainter(pix)
            p.setClipRect(tile)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.fillRect(tile, st.sea_brush())
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(st.paper_brush())
            p.drawPath(part)
            p.setBrush(Qt.BrushStyle.NoBrush)
            st.outline(p, part, INK, 1.5)
            p.end()
            yield
    _worlds[width] = pix


def world_map(width: int) -> QPixmap | None:
    """The board's world without owners or units: paper lands with inked coasts in a teal sea,
    `width` pixels wide (rendered once per width; None when the board's files are missing)."""
    for _ in world_map_steps(width):
        pass
    return _worlds[width]


def paint_compass(p: QPainter, at: QPointF, scale: float) -> None:
    """The board's compass rose (board_layers.compass), centred at `at`."""
    from conquest_qt.ui.board.board_layers import COMPASS_AT, compass

    p.save()
    p.translate(at)
    p.scale(scale, scale)
    p.translate(-COMPASS_AT)
    compass(p, 1.2 / scale)
    p.restore()
