"""Risk's own marks on the board (VARIANTS.md V1.2): cities, capitals (in their owner's colour),
each continent's outline with its name and bonus ("Europe +5"); the legend beside the board draws their
symbols (`symbol_pixmap`, ui/panels/risk_legend.py).

Drawn by their own items over the board's (owners and army chips stay the board's painters): sizes in
pixels (the items ignore the view's zoom), so they read alike at fit zoom and zoomed in. The turn
controller, the board's one writer, hands them each public view (`show`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from conquest_qt.engine.rulesets.risk.board import risk_board
from conquest_qt.engine.rulesets.risk.view import armies_of
from conquest_qt.ui.board import board_style as st
from conquest_qt.ui.board.board_image_item import PathImageItem
from conquest_qt.ui.board.scene_items import SceneItems
from conquest_qt.ui.rulesets.risk.texts import stars_text
from conquest_qt.ui.text.names import area_name, continent_name
from conquest_qt.ui.text.textutil import arg

CONTINENT_INK = QColor(42, 33, 24, 150)  # the continents' outline: soft ink, under the markers
SYMBOL_PX = 15.0  # a city's or a capital's symbol
LABEL_PX = 15.0  # "Europe +5"
FLAG_GAP_PX = 13.0  # the symbol sits left of the area's flag
Z_OUTLINE, Z_MARK = 1.5, 6.0
# where each continent's label would sit, as a fraction of its areas' bounding box (x, y): in the sea beside
# it; the label layout (board_labels.py) moves it from there as little as it must to keep clear of the names
LABEL_AT: dict[str, tuple[float, float]] = {
    "NA": (0.12, 1.12), "SA": (-0.95, 0.8), "EU": (1.1, -0.05), "AF": (0.08, 0.96), "AS": (0.62, 0.02),
    "OC": (0.55, 1.08),
}


def star_path(r: float) -> QPainterPath:
    """A five-pointed star of outer radius r around (0, 0): a capital."""
    import math
    pts = [QPointF(r * (1 if i % 2 == 0 else 0.45) * math.sin(i * math.pi / 5),
                   -r * (1 if i % 2 == 0 else 0.45) * math.cos(i * math.pi / 5)) for i in range(10)]
    path = QPainterPath()
    path.addPolygon(QPolygonF(pts))
    path.closeSubpath()
    return path


def city_path(r: float) -> QPainterPath:
    """A little town of three roofs: a city (a square with a pointed roof)."""
    path = QPainterPath()
    path.moveTo(-r, r * 0.8)
    path.lineTo(-r, -r * 0.1)
    path.lineTo(-r * 0.5, -r * 0.7)
    path.lineTo(0, -r * 0.1)
    path.lineTo(r * 0.5, -r * 0.9)
    path.lineTo(r, -r * 0.3)
    path.lineTo(r, r * 0.8)
    path.closeSubpath()
    return path


class SymbolItem(QGraphicsItem):
    """A city, a capital or both at one area, in pixels; the capital in its owner's colour."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_MARK)
        self.city = False
        self.capital: str | None = None  # the colour whose capital it is
        self.owner: str | None = None  # who holds the area (a capital's ring)

    def set_marks(self, city: bool, capital: str | None, owner: str | None) -> None:
        if (city, capital, owner) != (self.city, self.capital, self.owner):
            self.city, self.capital, self.owner = city, capital, owner
            self.update()

    def boundingRect(self) -> QRectF:  # Qt's name
        r = SYMBOL_PX
        return QRectF(-2.2 * r, -r, 2.4 * r, 2 * r)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = SYMBOL_PX / 2
        x = 0.0
        ink = QPen(st.INK, 1.4)
        if self.capital is not None:
            style = st.owner_style(self.capital)
            p.setPen(QPen(st.PAPER, 3.2))  # a paper halo: readable on any wash
            p.setBrush(Qt.BrushStyle.NoBrush)
            star = star_path(r * 1.25).translated(x, 0)
            p.drawPath(star)
            p.setPen(ink)
            p.setBrush(style.token)
            p.drawPath(star)
            x -= 2.3 * r
        if self.city:
            town = city_path(r * 0.85).translated(x, 0)
            p.setPen(QPen(st.PAPER, 3.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(town)
            p.setPen(ink)
            p.setBrush(QColor("#f4ecd6"))
            p.drawPath(town)


class LabelItem(QGraphicsItem):
    """A continent's name and bonus on a paper slip, in pixels."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_MARK)
        self.font = st.hand_font(LABEL_PX)
        self.text = ""
        self.rect = QRectF()
        self.set_text(text)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        fm = QFontMetricsF(self.font)
        w, h = fm.horizontalAdvance(text) + 12, fm.height() + 4
        self.rect = QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:  # Qt's name
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(CONTINENT_INK, 1.2))
        paper = QColor(st.PAPER)
        paper.setAlpha(235)
        p.setBrush(paper)
        p.drawRoundedRect(self.rect, 4, 4)
        p.setPen(st.INK)
        p.setFont(self.font)
        p.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)


def symbol_pixmap(kind: str, px: int, ratio: float = 1.0) -> QPixmap:
    """A legend's symbol as the board draws it: "city", "capital" (in red) or "continent" (its dashed edge)."""
    pm = QPixmap(round(px * ratio), round(px * ratio))
    pm.setDevicePixelRatio(ratio)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    c = px / 2
    p.setPen(QPen(st.INK, 1.4))
    if kind == "city":
        p.setBrush(QColor("#f4ecd6"))
        p.drawPath(city_path(px * 0.38).translated(c, c))
    elif kind == "capital":
        p.setBrush(st.owner_style("red").token)
        p.drawPath(star_path(px * 0.45).translated(c, c))
    else:
        p.setPen(QPen(CONTINENT_INK, 2.4, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(1, c), QPointF(px - 1, c))
    p.end()
    return pm


class RiskMarkers(SceneItems):
    """Risk's items in one board scene, in each of its copies (the board wraps round)."""

    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self.board = risk_board(scene.topo)
        self.labels: dict[str, list[LabelItem]] = {}
        self.anchors: dict[str, QPointF] = {}  # each continent's slip's own place (board units)
        self.allowed: dict[str, list[QPainterPath]] = {}  # its lands and the seas beside them
        geo = scene.geo
        for cid, areas in self.board.continents.items():
            outline = self._outline(areas)
            box = outline.boundingRect()
            fx, fy = LABEL_AT.get(cid, (0.5, 1.0))
            at = self.anchors[cid] = QPointF(box.left() + box.width() * fx, box.top() + box.height() * fy)
            near = sorted(set(areas) | {sea for a in areas for sea in scene.topo.land_seas[a]})
            self.allowed[cid] = [st.polygons_path(geo.areas[a].polygons) for a in near]
            pen = QPen(CONTINENT_INK, 2.2, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)  # the same line at every zoom
            for dx in scene.offsets:
                # painted from an image made once per zoom: drawn straight, the dashes cost ~45 ms a
                # 1920x1080 viewport at every refresh that moves a name (issue 28 item 10)
                item = PathImageItem(outline.translated(dx, 0), pen)
                item.setZValue(Z_OUTLINE)
                label = LabelItem(self.label_text(cid))
                label.setPos(at + QPointF(dx, 0))
                self.labels.setdefault(cid, []).append(label)
                self.add(item, label)
        self.symbols: dict[str, list[SymbolItem]] = self.flag_items(self.board.lands, SymbolItem, FLAG_GAP_PX)
        self.public: Mapping[str, Any] = {}
        scene.tooltip_hook = self.tooltip
        self._join_layout()

    def _join_layout(self) -> None:
        """The slips join the board's label layout (board_labels.py), which places them clear of the
        names, chips and flags at each zoom, near their own place, over their continent or a sea
        beside it; the layout tells where (`_moved`)."""
        def allowed(paths: list[QPainterPath]) -> Callable[[QPointF], bool]:
            return lambda pt: any(p.controlPointRect().contains(pt) and p.contains(pt) for p in paths)

        self.scene.set_slips({cid: (self.anchors[cid], items[0].boundingRect(), allowed(self.allowed[cid]))
                              for cid, items in self.labels.items()}, self._moved)

    def _moved(self, places: dict[str, QPointF]) -> None:
        for cid, at in places.items():
            for label, dx in zip(self.labels[cid], self.scene.offsets, strict=True):
                label.setPos(at + QPointF(dx, 0))

    def tooltip(self, area: str) -> str:
        """An area's tooltip in a Risk game: owner and armies, continent and bonus, city, capital, the
        card's stars, its sea lanes (players by their names, escaped: scene.who)."""
        t = QCoreApplication.translate
        lines = [f"<b>{area_name(area)}</b>"]
        if area not in self.board.continent:  # a sea
            return lines[0]
        pub = self.public
        owner = pub.get("owners", {}).get(area)
        armies = armies_of(pub).get(area, 0)
        if owner:
            lines.append(arg(t("RiskBoard", "%1: %2 armies"), self.scene.who(owner), armies))  # the player's name
        cid = self.board.continent[area]
        lines.append(arg(t("RiskBoard", "%1 (+%2 for all of it); card: %3"), continent_name(cid),
                         self.board.bonus[cid], stars_text(self.board.stars[area])))
        if area in pub.get("cities", ()):
            lines.append(t("RiskBoard", "City: counts as one area more for reinforcements"))
        for colour, at in pub.get("capitals", {}).items():
            if at == area:
                lines.append(arg(t("RiskBoard", "Capital of %1"), self.scene.who(colour)))
        lanes = sorted(area_name(b) for b in self.board.adjacent[area] if self.board.is_lane(area, b))
        if lanes:
            lines.append(arg(t("RiskBoard", "Sea lanes to: %1"), ", ".join(lanes)))
        return "<br>".join(lines)

    def _outline(self, areas: tuple[str, ...]) -> QPainterPath:
        """The continent's edge: its areas' outer rings without the borders two of its areas share (the
        map's neighbours share their border points exactly), as polylines in ring order. A path union of
        the areas took 20 s for the six continents; this takes milliseconds."""
        rings = [ring for a in areas for poly in self.scene.geo.areas[a].polygons for ring in poly[:1]]
        count: Counter[frozenset[tuple[float, float]]] = Counter()
        for ring in rings:
            for i, p in enumerate(ring):
                count[frozenset((p, ring[(i + 1) % len(ring)]))] += 1
        path = QPainterPath()
        for ring in rings:
            drawing = False
            for i, p in enumerate(ring):
                q = ring[(i + 1) % len(ring)]
                if count[frozenset((p, q))] == 1:
                    if not drawing:
                        path.moveTo(*p)
                        drawing = True
                    path.lineTo(*q)
                else:
                    drawing = False
        return path

    def label_text(self, cid: str) -> str:
        # Translators: a continent's name and its bonus on the board, e.g. "Europe +5"
        return arg(QCoreApplication.translate("RiskBoard", "%1 +%2"), continent_name(cid), self.board.bonus[cid])

    def show(self, public: Mapping[str, Any]) -> None:
        """Cities and capitals of this view (cities appear once drawn, capitals once placed)."""
        self.public = public
        cities = set(public.get("cities", ()))
        capital_of = {area: colour for colour, area in public.get("capitals", {}).items()}
        owners = public.get("owners", {})
        for area, items in self.symbols.items():
            city, capital = area in cities, capital_of.get(area)
            for sym in items:
                sym.set_marks(city, capital, owners.get(area))
                sym.setVisible(city or capital is not None)

    def retranslate(self) -> None:
        for cid, items in self.labels.items():
            for label in items:
                label.set_text(self.label_text(cid))
        self._join_layout()  # (their boxes changed)

    def remove(self) -> None:
        if self.scene.tooltip_hook == self.tooltip:
            self.scene.tooltip_hook = None
        self.scene.set_slips({}, None)
        self.remove_items()
