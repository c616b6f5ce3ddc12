"""Issue 28 item 3: at any moment exactly one control owns Enter, and it is the one the window says — one place
decides (ui/window/enter_owner.py), checked at every step of a Conquest and a Risk game played through the
window, and with a finished battle waiting for Continue while the production is asked (was: "Continue
(Enter)" and "Confirm production (Enter)" both on screen, Enter continuing the old battle)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton

from conquest_qt.ui.window.enter_owner import owner_of
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.risk import drive_risk, risk_setup
from tests.helpers.scripted import ScriptedHuman
from tests.helpers.window import drive, setup_of

HELD = [{"type": "battle_started", "area": "novosibirsk", "attacker": "blue", "defender": "red", "first": "red"},
        {"type": "battle_ended", "area": "novosibirsk", "winner": "red"}]  # red (the human) held it


def claims(win: MainWindow) -> list[QAbstractButton]:
    """The controls whose label says Enter is theirs, on screen."""
    return [b for b in win.game_page.findChildren(QAbstractButton) if b.isVisibleTo(win) and "(Enter)" in b.text()]


def check_one_owner(win: MainWindow) -> str:
    """The owner's label (if it has one that claims Enter) is the only one claiming it; returns its kind."""
    win.enter_marks.update()  # (the window re-checks once per event-loop turn; the test looks now)
    owner = owner_of(win)
    said = claims(win)
    assert len(said) <= 1, [b.text() for b in said]
    if said:
        assert said[0] is owner.button, (owner, said[0].text())
    if owner.kind == "battle":
        assert said and said[0] is win.battle.cont
    return owner.kind


def test_a_finished_battle_and_the_production_never_both_claim_enter(win: MainWindow) -> None:
    session = win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=3))
    drive(win, lambda: win.ctrl is not None and win.ctrl.kind == "build", timeout=120)
    win.stack.setCurrentWidget(win.game_page)
    win.battle.dice_ms = 0
    win.battle.on_events(HELD)  # a battle of red's (as the defender) waits for Continue
    assert win.battle.waiting()
    assert check_one_owner(win) == "battle"
    assert [b.text() for b in claims(win)] == ["Continue (Enter)"]
    confirm = win.decision.current().findChild(QAbstractButton, "confirm")
    assert confirm.text() == "Confirm production"  # says nothing of Enter while Continue owns it
    n = len(session.driver.logged.log)
    pressed: list[bool] = []
    confirm.clicked.connect(lambda *_: pressed.append(True))
    win.actions_["primary"].trigger()  # Enter: the battle it said
    assert not win.battle.waiting() and len(session.driver.logged.log) == n and not pressed
    assert check_one_owner(win) in ("step", "page")
    assert [b.text() for b in claims(win)] == ["Confirm production (Enter)"]
    win.actions_["primary"].trigger()  # Enter: the production it now says
    assert pressed == [True]


def _check_steps(win: MainWindow, kinds: set[str]) -> callable:
    def on_ready(human: ScriptedHuman) -> None:
        QCoreApplication.processEvents()
        if win.ctrl is not None and win.ctrl.kind and win.stack.currentWidget() is win.game_page:
            check_one_owner(win)
            kinds.add(win.ctrl.kind)
    return on_ready


def test_one_owner_of_enter_at_every_step_of_a_conquest_game(win: MainWindow) -> None:
    session = win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=9, target=30))
    kinds: set[str] = set()
    drive(win, lambda: session.over or session.game.s.round >= 3, timeout=240, on_ready=_check_steps(win, kinds))
    assert {"claim", "build", "movement"} <= kinds


def test_one_owner_of_enter_at_every_step_of_a_risk_game(win: MainWindow) -> None:
    session = win.start_session(risk_setup(["red"], ["black", "blue", "green"], seed=5))
    kinds: set[str] = set()
    drive_risk(win, lambda: session.over or session.game.s.round >= 3, timeout=240,
               on_step=_check_steps(win, kinds))
    assert {"place", "attack"} <= kinds
