"""Bars of counts against one expected count (the dice-fairness view, issue 16): every die face's count
as an inked bar, the expected count as a dashed line across them, the count over each bar."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from conquest_qt.ui.theme import tokens
from conquest_qt.ui.theme.line_chart import TARGET_INK, nice_step, paint_value_grid


class BarChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.labels: list[str] = []
        self.counts: list[int] = []
        self.expected = 0.0
        self.setMinimumSize(220, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(420, 220)

    def set_data(self, labels: Sequence[str], counts: Sequence[int], expected: float) -> None:
        self.labels, self.counts, self.expected = list(labels), list(counts), expected
        self.update()

    def bar_rect(self, i: int) -> QRectF:
        r = self.plot_rect()
        slot = r.width() / max(1, len(self.counts))
        top = self._top()
        h = r.height() * self.counts[i] / top
        return QRectF(r.left() + slot * i + slot * 0.18, r.bottom() - h, slot * 0.64, h)

    def plot_rect(self) -> QRectF:
        return QRectF(48, 22, max(1.0, self.width() - 48 - 12), max(1.0, self.height() - 22 - 26))

    def _top(self) -> float:
        top = max([1.0, self.expected, *self.counts]) * 1.08
        grid = nice_step(top, 4)
        return -(-top // grid) * grid

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.plot_rect()
        top = self._top()
        ink = QColor(tokens.INK)
        paint_value_grid(p, r, top, nice_step(top, 4), lambda v: self.locale().toString(int(v)))
        centre = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter
        for i, count in enumerate(self.counts):
            bar = self.bar_rect(i)
            p.setPen(QPen(ink, 1.4))
            p.setBrush(tokens.TEAL)
            p.drawRect(bar)
            p.setBrush(Qt.BrushStyle.NoBrush)
            inside = bar.height() > 26  # the count in the bar's top (clear of the expected line) or above it
            p.setPen(QColor("#fffaf0") if inside else ink)
            p.drawText(QRectF(bar.left() - 20, bar.top() + 4 if inside else bar.top() - 20, bar.width() + 40, 18),
                       centre, self.locale().toString(count))
            p.setPen(ink)
            if i < len(self.labels):
                p.drawText(QRectF(bar.left() - 20, r.bottom() + 4, bar.width() + 40, 20), centre, self.labels[i])
        if self.counts:
            y = r.bottom() - r.height() * self.expected / top
            p.setPen(QPen(TARGET_INK, 2, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
        p.setPen(QPen(ink, 1.6))
        p.drawLine(r.topLeft(), r.bottomLeft())
        p.drawLine(r.bottomLeft(), r.bottomRight())
        p.end()
