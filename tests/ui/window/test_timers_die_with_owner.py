"""Every timer and queued call dies with its owner (issue 12.2): a window deleted while a game-over or a
fit-the-board timer is pending runs nothing of it (pytest-qt fails a test on an exception in the event
loop, and on a Qt warning: pyproject's qt_log_level_fail)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import shiboken6
from PySide6.QtCore import QThreadPool

from conquest_qt.ui.window.main_window import MainWindow
from tests.conftest import ROOT
from tests.helpers.window import open_window, setup_of, timers_due_run


def _delete(w: MainWindow) -> None:
    w.end_session()
    if w.saves is not None:
        w.saves.clear_game()
    w.close()
    QThreadPool.globalInstance().waitForDone(10000)
    shiboken6.delete(w)


def test_game_over_page_timer_dies_with_the_window(qtbot) -> None:
    w = open_window()
    w.start_session(setup_of(["red"], ["black", "blue", "green"]))
    qtbot.wait(50)
    w.spectator = False  # a human's game: the game-over page comes after a pause
    w._on_finished("red")
    _delete(w)
    timers_due_run(qtbot, 1300)  # longer than the pause: the stack it would switch is gone


def test_fit_board_timer_dies_with_the_window(qtbot) -> None:
    w = open_window()
    w.start_session(setup_of([], ["red", "black", "blue", "green"]))
    _delete(w)  # before the event loop ran the window's fit-the-board call
    timers_due_run(qtbot, 50)


def test_every_single_shot_names_its_context_object() -> None:
    """QTimer.singleShot(ms, callable) outlives its owner; singleShot(ms, context, callable) does not."""
    bare = []
    for path in sorted((ROOT / "conquest_qt").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "singleShot" and len(node.args) < 3):
                bare.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert bare == []


def test_qt_warnings_and_event_loop_exceptions_fail_a_test(tmp_path: Path) -> None:
    """The project's pytest settings turn both into failures, so this class of bug cannot come back unseen."""
    (tmp_path / "test_inner.py").write_text(
        "from PySide6.QtCore import QTimer, qWarning\n\n"
        "def test_warns(qapp):\n    qWarning('a Qt warning')\n\n"
        "def test_raises_in_the_event_loop(qapp, qtbot):\n"
        "    QTimer.singleShot(0, qapp, lambda: 1 / 0)\n    qtbot.wait(20)\n\n"
        "def test_quiet(qtbot):\n    qtbot.wait(1)\n")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-c",
                           str(ROOT / "pyproject.toml"), "--rootdir", str(tmp_path), str(tmp_path)],
                          capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert "2 failed, 1 passed" in proc.stdout, proc.stdout[-2000:]
