"""The start-up probe (tools/bench_startup.py, tests/ui/window/test_startup.py): with CONQUEST_EXIT_AFTER_SHOW
set, the program says when its main window has painted (and, asked for, how quickly a new game starts),
then exits. Installed by launch.run_gui; its names are also read through conquest_qt.selftest."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

EXIT_AFTER_SHOW_ENV = "CONQUEST_EXIT_AFTER_SHOW"
SHOWN_MARKER = "conquest: main window shown"
NEW_GAME_MODE = "new_game"  # CONQUEST_EXIT_AFTER_SHOW=new_game: time a new game too
NEW_GAME_MARKER = "conquest: new game interactive"  # followed by " ms=<float> stall_ms=<float> ..."
NEW_GAME_OPEN_MS = 1000  # a quick player: New game is clicked this long after the window has painted,
NEW_GAME_CONFIRM_MS = 400  # and Start this long after the dialog has painted
NEW_GAME_WATCH_MS = 1000  # stalls are still watched this long after the new game's board is interactive
STALL_TICK_MS = 5


def exit_after_show(app: QObject) -> QObject | None:
    """If CONQUEST_EXIT_AFTER_SHOW is set: print SHOWN_MARKER and exit once the main window has painted.

    Call it once after the QApplication exists (conquest_qt.ui.window.launch does); otherwise a no-op.
    With the value "new_game" the program goes on instead: it opens New game NEW_GAME_OPEN_MS after
    the first paint, presses Start (seed 1) NEW_GAME_CONFIRM_MS after the dialog painted, and prints
    NEW_GAME_MARKER with the milliseconds from pressing Start until the new game's board has painted
    and the event loop takes input again, and the longest stalls of the event loop: before Start
    (idle_stall_ms), from Start until the board takes input (start_stall_ms, part of ms), and
    NEW_GAME_WATCH_MS after (after_stall_ms); stall_ms is the longest outside the new game's start.
    The process ends with os._exit(0) so that no close/save dialog can delay the measurement.
    Returns the installed event filter (None when the variable is not set).
    """
    mode = os.environ.get(EXIT_AFTER_SHOW_ENV)
    if mode not in ("1", NEW_GAME_MODE):
        return None
    from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QTimer
    from PySide6.QtWidgets import QDialog, QMainWindow, QWidget

    class _Probe(QObject):
        def __init__(self, parent: QObject) -> None:
            super().__init__(parent)
            self.window: Any = None  # the MainWindow (window.new_game, window.view)
            self.dialog: Any = None  # the NewGameDialog (dialog.seed, dialog.start)
            self.clock = QElapsedTimer()
            self.last_tick = 0.0
            self.stalls = {"idle": 0.0, "start": 0.0, "after": 0.0}  # longest stall per phase, ms
            self.confirmed: float | None = None  # clock ms when Start was pressed
            self.interactive: float | None = None  # ms from Start to the board painted and taking input
            self.ticker = QTimer(self)
            self.ticker.setInterval(STALL_TICK_MS)
            self.ticker.timeout.connect(self.tick)

        def now(self) -> float:
            return self.clock.nsecsElapsed() / 1e6

        def tick(self) -> None:
            t = self.now()
            phase = "idle" if self.confirmed is None else "start" if self.interactive is None else "after"
            self.stalls[phase] = max(self.stalls[phase], t - self.last_tick - STALL_TICK_MS)
            self.last_tick = t

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # Qt override
            if event.type() != QEvent.Type.Paint or not isinstance(obj, QWidget):
                return False
            window = obj.window()
            if self.window is None and isinstance(window, QMainWindow) and window.isVisible():
                print(SHOWN_MARKER, flush=True)
                if mode == "1":
                    os._exit(0)
                    return False  # (a test's stand-in for os._exit returns)
                self.window = window
                self.clock.start()
                self.ticker.start()
                QTimer.singleShot(NEW_GAME_OPEN_MS, window, window.new_game)
            elif self.dialog is None and isinstance(window, QDialog) and self.window is not None:
                self.dialog = window
                QTimer.singleShot(NEW_GAME_CONFIRM_MS, self, self.confirm)
            elif self.confirmed is not None and self.interactive is None \
                    and obj is self.window.view.viewport():
                QTimer.singleShot(0, self, self.board_interactive)  # runs once the loop takes events again
            return False

        def confirm(self) -> None:
            assert self.dialog is not None
            self.dialog.seed.setText("1")  # the same game every run
            self.confirmed = self.now()
            self.dialog.start.click()

        def board_interactive(self) -> None:
            if self.interactive is None and self.confirmed is not None:
                self.interactive = self.now() - self.confirmed
                QTimer.singleShot(NEW_GAME_WATCH_MS, self, self.report)

        def report(self) -> None:
            stalls = self.stalls
            print(f"{NEW_GAME_MARKER} ms={self.interactive:.1f} stall_ms={max(stalls['idle'], stalls['after']):.1f}"
                  f" idle_stall_ms={stalls['idle']:.1f} start_stall_ms={stalls['start']:.1f}"
                  f" after_stall_ms={stalls['after']:.1f}", flush=True)
            os._exit(0)

    probe = _Probe(app)  # parented to the app, so it lives as long as the app
    app.installEventFilter(probe)
    return probe
