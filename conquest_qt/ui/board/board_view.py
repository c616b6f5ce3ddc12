"""BoardView: a QGraphicsView that scrolls around the globe without a seam.

The scene holds three copies of the board side by side. Whenever the centre of the view leaves
the middle copy it is moved back by exactly one board width; since the copies are identical
nothing on screen changes. Wheel zooms under the cursor, dragging pans, a click without drag
goes to the scene (a double click is two clicks). Keys: arrows pan, +/- zoom, 0 fits the board to the window.

Fit to window fills the viewport with the map: nearly the board's full height is shown and, in a window
narrower than the board, its sides are cropped (the board wraps around the Pacific, so the rest is
one drag away). Zooming out further shows the whole width of the world between margins.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QHelpEvent, QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QToolTip, QWidget

from conquest_qt.ui.board import board_style as st
from conquest_qt.ui.board.board_scene import BoardScene
from conquest_qt.ui.board.board_tiles import BoardTiles

DRAG_THRESHOLD = 5
MAX_ZOOM = 10.0  # relative to the whole board (min_scale)
FIT_FILL = 0.84  # the least share of the board pane's height the map takes at fit zoom
DIM_WARM_S = 0.008  # about what a step of making the veil's image of the viewport takes


class BoardView(QGraphicsView):
    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)  # the static board is cached in tiles
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().setMouseTracking(True)
        self._press: QPoint | None = None
        self._last: QPoint | None = None
        self._dragging = False
        self._fitted = True
        self._carry = QPointF()  # sub-pixel remainder of pans
        self._wrapping = False
        self.horizontalScrollBar().valueChanged.connect(self._recentre)
        self._fine = QTimer(self, singleShot=True, interval=80)  # repaint finely after zooming
        self._fine.timeout.connect(self._repaint_fine)
        self._fine_due = False  # zooming has stopped: go fine once the tiles and sprites are ready
        # (zoom, scene rect) whose marker images _warm_ahead has made: not looked over again at every turn
        self._markers_warm: tuple[float, tuple[float, float, float, float]] | None = None
        self.tiles = BoardTiles(self, scene)
        self.tiles.on_idle = self._warm_ahead
        self.tiles.on_complete = self._try_fine
        scene.landsChanged.connect(self._lands_changed)

    # ------------------------------------------------------------------ zoom and pan

    def fit_scale(self) -> float:
        """Pixels per board unit of fit to window: the map fills the board pane (issue 28: the board is the
        game). The whole width of the world when the pane is as wide as the board or wider; in a narrower
        pane the board is at least FIT_FILL of the pane's height tall (a band of open sea of at most
        (1 - FIT_FILL) / 2 above and below) and its sides are cropped: the board wraps around the Pacific,
        so what is cropped is one drag away. Never taller than the pane (nothing cropped at the poles)."""
        vp = self.viewport().rect()
        tall = vp.height() / self.board.height_units
        return min(tall, max(self.min_scale(), FIT_FILL * tall))

    def min_scale(self) -> float:
        """Pixels per board unit when the whole board fits the viewport (the farthest zoom out)."""
        vp = self.viewport().rect()
        return min(vp.width() / self.board.width_units, vp.height() / self.board.height_units)

    def zoom(self) -> float:
        return self.transform().m11()

    def fit_board(self) -> None:
        s = self.fit_scale()
        self.setTransform(self.transform().fromScale(s, s))
        self.centerOn(QPointF(self.board.width_units / 2, self.board.height_units / 2))
        self._fitted = True
        self._zoom_changed()

    def zoom_by(self, factor: float, anchor: QPoint | None = None, draft: bool = False) -> None:
        """Zoom keeping the scene point under `anchor` in place. With `draft` (wheel, keys) the
        board is painted quickly: the static board's missing tiles scaled from an older zoom and
        rendered finely a few at a time (board_tiles.py), the markers and overlays without
        antialiasing; all is repainted finely once zooming stops and the tiles are ready."""
        anchor = anchor if anchor is not None else self.viewport().rect().center()
        if draft:
            st.DRAFT[0] = True
            self.tiles.lazy = True
            self._fine_due = False
            self._fine.start()
            self.tiles.schedule(delay=True)
        before = self.mapToScene(anchor)
        lo, fit = self.min_scale(), self.fit_scale()
        s = min(max(self.zoom() * factor, lo), max(fit, lo * MAX_ZOOM))
        self.setTransform(self.transform().fromScale(s, s))
        after = self.mapToScene(anchor)
        self.pan_by_scene(before - after)
        self._fitted = abs(s - fit) < 1e-9
        self._zoom_changed()

    def zoom_in(self) -> None:
        self.zoom_by(1.25, draft=True)

    def zoom_out(self) -> None:
        self.zoom_by(0.8, draft=True)

    def zoom_on(self, rect: QRectF) -> None:
        """Show the scene rectangle `rect` (board units) as large as possible."""
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self._fitted = False
        self._zoom_changed()

    def pan_by_scene(self, delta: QPointF) -> None:
        s = self.zoom()
        self.pan_by_pixels(delta.x() * s, delta.y() * s)

    def pan_by_pixels(self, dx: float, dy: float) -> None:
        """Scroll by whole pixels (exact, no drift), then wrap around if needed."""
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        self._carry = QPointF(self._carry.x() + dx, self._carry.y() + dy)
        ix, iy = round(self._carry.x()), round(self._carry.y())
        self._carry -= QPointF(ix, iy)
        h.setValue(h.value() + ix)
        v.setValue(v.value() + iy)
        self._recentre()
        self.tiles.scrolled()

    def _repaint_fine(self) -> None:
        self._fine_due = True
        self._try_fine()

    def _try_fine(self) -> None:
        """Once zooming has stopped and the viewport's tiles and marker sprites are ready, repaint
        the markers and overlays finely (cheap: their images are ready)."""
        if not self._fine_due:
            return
        if self.tiles.pending() or self._warm_ahead(0.0):
            self.tiles.schedule()
            return
        self._fine_due = False
        st.DRAFT[0] = False
        self.tiles.lazy = False
        for item in self.scene().items():
            if item.isVisible():
                item.update()
        self.viewport().update()

    def fine_pending(self) -> bool:
        """Is the board still painted in draft, or about to be repainted finely?"""
        return st.DRAFT[0] or self._fine.isActive() or self._fine_due

    def _warm_ahead(self, deadline: float) -> bool:
        """Make the marker images of the viewport at the current zoom ahead of the fine repaint
        (while zooming the markers are drawn from images of a nearby zoom), then the image items' (the veil's,
        Risk's continent outlines: board_image_item.py), until
        `deadline` (time.perf_counter); True if some are left."""
        if not st.DRAFT[0]:
            return False
        area = self.mapToScene(self.viewport().rect()).boundingRect()
        done = (self.zoom(), area.getRect())
        if self._markers_warm != done:
            # looking all the markers over costs ~1 ms a copy: once per zoom and place, not at each turn of
            # the event loop while the image items are made (a marker changed meanwhile is drawn when painted)
            if any(item.warm(area, self.zoom(), deadline) for item in self.board.marker_items()):
                return True
            self._markers_warm = done
        viewport, ratio = QRectF(self.viewport().rect()), self.tiles.ratio()
        for item in self.board.image_items():
            world = item.sceneTransform() * self.viewportTransform()
            if not item.ready(world, viewport, ratio):
                if time.perf_counter() > deadline - DIM_WARM_S:  # (not begun late in a turn: no long stall)
                    return True
                item.warm(world, viewport, ratio, in_steps=True)
                if not item.ready(world, viewport, ratio):
                    return True
        return False

    def _lands_changed(self, cells: list[QRectF]) -> None:
        for r in self.tiles.update_lands(cells):
            self.viewport().update(r)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        self.tiles.paint(painter, rect)

    def _zoom_changed(self) -> None:
        self._markers_warm = None
        self.board.set_pixel_scale(self.zoom())
        self._recentre()

    def _recentre(self, *_: object) -> None:
        """Keep the view's centre inside the middle copy of the board (the wrap-around): move
        the scroll position by one board width, which shows exactly the same picture."""
        w = self.board.width_units
        cx = self.mapToScene(self.viewport().rect().center()).x()
        if 0.0 <= cx < w or self._wrapping:
            return
        bar = self.horizontalScrollBar()
        shift = w * self.zoom() * (-1 if cx >= w else 1)
        whole = round(shift)
        self._carry = QPointF(self._carry.x() + shift - whole, self._carry.y())
        self._wrapping = True  # (not blockSignals: the view itself listens to the scroll bar)
        try:
            bar.setValue(bar.value() + whole)
        finally:
            self._wrapping = False

    # ------------------------------------------------------------------ events

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._fitted:
            self.fit_board()
        else:
            self.zoom_by(1.0)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(1.2 ** steps, event.position().toPoint(), draft=True)
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._press = self._last = event.position().toPoint()
        self._dragging = False
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """The second press of a quick pair comes as a double click (no press before it): it is one
        more click like any other, so fast clicks that stack units are never lost."""
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        if self._press is not None and event.buttons():
            if not self._dragging and (pos - self._press).manhattanLength() >= DRAG_THRESHOLD:
                self._dragging = True
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            if self._dragging and self._last is not None:
                d = pos - self._last
                self.pan_by_pixels(-d.x(), -d.y())
            self._last = pos
        else:
            self.board.hover_at(self.mapToScene(pos))
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and not self._dragging:
            self.board.click_at(self.mapToScene(event.position().toPoint()), event.button())
        elif self._dragging:  # the hover stayed where the drag began: now it is what the pointer is on
            self.board.hover_at(self.mapToScene(event.position().toPoint()))
        self._press = self._last = None
        self._dragging = False
        self.viewport().unsetCursor()
        event.accept()

    def leaveEvent(self, event) -> None:
        self.board.hover_at(None)
        super().leaveEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.board.tooltip_at(self.mapToScene(event.pos()))
            if text:
                QToolTip.showText(event.globalPos(), text, self.viewport())
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        step = 0.15 * self.viewport().width()
        key = event.key()
        moves = {Qt.Key.Key_Left: (-step, 0), Qt.Key.Key_Right: (step, 0),
                 Qt.Key.Key_Up: (0, -step), Qt.Key.Key_Down: (0, step)}
        if key in moves:
            self.pan_by_pixels(*moves[key])
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif key == Qt.Key.Key_Minus:
            self.zoom_out()
        elif key == Qt.Key.Key_0:
            self.fit_board()
        else:
            super().keyPressEvent(event)
            return
        event.accept()
