"""Colour science for the board's palettes: CIEDE2000 colour differences (Sharma, Wu and Dalal
2005), colour-vision-deficiency simulation (Machado, Oliveira and Fernandes 2009, severity 1.0)
and the colours the board really paints (an owner's wash over the paper texture, sampled from a
rendered swatch), so the palettes are judged as a player sees them. Pure Python."""

from __future__ import annotations

import math
from itertools import combinations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter

from conquest_qt.ui.board import board_style as st

RGB = tuple[float, float, float]  # sRGB, 0..255
LAB = tuple[float, float, float]

PLAYERS = ("red", "black", "blue", "green", "yellow", "white")

# Machado et al. 2009, severity 1.0, applied to linear RGB
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
}


def _to_linear(c: float) -> float:
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _to_srgb(c: float) -> float:
    c = min(max(c, 0.0), 1.0)
    return 255.0 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def srgb_to_lab(rgb: RGB) -> LAB:
    """CIE L*a*b* (D65) of an sRGB colour."""
    r, g, b = (_to_linear(v) for v in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def ciede2000(lab1: LAB, lab2: LAB) -> float:
    """CIEDE2000 colour difference (kL = kC = kH = 1), as in Sharma, Wu and Dalal (2005)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    elif h2p - h1p > 180:
        dh = h2p - h1p - 360
    else:
        dh = h2p - h1p + 360
    d_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, cp_bar = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_bar = (h1p + h2p + 360) / 2
    else:
        h_bar = (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_bar - 30)) + 0.24 * math.cos(math.radians(2 * h_bar))
         + 0.32 * math.cos(math.radians(3 * h_bar + 6)) - 0.20 * math.cos(math.radians(4 * h_bar - 63)))
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_bar ** 7 / (cp_bar ** 7 + 25 ** 7))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (d_h / s_h) ** 2 + r_t * (dc / s_c) * (d_h / s_h))


def simulate(rgb: RGB, deficiency: str) -> RGB:
    """How a colour looks with protanopia or deuteranopia (Machado et al. 2009, severity 1.0)."""
    lin = [_to_linear(v) for v in rgb]
    m = MACHADO[deficiency]
    return tuple(_to_srgb(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))  # type: ignore[return-value]


def _mean(img: QImage) -> RGB:
    """The mean sRGB colour of an image (sampled on a grid of 64 x 64 points)."""
    n, acc = 0, [0.0, 0.0, 0.0]
    step_x, step_y = max(1, img.width() // 64), max(1, img.height() // 64)
    for y in range(0, img.height(), step_y):
        for x in range(0, img.width(), step_x):
            c = img.pixelColor(x, y)
            acc[0] += c.red()
            acc[1] += c.green()
            acc[2] += c.blue()
            n += 1
    return (acc[0] / n, acc[1] / n, acc[2] / n)


def _swatch(paint) -> QImage:  # a callable painting a QPainter
    img = QImage(256, 256, QImage.Format.Format_RGB32)
    img.fill(st.PAPER)
    p = QPainter(img)
    paint(p, img.rect())
    p.end()
    return img


def drawn_land(colour: str, colour_blind: bool = False) -> RGB:
    """The mean colour of a land of this owner as the board paints it (StaticLayers.paint_land:
    the paper with the owner's wash, and in the colour-blind palette its hatching)."""
    o = st.owner_style(colour, colour_blind)

    def paint(p: QPainter, rect) -> None:
        p.fillRect(rect, st.land_brush(o.fill))
        if o.pattern != Qt.BrushStyle.NoBrush:
            p.fillRect(rect, QBrush(st.hatch_colour(o), o.pattern))

    return _mean(_swatch(paint))


def drawn_sea() -> RGB:
    """The mean colour of the open sea as the board paints it (paper, wash and waves)."""
    return _mean(_swatch(lambda p, rect: p.fillRect(rect, st.sea_brush())))


def table(colour_blind: bool = False, deficiency: str | None = None) -> dict[tuple[str, str], float]:
    """CIEDE2000 between every pair of drawn player colours and between each and the sea
    ("sea" in the pair), optionally as seen with a colour-vision deficiency."""
    colours = {c: drawn_land(c, colour_blind) for c in PLAYERS}
    colours["sea"] = drawn_sea()
    if deficiency:
        colours = {c: simulate(rgb, deficiency) for c, rgb in colours.items()}
    labs = {c: srgb_to_lab(rgb) for c, rgb in colours.items()}
    return {(a, b): ciede2000(labs[a], labs[b]) for a, b in combinations([*PLAYERS, "sea"], 2)}


def hex_of(rgb: RGB) -> str:
    return QColor(*(round(v) for v in rgb)).name()
