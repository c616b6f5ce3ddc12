"""Highlight and selection outlines (board_items.outline): a band of about the asked width in
device pixels, at any zoom, drawn with fast one-pixel lines."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath

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
