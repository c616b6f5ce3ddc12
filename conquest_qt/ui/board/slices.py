"""Work done on the UI thread in slices: a generator's steps, run a few milliseconds at a time from a
timer, so the window paints and takes input between slices (the game page is built this way
behind the start screen's first paint)."""

from __future__ import annotations

import time
from collections.abc import Generator, Iterator
from typing import TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

T = TypeVar("T")
Steps = Generator[None, None, T]  # work in short steps (`yield` between them) that returns a T

SLICE_MS = 15.0  # steps run until a slice has taken this long; each step itself should be far shorter


def run_steps(steps: Steps[T]) -> T:
    """All of `steps` at once; what they return."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


class Slices(QObject):
    """Runs `steps` (each `next()` one short piece of work) in timer slices once started;
    finish() runs whatever is left at once. Finishing twice, or finishing while not started, is fine."""

    finished = Signal()

    def __init__(self, steps: Iterator[None], parent: QObject | None = None, slice_ms: float = SLICE_MS) -> None:
        super().__init__(parent)
        self._steps: Iterator[None] | None = steps
        self.slice_ms = slice_ms
        self._timer = QTimer(self)
        self._timer.setInterval(0)  # a zero timer fires once the pending events (input, paints) are handled
        self._timer.timeout.connect(self._slice)

    @property
    def done(self) -> bool:
        return self._steps is None

    def start(self) -> None:
        if self._steps is not None and not self._timer.isActive():
            self._timer.start()

    def finish(self) -> None:
        """Run every step left, now."""
        while self._run_one():
            pass

    def _slice(self) -> None:
        end = time.perf_counter() + self.slice_ms / 1000
        while self._run_one() and time.perf_counter() < end:
            pass

    def _run_one(self) -> bool:
        """One step; False once there are none left."""
        if self._steps is None:
            return False
        steps = self._steps
        try:
            next(steps)
        except StopIteration:
            if self._steps is steps:  # (not already ended by a finish() inside the last step)
                self._steps = None
                self._timer.stop()
                self.finished.emit()
            return False
        return True
