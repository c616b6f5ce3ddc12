"""A clock for the live analysis's slices (ui/game/live_analysis.py) that does not depend on the machine's
speed: the work of a slice is bounded by the time it reads, so with this clock a slice holds a fixed number
of decisions on a fast or a busy machine alike."""

from __future__ import annotations

import pytest

from conquest_qt.ui.game import live_analysis


class SliceClock:
    """Stands in for the clock the live analysis reads (its module's `time`): every reading advances it by
    `tick_ms` milliseconds, as if each decision replayed took that long. `tick_ms = 0`: time stands still,
    so any work fits in one slice and its result is shown at once. `tick_ms` may be changed at any time."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, tick_ms: float) -> None:
        self.tick_ms = tick_ms
        self.now = 0.0
        self.readings = 0
        monkeypatch.setattr(live_analysis, "time", self)

    def perf_counter(self) -> float:
        self.readings += 1
        self.now += self.tick_ms / 1000
        return self.now
