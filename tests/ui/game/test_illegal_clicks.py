"""Illegal clicks give a translated hint in the status bar and change nothing."""

from __future__ import annotations

import time

from conquest_qt.ai.conquest.random_player import RandomPlayer
from conquest_qt.ui.text.error_text import ui_hint
from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.window import drive, setup_of


class SlowAgent(RandomPlayer):
    def decide_view(self, view):
        time.sleep(0.2)
        return super().decide_view(view)


def snapshot(win: MainWindow) -> tuple:
    s = win.session
    assert s is not None
    return (len(s.driver.logged.log), s.driver.game.snapshot())


def test_claiming_a_taken_area(win: MainWindow) -> None:
    session = win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=2))
    drive(win, lambda: win.ctrl is not None and win.ctrl.kind == "claim"
          and any(o for o in session.public()["owners"].values() if o not in (None, "neutral")), timeout=30)
    taken = next(a for a, o in session.public()["owners"].items() if o not in (None, "neutral"))
    before = snapshot(win)
    win.scene.areaClicked.emit(taken, 1)
    assert win.statusBar().currentMessage() == ui_hint("not_free", area_name(taken))
    assert snapshot(win) == before


def test_clicks_out_of_turn(win: MainWindow) -> None:
    session = win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=2))
    for c in ("blue", "green", "yellow"):
        session.driver.set_agent(c, SlowAgent(1))
    drive(win, lambda: session.decision is not None and session.decision[0] != "red", timeout=30)
    waiting = session.decision[0]  # type: ignore[index]
    before = snapshot(win)
    free = next(a for a, o in session.public()["owners"].items() if o is None)
    win.scene.areaClicked.emit(free, 1)
    assert win.statusBar().currentMessage() == ui_hint("not_your_turn", colour_name(waiting))
    win.primary()  # Enter out of turn
    assert snapshot(win) == before


def test_build_on_an_enemy_area_and_illegal_move(win: MainWindow) -> None:
    session = win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=9))
    drive(win, lambda: win.ctrl is not None and win.ctrl.kind == "build", timeout=60)
    enemy = next(a for a, o in session.public()["owners"].items() if o not in ("red", None))
    before = snapshot(win)
    win.scene.areaClicked.emit(enemy, 1)
    assert win.statusBar().currentMessage() == ui_hint("not_own")
    assert win.ctrl.work.plan is not None and win.ctrl.work.plan.placed == []  # type: ignore[union-attr]
    assert snapshot(win) == before
    drive(win, lambda: win.ctrl is not None and win.ctrl.kind == "movement", timeout=60)
    ctrl = win.ctrl
    assert ctrl is not None
    origin = next(a["from"] for a in ctrl.legal if a["type"] == "move" and a["kind"] == "land")
    win.scene.areaClicked.emit(origin, 1)
    far = next(a for a in session.game.topo.lands if a not in ctrl.work.move.destinations() and a != origin
               and session.public()["owners"][a] != "red")
    before = snapshot(win)
    win.scene.areaClicked.emit(far, 1)
    assert win.statusBar().currentMessage() == ui_hint("not_reachable", area_name(far))
    assert snapshot(win) == before


def test_engine_rejection_shows_translated_error(win: MainWindow) -> None:
    win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=2))
    drive(win, lambda: win.ctrl is not None and win.ctrl.kind == "claim", timeout=30)
    before = snapshot(win)
    assert not win.ctrl.submit({"type": "claim", "area": "atlantis"})  # type: ignore[union-attr]
    assert win.statusBar().currentMessage() == "That is not a land area."
    assert snapshot(win) == before
