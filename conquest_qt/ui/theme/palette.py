"""Player colours for swatches and panels (the board's palette when it is available)."""

from __future__ import annotations

from PySide6.QtGui import QColor

_PLAIN = {"red": "#c62f25", "black": "#262626", "blue": "#2457ae", "green": "#348a2f", "yellow": "#f2c81d",
          "white": "#fbfaf4", "neutral": "#cfc3a6"}


def swatch_colour(colour: str | None, colour_blind: bool = False) -> QColor:
    try:
        from conquest_qt.ui.board.board_style import owner_style
    except ImportError:
        return QColor(_PLAIN.get(colour or "neutral", "#cfc3a6"))
    if colour in (None, "neutral"):
        return QColor(_PLAIN["neutral"])
    return QColor(owner_style(colour, colour_blind).token)


def ink_for(colour: str | None) -> QColor:
    return QColor("#2a2118") if colour in ("yellow", "white", "neutral", None) else QColor("#ffffff")
