"""Graphics items of the board: area shapes, city flags, labels. Items are dumb: the scene drives them."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPainterPathStroker, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from conquest_qt.ui import board_style as st


class AreaItem(QGraphicsPathItem):
    """One land area or sea (one per copy of the board). Hit-testing is by its shape; islands
    get a generous margin so they are easy to click. Paints only hover/selection/highlight."""

    def __init__(self, area_id: str, kind: str, path: QPainterPath, hit_margin: float = 0.0) -> None:
        super().__init__(path)
        self.area_id = area_id
        self.kind = kind
        self.owner: st.OwnerStyle = st.NEUTRAL_STYLE
        self.hovered = self.selected = self.highlighted = False
        self._shape = path
        if hit_margin > 0:
            stroker = QPainterPathStroker()
            stroker.setWidth(2 * hit_margin)
            self._shape = (path | stroker.createStroke(path)).simplified()
        self._bounds = self._shape.boundingRect().adjusted(-4, -4, 4, 4)
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setZValue(2 if kind == "land" else 0)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def set_state(self, *, owner: st.OwnerStyle | None = None, hovered: bool | None = None,
                  selected: bool | None = None, highlighted: bool | None = None) -> None:
        changed = False
        for name, value in (("owner", owner), ("hovered", hovered), ("selected", selected),
                            ("highlighted", highlighted)):
            if value is not None and getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            self.setZValue((2 if self.kind == "land" else 0) + (0.5 if self.selected else 0))
            active = self.hovered or self.selected or self.highlighted
            mode = QGraphicsItem.CacheMode.DeviceCoordinateCache if active else QGraphicsItem.CacheMode.NoCache
            if mode != self.cacheMode():
                self.setCacheMode(mode)
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Only the interactive states: the area itself is part of the cached background."""
        if not (self.highlighted or self.hovered or self.selected):
            return
        path = self.path()
        px = max(1e-6, p.worldTransform().m11())
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.highlighted:
            glow = QColor(st.HIGHLIGHT)
            if self.kind == "sea":
                glow.setAlpha(45)
            p.fillPath(path, QBrush(glow))
            p.save()
            p.setClipPath(path)
            p.strokePath(path, _pen(QColor(255, 240, 120, 170), 14.0 / px))
            p.strokePath(path, _pen(QColor(255, 250, 215, 230), 5.0 / px))
            dash = _pen(QColor(150, 100, 0), 2.0 / px)
            dash.setStyle(Qt.PenStyle.DashLine)
            p.strokePath(path, dash)
            p.restore()
        if self.hovered:
            p.fillPath(path, QBrush(st.HOVER))
        if self.selected:
            p.strokePath(path, _pen(QColor(255, 255, 255, 210), 6.5 / px))
            p.strokePath(path, _pen(st.SELECT, 3.2 / px))


def _pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


class LabelItem(QGraphicsItem):
    """A hand-lettered name with a paper-coloured halo; constant size on screen (scaled a little
    with the zoom by the scene)."""

    def __init__(self, area_id: str, text: str, sea: bool = False) -> None:
        super().__init__()
        self.area_id = area_id
        self._sea = sea
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(6)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.set_text(text)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        font = st.hand_font(12.5 if not self._sea else 13.5, bold=not self._sea)
        if self._sea:
            font.setItalic(True)
            font.setLetterSpacing(font.SpacingType.AbsoluteSpacing, 1.5)
            text = text.upper()
        path = QPainterPath()
        path.addText(0, 0, font, text)
        r = path.boundingRect()
        self._path = path.translated(-r.center().x(), -r.center().y())
        self._bounds = self._path.boundingRect().adjusted(-3, -3, 3, 3)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        halo = QColor(st.PAPER)
        halo.setAlpha(215 if not self._sea else 150)
        p.strokePath(self._path, _pen(halo, 3.2))
        p.fillPath(self._path, QBrush(st.INK if not self._sea else QColor("#1d3f5c")))


class FlagItem(QGraphicsItem):
    """The city: an ink dot, and a little flag in the owner's colour when somebody owns it."""

    def __init__(self, area_id: str) -> None:
        super().__init__()
        self.area_id = area_id
        self.owner: st.OwnerStyle | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(5)

    def set_owner(self, owner: st.OwnerStyle | None) -> None:
        if owner != self.owner:
            self.owner = owner
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-5, -19, 20, 24)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.owner is not None:
            p.setPen(_pen(st.INK, 1.3))
            p.drawLine(QPointF(0, 0), QPointF(0.6, -17))
            cloth = QPolygonF([QPointF(0.6, -17), QPointF(12.5, -14.2), QPointF(11.5, -11.6),
                               QPointF(13.0, -8.6), QPointF(0.5, -9.6)])
            p.setBrush(QBrush(self.owner.token))
            p.setPen(_pen(st.INK, 1.1))
            p.drawPolygon(cloth)
        p.setPen(_pen(st.PAPER, 1.2))
        p.setBrush(QBrush(st.INK))
        p.drawEllipse(QPointF(0, 0), 2.6, 2.6)
