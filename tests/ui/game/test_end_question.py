"""The "confirmations" setting: a human is asked before ending movement / the turn with something left.

The question is a window-modal box opened without blocking (never exec()), so these offscreen tests
answer it through its buttons; AIs, spectator windows and the setting turned off are never asked.
"""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QMessageBox

from conquest_qt.settings import SettingsStore
from conquest_qt.ui.game.end_confirm import Question
from conquest_qt.ui.rulesets.conquest.end_question import (
    battles_pending,
    card_hint,
    end_question,
    movable_units,
)
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.scripted import ScriptedHuman
from tests.helpers.window import close_window, drive, open_window, setup_of

SEED = 9


@pytest.fixture
def win(qtbot, tmp_path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    """A window whose settings live in a folder of its own ("Don't ask again" stores a setting)."""
    monkeypatch.setenv("CONQUEST_CONFIG_DIR", str(tmp_path / "config"))
    w = open_window()
    assert w.settings is not None and w.settings.confirmations  # the default: ask
    yield w
    close_window(w)


def at_movement(win: MainWindow) -> None:
    win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=SEED))
    drive(win, lambda: win.ctrl is not None and win.ctrl.kind == "movement", timeout=90)
    assert win.ctrl is not None and sum(movable_units(win.ctrl.legal)) > 0


def actions(win: MainWindow) -> list[dict[str, Any]]:
    assert win.session is not None
    return [e["action"] for e in win.session.driver.logged.log]


def never_again(box: QMessageBox) -> QCheckBox:
    check = box.checkBox()
    assert check is not None and check.objectName() == "never_again"
    return check


# --- what is worth a question ---------------------------------------------------------------------
def test_movable_units_count_each_place_once() -> None:
    legal = [
        {"type": "move", "kind": "land", "from": "paris", "to": "rome", "count": 3},
        {"type": "move", "kind": "land", "from": "paris", "to": "berlin", "count": 3},
        {"type": "transport", "sea": "mediterranean", "from": "paris", "to": "cairo", "count": 3},
        {"type": "move", "kind": "air", "from": "paris", "to": "cairo", "count": 2},
        {"type": "move", "kind": "sub", "from": "north_atlantic", "to": "mediterranean", "count": 1},
        {"type": "play", "card": "killer_torpedo"},
        {"type": "end_moves"},
    ]
    assert movable_units(legal) == (3, 2, 1)
    assert movable_units([{"type": "end_moves"}]) == (0, 0, 0)


def fake_ctrl(kind: str, legal: list[dict[str, Any]], units: dict[str, Any] | None = None,
              ctx: dict[str, Any] | None = None) -> Any:
    public = {"owners": {"paris": "red", "rome": "blue"}, "units": units or {"paris": {"red": [1, 0]}},
              "frames": [{"frame": "execution", "player": "red", **(ctx or {"moved": {}, "immobile": {}})}]}
    return SimpleNamespace(kind=kind, player="red", legal=legal,
                           session=SimpleNamespace(public=lambda: public))


def test_only_asked_when_something_is_left() -> None:
    end = {"type": "end_moves"}
    assert end_question(fake_ctrl("movement", [end]), end) is None  # nothing can move: no question
    q = end_question(fake_ctrl("movement", [{"type": "move", "kind": "air", "from": "paris", "to": "rome",
                                             "count": 2}, end]), end)
    assert isinstance(q, Question) and "2 planes" in q.text and q.question == "End movement anyway?"
    # once something has moved this turn, units left at home are a choice, not a slip: no question
    moved = {"moved": {"rome": [1, 0]}, "immobile": {}}
    q = end_question(fake_ctrl("movement", [{"type": "move", "kind": "air", "from": "paris", "to": "rome",
                                             "count": 2}, end], ctx=moved), end)
    assert q is None
    # an optional card left (R9.6 Armistice) is never a question: a hint in the panel (issue 12 item 14)
    arm = {"type": "play", "card": "armistice", "target": "blue", "unit": {"at": "paris", "kind": "land"}}
    assert end_question(fake_ctrl("movement", [arm, end]), end) is None
    assert "Armistice" in card_hint(fake_ctrl("movement", [arm, end])) \
        and "ends your turn" in card_hint(fake_ctrl("movement", [arm, end]))  # no battle follows: said so
    battle = {"paris": {"red": [1, 0]}, "rome": {"red": [2, 0], "blue": [1, 0]}}
    assert battles_pending(fake_ctrl("movement", [], battle).session.public(), "red")
    assert "ends your turn" not in card_hint(fake_ctrl("movement", [arm, end], battle))
    done = {"type": "end_turn"}
    assert end_question(fake_ctrl("end_turn", [done]), done) is None
    assert end_question(fake_ctrl("end_turn", [done, arm]), done) is None
    assert "Armistice" in card_hint(fake_ctrl("end_turn", [done, arm]))
    assert card_hint(fake_ctrl("end_turn", [done])) == ""
    assert end_question(fake_ctrl("movement", [arm, end]), {"type": "roll"}) is None


# --- the box in the window ------------------------------------------------------------------------
def test_ending_movement_with_units_left_asks_first(win: MainWindow) -> None:
    at_movement(win)
    ctrl = win.ctrl
    assert ctrl is not None
    n = len(actions(win))
    assert ctrl.end_stage() is False  # E / the button: a question, nothing submitted yet
    box = win.question
    assert box is not None and box.isVisible() and box.isModal()
    assert box.windowModality() == Qt.WindowModality.WindowModal  # open(), not exec()
    assert box.windowTitle() == "End movement?"
    assert "You can still move" in box.text() and "End movement anyway?" in box.informativeText()
    # the default is what the player asked for: Enter, Enter ends (issue 12 item 14); Escape keeps the step
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Yes)
    assert box.escapeButton() is box.button(QMessageBox.StandardButton.No)
    assert not never_again(box).isChecked()
    ctrl.end_stage()  # a second E while the box is open: still the one box, still nothing submitted
    assert win.question is box and len(actions(win)) == n
    box.button(QMessageBox.StandardButton.No).click()
    QCoreApplication.processEvents()
    assert win.question is None and ctrl.kind == "movement" and len(actions(win)) == n

    win.primary()  # Enter asks too
    box = win.question
    assert box is not None
    box.button(QMessageBox.StandardButton.Yes).click()
    QCoreApplication.processEvents()
    assert win.question is None
    assert actions(win)[n] == {"type": "end_moves"}
    assert win.settings.confirmations  # not ticked: asked again next time


def test_dont_ask_again_turns_the_setting_off(win: MainWindow) -> None:
    at_movement(win)
    ctrl = win.ctrl
    assert ctrl is not None
    n = len(actions(win))
    ctrl.end_stage()
    box = win.question
    assert box is not None
    never_again(box).setChecked(True)
    box.button(QMessageBox.StandardButton.Yes).click()
    QCoreApplication.processEvents()
    assert actions(win)[n] == {"type": "end_moves"}
    assert win.settings.confirmations is False
    assert SettingsStore().load().settings.confirmations is False  # stored, in this test's own folder


def test_setting_off_ends_at_once(win: MainWindow) -> None:
    win.apply_settings(win.settings.model_copy(update={"confirmations": False}))
    win.show()
    win.activateWindow()
    at_movement(win)
    ctrl = win.ctrl
    assert ctrl is not None
    win.view.setFocus()
    n = len(actions(win))
    QTest.keyClick(win.view, Qt.Key.Key_E)  # the E shortcut
    QCoreApplication.processEvents()
    assert win.question is None
    assert actions(win)[n] == {"type": "end_moves"}


def test_the_controller_asks_through_an_injected_function(win: MainWindow) -> None:
    at_movement(win)
    ctrl = win.ctrl
    assert ctrl is not None
    asked: list[tuple[Question, Any]] = []
    ctrl.ask = lambda q, proceed: asked.append((q, proceed))
    n = len(actions(win))
    assert ctrl.end_stage() is False and len(asked) == 1 and len(actions(win)) == n
    asked[0][1]()  # "yes"
    assert actions(win)[n] == {"type": "end_moves"}
    asked[0][1]()  # a late second "yes" for a step that is over: nothing happens
    assert len(actions(win)) == n + 1


def test_spectators_and_computer_games_are_never_asked(qtbot) -> None:
    w = MainWindow(spectator=True)
    try:
        assert not w.confirmations_on()
        called: list[bool] = []
        w.ask_to_end(Question("t", "x", "q?"), lambda: called.append(True))
        assert called == [True] and w.question is None
    finally:
        close_window(w)


def test_a_scripted_human_answers_the_question(win: MainWindow) -> None:
    session = win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=SEED))
    lazy = ScriptedHuman(win, max_moves=0)  # ends movement without moving anything: that is asked
    human = drive(win, lambda: session.over or session.public()["round"] >= 2, timeout=120, human=lazy)
    assert human.answered_questions >= 1  # asked, and said yes


def test_closing_the_game_closes_the_question(win: MainWindow) -> None:
    at_movement(win)
    assert win.ctrl is not None
    win.ctrl.end_stage()
    box = win.question
    assert box is not None
    win.end_session()
    QCoreApplication.processEvents()
    assert win.question is None and not box.isVisible()

