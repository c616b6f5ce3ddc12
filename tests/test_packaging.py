"""Packaging: `conquest --self-test` in-process, the PyInstaller spec and its filter, icons, desktop
entry, version. The bundle itself is built by packaging/build.sh, never here."""

from __future__ import annotations

import ast
import configparser
import importlib.util
import os
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

import conquest_qt
from conquest_qt import paths, selftest

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "conquest.spec"


def load_bundle_filter() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bundle_filter", PACKAGING / "bundle_filter.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bundle_filter"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


bf = load_bundle_filter()


def pyproject_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


# --- self-test -----------------------------------------------------------------------------------


def test_self_test_passes_with_one_line_report(qapp, capsys: pytest.CaptureFixture[str]) -> None:
    assert selftest.run_self_test() == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("self-test ok: conquest ")
    assert "board 36+8 areas" in lines[0]
    assert "game " in lines[0] and " rounds" in lines[0]


def test_self_test_failure_is_one_line_and_exit_1(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "board").mkdir()
    (tmp_path / "board" / "topology.json").write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(paths, "resource_dir", lambda: tmp_path)
    assert selftest.run_self_test() == 1
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("self-test FAILED: board: ")
    assert "not valid JSON" in lines[0]


def test_self_test_fails_loudly_on_a_module_that_does_not_import(tmp_path: Path) -> None:
    """A build that lost a module (here: made unimportable) exits non-zero, naming it."""
    broken = "conquest_qt.ui.panels.hand_panel"
    code = (f"import sys; sys.modules[{broken!r}] = None\n"  # every import of it raises ImportError
            "from conquest_qt.app import main\nsys.exit(main(['--self-test']))")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT,
                          timeout=120)
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stdout.startswith("self-test FAILED: modules: ")
    assert broken in done.stdout


def test_frozen_self_test_refuses_missing_version_metadata(monkeypatch: pytest.MonkeyPatch,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(conquest_qt, "__version__", "0.0.0+source")
    assert selftest.run_self_test() == 1
    assert capsys.readouterr().out.startswith("self-test FAILED: version: version metadata missing")


def test_frozen_self_test_requires_the_platform_plugins(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    needed = selftest.needed_platforms()
    (tmp_path / f"libq{needed[0]}.so").write_bytes(b"")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(selftest, "platforms_dir", lambda: tmp_path)
    with pytest.raises(selftest.SelfTestError, match=f"missing from the bundle: {','.join(needed[1:])}"):
        selftest.check_platform_plugins()


@pytest.mark.parametrize(("error", "system_lib"), [
    ("Cannot load library /b/_internal/PySide6/Qt/plugins/platforms/libqwayland.so: libwayland-cursor.so.0: "
     "cannot open shared object file: No such file or directory", "libwayland-cursor.so.0"),
    ("Cannot load library /b/plugins/platforms/libqxcb.so: libxcb-icccm.so.4: cannot open shared object file", None),
    ("Cannot load library /b/plugins/platforms/libqxcb.so: libxcb.so.1: cannot open shared object file", "libxcb.so.1"),
    ("Cannot load library /b/plugins/platforms/libqxcb.so: file too short", None),
])
def test_only_libraries_left_to_the_system_excuse_a_plugin(error: str, system_lib: str | None) -> None:
    plugin = error.split(": ", 1)[0].rsplit("/", 1)[-1]
    assert selftest.missing_system_lib(plugin, error) == system_lib


def test_geometry_missing_an_area_fails(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "board").mkdir()
    (tmp_path / "board" / "topology.json").write_bytes(paths.resource("board", "topology.json").read_bytes())
    (tmp_path / "board" / "geometry.json").write_text('{"format": "conquest-board-geometry", "areas": {}}')
    monkeypatch.setattr(paths, "resource_dir", lambda: tmp_path)
    with pytest.raises(selftest.SelfTestError, match="geometry.json lacks 44 areas"):
        selftest.check_board()


def test_exit_after_show_probe_fires_on_main_window_paint(qapp, qtbot, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    from PySide6.QtWidgets import QLabel, QMainWindow

    exits: list[int] = []
    monkeypatch.setattr(selftest.os, "_exit", exits.append)
    monkeypatch.delenv(selftest.EXIT_AFTER_SHOW_ENV, raising=False)
    assert selftest.exit_after_show(qapp) is None  # not asked for: nothing installed
    monkeypatch.setenv(selftest.EXIT_AFTER_SHOW_ENV, "1")
    probe = selftest.exit_after_show(qapp)
    assert probe is not None
    try:
        window = QMainWindow()
        window.setCentralWidget(QLabel("board"))
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(lambda: bool(exits))
    finally:
        qapp.removeEventFilter(probe)
    assert exits[0] == 0
    assert selftest.SHOWN_MARKER in capsys.readouterr().out


# --- the spec and its filter ---------------------------------------------------------------------


def test_spec_is_python_and_bundles_package_data_metadata_and_icons() -> None:
    text = SPEC.read_text(encoding="utf-8")
    ast.parse(text)
    assert 'collect_data_files("conquest_qt"' in text  # resources/** and translations/*.qm, as installed
    assert 'copy_metadata("conquest-qt")' in text  # the real version when frozen
    assert 'collect_submodules("conquest_qt")' in text
    assert "conquest_main.py" in text and (PACKAGING / "conquest_main.py").exists()
    for folder, icon in (("windows", "conquest.ico"), ("macos", "conquest.icns")):
        assert f'"{folder}" / "{icon}"' in text and (PACKAGING / folder / icon).stat().st_size > 1000
    assert "BUNDLE(" in text and "IS_MAC" in text


def test_pyproject_ships_resources_and_translations_as_package_data() -> None:
    tool = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    assert tool["package-dir"]["conquest_qt.resources"] == "resources"
    assert tool["package-dir"]["conquest_qt.translations"] == "translations"
    assert "**/*" in tool["package-data"]["conquest_qt.resources"]
    assert "*.qm" in tool["package-data"]["conquest_qt.translations"]


def test_pyproject_lists_every_package() -> None:
    """An installed build holds every subpackage (a new ruleset's or AI's package included)."""
    tool = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    pkg = ROOT / "conquest_qt"
    found = {".".join(("conquest_qt", *p.parent.relative_to(pkg).parts)) for p in pkg.rglob("__init__.py")}
    assert found <= set(tool["packages"])


def test_used_qt_modules_are_found_in_the_package() -> None:
    used = bf.used_qt_modules(ROOT / "conquest_qt")
    assert {"QtCore", "QtGui", "QtWidgets", "QtSvg"} <= used
    assert not used & {"QtWebEngineCore", "QtQml", "QtQuick", "Qt3DCore", "QtMultimedia"}


@pytest.mark.parametrize(("dest", "kept"), [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", True),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqtiff.so", False),
    ("PySide6/Qt/plugins/sqldrivers/libqsqlpsql.so", False),
    ("PySide6/Qt/plugins/wayland-graphics-integration-client/libvulkan-server.so", False),
    ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
    ("PySide6/Qt/translations/qtbase_nl.qm", True),
    ("PySide6/Qt/translations/qt_de.qm", True),
    ("PySide6/Qt/translations/qtbase_fr.qm", False),
    ("PySide6/Qt/translations/designer_de.qm", False),
    ("PySide6/Qt/lib/libQt6Widgets.so.6", True),
    ("PySide6/Qt/lib/libQt6Quick.so.6", False),
    ("PySide6/Qt/lib/libQt6Network.so.6", False),
    ("conquest_qt/resources/board/topology.json", True),
    ("conquest_qt/resources/sounds/dice.wav", True),
    ("conquest_qt/translations/conquest_nl.qm", True),
])
def test_linux_policy(dest: str, kept: bool) -> None:
    assert bf.Policy("linux", frozenset({"QtCore", "QtGui", "QtWidgets", "QtSvg"})).keep(dest) is kept


def test_windows_policy_keeps_windows_platform_and_a_used_module() -> None:
    policy = bf.Policy("win32", frozenset({"QtCore", "QtGui", "QtWidgets", "QtNetwork"}))
    assert policy.keep("PySide6\\plugins\\platforms\\qwindows.dll")
    assert not policy.keep("PySide6\\plugins\\platforms\\qxcb.dll")
    assert policy.keep("PySide6\\Qt6Network.dll")  # imported by the game, so kept
    assert not policy.keep("PySide6\\Qt6Quick.dll")


def test_filter_drops_symlinks_to_dropped_libraries_and_orphans() -> None:
    binaries = [
        ("PySide6/Qt/lib/libQt6Core.so.6", "/x/libQt6Core.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Quick.so.6", "/x/libQt6Quick.so.6", "BINARY"),
        ("PySide6/QtCore.abi3.so", "/x/QtCore.abi3.so", "EXTENSION"),
        ("PySide6/Qt/plugins/sqldrivers/libqsqlpsql.so", "/x/libqsqlpsql.so", "BINARY"),
        ("libpython3.11.so.1.0", "/x/libpython3.11.so.1.0", "BINARY"),
        ("libzstd.so.1", "/x/libzstd.so.1", "BINARY"),  # needed by QtCore
        ("libpq.so.5", "/x/libpq.so.5", "BINARY"),  # needed only by the dropped psql driver
    ]
    datas = [
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libQt6Quick.so.6", "PySide6/Qt/lib/libQt6Quick.so.6", "SYMLINK"),
        ("conquest_qt/resources/board/topology.json", "/src/topology.json", "DATA"),
    ]
    needed = {"/x/QtCore.abi3.so": ["libQt6Core.so.6"], "/x/libQt6Core.so.6": ["libzstd.so.1"],
              "/x/libqsqlpsql.so": ["libpq.so.5"]}
    bins, dats = bf.filter_bundle(binaries, datas, bf.Policy("linux"), lambda src: needed.get(src, []))
    assert [b[0] for b in bins] == ["PySide6/Qt/lib/libQt6Core.so.6", "PySide6/QtCore.abi3.so",
                                    "libpython3.11.so.1.0", "libzstd.so.1"]
    assert [d[0] for d in dats] == ["libQt6Core.so.6", "conquest_qt/resources/board/topology.json"]


# --- build script, desktop entry, icons, version -------------------------------------------------


def test_build_script_reads_version_from_pyproject_and_self_tests_the_bundle() -> None:
    text = (PACKAGING / "build.sh").read_text(encoding="utf-8")
    assert 'tomllib.load(open(sys.argv[1], "rb"))["project"]["version"]' in text
    assert "conquest-$VERSION-linux-$ARCH.tar.gz" in text
    assert "PYINSTALLER_CONFIG_DIR=$BUILD/" in text
    assert "QT_QPA_PLATFORM=offscreen" in text and "--self-test" in text
    assert "libxcb-icccm4" in text and "libxcb-keysyms1" in text


def test_desktop_entry() -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(PACKAGING / "conquest.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "conquest"
    assert entry["Icon"] == "conquest"
    assert "Game" in entry["Categories"].split(";")
    assert {"Comment[nl]", "Comment[de]"} <= set(entry)


def test_icon_pngs_have_their_sizes(qapp) -> None:
    from PySide6.QtGui import QImage
    from PySide6.QtSvg import QSvgRenderer

    assert QSvgRenderer(str(paths.resource("icons", "conquest.svg"))).isValid()
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        image = QImage(str(paths.resource("icons", f"conquest-{size}.png")))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()


def test_installed_version_is_pyproject_version() -> None:
    assert conquest_qt.__version__ == pyproject_version(), "reinstall: pip install -e ."


def test_release_workflow_builds_three_platforms_on_tags_with_self_tests() -> None:
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert 'tags: ["v*"]' in text
    assert "bash packaging/build.sh" in text and "bash packaging/macos/build_dmg.sh" in text
    assert "packaging\\windows\\conquest.iss" in text and "--self-test" in text
    iss = (PACKAGING / "windows" / "conquest.iss").read_text(encoding="utf-8")
    assert "AppVersion={#AppVersion}" in iss and "SetupIconFile=conquest.ico" in iss
    dmg = (PACKAGING / "macos" / "build_dmg.sh").read_text(encoding="utf-8")
    assert "hdiutil create" in dmg and "Conquest.app" in dmg and "--self-test" in dmg


def load_make_icons() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_icons", ROOT / "tools" / "make_icons.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_ico_and_icns_containers_index_their_png_entries() -> None:
    import struct

    mi = load_make_icons()
    pngs = {16: b"\x89PNG-16", 32: b"\x89PNG-32", 256: b"\x89PNG-256"}
    ico = mi.ico_bytes(pngs)
    assert struct.unpack("<HHH", ico[:6]) == (0, 1, 3)
    for i, size in enumerate(sorted(pngs)):
        w, h, _c, _r, planes, bpp, length, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * i:22 + 16 * i])
        assert (w, h) == ((0, 0) if size == 256 else (size, size)) and (planes, bpp) == (1, 32)
        assert ico[offset:offset + length] == pngs[size]
    renders = {size: f"png{size}".encode() for _kind, size in mi.ICNS_TYPES}
    icns = mi.icns_bytes(renders)
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    pos, kinds = 8, []
    while pos < len(icns):
        kind, length = icns[pos:pos + 4], struct.unpack(">I", icns[pos + 4:pos + 8])[0]
        kinds.append(kind)
        pos += length
    assert pos == len(icns) and kinds == [k for k, _s in mi.ICNS_TYPES]


def test_shipped_ico_holds_every_windows_size() -> None:
    import struct

    data = (PACKAGING / "windows" / "conquest.ico").read_bytes()
    count = struct.unpack("<HHH", data[:6])[2]
    sizes = sorted(data[6 + 16 * i] or 256 for i in range(count))
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_v2_the_self_test_plays_a_short_game_with_nuclear_weapons() -> None:
    """VARIANTS.md V2 (issue 25 item 8): `conquest --self-test` also plays a Conquest game with the nuclear
    add-on on, in which nukes are fired."""
    assert ("nuclear", selftest.check_nuclear_game) in selftest.CHECKS
    assert "strikes" in selftest.check_nuclear_game()
