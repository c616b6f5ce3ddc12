"""Production on the board (issue 12 items 5, 6, 7): fast clicks stack every unit, PP left are asked
about, submarines never become tanks silently; the missile question names the player (item 18)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from conquest_qt.ui.board.board_view import BoardView
from conquest_qt.ui.text.error_text import ui_hint
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.window import close_window, drive, open_window, press_release, setup_of

SEED = 9


# --- the production step in a window ---------------------------------------------------------------
@pytest.fixture
def win(qtbot, tmp_path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setenv("CONQUEST_CONFIG_DIR", str(tmp_path / "config"))  # "Don't ask again" stays here
    w = open_window()
    yield w
    close_window(w)


def at_build(win: MainWindow) -> None:
    win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=SEED))
    drive(win, lambda: win.ctrl is not None and win.ctrl.kind == "build", timeout=90)


def built(win: MainWindow) -> list[dict]:
    assert win.session is not None
    return [e["action"] for e in win.session.driver.logged.log if e["action"].get("type") == "build"]


def test_fast_clicks_stack_every_tank(win: MainWindow) -> None:
    at_build(win)
    ctrl = win.ctrl
    assert ctrl is not None and ctrl.work.plan is not None and ctrl.work.plan.left() >= 4
    win.resize(1280, 720)
    win.show()
    QTest.qWaitForWindowExposed(win)
    win.fit_board()
    area = ctrl.work.plan.areas[0]
    view = win.view
    assert isinstance(view, BoardView)
    pos = view.mapFromScene(QPointF(*view.board.geo.areas[area].flag))
    assert view.board.area_at(view.mapToScene(pos)) == area
    for _ in range(4):
        press_release(view, pos, 150)
    QCoreApplication.processEvents()
    assert ctrl.work.plan.count("land") == 4 and ctrl.work.plan.by_place()["land"] == {area: 4}


def test_submarine_chosen_and_a_land_area_clicked_is_refused_with_the_reason(win: MainWindow) -> None:
    at_build(win)
    ctrl = win.ctrl
    assert ctrl is not None and ctrl.work.plan is not None and win.decision is not None
    page = win.decision.current()
    page.radios["sub"].click()  # type: ignore[attr-defined]
    assert ctrl.work.kind == "sub"
    area = ctrl.work.plan.areas[0]
    win.scene.areaClicked.emit(area, 1)
    assert ctrl.work.plan.placed == []  # no tank placed behind the player's back
    assert win.statusBar().currentMessage() == ui_hint("sub_on_land", area_name(area))
    assert "Submarines go on the highlighted seas" in win.statusBar().currentMessage()
    assert page.radios["sub"].isChecked()  # type: ignore[attr-defined]
    assert ctrl.highlights() == sorted(ctrl.work.plan.seas)  # the board still shows where submarines go
    page.radios["land"].click()  # type: ignore[attr-defined]
    win.scene.areaClicked.emit(area, 1)
    assert ctrl.work.plan.placed == [("land", area)]


def test_confirming_with_pp_left_asks_and_enter_confirms(win: MainWindow) -> None:
    at_build(win)
    ctrl = win.ctrl
    assert ctrl is not None and ctrl.work.plan is not None
    left = ctrl.work.plan.left()
    assert left >= 2
    n = len(built(win))
    assert ctrl.primary() is False  # the PP could still buy units: asked first, nothing submitted
    box = win.question
    assert box is not None and box.isVisible()
    assert box.windowTitle() == "Confirm production?"
    assert f"You have {left} PP left" in box.text() and "tanks" in box.text() and "lost" in box.text()
    yes, no = box.button(QMessageBox.StandardButton.Yes), box.button(QMessageBox.StandardButton.No)
    assert yes.text() == "Confirm anyway" and no.text() == "Keep placing"
    assert box.defaultButton() is yes  # Enter on the main action, then Enter: the player's evident intent
    no.click()
    QCoreApplication.processEvents()
    assert win.question is None and ctrl.kind == "build" and len(built(win)) == n

    win.primary()  # Enter asks again ...
    box = win.question
    assert box is not None
    QTest.keyClick(box, Qt.Key.Key_Return)  # ... and Enter confirms
    QCoreApplication.processEvents()
    assert win.question is None and len(built(win)) == n + 1


def test_spending_everything_asks_nothing(win: MainWindow) -> None:
    at_build(win)
    ctrl = win.ctrl
    assert ctrl is not None and ctrl.work.plan is not None
    area = ctrl.work.plan.areas[0]
    while ctrl.work.plan.left() and ctrl.work.plan.why_not("land", area) is None:
        win.scene.areaClicked.emit(area, 1)
    while ctrl.work.plan.left() and ctrl.work.plan.why_not("air", area) is None:
        ctrl.work.plan.add("air", area)
    from conquest_qt.ui.rulesets.conquest.end_question import still_buyable

    nothing_left = not still_buyable(ctrl.work.plan)
    n = len(built(win))
    ctrl.primary()
    assert (win.question is None) == nothing_left
    if nothing_left:
        assert len(built(win)) == n + 1


def test_confirmations_off_confirms_at_once(win: MainWindow) -> None:
    win.apply_settings(win.settings.model_copy(update={"confirmations": False}))
    at_build(win)
    ctrl = win.ctrl
    assert ctrl is not None
    n = len(built(win))
    ctrl.primary()
    assert win.question is None and len(built(win)) == n + 1


# --- item 18: the missile question names the player -----------------------------------------------
def test_missile_question_names_the_player(win: MainWindow) -> None:
    session = win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=SEED))
    assert win.ctrl is not None and win.decision is not None
    page = win.decision.pages["missiles"]
    win.ctrl.kind, win.ctrl.info = "missiles", {"target": "blue", "fired": 0}
    page.refresh()
    text = page.text.text()
    assert text.startswith(session.names("blue") + " is about to produce") and session.names("blue") == "AI blue"
    assert "Blue is about" not in text
