"""Items painted from an image of themselves around the viewport (board_image_item.py): the same picture as
drawing them straight, made once per zoom and blitted after that."""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsScene, QGraphicsView

from conquest_qt.ui.board.board_image_item import PathImageItem
from tests.helpers.image import pixels


def _coast() -> QPainterPath:
    """A ragged closed line, like a continent's outline (board units)."""
    path = QPainterPath()
    for k in range(241):
        a = math.tau * k / 240
        r = 300 + 40 * math.sin(7 * a) + 15 * math.sin(23 * a)
        pt = QPointF(500 + r * math.cos(a), 400 + 0.7 * r * math.sin(a))
        path.moveTo(pt) if k == 0 else path.lineTo(pt)
    return path


def _show(qtbot, item: QGraphicsItem, zoom: float, pan: QPointF) -> tuple[QGraphicsView, QGraphicsScene]:
    scene = QGraphicsScene(-200, -200, 1400, 1200)
    scene.setBackgroundBrush(QColor("#e8dcc0"))
    scene.addItem(item)
    view = QGraphicsView(scene)
    view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    qtbot.addWidget(view)
    view.resize(480, 360)
    with qtbot.waitExposed(view):
        view.show()
    view.scale(zoom, zoom)
    view.centerOn(pan)
    return view, scene


def _grab(qtbot, item: QGraphicsItem, zoom: float, pan: QPointF) -> np.ndarray:
    view, _scene = _show(qtbot, item, zoom, pan)
    return pixels(view.viewport().grab().toImage())


def test_a_path_painted_from_its_image_looks_as_qt_draws_it(qtbot) -> None:
    """Issue 28 item 10: Risk's dashed continent outlines (V1.2) moved from QGraphicsPathItem to
    PathImageItem; the picture is the same (dashes, antialiasing) zoomed out and zoomed in on a part (here
    at most 3 of 255 apart; on the whole board a few hundred pixels at dashes' ends, where Qt's dasher
    skips what the viewport clips away and its phase drifts a little)."""
    pen = QPen(QColor(42, 33, 24, 150), 2.2, Qt.PenStyle.DashLine)
    pen.setCosmetic(True)
    for zoom, pan in ((0.45, QPointF(500, 400)), (2.5, QPointF(760, 420))):
        qt_item = QGraphicsPathItem(_coast())
        qt_item.setPen(pen)
        want = _grab(qtbot, qt_item, zoom, pan)
        got = _grab(qtbot, PathImageItem(_coast(), pen), zoom, pan)
        diff = np.abs(want - got).max(axis=2)
        inked = (np.abs(want - pixels_of_paper(want)).max(axis=2) > 8).sum()
        assert inked > 500  # the outline is on screen
        assert (diff > 8).sum() <= 0.02 * inked, f"zoom {zoom}: {(diff > 8).sum()} of {inked} inked pixels differ"


def pixels_of_paper(img: np.ndarray) -> np.ndarray:
    return np.broadcast_to(img[0, 0], img.shape)


def test_a_small_paint_draws_straight_and_a_whole_one_makes_the_image(qtbot) -> None:
    """Issue 28 item 10: a paint that exposes little of an outline not yet imaged at this zoom (a strip a
    pan scrolled in, one area's markers) draws it straight, clipped (cheap); a whole repaint makes the image
    that later whole repaints blit."""
    from PySide6.QtCore import QRect

    pen = QPen(QColor(42, 33, 24, 150), 2.2, Qt.PenStyle.DashLine)
    pen.setCosmetic(True)
    item = PathImageItem(_coast(), pen)
    view, _scene = _show(qtbot, item, 0.45, QPointF(500, 400))
    view.viewport().repaint()
    assert not item._cache.isNull()  # the whole first paint made it
    item.forget()
    view.viewport().repaint(QRect(200, 150, 30, 30))
    assert item._cache.isNull()
    view.viewport().repaint()
    assert not item._cache.isNull()
