"""The board's look for the whole window: the full-window screens (start, hand-over, game over), the game
page around the board (side panel, log, menu and status bars) and the dialogs.

Paper (the board's own texture), ink, the hand-lettered font, the owners' colours as accents. Every
colour is set explicitly, so a dark desktop palette cannot turn ink-on-paper into white-on-paper.
The game page takes one style sheet (game_stylesheet) plus the paper palette; widgets mark their role
with dynamic properties (primary="true", card="true", soft="true", help="true") instead of own styles.
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Iterator
from functools import cache

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
    QTransform,
)
from PySide6.QtWidgets import QFrame, QLabel, QListWidget, QMessageBox, QPushButton, QSizePolicy, QWidget

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


# --- player colours --------------------------------------------------------------------------

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


# --- palette ---------------------------------------------------------------------------------

def paper_palette() -> QPalette:
    pal = QPalette()
    roles = {
        QPalette.ColorRole.Window: PAPER,
        QPalette.ColorRole.WindowText: INK,
        QPalette.ColorRole.Base: PAPER_LIGHT,
        QPalette.ColorRole.AlternateBase: PAPER,
        QPalette.ColorRole.Text: INK,
        QPalette.ColorRole.Button: PAPER_LIGHT,
        QPalette.ColorRole.ButtonText: INK,
        QPalette.ColorRole.BrightText: QColor("#ffffff"),
        QPalette.ColorRole.Highlight: TEAL,
        QPalette.ColorRole.HighlightedText: QColor("#ffffff"),
        QPalette.ColorRole.ToolTipBase: PAPER_LIGHT,
        QPalette.ColorRole.ToolTipText: INK,
        QPalette.ColorRole.PlaceholderText: INK_SOFT,
        QPalette.ColorRole.Link: TEAL,
        QPalette.ColorRole.Light: QColor("#fffaf0"),
        QPalette.ColorRole.Midlight: PAPER_LIGHT,
        QPalette.ColorRole.Mid: QColor("#b9a983"),
        QPalette.ColorRole.Dark: INK_SOFT,
        QPalette.ColorRole.Shadow: INK,
    }
    for role, colour in roles.items():
        pal.setColor(role, colour)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, role, DISABLED)
    return pal


# --- painting --------------------------------------------------------------------------------

def paint_paper(p: QPainter, rect: QRectF, vignette: bool = True) -> None:
    """The board's paper, a little darker towards the edges like an old sheet."""
    p.fillRect(rect, st.paper_brush())
    p.fillRect(rect, PAPER_VEIL)  # a whole window of it: softer clouds than under the board's lands
    if vignette:
        paint_vignette(p, rect)


def paint_vignette(p: QPainter, rect: QRectF, edge_alpha: int = 70) -> None:
    g = QRadialGradient(rect.center(), math.hypot(rect.width(), rect.height()) * 0.62)
    g.setColorAt(0.0, QColor(255, 250, 235, 40))
    g.setColorAt(0.55, QColor(0, 0, 0, 0))
    g.setColorAt(1.0, QColor(92, 66, 30, edge_alpha))
    p.fillRect(rect, QBrush(g))


def paint_frame(p: QPainter, rect: QRectF, colour: QColor = INK, gap: float = 5.0) -> None:
    """The board's double ink edge: a firm outer line and a fine inner one."""
    p.save()
    p.setBrush(Qt.BrushStyle.NoBrush)
    outer = QColor(colour)
    outer.setAlpha(200)
    p.setPen(QPen(outer, 2.0))
    p.drawRect(rect.adjusted(1, 1, -1, -1))
    inner = QColor(colour)
    inner.setAlpha(140)
    p.setPen(QPen(inner, 1.0))
    p.drawRect(rect.adjusted(1 + gap, 1 + gap, -1 - gap, -1 - gap))
    p.restore()


def paint_band(p: QPainter, rect: QRectF, colour: QColor) -> None:
    """A coloured-pencil band: the player's colour with an ink line along its lower edge."""
    p.save()
    p.fillRect(rect, colour)
    p.setPen(QPen(QColor(INK.red(), INK.green(), INK.blue(), 170), 1.5))
    p.drawLine(rect.bottomLeft(), rect.bottomRight())
    p.restore()


def flag_pixmap(colour: str | None, height: int, colour_blind: bool = False, ratio: float = 1.0) -> QPixmap:
    """A little flag on a pole, as the board plants them, in a player's colour."""
    dpr = max(1.0, ratio)
    w, h = round(height * 0.9), height
    pix = QPixmap(round(w * dpr), round(h * dpr))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    line = max(1.2, h / 22)
    pole_x = w * 0.16
    p.setPen(QPen(INK, line * 1.3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(pole_x, h * 0.06), QPointF(pole_x, h * 0.96))
    cloth = QPainterPath(QPointF(pole_x, h * 0.10))
    bottom, right = h * 0.56, w * 0.94
    cloth.cubicTo(QPointF(w * 0.45, h * 0.02), QPointF(w * 0.62, h * 0.20), QPointF(right, h * 0.12))
    cloth.cubicTo(QPointF(w * 0.86, h * 0.28), QPointF(w * 0.90, h * 0.40), QPointF(right, bottom - h * 0.02))
    cloth.cubicTo(QPointF(w * 0.62, h * 0.62), QPointF(w * 0.45, h * 0.46), QPointF(pole_x, bottom))
    cloth.closeSubpath()
    p.setBrush(accent(colour, colour_blind))
    p.setPen(QPen(INK, line, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    p.drawPath(cloth)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(INK)
    p.drawEllipse(QPointF(pole_x, h * 0.05), line * 1.3, line * 1.3)
    p.end()
    return pix


@cache
def _land_path() -> QPainterPath | None:
    """Every land area and decor island of the board in one path (board units), or None without a board."""
    try:
        from conquest_qt.board.geometry import default_geometry

        geo = default_geometry()
    except Exception:  # noqa: BLE001 - a missing board file only costs the picture
        return None
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for shape in geo.areas.values():
        if shape.kind == "land":
            path.addPath(st.polygons_path(shape.polygons))
    for poly in geo.decor:
        path.addPath(st.polygons_path([poly]))
    return path


def _board_size() -> tuple[float, float]:
    from conquest_qt.board.geometry import default_geometry

    geo = default_geometry()
    return geo.width, geo.height


WORLD_TILES = (4, 2)  # world_map_steps draws the picture in this many columns and rows, a tile per step
_worlds: dict[int, QPixmap | None] = {}  # width -> the world picture (world_map)


def world_map_steps(width: int) -> Iterator[None]:
    """Render world_map(width) in steps: the board's files, the land, the textures, then the drawing
    tile by tile, each with only the coasts that reach into it (a few milliseconds each)."""
    if width in _worlds:
        return
    try:
        from conquest_qt.board.geometry import default_geometry_steps

        yield  # (importing it builds its models: a step of its own)
        yield from default_geometry_steps()
    except Exception:  # noqa: BLE001 - a missing board file only costs the picture
        _worlds[width] = None
        return
    land = _land_path()
    yield
    st.paper_brush()
    yield
    st.sea_brush()
    yield
    if land is None:
        _worlds[width] = None
        return
    bw, bh = _board_size()
    s = width / bw
    coast = QTransform.fromScale(s, s).map(land)  # device pixels: hairline strokes take Qt's fast path
    rings = [(ring.boundingRect().adjusted(-3, -3, 3, 3), ring) for ring in coast.toSubpathPolygons()]
    yield
    pix = QPixmap(width, round(bh * s))
    cols, rows = WORLD_TILES
    tw, th = math.ceil(pix.width() / cols), math.ceil(pix.height() / rows)
    for top in range(0, pix.height(), th):
        for left in range(0, pix.width(), tw):
            tile = QRectF(left, top, tw, th)
            part = QPainterPath()
            part.setFillRule(coast.fillRule())
            for box, ring in rings:
                if box.intersects(tile):
                    part.addPolygon(ring)
                    part.closeSubpath()
            p = QPainter(pix)
            p.setClipRect(tile)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.fillRect(tile, st.sea_brush())
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(st.paper_brush())
            p.drawPath(part)
            p.setBrush(Qt.BrushStyle.NoBrush)
            st.outline(p, part, INK, 1.5)
            p.end()
            yield
    _worlds[width] = pix


def world_map(width: int) -> QPixmap | None:
    """The board's world without owners or units: paper lands with inked coasts in a teal sea,
    `width` pixels wide (rendered once per width; None when the board's files are missing)."""
    for _ in world_map_steps(width):
        pass
    return _worlds[width]


def paint_compass(p: QPainter, at: QPointF, scale: float) -> None:
    """The board's compass rose (board_layers.compass), centred at `at`."""
    from conquest_qt.ui.board.board_layers import COMPASS_AT, compass

    p.save()
    p.translate(at)
    p.scale(scale, scale)
    p.translate(-COMPASS_AT)
    compass(p, 1.2 / scale)
    p.restore()


# --- widgets ---------------------------------------------------------------------------------

def _is_confirm_key(event: QKeyEvent) -> bool:
    mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    return event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and mods == Qt.KeyboardModifier.NoModifier


def _radii(r: int) -> str:
    """Slightly unequal corners: a drawn box, not a machine one."""
    return (f"border-top-left-radius: {r}px; border-top-right-radius: {r - 3}px; "
            f"border-bottom-right-radius: {r + 2}px; border-bottom-left-radius: {r - 1}px;")


def button_css(sel: str, size: int, fill: QColor | None = None, text: QColor | None = None, *,
               radius: int = 12, pad: tuple[int, int] | None = None, font: bool = True) -> str:
    """Style sheet rules of an ink button (selector `sel`): paper or a solid fill, a 2 px ink edge, slightly
    unequal corners; the keyboard focus draws a thicker edge that stands off the fill (red pencil on paper)."""
    text = text or INK
    pad_v, pad_h = pad if pad is not None else (round(size * 0.42), round(size * 1.2))
    if fill is None:
        bg, hover, pressed = css(PAPER_LIGHT, 0.72), css(QColor("#fffaf0"), 0.95), css(INK, 0.14)
    else:
        bg, hover, pressed = css(fill), css(fill.lighter(112)), css(fill.darker(115))
    # the ring must stand off the button's own colour: red pencil on paper, white on a player's dark colour
    ring = FOCUS if fill is None else (INK if fill.lightness() > 150 else QColor("#fffaf0"))
    face = f"font-family: '{hand_family()}'; font-size: {size}px; font-weight: bold;" if font else ""
    return (
        f"{sel} {{ {face} color: {css(text)}; background: {bg}; border: 2px solid {css(INK, 0.85)};"
        f" {_radii(radius)} padding: {pad_v}px {pad_h}px; }}"
        f" {sel}:hover {{ background: {hover}; }}"
        f" {sel}:pressed {{ background: {pressed}; }}"
        f" {sel}:focus {{ border: 3px solid {css(ring)}; padding: {pad_v - 1}px {pad_h - 1}px; }}"
        f" {sel}:disabled {{ color: {css(DISABLED)}; background: {css(PAPER_LIGHT, 0.35)};"
        f" border: 2px dashed {css(INK, 0.3)}; }}"
    )


class InkButton(QPushButton):
    """A large button drawn in ink on the paper; Enter or Space presses it while it has the focus.

    (The window's own Enter shortcut would take the key otherwise.)"""

    def __init__(self, text: str = "", parent: QWidget | None = None, *, size: int = 22,
                 fill: QColor | None = None, text_colour: QColor | None = None) -> None:
        super().__init__(text, parent)
        self._size = size
        self._fill = fill
        self._text = text_colour
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAutoDefault(False)
        self._restyle()

    def set_fill(self, fill: QColor | None, text_colour: QColor | None = None) -> None:
        """A solid fill (a player's colour) and the text colour on it; None: paper."""
        self._fill, self._text = fill, text_colour
        self._restyle()

    def _restyle(self) -> None:
        self.setStyleSheet(button_css("QPushButton", self._size, self._fill, self._text))

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ShortcutOverride and isinstance(e, QKeyEvent) and _is_confirm_key(e):
            e.accept()  # Enter belongs to the focused button, not to the window's "main action"
            return True
        return super().event(e)

    def keyPressEvent(self, e: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if _is_confirm_key(e) and self.isEnabled():
            self.animateClick()
            return
        super().keyPressEvent(e)


class PaperPage(QWidget):
    """A full-window page on the board's paper, with an ink frame and an optional colour band on top."""

    BAND = 14

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.band: QColor | None = None
        self.setPalette(paper_palette())
        self.setAutoFillBackground(False)

    def set_band(self, colour: QColor | None) -> None:
        self.band = colour
        self.update()

    def paint_background(self, p: QPainter, rect: QRectF) -> None:
        paint_paper(p, rect)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        self.paint_background(p, rect)
        if self.band is not None:
            paint_band(p, QRectF(0, 0, rect.width(), self.BAND), self.band)
            frame = rect.adjusted(8, self.BAND + 8, -8, -8)
        else:
            frame = rect.adjusted(8, 8, -8, -8)
        paint_frame(p, frame)
        p.end()


class PaperCard(QFrame):
    """A lighter sheet laid on the page, edged in ink (the journal, the table, the chart)."""

    def __init__(self, parent: QWidget | None = None, *, opacity: float = 0.78) -> None:
        super().__init__(parent)
        self.opacity = opacity
        self.setPalette(paper_palette())
        self.setFrameShape(QFrame.Shape.NoFrame)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        shadow = r.translated(2, 3)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(60, 40, 15, 40))
        p.drawRoundedRect(shadow, 6, 6)
        fill = QColor(PAPER_LIGHT)
        fill.setAlphaF(self.opacity)
        p.setBrush(fill)
        p.setPen(QPen(QColor(INK.red(), INK.green(), INK.blue(), 190), 1.5))
        p.drawRoundedRect(r, 6, 6)
        p.end()


def heading_label(size: int, colour: QColor = INK, parent: QWidget | None = None) -> QLabel:
    """A label in the hand-lettered font."""
    label = QLabel(parent)
    label.setFont(hand_font(size))
    style_label(label, colour)
    return label


def centred_heading(size: int, colour: QColor = INK, name: str = "", wrap: bool = False) -> QLabel:
    """A centred hand-lettered label (titles and subtitles of the full-window screens)."""
    label = heading_label(size, colour)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(wrap)
    if name:
        label.setObjectName(name)
    return label


def flag_slot(name: str = "") -> QLabel:
    """An empty label for a player's flag picture (theme.flag_pixmap), see-through on the paper."""
    flag = QLabel()
    if name:
        flag.setObjectName(name)
    flag.setStyleSheet("background: transparent;")
    return flag


def fit_heading(label: QLabel, largest: int, smallest: int, width: int) -> None:
    """The largest hand-lettered size (down to `smallest`) at which the label's text fits on one line of
    `width` pixels; below that it wraps."""
    text = label.text()
    size = largest
    while size > smallest and QFontMetrics(hand_font(size)).horizontalAdvance(text) > width:
        size -= 2
    label.setFont(hand_font(size))
    label.setWordWrap(QFontMetrics(hand_font(size)).horizontalAdvance(text) > width)


def style_label(label: QLabel, colour: QColor = INK, size: int | None = None) -> None:
    label.setStyleSheet(f"QLabel {{ color: {css(colour)}; background: transparent; }}")
    if size is not None:
        f = label.font()
        f.setPixelSize(size)
        label.setFont(f)


def text_font(pixel_size: int, bold: bool = False) -> QFont:
    """Plain reading text (long lists): the desktop's font at a comfortable size."""
    f = QFont()
    f.setPixelSize(pixel_size)
    f.setBold(bold)
    return f


def style_journal(lst: QListWidget, size: int = 17) -> None:
    """A list written on the paper: no white box, ink text, a dotted rule under every line."""
    lst.setPalette(paper_palette())
    lst.setFrameShape(QFrame.Shape.NoFrame)
    lst.setFont(hand_font(size))
    lst.viewport().setAutoFillBackground(False)
    lst.setStyleSheet(
        f"QListWidget {{ background: transparent; color: {css(INK)}; border: none; outline: none; }}"
        f" QListWidget::item {{ padding: 5px 8px; border-bottom: 1px dotted {css(INK, 0.35)}; color: {css(INK)}; }}"
        f" QListWidget::item:hover {{ background: {css(QColor('#ffffff'), 0.45)}; }}"
        f" QListWidget::item:selected {{ background: {css(TEAL, 0.18)}; color: {css(INK)}; }}"
        f" QScrollBar:vertical {{ background: transparent; width: 10px; margin: 2px; }}"
        f" QScrollBar::handle:vertical {{ background: {css(INK, 0.35)}; border-radius: 4px; min-height: 24px; }}"
        f" QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0; }}"
        f" QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical {{ background: transparent; }}"
    )


class JournalList(QListWidget):
    """A journal list whose size hint is its lines (up to `max_rows`), shrinking to `min_rows` and scrolling
    when the page is short: it never forces the window taller."""

    def __init__(self, parent: QWidget | None = None, *, min_rows: int = 3, max_rows: int = 12,
                 width: int = 600) -> None:
        super().__init__(parent)
        self.min_rows, self.max_rows, self.hint_width = min_rows, max_rows, width
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)

    def _rows_height(self, rows: int) -> int:
        n = min(self.count(), rows)
        lines = sum(max(self.sizeHintForRow(i), 0) for i in range(n))
        return lines + 2 * self.frameWidth() + 4

    def sizeHint(self) -> QSize:
        return QSize(self.hint_width, self._rows_height(self.max_rows))

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self._rows_height(self.min_rows))

    def refit(self) -> None:
        """Call after adding lines (or when the width changes the wrapping)."""
        self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self.wordWrap() and event.size().width() != event.oldSize().width():
            self.scheduleDelayedItemsLayout()  # a list view re-wraps its lines only when told (else: "…")
            self.updateGeometry()


_TAG = re.compile(r"<[^>]+>")


def split_heading(rich: str) -> tuple[str, str]:
    """"<h1>Title</h1><p>More.</p>" -> ("Title", "More.") as plain text (translations keep that shape)."""
    m = re.search(r"<h1[^>]*>(.*?)</h1>(.*)", rich, re.S | re.I)
    if m is None:
        return html.unescape(_TAG.sub(" ", rich)).strip(), ""
    title = html.unescape(_TAG.sub("", m.group(1))).strip()
    rest = re.sub(r"</p>\s*<p[^>]*>", "\n", m.group(2), flags=re.I)
    rest = html.unescape(_TAG.sub("", rest)).strip()
    return title, rest


def fit_pixmap(pix: QPixmap, box: QSize) -> QPixmap:
    return pix.scaled(box, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)


# --- the game page around the board, the bars, the dialogs -----------------------------------

SECTION_SIZE = 19  # section titles (Players, Your move, Battle, Cards, Game log), hand-lettered
BUTTON_SIZE = 15  # the side panel's buttons, hand-lettered


def _scrollbar_css() -> str:
    return (
        f"QScrollBar:vertical {{ background: transparent; width: 11px; margin: 2px 1px; }}"
        f" QScrollBar::handle:vertical {{ background: {css(INK, 0.32)}; border-radius: 4px; min-height: 24px; }}"
        f" QScrollBar::handle:vertical:hover {{ background: {css(INK, 0.5)}; }}"
        f" QScrollBar:horizontal {{ background: transparent; height: 11px; margin: 1px 2px; }}"
        f" QScrollBar::handle:horizontal {{ background: {css(INK, 0.32)}; border-radius: 4px; min-width: 24px; }}"
        f" QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; }}"
        f" QScrollBar::add-page, QScrollBar::sub-page {{ background: transparent; }}"
    )


def indicator_css() -> str:
    """Radio buttons and check boxes drawn in ink (the desktop's would vanish on the paper)."""
    box = f"width: 13px; height: 13px; border: 1.5px solid {css(INK, 0.85)}; background: {css(QColor('#fffaf0'))};"
    dot = (f"qradialgradient(cx:0.5, cy:0.5, radius:0.5, fx:0.5, fy:0.5, stop:0 {css(INK)}, stop:0.5 {css(INK)},"
           f" stop:0.62 #fffaf0, stop:1 #fffaf0)")
    return (
        f"QRadioButton, QCheckBox {{ color: {css(INK)}; background: transparent; spacing: 6px; }}"
        f" QRadioButton:disabled, QCheckBox:disabled {{ color: {css(DISABLED)}; }}"
        f" QRadioButton::indicator {{ {box} border-radius: 8px; }}"
        f" QRadioButton::indicator:checked {{ background: {dot}; }}"
        f" QCheckBox::indicator {{ {box} border-radius: 3px; }}"
        f" QCheckBox::indicator:checked {{ background: {css(TEAL)}; border-color: {css(INK)}; }}"
        f" QRadioButton::indicator:disabled, QCheckBox::indicator:disabled {{ border-color: {css(DISABLED)};"
        f" background: transparent; }}"
        f" QRadioButton::indicator:focus, QCheckBox::indicator:focus {{ border: 2px solid {css(FOCUS)}; }}"
    )


def fields_css() -> str:
    """Entry fields keep the desktop's drawing (no border rules: native frames and arrows) in paper colours;
    a style sheet on a parent would otherwise give them the desktop palette back (dark on a dark desktop)."""
    return (
        f"QComboBox, QAbstractSpinBox, QLineEdit {{ background-color: #fffaf0; color: {css(INK)};"
        f" selection-background-color: {css(TEAL)}; selection-color: #ffffff; }}"
        f" QComboBox:disabled, QAbstractSpinBox:disabled, QLineEdit:disabled {{ color: {css(DISABLED)};"
        f" background-color: {css(PAPER_LIGHT)}; }}"
        f" QComboBox QAbstractItemView {{ background-color: #fffaf0; color: {css(INK)};"
        f" selection-background-color: {css(TEAL, 0.25)}; selection-color: {css(INK)}; }}"
    )


def section_css() -> str:
    """Group boxes as sections: a hand-lettered title above a light sheet edged in ink."""
    return (
        f"QGroupBox {{ font-family: '{hand_family()}'; font-size: {SECTION_SIZE}px; font-weight: bold;"
        f" color: {css(INK)}; background: {css(PAPER_LIGHT, 0.62)}; border: 1px solid {css(INK, 0.5)};"
        f" {_radii(7)} margin-top: {SECTION_SIZE + 6}px; padding: 2px 1px 1px 1px; }}"
        f" QGroupBox::title {{ subcontrol-origin: margin; subcontrol-position: top left; left: 4px;"
        f" padding: 0 2px; color: {css(INK)}; background: transparent; }}"
    )


def game_stylesheet() -> str:
    """The one style sheet of the side panel and the log (and, in part, of the dialogs)."""
    return (
        section_css()
        + f" QLabel {{ color: {css(INK)}; background: transparent; }}"
        f" QLabel[soft=\"true\"] {{ color: {css(INK_SOFT)}; }}"
        f" QLabel[hand=\"true\"] {{ font-family: '{hand_family()}'; font-weight: bold; font-size: 16px; }}"
        + " " + indicator_css() + " " + fields_css()
        + " " + button_css("QPushButton", BUTTON_SIZE, radius=8, pad=(4, 10))
        + f" QPushButton[primary=\"true\"] {{ color: #fffaf0; background: {css(TEAL)}; border-color: {css(INK)}; }}"
        f" QPushButton[primary=\"true\"]:hover {{ background: {css(TEAL.lighter(118))}; }}"
        f" QPushButton[primary=\"true\"]:pressed {{ background: {css(TEAL.darker(120))}; }}"
        f" QPushButton[primary=\"true\"]:focus {{ border: 3px solid {css(FOCUS)}; }}"
        f" QPushButton[primary=\"true\"]:disabled {{ color: {css(DISABLED)}; background: {css(PAPER_LIGHT, 0.35)};"
        f" border: 2px dashed {css(INK, 0.3)}; }}"
        f" QPushButton[card=\"true\"] {{ background: {css(QColor('#fffaf0'), 0.9)}; border-style: double;"
        f" border-width: 3px; padding: 3px 9px; }}"
        f" QPushButton[card=\"true\"]:hover {{ background: #ffffff; }}"
        f" QPushButton[card=\"true\"]:focus {{ border: 3px solid {css(FOCUS)}; }}"
        f" QFrame#cardTile {{ background: {css(QColor('#fffaf0'), 0.8)}; border: 1px solid {css(INK, 0.6)};"
        f" {_radii(6)} }}"
        f" QToolButton[help=\"true\"] {{ font-family: '{hand_family()}'; font-size: 14px; font-weight: bold;"
        f" color: {css(INK)}; background: {css(PAPER_LIGHT)}; border: 1.5px solid {css(INK, 0.8)};"
        f" border-radius: 10px; min-width: 17px; max-width: 17px; min-height: 17px; max-height: 17px; padding: 0; }}"
        f" QToolButton[help=\"true\"]:hover {{ background: #fffaf0; }}"
        f" QToolButton[help=\"true\"]:focus {{ border: 2px solid {css(FOCUS)}; }}"
        f" QListWidget {{ color: {css(INK)}; background: {css(QColor('#fffaf0'), 0.55)};"
        f" alternate-background-color: {css(PAPER, 0.55)}; border: 1px solid {css(INK, 0.4)}; border-radius: 4px; }}"
        f" QListWidget::item {{ color: {css(INK)}; padding: 1px 3px; }}"
        f" QListWidget::item:selected {{ background: {css(TEAL, 0.2)}; color: {css(INK)}; }}"
        f" QListWidget:focus {{ border: 2px solid {css(FOCUS)}; }}"
        # check boxes of list items (the cards to return): without rules of their own, a style sheet
        # on the list draws them as solid black squares
        f" QListWidget::indicator {{ width: 13px; height: 13px; border: 1.5px solid {css(INK, 0.85)};"
        f" background: #fffaf0; border-radius: 3px; }}"
        f" QListWidget::indicator:checked {{ background: {css(TEAL)}; border-color: {css(INK)}; }}"
        f" QListWidget::indicator:disabled {{ border-color: {css(DISABLED)}; background: transparent; }}"
        f" QScrollArea#sideScroll {{ background: transparent; border: none; }}"
        f" QSplitter::handle {{ background: {css(PAPER_DEEP)}; }}"
        f" QSplitter::handle:hover {{ background: {css(TEAL, 0.35)}; }}"
        + " " + _scrollbar_css()
    )


def bars_stylesheet() -> str:
    """The menu bar, its menus and the status bar: a shade under the paper, ink text."""
    return (
        f"QMenuBar {{ background: {css(PAPER_DEEP)}; color: {css(INK)};"
        f" border-bottom: 1px solid {css(INK, 0.35)}; }}"
        f" QMenuBar::item {{ background: transparent; color: {css(INK)}; padding: 3px 9px; }}"
        f" QMenuBar::item:selected {{ background: {css(TEAL, 0.2)}; border-radius: 3px; }}"
        f" QMenuBar::item:pressed {{ background: {css(TEAL, 0.3)}; }}"
        f" QMenu {{ background: {css(PAPER_LIGHT)}; color: {css(INK)}; border: 1px solid {css(INK, 0.6)};"
        f" padding: 3px; }}"
        f" QMenu::item {{ color: {css(INK)}; padding: 4px 24px 4px 24px; border-radius: 3px; }}"
        f" QMenu::item:selected {{ background: {css(TEAL, 0.22)}; }}"
        f" QMenu::item:disabled {{ color: {css(DISABLED)}; }}"
        f" QMenu::separator {{ height: 1px; background: {css(INK, 0.25)}; margin: 4px 8px; }}"
        f" QStatusBar {{ background: {css(PAPER_DEEP)}; color: {css(INK)}; border-top: 1px solid {css(INK, 0.35)}; }}"
        f" QStatusBar QLabel {{ color: {css(INK)}; }}"
    )


def dialog_stylesheet() -> str:
    """Dialogs (new game, settings): sections and buttons as on the game page; fields keep the desktop's
    drawing with the paper palette."""
    return (section_css() + f" QLabel {{ color: {css(INK)}; background: transparent; }} " + indicator_css()
            + " " + fields_css()
            + " " + button_css("QPushButton", BUTTON_SIZE, radius=8, pad=(4, 14))
            + f" QPushButton:default {{ color: #fffaf0; background: {css(TEAL)}; }}"
            f" QPushButton:default:hover {{ background: {css(TEAL.lighter(118))}; }}")


def mark(widget: QWidget, role: str, on: bool = True) -> None:
    """Set a style role property (primary, card, soft, help, hand) and re-apply the style sheet."""
    if bool(widget.property(role)) == on:
        return
    widget.setProperty(role, on)
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)


def paper_dialog(dialog: QWidget) -> None:
    """A dialog on the paper: palette (Base, Text, Window …) and the dialog style sheet."""
    dialog.setPalette(paper_palette())
    dialog.setAutoFillBackground(True)
    dialog.setStyleSheet(dialog_stylesheet())


def text_area_css(sel: str = "QTextBrowser, QTextEdit, QPlainTextEdit") -> str:
    """Long texts (the rules, the card reference, an error's details): light paper edged in ink, ink text."""
    return (f"{sel} {{ background-color: #fffaf0; color: {css(INK)}; border: 1px solid {css(INK, 0.55)};"
            f" border-radius: 3px; selection-background-color: {css(TEAL)}; selection-color: #ffffff; }}"
            + " " + _scrollbar_css())


Buttons = QMessageBox.StandardButton


def paper_message_box(box: QMessageBox) -> QMessageBox:
    """A message box on the paper, like the other dialogs: ink text, ink-edged buttons, the default one
    in teal, details (if any) on light paper. Returns the box."""
    paper_dialog(box)
    box.setStyleSheet(dialog_stylesheet() + " " + text_area_css())
    return box


def message_box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str,
                buttons: QMessageBox.StandardButton = Buttons.Ok,
                default: QMessageBox.StandardButton = Buttons.NoButton, plain: bool = False) -> QMessageBox:
    """A paper message box, not yet shown (open() it, or exec() it through `paper_*` below). `plain`: the
    text is shown as typed (it holds a file's name or data: never markup)."""
    box = QMessageBox(icon, title, text, buttons, parent)
    if plain:
        box.setTextFormat(Qt.TextFormat.PlainText)
    if default != Buttons.NoButton:
        box.setDefaultButton(default)
    return paper_message_box(box)


def _run(box: QMessageBox) -> QMessageBox.StandardButton:
    """exec() the box; the standard button clicked (the escape button's when closed otherwise), as the
    static QMessageBox functions answer."""
    box.exec()
    clicked = box.clickedButton()
    answer = box.standardButton(clicked) if clicked is not None else Buttons.NoButton
    box.deleteLater()
    return answer


def paper_question(parent: QWidget | None, title: str, text: str,
                   buttons: QMessageBox.StandardButton = Buttons.Yes | Buttons.No,
                   default: QMessageBox.StandardButton = Buttons.NoButton) -> QMessageBox.StandardButton:
    """QMessageBox.question on the paper."""
    return _run(message_box(parent, QMessageBox.Icon.Question, title, text, buttons, default))


def paper_warning(parent: QWidget | None, title: str, text: str,
                  buttons: QMessageBox.StandardButton = Buttons.Ok,
                  default: QMessageBox.StandardButton = Buttons.NoButton,
                  plain: bool = False) -> QMessageBox.StandardButton:
    """QMessageBox.warning on the paper (`plain`: see message_box)."""
    return _run(message_box(parent, QMessageBox.Icon.Warning, title, text, buttons, default, plain))


def paper_information(parent: QWidget | None, title: str, text: str,
                      buttons: QMessageBox.StandardButton = Buttons.Ok,
                      default: QMessageBox.StandardButton = Buttons.NoButton) -> QMessageBox.StandardButton:
    """QMessageBox.information on the paper."""
    return _run(message_box(parent, QMessageBox.Icon.Information, title, text, buttons, default))


class PaperPanel(QWidget):
    """A plain widget that paints the board's paper (no vignette) under its children."""

    def __init__(self, parent: QWidget | None = None, *, edge: bool = False) -> None:
        super().__init__(parent)
        self.edge = edge  # a fine ink line down the left side, against the board
        self.setPalette(paper_palette())
        self.setAutoFillBackground(False)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        p = QPainter(self)
        p.fillRect(event.rect(), st.paper_brush())
        p.fillRect(event.rect(), PAPER_VEIL)
        if self.edge:
            p.setPen(QPen(QColor(INK.red(), INK.green(), INK.blue(), 120), 1.0))
            p.drawLine(0, 0, 0, self.height())
        p.end()
