"""Issue 19 (start in a blink): the start screen comes up without the AIs, the engine's heavy parts
and the board; the game page is built behind the first paint in short steps, or at once when needed."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from conquest_qt.ui.board.slices import Slices
from conquest_qt.ui.window.main_window import MainWindow
from tests.conftest import ROOT

# what the first window must not pay for: the AIs, the engine, the board scene and its drawing, the game panels
HEAVY = ("conquest_qt.ai", "conquest_qt.ui.board.board_scene", "conquest_qt.ui.board.board_layers",
         "conquest_qt.ui.board.board_view",
         "conquest_qt.ui.game.session", "conquest_qt.ui.game.turn_controller", "conquest_qt.ui.panels.decision_panel",
         "conquest_qt.board.geometry", "conquest_qt.board.topology", "conquest_qt.engine.rulesets.conquest.game")

PROBE = """
import json, sys
from conquest_qt.ui.window import launch
app = launch.make_app()
launch.install_language(app, "en")
win = launch.MainWindow()  # built, not shown: nothing has painted yet
print(json.dumps({"modules": sorted(sys.modules), "built": getattr(win, "game_built", True)}))
"""


def test_the_start_screen_imports_no_ai_board_or_game_panels() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120, check=True).stdout
    report = json.loads(out.strip().splitlines()[-1])
    loaded = [m for m in report["modules"] if m.startswith(HEAVY)]
    assert loaded == []
    assert report["built"] is False


def test_the_game_page_is_built_on_first_use(qtbot) -> None:
    win = MainWindow()
    qtbot.addWidget(win)
    assert not win.game_built and "scene" not in win.__dict__
    scene = win.scene  # reading a part of the game page builds all of it
    assert win.game_built and win.__dict__["scene"] is scene
    assert win.stack.indexOf(win.game_page) > 0 and win.stack.indexOf(win.game_over) > 0
    assert win.view.scene() is scene and win.motion.scene is scene
    assert win.stack.currentWidget() is win.start_screen


def test_the_game_page_is_built_behind_the_first_paint(qtbot) -> None:
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: win.game_built, timeout=30000)  # by the warm-up, without anything asking
    assert win.start_screen._map is not None  # the world behind the start card came first
    assert win.stack.currentWidget() is win.start_screen


def test_slices_run_steps_in_order_and_finish_runs_the_rest(qtbot) -> None:
    done: list[int] = []

    def steps():
        for i in range(5):
            done.append(i)
            yield

    slices = Slices(steps(), slice_ms=0.0)  # one step per slice
    finished: list[bool] = []
    slices.finished.connect(lambda: finished.append(True))
    slices.start()
    qtbot.waitUntil(lambda: len(done) >= 2)
    slices.finish()
    assert done == [0, 1, 2, 3, 4] and slices.done and finished == [True]
    slices.finish()  # nothing left: a no-op
    assert finished == [True]


def test_the_new_game_probe_times_start_to_an_interactive_board(qtbot, monkeypatch, capsys) -> None:
    """tools/bench_startup.py's new_game_ms: CONQUEST_EXIT_AFTER_SHOW=new_game opens New game, presses Start
    and reports once the new game's board has painted."""
    from PySide6.QtWidgets import QApplication

    from conquest_qt.ui.window import startup_probe as selftest

    exits: list[int] = []
    monkeypatch.setattr(selftest.os, "_exit", exits.append)
    for name in ("NEW_GAME_OPEN_MS", "NEW_GAME_CONFIRM_MS", "NEW_GAME_WATCH_MS"):
        monkeypatch.setattr(selftest, name, 0)
    monkeypatch.setenv(selftest.EXIT_AFTER_SHOW_ENV, selftest.NEW_GAME_MODE)
    app = QApplication.instance()
    probe = selftest.exit_after_show(app)
    win = MainWindow()
    qtbot.addWidget(win)
    try:
        win.show()
        qtbot.waitUntil(lambda: bool(exits), timeout=30000)
    finally:
        app.removeEventFilter(probe)
        win.end_session()
    out = capsys.readouterr().out
    assert selftest.SHOWN_MARKER in out and selftest.NEW_GAME_MARKER in out
    line = next(ln for ln in out.splitlines() if selftest.NEW_GAME_MARKER in ln)
    assert " ms=" in line and " stall_ms=" in line
    assert win.session is None and exits == [0]
