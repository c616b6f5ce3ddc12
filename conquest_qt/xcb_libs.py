"""Before the first window on Linux/X11: are the libraries Qt's xcb platform plugin needs there?

Without one of them Qt aborts (core dump) naming only the first. `conquest` asks the dynamic loader
for each of them first and, if any is missing, prints ONE line naming every missing library and the
apt command that installs them, and exits 1.

The list is what PySide6's Qt/plugins/platforms/libqxcb.so and Qt/lib/libQt6XcbQpa.so.6 need from
the system (`ldd`), with libQt6Gui's own system libraries; the C/C++ runtime is left out (Python
itself needs it). tests/test_xcb_libs.py checks the list against `ldd` of the installed plugin.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping

# soname -> the Debian/Ubuntu package that ships it
XCB_LIBRARIES: dict[str, str] = {
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}


def will_use_xcb(platform: str | None = None, env: Mapping[str, str] | None = None) -> bool:
    """Qt will pick its xcb plugin: Linux, QT_QPA_PLATFORM unset or xcb first, and if unset no
    Wayland session (there Qt tries its wayland plugin first)."""
    platform = sys.platform if platform is None else platform
    env = os.environ if env is None else env
    if not platform.startswith("linux"):
        return False
    chosen = env.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        return chosen.split(";")[0].split(":")[0].strip() == "xcb"
    wayland = bool(env.get("WAYLAND_DISPLAY")) or env.get("XDG_SESSION_TYPE", "").lower() == "wayland"
    return not wayland


def missing_libraries(load: Callable[[str], object] | None = None) -> list[str]:
    """The sonames of XCB_LIBRARIES the dynamic loader cannot load, in the table's order."""
    load = ctypes.CDLL if load is None else load
    missing = []
    for soname in XCB_LIBRARIES:
        try:
            load(soname)
        except OSError:
            missing.append(soname)
    return missing


def missing_line(missing: list[str]) -> str:
    packages = " ".join(dict.fromkeys(XCB_LIBRARIES[s] for s in missing))
    return (f"conquest: Qt's X11 platform (xcb) needs libraries this system lacks: {', '.join(missing)}; "
            f"on Debian/Ubuntu: sudo apt-get install {packages}")


def check(platform: str | None = None, env: Mapping[str, str] | None = None,
          load: Callable[[str], object] | None = None) -> str | None:
    """None when the window can start; else the one line to print (then exit 1)."""
    if not will_use_xcb(platform, env):
        return None
    missing = missing_libraries(load)
    return missing_line(missing) if missing else None
