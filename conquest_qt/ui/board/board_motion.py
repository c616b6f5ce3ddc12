"""Unit moves slide across the board: a chip of the mover's colour travels from the origin's chips
to the destination's along the move arrow's curve (a transport: through the sea), easing in and out;
the destination's chips show the newcomers only once the chip has arrived.

`BoardMotion` listens to the game driver's `moved` / `transported` events. It never holds up the game:
each flight starts when its event arrives and runs on Qt's animation timer, so moves that come fast
(AI turns at the fast speed) overlap. While a flight is in the air the scene holds its units back
from the destination (BoardScene.hold); the origin shows their departure at once. Durations follow
the animation speed (MOTION_MS); "instant" (off) animates nothing and finishes flights in the air,
which is how the main window's skip (S) ends them.

A flight's chip exists in each copy of the board (the Pacific wrap-around, like the arrows); it is
drawn in pixels (ItemIgnoresTransformations) from the markers' image cache, so a frame repaints two
small rectangles per visible copy.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEasingCurve, QElapsedTimer, QObject, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from conquest_qt.ui.board import board_style as st
from conquest_qt.ui.board.board_markers import MarkerPainter, layout_scale
from conquest_qt.ui.board.board_position import ICONS

MOTION_MS: dict[str, int] = {"instant": 0, "fast": 180, "normal": 350, "slow": 600}  # speed -> ms a move
MAX_FLYING = 12  # more flights at once (a flood of fast moves): the oldest lands at once
LIFT = 0.12  # the chip grows by this much at the top of its flight
Hold = tuple[str, str, str, int]  # area, player, kind of unit, count


def held_position(pos: Any, holds: list[Hold]) -> Any:
    """`pos` (a BoardPosition) without the units still on their way (never below zero)."""
    units = dict(pos.units)
    for area, player, kind, n in holds:
        by = units[area] = dict(units.get(area, {}))
        kinds = dict(by.get(player, {}))
        left = kinds.get(kind, 0) - n
        if left > 0:
            kinds[kind] = left
        else:
            kinds.pop(kind, None)
        if kinds:
            by[player] = kinds
        else:
            by.pop(player, None)
    return type(pos)(owners=pos.owners, units=units, draw=pos.draw)


def bezier(a: QPointF, c: QPointF, b: QPointF, t: float) -> QPointF:
    return a * (1 - t) ** 2 + c * (2 * (1 - t) * t) + b * (t * t)


def arrow_control(a: QPointF, b: QPointF) -> QPointF:
    """The control point of the move arrow's curve from a to b (board_arrows.ArrowItem)."""
    d = b - a
    length = math.hypot(d.x(), d.y()) or 1.0
    return (a + b) / 2 + QPointF(-d.y() / length, d.x() / length) * (0.18 * length)


class SeaPoints:
    """Points well inside each sea (board units, middle copy), on a coarse grid: a transport's chip
    follows the arrow when the arrow's middle is at sea, else sails through the sea's point nearest
    to both coasts. Made once per sea from a small mask image."""

    STEP = 20.0  # board units per mask pixel
    INSET = 2  # mask pixels of sea required around a point

    def __init__(self, geo: Any) -> None:
        self.geo = geo
        self._cells: dict[str, set[tuple[int, int]]] = {}

    def cells(self, sea: str) -> set[tuple[int, int]]:
        if sea not in self._cells:
            self._cells[sea] = self._make(sea)
        return self._cells[sea]

    def _make(self, sea: str) -> set[tuple[int, int]]:
        k = self.STEP
        w, h = math.ceil(self.geo.width / k), math.ceil(self.geo.height / k)
        img = QImage(w, h, QImage.Format.Format_Grayscale8)
        img.fill(0)
        p = QPainter(img)
        p.scale(1 / k, 1 / k)
        p.fillPath(st.polygons_path(self.geo.areas[sea].polygons), QColor(255, 255, 255))
        p.end()
        r = self.INSET
        inside = [[img.pixelColor(x, y).value() > 127 for x in range(w)] for y in range(h)]
        return {(x, y) for y in range(r, h - r) for x in range(w)
                if all(inside[y + dy][(x + dx) % w] for dy in (-r, 0, r) for dx in (-r, 0, r))}

    def at_sea(self, sea: str, pt: QPointF) -> bool:
        n = math.ceil(self.geo.width / self.STEP)
        return (int(pt.x() // self.STEP) % n, int(pt.y() // self.STEP)) in self.cells(sea)

    def via(self, sea: str, a: QPointF, b: QPointF) -> QPointF | None:
        """None when the arrow from a to b is at sea half-way, else the point of `sea` (in the copy
        nearest to a and b) with the shortest way a -> it -> b (ties: the nearest to the arrow)."""
        mid = bezier(a, arrow_control(a, b), b, 0.5)
        if self.at_sea(sea, mid):
            return None
        w, k = self.geo.width, self.STEP
        best, best_d = None, math.inf
        for cx, cy in self.cells(sea):
            x, y = (cx + 0.5) * k, (cy + 0.5) * k
            for dx in (-w, 0.0, w):
                d = (math.hypot(x + dx - a.x(), y - a.y()) + math.hypot(x + dx - b.x(), y - b.y())
                     + 0.25 * math.hypot(x + dx - mid.x(), y - mid.y()))
                if d < best_d:
                    best, best_d = QPointF(x + dx, y), d
        return best


class MotionToken(QGraphicsItem):
    """One copy of a flying chip: the board's unit chip ([icon n] in the mover's colour), drawn in
    pixels, lifted a little (larger, with a longer shadow) at the top of its flight."""

    def __init__(self, painter: MarkerPainter, rows: list, grow: float) -> None:
        super().__init__()
        self._m = painter
        self._spec = painter.chips_spec(rows)
        self.grow, self.lift = grow, 0.0
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(9)  # above the markers (7) and the arrows (8)
        self._bounds = QRectF()
        self._resize()

    def _resize(self) -> None:
        b = self._spec[1]
        s = self.grow * (1 + LIFT)
        self._bounds = QRectF(b.left() * s - 3, b.top() * s - 8, b.width() * s + 13, b.height() * s + 17)

    def set_state(self, grow: float, lift: float) -> None:
        grow = round(grow, 2)
        if grow != self.grow:
            self.prepareGeometryChange()
            self.grow = grow
            self._resize()
        if abs(lift - self.lift) > 1e-3:
            self.lift = lift
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        key, bounds, draw = self._spec
        g, lift = self.grow, self.lift
        chip = QRectF(bounds.left() * g + 3, bounds.top() * g + 2, (bounds.width() - 6) * g, (bounds.height() - 5) * g)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        shadow = chip.translated(1.2 + 2.3 * lift, 1.5 + 3 * lift)  # on the paper, farther when lifted
        r = 5 * g
        for grow_px, alpha in ((1.2, 14 + 10 * lift), (0.0, 22 + 16 * lift)):  # a soft edge
            p.setBrush(QColor(40, 30, 20, round(alpha)))
            p.drawRoundedRect(shadow.adjusted(-grow_px, -grow_px, grow_px, grow_px), r + grow_px, r + grow_px)
        p.save()
        p.translate(0, -3 * lift)
        p.scale(1 + LIFT * lift, 1 + LIFT * lift)
        self._m.sprite(p, key, bounds, draw, g)
        p.restore()


class Flight:
    """One move in the air: its chips (one per copy of the board) and when it set off."""

    def __init__(self, motion: BoardMotion, ev: dict[str, Any], ms: int) -> None:
        scene = motion.scene
        self.motion, self.ms, self.start = motion, ms, motion.now()
        self.src, self.dst, self.player = ev["from"], ev["to"], ev["player"]
        n = int(ev.get("count", 0))
        kind = "land" if ev["type"] == "transported" else ev.get("kind", "land")
        self.hold: Hold = (self.dst, self.player, kind, n)
        a, b = scene._arrow_ends(self.src, self.dst, 0.0)
        self.via = motion.seas.via(ev["sea"], a, b) if ev["type"] == "transported" and ev.get("sea") else None
        icon = ICONS.get(scene.position.draw.get(kind, ""), "tank")
        rows = [(st.owner_style(self.player, scene.colour_blind), [(icon, n)])]
        grow = layout_scale(scene._px, scene.geo.width)[0]
        self.tokens = [MotionToken(scene.marks.painter, rows, grow) for _ in scene.offsets]
        for token in self.tokens:
            scene.addItem(token)
        self.t = 0.0
        self.place(0.0)

    def progress(self, now: float) -> float:
        return min(1.0, max(0.0, (now - self.start) / self.ms)) if self.ms > 0 else 1.0

    def seek(self, progress: float) -> None:
        """Jump to a point of the flight (0..1 of its time; tests, frames)."""
        self.start = self.motion.now() - progress * self.ms
        self.place(self.motion.easing.valueForProgress(progress))

    def point(self, t: float) -> QPointF:
        """Where the chip is at t (0..1 of the way) in the middle copy's frame (x may pass its edges)."""
        a, b = self.motion.scene._arrow_ends(self.src, self.dst, 0.0)  # the chips' places at this zoom
        if self.via is None:
            return bezier(a, arrow_control(a, b), b, t)
        return bezier(a, self.via * 2 - (a + b) / 2, b, t)  # through the sea point at t = 1/2

    def place(self, t: float) -> None:
        self.t = t
        scene = self.motion.scene
        pt = self.point(t)
        grow = layout_scale(scene._px, scene.geo.width)[0]
        lift = math.sin(math.pi * min(1.0, max(0.0, t)))
        for dx, token in zip(scene.offsets, self.tokens, strict=True):
            token.set_state(grow, lift)
            token.setPos(pt.x() + dx, pt.y())

    def remove(self) -> None:
        for token in self.tokens:
            if token.scene() is not None:
                token.scene().removeItem(token)
        self.tokens = []


class BoardMotion(QObject):
    """Animates the moves of a game session on a BoardScene (the board's one writer, `show_position`,
    draws the position; the flights hold the newcomers back until they land).
    One endless QVariantAnimation is the clock of all flights (Qt's animation timer, ~60 frames a
    second); it runs only while something is in the air."""

    idle = Signal()  # the last flight landed: nothing moves on the board any more

    def __init__(self, scene: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.ms = MOTION_MS["normal"]
        self.flights: list[Flight] = []
        self.session: Any = None
        self.show_position: Callable[[], None] | None = None
        self.seas = SeaPoints(scene.geo)
        self.easing = QEasingCurve(QEasingCurve.Type.InOutCubic)
        self._fresh = False  # events came since the last state change (else: an undo, a load)
        self._elapsed = QElapsedTimer()
        self._elapsed.start()
        self.clock = QVariantAnimation(self)
        self.clock.setStartValue(0.0)
        self.clock.setEndValue(1.0)
        self.clock.setDuration(1000)
        self.clock.setLoopCount(-1)
        self.clock.valueChanged.connect(self.tick)

    def now(self) -> float:
        return float(self._elapsed.elapsed())

    def bind(self, session: Any, show_position: Callable[[], None] | None = None) -> None:
        """Follow a game session's moves (None: stop, landing every flight). `show_position` is the
        board's one writer (the turn controller's): it draws the position with the moves made."""
        self.finish()
        if self.session is not None:
            for sig, slot in ((self.session.driver.eventsApplied, self._on_events),
                              (self.session.driver.stateChanged, self._on_state)):
                with contextlib.suppress(RuntimeError, TypeError):
                    sig.disconnect(slot)
        self.session = session
        self.show_position = show_position
        if session is not None:
            session.driver.eventsApplied.connect(self._on_events)
            session.driver.stateChanged.connect(self._on_state)

    def set_speed(self, key: str) -> None:
        """The animation speed ("instant", "fast", "normal", "slow"); instant lands every flight now."""
        self.ms = MOTION_MS.get(key, MOTION_MS["normal"])
        if self.ms <= 0:
            self.finish()

    def finish(self) -> None:
        """Land every flight at once (skip, speed off, the session ends)."""
        flights, self.flights = self.flights, []
        self.clock.stop()
        for f in flights:
            f.remove()
            self.scene.release(f.hold)
        if flights:
            self.idle.emit()

    def active(self) -> bool:
        return bool(self.flights)

    def tick(self, *_: object) -> None:
        """A frame: every flight a step on (eased), those arrived land."""
        now = self.now()
        for f in list(self.flights):
            p = f.progress(now)
            f.place(self.easing.valueForProgress(p))
            if p >= 1.0:
                self.landed(f)
        if not self.flights:
            self.clock.stop()

    def _on_state(self) -> None:
        if not self._fresh:
            self.finish()  # the position changed without moves (undo): chips in the air would lie
        self._fresh = False

    def _on_events(self, events: list) -> None:
        self._fresh = True
        moves = [ev for ev in events if ev.get("type") in ("moved", "transported")]
        if not moves or self.ms <= 0 or self.session is None or self.show_position is None:
            return
        if not any(v.isVisible() for v in self.scene.views()):
            return  # nobody sees the board (the hand-over screen, tests): nothing to animate
        for ev in moves:
            try:
                flight = Flight(self, ev, self.ms)
            except (KeyError, TypeError, ValueError):
                continue  # an event the board does not know (never in a real game)
            self.flights.append(flight)
            self.scene.hold(flight.hold, update=False)
        # the position with the moves made (the turn controller's own refresh may come later),
        # the newcomers held back at their destination until they land
        self.show_position()
        while len(self.flights) > MAX_FLYING:
            self.landed(self.flights[0])
        if self.flights and self.clock.state() != QVariantAnimation.State.Running:
            self.clock.start()

    def landed(self, flight: Flight) -> None:
        if flight in self.flights:
            self.flights.remove(flight)
            flight.remove()
            self.scene.release(flight.hold)
            if not self.flights:
                self.idle.emit()
