"""F6 / Ctrl+Tab leave the board, where Tab cycles the areas: board -> side panel -> game log -> board."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from conquest_qt.ui.window.main_window import MainWindow
from conquest_qt.ui.window.pane_focus import BOARD, LOG, SIDE
from tests.helpers.scripted import ScriptedHuman
from tests.helpers.window import drive, setup_of


def start_at(win: MainWindow, kind: str) -> None:
    win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=9))
    win.show()
    win.activateWindow()
    drive(win, lambda: win.ctrl is not None and win.ctrl.kind == kind, timeout=90)
    win.view.setFocus()
    QCoreApplication.processEvents()


def press(k: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    target = QApplication.focusWidget()
    assert target is not None
    QTest.keyClick(target, k, mods)
    QCoreApplication.processEvents()


def test_f6_leaves_the_board_for_the_side_panel_and_comes_back(win: MainWindow) -> None:
    start_at(win, "movement")
    assert win.panes.current() == BOARD
    press(Qt.Key.Key_Tab)  # Tab stays on the board: it marks an area
    assert win.area_keys.area is not None and QApplication.focusWidget() is win.view
    assert "F6" in win.statusBar().currentMessage()  # the hint says how to get out

    press(Qt.Key.Key_F6)
    assert win.panes.current() == SIDE
    focus = QApplication.focusWidget()
    assert focus is not None and win.decision is not None and win.decision.current().isAncestorOf(focus)
    assert focus.objectName() == "end_moves"  # the first control of the step that takes keys
    assert win.statusBar().currentMessage().startswith("Side panel")
    press(Qt.Key.Key_Tab)  # Tab now moves among the panel's controls, not the board's areas
    assert win.panes.current() in (SIDE, LOG)

    win.panes.go(SIDE)
    press(Qt.Key.Key_F6)
    assert win.panes.current() == LOG and QApplication.focusWidget() is win.log.list
    press(Qt.Key.Key_F6)
    assert win.panes.current() == BOARD and QApplication.focusWidget() is win.view
    press(Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)  # Shift+F6: back
    assert win.panes.current() == LOG
    press(Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert win.panes.current() == SIDE


def test_ctrl_tab_does_the_same(win: MainWindow) -> None:
    start_at(win, "claim")
    press(Qt.Key.Key_Tab)
    assert win.area_keys.area is not None
    press(Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert win.panes.current() == SIDE  # the claim page has no buttons: the panel's first control
    press(Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert win.panes.current() == LOG
    press(Qt.Key.Key_Backtab, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert win.panes.current() == SIDE
    press(Qt.Key.Key_Backtab, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert win.panes.current() == BOARD and QApplication.focusWidget() is win.view


def test_the_view_menu_lists_the_keys(win: MainWindow) -> None:
    act = win.actions_["next_pane"]
    keys = [k.toString() for k in act.shortcuts()]
    assert keys == ["F6", "Ctrl+Tab"]
    assert [k.toString() for k in win.actions_["prev_pane"].shortcuts()] == ["Shift+F6", "Ctrl+Shift+Tab"]


def test_enter_presses_the_focused_side_panel_button_and_settles_a_typed_number(win: MainWindow) -> None:
    from PySide6.QtWidgets import QAbstractSpinBox, QPushButton

    start_at(win, "movement")
    page = win.decision.current() if win.decision is not None else None
    assert page is not None
    assert win.ctrl is not None
    source = next(a["from"] for a in win.ctrl.legal if a["type"] == "move" and a["kind"] != "sub")
    ScriptedHuman(win).click(source)  # selects the area: "How many" becomes editable
    QCoreApplication.processEvents()
    spin = page.findChild(QAbstractSpinBox)
    assert spin is not None and spin.isEnabled()
    spin.setFocus()  # "How many": Enter there must not end the movement stage
    QCoreApplication.processEvents()
    assert QApplication.focusWidget() is spin
    win.primary()
    assert win.ctrl is not None and win.ctrl.kind == "movement" and win.question is None
    clicked: list[str] = []
    button = next(b for b in page.findChildren(QPushButton) if b.isEnabled() and b.isVisible())
    button.clicked.connect(lambda: clicked.append(button.objectName()))
    button.setFocus()
    QCoreApplication.processEvents()
    win.primary()  # what Enter does in the game window
    assert clicked == [button.objectName()]


def test_the_menus_follow_a_language_switch_after_a_visit_to_the_side_panel(win: MainWindow, qapp) -> None:
    """Finding the side panel's first control walked the focus chain with nextInFocusChain(), which in PySide6
    made each widget's wrapper a child of the one before it: the menu bar's and the window's ended up under
    short-lived widgets of the side panel, and when those went the menus' actions were invalidated. The next
    language switches then raised in the window's retranslation and left the menus in the old language."""
    from conquest_qt.ui.text import i18n

    start_at(win, "claim")
    win.actions_["next_pane"].trigger()  # the claim page has no controls: the side panel's first one
    assert win.panes.current() == SIDE
    titles = lambda: [a.text() for a in win.menuBar().actions()]  # noqa: E731
    try:
        for lang, game in (("nl", "&Spel"), ("de", "&Spiel"), ("en", "&Game")):
            i18n.install_language(qapp, lang)
            QCoreApplication.processEvents()
            assert titles()[0] == game, lang
            assert win.actions_["menu_game"].text() == game
    finally:
        i18n.remove_language(qapp)
