"""UI test helpers: the main window the UI tests play in, a scripted-play loop, a board view on screen,
clicks as a mouse gives them, and looks at what was painted."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPoint, Qt, QThreadPool, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.ui.board.board_scene import BoardScene
from conquest_qt.ui.board.board_view import BoardView
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.scripted import ScriptedHuman


def shown_board_view(qtbot, width: int, height: int) -> BoardView:
    """A board view of that size on screen, fitted (held by its fixture until teardown: see the
    work-around in tests/ui/conftest.py)."""
    v = BoardView(BoardScene())
    qtbot.addWidget(v)
    v.resize(width, height)
    v.show()
    qtbot.waitExposed(v)
    v.fit_board()
    return v


def open_window() -> MainWindow:
    w = MainWindow()  # not qtbot.addWidget: its close would run before close_window()
    w.resize(1600, 960)  # the size the UI tests are written for (the offscreen screen is only 800x800)
    w.set_speed("instant")
    w.handover.guard_ms = 0  # scripted players confirm at once (test_hotseat tests the guard time)
    return w


def close_window(w: MainWindow) -> None:
    """End the game, close without questions, and wait for AI threads."""
    w.end_session()
    if w.saves is not None:
        w.saves.clear_game()  # nothing unsaved: closing the window asks no question
    w.close()
    w.deleteLater()
    QThreadPool.globalInstance().waitForDone(10000)


def timers_due_run(qtbot, ms: int) -> None:
    """Run the event loop until every timer due within `ms` from now has fired (or found its owner gone): a
    precise timer started now for `ms` fires after them, as Qt fires due timers in the order of their
    deadlines. For a test that something scheduled must *not* happen: qtbot.wait(ms) ends after `ms` of
    wall-clock time however little the event loop ran meanwhile (on a busy machine, before those timers)."""
    fired: list[bool] = []
    last = QTimer()
    last.setTimerType(Qt.TimerType.PreciseTimer)
    last.setSingleShot(True)
    last.timeout.connect(lambda: fired.append(True))
    last.start(ms)
    qtbot.waitUntil(lambda: bool(fired), timeout=ms + 60000)


def workers_done(timeout_ms: int = 60000) -> None:
    """Every task of the global thread pool (AI decisions, hints) has finished and what it sent back (queued
    signals) has reached the UI thread: a test that a late answer is dropped then sees it come, however long
    the worker took on this machine (a fixed wait proves nothing when the worker is slower)."""
    assert QThreadPool.globalInstance().waitForDone(timeout_ms), "a worker did not finish"
    QCoreApplication.processEvents()


def setup_of(humans: list[str], ais: list[str], level: str = "random", target: int = 10, cap: int = 40,
             seed: int = 3) -> GameSetup:
    seats = [Seat(c, c.capitalize(), True) for c in humans] + [Seat(c, "AI " + c, False, level) for c in ais]
    return GameSetup(tuple(seats), Options(target_areas=target, round_cap=cap), seed)


def drive(win: MainWindow, until: Callable[[], bool], timeout: float = 120.0,
          on_ready: Callable[[ScriptedHuman], None] | None = None, human: ScriptedHuman | None = None) -> ScriptedHuman:
    """Let the AIs play and the scripted human answer through the UI until `until()` holds."""
    human = human or ScriptedHuman(win)
    end = time.monotonic() + timeout
    while not until():
        assert time.monotonic() < end, "the game did not get there in time"
        QCoreApplication.processEvents()
        if human.ready():
            if on_ready is not None:
                on_ready(human)
            if until():
                break
            human.step()
        else:
            time.sleep(0.001)
    return human



def is_paper(c: QColor) -> bool:
    """Warm and light, like the board's paper (#eadfc4) — not Qt's neutral grey, not a dark theme."""
    return c.red() > 170 and c.red() - c.blue() > 20 and c.green() - c.blue() > 8


def settle(widget: QWidget) -> QImage:
    """The widget's picture once pending events (layouts, paints) have run."""
    for _ in range(5):
        QCoreApplication.processEvents()
    return widget.grab().toImage()


def press_release(view: BoardView, pos: QPoint, gap_ms: int) -> None:
    """A click through the window, as a mouse gives it: Qt's own double-click detection sees the
    timestamps, so the second press of a quick pair arrives as a double click."""
    window = view.window().windowHandle()
    at = view.viewport().mapTo(view.window(), pos)
    QTest.mousePress(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at, gap_ms)
    QTest.mouseRelease(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at, 10)
