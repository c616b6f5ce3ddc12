"""The hint's markers on the board: a dashed ring around an area the computer would choose (a claim, a
capital, a battle to fight, submarines to sink) with an optional short label beside it ("+3": units built
or armies placed). Drawn in pixels (they keep their size at every zoom); the game UI decides which."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from conquest_qt.ui.board import board_style as st

HINT_COLOUR = QColor("#7a3b9e")  # the hint's own ink: neither a player's colour nor a move's
RADIUS = 22.0  # pixels


class HintMarkItem(QGraphicsItem):
    def __init__(self, at: QPointF, text: str) -> None:
        super().__init__()
        self.text = text
        self._font = st.hand_font(15)
        self.setPos(at)
        self.setZValue(9)  # over the arrows
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        fm = QFontMetricsF(self._font)
        self._label = QRectF(RADIUS - 4, -RADIUS - 10, fm.horizontalAdvance(text) + 12, 22) if text else QRectF()
        ring = QRectF(-RADIUS - 4, -RADIUS - 4, 2 * RADIUS + 8, 2 * RADIUS + 8)
        self._bounds = ring.united(self._label.adjusted(-2, -2, 2, 2)) if text else ring

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(255, 250, 235, 220), 6.0))
        p.drawEllipse(QPointF(0, 0), RADIUS, RADIUS)
        pen = QPen(HINT_COLOUR, 3.0)
        pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawEllipse(QPointF(0, 0), RADIUS, RADIUS)
        if self.text:
            p.setPen(QPen(HINT_COLOUR, 1.5))
            p.setBrush(QBrush(QColor(255, 250, 235)))
            p.drawRoundedRect(self._label, 8, 8)
            p.setFont(self._font)
            p.setPen(HINT_COLOUR)
            p.drawText(self._label, Qt.AlignmentFlag.AlignCenter, self.text)
