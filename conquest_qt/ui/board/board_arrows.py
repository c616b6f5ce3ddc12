"""Movement / attack arrows drawn over the board (the game UI decides which)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from conquest_qt.ui.board import board_style as st
from conquest_qt.ui.board.board_hint_marks import HINT_COLOUR

ARROW_COLOURS = {"move": "#2a2118", "attack": "#b3001b", "air": "#1f4f9e", "sea": "#0d5c63"}
HINT = "hint_"  # a suggested move ("hint_move", "hint_attack", …): the move's colour, dotted


class ArrowItem(QGraphicsItem):
    """A curved arrow from one anchor to another (scene coordinates), head and width in pixels."""

    def __init__(self, a: QPointF, b: QPointF, kind: str, count: int) -> None:
        super().__init__()
        self._a, self._b, self.kind, self.count = a, b, kind, count
        self.hint = kind.startswith(HINT)
        self._colour = QColor(ARROW_COLOURS.get(kind.removeprefix(HINT), ARROW_COLOURS["move"]))
        self._px = 1.0  # pixels per scene unit, set by the scene on zoom
        self._font = st.hand_font(13)
        self.setZValue(8)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._build()

    def set_pixel_scale(self, px: float, a: QPointF | None = None, b: QPointF | None = None) -> None:
        """On zoom: pixels per scene unit, and optionally new ends (the chips move a little
        towards their flag when zoomed in, see board_markers.marker_point)."""
        a = self._a if a is None else a
        b = self._b if b is None else b
        if abs(px - self._px) > 1e-6 or a != self._a or b != self._b:
            self.prepareGeometryChange()
            self._px, self._a, self._b = px, a, b
            self._build()

    def _build(self) -> None:
        a, b = self._a, self._b
        d = b - a
        length = math.hypot(d.x(), d.y()) or 1.0
        n = QPointF(-d.y() / length, d.x() / length)
        ctrl = (a + b) / 2 + n * (0.18 * length)
        head = 13.0 / self._px
        # stop short of the target so the head does not cover the marker
        t_end = max(0.5, 1.0 - (14.0 / self._px) / length)
        end = _bezier(a, ctrl, b, t_end)
        before = _bezier(a, ctrl, b, t_end - 0.04)
        path = QPainterPath(a)
        path.quadTo(_bezier_ctrl(a, ctrl, b, t_end), end)
        self._path = path
        ang = math.atan2(end.y() - before.y(), end.x() - before.x())
        left = QPointF(end.x() - head * math.cos(ang - 0.45), end.y() - head * math.sin(ang - 0.45))
        right = QPointF(end.x() - head * math.cos(ang + 0.45), end.y() - head * math.sin(ang + 0.45))
        self._head = QPolygonF([end + QPointF(math.cos(ang), math.sin(ang)) * (head * 0.2), left, right])
        self._mid = _bezier(a, ctrl, b, 0.5 * t_end)
        pad = 20.0 / self._px
        self._bounds = path.boundingRect().united(self._head.boundingRect()).adjusted(-pad, -pad, pad, pad)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.hint:  # a suggestion: in the hint's ink, wider
            halo = QPen(QColor(HINT_COLOUR.red(), HINT_COLOUR.green(), HINT_COLOUR.blue(), 120), 10.0)
        else:
            halo = QPen(QColor(255, 250, 235, 200), 6.5)
        halo.setCosmetic(True)
        halo.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.strokePath(self._path, halo)
        pen = QPen(self._colour, 3.2)
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        if self.hint:
            pen.setStyle(Qt.PenStyle.DotLine)
            pen.setWidthF(4.0)
        elif self.kind in ("air", "sea"):
            pen.setStyle(Qt.PenStyle.DashLine)
        p.strokePath(self._path, pen)
        edge = QPen(QColor(255, 250, 235), 1.5)
        edge.setCosmetic(True)
        p.setPen(edge)
        p.setBrush(QBrush(self._colour))
        p.drawPolygon(self._head)
        if self.count:
            p.save()
            p.translate(self._mid)
            p.scale(1 / self._px, 1 / self._px)
            text = str(self.count)
            fm = QFontMetricsF(self._font)
            r = QRectF(-fm.horizontalAdvance(text) / 2 - 5, -9, fm.horizontalAdvance(text) + 10, 18)
            p.setPen(QPen(self._colour, 1.5))
            p.setBrush(QBrush(QColor(255, 250, 235)))
            p.drawEllipse(r)
            p.setFont(self._font)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
            p.restore()


def _bezier(a: QPointF, c: QPointF, b: QPointF, t: float) -> QPointF:
    return a * (1 - t) ** 2 + c * (2 * (1 - t) * t) + b * (t * t)


def _bezier_ctrl(a: QPointF, c: QPointF, b: QPointF, t: float) -> QPointF:
    """Control point of the sub-curve [0, t] of a quadratic Bézier."""
    return a + (c - a) * t
