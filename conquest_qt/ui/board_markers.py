"""Unit markers (tank, plane, submarine icons with counts), drawn at constant screen size."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from conquest_qt.ui import board_style as st


def tank_icon() -> QPainterPath:
    p = QPainterPath()
    p.addRoundedRect(QRectF(-7, -1, 14, 4.5), 2.2, 2.2)  # tracks
    p.addRect(QRectF(-5.5, -3.5, 11, 2.8))  # hull
    p.addRoundedRect(QRectF(-3, -6.5, 6, 3.4), 1.2, 1.2)  # turret
    p.addRect(QRectF(2.5, -5.6, 6, 1.3))  # gun
    return p


def plane_icon() -> QPainterPath:
    p = QPainterPath()
    p.addRoundedRect(QRectF(-7.5, -1.2, 15, 2.4), 1.2, 1.2)  # fuselage
    wing = QPainterPath()
    wing.moveTo(1.5, -0.5)
    wing.lineTo(-2.5, -6.5)
    wing.lineTo(-4.5, -6.5)
    wing.lineTo(-2, -0.5)
    wing.lineTo(-2, 0.5)
    wing.lineTo(-4.5, 6.5)
    wing.lineTo(-2.5, 6.5)
    wing.lineTo(1.5, 0.5)
    wing.closeSubpath()
    p.addPath(wing)
    tail = QPainterPath()
    tail.moveTo(-5.5, -0.5)
    tail.lineTo(-7.5, -3.5)
    tail.lineTo(-6.5, -0.5)
    tail.moveTo(-5.5, 0.5)
    tail.lineTo(-7.5, 3.5)
    tail.lineTo(-6.5, 0.5)
    p.addPath(tail)
    return p.simplified()


def sub_icon() -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QRectF(-8, -1.5, 16, 4.6))
    p.addRoundedRect(QRectF(-2.5, -4.6, 5, 3.5), 1, 1)
    p.addRect(QRectF(0.5, -6.5, 0.9, 2.2))
    return p.simplified()


ICONS = {"tank": tank_icon(), "plane": plane_icon(), "sub": sub_icon()}
ROW_H = 17.0


class UnitsItem(QGraphicsItem):
    """Rows of chips, one per colour present: [tank n] [plane n] on land, [sub n] at sea.
    The first row is centred on the anchor; more colours stack downwards."""

    def __init__(self, area_id: str) -> None:
        super().__init__()
        self.area_id = area_id
        self.rows: list[tuple[st.OwnerStyle, list[tuple[str, int]]]] = []
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(7)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._font = st.hand_font(12.5)
        self._fm = QFontMetricsF(self._font)
        self._bounds = QRectF()
        self.setVisible(False)

    def set_rows(self, rows: list[tuple[st.OwnerStyle, list[tuple[str, int]]]]) -> None:
        self.prepareGeometryChange()
        self.rows = [(o, [(k, n) for k, n in items if n > 0]) for o, items in rows]
        self.rows = [r for r in self.rows if r[1]]
        w = max((self._row_width(items) for _, items in self.rows), default=0.0)
        h = ROW_H * len(self.rows)
        self._bounds = QRectF(-w / 2 - 2, -ROW_H / 2 - 2, w + 4, h + 4)
        self.setVisible(bool(self.rows))
        self.update()

    def _row_width(self, items: list[tuple[str, int]]) -> float:
        return sum(20 + self._fm.horizontalAdvance(str(n)) + 6 for _, n in items) + 2

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setFont(self._font)
        y = -ROW_H / 2  # first row centred on the anchor, further rows below
        for owner, items in self.rows:
            w = self._row_width(items)
            chip = QRectF(-w / 2, y + 0.5, w, ROW_H - 1)
            shadow = QColor(40, 30, 20, 70)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(shadow)
            p.drawRoundedRect(chip.translated(1.2, 1.4), 5, 5)
            p.setBrush(QBrush(owner.token))
            p.setPen(QPen(st.INK, 1.2))
            p.drawRoundedRect(chip, 5, 5)
            x = chip.left() + 3
            for kind, n in items:
                icon = ICONS[kind].translated(x + 9, y + ROW_H / 2 + 0.5)
                p.fillPath(icon, QBrush(owner.ink))
                text = str(n)
                tw = self._fm.horizontalAdvance(text)
                p.setPen(owner.ink)
                p.drawText(QPointF(x + 19, y + ROW_H / 2 + self._fm.capHeight() / 2), text)
                x += 20 + tw + 6
            y += ROW_H
