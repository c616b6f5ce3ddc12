"""What of PySide6 goes into the bundle: used by conquest.spec, unit-tested by tests/test_packaging.py.

PyInstaller's PySide6 hooks collect every plugin and translation of the Qt modules in use, plus
each plugin's shared libraries. This module decides, per TOC entry (dest, src, typecode), what
stays: the platform plugins the game runs on, Qt's translations for the game's languages, no
libraries of modules the game does not import, no symlink whose target was dropped (PyInstaller 6
records the libQt6*.so.6 links among the data files) and, on Linux, no library that nothing kept
links against.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

TocEntry = tuple[str, str, str]  # (dest name inside the bundle, source path, typecode)

BASE_QT = frozenset({"QtCore", "QtGui", "QtWidgets"})
PLATFORMS = {
    "linux": frozenset({"xcb", "wayland", "wayland-egl", "wayland-generic", "offscreen"}),
    "win32": frozenset({"windows", "offscreen"}),
    "darwin": frozenset({"cocoa", "offscreen"}),
}
DROP_PLUGIN_DIRS = frozenset({
    "egldeviceintegrations", "generic", "designer", "qmltooling", "qmllint", "sqldrivers", "networkinformation",
    "tls", "multimedia", "sceneparser", "renderers", "geometryloaders", "vectorimageformats", "printsupport",
})
KEEP_IMAGEFORMATS = frozenset({"svg", "ico", "jpeg", "gif", "icns"})  # PNG is built into QtGui
# gtk3 itself is never bundled; its theme plugin would mix the bundle's glib/cairo with the system's gtk
DROP_PLUGINS = frozenset({"qgtk3"})
# Qt libraries only needed by modules or plugins the game does not use (unless it imports the module)
DROP_LIB_MODULES = ("Qml", "Quick", "EglFS", "EglFs", "Pdf", "VirtualKeyboard", "Network", "Designer", "Test", "Sql",
                    "Lottie", "Labs", "WaylandCompositor", "WaylandEgl", "WlShell")
_IMPORT_RE = re.compile(r"PySide6\.(Qt\w+)|from\s+PySide6\s+import\s+\(?([\w\s,]+)")


def used_qt_modules(package_dir: Path) -> set[str]:
    """Qt modules imported anywhere in the package's .py files, plus the base three."""
    used = set(BASE_QT)
    for py in package_dir.rglob("*.py"):
        for dotted, names in _IMPORT_RE.findall(py.read_text(encoding="utf-8", errors="replace")):
            used.update([dotted] if dotted else re.findall(r"Qt\w+", names))
    return used


def qt_excludes(pyside_dir: Path, used: set[str]) -> list[str]:
    """`PySide6.QtX` for every binding module of this PySide6 that the game does not import."""
    present = {p.name.split(".")[0] for p in pyside_dir.glob("Qt*") if ".so" in p.name or p.suffix == ".pyd"}
    return sorted(f"PySide6.{m}" for m in present - used)


@dataclass(frozen=True)
class Policy:
    platform: str  # sys.platform
    used_qt: frozenset[str] = BASE_QT
    qt_languages: frozenset[str] = frozenset({"nl", "de", "en"})
    drop_libs: re.Pattern[str] = field(init=False)

    def __post_init__(self) -> None:
        names = [n for n in DROP_LIB_MODULES if f"Qt{n}" not in self.used_qt]
        pattern = re.compile(r"^(lib)?Qt6(" + "|".join(names) + r")\w*\.(so[.\d]*|dll|dylib)$")
        object.__setattr__(self, "drop_libs", pattern)

    @property
    def platforms(self) -> frozenset[str]:
        key = "linux" if self.platform.startswith("linux") else self.platform
        return PLATFORMS.get(key, PLATFORMS["linux"])

    def keep_plugin(self, parts: list[str]) -> bool:
        """parts = path parts below Qt's plugins folder, e.g. ["platforms", "libqxcb.so"]."""
        if parts[0] in DROP_PLUGIN_DIRS:
            return False
        if len(parts) < 2:
            return True
        stem = parts[-1].split(".")[0].removeprefix("lib")
        if stem in DROP_PLUGINS or stem.endswith("-server"):  # -server: wayland compositor side
            return False
        if parts[0] == "platforms":
            return stem.removeprefix("q") in self.platforms
        if parts[0] == "imageformats":
            return stem.removeprefix("q") in KEEP_IMAGEFORMATS
        return True

    def keep_translation(self, name: str) -> bool:
        """Only Qt's own qt_/qtbase_ catalogues for the game's languages."""
        match = re.fullmatch(r"(qt|qtbase)_([a-z]{2})(_[A-Z]{2})?\.qm", name)
        return match is not None and match.group(2) in self.qt_languages

    def keep(self, dest: str) -> bool:
        parts = PurePosixPath(dest.replace("\\", "/")).parts
        if "PySide6" in parts:
            if "plugins" in parts:
                return self.keep_plugin(list(parts[parts.index("plugins") + 1:]))
            if "translations" in parts and dest.endswith(".qm"):
                return self.keep_translation(parts[-1])
        return not self.drop_libs.search(parts[-1])


def _norm(name: str) -> str:
    return os.path.normpath(name.replace("\\", "/"))


def filter_toc(toc: Iterable[TocEntry], policy: Policy, shipped: set[str] | None = None) -> list[TocEntry]:
    """Entries the policy keeps; with `shipped` (normalised dest names of everything kept), also drop
    symlinks whose target is not among them."""
    out = []
    for dest, src, kind in toc:
        if not policy.keep(dest):
            continue
        if kind == "SYMLINK" and shipped is not None:
            target = _norm(os.path.join(os.path.dirname(dest), src))
            if target not in shipped:
                continue
        out.append((dest, src, kind))
    return out


def filter_bundle(binaries: list[TocEntry], datas: list[TocEntry], policy: Policy,
                  needed: Callable[[str], list[str]] | None = None) -> tuple[list[TocEntry], list[TocEntry]]:
    """Both TOC lists filtered; with `needed` (soname list of a file), orphan libraries pruned too."""
    bins = filter_toc(binaries, policy)
    if needed is not None:
        bins = prune_orphan_libs(bins, needed)
    dats = filter_toc(datas, policy)
    shipped = {_norm(e[0]) for e in bins + dats if e[2] != "SYMLINK"}
    links = [e for e in bins + dats if e[2] == "SYMLINK"]
    grew = True
    while grew:  # a link to a kept link is kept too
        before = len(shipped)
        shipped |= {_norm(e[0]) for e in links if _norm(os.path.join(os.path.dirname(e[0]), e[1])) in shipped}
        grew = len(shipped) > before
    return filter_toc(bins, policy, shipped), filter_toc(dats, policy, shipped)


def is_top_level_lib(dest: str) -> bool:
    return os.path.dirname(dest) == "" and dest.startswith("lib") and ".so" in dest


def prune_orphan_libs(binaries: list[TocEntry], needed: Callable[[str], list[str]]) -> list[TocEntry]:
    """Drop top-level shared libraries that nothing kept links against (Linux).

    PyInstaller collects the dependencies of every Qt plugin before the spec filters the plugins, so
    e.g. the PostgreSQL driver's libpq and Kerberos, or gtk3's cairo and pango, would stay behind.
    Roots: everything that is not a top-level lib*.so* (extension modules, Qt plugins and Qt's own
    libraries), plus libpython, which the bootloader opens itself."""
    by_name: dict[str, list[TocEntry]] = {}
    for entry in binaries:
        by_name.setdefault(os.path.basename(entry[0]), []).append(entry)
    todo = [e for e in binaries if not is_top_level_lib(e[0]) or e[0].startswith("libpython")]
    reached = {e[0] for e in todo}
    while todo:
        _dest, src, _kind = todo.pop()
        for soname in needed(src):
            for entry in by_name.get(soname, []):
                if entry[0] not in reached:
                    reached.add(entry[0])
                    todo.append(entry)
    return [e for e in binaries if e[0] in reached]


def readelf_needed(path: str) -> list[str]:
    """DT_NEEDED sonames of an ELF file (binutils' readelf; [] for anything else)."""
    import subprocess

    out = subprocess.run(["readelf", "-d", path], capture_output=True, text=True, check=False).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[(.+?)\]", out)
