"""UI test helpers: a main window per test (not shown: no painting cost), a scripted-play loop."""

from __future__ import annotations

import contextlib
import time
import warnings
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QThreadPool
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from conquest_qt.engine.options import Options
from conquest_qt.ui.board.board_scene import BoardScene
from conquest_qt.ui.board.board_view import BoardView
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.window.main_window import MainWindow
from conquest_qt.ui.window.scripted import ScriptedHuman


@pytest.fixture(autouse=True)
def _guard_deleted_board_views(qapp) -> Iterator[None]:
    """Work-around (board tests): a BoardView deleted after its test destroys its unparented scene,
    whose destructor scrolls the dying view and calls its Python slot -> segfault in whatever test
    spins the event loop next. Disconnecting that slot once the test is over avoids it."""
    yield
    for w in QApplication.allWidgets():
        if type(w).__name__ == "BoardView" and w.window() is w:
            with contextlib.suppress(RuntimeError, TypeError), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                w.horizontalScrollBar().valueChanged.disconnect()


def shown_board_view(qtbot, width: int, height: int) -> BoardView:  # noqa: ANN001
    """A board view of that size on screen, fitted (held by its fixture until teardown: see the
    work-around above)."""
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


@pytest.fixture
def win(qtbot) -> Iterator[MainWindow]:
    w = open_window()
    yield w
    close_window(w)


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


@pytest.fixture
def dark_palette(qapp) -> Iterator[None]:  # noqa: ANN001
    """A dark desktop: light text on dark windows and bases (themed screens must stay readable)."""
    old = qapp.palette()
    pal = QPalette()
    for role, colour in ((QPalette.ColorRole.Window, "#202124"), (QPalette.ColorRole.WindowText, "#f0f0f0"),
                         (QPalette.ColorRole.Base, "#101010"), (QPalette.ColorRole.Text, "#f0f0f0"),
                         (QPalette.ColorRole.Button, "#303134"), (QPalette.ColorRole.ButtonText, "#f0f0f0")):
        pal.setColor(role, QColor(colour))
    qapp.setPalette(pal)
    yield
    qapp.setPalette(old)


def is_paper(c: QColor) -> bool:
    """Warm and light, like the board's paper (#eadfc4) — not Qt's neutral grey, not a dark theme."""
    return c.red() > 170 and c.red() - c.blue() > 20 and c.green() - c.blue() > 8


def settle(widget: QWidget) -> QImage:
    """The widget's picture once pending events (layouts, paints) have run."""
    for _ in range(5):
        QCoreApplication.processEvents()
    return widget.grab().toImage()
