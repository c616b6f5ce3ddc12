"""Player colours for swatches and panels: the board's palette (board_style), as small pictures."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPainter, QPixmap

from conquest_qt.ui.board.board_style import owner_style

NEUTRAL = "#cfc3a6"  # nobody's: the board's parchment


def swatch_colour(colour: str | None, colour_blind: bool = False) -> QColor:
    if colour in (None, "neutral"):
        return QColor(NEUTRAL)
    return QColor(owner_style(colour, colour_blind).token)


def ink_for(colour: str | None) -> QColor:
    return QColor("#2a2118") if colour in ("yellow", "white", "neutral", None) else QColor("#ffffff")


def swatch(colour: str, size: int = 16, colour_blind: bool = False) -> QPixmap:
    pm = QPixmap(size, size)
    pm.fill(swatch_colour(colour, colour_blind))
    if colour == "white":
        p = QPainter(pm)
        p.setPen(QColor("#555"))
        p.drawRect(0, 0, size - 1, size - 1)
        p.end()
    return pm
