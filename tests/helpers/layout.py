"""The game page's layout in figures (issue 28 item 1): how much of the window the map covers, the empty
bands of sea above and below it, and whether the main action of the step on screen is in view without
scrolling the side panel. Used by tests/ui/window/test_layout.py and tools/bench_layout.py."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect
from PySide6.QtWidgets import QPushButton, QWidget

from conquest_qt.ui.window.main_window import MainWindow


@dataclass(frozen=True)
class BoardFigures:
    map_w: int  # px of the map (land and sea drawn) in view, across
    map_h: int  # and down
    share: float  # the map's area / the window's (0..1)
    band: float  # the taller empty band above or below the map / the board pane's height (0..1)


def board_figures(win: MainWindow) -> BoardFigures:
    """The map in view at the present zoom. The board wraps across (three copies side by side), so across the
    map fills the pane; down, what lies above and below the board's rectangle is empty sea."""
    view = win.view
    vp = view.viewport()
    top = view.mapFromScene(QPointF(0, 0)).y()
    bottom = view.mapFromScene(QPointF(0, view.board.height_units)).y()
    seen_top, seen_bottom = max(0, top), min(vp.height(), bottom)
    map_h = max(0, seen_bottom - seen_top)
    left = view.mapFromScene(QPointF(-view.board.width_units, 0)).x()  # the copies: -W .. 2W
    right = view.mapFromScene(QPointF(2 * view.board.width_units, 0)).x()
    map_w = max(0, min(vp.width(), right) - max(0, left))
    bands = (seen_top, vp.height() - seen_bottom)
    return BoardFigures(map_w, map_h, map_w * map_h / (win.width() * win.height()),
                        max(bands) / max(1, vp.height()))


def main_action(win: MainWindow) -> QWidget | None:
    """What the player presses to go on now: a finished battle's Continue, the page's own main action, its
    filled (primary) button, else the page itself (a step answered on the board: its instructions)."""
    if win.battle.waiting():
        return win.battle.cont
    if win.decision is None or win.ctrl is None or win.ctrl.kind is None:
        return None
    page = win.decision.current()
    main = page.main_action()
    if main is not None and main.isVisible():
        return main
    primary = [b for b in page.findChildren(QPushButton) if b.isVisible() and b.property("primary")]
    return primary[0] if primary else page


def needs_scrolling(win: MainWindow, widget: QWidget) -> bool:
    """Is any of `widget` below (or above) the side panel's viewport with the panel scrolled to its top?"""
    scroll = win.side_scroll
    inner = scroll.widget()
    rect = QRect(widget.mapTo(inner, widget.rect().topLeft()), widget.size())
    if win.decision is not None and widget is win.decision.current():
        rect.setHeight(min(rect.height(), 40))  # a page answered on the board: its first lines in view
    return rect.top() < 0 or rect.bottom() >= scroll.viewport().height()
