"""BoardScene: the hand-drawn world map as a QGraphicsScene the game UI drives.

The board is laid out three times side by side (x - W, x, x + W) so the view can scroll around
the globe without a seam; every interactive item exists in each copy and maps back to its id.
The scene turns clicks into `areaClicked(id, button)` and hover into `areaHovered(id or "")`.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPixmapCache
from PySide6.QtWidgets import QGraphicsScene

from conquest_qt.board.geometry import BoardGeometry, default_geometry
from conquest_qt.board.topology import Topology, default_topology
from conquest_qt.ui.board import board_style as st
from conquest_qt.ui.board.board_arrows import ArrowItem
from conquest_qt.ui.board.board_hint_marks import HintMarkItem
from conquest_qt.ui.board.board_image_item import ViewportImageItem
from conquest_qt.ui.board.board_items import AreaItem, DimItem
from conquest_qt.ui.board.board_layers import StaticLayers
from conquest_qt.ui.board.board_markers import MarkersItem, MarkerState, marker_point
from conquest_qt.ui.board.board_motion import held_position
from conquest_qt.ui.board.board_position import BoardPosition
from conquest_qt.ui.board.slices import run_steps
from conquest_qt.ui.text import user_text
from conquest_qt.ui.text.names import area_name, colour_name

ISLAND_MARGIN = 9.0  # extra click margin (board units) around islands without land neighbours
SNAP_PX = 7.0  # a click this many pixels off a land the current step accepts still selects it


class BoardScene(QGraphicsScene):
    areaClicked = Signal(str, int)  # area id, Qt.MouseButton value
    areaHovered = Signal(str)  # area id, or "" when leaving the board's areas
    landsChanged = Signal(list)  # scene rectangles (QRectF) of the lands layer to repaint

    def __init__(self, geometry: BoardGeometry | None = None, topology: Topology | None = None,
                 parent=None, *, steps: bool = False) -> None:
        """With `steps`, the board's drawing and items are not built yet: run build_steps() to the end
        (each step a few milliseconds, so a window can build its board behind its first paint)."""
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
        self.shown = self.position  # what the markers show: the position less the units in the air
        self._holds: list = []  # board_motion.Hold: units on their way, not yet at their destination
        self.colour_blind = False
        self.selected: str | None = None
        self.highlights: frozenset[str] = frozenset()
        self.hovered = ""
        self._areas: dict[str, list[AreaItem]] = {}
        self._arrows: list[tuple[str, str, float, ArrowItem]] = []
        self._marks: list[tuple[str, float, HintMarkItem]] = []  # the hint's markers (board_hint_marks)
        self._px = 1.0
        # set_slips: each owner's slips and whom to tell where they go (a ruleset's, an add-on's)
        self._slip_owners: dict[str, tuple[dict[str, Any], Callable[[dict[str, QPointF]], None] | None]] = {}
        self._steps = self._build()
        if not steps:
            run_steps(self._steps)

    def build_steps(self) -> Iterator[None]:
        """What is left of the construction (see __init__'s `steps`), one short step per item."""
        return self._steps

    # ------------------------------------------------------------------ construction

    def _build(self) -> Iterator[None]:
        islands = {i for i in self.topo.lands if not self.topo.land_neighbours[i]}
        paths = {}
        for area_id, shape in self.geo.areas.items():
            paths[area_id] = st.polygons_path(shape.polygons, amp=0.45 if shape.kind == "land" else 0.3, step=10.0)
            yield
        self.layers = yield from StaticLayers.in_steps(self.geo, paths)
        self.marks = MarkerState()
        self._marker_items = [MarkersItem(self.geo, self.marks, dx) for dx in self.offsets]
        for item in self._marker_items:
            self.addItem(item)
        self._dims = [DimItem(self.geo.width, self.geo.height, dx) for dx in self.offsets]
        for item in self._dims:
            self.addItem(item)
        for area_id, shape in self.geo.areas.items():
            self.marks.names[area_id] = area_name(area_id)
            margin = ISLAND_MARGIN if area_id in islands else 0.0
            for dx in self.offsets:
                item = AreaItem(area_id, shape.kind, paths[area_id].translated(dx, 0), margin)
                self.addItem(item)
                self._areas.setdefault(area_id, []).append(item)
            yield
        self.set_position(BoardPosition())

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        """The static board: base, lands and line work (the BoardView paints them from its tile
        cache instead, board_tiles.py; this serves any other painting of the scene)."""
        self.paint_base_layer(painter, rect)
        self.paint_lands_layer(painter, rect)
        self.paint_lines_layer(painter, rect)

    def paint_base_layer(self, painter: QPainter, rect: QRectF) -> None:
        """What never changes under the lands: the margins, seas, glow, compass and decor."""
        self._paint_margins(painter, rect)
        for dx in self.offsets:
            board = QRectF(dx, 0, self.geo.width, self.geo.height)
            part = board.intersected(rect)
            if part.isEmpty():
                continue
            painter.save()
            painter.translate(dx, 0)
            self.layers.paint_base(painter, part.translated(-dx, 0))
            painter.restore()

    def paint_lands_layer(self, painter: QPainter, rect: QRectF, dirty: list[QRectF] | None = None) -> None:
        """The lands in their owners' colours (with `dirty`: only those touching these rectangles)."""
        self.layers.paint_lands_copies(painter, rect, self.offsets, dirty)

    def paint_lines_layer(self, painter: QPainter, rect: QRectF) -> None:
        """The line work over the lands and the board's top and bottom edge."""
        self.layers.paint_lines_copies(painter, rect, self.offsets)

    def _paint_margins(self, painter: QPainter, rect: QRectF) -> None:
        """Above and below the board (a window taller than the board's 2.3:1, as most are at fit
        zoom): the open ocean goes on in the board's own style, so the map fills the board area
        without dark bands; the board's inked edge marks where the chart ends."""
        h = self.geo.height
        for band in (QRectF(rect.left(), rect.top(), rect.width(), -rect.top()),
                     QRectF(rect.left(), h, rect.width(), rect.bottom() - h)):
            band = band.intersected(rect)
            if not band.isEmpty():
                painter.fillRect(band, st.sea_brush())

    # ------------------------------------------------------------------ driven by the game UI

    def set_position(self, pos: BoardPosition) -> None:
        """Show who owns what and where the units are; repaints only what changed (the changed
        lands' cells of the lands layer and the markers around them; never the base or line work)."""
        self.position = pos
        self._show()

    def hold(self, hold: tuple, update: bool = True) -> None:
        """Units on their way (board_motion: area, player, 0 land / 1 air / "sub", count): the
        destination does not show them until release(); with `update`, repaint now."""
        self._holds.append(hold)
        if update:
            self._show()

    def release(self, hold: tuple) -> None:
        """The units of a hold() have arrived: their destination shows them."""
        if hold in self._holds:
            self._holds.remove(hold)
            self._show()

    def _show(self) -> None:
        self.shown = held_position(self.position, self._holds) if self._holds else self.position
        changed = {a: c for a in self._areas if (c := self._refresh_area(a))}
        cells: list[QRectF] = []
        # a name may move to make room for a changed chip or flag (board_labels.py)
        holds = not changed or self._marker_items[1].layout_holds(self._px)
        if changed:
            for item in self._marker_items:
                if not holds:
                    item.update()
                    continue
                for area_id in changed:  # no name moves: only the changed areas' flags and chips
                    item.update(item.area_rect(area_id, self._px))
        for area_id, what in changed.items():
            if what == "owner":  # only the cells the land's shape touches, in every copy
                cells += [c.translated(dx, 0) for c in self.layers.cells[area_id] for dx in self.offsets]
        if cells:
            self.landsChanged.emit(cells)  # the views repaint those cells of their lands layer
        if changed and not holds:
            self._place_slips()

    def retranslate(self) -> None:
        """Area and sea names in the current language (the labels are taken at build time)."""
        for area_id in self.geo.areas:
            self.marks.names[area_id] = area_name(area_id)
        for item in self._marker_items:
            item.update()
        self._place_slips()

    def set_slips(self, slips: dict[str, tuple[QPointF, QRectF, Callable[[QPointF], bool]]],
                  moved: Callable[[dict[str, QPointF]], None] | None) -> None:
        """A ruleset's own labels (Risk's continent slips) joining the names' layout (board_labels.py):
        id -> (own anchor, board units; box around 0,0, pixels; may its centre, a board point, go
        there?). `moved` is told where they go (board units, the middle copy) whenever the layout
        changes: the zoom, the chips and flags, the names, the slips."""
        self.set_slips_of("", slips, moved)

    def set_slips_of(self, owner: str, slips: dict[str, tuple[QPointF, QRectF, Callable[[QPointF], bool]]],
                     moved: Callable[[dict[str, QPointF]], None] | None) -> None:
        """`set_slips` for one of several owners (the ruleset's: "", an add-on's: its id): all owners' slips
        join the layout together; each is told where its own go (by its own ids)."""
        if slips:
            self._slip_owners[owner] = (dict(slips), moved)
        else:
            self._slip_owners.pop(owner, None)
        self.marks.slips = {(f"{o}\x1f{k}" if o else k): v for o, (own, _m) in self._slip_owners.items()
                            for k, v in own.items()}
        for item in self._marker_items:
            item.update()
        self._place_slips()

    def _place_slips(self) -> None:
        if not any(m is not None for _s, m in self._slip_owners.values()):
            return
        self._marker_items[1].labels(self._px)
        at = self.marks.slip_at
        for owner, (own, moved) in list(self._slip_owners.items()):
            if moved is not None:
                moved({k: p for k in own if (p := at.get(f"{owner}\x1f{k}" if owner else k)) is not None})

    def set_colour_blind(self, on: bool) -> None:
        """Okabe-Ito palette plus a hatching pattern per colour."""
        if on != self.colour_blind:
            self.colour_blind = on
            self.set_position(self.position)

    def set_selected(self, area_id: str | None) -> None:
        old, self.selected = self.selected, area_id
        for i in {old, area_id} - {None}:
            for item in self._areas.get(i, []):  # type: ignore[arg-type]
                item.set_state(selected=i == area_id)
        if old != area_id and self.highlights:
            self._update_dim()

    def set_highlights(self, ids: Iterable[str]) -> None:
        """The areas the current step accepts: everything else is dimmed (none: nothing is)."""
        new = frozenset(ids)
        for i in self.highlights ^ new:
            for item in self._areas.get(i, []):
                item.set_state(highlighted=i in new)
        changed = new != self.highlights
        self.highlights = new
        if changed:
            self._update_dim()

    def _update_dim(self) -> None:
        open_ids = sorted(self.highlights | ({self.selected} if self.selected and self.highlights else set()))
        base = [self.layers.paths[i] for i in open_ids if i in self.layers.paths]
        lands = [self.layers.paths[i] for i in open_ids if i in self.layers.paths and self.geo.areas[i].kind == "land"]
        for dim, dx in zip(self._dims, self.offsets, strict=True):
            dim.set_open([path.translated(dx, 0) for path in base], [path.translated(dx, 0) for path in lands])

    def dimmed(self, area_id: str) -> bool:
        """Is this area drawn under the veil (not accepted by the current step)?"""
        return bool(self.highlights) and area_id not in self.highlights and area_id != self.selected

    def show_arrows(self, arrows: Iterable[tuple[str, str, str, int]]) -> None:
        self.clear_arrows()
        for src, dst, kind, count in arrows:
            for dx in self.offsets:
                a, b = self._arrow_ends(src, dst, dx)
                item = ArrowItem(a, b, kind, count)
                item.set_pixel_scale(self._px)
                self.addItem(item)
                self._arrows.append((src, dst, dx, item))

    def clear_arrows(self) -> None:
        for *_, item in self._arrows:
            self.removeItem(item)
        self._arrows.clear()

    def show_marks(self, marks: Iterable[tuple[str, str]]) -> None:
        """The hint's markers: (area, short label) each, in every copy of the board."""
        self.clear_marks()
        for area, text in marks:
            for dx in self.offsets:
                item = HintMarkItem(self._anchor(area) + QPointF(dx, 0), text)
                self.addItem(item)
                self._marks.append((area, dx, item))

    def clear_marks(self) -> None:
        for *_, item in self._marks:
            self.removeItem(item)
        self._marks.clear()

    def marker_items(self) -> list[MarkersItem]:
        return list(self._marker_items)

    def dim_items(self) -> list[DimItem]:
        return list(self._dims)

    def image_items(self) -> list[ViewportImageItem]:
        """The items painted from an image around the viewport (the veils, Risk's continent outlines):
        the view makes their images ahead of the first fine frame after a zoom."""
        return [item for item in self.items() if isinstance(item, ViewportImageItem)]

    def set_pixel_scale(self, px: float) -> None:
        """Called by the view on zoom: pixels per board unit (arrow heads are sized in pixels,
        and the arrows end at the unit chips, which keep close to their flags when zoomed in)."""
        self._px = px
        self._place_slips()
        for src, dst, dx, arrow in self._arrows:
            arrow.set_pixel_scale(px, *self._arrow_ends(src, dst, dx))
        for area, dx, mark in self._marks:
            mark.setPos(self._anchor(area) + QPointF(dx, 0))

    def _arrow_ends(self, src: str, dst: str, dx: float) -> tuple[QPointF, QPointF]:
        """From the chips of `src` to those of `dst` in the copy at dx, the short way round."""
        w = self.geo.width
        a, b = self._anchor(src), self._anchor(dst)
        if b.x() - a.x() > w / 2:  # the short way round the globe
            b.setX(b.x() - w)
        elif a.x() - b.x() > w / 2:
            b.setX(b.x() + w)
        return a + QPointF(dx, 0), b + QPointF(dx, 0)

    # ------------------------------------------------------------------ mouse (called by the view)

    def area_at(self, pos: QPointF) -> str | None:
        """The land (first) or sea under a scene point, in any copy of the board."""
        best: tuple[int, str] | None = None
        for area_id, items in self._areas.items():
            for item in items:
                if item.hit(pos):
                    rank = 0 if item.kind == "land" else 1
                    if best is None or rank < best[0]:
                        best = (rank, area_id)
        return best[1] if best else None

    def tooltip_at(self, pos: QPointF) -> str:
        area = self.area_at(pos)
        return self._tooltip(area, self.position.owners.get(area)) if area else ""

    def target_at(self, pos: QPointF) -> str | None:
        """What a click at a scene point means: the area under it, or, when that is one the
        current step does not accept, an accepted land within SNAP_PX pixels (the nearest): at fit
        zoom Italy, Japan or Indonesia are a few pixels wide, and a near miss must not hit the sea."""
        area = self.area_at(pos)
        if not self.highlights or area in self.highlights:
            return area
        unit = SNAP_PX / max(1e-6, self._px)
        reach = QRectF(pos.x() - unit, pos.y() - unit, 2 * unit, 2 * unit)
        near = [item for a in sorted(self.highlights) if self.geo.areas[a].kind == "land"
                for item in self._areas[a] if item.near(reach)]
        for k in range(1, 4):  # rings of probes, nearest first
            r = unit * k / 3
            for n in range(16):
                a = math.tau * n / 16
                probe = pos + QPointF(r * math.cos(a), r * math.sin(a))
                for item in near:
                    if item.hit(probe):
                        return item.area_id
        return area

    def click_at(self, pos: QPointF, button: Qt.MouseButton) -> str | None:
        area = self.target_at(pos)
        if area:
            self.areaClicked.emit(area, int(button.value))
        return area

    def hover_at(self, pos: QPointF | None) -> str:
        area = (self.target_at(pos) if pos is not None else None) or ""
        if area != self.hovered:
            for i, on in ((self.hovered, False), (area, True)):
                for item in self._areas.get(i, []):
                    item.set_state(hovered=on)
            self.hovered = area
            self.areaHovered.emit(area)
        return area

    # ------------------------------------------------------------------ helpers

    def _anchor(self, area_id: str) -> QPointF:
        """Where an area's unit chips are drawn at the current zoom (board units)."""
        return marker_point(self.geo.areas[area_id], "units", self._px, self.geo.width)

    def marker_pos(self, area_id: str, layer: str) -> QPointF:
        """Where a marker of an area ("flag", "label" or "units") is drawn at the current zoom,
        in the middle copy (board units)."""
        return marker_point(self.geo.areas[area_id], layer, self._px, self.geo.width)

    def _refresh_area(self, area_id: str) -> str:
        """Update the painted state of one area: "owner" if its colour changed, "markers" if
        only flags or chips changed, "" if nothing did."""
        pos, cb, layers, marks = self.shown, self.colour_blind, self.layers, self.marks
        kind = self.geo.areas[area_id].kind
        owner_id = pos.owners.get(area_id) if kind == "land" else None
        rows = [(st.owner_style(colour, cb), pos.chips(area_id, colour))
                for colour in sorted(pos.units.get(area_id, {}))]
        rows = [r for r in rows if r[1]]
        fill = st.owner_style(owner_id, cb)
        flag = fill if owner_id and owner_id != "neutral" else None
        result = ""
        if kind == "land" and layers.owners.get(area_id) != fill:
            layers.owners[area_id] = fill
            result = "owner"
        if (kind == "land" and marks.flags.get(area_id, 0) != flag) or marks.chips.get(area_id) != rows:
            if kind == "land":
                marks.flags[area_id] = flag
            marks.chips[area_id] = rows
            result = result or "markers"
        return result

    tooltip_hook: Callable[[str], str] | None = None  # a ruleset's own area tooltip (Risk's: risk_markers.py)
    player_names: Callable[[str], str] | None = None  # the game's labels.PlayerNames (None: colour names)

    def who(self, colour: str) -> str:
        """A player in a tooltip (rich text): by their name (labels.PlayerNames), escaped, else by colour."""
        if self.player_names is None:
            return colour_name(colour)
        return html.escape(user_text.isolated(self.player_names(colour)))

    def _tooltip(self, area_id: str, owner_id: str | None) -> str:
        if self.tooltip_hook is not None:
            return self.tooltip_hook(area_id)
        t = QCoreApplication.translate
        lines = [f"<b>{area_name(area_id)}</b>"]
        if self.geo.areas[area_id].kind == "land":
            owner = self.who(owner_id) if owner_id else t("Board", "nobody")
            lines.append(t("Board", "Owner: %1").replace("%1", owner))
            for colour, kinds in sorted(self.position.units.get(area_id, {}).items()):
                text = t("Board", "%1: %2 tanks, %3 planes")
                lines.append(text.replace("%1", self.who(colour)).replace("%2", str(kinds.get("land", 0)))
                             .replace("%3", str(kinds.get("air", 0))))
            seas = sorted(area_name(s) for s in self.topo.land_seas.get(area_id, ()))
            if seas:
                lines.append(t("Board", "Borders: %1").replace("%1", ", ".join(seas)))
        else:
            for colour, kinds in sorted(self.position.units.get(area_id, {}).items()):
                lines.append(t("Board", "%1: %2 submarines").replace("%1", self.who(colour))
                             .replace("%2", str(kinds.get("sub", 0))))
        return "<br>".join(lines)
