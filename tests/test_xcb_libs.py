"""`conquest` checks the libraries of Qt's xcb platform before the first window (issue 12.4): a missing
one is one clear line naming every missing library and the apt command, exit 1, no core dump."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from conquest_qt import app, xcb_libs
from tests.conftest import ROOT

X11 = {"DISPLAY": ":0"}


def loader_without(*absent: str):
    def load(soname: str) -> object:
        if soname in absent:
            raise OSError(f"{soname}: cannot open shared object file: No such file or directory")
        return object()
    return load


@pytest.mark.parametrize(("platform", "env", "xcb"), [
    ("linux", X11, True),
    ("linux", {}, True),
    ("linux", {"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "wayland-0"}, True),
    ("linux", {"QT_QPA_PLATFORM": "xcb:nograb", **X11}, True),
    ("linux", {"QT_QPA_PLATFORM": "offscreen", **X11}, False),
    ("linux", {"QT_QPA_PLATFORM": "wayland;xcb", **X11}, False),
    ("linux", {"WAYLAND_DISPLAY": "wayland-0", **X11}, False),
    ("linux", {"XDG_SESSION_TYPE": "wayland"}, False),
    ("darwin", X11, False),
    ("win32", {}, False),
])
def test_only_an_xcb_start_is_checked(platform: str, env: dict[str, str], xcb: bool) -> None:
    assert xcb_libs.will_use_xcb(platform, env) is xcb
    assert (xcb_libs.check(platform, env, loader_without("libxcb-cursor.so.0")) is not None) is xcb


def test_one_line_names_every_missing_library_and_the_apt_command() -> None:
    line = xcb_libs.check("linux", X11, loader_without("libxcb-cursor.so.0", "libxcb-icccm.so.4",
                                                       "libxcb-keysyms.so.1"))
    assert line is not None and "\n" not in line
    assert "libxcb-cursor.so.0, libxcb-icccm.so.4, libxcb-keysyms.so.1" in line
    assert line.endswith("sudo apt-get install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1")
    assert xcb_libs.check("linux", X11, loader_without()) is None


def test_conquest_exits_1_before_creating_the_application(monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(xcb_libs.ctypes, "CDLL", loader_without("libxcb-icccm.so.4"))
    monkeypatch.setattr(xcb_libs.sys, "platform", "linux")
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    import conquest_qt.ui.window.launch as launch

    monkeypatch.setattr(launch, "run_gui", lambda _args: pytest.fail("the window was started"))
    assert app.main([]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "libxcb-icccm.so.4" in err[0] and "apt-get install libxcb-icccm4" in err[0]


def test_the_list_covers_what_the_installed_xcb_plugin_needs() -> None:
    """Every X11/xcb/xkb library `ldd` finds for PySide6's libqxcb.so is in the table."""
    import PySide6

    plugin = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    if not plugin.exists():  # a wheel without the xcb plugin (not Linux): nothing to compare
        assert not xcb_libs.will_use_xcb()
        return
    ldd = shutil.which("ldd")
    assert ldd is not None
    out = subprocess.run([ldd, str(plugin)], capture_output=True, text=True, check=True).stdout
    needed = set(re.findall(r"^\s*(lib(?:xcb[\w-]*|X11[\w-]*|xkbcommon[\w-]*|GL|EGL|fontconfig|freetype|"
                            r"glib-2\.0|gthread-2\.0|dbus-1)\.so[.\d]*)", out, re.M))
    assert needed and needed <= set(xcb_libs.XCB_LIBRARIES)


def test_readme_play_command_installs_every_package_on_debian() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    play = next(line[4:] for line in readme.split("## Set up", 1)[1].splitlines() if line.startswith("    "))
    apt, rest = play.split(" && ", 1)
    assert apt.startswith("sudo apt-get install -y python3-venv ")
    assert set(xcb_libs.XCB_LIBRARIES.values()) <= set(apt.split()[4:])
    assert rest == "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/conquest"
