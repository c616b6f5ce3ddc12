"""UI test fixtures: a main window per test (not shown: no painting cost), a dark desktop; the helpers
are in tests/helpers/window.py."""

from __future__ import annotations

import contextlib
import warnings
from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.window import close_window, open_window


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


@pytest.fixture
def win(qtbot) -> Iterator[MainWindow]:
    w = open_window()
    yield w
    close_window(w)


@pytest.fixture
def dark_palette(qapp) -> Iterator[None]:
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
