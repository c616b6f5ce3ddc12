"""Every board choice by keyboard: Tab / Shift+Tab, Space / Enter, Delete, Ctrl+Enter, Ctrl+G.

Each keyboard test plays the same seed in a second window by mouse-click signals and checks that the
engine logged exactly the same action (same log => same engine state: the game is deterministic), and
that the keys went through the board's own `areaClicked` signal.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtTest import QTest

from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.window.area_keys import GoToAreaDialog
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.window import close_window, drive, open_window, setup_of

SEED = 9


def start(win: MainWindow, seed: int = SEED) -> None:
    win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=seed))
    win.show()
    win.activateWindow()
    win.view.setFocus()


@pytest.fixture
def twin(qtbot) -> Iterator[MainWindow]:
    """A second window, played by clicks, to compare with."""
    w = open_window()
    yield w
    close_window(w)


def at(kind: str) -> Callable[[MainWindow], Callable[[], bool]]:
    return lambda w: (lambda: w.ctrl is not None and w.ctrl.kind == kind)


def reach(win: MainWindow, kind: str) -> None:
    drive(win, at(kind)(win), timeout=90)


def log(win: MainWindow) -> list[dict[str, Any]]:
    assert win.session is not None
    return list(win.session.driver.logged.log)


def red_actions(win: MainWindow) -> list[dict[str, Any]]:
    return [e["action"] for e in log(win) if e["player"] == "red"]


def clicks_of(win: MainWindow) -> list[tuple[str, int]]:
    seen: list[tuple[str, int]] = []
    win.scene.areaClicked.connect(lambda a, b: seen.append((a, b)))
    return seen


def key(win: MainWindow, k: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(win.view, k, mods)
    QCoreApplication.processEvents()


def tab_to(win: MainWindow, area: str) -> None:
    """Tab until the keyboard mark is on `area` (it must be among the candidates)."""
    assert area in win.area_keys.candidates(), area
    for _ in range(len(win.area_keys.candidates()) + 1):
        key(win, Qt.Key.Key_Tab)
        if win.area_keys.area == area:
            return
    raise AssertionError(f"Tab never reached {area}")


def test_claim_with_tab_and_enter(win: MainWindow, twin: MainWindow) -> None:
    start(win)
    reach(win, "claim")
    keys = win.area_keys
    cands = keys.candidates()
    assert cands == sorted(win.ctrl.highlights(), key=keys._order)  # type: ignore[union-attr]  # free areas
    seen = clicks_of(win)
    key(win, Qt.Key.Key_Tab)
    first = keys.area
    assert first == cands[0] and keys._marks  # the mark is drawn
    centre = win.view.mapToScene(win.view.viewport().rect().center())
    target = keys.point(first)
    assert target is not None and abs(centre.x() - target.x()) < 10  # centred (across; the fitted board
    # shows its whole height, so there is nothing to scroll up or down)
    key(win, Qt.Key.Key_Tab)
    assert keys.area == cands[1]
    key(win, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert keys.area == first
    key(win, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert keys.area == cands[-1]
    key(win, Qt.Key.Key_Tab)
    assert keys.area == first
    assert win.statusBar().currentMessage().startswith(area_name(first))
    n = len(log(win))
    key(win, Qt.Key.Key_Return)
    assert seen == [(first, 1)]  # through the board's own click signal
    assert log(win)[n] == {"player": "red", "action": {"type": "claim", "area": first}}
    assert win.session.public()["owners"][first] == "red"  # type: ignore[union-attr]
    assert not keys._marks or keys.area in keys.candidates()  # the mark is gone with the claimed area

    # the same claim by a mouse click gives the same log
    twin.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=SEED))
    reach(twin, "claim")
    assert log(twin) == log(win)[:n]
    twin.scene.areaClicked.emit(first, 1)
    assert log(twin)[: n + 1] == log(win)[: n + 1]


def enter_on_question(w: MainWindow) -> None:
    """Enter on the "Confirm production anyway?" box, when PP are left (its default confirms)."""
    if w.question is not None:
        QTest.keyClick(w.question, Qt.Key.Key_Return)
        QCoreApplication.processEvents()
    assert w.question is None


def test_build_with_keys_only(win: MainWindow, twin: MainWindow) -> None:
    start(win)
    reach(win, "build")
    ctrl = win.ctrl
    assert ctrl is not None and ctrl.work.plan is not None
    keys = win.area_keys
    assert set(keys.candidates()) == set(ctrl.work.plan.areas) | set(ctrl.work.plan.seas)
    area = next(a for a in keys.candidates() if a in ctrl.work.plan.areas)
    seen = clicks_of(win)
    tab_to(win, area)
    key(win, Qt.Key.Key_Space)
    key(win, Qt.Key.Key_Return)  # Enter on a marked area = a click: a second tank
    assert ctrl.work.plan.placed == [("land", area), ("land", area)]
    key(win, Qt.Key.Key_Delete)  # = right click: one removed
    assert ctrl.work.plan.placed == [("land", area)]
    key(win, Qt.Key.Key_Backspace)
    assert ctrl.work.plan.placed == []
    key(win, Qt.Key.Key_Space)
    assert seen == [(area, 1), (area, 1), (area, 2), (area, 2), (area, 1)]
    tanks_before = win.session.public()["units"].get(area, {}).get("red", {}).get("land", 0)
    n = len(log(win))
    key(win, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # Ctrl+Enter confirms while marked
    enter_on_question(win)  # PP left: "Confirm anyway" is the default, Enter takes it
    built = {"type": "build", "land": {area: 1}, "air": {}, "sub": {}}
    assert log(win)[n] == {"player": "red", "action": built}
    assert built in red_actions(win)
    tanks_after = win.session.public()["units"][area]["red"].get("land", 0)
    assert tanks_after == tanks_before + 1 or any(e["action"].get("type") == "play" for e in log(win)[n:])
    assert keys.area is None and not keys._marks  # production is over: no mark left behind

    twin.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=SEED))
    reach(twin, "build")
    assert log(twin) == log(win)[:n]
    twin.scene.areaClicked.emit(area, 1)
    twin.ctrl.primary()  # type: ignore[union-attr]
    enter_on_question(twin)
    assert log(twin)[: n + 1] == log(win)[: n + 1]


def test_escape_drops_the_mark_so_enter_confirms(win: MainWindow) -> None:
    start(win)
    reach(win, "build")
    ctrl = win.ctrl
    assert ctrl is not None and ctrl.work.plan is not None
    key(win, Qt.Key.Key_Tab)
    key(win, Qt.Key.Key_Space)
    assert len(ctrl.work.plan.placed) == 1
    placed = dict(ctrl.work.plan.action())
    key(win, Qt.Key.Key_Escape)
    assert win.area_keys.area is None
    n = len(log(win))
    key(win, Qt.Key.Key_Return)
    enter_on_question(win)
    assert log(win)[n] == {"player": "red", "action": placed}


def test_move_with_keys_only(win: MainWindow, twin: MainWindow) -> None:
    start(win)
    reach(win, "movement")
    ctrl = win.ctrl
    assert ctrl is not None
    keys = win.area_keys
    move = next(a for a in ctrl.legal if a["type"] == "move" and a["kind"] == "land")
    origin, dest = move["from"], move["to"]
    assert set(keys.candidates()) == {a["from"] for a in ctrl.legal if a["type"] in ("move", "transport")}
    tab_to(win, origin)
    key(win, Qt.Key.Key_Return)
    assert ctrl.work.move.origin == origin
    assert set(keys.candidates()) == set(ctrl.work.move.destinations())  # Tab now visits the destinations
    if ctrl.work.move.kind != "land":
        key(win, Qt.Key.Key_1)
    assert ctrl.work.move.kind == "land"
    action = ctrl.work.move.action_to(dest)
    n = len(log(win))
    tab_to(win, dest)
    key(win, Qt.Key.Key_Space)
    assert log(win)[n] == {"player": "red", "action": action}
    assert win.session.public()["units"][dest]["red"].get(action["kind"], 0) >= action["count"]

    twin.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=SEED))
    reach(twin, "movement")
    assert log(twin) == log(win)[:n]
    twin.scene.areaClicked.emit(origin, 1)
    twin.ctrl.choose_kind("land")  # type: ignore[union-attr]
    twin.scene.areaClicked.emit(dest, 1)
    assert log(twin)[: n + 1] == log(win)[: n + 1]


def test_go_to_area_by_name(win: MainWindow, qtbot) -> None:
    start(win)
    reach(win, "claim")
    assert win.actions_["goto"].shortcut().toString() == "Ctrl+G"
    assert win.actions_["goto"] in win.menuBar().actions()[2].menu().actions()  # the Turn menu
    free = win.ctrl.highlights()[-1]  # type: ignore[union-attr]
    win.activateWindow()
    key(win, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    if win.area_keys.goto_dialog is None or not win.area_keys.goto_dialog.isVisible():
        win.actions_["goto"].trigger()  # no active window on this platform: the menu's way in
    dialog = win.area_keys.goto_dialog
    assert dialog is not None and dialog.isVisible()
    n = len(log(win))
    QTest.keyClicks(dialog.edit, "Atlantis")
    QTest.keyClick(dialog.edit, Qt.Key.Key_Return)
    assert dialog.isVisible() and "Atlantis" in dialog.message.text() and len(log(win)) == n
    dialog.edit.clear()
    QTest.keyClicks(dialog.edit, area_name(free).upper())
    QTest.keyClick(dialog.edit, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert log(win)[n] == {"player": "red", "action": {"type": "claim", "area": free}}


def test_go_to_area_lookup_uses_the_current_language() -> None:
    assert GoToAreaDialog.lookup("mediterr") == "mediterranean"
    assert GoToAreaDialog.lookup("new york") == "new_york"
    assert GoToAreaDialog.lookup("North") is None  # more than one: no guess
    assert GoToAreaDialog.lookup("") is None


def test_no_board_choice_leaves_tab_alone(win: MainWindow) -> None:
    assert win.area_keys.candidates() == []  # no game: Tab keeps its usual meaning
    assert not win.area_keys.step(True)
    assert isinstance(win.area_keys.point("paris"), QPointF)


def test_keyboard_texts_follow_the_language(win: MainWindow, qapp) -> None:
    from conquest_qt.ui.text import i18n

    try:
        assert i18n.install_language(qapp, "nl") is None
        QCoreApplication.processEvents()
        assert GoToAreaDialog.lookup("middellandse") == "mediterranean"  # Dutch names complete and match
        dialog = GoToAreaDialog()
        assert dialog.windowTitle() == "Ga naar gebied"
        assert win.actions_["goto"].text() == "&Ga naar gebied…"
        assert win.actions_["next_area"].text().startswith("&Volgend gebied\t")
        assert win.area_keys.focus_text("paris").startswith("Parijs — ")
        i18n.install_language(qapp, "de")
        QCoreApplication.processEvents()
        assert "Strg+G" in QCoreApplication.translate(
            "Hint", "Click a free area to claim it (keys: Tab to it, then Enter; Ctrl+G finds one by name).")
        assert win.actions_["goto"].text() == "&Gehe zu Gebiet…"
    finally:
        i18n.remove_language(qapp)
