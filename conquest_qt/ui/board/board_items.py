"""The interactive area items of the board. Items are dumb: the scene drives them."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from conquest_qt.ui.board import board_style as st
from conquest_qt.ui.board.board_image_item import ViewportImageItem
from conquest_qt.ui.board.board_style import outline

SHADOW_PX = 7.0  # the band the accepted lands' shadow is drawn in (its outer half shows)


class DimItem(ViewportImageItem):
    """A veil of paper over one copy of the board except the areas the current step accepts, so
    those read at a glance without outlines of their own; they seem lifted off the veil by a soft
    shadow around them (cast on the veil only), which tells a white or yellow one from its dimmed
    neighbours as well as a dark one (a veil alone barely changes a light colour). Hidden while
    every area is accepted. Painted from an image of the viewport and around it: a frame costs one blit."""

    def __init__(self, width: float, height: float, dx: float) -> None:
        super().__init__(QRectF(dx, -height, width, 3 * height))  # the sea beyond the board's edge too
        self._path = QPainterPath()
        self._holes = QPainterPath()  # the open areas alone
        self._open = QPainterPath()
        self.setZValue(1)
        self.setVisible(False)

    def set_open(self, paths: list[QPainterPath], lands: list[QPainterPath] | None = None) -> None:
        """Leave these (already translated into this copy) undimmed; none: no veil at all; `lands`
        (those of them that are lands) cast the shadow (an open sea's would smudge the coasts
        around it). The areas are disjoint and the seas' holes are the lands, so with the odd-even
        rule the board's rectangle plus each open area's rings is exactly the veil."""
        path, holes = QPainterPath(), QPainterPath()
        path.setFillRule(Qt.FillRule.OddEvenFill)
        holes.setFillRule(Qt.FillRule.OddEvenFill)
        accepted = QPainterPath()
        if paths:
            path.addRect(self._rect)
            for area in paths:
                path.addPath(area)
                holes.addPath(area)
            for area in lands or []:
                accepted.addPath(area)
        self.prepareGeometryChange()
        self._path, self._holes, self._open = path, holes, accepted
        self.forget()
        self.setVisible(bool(paths))
        self.update()

    def draw(self, painter: Callable[[], QPainter]) -> Iterator[None]:
        """The image: the veil as the whole rectangle and the shadow on it, then the open areas
        cleared out of both (a third of the time of painting the veil's path)."""
        q = painter()
        q.fillRect(self._rect, st.DIM)
        if not self._open.isEmpty():
            outline(q, self._open, st.DIM_SHADOW, SHADOW_PX)
            outline(q, self._open, st.DIM_EDGE, 2.0)
        q.end()
        yield
        q = painter()
        q.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
        q.fillPath(self._holes, QBrush(Qt.GlobalColor.black))
        q.end()

    def paint_direct(self, p: QPainter) -> None:
        self._paint_veil(p)

    def _paint_veil(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, not st.DRAFT[0])
        p.fillPath(self._path, QBrush(st.DIM))
        if self._open.isEmpty() or st.DRAFT[0]:  # (while zooming: the veil only)
            return
        self._paint_shadow(p)

    def _paint_shadow(self, p: QPainter) -> None:
        """The accepted lands' shadow, on the veil only: drawn into an image of the pixels around
        them, with every accepted area cleared out of it, then blitted (a clip path to the veil cost
        twice as much)."""
        world = p.worldTransform()
        device = p.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        box = world.mapRect(self._open.boundingRect()).adjusted(-SHADOW_PX, -SHADOW_PX, SHADOW_PX, SHADOW_PX)
        if device is not None:
            box = box.intersected(QRectF(0, 0, device.width() / ratio, device.height() / ratio))
        box = box.toAlignedRect()
        if box.isEmpty():
            return
        img = QImage(box.size() * ratio, QImage.Format.Format_ARGB32_Premultiplied)
        img.setDevicePixelRatio(ratio)
        img.fill(Qt.GlobalColor.transparent)
        q = QPainter(img)
        q.setRenderHint(QPainter.RenderHint.Antialiasing)
        q.setWorldTransform(world * QTransform.fromTranslate(-box.left(), -box.top()))
        # a band of faint one-pixel lines (st.outline) is densest at its middle, the area's edge:
        # a shadow that fades outwards, then a fine ink edge
        outline(q, self._open, st.DIM_SHADOW, SHADOW_PX)
        outline(q, self._open, st.DIM_EDGE, 2.0)
        accepted = QPainterPath(self._path)  # the veil plus its rectangle once more: what is accepted
        accepted.addRect(self._rect)
        q.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
        q.fillPath(accepted, QBrush(Qt.GlobalColor.black))
        q.end()
        p.save()
        p.resetTransform()
        p.drawImage(box.topLeft(), img)
        p.restore()


class AreaItem(QGraphicsPathItem):
    """One land area or sea (one per copy of the board). Hit-testing is by its shape; islands
    get a generous margin so they are easy to click. The area's own picture is painted by the
    board layers (board_layers.py); the item paints only hover, selection and highlight, and is
    hidden when none applies, so it costs nothing per frame."""

    def __init__(self, area_id: str, kind: str, path: QPainterPath, hit_margin: float = 0.0) -> None:
        super().__init__(path)
        self.area_id = area_id
        self.kind = kind
        self.hovered = self.selected = self.highlighted = False
        self._probes: list[QPointF] = []
        if hit_margin > 0:  # a click this close to the island's coast still counts
            for r in (hit_margin, hit_margin / 2):
                for k in range(12):
                    a = math.tau * k / 12
                    self._probes.append(QPointF(r * math.cos(a), r * math.sin(a)))
        self._shape = path
        self._hit_bounds = path.boundingRect().adjusted(-hit_margin, -hit_margin, hit_margin, hit_margin)
        self._bounds = self._hit_bounds.adjusted(-14, -14, 14, 14)  # room for outlines
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setZValue(2 if kind == "land" else 0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def near(self, rect: QRectF) -> bool:
        """Might a point of this scene rectangle hit the area?"""
        return self._hit_bounds.intersects(rect)

    def hit(self, pos: QPointF) -> bool:
        """Is the scene point on this area (islands: or within the click margin)?"""
        if not self._hit_bounds.contains(pos):
            return False
        return self._shape.contains(pos) or any(self._shape.contains(pos + d) for d in self._probes)

    def set_state(self, *, hovered: bool | None = None, selected: bool | None = None,
                  highlighted: bool | None = None) -> None:
        changed = False
        for name, value in (("hovered", hovered), ("selected", selected), ("highlighted", highlighted)):
            if value is not None and getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            self.setZValue((2 if self.kind == "land" else 0) + (0.5 if self.selected else 0))
            # invisible (and free to paint) unless hovered or selected (what the step accepts shows
            # undimmed by the DimItem; it has no outline of its own)
            self.setVisible(self.hovered or self.selected)
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Only the interactive states: the area itself is painted by the board layers."""
        if not (self.hovered or self.selected):
            return
        path = self.path()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, not st.DRAFT[0])
        if self.hovered:  # lit up and ringed in ink: clearly the area a click goes to
            p.fillPath(path, QBrush(st.HOVER))
            if not self.selected:
                outline(p, path, QColor(255, 255, 255, 200), 4.5)
                outline(p, path, st.HOVER_RING, 2.6)
        if self.selected:
            outline(p, path, QColor(255, 255, 255, 210), 6.5)
            outline(p, path, st.SELECT, 3.2)
