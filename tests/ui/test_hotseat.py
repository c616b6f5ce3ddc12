"""Hot-seat: a hand is only ever shown to its owner, after the hand-over screen."""

from __future__ import annotations

from conquest_qt.ui.main_window import MainWindow
from conquest_qt.ui.scripted import ScriptedHuman
from tests.ui.conftest import drive, setup_of


def test_hands_are_never_shown_to_the_wrong_player(win: MainWindow) -> None:
    session = win.start_session(setup_of(["red", "blue"], ["green", "yellow"], target=12, cap=6, seed=21))
    checks = {"handovers": 0, "shown": 0}

    def check_hand() -> None:
        owner, cards = win.hand.owner, win.hand.shown_cards()
        if win.stack.currentWidget() is win.handover:
            assert owner is None and cards == ()
            return
        if owner is not None:
            assert owner == session.viewer
            assert cards == session.driver.view(owner).hand
            checks["shown"] += 1

    session.driver.stateChanged.connect(check_hand)

    def on_ready(h: ScriptedHuman) -> None:
        check_hand()
        if win.stack.currentWidget() is win.handover:
            checks["handovers"] += 1
            deciding = session.decision[0]  # type: ignore[index]
            assert win.hand.owner is None and win.hand.shown_cards() == ()
            assert session.name(deciding) in win.handover.button.text()
            win.handover.button.click()
            assert win.hand.owner == deciding
            assert win.hand.shown_cards() == session.driver.view(deciding).hand

    drive(win, lambda: session.over or session.public()["round"] >= 3, timeout=240, on_ready=on_ready)
    assert checks["handovers"] >= 4
    assert checks["shown"] > 0


def test_since_last_turn_summary_mentions_the_player(win: MainWindow) -> None:
    session = win.start_session(setup_of(["red", "blue"], ["green", "yellow"], target=12, cap=6, seed=4))
    seen: list[int] = []

    def on_ready(h: ScriptedHuman) -> None:
        if win.stack.currentWidget() is win.handover:
            seen.append(win.handover.summary.count())

    drive(win, lambda: session.over or session.public()["phase"] == "execution", timeout=120, on_ready=on_ready)
    assert seen and seen[0] == 0  # nothing happened before the first turn
    assert any(n > 0 for n in seen)  # e.g. cards drawn, units built, areas attacked
