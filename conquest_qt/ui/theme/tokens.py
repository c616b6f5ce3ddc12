"""The paper look's tokens: paper and ink colours, the owners' colours as accents, the hand-lettered
and the text fonts, the side panel's sizes. Every colour is set explicitly, so a dark desktop palette
cannot turn ink-on-paper into white-on-paper.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont

from conquest_qt.ui.board import board_style as st

PAPER = QColor(st.PAPER)
INK = QColor(st.INK)
INK_SOFT = QColor("#5b4a35")  # secondary text
PAPER_LIGHT = QColor("#f5eedb")  # cards laid on the paper
TEAL = QColor("#2f6a74")  # the sea's ink: accent where no player colour applies
DISABLED = QColor("#a3937a")
PAPER_DEEP = QColor("#e2d4b2")  # the menu and status bars: a shade under the paper
FOCUS = QColor("#b8400e")  # the keyboard focus ring: red pencil, clear on paper, on ink and on teal
PAPER_VEIL = QColor(PAPER.red(), PAPER.green(), PAPER.blue(), 110)


def css(colour: QColor, alpha: float | None = None) -> str:
    """rgba() for style sheets."""
    a = colour.alphaF() if alpha is None else alpha
    return f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, {round(a * 255)})"


def hand_family() -> str:
    return st.hand_font_family()


def hand_font(pixel_size: float) -> QFont:
    return st.hand_font(pixel_size)


def accent(colour: str | None, colour_blind: bool = False) -> QColor:
    """A player's token colour (flags, bands, the hand-over button)."""
    return QColor(st.owner_style(colour, colour_blind).token)


def on_accent(colour: str | None) -> QColor:
    """Text drawn on a player's token colour."""
    return QColor(st.owner_style(colour).ink)


def accent_ink(colour: str | None, colour_blind: bool = False) -> QColor:
    """A player's colour dark enough for large text on the paper (ink for yellow and white)."""
    if colour in (None, "yellow", "white", "neutral"):
        return QColor(INK)
    return QColor(st.owner_style(colour, colour_blind).edge)


def text_font(pixel_size: int, bold: bool = False) -> QFont:
    """Plain reading text (long lists): the desktop's font at a comfortable size."""
    f = QFont()
    f.setPixelSize(pixel_size)
    f.setBold(bold)
    return f


SECTION_SIZE = 19  # section titles (Players, Your move, Battle, Cards, Game log), hand-lettered
BUTTON_SIZE = 15  # the side panel's buttons, hand-lettered
