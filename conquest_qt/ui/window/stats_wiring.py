"""The statistics window's wiring (Game menu "Statistics…", Ctrl+I, the game-over screen's button): one
dialog per window, refreshed from the session's decision log while it is shown.

A refresh replays the log (game_analysis.analyse_logged: a few hundredths of a second for a game of
35 rounds); while computer players move fast, refreshes are spaced at least four times as long as the
last one took, so the window never holds the game back.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from conquest_qt.ui.dialogs.statistics_dialog import StatisticsDialog
    from conquest_qt.ui.game.game_analysis import GameAnalysis
    from conquest_qt.ui.window.main_window import MainWindow

MIN_GAP_MS = 250


class StatisticsWiring(QObject):
    def __init__(self, win: MainWindow) -> None:
        super().__init__(win)
        self.win = win
        self.dialog: StatisticsDialog | None = None
        self.analysis: GameAnalysis | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(MIN_GAP_MS)
        self._timer.timeout.connect(self.refresh)
        win.sessionStarted.connect(self._bind)

    def _bind(self, session: Any) -> None:
        session.driver.stateChanged.connect(self._changed)
        session.finished.connect(lambda _w: self._changed())
        self._changed()

    def _changed(self) -> None:
        if self.dialog is not None and self.dialog.isVisible() and not self._timer.isActive():
            self._timer.start()

    def show(self, tab: str = "stats") -> None:
        if self.win.session is None:
            return
        if self.dialog is None:
            from conquest_qt.ui.dialogs.statistics_dialog import StatisticsDialog

            self.dialog = StatisticsDialog(self.win)
        self.refresh()
        self.dialog.show_tab(tab)
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()

    def refresh_shown(self) -> None:
        """Refresh now if the window is open (the colour-blind palette switched)."""
        if self.dialog is not None and self.dialog.isVisible():
            self.refresh()

    def refresh(self) -> None:
        session = self.win.session
        if self.dialog is None or session is None:
            return
        from conquest_qt.ui.game.game_analysis import analyse_logged  # the analysis: not on the start screen

        t0 = time.perf_counter()
        self.analysis = analyse_logged(session.driver.logged)
        names = {c: session.name(c) for c in session.setup.colours}
        self.dialog.show_game(self.analysis, names, self.win.colour_blind)
        took_ms = (time.perf_counter() - t0) * 1000
        self._timer.setInterval(max(MIN_GAP_MS, round(4 * took_ms)))
