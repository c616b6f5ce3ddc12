"""Game → Undo move on the window: the last move of the open movement stage goes, with its arrow."""

from __future__ import annotations

from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.window import drive, setup_of


def test_undo_move_takes_back_the_move_and_its_arrow(win: MainWindow) -> None:
    win.undo_move()  # no game yet
    assert win.statusBar().currentMessage() == "Nothing to undo." and not win.can_undo_move()
    session = win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=9))
    drive(win, lambda: win.ctrl is not None and win.ctrl.kind == "movement", timeout=90)
    ctrl = win.ctrl
    assert ctrl is not None
    before = session.public()
    n = len(session.driver.logged.log)
    move = next(a for a in ctrl.legal if a["type"] == "move")
    assert ctrl.submit(move) and len(ctrl.arrows) == 1 and win.can_undo_move()
    win.undo_move()
    assert win.statusBar().currentMessage() == "Move taken back."
    assert len(session.driver.logged.log) == n and ctrl.arrows == [] and not win.can_undo_move()
    assert session.public() == before and session.public() is not before  # a new view of the old position
