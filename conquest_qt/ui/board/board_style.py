"""The board's look: paper, inks, owner palettes (normal and colour-blind safe), font, wobbly lines."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from conquest_qt.paths import resource

PAPER = QColor("#eadfc4")
TABLE = QColor("#6b5a43")
INK = QColor("#2a2118")
SEA = QColor(84, 150, 168, 135)
SEA_HATCH = QColor(40, 90, 105, 70)
COAST_GLOW = QColor(50, 105, 125, 60)
LAND_SHADOW = QColor(28, 32, 30, 150)  # the lands' soft drop shadow on the sea
LAND_BORDER = QColor("#e0b40f")
LAKE = QColor(150, 185, 205)
DECOR = QColor("#d6c8a6")
SEA_INK = QColor("#173a57")  # the seas' names
HOVER = QColor(255, 255, 255, 90)
HOVER_RING = QColor(42, 33, 24, 230)
DIM = QColor(236, 229, 212, 110)  # over what the current step does not accept
DIM_SHADOW = QColor(42, 33, 24, 52)  # what it accepts casts a soft shadow on that veil
DIM_EDGE = QColor(42, 33, 24, 190)
SELECT = QColor("#b3001b")


@dataclass(frozen=True)
class OwnerStyle:
    fill: QColor  # wash over the paper
    edge: QColor  # coloured-pencil line along the inside of the border
    token: QColor  # flag, unit chips
    ink: QColor  # text/icons drawn on a token
    pattern: Qt.BrushStyle = Qt.BrushStyle.NoBrush


# fill (the wash over the paper, drawn at FILL_ALPHA), edge, token (flags, chips), ink on a token.
# Saturated washes that tell owners apart at a glance, as drawn (CIEDE2000 >= 20 for every pair
# and from the sea: tools/colour_table.py, tests/ui/board/test_board_colours.py)
_NORMAL = {
    "red": ("#d4382c", "#9e2118", "#c62f25", "#ffffff"),
    "black": ("#3c3a38", "#1a1a1a", "#262626", "#ffffff"),
    "blue": ("#2f66c9", "#1a3f86", "#2457ae", "#ffffff"),
    "green": ("#4c9a2a", "#2a6a17", "#348a2f", "#ffffff"),
    "yellow": ("#f5c818", "#a07c00", "#f2c81d", "#2a2118"),
    "white": ("#ffffff", "#8f8a80", "#fbfaf4", "#2a2118"),
}
# Okabe-Ito colours, each with its own hatching so no colour depends on hue alone
_SAFE = {
    "red": ("#d55e00", "#7a3300", "#d55e00", "#ffffff", Qt.BrushStyle.BDiagPattern),
    "black": ("#1a1a1a", "#000000", "#1a1a1a", "#ffffff", Qt.BrushStyle.DiagCrossPattern),
    "blue": ("#0072b2", "#003a5c", "#0072b2", "#ffffff", Qt.BrushStyle.HorPattern),
    "green": ("#009e73", "#004d38", "#009e73", "#ffffff", Qt.BrushStyle.FDiagPattern),
    "yellow": ("#f0e442", "#8a8000", "#f0e442", "#2a2118", Qt.BrushStyle.VerPattern),
    "white": ("#ffffff", "#b8b4ac", "#ffffff", "#2a2118", Qt.BrushStyle.CrossPattern),
}
FILL_ALPHA = 215  # of the wash: the paper's grain still shows through
NEUTRAL_STYLE = OwnerStyle(QColor(0, 0, 0, 0), QColor("#8a7b5c"), QColor("#cfc3a6"), INK)


def hatch_colour(o: OwnerStyle) -> QColor:
    """The colour of a colour-blind palette's hatching over its wash."""
    c = QColor(o.edge)
    c.setAlpha(140)
    return c


def owner_style(colour: str | None, colour_blind: bool = False) -> OwnerStyle:
    table = _SAFE if colour_blind else _NORMAL
    row = table.get(colour or "")
    if row is None:
        return NEUTRAL_STYLE
    fill = QColor(row[0])
    fill.setAlpha(FILL_ALPHA)
    pattern = row[4] if len(row) > 4 else Qt.BrushStyle.NoBrush
    return OwnerStyle(fill, QColor(row[1]), QColor(row[2]), QColor(row[3]), pattern)  # type: ignore[misc]


@cache
def hand_font_family() -> str:
    """The bundled hand-lettered font (Comic Neue Bold, OFL), or a system sans as fallback."""
    fid = QFontDatabase.addApplicationFont(str(resource("fonts", "ComicNeue-Bold.otf")))
    families = QFontDatabase.applicationFontFamilies(fid) if fid >= 0 else []
    return families[0] if families else "Sans Serif"


def hand_font(pixel_size: float, bold: bool = True) -> QFont:
    font = QFont(hand_font_family())
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


@cache
def paper_brush() -> QBrush:
    """A tiling paper texture: soft clouds plus fine grain, generated once (no image files)."""
    size = 512
    rnd = random.Random(1994)
    clouds = QImage(rnd.randbytes(32 * 32), 32, 32, 32, QImage.Format.Format_Grayscale8).copy()
    grain = QImage(rnd.randbytes(size * size), size, size, size, QImage.Format.Format_Grayscale8).copy()
    pix = QPixmap(size, size)
    pix.fill(PAPER)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Multiply)
    p.setOpacity(0.10)
    # scale a 3x3 tiling of the cloud cells and keep the middle: the smoothing wraps around,
    # so the texture tiles without seams
    tiled = QImage(96, 96, QImage.Format.Format_Grayscale8)
    q = QPainter(tiled)
    for i in range(3):
        for j in range(3):
            q.drawImage(32 * i, 32 * j, clouds)
    q.end()
    big = tiled.scaled(3 * size, 3 * size, Qt.AspectRatioMode.IgnoreAspectRatio,
                       Qt.TransformationMode.SmoothTransformation).copy(size, size, size, size)
    p.drawImage(0, 0, big)
    p.setOpacity(0.07)
    p.drawImage(0, 0, grain)
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    p.setOpacity(0.10)
    p.setPen(QColor("#a89468"))
    for _ in range(160):  # paper fibres
        x, y = rnd.uniform(0, size), rnd.uniform(0, size)
        a, n = rnd.uniform(0, math.pi), rnd.uniform(4, 14)
        p.drawLine(QPointF(x, y), QPointF(x + n * math.cos(a), y + n * math.sin(a)))
    p.end()
    return QBrush(pix)


BOARD_SIZE = [3600.0, 1565.0]  # set by the scene from the geometry file
DRAFT = [False]  # True while the user is zooming: paint without antialiasing, then repaint finely


def _noise(x: float, y: float, salt: int) -> float:
    """Deterministic value in [-1, 1] for a point, identical for both neighbours of a border
    (and for both edges of the wrap seam)."""
    h = hash((round(x % BOARD_SIZE[0], 1), round(y, 1), salt)) & 0xFFFFFF
    return h / 0x7FFFFF - 1.0


def _nudge(x: float, y: float, amp: float) -> QPointF:
    return QPointF(*_nudged(x, y, amp))


@cache
def _nudged(x: float, y: float, amp: float) -> tuple[float, float]:
    """Memoised: most vertices are shared by two areas and a border line."""
    w, h = BOARD_SIZE
    dx = 0.0 if x <= 0.0 or x >= w else amp * _noise(x, y, 1)
    dy = 0.0 if y <= 0.0 or y >= h else amp * _noise(x, y, 2)
    return (x + dx, y + dy)


def wobble(points: list[tuple[float, float]], amp: float, step: float, closed: bool) -> list[QPointF]:
    """Hand-drawn look: long segments are subdivided and every point nudged a little.

    Subdivision and noise depend only on the coordinates, so a border shared by two shapes
    wobbles the same way in both.
    """
    out: list[QPointF] = []
    n = len(points)
    last = n if closed else n - 1
    for i in range(last):
        (x0, y0), (x1, y1) = points[i], points[(i + 1) % n]
        out.append(_nudge(x0, y0, amp))
        d = math.hypot(x1 - x0, y1 - y0)
        k = int(d / step)
        if k >= 1:
            a, b = ((x0, y0), (x1, y1)) if (x0, y0) <= (x1, y1) else ((x1, y1), (x0, y0))
            mids = []
            for j in range(1, k + 1):
                t = j / (k + 1)
                mx, my = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
                mids.append(_nudge(mx, my, amp * 1.6))
            if (x0, y0) > (x1, y1):
                mids.reverse()
            out.extend(mids)
    if not closed:
        x, y = points[-1]
        out.append(_nudge(x, y, amp))
    return out


def polygons_path(polygons: list, amp: float = 0.0, step: float = 12.0, dx: float = 0.0) -> QPainterPath:
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for poly in polygons:
        for ring in poly:
            pts = wobble(ring, amp, step, closed=True) if amp else [QPointF(x, y) for x, y in ring]
            if dx:
                pts = [QPointF(p.x() + dx, p.y()) for p in pts]
            path.moveTo(pts[0])
            for p in pts[1:]:
                path.lineTo(p)
            path.closeSubpath()
    return path


@cache
def wave_tile() -> QPixmap:
    """Hand-drawn wave hatching (transparent between the strokes), 128 px, tiles seamlessly."""
    size = 128
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen_colour = QColor(SEA_HATCH)
    rnd = random.Random(7)
    for row in range(8):
        y0 = row * 16 + 6
        path = QPainterPath()
        x = -16.0 + (row % 2) * 32
        while x < size:  # short wavy dashes, repeating every 64 px
            path.moveTo(x, y0)
            path.quadTo(x + 5, y0 - 2.2, x + 10, y0)
            path.quadTo(x + 15, y0 + 2.2, x + 20, y0)
            x += 64
        pen_colour.setAlpha(rnd.randint(45, 75))
        p.setPen(QPen(pen_colour, 1.1))
        p.drawPath(path)
    p.end()
    return pix


@cache
def sea_brush() -> QBrush:
    """Opaque sea texture: the paper, a blue wash and the waves baked into one 512 px tile
    (aligned with the paper texture, so one fill per sea)."""
    paper = paper_brush().texture()
    pix = QPixmap(paper.size())
    p = QPainter(pix)
    p.drawPixmap(0, 0, paper)
    p.fillRect(pix.rect(), SEA)
    p.fillRect(pix.rect(), QBrush(wave_tile()))
    p.end()
    return QBrush(pix)


_LAND_BRUSHES: dict[int, QBrush] = {}


def land_brush(fill: QColor) -> QBrush:
    """The paper with an owner's wash baked in (one fill per land area)."""
    key = fill.rgba()
    if key not in _LAND_BRUSHES:
        paper = paper_brush().texture()
        pix = QPixmap(paper.size())
        p = QPainter(pix)
        p.drawPixmap(0, 0, paper)
        p.fillRect(pix.rect(), fill)
        p.end()
        _LAND_BRUSHES[key] = QBrush(pix)
    return _LAND_BRUSHES[key]


def outline(p: QPainter, path: QPainterPath, colour: QColor, width_px: float) -> None:
    """Stroke `path` about `width_px` device pixels wide.

    Qt strokes a wide pen by building the outline of the whole path first, which takes 30-60 ms on
    a long coast such as the North Atlantic's; a one-pixel cosmetic pen takes its fast line
    rasteriser (under 1 ms). So a wide line is drawn as one-pixel lines shifted around a small disc
    (device pixels): the same band, a few percent of the time.
    """
    pen = QPen(colour, 1.0)
    pen.setCosmetic(True)
    base = p.worldTransform()
    r = (width_px - 1.0) / 2
    offsets = [(0.0, 0.0)]
    # rings of 8 lines about 1.3 px apart (a one-pixel antialiased line is ~1.5 px wide: no gaps);
    # up to 2 px wide two lines up to half a pixel apart (as far apart as the band is wider than one
    # pixel: a width that changes smoothly draws a band that does)
    rings = math.ceil(r / 1.3) if r > 0.5 else 0
    if 0.0 < r <= 0.5:
        offsets = [(-0.7 * r, -0.7 * r), (0.7 * r, 0.7 * r)]
    for k in range(1, rings + 1):
        d = r * k / rings
        offsets += [(d * math.cos(a * math.pi / 4), d * math.sin(a * math.pi / 4)) for a in range(8)]
    for dx, dy in offsets:  # (a translucent colour comes out a little denser where lines overlap)
        p.setWorldTransform(base * QTransform.fromTranslate(dx, dy))
        p.strokePath(path, pen)
    p.setWorldTransform(base)
