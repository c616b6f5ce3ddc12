"""An overlay item painted from an image of itself around the viewport, made once per zoom (issue 28 item 10).

Big antialiased overlays (the veil, Risk's dashed continent outlines) cost tens of milliseconds to draw
over the whole viewport, and a refresh that moves a name repaints all of it. Such an item draws itself
once into an image of the viewport and an eighth of it around, at this zoom, on the pixel grid fixed to
the scene; every paint after that is one blit, until the zoom changes or a pan leaves the image. Qt's
device cache would hold the whole item: several board heights, at every zoom step (54 million pixels
zoomed in), all of it drawn again after each step.

A subclass gives `draw` (the image's picture, in steps) and `paint_direct` (the same picture drawn
straight through the painter: while zooming, or a picture of the scene); the view warms the images
ahead of the first fine frame after a zoom (BoardView._warm_ahead, `ready` and `warm`). The image may be
blitted with an opacity (`IMAGE_OPACITY`): PathImageItem draws its line opaque, stroke by stroke, and lays
it on at the pen's alpha.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from conquest_qt.ui.board import board_style as st


class ViewportImageItem(QGraphicsItem):
    """The image machinery; `_rect` is the item's bounds (item units)."""

    # a paint exposing less than this share of the item's part in the viewport while the image is not ready
    # draws straight (clipped to what it exposes: a strip a pan scrolled in is cheap so) and makes no image
    MAKE_FROM_SHARE = 0.0

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self._rect = rect
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self._cache = QImage()  # the picture around the viewport
        self._cache_key: tuple | None = None
        self._cache_rect = QRect()  # what the image covers, in pixels of the grid fixed to the scene
        self._making: tuple[tuple, Iterator[None]] | None = None  # an image being made in steps

    def boundingRect(self) -> QRectF:
        return self._rect

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never hit by the mouse

    def forget(self) -> None:
        """The picture changed: the image is made again when next painted."""
        self._cache_key, self._making = None, None
        self._cache = QImage()

    def draw(self, painter: Callable[[], QPainter]) -> Iterator[None]:
        """The picture, through painters from `painter()` (each ended before a yield); yields between steps."""
        raise NotImplementedError

    def paint_direct(self, p: QPainter) -> None:
        """The picture drawn straight through `p` (while zooming, or a picture of the scene)."""
        raise NotImplementedError

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        world = p.worldTransform()
        if st.DRAFT[0] or widget is None or world.type().value > QTransform.TransformationType.TxScale.value:
            self.paint_direct(p)
            return
        shown = option.exposedRect if not option.exposedRect.isEmpty() else self._rect  # type: ignore[attr-defined]
        exposed = world.mapRect(shown).toAlignedRect().intersected(widget.rect())
        if exposed.isEmpty():
            return
        origin = QPoint(math.floor(world.dx()), math.floor(world.dy()))
        viewport, ratio = QRectF(widget.rect()), p.device().devicePixelRatioF()
        if self.MAKE_FROM_SHARE and not self.ready(world, viewport, ratio, exposed):
            shown_part = world.mapRect(self._rect).toAlignedRect().intersected(widget.rect())
            if exposed.width() * exposed.height() < self.MAKE_FROM_SHARE * shown_part.width() * shown_part.height():
                self.paint_direct(p)
                return
        self.warm(world, viewport, ratio, exposed)
        if self._cache.isNull():
            return
        source = exposed.translated(-origin).intersected(self._cache_rect)
        p.save()
        p.resetTransform()
        if self.image_opacity() < 1.0:
            p.setOpacity(p.opacity() * self.image_opacity())
        ratio = self._cache.devicePixelRatio()
        within = source.translated(-self._cache_rect.topLeft())
        p.drawImage(QRectF(source.translated(origin)), self._cache,
                    QRectF(within.x() * ratio, within.y() * ratio, within.width() * ratio, within.height() * ratio))
        p.restore()

    def image_opacity(self) -> float:
        """The opacity the image is laid on with (1: as drawn)."""
        return 1.0

    def ready(self, world: QTransform, viewport: QRectF, ratio: float, need: QRect | None = None) -> bool:
        """Is the image the item is painted from made for the transform `world` (item to viewport
        pixels), covering `need` (viewport pixels; default: the whole viewport)?"""
        need = self._span(world, viewport, need)[1]
        return (not self.isVisible() or need.isEmpty()
                or (self._key(world, ratio) == self._cache_key and self._cache_rect.contains(need)))

    def _span(self, world: QTransform, viewport: QRectF, need: QRect | None) -> tuple[QPoint, QRect, QRectF]:
        """(where the pixel grid fixed to the scene starts in the viewport; `need` (default: the
        viewport) in that grid, on the item; the item in that grid)."""
        origin = QPoint(math.floor(world.dx()), math.floor(world.dy()))
        mine = world.mapRect(self._rect).translated(-origin)
        need = (need if need is not None else viewport.toAlignedRect()).translated(-origin)
        return origin, need.intersected(mine.toAlignedRect()), mine

    @staticmethod
    def _key(world: QTransform, ratio: float) -> tuple:
        return (round(world.m11(), 9), round(world.m22(), 9), round(world.dx() % 1, 4), round(world.dy() % 1, 4),
                round(ratio, 3))

    def warm(self, world: QTransform, viewport: QRectF, ratio: float, need: QRect | None = None,
             in_steps: bool = False) -> None:
        """Make that image, for the viewport (pixels) and an eighth of it around (unless ready);
        `in_steps`: one of the steps of `draw` a call (no long stall)."""
        if self.ready(world, viewport, ratio, need):
            return
        origin, need, mine = self._span(world, viewport, need)
        view = viewport.translated(-origin)
        grown = view.adjusted(-view.width() / 8, -view.height() / 8, view.width() / 8, view.height() / 8)
        area = grown.intersected(mine).toAlignedRect().united(need)
        what = (self._key(world, ratio), area)
        if self._making is None or self._making[0] != what:
            self._making = (what, self._make(world, origin, area, ratio))
        for _ in self._making[1]:
            if in_steps:
                return
        self._making = None
        self._cache_key, self._cache_rect = what

    def _make(self, world: QTransform, origin: QPoint, area: QRect, ratio: float) -> Iterator[None]:
        if area.isEmpty():
            self._cache = QImage()
            return
        img = QImage(math.ceil(area.width() * ratio), math.ceil(area.height() * ratio),
                     QImage.Format.Format_ARGB32_Premultiplied)
        img.setDevicePixelRatio(ratio)
        img.fill(Qt.GlobalColor.transparent)
        to_image = world * QTransform.fromTranslate(-origin.x() - area.left(), -origin.y() - area.top())

        def painter() -> QPainter:
            q = QPainter(img)
            q.setWorldTransform(to_image)
            q.setRenderHint(QPainter.RenderHint.Antialiasing)
            return q

        yield from self.draw(painter)
        self._cache = img


class PathImageItem(ViewportImageItem):
    """A path stroked with a pen (a cosmetic one: the same line at every zoom), as a QGraphicsPathItem
    draws it, painted from an image (Risk's dashed continent outlines: ~45 ms a full 1920x1080 viewport
    drawn straight, at every refresh that moved a name).

    The image strokes each subpath on its own (a dash pattern starts again at each subpath anyway): Qt's
    antialiased rasteriser walks all of a path's outline once per band of scanlines it fills, so one stroke
    of the whole outline (a continent's hundreds of coast pieces across the viewport) costs twice the
    strokes of its pieces (issue 28 item 1: the zoom's first fine frame). Where two pieces overlap, one
    path's fill inks them once and two strokes at the pen's alpha would ink them twice (darker): so the
    pieces are stroked opaque and the image is laid on at the pen's alpha. While zooming (a draft frame)
    the path is drawn straight without antialiasing, as the board's other overlays are."""

    MARGIN = 16.0  # item units around the path for the pen's width (a cosmetic pen's pixels at far zoom)
    MAKE_FROM_SHARE = 0.25  # a pan's strips are drawn straight: an image a few pan steps would cost ~30 ms

    def __init__(self, path: QPainterPath, pen: QPen) -> None:
        super().__init__(path.controlPointRect().adjusted(-self.MARGIN, -self.MARGIN, self.MARGIN, self.MARGIN))
        self._path, self._pen = path, QPen(pen)
        self._pieces: list[tuple[QPainterPath, QRectF]] | None = None  # its subpaths and their bounds

    def path(self) -> QPainterPath:
        return QPainterPath(self._path)

    def pen(self) -> QPen:
        return QPen(self._pen)

    def pieces(self) -> list[tuple[QPainterPath, QRectF]]:
        """The path's subpaths, each with its control points' bounds (made when first needed)."""
        if self._pieces is None:
            self._pieces = [(piece, piece.controlPointRect()) for piece in subpaths(self._path)]
        return self._pieces

    def image_opacity(self) -> float:
        return self._pen.color().alphaF()

    def draw(self, painter: Callable[[], QPainter]) -> Iterator[None]:
        q = painter()
        pen = QPen(self._pen)
        ink = QColor(pen.color())
        ink.setAlpha(255)
        pen.setColor(ink)
        q.setPen(pen)
        q.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        margin = pen.widthF() + 2.0  # pixels (a cosmetic pen's width)
        to_item, _ = q.worldTransform().inverted()
        image = q.device()
        ratio = image.devicePixelRatioF()
        shown = to_item.mapRect(QRectF(-margin, -margin, image.width() / ratio + 2 * margin,
                                       image.height() / ratio + 2 * margin))
        for piece, bounds in self.pieces():
            if bounds.intersects(shown) or bounds.isEmpty():
                q.drawPath(piece)
        q.end()
        yield

    def paint_direct(self, p: QPainter) -> None:
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, not st.DRAFT[0])
        p.setPen(self._pen)
        p.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        p.drawPath(self._path)
        p.restore()


def subpaths(path: QPainterPath) -> list[QPainterPath]:
    """`path` as one path for each of its subpaths (lines and curves kept; a subpath closed in `path`
    ends where it began, as Qt's stroker tells a closed one)."""
    out: list[QPainterPath] = []
    piece: QPainterPath | None = None
    n, i = path.elementCount(), 0
    while i < n:
        e = path.elementAt(i)
        if e.isMoveTo() or piece is None:
            piece = QPainterPath()
            piece.setFillRule(path.fillRule())
            out.append(piece)
            piece.moveTo(e.x, e.y)
        elif e.isLineTo():
            piece.lineTo(e.x, e.y)
        elif e.isCurveTo():
            c2, end = path.elementAt(i + 1), path.elementAt(i + 2)
            piece.cubicTo(e.x, e.y, c2.x, c2.y, end.x, end.y)
            i += 2
        i += 1
    return out
