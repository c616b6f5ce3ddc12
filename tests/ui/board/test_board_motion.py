"""Unit moves slide across the board (board_motion.py): a chip flies, lands, and the destination updates."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGraphicsItem

from conquest_qt.ui.board.board_host import position_from
from conquest_qt.ui.board.board_motion import MOTION_MS, BoardMotion, MotionToken, held_position
from conquest_qt.ui.board.board_position import BoardPosition
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.game import by_kind
from tests.helpers.window import drive, setup_of, shown_board_view


class _Driver(QObject):
    eventsApplied = Signal(list)
    stateChanged = Signal()


class _Session:
    """What BoardMotion uses of a GameSession: the driver's signals and the public position."""

    def __init__(self, units: dict[str, Any], subs: dict[str, Any] | None = None) -> None:
        self.driver = _Driver()
        table = {a: {c: by_kind(v) for c, v in by.items()} for a, by in units.items()}
        table.update({sea: {c: {"sub": n} for c, n in by.items()} for sea, by in (subs or {}).items()})
        self.pub = {"options": {"ruleset": "conquest"},
                    "owners": {"paris": "red", "berlin": "red", "anchorage": "blue", "vladivostok": "blue",
                               "tokyo": "green", "los_angeles": "yellow"},
                    "units": table}

    def public(self) -> dict[str, Any]:
        return self.pub


def _tokens(scene) -> list[MotionToken]:
    return [i for i in scene.items() if isinstance(i, MotionToken)]


def _board(qtbot, speed: str = "normal"):
    view = shown_board_view(qtbot, 1000, 600)
    scene = view.board
    before = _Session({"paris": {"red": [5, 1]}, "berlin": {"red": [2, 0]}, "anchorage": {"blue": [1, 3]}})
    scene.set_position(position_from(before.pub))
    motion = BoardMotion(scene)
    motion.set_speed(speed)
    return view, scene, motion


MOVE = {"type": "moved", "player": "red", "kind": "land", "from": "paris", "to": "berlin", "count": 3}
AFTER = {"paris": {"red": [2, 1]}, "berlin": {"red": [5, 0]}, "anchorage": {"blue": [1, 3]}}


def test_a_move_flies_then_the_destination_shows_it(qtbot) -> None:
    view, scene, motion = _board(qtbot)
    session = _Session(AFTER)
    motion.bind(session, lambda: scene.set_position(position_from(session.public())))
    session.driver.eventsApplied.emit([MOVE])
    tokens = _tokens(scene)
    assert len(tokens) == len(scene.offsets)  # one per copy of the board (the wrap-around)
    token = tokens[0]
    assert token.flags() & QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations
    assert token.zValue() > max(item.zValue() for item in scene.marker_items())
    r = token.boundingRect()
    assert r.width() < 120 and r.height() < 60  # a frame repaints small rectangles only
    assert scene.position.units["berlin"]["red"] == by_kind([5, 0])  # the game's position: the move is made
    assert scene.position.units["paris"]["red"] == by_kind([2, 1])
    assert scene.shown.units["berlin"]["red"] == by_kind([2, 0])  # ... but Berlin shows the newcomers on arrival
    assert [n for _, n in scene.marks.chips["berlin"][0][1]] == [2]
    assert scene.shown.units["paris"]["red"] == by_kind([2, 1])  # Paris shows them gone at once
    assert motion.flights[0].ms == MOTION_MS["normal"] and motion.clock.state() == motion.clock.State.Running
    qtbot.waitUntil(lambda: not motion.active(), timeout=3000)
    assert not _tokens(scene) and motion.clock.state() == motion.clock.State.Stopped
    assert scene.shown.units["berlin"]["red"] == by_kind([5, 0])
    assert [n for _, n in scene.marks.chips["berlin"][0][1]] == [5]


def test_the_chip_follows_the_arrow_and_eases(qtbot) -> None:
    view, scene, motion = _board(qtbot, "slow")
    session = _Session(AFTER)
    motion.bind(session, lambda: scene.set_position(position_from(session.public())))
    session.driver.eventsApplied.emit([MOVE])
    flight = motion.flights[0]
    a, b = scene._arrow_ends("paris", "berlin", 0.0)
    assert flight.point(0.0) == a and flight.point(1.0) == b
    flight.seek(0.1)  # eased: slow at the start
    assert flight.t < 0.05
    flight.seek(0.5)
    token = flight.tokens[1]  # the middle copy
    assert abs(token.pos().x() - flight.point(0.5).x()) < 1e-6
    frame = view.viewport().grab()  # paints mid-flight without trouble
    assert not frame.isNull()
    motion.finish()


def test_speed_off_animates_nothing(qtbot) -> None:
    view, scene, motion = _board(qtbot, "instant")
    session = _Session(AFTER)
    motion.bind(session, lambda: scene.set_position(position_from(session.public())))
    session.driver.eventsApplied.emit([MOVE])
    assert not motion.active() and not _tokens(scene) and not scene._holds


def test_skip_lands_every_flight_at_once(qtbot) -> None:
    view, scene, motion = _board(qtbot, "slow")
    session = _Session(AFTER)
    motion.bind(session, lambda: scene.set_position(position_from(session.public())))
    session.driver.eventsApplied.emit([MOVE, dict(MOVE, kind="air", count=1, to="berlin")])
    assert len(motion.flights) == 2
    motion.set_speed("instant")  # the main window's skip (S) switches to instant
    assert not motion.active() and not _tokens(scene)
    assert scene.shown == scene.position


def test_an_undo_lands_the_flights(qtbot) -> None:
    view, scene, motion = _board(qtbot, "slow")
    session = _Session(AFTER)
    motion.bind(session, lambda: scene.set_position(position_from(session.public())))
    session.driver.eventsApplied.emit([MOVE])
    session.driver.stateChanged.emit()  # the move's own state change: still in the air
    assert motion.active()
    session.driver.stateChanged.emit()  # a state change without events: an undo
    assert not motion.active() and not _tokens(scene)


def test_across_the_pacific_the_short_way(qtbot) -> None:
    view, scene, motion = _board(qtbot)
    session = _Session({"anchorage": {"blue": [1, 1]}, "vladivostok": {"blue": [0, 2]}})
    motion.bind(session, lambda: scene.set_position(position_from(session.public())))
    session.driver.eventsApplied.emit([{"type": "moved", "player": "blue", "kind": "air", "from": "anchorage",
                                        "to": "vladivostok", "count": 2}])
    flight = motion.flights[0]
    a, b = flight.point(0.0), flight.point(1.0)
    w = scene.geo.width
    assert abs(b.x() - a.x()) < w / 2  # westwards over the Bering Sea, not across the world
    mid = flight.point(0.5)
    assert b.x() < mid.x() < a.x()
    flight.place(0.5)
    xs = sorted(t.pos().x() for t in flight.tokens)
    assert [round(x - xs[0]) for x in xs] == [0, round(w), round(2 * w)]  # a chip in each copy
    motion.finish()


def test_a_transport_sails_through_its_sea(qtbot) -> None:
    view, scene, motion = _board(qtbot)
    session = _Session({"anchorage": {"blue": [0, 3]}, "vladivostok": {"blue": [1, 0]}})
    motion.bind(session, lambda: scene.set_position(position_from(session.public())))
    session.driver.eventsApplied.emit([{"type": "transported", "player": "blue", "sea": "arctic_ocean",
                                        "from": "anchorage", "to": "vladivostok", "count": 1}])
    flight = motion.flights[0]
    assert flight.via is not None and motion.seas.at_sea("arctic_ocean", flight.point(0.5))
    assert abs(flight.point(0.5).x() - flight.point(0.0).x()) < scene.geo.width / 2  # the short way too
    motion.finish()
    # across the open Pacific the arrow itself is at sea: the chip follows it
    assert motion.seas.via("north_pacific", *scene._arrow_ends("tokyo", "los_angeles", 0.0)) is None


def test_held_position_never_goes_below_zero() -> None:
    pos = BoardPosition(owners={}, units={"berlin": {"red": {"land": 1}}, "north_atlantic": {"red": {"sub": 1}}})
    held = held_position(pos, [("berlin", "red", "land", 3), ("north_atlantic", "red", "sub", 2)])
    assert "red" not in held.units["berlin"] and "red" not in held.units["north_atlantic"]
    assert pos.units["berlin"]["red"] == {"land": 1}  # the position itself is untouched


def test_a_game_with_moves_animated(win: MainWindow, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """AI moves and a scripted human's clicks while chips are in the air: nothing waits, nothing stays.
    Until the skip a chip takes a minute to land, so that moves overlap in the air however fast or slow the
    machine plays them (with 180 ms flights, a busy machine made fewer than three moves in that time)."""
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    fast = MOTION_MS["fast"]
    monkeypatch.setitem(MOTION_MS, "fast", 60_000)
    win.set_speed("fast")
    session = win.start_session(setup_of(["red"], ["blue", "green", "yellow"], target=10, cap=8, seed=5))
    session.driver.ai_delay_ms = 0  # the AIs play at once: many moves overlap in the air
    seen = {"max": 0, "skipped": False}

    def until() -> bool:
        seen["max"] = max(seen["max"], len(win.motion.flights))
        if seen["max"] >= 3 and not seen["skipped"]:
            seen["skipped"] = True
            MOTION_MS["fast"] = fast  # after the skip (until the human's next decision) flights land by themselves
            win.skip_animation()
            assert not win.motion.active() and not _tokens(win.scene)
        return session.over

    drive(win, until, timeout=240)
    assert seen["max"] >= 3
    qtbot.waitUntil(lambda: not win.motion.active(), timeout=3000)
    assert not _tokens(win.scene) and not win.scene._holds
    qtbot.waitUntil(lambda: win.scene.position == position_from(session.public()), timeout=3000)
    assert win.scene.shown == win.scene.position
