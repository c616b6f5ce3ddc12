"""Does the autosave that Continue would resume load? Checked completely, off the UI thread.

Listing the autosaves reads only each file's head (saves/listing.py); whether a file opens is known only
after the whole load: validation, the replay of its log and the comparison with its position
(`saves.load_save`, up to about a second for a long game). The save controller offers Continue only for a
file whose check passed; a refused file is passed over (`refused()` → `AutosaveStore.latest(skip=…)`),
and the start screen says why it was refused (issue 27: 5-player Risk autosaves were offered, then refused
as damaged).

A verdict holds for one version of the file (its size and modification time). Checks wait while `held`
(the window's warm-up after the first paint: nothing heavy before it) and run one at a time; the modules a
load needs are imported on the UI thread first, so the worker never imports.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from conquest_qt.saves import SaveError, load_save

Stamp = tuple[int, int]  # size and modification time (ns) of the version of a file that was checked


@dataclass(frozen=True)
class Verdict:
    error: SaveError | None  # why a complete load refused the file; None: it loads

    @property
    def loads(self) -> bool:
        return self.error is None


def stamp_of(path: Path) -> Stamp | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_size, st.st_mtime_ns)


def check_file(path: Path) -> SaveError | None:
    """Why the file does not load (None: it loads). Pure: runs on a worker thread."""
    try:
        load_save(path)
    except SaveError as err:
        return err
    except Exception as exc:
        return SaveError("engine_error", index=0, problem=f"{type(exc).__name__}: {exc}"[:200])
    return None


class _Sink(QObject):
    done = Signal(str, object, object)  # path, stamp, SaveError or None


class _CheckTask(QRunnable):
    def __init__(self, path: Path, stamp: Stamp, sink: _Sink) -> None:
        super().__init__()
        self.path, self.stamp, self.sink = path, stamp, sink

    def run(self) -> None:
        self.sink.done.emit(str(self.path), self.stamp, check_file(self.path))


def _import_what_a_load_needs() -> None:
    """The replay's modules and every ruleset's engine, imported here on the UI thread (a worker that
    imports while the UI thread imports the same modules could see one half made)."""
    from conquest_qt import manifest
    from conquest_qt.board.topology import default_topology
    from conquest_qt.engine import rulesets
    from conquest_qt.saves import verify  # noqa: F401 - imported for the worker

    for ruleset_id in manifest.rulesets():
        rulesets.get(ruleset_id)
    default_topology()


class ContinueCheck(QObject):
    checked = Signal()  # a verdict arrived

    def __init__(self, parent: QObject | None = None, held: bool = False) -> None:
        super().__init__(parent)
        self.held = held
        self._verdicts: dict[str, tuple[Stamp, SaveError | None]] = {}  # path -> (stamp, why refused)
        self._refused_order: list[str] = []  # refused paths, in the order they were found (newest first)
        self._wanted: Path | None = None
        self._running: str | None = None
        self._imported = False
        self._sink = _Sink()  # no parent: a running task keeps it alive after this object is gone
        self._sink.done.connect(self._on_done)

    # --- what is known ----------------------------------------------------------------------------
    def verdict(self, path: Path) -> Verdict | None:
        """The verdict on the file as it is now; None when this version of it was not checked."""
        known = self._verdicts.get(str(path))
        if known is None or stamp_of(path) != known[0]:
            return None
        return Verdict(known[1])

    def refused(self) -> list[Path]:
        """The files (as they are now) that a complete load refused, in the order they were found."""
        out = []
        for name in self._refused_order:
            known = self._verdicts.get(name)
            if known is not None and known[1] is not None and stamp_of(Path(name)) == known[0]:
                out.append(Path(name))
        return out

    @property
    def busy(self) -> bool:
        return self._running is not None

    # --- checking ---------------------------------------------------------------------------------
    def note(self, path: Path, error: SaveError | None) -> None:
        """A verdict found by a load elsewhere (Continue's own load)."""
        stamp = stamp_of(path)
        if stamp is not None:
            self._record(str(path), stamp, error)

    def request(self, path: Path) -> None:
        """Check this file (when not held and no other check runs; else as soon as possible)."""
        self._wanted = Path(path)
        self._start()

    def release(self) -> None:
        self.held = False
        self._start()

    def _start(self) -> None:
        path = self._wanted
        if self.held or self._running is not None or path is None or self.verdict(path) is not None:
            return
        stamp = stamp_of(path)
        if stamp is None:  # gone meanwhile: the next listing will not offer it
            self._wanted = None
            return
        if not self._imported:
            _import_what_a_load_needs()
            self._imported = True
        self._running = str(path)
        QThreadPool.globalInstance().start(_CheckTask(path, stamp, self._sink))

    def _on_done(self, path: str, stamp: Stamp, error: SaveError | None) -> None:
        self._running = None
        self._record(path, stamp, error)
        if self._wanted is not None and str(self._wanted) == path:
            self._wanted = None
        self.checked.emit()
        self._start()

    def _record(self, path: str, stamp: Stamp, error: SaveError | None) -> None:
        self._verdicts[path] = (stamp, error)
        if error is not None and path not in self._refused_order:
            self._refused_order.append(path)
