"""A line or step chart of one measure per player over the rounds, inked on the paper (issue 16).

Our own QPainter widget rather than QtCharts: QtCharts comes only with PySide6-Addons (a wheel of its
own, pinned to the exact Essentials version, far larger than what the game uses of Qt), and a chart
painted here takes the paper, the hand font, the player colours and the colour-blind patterns as the
board does, paints offscreen in tests, and is some 250 lines.

Every player's line is his colour with an ink edge; with the colour-blind palette each line also gets
its own dash pattern and a marker shape at its points. The legend beside the chart names the players
(painted text: never rich text). Hovering shows the values of the round under the mouse; with the
keyboard focus on the chart, Left / Right / Home / End step that readout along the rounds (Esc hides it).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from conquest_qt.ui.text.textutil import arg
from conquest_qt.ui.theme import tokens
from conquest_qt.ui.theme.swatches import swatch_colour

# colour-blind palette: a marker shape and a dash pattern per player colour (hue is never the only cue)
MARKERS = {"red": "circle", "black": "square", "blue": "triangle", "green": "diamond", "yellow": "cross",
           "white": "star"}
DASHES: dict[str, list[float]] = {"red": [], "black": [4, 2], "blue": [1, 1.6], "green": [6, 2, 1, 2],
                                  "yellow": [3, 3], "white": [8, 3]}
TARGET_INK = QColor("#b3001b")
EDGE_INK = QColor(42, 33, 24, 110)  # the translucent ink edge under each coloured pencil
# segments stroked at a time: Qt's rasteriser fills a stroked zigzag in a time of about its edges times its
# height, so a 300-round line of win chances stroked whole took some 30 ms a pen (tools/bench_stats.py)
STROKE_RUN = 4


@dataclass(frozen=True)
class Series:
    """One player's line: his colour (the board's key), his name as typed, a value per x."""

    colour: str
    name: str
    values: Sequence[float]


def line_colour(colour: str, colour_blind: bool) -> QColor:
    """A player's pencil on the paper (white as a warm grey: white on paper would not show)."""
    return QColor("#9a948a") if colour == "white" else swatch_colour(colour, colour_blind)


def paint_value_grid(p: QPainter, r: QRectF, top: float, grid: float, text: Callable[[float], str]) -> None:
    """The value axis of a chart in the plot rectangle r (0 at its bottom, `top` at its top): a faint
    dotted line every `grid` and its value written left of the plot."""
    ink, faint = QColor(tokens.INK), QColor(tokens.INK)
    faint.setAlpha(45)
    p.setFont(tokens.hand_font(14))
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    v = 0.0
    while v <= top + 1e-9:
        y = r.bottom() - r.height() * v / top
        if v > 0:
            p.setPen(QPen(faint, 1, Qt.PenStyle.DotLine))
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
        p.setPen(ink)
        p.drawText(QRectF(0, y - 10, r.left() - 6, 20), right, text(v))
        v += grid


def nice_step(top: float, ticks: int = 5) -> float:
    """A round grid step (1, 2 or 5 times a power of ten) giving about `ticks` lines up to `top`."""
    if top <= 0:
        return 1.0
    raw = top / ticks
    power = 10 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= raw)


def marker_path(shape: str, centre: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    x, y = centre.x(), centre.y()
    if shape == "square":
        path.addRect(QRectF(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7))
    elif shape == "triangle":
        path.addPolygon(QPolygonF([QPointF(x, y - r * 1.1), QPointF(x + r, y + r * 0.8), QPointF(x - r, y + r * 0.8),
                                   QPointF(x, y - r * 1.1)]))
    elif shape == "diamond":
        path.addPolygon(QPolygonF([QPointF(x, y - r * 1.2), QPointF(x + r, y), QPointF(x, y + r * 1.2),
                                   QPointF(x - r, y), QPointF(x, y - r * 1.2)]))
    elif shape == "cross":
        for dx, dy in ((1, 1), (1, -1)):
            path.moveTo(x - r * dx, y - r * dy)
            path.lineTo(x + r * dx, y + r * dy)
    elif shape == "star":
        pts = [QPointF(x + (r * 1.2 if i % 2 == 0 else r * 0.5) * math.sin(i * math.pi / 5),
                       y - (r * 1.2 if i % 2 == 0 else r * 0.5) * math.cos(i * math.pi / 5)) for i in range(11)]
        path.addPolygon(QPolygonF(pts))
    else:
        path.addEllipse(centre, r, r)
    return path


def stroke_runs(p: QPainter, pts: Sequence[QPointF], pen: QPen) -> None:
    """A polyline in an opaque pen with round caps, stroked a few segments at a time (the runs' caps meet as
    the round joins would); a dashed pen's pattern goes on from each run into the next."""
    dashed = pen.style() == Qt.PenStyle.CustomDashLine
    width = max(pen.widthF(), 1e-6)
    offset = 0.0
    for k in range(0, len(pts) - 1, STROKE_RUN):
        run = pts[k:k + STROKE_RUN + 1]
        if dashed:
            pen.setDashOffset(offset)
            offset += sum(math.hypot(b.x() - a.x(), b.y() - a.y()) for a, b in zip(run, run[1:])) / width
        p.setPen(pen)
        p.drawPolyline(run)


def paint_marker(p: QPainter, shape: str, centre: QPointF, fill: QColor, r: float = 4.5) -> None:
    path = marker_path(shape, centre, r)
    if shape == "cross":
        p.setPen(QPen(tokens.INK, 3.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(path)
        p.setPen(QPen(fill, 2.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(path)
        return
    p.setPen(QPen(tokens.INK, 1.2))
    p.setBrush(fill)
    p.drawPath(path)
    p.setBrush(Qt.BrushStyle.NoBrush)


class LineChart(QWidget):
    """`set_data(xs, series)`: xs are the rounds (labels of the x axis), one value per x per series."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.xs: list[int] = []
        self.series: list[Series] = []
        self.percent = False  # values are probabilities: the axis reads 0 % … 100 %
        self.step = False  # a step chart: a value holds until the next round's
        self.target: float | None = None  # a dashed red line (the areas that win)
        self.colour_blind = False
        self.hover: int | None = None  # the index into xs under the mouse
        self.x_title = ""
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # Left / Right / Home / End move the readout
        self.setMinimumSize(260, 130)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(700, 260)

    def set_data(self, xs: Sequence[int], series: Sequence[Series], *, percent: bool = False, step: bool = False,
                 target: float | None = None) -> None:
        self.xs, self.series = list(xs), list(series)
        self.percent, self.step, self.target = percent, step, target
        if self.hover is not None and self.hover >= len(self.xs):
            self.hover = None
        self.update()

    # --- what it shows, as text (the hover readout; tests read it too) -----------------------------
    def value_text(self, v: float) -> str:
        if self.percent:
            return arg(self.tr("%1 %"), self.locale().toString(round(v * 100)))
        if float(v).is_integer():
            return self.locale().toString(int(v))
        return self.locale().toString(float(v), "f", 1)

    def readout(self, index: int) -> list[tuple[Series, str]]:
        """The series at x index `index`, highest value first, with their values as text."""
        rows = [s for s in self.series if index < len(s.values)]
        rows.sort(key=lambda s: -s.values[index])
        return [(s, self.value_text(s.values[index])) for s in rows]

    def readout_title(self, index: int) -> str:
        #: the hover readout's heading over the values of one round
        return arg(self.tr("Round %1"), self.xs[index])

    # --- geometry -----------------------------------------------------------------------------------
    def _top(self) -> float:
        if self.percent:
            return 1.0
        values = [v for s in self.series for v in s.values]
        return max([1.0, self.target or 0.0, *values])

    def _legend_width(self) -> float:
        fm = QFontMetricsF(tokens.text_font(14))
        widest = max((fm.horizontalAdvance(s.name) for s in self.series), default=0.0)
        return min(200.0, widest) + 44 if self.series else 0.0

    def plot_rect(self) -> QRectF:
        fm = QFontMetricsF(tokens.hand_font(14))
        left = fm.horizontalAdvance(self.value_text(self._top_tick())) + 14
        return QRectF(left, 12, max(1.0, self.width() - left - 16 - self._legend_width()),
                      max(1.0, self.height() - 12 - 34))

    def _top_tick(self) -> float:
        top = self._top()
        grid = 0.25 if self.percent else nice_step(top)
        return math.ceil(top / grid - 1e-9) * grid

    def x_at(self, i: int, r: QRectF) -> float:
        n = len(self.xs)
        return r.left() + (r.width() * i / (n - 1) if n > 1 else r.width() / 2)

    def index_at(self, x: float) -> int | None:
        if not self.xs:
            return None
        r = self.plot_rect()
        if x < r.left() - 12 or x > r.right() + 12:
            return None
        n = len(self.xs)
        if n == 1:
            return 0
        return max(0, min(n - 1, round((x - r.left()) / r.width() * (n - 1))))

    # --- mouse ---------------------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # Qt's name
        hover = self.index_at(event.position().x())
        if hover != self.hover:
            self.hover = hover
            self.update()
        super().mouseMoveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt's name
        n = len(self.xs)
        moves = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}
        key = Qt.Key(event.key())
        if not n or key not in (*moves, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Escape):
            super().keyPressEvent(event)
            return
        if key == Qt.Key.Key_Escape:
            self.hover = None
        elif key in moves:
            start = (n - 1 if moves[key] < 0 else 0) if self.hover is None else self.hover + moves[key]
            self.hover = max(0, min(n - 1, start))
        else:
            self.hover = 0 if key == Qt.Key.Key_Home else n - 1
        self.update()

    def leaveEvent(self, event: QEvent) -> None:  # Qt's name
        self.hover = None
        self.update()
        super().leaveEvent(event)

    # --- painting ------------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.plot_rect()
        top = self._top_tick()
        self._paint_axes(p, r, top)
        y_of: Callable[[float], float] = lambda v: r.bottom() - r.height() * v / top  # noqa: E731
        for s in self.series:
            self._paint_series(p, s, r, y_of)
        self._paint_legend(p, r)
        if self.hover is not None and self.xs:
            self._paint_readout(p, r, self.hover, y_of)
        if self.hasFocus():
            self._paint_focus(p)
        p.end()

    def _paint_focus(self, p: QPainter) -> None:
        p.setPen(QPen(tokens.FOCUS, 2, Qt.PenStyle.DotLine))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 4, 4)

    def _paint_axes(self, p: QPainter, r: QRectF, top: float) -> None:
        ink = QColor(tokens.INK)
        paint_value_grid(p, r, top, 0.25 if self.percent else nice_step(top), self.value_text)
        if self.target is not None:
            y = r.bottom() - r.height() * self.target / top
            p.setPen(QPen(TARGET_INK, 1.6, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
        p.setPen(QPen(ink, 1.6))
        p.drawLine(r.topLeft(), r.bottomLeft())
        p.drawLine(r.bottomLeft(), r.bottomRight())
        n = len(self.xs)
        if not n:
            return
        step = 1
        while n > 1 and r.width() * step / (n - 1) < 36:  # round numbers at least 36 px apart
            step += 1 if step < 5 else 5
        shown = list(range(0, n, step))
        if shown[-1] != n - 1:
            if (n - 1 - shown[-1]) * r.width() / max(1, n - 1) < 30:
                shown.pop()
            shown.append(n - 1)
        centre = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
        for i in shown:
            x = self.x_at(i, r)
            p.drawLine(QPointF(x, r.bottom()), QPointF(x, r.bottom() + 4))
            p.drawText(QRectF(x - 24, r.bottom() + 5, 48, 18), centre, str(self.xs[i]))
        if self.x_title:
            p.setPen(tokens.INK_SOFT)
            p.drawText(QRectF(r.left(), r.bottom() + 18, r.width(), 16),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, self.x_title)

    def _points(self, s: Series, r: QRectF, y_of: Callable[[float], float]) -> list[QPointF]:
        pts: list[QPointF] = []
        for i, v in enumerate(s.values[: len(self.xs)]):
            x, y = self.x_at(i, r), y_of(v)
            if self.step and pts:
                pts.append(QPointF(x, pts[-1].y()))
            pts.append(QPointF(x, y))
        return pts

    def _pen(self, colour: QColor, width: float, dashes: list[float]) -> QPen:
        pen = QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        if dashes:
            pen.setDashPattern(dashes)
        return pen

    def _paint_series(self, p: QPainter, s: Series, r: QRectF, y_of: Callable[[float], float]) -> None:
        pts = self._points(s, r, y_of)
        if not pts:
            return
        colour = line_colour(s.colour, self.colour_blind)
        dashes = DASHES.get(s.colour, []) if self.colour_blind else []
        if len(pts) > 1:
            self._paint_edge(p, pts)  # an ink edge under the coloured pencil
            stroke_runs(p, pts, self._pen(colour, 3.2, dashes))
        values = s.values[: len(self.xs)]
        if self.colour_blind or len(values) == 1:
            every = max(1, math.ceil(len(values) / 40))
            shape = MARKERS.get(s.colour, "circle") if self.colour_blind else "circle"
            for i in range(0, len(values), every):
                paint_marker(p, shape, QPointF(self.x_at(i, r), y_of(values[i])), colour)

    def _paint_edge(self, p: QPainter, pts: list[QPointF]) -> None:
        """The translucent edge: its runs stroked opaque into a layer (where translucent runs met, their caps
        would darken) that is laid on at the edge's alpha, as one polyline would be."""
        box = QPolygonF(pts).boundingRect().adjusted(-4, -4, 4, 4)
        ratio = self.devicePixelRatioF()
        layer = QImage(max(1, math.ceil(box.width() * ratio)), max(1, math.ceil(box.height() * ratio)),
                       QImage.Format.Format_ARGB32_Premultiplied)
        layer.setDevicePixelRatio(ratio)
        layer.fill(Qt.GlobalColor.transparent)
        q = QPainter(layer)
        q.setRenderHint(QPainter.RenderHint.Antialiasing)
        q.translate(-box.topLeft())
        stroke_runs(q, pts, self._pen(QColor(EDGE_INK.red(), EDGE_INK.green(), EDGE_INK.blue()), 5.5, []))
        q.end()
        p.save()
        p.setOpacity(p.opacity() * EDGE_INK.alphaF())
        p.drawImage(box.topLeft(), layer)
        p.restore()

    def _legend_swatch(self, p: QPainter, colour: str, x: float, y: float) -> None:
        c = line_colour(colour, self.colour_blind)
        p.setPen(self._pen(EDGE_INK, 5.5, []))
        p.drawLine(QPointF(x, y), QPointF(x + 24, y))
        p.setPen(self._pen(c, 3.2, DASHES.get(colour, []) if self.colour_blind else []))
        p.drawLine(QPointF(x, y), QPointF(x + 24, y))
        if self.colour_blind:
            paint_marker(p, MARKERS.get(colour, "circle"), QPointF(x + 12, y), c)

    def _paint_legend(self, p: QPainter, r: QRectF) -> None:
        font = tokens.text_font(14)
        p.setFont(font)
        fm = QFontMetricsF(font)
        x = r.right() + 16
        width = self.width() - x - 4
        for i, s in enumerate(self.series):
            y = r.top() + 8 + i * 22
            self._legend_swatch(p, s.colour, x, y)
            p.setPen(tokens.INK)
            name = fm.elidedText(s.name, Qt.TextElideMode.ElideRight, max(10.0, width - 32))
            p.drawText(QRectF(x + 30, y - 10, width - 30, 20),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)

    def _paint_readout(self, p: QPainter, r: QRectF, i: int, y_of: Callable[[float], float]) -> None:
        x = self.x_at(i, r)
        p.setPen(QPen(tokens.INK_SOFT, 1, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()))
        rows = self.readout(i)
        for s, _text in rows:
            paint_marker(p, MARKERS.get(s.colour, "circle") if self.colour_blind else "circle",
                         QPointF(x, y_of(s.values[i])), line_colour(s.colour, self.colour_blind), 4.0)
        font = tokens.text_font(13)
        bold = tokens.text_font(13, bold=True)
        fm, fb = QFontMetricsF(font), QFontMetricsF(bold)
        title = self.readout_title(i)
        names = [fm.elidedText(s.name, Qt.TextElideMode.ElideRight, 150) for s, _ in rows]
        width = max([fb.horizontalAdvance(title), *[fm.horizontalAdvance(n) + fm.horizontalAdvance(t) + 44
                                                     for n, (_s, t) in zip(names, rows, strict=True)]]) + 16
        line = fm.height() + 2
        box = QRectF(0, r.top() + 4, width, line * (len(rows) + 1) + 10)
        box.moveLeft(x + 12 if x + 12 + width <= r.right() else x - 12 - width)
        box.moveLeft(max(2.0, box.left()))
        p.setPen(QPen(tokens.INK, 1))
        p.setBrush(tokens.PAPER_LIGHT)
        p.drawRoundedRect(box, 4, 4)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setFont(bold)
        p.drawText(QRectF(box.left() + 8, box.top() + 5, width - 16, line), Qt.AlignmentFlag.AlignLeft, title)
        p.setFont(font)
        for k, ((s, text), name) in enumerate(zip(rows, names, strict=True)):
            y = box.top() + 5 + line * (k + 1)
            paint_marker(p, MARKERS.get(s.colour, "circle") if self.colour_blind else "circle",
                         QPointF(box.left() + 14, y + line / 2), line_colour(s.colour, self.colour_blind), 4.0)
            p.setPen(tokens.INK)
            p.drawText(QRectF(box.left() + 26, y, width - 34, line), Qt.AlignmentFlag.AlignLeft, name)
            p.drawText(QRectF(box.left() + 26, y, width - 34, line), Qt.AlignmentFlag.AlignRight, text)
