"""The window's "What would the computer do?" (key H, the Turn menu, the decision panel's button): a
HintAsker per session (ui/game/hint.py), its answer drawn by the turn controller and worded by the hint
panel, its refusals on the status bar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from conquest_qt.ui.game.hint import Hint, HintAsker
from conquest_qt.ui.game.hint_board import hint_drawing
from conquest_qt.ui.text.hint_text import refusal_text

if TYPE_CHECKING:
    from conquest_qt.ui.game.session import GameSession
    from conquest_qt.ui.window.window_api import HintHost


def bind_hint(win: HintHost, session: GameSession) -> HintAsker:
    asker = HintAsker(session, lambda: bool(win.motion.active() or win.battle.waiting()), win)
    panel = win.hint_panel
    panel.bind(session.names, session.setup.options.ruleset)
    asker.asked.connect(panel.show_thinking)
    asker.ready.connect(lambda hint: show(win, hint))
    asker.dismissed.connect(lambda: hide(win))
    asker.refused.connect(lambda code: win.statusBar().showMessage(refusal_text(code)))
    return asker


def unbind_hint(win: HintHost, asker: HintAsker | None) -> None:
    if asker is not None:
        asker.shutdown()
        asker.deleteLater()
    win.hint_panel.clear()


def show(win: HintHost, hint: Hint) -> None:
    session, ctrl = win.session, win.ctrl
    if session is None or ctrl is None or session.decision is None:
        return
    arrows, marks = hint_drawing(hint.explanation, session.public()["owners"], hint.player, session.decision[2])
    ctrl.show_hint(arrows, marks)
    win.hint_panel.show_hint(hint)
    lay = win.side_scroll.widget().layout()
    if lay is not None:
        lay.activate()  # the box just grew: its place first, then the scroll area's new range (queued)
    scroll, buttons = win.side_scroll, win.hint_panel.dismiss_button
    QTimer.singleShot(30, scroll, lambda: scroll.ensureWidgetVisible(buttons, 8, 8))


def hide(win: HintHost) -> None:
    win.hint_panel.clear()
    if win.ctrl is not None:
        win.ctrl.clear_hint()
