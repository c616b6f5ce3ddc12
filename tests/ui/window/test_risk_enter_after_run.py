"""Enter after an attack run confirms the occupation (issue 15 item 4): the button the player clicked
is hidden or disabled by the run, and the keyboard focus it leaves must not land on another button
(the hint, a quick button), which Enter would press instead of the page's main action."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.risk import english, front, page, settle, start_position


@pytest.fixture(autouse=True)
def _english(qapp):
    yield from english(qapp)


def test_v1_8_enter_moves_in_after_attack_until_won_was_clicked(win: MainWindow) -> None:
    state = front(round=1, units={"tehran": {"red": {"land": 40}}, "moscow": {"red": {"land": 3}},
                                  "bombay": {"black": {"land": 2}}})
    session = start_position(win, state, level="easy")
    settle(lambda: win.ctrl.kind == "attack")
    win.show()
    win.activateWindow()
    win.scene.areaClicked.emit("tehran", 1)
    win.scene.areaClicked.emit("bombay", 1)
    attack = page(win)
    attack.until_won.setFocus()  # as a mouse click on it leaves the focus
    settle(lambda: QApplication.focusWidget() is attack.until_won)
    attack.until_won.click()
    settle(lambda: win.ctrl.kind == "occupy")
    focus = QApplication.focusWidget()
    assert focus is not win.decision.hint_button
    win.primary()  # Enter
    settle(lambda: win.ctrl.kind == "attack")
    assert session.driver.logged.log[-1]["action"]["type"] == "occupy"
