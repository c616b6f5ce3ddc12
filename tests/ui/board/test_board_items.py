"""Highlight and selection outlines (board_items.outline): a band of about the asked width in
device pixels, at any zoom, drawn with fast one-pixel lines; the veil over what the step does not
accept, and the shadow that lifts what it does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsScene

from conquest_qt.ui.board import board_colours as bc
from conquest_qt.ui.board import board_style as st
from conquest_qt.ui.board.board_items import DimItem
from conquest_qt.ui.board.board_style import outline


def band(width_px: float, zoom: float) -> int:
    """Rows a horizontal outline covers in the middle column."""
    img = QImage(200, 60, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.white)
    path = QPainterPath(QPointF(10 / zoom, 30 / zoom))
    path.lineTo(190 / zoom, 30 / zoom)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(zoom, zoom)
    outline(p, path, QColor(200, 0, 0), width_px)
    p.end()
    return sum(1 for y in range(60) if QColor(img.pixel(100, y)).green() < 128)


@pytest.mark.parametrize("zoom", [0.5, 1.0, 3.0])
def test_outline_width_follows_device_pixels(zoom: float) -> None:
    assert band(1.0, zoom) in (1, 2)
    assert 3 <= band(3.6, zoom) <= 5
    assert 6 <= band(6.5, zoom) <= 8


def _lifted(fill: QColor, pattern: Qt.BrushStyle, hatch: QColor) -> tuple[QColor, QColor, QColor]:
    """A land of this colour the step accepts, among dimmed ones of the same colour (the hardest
    case: a white land among white ones): the colours inside it, just outside it (on the veil, in
    its shadow) and far from it."""
    img = QImage(120, 120, QImage.Format.Format_RGB32)
    p = QPainter(img)
    p.fillRect(img.rect(), st.land_brush(fill))
    if pattern != Qt.BrushStyle.NoBrush:
        p.fillRect(img.rect(), QBrush(hatch, pattern))
    scene = QGraphicsScene()
    dim = DimItem(120, 120, 0)
    square = QPainterPath()
    square.addRect(QRectF(40, 40, 40, 40))
    dim.set_open([square], [square])
    scene.addItem(dim)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(p, QRectF(0, 0, 120, 120), QRectF(0, 0, 120, 120))
    p.end()
    return img.pixelColor(60, 60), img.pixelColor(60, 37), img.pixelColor(60, 10)


@pytest.mark.parametrize("colour_blind", [False, True], ids=["normal", "colour_blind"])
def test_an_accepted_land_stands_out_among_dimmed_ones_of_every_colour(qapp, colour_blind: bool) -> None:
    """Issue 18 goal 5: the veil barely changes a white or yellow land (CIEDE2000 ~2 and ~6), so what
    the step accepts casts a soft shadow on the veil around it: every colour, in both palettes and
    as seen with deuteranopia and protanopia, is well apart from its dimmed self or from the shadow
    beside it."""
    seen = [None] if not colour_blind else [None, "deuteranopia", "protanopia"]
    for colour in bc.PLAYERS:
        o = st.owner_style(colour, colour_blind)
        inside, edge, far = (c.getRgb()[:3] for c in _lifted(o.fill, o.pattern, st.hatch_colour(o)))
        assert far != inside, f"{colour}: dimmed"
        for deficiency in seen:
            look = (lambda c: c) if deficiency is None else (lambda c, d=deficiency: bc.simulate(c, d))
            lab = bc.srgb_to_lab(look(inside))
            by_veil = bc.ciede2000(lab, bc.srgb_to_lab(look(far)))  # dark colours: the veil lightens them
            by_shadow = bc.ciede2000(lab, bc.srgb_to_lab(look(edge)))  # light ones: the shadow beside them
            assert max(by_veil, by_shadow) >= 12, f"{colour} ({deficiency}): {by_veil:.1f}, {by_shadow:.1f}"
