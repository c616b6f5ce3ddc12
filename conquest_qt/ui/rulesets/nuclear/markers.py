"""The nuclear add-on's marks on the board (VARIANTS.md V2.1, V2.7): each player's nukes with their count in
the owner's colour beside the area's flag; a contaminated area under a yellow-black hatch with the radiation
sign and the rounds it stays contaminated; a free area (ownerless after the claim) with a dashed edge and the word
"free". Both tags join the board's name layout, which places them clear of every name.

Read from each public view (`show`: the units' `nuke` kind, the add-on's state in `addon_state`). The
hatch and the edges are in scene units (they cover the area); the labels and nuke badges in pixels
(they read alike at fit zoom and zoomed in)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from conquest_qt.ui.board import board_style as st
from conquest_qt.ui.board.scene_items import SceneItems
from conquest_qt.ui.rulesets.nuclear.texts import PLURALS
from conquest_qt.ui.text.textutil import arg

HATCH = QColor(25, 20, 10, 200)  # the contamination's hatch lines
WASH = QColor(236, 196, 20, 150)  # under them: radiation yellow
FREE_EDGE = QColor(42, 33, 24, 170)
BADGE_PX = 17.0
Z_WASH, Z_MARK = 1.6, 7.5  # the wash over the lands (2), the badges over the board's markers (7)
NEAR_UNITS = 40.0  # a tag may go this far from its flag's spot (board units, Manhattan) besides over its area


def contamination(public: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    for s in public.get("addon_state") or ():
        if s.get("frame") == "nuclear":
            found: dict[str, dict[str, Any]] = s.get("contaminated") or {}
            return found
    return {}


def trefoil(r: float) -> QPainterPath:
    """The radiation sign: three blades round a hub, radius r about (0, 0)."""
    path = QPainterPath()
    rect = QRectF(-r, -r, 2 * r, 2 * r)
    for k in range(3):
        start = 90 - 30 + k * 120  # degrees, counter-clockwise from 3 o'clock
        path.moveTo(0, 0)
        path.arcTo(rect, start, 60)
        path.closeSubpath()
    hole = QPainterPath()
    hole.addEllipse(QPointF(0, 0), r * 0.32, r * 0.32)
    path = path.subtracted(hole)
    path.addEllipse(QPointF(0, 0), r * 0.2, r * 0.2)
    return path


class BadgeItem(QGraphicsItem):
    """A small pixel-sized badge: the radiation sign on a disc and a text (nukes: the owner's colour and the
    count; contamination: yellow and the rounds left; a free area: the word)."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_MARK)
        self.text = ""
        self.disc: QColor | None = None
        self.ink = st.INK
        self.font = QFont()
        self.font.setBold(True)
        self.font.setPixelSize(13)

    def set_badge(self, text: str, disc: QColor | None, ink: QColor) -> None:
        if (text, disc, ink) != (self.text, self.disc, self.ink):
            self.prepareGeometryChange()
            self.text, self.disc, self.ink = text, disc, ink
            self.update()

    def _text_width(self) -> float:
        return QFontMetricsF(self.font).horizontalAdvance(self.text) + 6 if self.text else 0.0

    def boundingRect(self) -> QRectF:  # Qt's name
        r = BADGE_PX / 2
        return QRectF(-r - 2, -r - 2, 2 * r + 4 + self._text_width() + 4, 2 * r + 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = BADGE_PX / 2
        x = -r
        if self.disc is not None:
            p.setPen(QPen(st.PAPER, 3.5))  # a paper halo, then an ink ring: reads on its owner's own wash
            p.setBrush(self.disc)
            p.drawEllipse(QPointF(0, 0), r, r)
            p.setPen(QPen(st.INK, 1.3))
            p.drawEllipse(QPointF(0, 0), r - 0.5, r - 0.5)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(self.ink)
            p.drawPath(trefoil(r * 0.8))
            x = r + 2
        if self.text:
            w = self._text_width()
            slip = QRectF(x, -r + 1, w, 2 * r - 2)
            p.setPen(QPen(st.INK, 1))
            p.setBrush(st.PAPER)
            p.drawRoundedRect(slip, 3, 3)
            p.setFont(self.font)
            p.setPen(st.INK)
            p.drawText(slip, Qt.AlignmentFlag.AlignCenter, self.text)


class NuclearMarkers(SceneItems):
    """The add-on's items on a board scene, updated from each public view."""

    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self.public: Mapping[str, Any] = {}
        geo = scene.geo
        self.anchors: dict[str, QPointF] = {}  # each land's flag spot (board units): where its tag belongs
        self.outlines: dict[str, QPainterPath] = {}
        self._tags: dict[str, str] = {}  # the tags in the layout now (area -> text)
        self.nukes: dict[str, list[BadgeItem]] = {}
        self.signs: dict[str, list[BadgeItem]] = {}
        self.washes: dict[str, list[QGraphicsPathItem]] = {}
        self.hatches: dict[str, list[QGraphicsPathItem]] = {}
        for area, shape in geo.areas.items():
            if shape.kind != "land":
                continue
            outline = QPainterPath()
            for poly in shape.polygons:
                for ring in poly[:1]:
                    outline.moveTo(*ring[0])
                    for pt in ring[1:]:
                        outline.lineTo(*pt)
                    outline.closeSubpath()
            fx, fy = shape.flag
            self.anchors[area], self.outlines[area] = QPointF(fx, fy), outline
            for dx in scene.offsets:
                badge = BadgeItem()
                badge.setPos(fx + dx, fy)
                badge.setTransform(badge.transform().translate(-14, -10))  # left of the flag, clear of the name
                sign = BadgeItem()  # placed by the board's name layout (`_join_layout`), clear of every name
                sign.setPos(fx + dx, fy)
                wash = QGraphicsPathItem(outline.translated(dx, 0))
                hatch = QGraphicsPathItem(outline.translated(dx, 0))
                for w in (wash, hatch):
                    w.setZValue(Z_WASH)
                    w.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                hatch.setPen(Qt.PenStyle.NoPen)
                hatch.setBrush(QBrush(HATCH, Qt.BrushStyle.BDiagPattern))  # in pixels: reads at every zoom
                for item in (badge, sign, wash, hatch):
                    item.hide()
                    self.add(item)
                self.nukes.setdefault(area, []).append(badge)
                self.signs.setdefault(area, []).append(sign)
                self.washes.setdefault(area, []).append(wash)
                self.hatches.setdefault(area, []).append(hatch)

    def show(self, public: Mapping[str, Any]) -> None:
        self.public = public
        t = QCoreApplication.translate
        units = public.get("units", {})
        owners = public.get("owners", {})
        dirty = contamination(public)
        claiming = public.get("phase") == "claim"
        for area, badges in self.nukes.items():
            by = units.get(area, {})
            holder = next((c for c, k in by.items() if k.get("nuke")), None)
            n = int(by.get(holder, {}).get("nuke", 0)) if holder else 0
            for b in badges:
                if n:
                    style = st.owner_style(holder)
                    b.set_badge(arg("%1", n), style.token, style.ink)
                b.setVisible(bool(n))
            c = dirty.get(area)
            free = not claiming and c is None and area in owners and owners.get(area) is None
            for sign in self.signs[area]:
                if c is not None:  # the rounds left beside the sign (and in a sentence as its tooltip)
                    left = int(c.get("markers", 0))
                    sign.set_badge(PLURALS.rounds(left), WASH, st.INK)
                    sign.setToolTip(PLURALS.contaminated(left))
                elif free:
                    sign.set_badge(t("Nuclear", "free"), None, st.INK)
                    sign.setToolTip(t("Nuclear", "Free: nobody owns it; units may move in without a battle."))
                sign.setVisible(c is not None or free)
            for wash in self.washes[area]:
                if c is not None:
                    pen = QPen(HATCH, 2.0)
                    pen.setCosmetic(True)
                    wash.setPen(pen)
                    wash.setBrush(WASH)
                elif free:
                    pen = QPen(FREE_EDGE, 0)
                    pen.setStyle(Qt.PenStyle.DashLine)
                    pen.setCosmetic(True)
                    pen.setWidthF(2.0)
                    wash.setPen(pen)
                    wash.setBrush(Qt.BrushStyle.NoBrush)
                wash.setVisible(c is not None or free)
            for hatch in self.hatches[area]:
                hatch.setVisible(c is not None)
        self._join_layout()

    def _join_layout(self) -> None:
        """The tags of contaminated and free areas join the board's name layout (BoardScene.set_slips_of), which
        places each clear of the names, chips and flags, on or near its area, at every zoom: a tag above the
        flag covered a neighbour's name at fit zoom (Europe)."""
        tags = {a: signs[0].text for a, signs in self.signs.items() if signs[0].isVisible()}
        if tags == self._tags:
            return
        self._tags = tags
        slips: dict[str, tuple[QPointF, QRectF, Any]] = {}
        for area in tags:
            for sign in self.signs[area]:  # its centre on its place
                box = sign.boundingRect()
                sign.setTransform(QTransform.fromTranslate(-box.center().x(), -box.center().y()))
            box = self.signs[area][0].boundingRect()
            slips[area] = (self.anchors[area], box.translated(-box.center()), self._allowed(area))
        self.scene.set_slips_of("nuclear", slips, self._moved)

    def _allowed(self, area: str) -> Any:
        outline, anchor = self.outlines[area], self.anchors[area]
        reach = NEAR_UNITS

        def ok(pt: QPointF) -> bool:
            return (abs(pt.x() - anchor.x()) + abs(pt.y() - anchor.y()) <= reach
                    or (outline.controlPointRect().contains(pt) and outline.contains(pt)))
        return ok

    def _moved(self, places: dict[str, QPointF]) -> None:
        for area, signs in self.signs.items():
            at = places.get(area, self.anchors[area])  # no room found: on its own flag's spot
            for sign, dx in zip(signs, self.scene.offsets, strict=True):
                sign.setPos(at + QPointF(dx, 0))

    def retranslate(self) -> None:
        if self.public:
            self.show(self.public)

    def remove(self) -> None:
        if self._tags:
            self.scene.set_slips_of("nuclear", {}, None)
            self._tags = {}
        self.remove_items()


