"""One session's analysis (issue 16), kept up to date without stalling the UI.

`LiveAnalysis.of(session)` is the session's one (a child of it: it ends with the session). `request()`
asks for the analysis of the log as it stands; the work is done in slices of at most `SLICE_MS` of
UI-thread time on zero-timers (analysis/incremental.py replays only the decisions added since the last
time, or goes back to a checkpoint after an undo), and `updated` brings the `GameAnalysis` once it has
caught up: the slice that finishes the replay leaves the building of the result and its showing to the
next one. `analysis` is the last result (None before the first).
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from conquest_qt.ui.game.game_analysis import GameAnalysis, analysed, analyser_of

SLICE_MS = 20  # UI-thread time of replay per slice (the result and its showing come in a slice of their own)


class LiveAnalysis(QObject):
    updated = Signal(object)  # GameAnalysis: caught up with the log

    @staticmethod
    def of(session: QObject) -> LiveAnalysis:
        found = session.findChild(LiveAnalysis, "", Qt.FindChildOption.FindDirectChildrenOnly)
        return found if found is not None else LiveAnalysis(session)

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        self.session = session
        self.analyser = analyser_of(session.driver.logged, getattr(session, "started_from", None))
        self.analysis: GameAnalysis | None = None
        self._result_version = -1
        self.slices = 0  # how many slices the work took (a test and tools/bench_stats.py read it)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._slice)

    def current(self) -> bool:
        """True when `analysis` is that of the log as it stands (nothing to do)."""
        return (self.analysis is not None and self._result_version == self.analyser.version
                and self.analyser.log == self.session.driver.logged.log)

    def request(self) -> None:
        """Bring the analysis up to date; `updated` follows (also when nothing had changed): at once when
        the work is small (a few decisions), else after slices on zero-timers."""
        if not self._timer.isActive():
            self._slice()

    def _slice(self) -> None:
        self.slices += 1
        analyser = self.analyser
        version = analyser.version
        start = time.perf_counter()
        deadline = start + SLICE_MS / 1000
        if not analyser.feed(self.session.driver.logged.log, more=lambda: time.perf_counter() < deadline):
            self._timer.start()  # more to replay
            return
        if analyser.version != version and time.perf_counter() - start > SLICE_MS / 2000:
            self._timer.start()  # a long slice: the result and its showing in one of their own
            return
        if self._result_version != analyser.version or self.analysis is None:
            self.analysis = analysed(analyser)
            self._result_version = analyser.version
        self.updated.emit(self.analysis)
