"""Paper widgets: ink buttons, paper pages, cards and panels, headings, the journal list.
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QKeyEvent, QPainter, QPaintEvent, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QListWidget, QPushButton, QSizePolicy, QWidget

from conquest_qt.ui.board import board_style as st
from conquest_qt.ui.theme.painters import paint_band, paint_frame, paint_paper
from conquest_qt.ui.theme.style_sheets import button_css, paper_palette
from conquest_qt.ui.theme.tokens import INK, PAPER_LIGHT, PAPER_VEIL, TEAL, css, hand_font


def _is_confirm_key(event: QKeyEvent) -> bool:
    mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    return event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and mods == Qt.KeyboardModifier.NoModifier


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

    def keyPressEvent(self, e: QKeyEvent) -> None:  # Qt's name
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

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
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

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
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

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt's name
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


class PaperPanel(QWidget):
    """A plain widget that paints the board's paper (no vignette) under its children."""

    def __init__(self, parent: QWidget | None = None, *, edge: bool = False) -> None:
        super().__init__(parent)
        self.edge = edge  # a fine ink line down the left side, against the board
        self.setPalette(paper_palette())
        self.setAutoFillBackground(False)

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        p = QPainter(self)
        p.fillRect(event.rect(), st.paper_brush())
        p.fillRect(event.rect(), PAPER_VEIL)
        if self.edge:
            p.setPen(QPen(QColor(INK.red(), INK.green(), INK.blue(), 120), 1.0))
            p.drawLine(0, 0, 0, self.height())
        p.end()
