"""Start-up time of Conquest against a bare PySide6 window, and of a new game, in the same run.

    .venv/bin/python tools/bench_startup.py [--runs 5] [--python .venv/bin/python] [--bundle PATH]

Each sample spawns a program and measures the wall time from spawn until it prints that its main
window has painted, its CPU time and its peak memory (RSS). The variants:
  bare        a QMainWindow holding a QLabel, shown (the floor any PySide6 program starts from)
  python -m   `python -m conquest_qt` with CONQUEST_EXIT_AFTER_SHOW=1 (honoured by
              conquest_qt.selftest.exit_after_show, which conquest_qt.ui.window.launch installs)
  new game    `python -m conquest_qt` with CONQUEST_EXIT_AFTER_SHOW=new_game: opens New game, presses
              Start and reports the milliseconds until the new game's board has painted and takes
              input, and the event loop's longest stall outside that start
  bundle      the PyInstaller bundle, when one exists (packaging/build.sh)
Runs alternate between the variants after one unmeasured warm-up each; every run gets fresh empty
config/data folders; Python's bytecode is cached (in a private folder) as in an installed copy.
By default `python -m` runs in packaging/build.sh's venv when it exists (the very snapshot of the
code in the bundle), else in this interpreter.
With Xvfb installed (apt-get install xvfb) the window is real (xcb on a private X server);
otherwise, or with --offscreen, Qt's offscreen platform is used. Prints the samples, the medians,
and last one line: `ratio=<ours/bare, medians> new_game_ms=<median>`.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from conquest_qt.selftest import EXIT_AFTER_SHOW_ENV, NEW_GAME_MARKER, NEW_GAME_MODE, SHOWN_MARKER  # noqa: E402

DEFAULT_BUNDLE = ROOT / "build" / "bundle" / "conquest" / "conquest"
# packaging/build.sh's venv holds the very snapshot of the code that went into the bundle
BUILD_PYTHON = ROOT / "build" / "venv" / "bin" / "python"
# the floor: what any PySide6 program pays for a shown main window (same probe as exit_after_show)
BARE_WINDOW = f"""
import os, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QWidget
app = QApplication(sys.argv[:1])
class Probe(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and isinstance(obj, QWidget) and isinstance(obj.window(), QMainWindow):
            print({SHOWN_MARKER!r}, flush=True)
            os._exit(0)
        return False
probe = Probe(app)
app.installEventFilter(probe)
win = QMainWindow()
win.setCentralWidget(QLabel("Conquest"))
win.resize(1600, 960)
win.show()
app.exec()
"""


@contextmanager
def x_server() -> Iterator[str]:
    """A private Xvfb display; yields its DISPLAY value."""
    for number in range(91, 120):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            break
    else:
        raise SystemExit("bench_startup: no free X display number")
    proc = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{number}").exists():
            if proc.poll() is not None or time.monotonic() > deadline:
                raise SystemExit("bench_startup: Xvfb did not start")
            time.sleep(0.05)
        yield f":{number}"
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@dataclass
class Sample:
    shown_s: float  # spawn until the main window painted
    cpu_s: float  # user + system time of the whole run
    rss_mib: float  # peak resident memory of the whole run
    fields: dict[str, float] = field(default_factory=dict)  # key=value pairs of a NEW_GAME_MARKER line


def run_once(cmd: list[str], env: dict[str, str], mode: str = "1", timeout: float = 120.0) -> Sample:
    """Spawn cmd; time SHOWN_MARKER on its stdout, read NEW_GAME_MARKER's figures, take its rusage."""
    with tempfile.TemporaryDirectory(prefix="conquest-bench-") as home:
        run_env = {**env, EXIT_AFTER_SHOW_ENV: mode, "XDG_CONFIG_HOME": f"{home}/config",
                   "XDG_DATA_HOME": f"{home}/data", "XDG_CACHE_HOME": f"{home}/cache"}
        t0 = time.perf_counter()
        # cwd outside the checkout, or `python -m` would import the source tree instead of the installed copy
        proc = subprocess.Popen(cmd, env=run_env, cwd=home, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                text=True)
        killer = threading.Timer(timeout, proc.kill)
        killer.start()
        assert proc.stdout is not None
        shown = None
        fields: dict[str, float] = {}
        for line in proc.stdout:
            if SHOWN_MARKER in line and shown is None:
                shown = time.perf_counter() - t0
            elif NEW_GAME_MARKER in line:
                fields = {k: float(v) for k, v in re.findall(r"(\w+)=([\d.]+)", line)}
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        killer.cancel()
        if shown is None or (mode == NEW_GAME_MODE and not fields):
            raise SystemExit(f"bench_startup: {' '.join(cmd[:2])} exited {proc.returncode} without "
                             f"{'showing a window' if shown is None else 'timing the new game'}")
        return Sample(shown, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, fields)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--bundle", type=Path, default=DEFAULT_BUNDLE, help="the bundle's conquest program")
    ap.add_argument("--python", default=str(BUILD_PYTHON) if BUILD_PYTHON.exists() else sys.executable,
                    help="interpreter for `python -m conquest_qt` and the bare window"
                         " (default: the build venv, same code as the bundle)")
    ap.add_argument("--offscreen", action="store_true", help="use Qt's offscreen platform even if Xvfb exists")
    args = ap.parse_args(argv)

    python = os.path.abspath(args.python) if os.sep in args.python else args.python  # runs use another cwd
    ours = [python, "-m", "conquest_qt"]
    variants: dict[str, tuple[list[str], str]] = {
        "bare PySide6 window": ([python, "-c", BARE_WINDOW], "1"),
        "python -m conquest_qt": (ours, "1"),
        "new game": (ours, NEW_GAME_MODE),
    }
    if args.bundle.exists():
        variants["bundle"] = ([str(args.bundle.resolve())], "1")
    else:
        print(f"bench_startup: no bundle at {args.bundle} (run packaging/build.sh); not timing it")
    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "PYTHONDONTWRITEBYTECODE")}
    # bytecode cached as in any installed copy (pip compiles on install, the bundle ships it), kept out of
    # the checkout; the warm-up fills it
    pycache = tempfile.TemporaryDirectory(prefix="conquest-bench-pycache-")
    env["PYTHONPYCACHEPREFIX"] = pycache.name

    use_x = not args.offscreen and shutil.which("Xvfb") is not None
    with x_server() if use_x else nullcontext_str() as display:
        if display:
            env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
        else:
            env["QT_QPA_PLATFORM"] = "offscreen"
        print(f"platform {env['QT_QPA_PLATFORM']}{' on Xvfb ' + display if display else ''}, {args.runs} runs each;"
              f" python = {args.python}")
        samples: dict[str, list[Sample]] = {name: [] for name in variants}
        for cmd, mode in variants.values():
            run_once(cmd, env, mode)  # warm-up: page cache, font cache
        for _ in range(args.runs):
            for name, (cmd, mode) in variants.items():
                samples[name].append(run_once(cmd, env, mode))
    pycache.cleanup()

    def median(name: str, key: str) -> float:
        return statistics.median(getattr(s, key) if key in Sample.__annotations__ else s.fields[key]
                                 for s in samples[name])

    for name, values in samples.items():
        listing = " ".join(f"{v.shown_s:.2f}" for v in values)
        print(f"{name:22s} shown median {median(name, 'shown_s'):.3f} s, cpu {median(name, 'cpu_s'):.2f} s,"
              f" {median(name, 'rss_mib'):.0f} MiB  (runs: {listing})")
    new_game = samples["new game"]
    for key in ("ms", "stall_ms", "idle_stall_ms", "start_stall_ms", "after_stall_ms"):
        listing = " ".join(f"{s.fields[key]:.0f}" for s in new_game)
        print(f"new game {key:15s} median {median('new game', key):6.0f}  (runs: {listing})")
    if "bundle" in samples:
        print(f"bundle/python -m = {median('bundle', 'shown_s') / median('python -m conquest_qt', 'shown_s'):.2f}")
    ratio = median("python -m conquest_qt", "shown_s") / median("bare PySide6 window", "shown_s")
    print(f"ratio={ratio:.2f} new_game_ms={median('new game', 'ms'):.0f}")
    return 0


@contextmanager
def nullcontext_str() -> Iterator[str]:
    yield ""


if __name__ == "__main__":
    sys.exit(main())
