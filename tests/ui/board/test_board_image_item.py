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


def test_pieces_that_overlap_are_inked_once_as_one_path_is(qtbot) -> None:
    """Issue 28 item 1: the image strokes each subpath of the outline on its own (Qt fills one long path's
    stroke in many bands, each walking the whole outline); where pieces meet or cross (a continent's coast
    broken where it borders a sea lane, a ring's two ends) they are inked once, as Qt's one stroke of the
    whole path inks them, not twice darker."""
    pen = QPen(QColor(42, 33, 24, 150), 2.2, Qt.PenStyle.SolidLine)  # (solid: every crossing is inked)
    pen.setCosmetic(True)
    ring = [_coast().pointAtPercent(k / 200) for k in range(201)]
    path = QPainterPath()
    for part in (ring[:120], ring[119:]):  # the ring in two pieces meeting at their ends
        path.moveTo(part[0])
        for pt in part[1:]:
            path.lineTo(pt)
    for y in (300.0, 420.0, 520.0):  # pieces crossing it
        path.moveTo(100, y)
        path.lineTo(900, y + 40)
    qt_item = QGraphicsPathItem(path)
    qt_item.setPen(pen)
    want = _grab(qtbot, qt_item, 0.45, QPointF(500, 400))
    got = _grab(qtbot, PathImageItem(path, pen), 0.45, QPointF(500, 400))
    diff = np.abs(want - got).max(axis=2)
    inked = (np.abs(want - pixels_of_paper(want)).max(axis=2) > 8).sum()
    assert inked > 500
    # (21 of 6226 differ, at the crossings' edges: coverage of two strokes laid on each other, not of their union;
    # stroked at the pen's alpha, 63, the crossings darker)
    assert (diff > 8).sum() <= 0.005 * inked, f"{(diff > 8).sum()} of {inked} inked pixels differ"


def test_while_zooming_the_path_is_drawn_without_antialiasing(qtbot) -> None:
    """Issue 28 item 1: a draft frame (the board while zooming) draws the path straight, as the board's other
    overlays do, without antialiasing (it cost the frames after a zoom step ~15 ms of CPU on Risk's board):
    the dashes are of one colour on the paper, no edge pixels mixed in between."""
    from conquest_qt.ui.board import board_style as st

    pen = QPen(QColor(42, 33, 24, 150), 2.2, Qt.PenStyle.DashLine)
    pen.setCosmetic(True)
    view, _scene = _show(qtbot, PathImageItem(_coast(), pen), 0.45, QPointF(500, 400))
    st.DRAFT[0] = True
    try:
        img = pixels(view.viewport().grab().toImage())
    finally:
        st.DRAFT[0] = False
    colours = {tuple(c) for c in img.reshape(-1, img.shape[2])}
    assert len(colours) == 2, f"{len(colours)} colours: paper and the ink over it, no antialiased edges"
    fine = pixels(view.viewport().grab().toImage())
    assert len({tuple(c) for c in fine.reshape(-1, fine.shape[2])}) > 10  # finely: antialiased
