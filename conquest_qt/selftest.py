"""`conquest --self-test`: a smoke test of an installed or bundled build.

Starts Qt offscreen, loads everything a game needs from wherever this build keeps it (board
topology and geometry, fonts, icon, the game's and Qt's translations, platform plugins, every
module of the game), renders the board, plays a short AI game, and prints ONE line:

    self-test ok: conquest 0.1.0, board 36+8 areas, ..., game 17 rounds, 0.8 s
    self-test FAILED: <step>: <what>

Checks that only make sense for a frozen bundle (version metadata, Qt translations kept, the xcb
plugin's libraries shipped) are strict only when running frozen; from a source checkout they
just report what they find.

The start-up probe used by tools/bench_startup.py lives with the window (ui/window/startup_probe.py);
its names are re-exported here for the tools and tests that read them.
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
from typing import TYPE_CHECKING

from conquest_qt import paths
from conquest_qt.ui.window.startup_probe import (  # the start-up probe's names (tools/bench_startup.py)
    EXIT_AFTER_SHOW_ENV,
    NEW_GAME_MARKER,
    NEW_GAME_MODE,
    SHOWN_MARKER,
    exit_after_show,
)

if TYPE_CHECKING:
    pass

GAME_LANGUAGES = ("nl", "de")  # the app's own .qm files, conquest_<lang>.qm; English is the source text
QT_LANGUAGES = ("nl", "de")  # Qt's own qtbase_<lang>.qm kept in the bundle
# libraries a bundle leaves to the system on purpose (PyInstaller's exclude list): their absence on
# this machine is a note, not a broken bundle; every other library a plugin needs must be bundled
SYSTEM_LIBS = re.compile(r"lib(wayland-(client|cursor|egl|server)|xcb|GL|EGL|GLX|OpenGL|drm|gbm)\.so")


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


def check_cc_game() -> str:
    """A short team game of Comanda & Conquista (VARIANTS.md V3, 2 against 2, V3.8) between computer players."""
    from conquest_qt.engine.rulesets import options_from_dict
    from conquest_qt.sim import play_game

    result = play_game(["random"] * 4, seed=1, options=options_from_dict(
        {"ruleset": "cc", "round_cap": 30, "teams": [["red", "black"], ["blue", "green"]]}))
    if result.decisions == 0:
        raise SelfTestError("the cc game made no decisions")
    return f"cc game {result.rounds} rounds"


def check_nuclear_game() -> str:
    """A short Conquest game with the nuclear add-on (VARIANTS.md V2) between computer players: nukes are
    bought and fired."""
    from conquest_qt.engine.rulesets import options_from_dict
    from conquest_qt.sim import play_game

    result = play_game(["random", "easy", "normal", "hard"], seed=3, keep=True,
                       options=options_from_dict({"ruleset": "conquest", "nuclear": True, "round_cap": 20}))
    if result.logged is None or result.decisions == 0:
        raise SelfTestError("the nuclear game made no decisions")
    fired = sum(1 for a in result.logged.log if a["action"].get("type") == "nuke")
    if not fired:
        raise SelfTestError("no nuke was fired in the nuclear game")
    return f"nuclear game {result.rounds} rounds, {fired} strikes"


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
    ("cc", check_cc_game),
    ("nuclear", check_nuclear_game),
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


__all__ = ["EXIT_AFTER_SHOW_ENV", "NEW_GAME_MARKER", "NEW_GAME_MODE", "SHOWN_MARKER",
           "exit_after_show", "run_self_test"]
