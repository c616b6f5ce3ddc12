"""Start-to-window time of the bundle vs `python -m conquest_qt`, in the same run.

    .venv/bin/python tools/bench_startup.py [--runs 5] [--bundle build/bundle/conquest/conquest]

Each sample spawns the program with CONQUEST_EXIT_AFTER_SHOW=1 (honoured by
conquest_qt.selftest.exit_after_show, which conquest_qt.ui.launch installs) and measures the wall
time from spawn until the program prints that its main window has painted. Runs alternate between
the variants after one unmeasured warm-up each; every run gets fresh empty config/data folders.
By default `python -m` runs in packaging/build.sh's venv, which holds the same snapshot of the code
as the bundle (the working tree may have moved on since the build).
With Xvfb installed (apt-get install xvfb) the window is real (xcb on a private X server);
otherwise, or with --offscreen, Qt's offscreen platform is used. Prints samples and medians.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from conquest_qt.selftest import EXIT_AFTER_SHOW_ENV, SHOWN_MARKER  # noqa: E402

DEFAULT_BUNDLE = ROOT / "build" / "bundle" / "conquest" / "conquest"
# packaging/build.sh's venv holds the very snapshot of the code that went into the bundle
BUILD_PYTHON = ROOT / "build" / "venv" / "bin" / "python"


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


def time_to_window(cmd: list[str], env: dict[str, str], timeout: float = 120.0) -> float:
    """Seconds from spawn until SHOWN_MARKER appears on the program's stdout."""
    with tempfile.TemporaryDirectory(prefix="conquest-bench-") as home:
        run_env = {**env, EXIT_AFTER_SHOW_ENV: "1", "XDG_CONFIG_HOME": f"{home}/config",
                   "XDG_DATA_HOME": f"{home}/data", "XDG_CACHE_HOME": f"{home}/cache"}
        t0 = time.perf_counter()
        # cwd outside the checkout, or `python -m` would import the source tree instead of the installed copy
        proc = subprocess.Popen(cmd, env=run_env, cwd=home, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                text=True)
        assert proc.stdout is not None
        shown = None
        for line in proc.stdout:
            if SHOWN_MARKER in line:
                shown = time.perf_counter() - t0
                break
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            raise SystemExit(f"bench_startup: {cmd[0]} did not exit") from None
        if shown is None:
            raise SystemExit(f"bench_startup: {' '.join(cmd)} exited {proc.returncode} without showing a window")
        return shown


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--bundle", type=Path, default=DEFAULT_BUNDLE, help="the bundle's conquest program")
    ap.add_argument("--python", default=str(BUILD_PYTHON) if BUILD_PYTHON.exists() else sys.executable,
                    help="interpreter for `python -m conquest_qt` (default: the build venv, same code as the bundle)")
    ap.add_argument("--offscreen", action="store_true", help="use Qt's offscreen platform even if Xvfb exists")
    args = ap.parse_args(argv)

    python = os.path.abspath(args.python) if os.sep in args.python else args.python  # runs use another cwd
    variants = {"python -m conquest_qt": [python, "-m", "conquest_qt"]}
    if args.bundle.exists():
        variants["bundle"] = [str(args.bundle.resolve())]
    else:
        print(f"bench_startup: no bundle at {args.bundle} (run packaging/build.sh); timing python only")
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}

    use_x = not args.offscreen and shutil.which("Xvfb") is not None
    with x_server() if use_x else nullcontext_str() as display:
        if display:
            env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
        else:
            env["QT_QPA_PLATFORM"] = "offscreen"
        print(f"platform {env['QT_QPA_PLATFORM']}{' on Xvfb ' + display if display else ''}, {args.runs} runs each;"
              f" python = {args.python}")
        samples: dict[str, list[float]] = {name: [] for name in variants}
        for cmd in variants.values():
            time_to_window(cmd, env)  # warm-up: page cache, font cache
        for _ in range(args.runs):
            for name, cmd in variants.items():
                samples[name].append(time_to_window(cmd, env))
    for name, values in samples.items():
        listing = " ".join(f"{v:.2f}" for v in values)
        print(f"{name:24s} median {statistics.median(values):.2f} s  (runs: {listing})")
    return 0


@contextmanager
def nullcontext_str() -> Iterator[str]:
    yield ""


if __name__ == "__main__":
    sys.exit(main())
