"""The statistics window's wiring (Game menu "Statistics…", Ctrl+I, the game-over screen's button): one
dialog per window, refreshed from the session's decision log while it is shown.

A refresh asks the session's live analysis (game/live_analysis.py: only the decisions added since the last
refresh are replayed, in slices of UI-thread time short enough never to stall the window; a long game
loaded from a save is read in many) and shows its result when it arrives; meanwhile the window shows
the last one, or "Reading the game…" for a game it has not shown yet. While computer players move fast,
refreshes are spaced at least four times as long as the last showing took.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from conquest_qt.ui.dialogs.statistics_dialog import StatisticsDialog
    from conquest_qt.ui.game.game_analysis import GameAnalysis
    from conquest_qt.ui.game.live_analysis import LiveAnalysis
    from conquest_qt.ui.window.window_api import StatsHost

MIN_GAP_MS = 250


class StatisticsWiring(QObject):
    def __init__(self, win: StatsHost) -> None:
        super().__init__(win)
        self.win = win
        self.dialog: StatisticsDialog | None = None
        self.analysis: GameAnalysis | None = None
        self._live: LiveAnalysis | None = None  # the shown session's (its results are connected)
        self._shown: Any = None  # the session whose analysis the window shows
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
            self.refresh()  # the live analysis shows its result again (at once when it is up to date)

    def refresh(self) -> None:
        session = self.win.session
        if self.dialog is None or session is None:
            return
        from conquest_qt.ui.game.live_analysis import LiveAnalysis  # the analysis: not on the start screen

        live = LiveAnalysis.of(session)
        if live is not self._live:
            self._live = live
            live.updated.connect(self._show)
        live.request()
        if self._shown is not session:  # nothing of this game yet: not the last game's numbers either
            self.dialog.show_pending()

    def _show(self, analysis: GameAnalysis) -> None:
        session = self.win.session
        if self.dialog is None or session is None or self._live is None or self._live.session is not session \
                or analysis is not self._live.analysis:
            return  # a game no longer shown
        t0 = time.perf_counter()
        self.analysis, self._shown = analysis, session
        names = {c: session.name(c) for c in session.setup.colours}
        self.dialog.show_game(analysis, names, self.win.colour_blind)
        took_ms = (time.perf_counter() - t0) * 1000
        self._timer.setInterval(max(MIN_GAP_MS, round(4 * took_ms)))
