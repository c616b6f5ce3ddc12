"""BoardScene: the hand-drawn world map as a QGraphicsScene the game UI drives.

The board is laid out three times side by side (x - W, x, x + W) so the view can scroll around
the globe without a seam; every interactive item exists in each copy and maps back to its id.
The scene turns clicks into `areaClicked(id, button)` and hover into `areaHovered(id or "")`.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPen, QPixmapCache, QTransform
from PySide6.QtWidgets import QGraphicsScene

from conquest_qt.board.geometry import BoardGeometry, default_geometry
from conquest_qt.board.topology import Topology, default_topology
from conquest_qt.ui import board_style as st
from conquest_qt.ui.board_arrows import ArrowItem
from conquest_qt.ui.board_items import AreaItem, FlagItem, LabelItem
from conquest_qt.ui.board_layers import StaticLayers
from conquest_qt.ui.board_markers import UnitsItem
from conquest_qt.ui.board_model import BoardPosition
from conquest_qt.ui.names import area_name, colour_name

ISLAND_MARGIN = 9.0  # extra click margin (board units) around islands without land neighbours


class BoardScene(QGraphicsScene):
    areaClicked = Signal(str, int)  # area id, Qt.MouseButton value
    areaHovered = Signal(str)  # area id, or "" when leaving the board's areas

    def __init__(self, geometry: BoardGeometry | None = None, topology: Topology | None = None,
                 parent=None) -> None:
        super().__init__(parent)
        self.geo = geometry or default_geometry()
        self.topo = topology or default_topology()
        self.width_units, self.height_units = self.geo.width, self.geo.height
        st.BOARD_SIZE[:] = [self.geo.width, self.geo.height]
        w = self.geo.width
        self.offsets = [-w, 0.0, w]
        self.setSceneRect(QRectF(-w, 0, 3 * w, self.geo.height))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 128 * 1024))  # item caches
        self.position = BoardPosition()
        self.colour_blind = False
        self.selected: str | None = None
        self.highlights: frozenset[str] = frozenset()
        self.hovered = ""
        self._areas: dict[str, list[AreaItem]] = {}
        self._labels: dict[str, list[LabelItem]] = {}
        self._flags: dict[str, list[FlagItem]] = {}
        self._units: dict[str, list[UnitsItem]] = {}
        self._arrows: list[ArrowItem] = []
        self._px = 1.0
        self._build()
        self.set_position(BoardPosition())

    # ------------------------------------------------------------------ construction

    def _build(self) -> None:
        islands = {i for i in self.topo.lands if not self.topo.land_neighbours[i]}
        paths = {area_id: st.polygons_path(shape.polygons, amp=0.45 if shape.kind == "land" else 0.3, step=10.0)
                 for area_id, shape in self.geo.areas.items()}
        self.layers = StaticLayers(self.geo, paths)
        for area_id, shape in self.geo.areas.items():
            base = paths[area_id]
            margin = ISLAND_MARGIN if area_id in islands else 0.0
            for dx in self.offsets:
                item = AreaItem(area_id, shape.kind, base.translated(dx, 0), margin)
                self.addItem(item)
                self._areas.setdefault(area_id, []).append(item)
                label = LabelItem(area_id, area_name(area_id), sea=shape.kind == "sea")
                label.setPos(shape.label[0] + dx, shape.label[1])
                self.addItem(label)
                self._labels.setdefault(area_id, []).append(label)
                units = UnitsItem(area_id)
                units.setPos(shape.units[0] + dx, shape.units[1])
                self.addItem(units)
                self._units.setdefault(area_id, []).append(units)
                if shape.kind == "land":
                    flag = FlagItem(area_id)
                    flag.setPos(shape.flag[0] + dx, shape.flag[1])
                    self.addItem(flag)
                    self._flags.setdefault(area_id, []).append(flag)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, st.TABLE)
        h = self.geo.height
        for dx in self.offsets:
            board = QRectF(dx, 0, self.geo.width, h)
            part = board.intersected(rect)
            if part.isEmpty():
                continue
            painter.fillRect(part, st.paper_brush())
            painter.save()
            painter.translate(dx, 0)
            self.layers.paint(painter, part.translated(-dx, 0))
            painter.restore()
        px = max(1e-6, painter.worldTransform().m11())
        painter.setPen(QPen(st.INK, 2.0 / px))
        painter.drawLine(QPointF(rect.left(), 0), QPointF(rect.right(), 0))
        painter.drawLine(QPointF(rect.left(), h), QPointF(rect.right(), h))

    # ------------------------------------------------------------------ driven by the game UI

    def set_position(self, pos: BoardPosition) -> None:
        old = dict(self.layers.owners)
        self.position = pos
        for area_id in self._areas:
            self._refresh_area(area_id)
        if self.layers.owners != old:
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def set_colour_blind(self, on: bool) -> None:
        if on != self.colour_blind:
            self.colour_blind = on
            self.set_position(self.position)

    def set_selected(self, area_id: str | None) -> None:
        old, self.selected = self.selected, area_id
        for i in {old, area_id} - {None}:
            for item in self._areas.get(i, []):  # type: ignore[arg-type]
                item.set_state(selected=i == area_id)

    def set_highlights(self, ids: Iterable[str]) -> None:
        new = frozenset(ids)
        for i in self.highlights ^ new:
            for item in self._areas.get(i, []):
                item.set_state(highlighted=i in new)
        self.highlights = new

    def show_arrows(self, arrows: Iterable[tuple[str, str, str, int]]) -> None:
        self.clear_arrows()
        w = self.geo.width
        for src, dst, kind, count in arrows:
            a = QPointF(*self._anchor(src))
            b = QPointF(*self._anchor(dst))
            if b.x() - a.x() > w / 2:  # the short way round the globe
                b.setX(b.x() - w)
            elif a.x() - b.x() > w / 2:
                b.setX(b.x() + w)
            for dx in self.offsets:
                item = ArrowItem(a + QPointF(dx, 0), b + QPointF(dx, 0), kind, count)
                item.set_pixel_scale(self._px)
                self.addItem(item)
                self._arrows.append(item)

    def clear_arrows(self) -> None:
        for item in self._arrows:
            self.removeItem(item)
        self._arrows.clear()

    def set_pixel_scale(self, px: float) -> None:
        """Called by the view on zoom: pixels per board unit. Labels grow a little when zoomed in."""
        self._px = px
        fit = 1920.0 / self.geo.width
        grow = min(1.7, max(1.0, (px / fit) ** 0.4))
        for items in (*self._labels.values(), *self._units.values(), *self._flags.values()):
            for item in items:
                item.setScale(grow)
        for arrow in self._arrows:
            arrow.set_pixel_scale(px)

    # ------------------------------------------------------------------ mouse (called by the view)

    def area_at(self, pos: QPointF) -> str | None:
        for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape,
                               Qt.SortOrder.DescendingOrder, QTransform()):
            if isinstance(item, AreaItem):
                return item.area_id
        return None

    def click_at(self, pos: QPointF, button: Qt.MouseButton) -> str | None:
        area = self.area_at(pos)
        if area:
            self.areaClicked.emit(area, int(button.value))
        return area

    def hover_at(self, pos: QPointF | None) -> str:
        area = (self.area_at(pos) if pos is not None else None) or ""
        if area != self.hovered:
            for i, on in ((self.hovered, False), (area, True)):
                for item in self._areas.get(i, []):
                    item.set_state(hovered=on)
            self.hovered = area
            self.areaHovered.emit(area)
        return area

    # ------------------------------------------------------------------ helpers

    def _anchor(self, area_id: str) -> tuple[float, float]:
        return self.geo.areas[area_id].units

    def _refresh_area(self, area_id: str) -> None:
        pos = self.position
        kind = self.geo.areas[area_id].kind
        owner_id = pos.owners.get(area_id) if kind == "land" else None
        style = st.owner_style(owner_id, self.colour_blind)
        rows = []
        if kind == "land":
            for colour, (land, air) in sorted(pos.units.get(area_id, {}).items()):
                rows.append((st.owner_style(colour, self.colour_blind), [("tank", land), ("plane", air)]))
        else:
            for colour, n in sorted(pos.subs.get(area_id, {}).items()):
                rows.append((st.owner_style(colour, self.colour_blind), [("sub", n)]))
            for colour, (_land, air) in sorted(pos.units.get(area_id, {}).items()):
                rows.append((st.owner_style(colour, self.colour_blind), [("plane", air)]))
        tip = self._tooltip(area_id, owner_id)
        if kind == "land":
            self.layers.owners[area_id] = style
        for item in self._areas[area_id]:
            item.setToolTip(tip)
        for flag in self._flags.get(area_id, []):
            flag.set_owner(style if owner_id and owner_id != "neutral" else None)
        for units in self._units[area_id]:
            units.set_rows(rows)

    def _tooltip(self, area_id: str, owner_id: str | None) -> str:
        tr = QCoreApplication.translate
        lines = [f"<b>{area_name(area_id)}</b>"]
        if self.geo.areas[area_id].kind == "land":
            owner = colour_name(owner_id) if owner_id else tr("Board", "nobody")
            lines.append(tr("Board", "Owner: %1").replace("%1", owner))
            for colour, (land, air) in sorted(self.position.units.get(area_id, {}).items()):
                text = tr("Board", "%1: %2 tanks, %3 planes")
                lines.append(text.replace("%1", colour_name(colour)).replace("%2", str(land))
                             .replace("%3", str(air)))
            seas = sorted(area_name(s) for s in self.topo.land_seas.get(area_id, ()))
            if seas:
                lines.append(tr("Board", "Borders: %1").replace("%1", ", ".join(seas)))
        else:
            for colour, n in sorted(self.position.subs.get(area_id, {}).items()):
                lines.append(tr("Board", "%1: %2 submarines").replace("%1", colour_name(colour))
                             .replace("%2", str(n)))
        return "<br>".join(lines)
