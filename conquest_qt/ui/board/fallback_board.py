"""A plain stand-in board (circles at the cities' longitude/latitude) used only while the real
board scene (`board_*.py`, the board engineer's) is not available. Same signals and methods."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QWheelEvent
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
)

from conquest_qt.board.topology import default_topology
from conquest_qt.ui.text.labels import area_name
from conquest_qt.ui.theme.palette import swatch_colour

SCALE = 6.0


def _pos(lon: float, lat: float) -> QPointF:
    return QPointF((lon + 180) * SCALE, (90 - lat) * SCALE)


class _Area(QGraphicsEllipseItem):
    def __init__(self, scene: FallbackScene, area: str, centre: QPointF, r: float) -> None:
        super().__init__(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
        self.board, self.area = scene, area
        self.setAcceptHoverEvents(True)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        button = 2 if event.button() == Qt.MouseButton.RightButton else 1
        self.board.areaClicked.emit(self.area, button)

    def hoverEnterEvent(self, event: object) -> None:  # noqa: ARG002
        self.board.areaHovered.emit(self.area)


class FallbackScene(QGraphicsScene):
    areaClicked = Signal(str, int)
    areaHovered = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        topo = default_topology()
        self.setSceneRect(QRectF(0, 0, 360 * SCALE, 180 * SCALE))
        self.setBackgroundBrush(QColor("#a9c8dc"))
        self.items_by_id: dict[str, _Area] = {}
        self.texts: dict[str, QGraphicsSimpleTextItem] = {}
        self.centres: dict[str, QPointF] = {}
        self._arrows: list[QGraphicsItem] = []
        self._cb = False
        for a in topo.lands:
            for b in topo.land_neighbours[a]:
                if a < b:
                    pa, pb = _pos(*topo.city[a]), _pos(*topo.city[b])
                    if abs(pa.x() - pb.x()) < 180 * SCALE:
                        self.addLine(QLineF(pa, pb), QPen(QColor("#7f8c8d"), 2))
        for sea in topo.seas:
            c = _pos(*topo.sea_label[sea])
            self._add(sea, c, 34, QColor("#7fa9c4"))
        for land in topo.lands:
            self._add(land, _pos(*topo.city[land]), 30, QColor("#eadfc4"))

    def _add(self, area: str, centre: QPointF, r: float, fill: QColor) -> None:
        item = _Area(self, area, centre, r)
        item.setBrush(QBrush(fill))
        item.setPen(QPen(QColor("#2a2118"), 2))
        self.addItem(item)
        text = QGraphicsSimpleTextItem(area_name(area))
        text.setFont(QFont("Sans Serif", 9))
        text.setPos(centre.x() - r, centre.y() + r)
        self.addItem(text)
        self.items_by_id[area], self.texts[area], self.centres[area] = item, text, centre

    # --- the board scene's interface ------------------------------------------------------------
    def set_position(self, pos: object) -> None:
        owners = getattr(pos, "owners", {})
        units = getattr(pos, "units", {})
        subs = getattr(pos, "subs", {})
        for area, item in self.items_by_id.items():
            if area in owners:
                owner = owners[area]
                item.setBrush(QBrush(swatch_colour(owner, self._cb) if owner else QColor("#eadfc4")))
            parts = [area_name(area)]
            for colour, (land, air) in sorted(units.get(area, {}).items()):
                parts.append(f"{colour[:2]} {land}/{air}")
            for colour, n in sorted(subs.get(area, {}).items()):
                parts.append(f"{colour[:2]} {n}")
            self.texts[area].setText("\n".join(parts))

    def set_selected(self, area: str | None) -> None:
        for a, item in self.items_by_id.items():
            item.setPen(QPen(QColor("#b3001b") if a == area else QColor("#2a2118"), 6 if a == area else 2))

    def set_highlights(self, areas: object) -> None:
        hl = set(areas or [])  # type: ignore[call-overload]
        for a, item in self.items_by_id.items():
            item.setOpacity(1.0 if not hl or a in hl else 0.45)

    def set_colour_blind(self, on: bool) -> None:
        self._cb = on

    def show_arrows(self, arrows: list) -> None:
        self.clear_arrows()
        for src, dst, _kind, _count in arrows:
            if src in self.centres and dst in self.centres:
                line = self.addLine(QLineF(self.centres[src], self.centres[dst]), QPen(QColor("#b3001b"), 4))
                line.setZValue(5)
                self._arrows.append(line)

    def clear_arrows(self) -> None:
        for item in self._arrows:
            self.removeItem(item)
        self._arrows = []


class FallbackView(QGraphicsView):
    def __init__(self, scene: FallbackScene) -> None:
        super().__init__(scene)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)

    def zoom_in(self) -> None:
        self.scale(1.25, 1.25)

    def zoom_out(self) -> None:
        self.scale(0.8, 0.8)

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def wheelEvent(self, event: QWheelEvent) -> None:
        self.zoom_in() if event.angleDelta().y() > 0 else self.zoom_out()

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self.fit()
