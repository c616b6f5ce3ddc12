"""Style sheets and the paper palette: the game page takes one style sheet (game_stylesheet) plus the
paper palette; widgets mark their role with dynamic properties (primary="true", card="true",
soft="true", help="true") instead of own styles; the bars' and the dialogs' sheets.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

from conquest_qt.ui.theme.tokens import (
    BUTTON_SIZE,
    DISABLED,
    FOCUS,
    INK,
    INK_SOFT,
    PAPER,
    PAPER_DEEP,
    PAPER_LIGHT,
    SECTION_SIZE,
    TEAL,
    css,
    hand_family,
)


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
        f" {sel}:checked {{ background: {pressed}; border: 3px solid {css(INK)};"  # a toggle that is on: pressed in
        f" padding: {pad_v - 1}px {pad_h - 1}px; }}"
        f" {sel}:focus {{ border: 3px solid {css(ring)}; padding: {pad_v - 1}px {pad_h - 1}px; }}"
        f" {sel}:disabled {{ color: {css(DISABLED)}; background: {css(PAPER_LIGHT, 0.35)};"
        f" border: 2px dashed {css(INK, 0.3)}; }}"
    )


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


def tabs_css() -> str:
    """Tabs as paper index cards: light paper edged in ink, the chosen one lighter and joined to its page."""
    return (f"QTabWidget::pane {{ border: 1px solid {css(INK, 0.5)}; border-radius: 4px; top: -1px; }}"
            f" QTabBar::tab {{ color: {css(INK)}; background: {css(PAPER_DEEP)}; border: 1px solid {css(INK, 0.5)};"
            f" border-bottom: none; border-top-left-radius: 5px; border-top-right-radius: 5px;"
            f" padding: 4px 14px; margin-right: 2px; font-family: '{hand_family()}'; font-size: 15px;"
            f" font-weight: bold; }}"
            f" QTabBar::tab:selected {{ background: #fffaf0; }}"
            f" QTabBar::tab:!selected {{ margin-top: 3px; }}"
            f" QTabBar::tab:focus {{ color: {css(FOCUS)}; }}")


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
