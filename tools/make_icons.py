"""Render the application icon (resources/icons/conquest*.svg) to every file that ships it.

    .venv/bin/python tools/make_icons.py            # write the files below
    .venv/bin/python tools/make_icons.py --check    # exit 1 if any is missing or stale

Sizes up to SMALL_MAX px come from conquest-small.svg (the same picture, bolder, no fine lines),
larger ones from conquest.svg. Writes resources/icons/conquest-<N>.png for N in SIZES (freedesktop
hicolor sizes, also used for the window icon), packaging/windows/conquest.ico (PNG-compressed
entries, Vista+) and packaging/macos/conquest.icns (PNG entries, macOS 10.7+). QtSvg + QImage only.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "conquest.svg"
SMALL_SVG = ROOT / "resources" / "icons" / "conquest-small.svg"
SMALL_MAX = 32
PNG_DIR = ROOT / "resources" / "icons"
ICO = ROOT / "packaging" / "windows" / "conquest.ico"
ICNS = ROOT / "packaging" / "macos" / "conquest.icns"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element types holding PNG data, by pixel size (the @2x types reuse the larger renders)
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)


def png_path(size: int) -> Path:
    return PNG_DIR / f"conquest-{size}.png"


def render_png(svg: Path, size: int) -> bytes:
    """The SVG rendered to a size×size antialiased PNG with a transparent background."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG")  # type: ignore[call-overload]  # the stubs say bytes, PySide6 wants str
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG streams (size byte 0 means 256)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, data in sorted(pngs.items()):
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def source_for(size: int) -> Path:
    return SMALL_SVG if size <= SMALL_MAX and SMALL_SVG.exists() else SVG


def wanted_files() -> dict[Path, bytes]:
    all_sizes = sorted({*SIZES, *ICO_SIZES, *(s for _, s in ICNS_TYPES)})
    renders = {size: render_png(source_for(size), size) for size in all_sizes}
    files = {png_path(size): renders[size] for size in SIZES}
    files[ICO] = ico_bytes({size: renders[size] for size in ICO_SIZES})
    files[ICNS] = icns_bytes(renders)
    return files


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="only check that the files are present and up to date")
    args = ap.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([])
    stale = []
    for path, data in wanted_files().items():
        if args.check:
            if not path.exists() or path.read_bytes() != data:
                stale.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"wrote {path.relative_to(ROOT)} ({len(data)} bytes)")
    if stale:
        print("make_icons: stale or missing: " + ", ".join(str(p.relative_to(ROOT)) for p in stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
