"""The window's "What would the computer do?" (key H, the Turn menu, the decision panel's button): a
HintAsker per session (ui/game/hint.py), its answer drawn by the turn controller and worded by the hint
panel, its refusals on the status bar until they no longer hold (the position changed, the seat was taken, the
moves on the board landed, the hint came). The hint waits only for moves on the board, never for a finished
battle on the battle panel (nothing moves there)."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from conquest_qt.ui.game.hint import Hint, HintAsker
from conquest_qt.ui.game.hint_board import hint_drawing
from conquest_qt.ui.text.hint_text import refusal_text

if TYPE_CHECKING:
    from conquest_qt.ui.game.session import GameSession
    from conquest_qt.ui.window.window_api import HintHost


class RefusalNote(QObject):
    """The refusal on the status bar, taken back once it no longer holds (the step's hint comes back)."""

    def __init__(self, win: HintHost, asker: HintAsker) -> None:
        super().__init__(asker)
        self.win, self.asker = win, asker
        self.code: str | None = None

    def show(self, code: str) -> None:
        self.code = code
        self.win.statusBar().showMessage(refusal_text(code))

    def recheck(self, *_: object) -> None:
        code = self.code
        if code is None or self.asker.refusal() == code:
            return
        self.code = None
        bar = self.win.statusBar()
        if bar.currentMessage() != refusal_text(code):
            return  # another message took its place meanwhile
        ctrl = self.win.ctrl
        if ctrl is not None and ctrl.kind:
            bar.showMessage(ctrl.step_hint())
        else:
            bar.clearMessage()


def bind_hint(win: HintHost, session: GameSession) -> HintAsker:
    asker = HintAsker(session, lambda: bool(win.motion.active()), win)  # only moves on the board hold it up
    panel = win.hint_panel
    panel.bind(session.names, session.setup.options.ruleset)
    note = RefusalNote(win, asker)
    asker.note = note  # type: ignore[attr-defined]
    asker.asked.connect(panel.show_thinking)
    asker.ready.connect(lambda hint: show(win, hint))
    asker.ready.connect(note.recheck)
    asker.dismissed.connect(lambda: hide(win))
    asker.refused.connect(note.show)
    session.driver.stateChanged.connect(note.recheck)
    session.viewerChanged.connect(note.recheck)
    win.motion.idle.connect(note.recheck)
    return asker


def unbind_hint(win: HintHost, asker: HintAsker | None) -> None:
    if asker is not None:
        note = getattr(asker, "note", None)
        if note is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                win.motion.idle.disconnect(note.recheck)
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
