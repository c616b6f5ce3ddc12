"""Moving the keyboard focus between the window's panes: board → side panel → game log → board.

While the board offers areas, Tab and Shift+Tab cycle those areas (conquest_qt/ui/window/area_keys.py), so
Tab alone never leaves the board. F6 / Ctrl+Tab go on to the next pane, Shift+F6 / Ctrl+Shift+Tab back
to the previous one (View menu: Next pane / Previous pane). In the side panel the focus goes to the
first control of the current step (e.g. "End movement"), else to the first control of the panel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget

if TYPE_CHECKING:
    from conquest_qt.ui.window.window_api import PaneFocusHost

BOARD, SIDE, LOG = 0, 1, 2
PANES = (BOARD, SIDE, LOG)
TAB_POLICIES = (Qt.FocusPolicy.TabFocus, Qt.FocusPolicy.StrongFocus, Qt.FocusPolicy.WheelFocus)


def focusable(w: QWidget) -> bool:
    return w.isVisible() and w.isEnabled() and w.focusPolicy() in TAB_POLICIES


def first_focusable(root: QWidget) -> QWidget | None:
    """The first widget under `root` that Tab would stop at: `root` itself, else the first of its descendants
    in the widgets' tree order (the focus chain's order: no tab order is set anywhere).

    Never by walking nextInFocusChain(): PySide6 makes the widget it returns a child of the one asked, for
    Python (its return-value heuristic), so a walk round the window put the wrappers of the menu bar and the
    window itself under short-lived widgets of the side panel; when those went, the menus' actions were
    invalidated and the next language switch raised in the window's retranslation."""
    if focusable(root) and not isinstance(root, QAbstractScrollArea):
        return root
    return next((w for w in root.findChildren(QWidget) if focusable(w)), None)


class PaneFocus(QObject):
    def __init__(self, win: PaneFocusHost) -> None:
        super().__init__(win)
        self.win = win

    def pane_widgets(self) -> dict[int, QWidget]:
        return {BOARD: self.win.view, SIDE: self.win.side_scroll, LOG: self.win.log}

    def current(self) -> int:
        """The pane that holds the keyboard focus (the board when nothing else has it)."""
        focus = QApplication.focusWidget()
        if focus is None or focus is self.win:
            return BOARD
        for pane, w in self.pane_widgets().items():
            if focus is w or w.isAncestorOf(focus):
                return pane
        return BOARD

    def next(self) -> int:
        return self.go((self.current() + 1) % len(PANES))

    def previous(self) -> int:
        return self.go((self.current() - 1) % len(PANES))

    def go(self, pane: int) -> int:
        """Give `pane` the keyboard focus and say in the status bar how to go on; the pane reached."""
        win = self.win
        if pane == BOARD:
            win.view.setFocus(Qt.FocusReason.OtherFocusReason)
            text = self.tr("Board — Tab marks the areas you can choose; F6: next pane.")
        elif pane == SIDE:
            target = None
            if win.decision is not None:
                target = first_focusable(win.decision.current()) or first_focusable(win.decision)
            target = target or first_focusable(win.side_scroll.widget()) or win.side_scroll
            target.setFocus(Qt.FocusReason.OtherFocusReason)
            if target is not win.side_scroll:
                win.side_scroll.ensureWidgetVisible(target)
            text = self.tr("Side panel — Tab moves between its controls, Space presses a button; F6: next pane.")
        else:
            target = win.log.list if focusable(win.log.list) else first_focusable(win.log) or win.log.list
            target.setFocus(Qt.FocusReason.OtherFocusReason)
            text = self.tr("Game log — the arrow keys scroll it; F6: next pane.")
        win.statusBar().showMessage(text)
        return pane
