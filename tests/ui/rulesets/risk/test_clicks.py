"""Risk's clicks through the turn controller (VARIANTS.md V1.3.3, V1.3.4): refused clicks say why in a
translated hint and change nothing; the board shows what is placed before it is confirmed."""

from __future__ import annotations

from conquest_qt.engine.rulesets.risk.view import armies_of
from conquest_qt.ui.rulesets.risk import place as risk_place
from tests.helpers.risk import drive_risk, risk_setup


def test_v1_3_4_placing_refuses_foreign_areas_and_confirms_only_when_all_are_placed(win) -> None:
    session = win.start_session(risk_setup(["red"], ["blue", "green", "yellow"], level="random", seed=3,
                                           deal=True))
    hints: list[str] = []
    drive_risk(win, lambda: win.ctrl.kind == "place_capital", timeout=120)
    win.ctrl.hint.connect(hints.append)
    owners = session.public()["owners"]
    foreign = next(a for a, o in owners.items() if o not in ("red", None))
    win.scene.areaClicked.emit(foreign, 1)
    assert hints[-1].endswith("is not one of your areas: click a highlighted one.")
    own = win.ctrl.highlights()[0]
    win.scene.areaClicked.emit(own, 1)  # the capital, by a click (V1.3.3)
    drive_risk(win, lambda: win.ctrl.kind == "setup_place", timeout=60)
    assert session.public()["capitals"]["red"] == own
    work = win.ctrl.work
    assert isinstance(work, risk_place.Placement) and work.due == 25 - 9
    assert sorted(win.scene.highlights) == sorted(a for a, o in session.public()["owners"].items() if o == "red")
    log_before = len(session.driver.logged.log)
    assert not risk_place.place_confirm(win.ctrl)  # armies left: nothing sent
    assert hints[-1] == "Armies still to place: 16."
    win.scene.areaClicked.emit(foreign, 1)
    assert work.left() == 16
    win.scene.areaClicked.emit(own, 2)  # right-click with nothing placed there
    assert "to take back" in hints[-1]
    before = win.scene.position.units.get(own, {}).get("red", {}).get("land", 0)
    page = win.decision.current()
    page.step.setValue(10)  # "Armies per click"
    win.scene.areaClicked.emit(own, 1)
    assert win.scene.position.units[own]["red"]["land"] == before + 10  # previewed on the board
    assert page.left.text().count("6") and not page.confirm.isEnabled()
    page.findChild(type(page.confirm), "undo").click()
    assert work.left() == 7  # undo takes back the last army
    win.undo()  # Turn → Undo (Ctrl+Z) too
    assert work.left() == 8
    win.scene.areaClicked.emit(own, 1)
    page.step.setValue(7)
    win.scene.areaClicked.emit(own, 1)
    assert work.left() == 0 and page.confirm.isEnabled()
    assert len(session.driver.logged.log) == log_before  # nothing reached the game before the confirmation
    page.confirm.click()
    drive_risk(win, lambda: armies_of(session.public())[own] >= before + 16 or win.ctrl.kind != "setup_place",
               timeout=30)
    assert armies_of(session.public())[own] == before + 16
