"""Markers drawn at constant screen size: city flags, hand-lettered names, unit chips.

One MarkersItem per copy of the board paints them all, in pixels (growing a little when the board
is zoomed in), from a cache of small images, only those in the part repainted (each marker's box
is worked out once per layout). Not Qt's item cache: that holds the whole board copy, millions of
pixels zoomed in, all repainted after each zoom step. The anchors in the geometry file are laid
out for the reference zoom (the whole board 1920 px wide, REF_PX): up to that zoom each marker
sits at its own anchor; zoomed in further, an area's name and chips keep their pixel offsets from
the area's main anchor (the city flag; a sea's name), magnified as the markers are, so they never
drift apart from their flag. It sits above the area items, so hover and highlight overlays never hide a name or a count.
Chips: one row per colour present, [tank n][plane n] on land, [sub n] at sea.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from conquest_qt.board.geometry import BoardGeometry
from conquest_qt.ui.board import board_labels
from conquest_qt.ui.board import board_style as st


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


def _stroked(path: QPainterPath, width: float = 1.5) -> QPainterPath:
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    return stroker.createStroke(path)


def division_icon(kind: str, aa: bool = False) -> QPainterPath:
    """A division as its map symbol (VARIANTS.md V3.3): a frame with a cross (infantry), a track (armoured)
    or both (mechanized); an anti-air one is the same symbol inverted (a filled frame, its lines cut out),
    which tells it apart at fit zoom where a small added mark did not."""
    frame = QRectF(-7.5, -5, 15, 10)
    lines = QPainterPath()
    lines.addRect(frame)
    if kind in ("infantry", "mechanized"):
        lines.moveTo(frame.topLeft())
        lines.lineTo(frame.bottomRight())
        lines.moveTo(frame.bottomLeft())
        lines.lineTo(frame.topRight())
    if kind in ("armour", "mechanized"):
        lines.addRoundedRect(QRectF(-5, -2.6, 10, 5.2), 2.6, 2.6)
    out = _stroked(lines, 1.4)
    if aa:
        block = QPainterPath()
        block.addRect(frame.adjusted(-0.7, -0.7, 0.7, 0.7))
        inner = QPainterPath()
        inner.addRect(frame.adjusted(0.7, 0.7, -0.7, -0.7))
        out = block.subtracted(inner.intersected(out))
    return out.simplified()


ICONS = {"tank": tank_icon(), "plane": plane_icon(), "sub": sub_icon(),
         **{k: division_icon(k) for k in ("infantry", "mechanized", "armour")},
         **{f"{k}_aa": division_icon(k, aa=True) for k in ("infantry", "mechanized", "armour")}}
Rows = list[tuple[st.OwnerStyle, list[tuple[str, int]]]]
ROW_H = 17.0
MARGIN_PX = 90.0  # how far (pixels) a marker may reach from its anchor
REF_PX = 1920.0  # width in pixels of the whole board at the zoom the anchors were laid out for
MAX_GROW = 1.7
MIN_GROW = 0.8


def layout_scale(s: float, width: float) -> tuple[float, float]:
    """(grow, k) at s pixels per board unit: markers are drawn `grow` times their size, and each
    sits at main + (own anchor - main) * k board units (k = 1 up to the reference zoom; beyond
    it the offsets stay the reference layout's pixels, magnified as the markers are)."""
    ref = REF_PX / width
    if s <= ref:  # zoomed out: smaller markers (to a floor), so neighbours crowd less
        return max(MIN_GROW, (s / ref) ** 0.5), 1.0
    grow = min(MAX_GROW, (s / ref) ** 0.4)
    return grow, ref * grow / s


SEA_MIN_GROW = 0.7  # sea names (long in nl/de, in spaced capitals) shrink further on a small board
CITY_PX = 17.0  # city names: 11 px cap height (Comic Neue: 0.67 em) at their smallest
SEA_PX = 26.0  # sea names, large hand-lettered capitals
LABEL_MIN_GROW = 1.0  # city names never shrink below CITY_PX (the chips and flags do)


def sea_label_grow(s: float, width: float) -> float:
    """The magnification of a sea's name: as the other markers', but down to SEA_MIN_GROW zoomed out."""
    ref = REF_PX / width
    return max(SEA_MIN_GROW, (s / ref) ** 0.5) if s <= ref else layout_scale(s, width)[0]


def city_label_grow(s: float, width: float) -> float:
    """The magnification of a city's name: as the other markers' zoomed in, never below 1."""
    return max(LABEL_MIN_GROW, layout_scale(s, width)[0])


def main_anchor(shape) -> tuple[float, float]:  # an AreaShape
    """The point an area's markers keep their relation to: the city flag, or a sea's name."""
    return shape.flag if shape.kind == "land" else shape.label


def marker_point(shape, layer: str, s: float, width: float) -> QPointF:
    """Where a marker ("flag", "label" or "units") of an area is drawn, in board units."""
    mx, my = main_anchor(shape)
    x, y = getattr(shape, layer)
    k = layout_scale(s, width)[1]
    return QPointF(mx + (x - mx) * k, my + (y - my) * k)


class MarkerPainter:
    def __init__(self) -> None:
        self._font = st.hand_font(12.5)
        self._fm = QFontMetricsF(self._font)
        self._digit = max(self._fm.horizontalAdvance(str(d)) for d in range(10))  # the widest digit
        self._labels: dict[tuple[str, bool], QPainterPath] = {}
        self._sprites: dict[tuple, dict[float, QImage]] = {}  # (key, ratio) -> grow -> image
        self.ratio = 1.0  # device pixels per pixel of the last painting (what warming makes ahead)
        self._count = 0

    def sprite(self, p: QPainter | None, key: tuple, bounds: QRectF, draw: Callable[[QPainter], None],
               grow: float, ratio: float | None = None) -> None:
        """Draw a marker from an image cache: `p` is in pixels with the anchor at 0,0; `draw`
        paints the marker in marker units inside `bounds`, magnified by `grow`. Without `p`, only
        make its image. The image holds the device pixels of `p` (or `ratio`): crisp on a 2x
        screen. While zooming (st.DRAFT) a marker without an image at this size is drawn from its
        image at the nearest size, scaled."""
        if ratio is None:
            ratio = p.device().devicePixelRatioF() if p is not None and p.device() is not None else self.ratio
        self.ratio = ratio
        grow = round(grow, 2)
        sizes = self._sprites.setdefault((key, round(ratio, 2)), {})
        img = sizes.get(grow)
        if img is None and p is not None and st.DRAFT[0] and sizes:
            near = min(sizes, key=lambda g: abs(g - grow))
            img, k = sizes[near], grow / near
            p.drawImage(QRectF(bounds.left() * grow - k, bounds.top() * grow - k,
                               img.width() / ratio * k, img.height() / ratio * k), img)
            return
        if img is None:
            if self._count > 3000:
                self._sprites.clear()
                sizes = self._sprites[(key, round(ratio, 2))] = {}
                self._count = 0
            w, h = bounds.width() * grow + 2, bounds.height() * grow + 2
            size = QSize(math.ceil(w * ratio), math.ceil(h * ratio))
            img = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
            img.setDevicePixelRatio(ratio)
            img.fill(Qt.GlobalColor.transparent)
            q = QPainter(img)
            q.setRenderHint(QPainter.RenderHint.Antialiasing)
            q.translate(1, 1)
            q.scale(grow, grow)
            q.translate(-bounds.left(), -bounds.top())
            draw(q)
            q.end()
            sizes[grow] = img
            self._count += 1
        if p is not None:
            p.drawImage(QPointF(bounds.left() * grow - 1, bounds.top() * grow - 1), img)

    def has(self, key: tuple, grow: float) -> bool:
        return round(grow, 2) in self._sprites.get((key, round(self.ratio, 2)), {})

    def draw_label(self, p: QPainter | None, text: str, sea: bool, grow: float) -> None:
        self.sprite(p, *self.label_spec(text, sea), grow)

    def draw_flag(self, p: QPainter | None, owner: st.OwnerStyle | None, grow: float) -> None:
        self.sprite(p, *self.flag_spec(owner), grow)

    def draw_chips(self, p: QPainter | None, rows: Rows, grow: float) -> None:
        self.sprite(p, *self.chips_spec(rows), grow)

    Spec = tuple[tuple, QRectF, Callable[[QPainter], None]]  # image key, bounds, painting

    def label_spec(self, text: str, sea: bool) -> Spec:
        bounds = self.label_path(text, sea).boundingRect().adjusted(-3, -3, 3, 3)
        return ("label", text, sea), bounds, lambda q: self.label(q, text, sea)

    def flag_spec(self, owner: st.OwnerStyle | None) -> Spec:
        key = ("flag", owner.token.rgba() if owner else None)
        return key, QRectF(-5, -19, 20, 24), lambda q: self.flag(q, owner)

    def chips_spec(self, rows: Rows) -> Spec:
        w, h = self.chip_size(rows)
        key = ("chips", tuple((o.token.rgba(), o.ink.rgba(), tuple(items)) for o, items in rows))
        bounds = QRectF(-w / 2 - 3, -ROW_H / 2 - 2, w + 6, h + 5)
        return key, bounds, lambda q: self.chips(q, rows)

    def label_path(self, text: str, sea: bool) -> QPainterPath:
        key = (text, sea)
        if key not in self._labels:
            font = st.hand_font(CITY_PX if not sea else SEA_PX, bold=True)
            if sea:
                font.setLetterSpacing(font.SpacingType.AbsoluteSpacing, 2.5)
                text = text.upper()
            path = QPainterPath()
            path.addText(0, 0, font, text)
            r = path.boundingRect()
            self._labels[key] = path.translated(-r.center().x(), -r.center().y())
        return self._labels[key]

    def label(self, p: QPainter, text: str, sea: bool) -> None:
        path = self.label_path(text, sea)
        halo = QColor(st.PAPER)
        halo.setAlpha(215 if not sea else 110)
        p.strokePath(path, _pen(halo, 3.4))
        p.fillPath(path, QBrush(st.INK if not sea else st.SEA_INK))

    def flag(self, p: QPainter, owner: st.OwnerStyle | None) -> None:
        if owner is not None:
            p.setPen(_pen(st.INK, 1.3))
            p.drawLine(QPointF(0, 0), QPointF(0.6, -17))
            cloth = QPolygonF([QPointF(0.6, -17), QPointF(12.5, -14.2), QPointF(11.5, -11.6),
                               QPointF(13.0, -8.6), QPointF(0.5, -9.6)])
            p.setBrush(QBrush(owner.token))
            p.setPen(_pen(st.INK, 1.1))
            p.drawPolygon(cloth)
        p.setPen(_pen(st.PAPER, 1.2))
        p.setBrush(QBrush(st.INK))
        p.drawEllipse(QPointF(0, 0), 2.6, 2.6)

    def chip_size(self, rows: Rows) -> tuple[float, float]:
        w = max((self._row_width(items) for _, items in rows), default=0.0)
        return w, ROW_H * len(rows)

    def _row_width(self, items: list[tuple[str, int]]) -> float:
        return sum(20 + self._fm.horizontalAdvance(str(n)) + 6 for _, n in items) + 2

    def chips_room(self, rows: Rows) -> QRectF:
        """The box (marker units, around the anchor) the names' layout keeps clear for these chips:
        as chips_spec's bounds, but each count as wide as its number of digits in the widest digit,
        so a count that changes but keeps its digits (5 armies to 4) moves no name and needs no
        new layout (board_labels.py; the chips always fit inside)."""
        digit = self._digit
        w = max((sum(20 + digit * len(str(n)) + 6 for _, n in items) + 2 for _, items in rows), default=0.0)
        return QRectF(-w / 2 - 3, -ROW_H / 2 - 2, w + 6, ROW_H * len(rows) + 5)

    def chips(self, p: QPainter, rows: Rows) -> None:
        """First row centred on the anchor, further rows below it."""
        p.setFont(self._font)
        y = -ROW_H / 2
        for owner, items in rows:
            w = self._row_width(items)
            chip = QRectF(-w / 2, y + 0.5, w, ROW_H - 1)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(40, 30, 20, 70))
            p.drawRoundedRect(chip.translated(1.2, 1.4), 5, 5)
            p.setBrush(QBrush(owner.token))
            p.setPen(QPen(st.INK, 1.2))
            p.drawRoundedRect(chip, 5, 5)
            x = chip.left() + 3
            for kind, n in items:
                p.fillPath(ICONS[kind].translated(x + 9, y + ROW_H / 2 + 0.5), QBrush(owner.ink))
                text = str(n)
                p.setPen(owner.ink)
                p.drawText(QPointF(x + 19, y + ROW_H / 2 + self._fm.capHeight() / 2), text)
                x += 20 + self._fm.horizontalAdvance(text) + 6
            y += ROW_H


def _scaled(r: QRectF, k: float) -> QRectF:
    return QRectF(r.left() * k, r.top() * k, r.width() * k, r.height() * k)


def _halo() -> QColor:
    halo = QColor(st.PAPER)
    halo.setAlpha(200)
    return halo


def _pen(colour: QColor, width: float) -> QPen:
    return QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


class MarkerState:
    """What the markers show, shared by the three MarkersItems (one per copy)."""

    def __init__(self) -> None:
        self.flags: dict[str, st.OwnerStyle | None] = {}
        self.chips: dict[str, Rows] = {}
        self.names: dict[str, str] = {}
        self.painter = MarkerPainter()
        self.layout: dict[str, QPointF | None] = {}  # where the names go (MarkersItem.labels)
        self.layout_key: tuple | None = None
        self.layouts = 0  # how many times the names were laid out (MarkersItem.labels; tests count them)
        self.small: set[str] = set()  # seas whose names are drawn smaller (no room at full size)
        self.leaders: dict[str, tuple[QPointF, QPointF]] = {}  # lines from a flag to its name placed away
        self.sea_shapes: dict[str, QPainterPath] = {}  # where a sea's name may go
        self.placed: list[tuple[str, str, QPointF, QRectF]] = []  # every marker and its box (MarkersItem._placed)
        self.placed_key: tuple | None = None
        # a ruleset's slips in the layout (BoardScene.set_slips): id -> (own anchor, board units; box
        # around 0,0, pixels; may its centre (a board point) go there?), and where they go (board units)
        self.slips: dict[str, tuple[QPointF, QRectF, Callable[[QPointF], bool]]] = {}
        self.slip_at: dict[str, QPointF] = {}


class MarkersItem(QGraphicsItem):
    def __init__(self, geo: BoardGeometry, state: MarkerState, dx: float) -> None:
        super().__init__()
        self.geo, self.state = geo, state
        self.setPos(dx, 0)
        self.setZValue(7)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self._bounds = QRectF(-200, -200, geo.width + 400, geo.height + 400)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never hit by the mouse

    def area_rect(self, area_id: str, s: float) -> QRectF:
        """Item rectangle covering an area's markers at s pixels per unit (for partial updates)."""
        shape = self.geo.areas[area_id]
        reach = MARGIN_PX * 1.7 / s
        r = QRectF()
        for pt in (shape.label, shape.units, shape.flag):
            r = r.united(QRectF(pt[0] - reach, pt[1] - reach, 2 * reach, 2 * reach))
        return r

    def _near(self, rect: QRectF, s: float) -> list[tuple[str, str, QPointF]]:
        """(layer, area id, anchor) of the markers drawn inside `rect` (item units) at zoom s."""
        return [(layer, area_id, anchor) for layer, area_id, anchor, box in self._placed(s) if box.intersects(rect)]

    def _placed(self, s: float) -> list[tuple[str, str, QPointF, QRectF]]:
        """Every marker drawn at zoom s: (layer, area id, anchor, the box it covers, item units),
        flags first, then names, then chips; made once for each layout (painting only filters it)."""
        self.labels(s)
        state = self.state
        if state.placed_key == state.layout_key:
            return state.placed
        width, names, grows = self.geo.width, state.layout, self._grows(s)
        out = []
        for layer in ("flag", "label", "units"):
            for area_id, shape in self.geo.areas.items():
                if (layer == "flag" and shape.kind == "sea") or (layer == "units" and not state.chips.get(area_id)):
                    continue
                anchor = names.get(area_id) if layer == "label" else marker_point(shape, layer, s, width)
                if anchor is not None:
                    box = (self.state.painter.chips_room(state.chips[area_id]) if layer == "units"
                           else self.spec(layer, area_id)[1])  # (a name's halo included)
                    box = _scaled(box.adjusted(-1, -1, 1, 1), self._grow(grows, layer, area_id) / s).translated(anchor)
                    out.append((layer, area_id, anchor, box))
        state.placed, state.placed_key = out, state.layout_key
        return out

    def _layout_key(self, s: float) -> tuple:
        """All the names' layout depends on at zoom s: the names, the room of the chips (not their
        colours or exact counts: MarkerPainter.chips_room), which lands fly a flag, the slips."""
        state, m = self.state, self.state.painter
        return (round(s, 7), tuple(state.names.items()),
                tuple((a, m.chips_room(r).getRect()) for a, r in state.chips.items() if r),
                tuple(a for a, f in state.flags.items() if f is not None),
                tuple((k, a.x(), a.y(), b.getRect()) for k, (a, b, _) in state.slips.items()))

    def layout_holds(self, s: float) -> bool:
        """Is the names' layout made at zoom s still the one for what the markers show now (no name
        moves; a change repaints only around the changed areas)?"""
        return self.state.layout_key is not None and self.state.layout_key == self._layout_key(s)

    def labels(self, s: float) -> dict[str, QPointF | None]:
        """Where each name is drawn at zoom s (board units; None: no room at this zoom), clear of
        the other names, the chips and the flags (board_labels.py); shared by the three copies."""
        state, width = self.state, self.geo.width
        m = state.painter
        key = self._layout_key(s)
        if state.layout_key == key:
            return state.layout
        grow = layout_scale(s, width)[0]
        state.layouts += 1
        fixed: list[QRectF] = []
        cities, seas = [], []
        for area_id, shape in self.geo.areas.items():
            def at(layer: str, shape=shape) -> QPointF:
                return marker_point(shape, layer, s, width) * s

            name = m.label_path(state.names.get(area_id, area_id), shape.kind == "sea").boundingRect()
            if state.chips.get(area_id):
                fixed.append(_scaled(m.chips_room(state.chips[area_id]), grow).translated(at("units")))
            if shape.kind == "land":
                flag = (QRectF(-3, -19, 17, 22) if state.flags.get(area_id) else QRectF(-3.5, -3.5, 7, 7))
                flag = _scaled(flag, grow).translated(at("flag"))
                fixed.append(flag)
                cities.append((area_id, at("label"), _scaled(name, city_label_grow(s, width)), flag, at("flag")))
            else:
                own = self._inside_copy(marker_point(shape, "label", s, width), area_id, s, width) * s
                seas.append((area_id, own, _scaled(name, sea_label_grow(s, width)), self._on_sea(area_id, s)))
        slips = [(k, a * s, b, lambda px, ok=ok: ok(px / s)) for k, (a, b, ok) in state.slips.items()]
        placed, state.small, leaders = board_labels.place(fixed, cities, seas, width * s, slips)
        state.slip_at = {k: p / s for k in state.slips if (p := placed.pop(k)) is not None}
        state.layout = {a: (None if p is None else p / s) for a, p in placed.items()}
        state.leaders = {a: (p / s, q / s) for a, (p, q) in leaders.items()}
        state.layout_key = key
        return state.layout

    def _on_sea(self, area_id: str, s: float) -> Callable[[QPointF], bool]:
        """Is a point (pixels, scene x * s) on this sea?"""
        shapes = self.state.sea_shapes
        if area_id not in shapes:
            shapes[area_id] = st.polygons_path(self.geo.areas[area_id].polygons)
        path = shapes[area_id]
        return lambda px: path.contains(px / s)

    def label_box(self, area_id: str, s: float) -> QRectF | None:
        """The box (pixels of the middle copy, scene x * s) of a name as drawn at zoom s, or None."""
        at = self.labels(s).get(area_id)
        if at is None:
            return None
        shape = self.geo.areas[area_id]
        grow = self._grow(self._grows(s), "label", area_id)
        box = self.state.painter.label_path(self.state.names.get(area_id, area_id), shape.kind == "sea").boundingRect()
        return _scaled(box, grow).translated(at * s)

    def _inside_copy(self, anchor: QPointF, area_id: str, s: float, width: float) -> QPointF:
        """A sea's name kept whole inside its copy of the board: the Pacific's names sit next to the
        seam, and a name across it would show cut in two at the two edges of a fitted view."""
        bounds = self.spec("label", area_id)[1]
        half = max(-bounds.left(), bounds.right()) * sea_label_grow(s, width) / s + 2 / s
        return QPointF(min(max(anchor.x(), half), width - half), anchor.y())

    def _grows(self, s: float) -> dict[str, float]:
        """The magnification of each kind of marker at zoom s: flags and chips, city and sea names."""
        w = self.geo.width
        return {"marker": layout_scale(s, w)[0], "city": city_label_grow(s, w), "sea": sea_label_grow(s, w)}

    def _grow(self, grows: dict[str, float], layer: str, area_id: str) -> float:
        if layer != "label":
            return grows["marker"]
        if self.geo.areas[area_id].kind == "sea":
            return grows["sea"] * (board_labels.SMALL_SEA if area_id in self.state.small else 1.0)
        return grows["city"]

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = max(1e-6, p.worldTransform().m11())
        rect = option.exposedRect if not option.exposedRect.isEmpty() else self._bounds  # type: ignore[attr-defined]
        grows = self._grows(s)
        self._paint_leaders(p, rect, s)
        for layer, area_id, anchor in self._near(rect, s):
            p.save()
            p.translate(anchor)
            p.scale(1 / s, 1 / s)  # pixels, anchor at 0,0
            self.draw_marker(p, layer, area_id, self._grow(grows, layer, area_id))
            p.restore()

    def _paint_leaders(self, p: QPainter, rect: QRectF, s: float) -> None:
        """The thin ink lines from a flag to its name placed away from it (under the names)."""
        self.labels(s)
        lines = [QLineF(a, b) for a, b in self.state.leaders.values()
                 if rect.intersects(QRectF(a, b).normalized().adjusted(-2 / s, -2 / s, 2 / s, 2 / s))]
        if not lines:
            return
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for colour, width in ((_halo(), 3.4), (st.INK, 1.4)):
            pen = _pen(colour, width)
            pen.setCosmetic(True)
            p.setPen(pen)
            p.drawLines(lines)
        p.restore()

    def leader(self, area_id: str, s: float) -> tuple[QPointF, QPointF] | None:
        """The line (pixels of the middle copy, scene x * s) from a flag to its name placed away
        from it at zoom s, or None (the name is by its flag)."""
        self.labels(s)
        line = self.state.leaders.get(area_id)
        return None if line is None else (line[0] * s, line[1] * s)

    def warm(self, scene_rect: QRectF, s: float, deadline: float) -> bool:
        """Make the images of the markers inside `scene_rect` at zoom s ahead of painting them,
        until `deadline` (time.perf_counter); True if some are left."""
        rect = scene_rect.translated(-self.pos()).intersected(self._bounds)
        if rect.isEmpty():
            return False
        grows = self._grows(s)
        m = self.state.painter
        for layer, area_id, _ in self._near(rect, s):
            spec = self.spec(layer, area_id)
            g = self._grow(grows, layer, area_id)
            if m.has(spec[0], g):
                continue
            if time.perf_counter() > deadline:
                return True
            m.sprite(None, *spec, g)
        return False

    def spec(self, layer: str, area_id: str) -> MarkerPainter.Spec:
        m, state = self.state.painter, self.state
        if layer == "flag":
            return m.flag_spec(state.flags.get(area_id))
        if layer == "label":
            return m.label_spec(state.names.get(area_id, area_id), self.geo.areas[area_id].kind == "sea")
        return m.chips_spec(state.chips[area_id])

    def draw_marker(self, p: QPainter, layer: str, area_id: str, grow: float) -> None:
        """One marker, `p` in pixels with the marker's place at 0,0."""
        m, state = self.state.painter, self.state
        if layer == "flag":
            m.draw_flag(p, state.flags.get(area_id), grow)
        elif layer == "label":
            m.draw_label(p, state.names.get(area_id, area_id), self.geo.areas[area_id].kind == "sea", grow)
        else:
            m.draw_chips(p, state.chips[area_id], grow)
