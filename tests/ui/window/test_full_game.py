"""A whole game through the window: one scripted human (board clicks and panel buttons) vs three AIs."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from conquest_qt.ui.game.game_setup import GameSetup
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.window import drive, setup_of


def test_one_human_against_three_ais_to_the_end(win: MainWindow, qtbot) -> None:
    session = win.start_session(setup_of(["red"], ["blue", "green", "yellow"], target=10, cap=25, seed=5))
    kinds: set[str] = set()
    human = drive(win, lambda: session.over, timeout=240,
                  on_ready=lambda h: kinds.add(win.ctrl.kind or ""))  # type: ignore[union-attr]
    assert session.over
    assert {"claim", "build", "movement"} <= kinds
    assert human.steps > 10
    # every human decision went through the driver's log as red's actions
    assert any(e["player"] == "red" and e["action"]["type"] == "build" for e in session.driver.logged.log)
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win.game_over, timeout=5000)
    title = win.game_over.title.text()
    assert "wins" in title or "draw" in title
    assert len(session.areas_history) >= 2
    assert any(e.event["type"] == "game_over" for e in session.log)


def test_new_game_dialog_defaults_start_me_against_three_ais(win: MainWindow, qtbot) -> None:
    from conquest_qt.ui.dialogs.new_game_dialog import NewGameDialog

    dlg = NewGameDialog(win)
    qtbot.addWidget(dlg)
    setup = dlg.setup()
    assert isinstance(setup, GameSetup)
    assert len(setup.seats) == 4
    assert [s.human for s in setup.seats] == [True, False, False, False]
    assert setup.options.target_areas == 20 and setup.options.explosion_faces == 2
    dlg.count.setValue(3)
    assert dlg.count.value() == 4  # 2-3 players only behind the option
    dlg.small.setChecked(True)
    dlg.count.setValue(3)
    small = dlg.setup()
    assert small is not None and len(small.seats) == 3 and small.options.allow_small
    dlg.rows[1].colour.setCurrentIndex(dlg.rows[0].colour.currentIndex())
    assert dlg.setup() is None and dlg.error.text()


def test_build_by_clicks_with_right_click_removal(win: MainWindow) -> None:
    session = win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=8))
    drive(win, lambda: win.ctrl is not None and win.ctrl.kind == "build", timeout=60)
    ctrl = win.ctrl
    assert ctrl is not None and ctrl.work.plan is not None
    area = ctrl.work.plan.areas[0]
    pp = ctrl.work.plan.pp
    win.scene.areaClicked.emit(area, 1)
    win.scene.areaClicked.emit(area, 1)
    assert ctrl.work.plan.left() == pp - 2
    win.scene.areaClicked.emit(area, 2)  # right click removes one
    assert ctrl.work.plan.left() == pp - 1
    page = win.decision.current()  # type: ignore[union-attr]
    assert str(pp - 1) in page.pp.text()  # type: ignore[attr-defined]
    win.choose_kind("air")
    win.scene.areaClicked.emit(area, 1)
    assert ctrl.work.plan.count("air") == 1
    before = len(session.driver.logged.log)
    QTest.mouseClick(page.confirm, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    if win.question is not None:  # PP left that could still buy units: asked (test_production_page.py)
        assert len(session.driver.logged.log) == before
        win.question.button(QMessageBox.StandardButton.Yes).click()
    last = session.driver.logged.log[before]
    assert last["player"] == "red" and last["action"] == {"type": "build", "land": {area: 1}, "air": {area: 1},
                                                          "sub": {}}


def test_move_odds_update_with_the_count(win: MainWindow) -> None:
    session = win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=8))
    found: dict[str, object] = {}

    def attack_ready() -> bool:
        ctrl = win.ctrl
        if ctrl is None or ctrl.kind != "movement":
            return False
        owners = session.public()["owners"]
        for a in ctrl.legal:
            if a["type"] == "move" and a["kind"] == "land" and owners.get(a["to"]) != "red" and a["count"] >= 2:
                found["move"] = a
                return True
        return False

    drive(win, lambda: attack_ready() or session.over, timeout=120)
    if session.over:
        return
    a = found["move"]
    win.scene.areaClicked.emit(a["from"], 1)  # type: ignore[index]
    page = win.decision.current()  # type: ignore[union-attr]
    page.count.setValue(1)  # type: ignore[attr-defined]
    one = " ".join(page.odds_rows())  # type: ignore[attr-defined]
    page.count.setValue(a["count"])  # type: ignore[attr-defined,index]
    more = " ".join(page.odds_rows())  # type: ignore[attr-defined]
    assert "% to conquer" in one and one != more
