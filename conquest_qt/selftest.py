"""`conquest --self-test`: a smoke test of an installed or bundled build.

Starts Qt offscreen, loads everything a game needs from wherever this build keeps it (board
topology and geometry, fonts, icon, the game's and Qt's translations, platform plugins, every
module of the game), renders the board, plays a short AI game, and prints ONE line:

    self-test ok: conquest 0.1.0, board 36+8 areas, ..., game 17 rounds, 0.8 s
    self-test FAILED: <step>: <what>

Checks that only make sense for a frozen bundle (version metadata, Qt translations kept, the xcb
plugin's libraries shipped) are strict only when running frozen; from a source checkout they
just report what they find.

Also home of the start-up probe used by tools/bench_startup.py (`exit_after_show`).
"""

from __future__ import annotations

import importlib
import json
import os
import re
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from conquest_qt import paths

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

GAME_LANGUAGES = ("nl", "de")  # the app's own .qm files, conquest_<lang>.qm; English is the source text
QT_LANGUAGES = ("nl", "de")  # Qt's own qtbase_<lang>.qm kept in the bundle
EXIT_AFTER_SHOW_ENV = "CONQUEST_EXIT_AFTER_SHOW"
# libraries a bundle leaves to the system on purpose (PyInstaller's exclude list): their absence on
# this machine is a note, not a broken bundle; every other library a plugin needs must be bundled
SYSTEM_LIBS = re.compile(r"lib(wayland-(client|cursor|egl|server)|xcb|GL|EGL|GLX|OpenGL|drm|gbm)\.so")
SHOWN_MARKER = "conquest: main window shown"


class SelfTestError(Exception):
    """A check failed; the message says what is wrong in a few words."""


def is_frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


# --- checks: each returns a short report fragment ("" = nothing to say) or raises -----------------


def check_version() -> str:
    from conquest_qt import __version__

    if is_frozen() and __version__.startswith("0.0.0"):
        raise SelfTestError(f"version metadata missing from the bundle ({__version__})")
    return f"conquest {__version__}"


def check_board() -> str:
    from conquest_qt.board.topology import load_topology

    topo = load_topology(paths.resource("board", "topology.json"))
    text = f"board {len(topo.lands)}+{len(topo.seas)} areas"
    geo_path = paths.resource("board", "geometry.json")
    if not geo_path.exists():
        return text + " (no geometry)"
    geo = json.loads(geo_path.read_text(encoding="utf-8"))
    if geo.get("format") != "conquest-board-geometry":
        raise SelfTestError(f"geometry.json has format {geo.get('format')!r}")
    missing = sorted(set(topo.lands + topo.seas) - set(geo.get("areas", {})))
    if missing:
        raise SelfTestError(f"geometry.json lacks {len(missing)} areas, e.g. {missing[0]}")
    return text + " with geometry"


def check_qt_app() -> str:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        QApplication([sys.argv[0] if sys.argv else "conquest"])
    return f"qt {QGuiApplication.platformName()}"


def check_fonts_and_icon() -> str:
    from PySide6.QtGui import QFontDatabase
    from PySide6.QtSvg import QSvgRenderer

    fonts = sorted(p for p in paths.resource("fonts").glob("*") if p.suffix.lower() in (".ttf", ".otf"))
    for font in fonts:
        if QFontDatabase.addApplicationFont(str(font)) < 0:
            raise SelfTestError(f"font {font.name} does not load")
    parts = [f"fonts {len(fonts)}"]
    icon = paths.resource("icons", "conquest.svg")
    if icon.exists():
        if not QSvgRenderer(str(icon)).isValid():
            raise SelfTestError("icons/conquest.svg is not a valid SVG")
        parts.append("icon")
    return ", ".join(parts)


def check_translations() -> str:
    from PySide6.QtCore import QLibraryInfo, QTranslator

    found = []
    for qm in sorted(paths.translations_dir().glob("*.qm")):
        if not QTranslator().load(str(qm)):
            raise SelfTestError(f"translation {qm.name} does not load")
        found.append(qm.stem.rsplit("_", 1)[-1])
    qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    qt_found = [lang for lang in QT_LANGUAGES if QTranslator().load(f"qtbase_{lang}", str(qt_dir))]
    if is_frozen() and len(qt_found) < len(QT_LANGUAGES):
        raise SelfTestError(f"Qt translations missing from the bundle (found {qt_found} in {qt_dir})")
    ours = ",".join(found) if found else "none"
    return f"translations {ours} (qt {','.join(qt_found) or 'none'})"


def platforms_dir() -> Path | None:
    from PySide6.QtCore import QCoreApplication

    for lib_path in QCoreApplication.libraryPaths():
        candidate = Path(lib_path) / "platforms"
        if candidate.is_dir():
            return candidate
    return None


def needed_platforms() -> tuple[str, ...]:
    """Platform plugins a bundle for this system must carry (see packaging/bundle_filter.py)."""
    if sys.platform == "win32":
        return ("offscreen", "windows")
    if sys.platform == "darwin":
        return ("cocoa", "offscreen")
    return ("offscreen", "wayland", "xcb")


def missing_system_lib(plugin_file: str, error: str) -> str | None:
    """The library named in a plugin's load error if it is one a bundle leaves to the system."""
    detail = error.split(f"{plugin_file}:", 1)[-1]  # the dynamic loader's message after the plugin's own path
    lib = re.search(r"(lib[\w.+-]+?\.so[.\d]*)", detail)
    return lib.group(1) if lib and SYSTEM_LIBS.match(lib.group(1)) else None


def check_platform_plugins() -> str:
    from PySide6.QtCore import QPluginLoader

    folder = platforms_dir()
    if folder is None:
        raise SelfTestError("no Qt platforms plugin folder")
    plugins = {p.name.split(".")[0].removeprefix("libq").removeprefix("q"): p for p in folder.iterdir()}
    needed = needed_platforms()
    if is_frozen():
        missing = [n for n in needed if n not in plugins]
        if missing:
            raise SelfTestError(f"platform plugins missing from the bundle: {','.join(missing)}")
        notes = []
        for name in needed:
            loader = QPluginLoader(str(plugins[name]))
            if loader.load():  # resolves its shared libraries (libxcb-icccm4, ...) without a display
                continue
            system_lib = missing_system_lib(plugins[name].name, loader.errorString())
            if system_lib is None:
                raise SelfTestError(f"{name} platform plugin cannot load: {loader.errorString()}")
            notes.append(f"{name} needs the system's {system_lib}")
        if notes:
            return f"platforms {','.join(needed)} ({'; '.join(notes)})"
    return f"platforms {','.join(n for n in needed if n in plugins)}"


def check_modules() -> str:
    """Import every module of the game (a build that lost one fails here, naming it)."""
    import pkgutil

    import conquest_qt

    names = [m.name for m in pkgutil.walk_packages(conquest_qt.__path__, "conquest_qt.")
             if not m.name.endswith(".__main__")]
    for name in names:
        try:
            importlib.import_module(name)
        except Exception as exc:  # reported with the module's name
            raise SelfTestError(f"{name}: {one_line(exc)}") from exc
    return f"modules {len(names)}"


def check_board_render() -> str:
    from PySide6.QtGui import QImage

    from conquest_qt.ui.board.board_screenshot import render_board_png

    with tempfile.TemporaryDirectory(prefix="conquest-selftest-") as tmp:
        png = Path(tmp) / "board.png"
        render_board_png(str(png), 480, 270)
        image = QImage(str(png))
        if image.isNull():
            raise SelfTestError("board render produced no image")
        colours = {image.pixel(x, y) for x in range(0, image.width(), 16) for y in range(0, image.height(), 16)}
        if len(colours) < 4:
            raise SelfTestError("board render is blank")
        return f"board rendered {image.width()}x{image.height()}"


def check_game() -> str:
    from conquest_qt.engine.rulesets.conquest.options import Options
    from conquest_qt.sim import play_game

    result = play_game(["random"] * 4, seed=1, options=Options(target_areas=12, round_cap=40))
    if result.decisions == 0:
        raise SelfTestError("the AI game made no decisions")
    return f"game {result.rounds} rounds"


def check_risk_game() -> str:
    """A short game of the Risk ruleset (VARIANTS.md V1) between computer players."""
    from conquest_qt.engine.rulesets import options_from_dict
    from conquest_qt.sim import play_game

    result = play_game(["easy", "normal", "hard", "random"], seed=1,
                       options=options_from_dict({"ruleset": "risk", "round_cap": 40}))
    if result.decisions == 0:
        raise SelfTestError("the risk game made no decisions")
    return f"risk game {result.rounds} rounds"


CHECKS: list[tuple[str, Callable[[], str]]] = [
    ("version", check_version),
    ("board", check_board),
    ("qt", check_qt_app),
    ("fonts", check_fonts_and_icon),
    ("translations", check_translations),
    ("platforms", check_platform_plugins),
    ("modules", check_modules),
    ("render", check_board_render),
    ("game", check_game),
    ("risk", check_risk_game),
]


def one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if isinstance(exc, SelfTestError) else f"{type(exc).__name__}: {text}"


def run_self_test() -> int:
    """Run every check; print one line; 0 if all passed, 1 otherwise."""
    t0 = time.perf_counter()
    parts: list[str] = []
    for name, check in CHECKS:
        try:
            parts.append(check())
        except Exception as exc:  # any failure is reported in one line, never raised
            print(f"self-test FAILED: {name}: {one_line(exc)}", flush=True)
            return 1
    parts.append(f"{time.perf_counter() - t0:.1f} s")
    print("self-test ok: " + ", ".join(p for p in parts if p), flush=True)
    return 0


# --- start-up probe for tools/bench_startup.py ---------------------------------------------------

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
