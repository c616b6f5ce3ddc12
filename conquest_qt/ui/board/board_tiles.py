"""The board's static picture (base, lands, line work) cached in device-pixel tiles.

The view paints its background from these tiles, so a frame is a few blits per tile. A tile set
holds the tiles of one zoom (pixels per board unit) and sub-pixel phase, in a grid fixed to the
scene: scrolling by whole pixels reuses every tile. Each tile keeps the three layers apart, so an
owner change re-renders just that land's cells of the lands layer.

Zooming never renders the whole viewport at once: while the user zooms, a missing tile is drawn
from an older tile set scaled (the last complete zoom, or a small overview of the whole world),
and the tiles of the new zoom are rendered finely a few at a time in later turns of the event
loop, visible ones first from the centre out, and shown together once all are ready. Tiles are always
rendered finely (antialiased), so once complete the picture is the same as a synchronous one.
Outside of zooming (first frame, a resize, a scroll uncovering new tiles) missing tiles are
rendered at once, as before.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QPoint, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QImage, QPainter, QRegion, QTransform

from conquest_qt.ui.board import board_style as st

# pixels: a tile costs the vertices of the paths it touches as well as its pixels (tools/bench_zoom.py,
# first fine frame: 128 px 200 ms, 256 px 134, 384 px 115, 512 px 121-149)
TILE = 384
SYNC_LANDS = 6  # an owner change touching more tiles than this is re-rendered a few tiles per turn
BUDGET_S = 0.012  # rendering per turn of the event loop
OVERVIEW_PX = 960.0  # width in pixels of one board copy in the overview (fallback while zooming out)


class Tile:
    __slots__ = ("base", "lands", "lines", "_flat")

    def __init__(self) -> None:
        self.base = self.lands = self.lines = QImage()
        self._flat: QImage | None = None

    def flat(self) -> QImage:
        """The three layers in one image (drawn scaled while zooming)."""
        if self._flat is None:
            img = self.base.copy()
            p = QPainter(img)
            p.drawImage(0, 0, self.lands)
            p.drawImage(0, 0, self.lines)
            p.end()
            self._flat = img
        return self._flat

    def flattened(self) -> bool:
        return self._flat is not None

    def lands_changed(self) -> None:
        self._flat = None

    def keep_flat_only(self) -> None:
        """For a tile kept only to be drawn scaled while zooming: free the separate layers."""
        self.flat()
        self.base = self.lands = self.lines = QImage()


class TileSet:
    """The tiles of one zoom `s` and phase (fx, fy): tile (i, j) covers the pixels
    [i*TILE, (i+1)*TILE) x [j*TILE, (j+1)*TILE) of x*s + fx, y*s + fy (x, y in scene units).
    Pixels are the view's (logical) pixels; the images hold `ratio` device pixels for each, so
    the board is as crisp as the screen (a 2x screen: 512 x 512 images)."""

    def __init__(self, s: float, fx: float, fy: float, ratio: float = 1.0) -> None:
        self.s, self.fx, self.fy, self.ratio = s, fx, fy, ratio
        self.tiles: dict[tuple[int, int], Tile] = {}
        self.complete = False  # all tiles of the viewport were rendered at some point

    def key(self) -> tuple[float, float, float, float]:
        return _key(self.s, self.fx, self.fy, self.ratio)

    def scene_rect(self, i: int, j: int) -> QRectF:
        s = self.s
        return QRectF((i * TILE - self.fx) / s, (j * TILE - self.fy) / s, TILE / s, TILE / s)

    def indices(self, scene_rect: QRectF) -> list[tuple[int, int]]:
        """The tiles covering a scene rectangle."""
        s = self.s
        i0 = math.floor((scene_rect.left() * s + self.fx) / TILE)
        i1 = math.floor((scene_rect.right() * s + self.fx - 1e-6) / TILE)
        j0 = math.floor((scene_rect.top() * s + self.fy) / TILE)
        j1 = math.floor((scene_rect.bottom() * s + self.fy - 1e-6) / TILE)
        return [(i, j) for j in range(j0, j1 + 1) for i in range(i0, i1 + 1)]

    def transform(self, i: int, j: int) -> QTransform:
        """Scene units to the pixels of tile (i, j)."""
        return QTransform(self.s, 0, 0, self.s, self.fx - i * TILE, self.fy - j * TILE)


def _key(s: float, fx: float, fy: float, ratio: float) -> tuple[float, float, float, float]:
    return (round(s, 9), round(fx, 4), round(fy, 4), round(ratio, 3))


def _image(ratio: float = 1.0, fill: Qt.GlobalColor = Qt.GlobalColor.transparent) -> QImage:
    """A tile's image: TILE x TILE (logical) pixels of `ratio` device pixels each."""
    side = math.ceil(TILE * ratio)
    img = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(ratio)
    img.fill(fill)
    return img


def _painter(img: QImage, ts: TileSet, i: int, j: int) -> QPainter:
    p = QPainter(img)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    p.setTransform(ts.transform(i, j))
    return p


def render_tile(scene, ts: TileSet, i: int, j: int) -> Tile:  # a BoardScene
    """Render the three layers of one tile, finely (whatever st.DRAFT says)."""
    draft, st.DRAFT[0] = st.DRAFT[0], False
    try:
        # a pixel or two more than the tile, so nothing is cut short at its edges
        rect = ts.scene_rect(i, j).adjusted(*(v / ts.s for v in (-2, -2, 2, 2)))
        tile = Tile()
        for name, paint in (("base", scene.paint_base_layer), ("lands", scene.paint_lands_layer),
                            ("lines", scene.paint_lines_layer)):
            img = _image(ts.ratio)
            p = _painter(img, ts, i, j)
            paint(p, rect)
            p.end()
            setattr(tile, name, img)
        return tile
    finally:
        st.DRAFT[0] = draft


def rerender_lands(scene, ts: TileSet, i: int, j: int, tile: Tile, dirty: list[QRectF]) -> None:
    """Re-render the lands layer of a tile inside the (scene) rectangles `dirty` only."""
    to_px = ts.transform(i, j)
    region = QRegion()
    for r in dirty:
        region = region.united(QRegion(to_px.mapRect(r).toAlignedRect().intersected(QRect(0, 0, TILE, TILE))))
    if region.isEmpty():
        return
    draft, st.DRAFT[0] = st.DRAFT[0], False
    try:
        p = QPainter(tile.lands)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
        for r in region:
            p.fillRect(r, Qt.GlobalColor.transparent)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        p.setClipRegion(region)  # in pixels: set before the transform
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        p.setTransform(to_px)
        inverse = to_px.inverted()[0]
        rect = inverse.mapRect(QRectF(region.boundingRect())).adjusted(-1, -1, 1, 1)
        scene.paint_lands_layer(p, rect, dirty)
        p.end()
    finally:
        st.DRAFT[0] = draft


class BoardTiles(QObject):
    """The tile cache of one view: the current tile set, the last complete one and the overview,
    and the work of rendering missing tiles a few per turn of the event loop."""

    def __init__(self, view, scene) -> None:  # a BoardView and its BoardScene
        super().__init__(view)
        self.view, self.scene = view, scene
        self.current: TileSet | None = None
        self.previous: TileSet | None = None  # the last complete set: shown scaled while zooming
        self.overview = TileSet(OVERVIEW_PX / scene.width_units, 0.0, 0.0)  # 1x: only ever shown scaled
        self.lazy = False  # while zooming: draw missing tiles from older sets, render them later
        self.on_idle: Callable[[float], bool] | None = None  # more work once the tiles are done
        self.on_complete: Callable[[], None] | None = None  # the viewport's tiles are all rendered
        self._timer = QTimer(self, singleShot=True, interval=0)
        self._timer.timeout.connect(self._work)
        self._delay = QTimer(self, singleShot=True, interval=20)  # start after a burst of zoom steps
        self._delay.timeout.connect(self._timer.start)
        self._idle_done = False  # nothing left to render: the viewport, the ring around it, the overview
        self._dirty: dict[tuple[int, int], list[QRectF]] = {}  # tiles whose lands layer awaits a re-render

    # ------------------------------------------------------------------ state

    def sync(self) -> TileSet:
        """The tile set matching the view's current transform (a new one after a zoom)."""
        t = self.view.viewportTransform()
        s = t.m11()
        fx, fy = t.dx() - math.floor(t.dx()), t.dy() - math.floor(t.dy())
        ratio = self.ratio()
        cur = self.current
        if cur is None or cur.key() != _key(s, fx, fy, ratio):
            if cur is not None and cur.complete:
                cur.tiles = {ij: t for ij, t in cur.tiles.items() if t.flattened()}
                for t in cur.tiles.values():
                    t.keep_flat_only()
                self.previous = cur
            self.current = cur = TileSet(s, fx, fy, ratio)
            self._dirty = {}  # the new set's tiles are all rendered from the lands as they are now
            self._idle_done = False
        return cur

    def ratio(self) -> float:
        """Device pixels per pixel of the view's screen (2 on a 200 % screen)."""
        return self.view.viewport().devicePixelRatioF()

    def origin(self) -> QPoint:
        """Where the pixel (0, 0) of the current set is in the viewport."""
        t = self.view.viewportTransform()
        return QPoint(math.floor(t.dx()), math.floor(t.dy()))

    def visible(self, margin: int = 0) -> list[tuple[int, int]]:
        """Tiles of the current set covering the viewport (plus `margin` pixels), centre first."""
        ts = self.sync()
        vp = QRectF(self.view.viewport().rect()).adjusted(-margin, -margin, margin, margin)
        area = self.view.mapToScene(vp.toRect()).boundingRect()
        out = ts.indices(area)
        o = self.origin()
        c = QPointF(self.view.viewport().rect().center()) - QPointF(o)
        return sorted(out, key=lambda ij: math.hypot((ij[0] + 0.5) * TILE - c.x(), (ij[1] + 0.5) * TILE - c.y()))

    def pending(self) -> bool:
        """Are tiles of the viewport still to be rendered?"""
        ts = self.sync()
        return any(ij not in ts.tiles or ij in self._dirty for ij in self.visible())

    def schedule(self, delay: bool = False) -> None:
        if delay:
            self._timer.stop()
            self._delay.start()
        elif not self._delay.isActive():
            self._timer.start()

    def scrolled(self) -> None:
        """The view scrolled: render the ring of tiles around the new viewport ahead."""
        self._idle_done = False
        self.schedule()

    # ------------------------------------------------------------------ painting

    def paint(self, p: QPainter, exposed: QRectF) -> None:
        """Paint the scene rectangle `exposed` of the static board (p: the view's painter)."""
        ts = self.sync()
        o = self.origin()
        ids = ts.indices(exposed)
        missing = [ij for ij in ids if ij not in ts.tiles]
        p.save()
        if missing:
            # While zooming, any older picture will do; otherwise only this zoom's own tiles of the
            # neighbouring board copy (the view jumps a board width at the Pacific seam: the same
            # picture, at most a sub-pixel off until the exact tiles are rendered, a few per turn).
            drawn = len(missing)
            missing = self._paint_fallback(p, ts, missing, o, any_set=self.lazy)
            if len(missing) < drawn:
                self._idle_done = False
        p.setWorldTransform(QTransform())
        # whole-pixel blits: with the view's antialiasing hints on, Qt takes its slow image path (~6x)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        for ij in missing:  # no older picture for them (or not zooming): render them now
            ts.tiles[ij] = render_tile(self.scene, ts, *ij)
        for i, j in ids:
            tile = ts.tiles.get((i, j))
            if tile is not None:
                at = QPoint(i * TILE + o.x(), j * TILE + o.y())
                p.drawImage(at, tile.flat())  # made once (again after an owner change): one blit a frame
        p.restore()
        if not ts.complete and not self.pending():
            ts.complete = True
        if not self._timer.isActive() and not self._delay.isActive() and not self._idle_done:
            self._timer.start()  # the tiles around the viewport, the overview

    def _paint_fallback(self, p: QPainter, ts: TileSet, missing: list[tuple[int, int]], o: QPoint,
                        any_set: bool = True) -> list:
        """Fill missing tiles from the current set's tiles of a neighbouring board copy or (with
        `any_set`) an older set, scaled (for each tile the finest set covering it whole); returns
        the tiles no set covers."""
        w = self.scene.width_units
        groups: dict[tuple[int, int], list[tuple[int, int]]] = {}  # (set, copy) -> tiles
        left = []
        sets = (ts, self.previous, self.overview) if any_set else (ts,)
        for ij in missing:
            need = ts.scene_rect(*ij)
            for n, old in enumerate(sets):
                if old is None or (old is ts and n):
                    continue
                copies = (-1, 1) if old is ts else (0, -1, 1)  # the board copies are alike: any will do
                k = next((k for k in copies
                          if all(a in old.tiles for a in old.indices(need.translated(k * w, 0)))), None)
                if k is not None:
                    groups.setdefault((n, k), []).append(ij)
                    break
            else:
                left.append(ij)
        t = self.view.viewportTransform()
        for (n, k), tiles in groups.items():
            old = sets[n]
            assert old is not None
            clip = QRegion()
            ids: set[tuple[int, int]] = set()
            for i, j in tiles:
                clip = clip.united(QRegion(i * TILE + o.x(), j * TILE + o.y(), TILE, TILE))
                ids.update(old.indices(ts.scene_rect(i, j).translated(k * w, 0)))
            r = ts.s / old.s
            p.save()
            p.setWorldTransform(QTransform())
            p.setClipRegion(clip, Qt.ClipOperation.IntersectClip)
            p.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # no seams between scaled tiles
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            p.setWorldTransform(QTransform(r, 0, 0, r, t.dx() - old.fx * r - k * w * ts.s, t.dy() - old.fy * r))
            for a, b in ids:
                p.drawImage(QPointF(a * TILE, b * TILE), old.tiles[(a, b)].flat())
            p.restore()
        return left

    # ------------------------------------------------------------------ owner changes

    def update_lands(self, cells: list[QRectF]) -> list[QRect]:
        """Re-render the lands layer inside `cells` (scene rectangles, all copies) in the current
        set, forget the older sets' tiles there; returns the viewport rectangles to repaint."""
        if self.current is not None:
            touched = [ij for ij in {ij for c in cells for ij in self.current.indices(c)} if ij in self.current.tiles]
            if len(touched) <= SYNC_LANDS:  # a conquest or two: at once
                for ij in touched:
                    tile = self.current.tiles[ij]
                    rerender_lands(self.scene, self.current, *ij, tile, cells)
                    tile.lands_changed()
            else:  # many lands at once (the claims of a fast game): a few tiles per turn, the old picture meanwhile
                for ij in touched:
                    self._dirty.setdefault(ij, []).extend(cells)
        for ts in (self.previous, self.overview):
            if ts is not None:
                for ij in {ij for c in cells for ij in ts.indices(c)}:
                    ts.tiles.pop(ij, None)
        self._idle_done = False
        self.schedule()
        t = self.view.viewportTransform()
        return [t.mapRect(c).toAlignedRect().adjusted(-1, -1, 1, 1) for c in cells]

    # ------------------------------------------------------------------ background work

    def _work(self) -> None:
        """Render missing tiles for a few milliseconds, then give the event loop back: the
        viewport's tiles, then the caller's work (`on_idle`), then a ring of tiles around the
        viewport (for scrolling) and the overview."""
        deadline = time.perf_counter() + BUDGET_S
        ts = self.sync()
        o = self.origin()
        visible = self.visible()
        if self._dirty and self._redo_lands(ts, visible, deadline, o):
            self._timer.start()
            return
        # while zooming the viewport keeps the older picture until all its tiles are ready: then the
        # view repaints it all at once, finely (a repaint for each few tiles costs a fifth more)
        more = self._render(ts, [ij for ij in visible if ij not in ts.tiles], deadline, None if self.lazy else o)
        if not more:
            ts.complete = True
            more = self.on_idle is not None and self.on_idle(deadline)
            if not more and self.on_complete is not None:
                self.on_complete()
        if not more:
            ring = [ij for ij in self.visible(TILE // 2) if ij not in ts.tiles]
            w, h = self.scene.width_units, self.scene.height_units
            ov = self.overview
            every = ov.indices(QRectF(-0.2 * w, -0.4 * h, 1.4 * w, 1.8 * h))
            more = (self._render(ts, ring, deadline, None) or self._flatten(ts, deadline)
                    or self._render(ov, [ij for ij in every if ij not in ov.tiles], deadline, None))
        if more:
            self._timer.start()
        self._idle_done = not more

    def flush_lands(self) -> None:
        """Re-render every waiting lands layer now (before a picture of the board is taken)."""
        if self._dirty:
            ts = self.sync()
            self._redo_lands(ts, self.visible(), float("inf"), self.origin())

    def _redo_lands(self, ts: TileSet, visible: list[tuple[int, int]], deadline: float, o: QPoint) -> bool:
        """Re-render the lands layer of tiles whose lands changed (visible ones first) until the
        deadline, repainting each; True if some are left."""
        seen = set(visible)
        order = [ij for ij in visible if ij in self._dirty] + [ij for ij in self._dirty if ij not in seen]
        for n, ij in enumerate(order):
            if n and time.perf_counter() > deadline:
                return True
            cells = self._dirty.pop(ij)
            tile = ts.tiles.get(ij)
            if tile is not None:
                rerender_lands(self.scene, ts, *ij, tile, cells)
                tile.lands_changed()
                self.view.viewport().update(QRect(ij[0] * TILE + o.x(), ij[1] * TILE + o.y(), TILE, TILE))
        return False

    def _flatten(self, ts: TileSet, deadline: float) -> bool:
        """Each tile's layers in one image (one blit a frame; drawn scaled after the next zoom)."""
        for tile in ts.tiles.values():
            if not tile.flattened():
                if time.perf_counter() > deadline:
                    return True
                tile.flat()
        return False

    def _render(self, ts: TileSet, todo: list[tuple[int, int]], deadline: float, shown: QPoint | None) -> bool:
        """Render tiles until the deadline (repainting them in the viewport if `shown`, the set's
        origin there); True if some are left."""
        for n, ij in enumerate(todo):
            if n and time.perf_counter() > deadline:
                return True
            ts.tiles[ij] = render_tile(self.scene, ts, *ij)
            if ts is self.overview:
                ts.tiles[ij].keep_flat_only()
            if shown is not None:
                self.view.viewport().update(QRect(ij[0] * TILE + shown.x(), ij[1] * TILE + shown.y(), TILE, TILE))
        return False
