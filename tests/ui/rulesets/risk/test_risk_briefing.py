"""Risk's 'Since your last turn' (issue 28.6): the hot-seat hand-over and the side panel's briefing tell a
player his capital lost (V1.2), the conquests of his areas, the missions the others gained (V1.11) and their
trades (V1.6) — as Conquest's tell builds, battles and cards."""

from __future__ import annotations

from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.risk import click, drive_risk, front, logged_position, page, risk_setup, settle
from tests.helpers.scripted import ScriptedHuman


def test_v1_2_a_capital_lost_in_between_is_told_at_the_hand_over_and_in_the_side_panel(win: MainWindow) -> None:
    """Anna (red) takes Bombay, Bob's capital; Bob, at the screen next, is told before he plays."""
    state = front(units={"tehran": {"red": {"land": 9}}, "bombay": {"black": {"land": 1}}},
                  capitals={"red": "tehran", "black": "bombay"})
    setup = GameSetup((Seat("red", "Anna", True), Seat("black", "Bob", True)), logged_position(state).options, 5)
    session = win.start_session(setup, logged_position(state, "66 1"))
    settle(lambda: win.stack.currentWidget() is win.handover)
    win.handover.button.click()  # Anna takes the seat
    settle(lambda: win.ctrl.kind == "attack")
    click(win, "tehran")
    click(win, "bombay")
    page(win).dice_count.setValue(2)
    page(win).attack.click()
    settle(lambda: win.ctrl.kind == "occupy")
    page(win).confirm.click()
    settle(lambda: win.ctrl.kind == "attack")
    page(win).end.click()
    settle(lambda: win.ctrl.kind == "fortify")
    page(win).end.click()
    settle(lambda: win.stack.currentWidget() is win.handover and session.decision[0] == "black")
    told = [win.handover.summary.item(i).text() for i in range(win.handover.summary.count())]
    assert "Bombay, the capital of Bob, conquered by Anna from Bob." in told, told
    assert told[0] == "Anna"  # under the name of who did it
    assert win.hand.owner is None
    win.handover.button.click()
    settle(lambda: win.ctrl.kind is not None)
    assert win.briefing.isVisibleTo(win.game_page)
    assert "Bombay, the capital of Bob, conquered by Anna from Bob." in win.briefing.texts()
    bold = [win.briefing.list.item(i).font().bold() for i in range(win.briefing.list.count())]
    assert all(bold)  # his own capital (and the heading): bold


def test_v1_11_the_hand_over_tells_conquests_missions_and_trades_since_the_last_turn(win: MainWindow) -> None:
    """A hot-seat Risk game (two humans, two computers): at every hand-over after the first turns, the
    summary lists exactly the others' conquests, missions and trades since the player's last turn."""
    session = win.start_session(risk_setup(["red", "blue"], ["green", "yellow"], level="easy", seed=2,
                                           version="command", deal=True))
    checked: list[int] = []

    def on_step(h: ScriptedHuman) -> None:
        if win.stack.currentWidget() is not win.handover or session.public()["round"] < 2:
            return
        player = session.decision[0]
        told = [win.handover.summary.item(i).text() for i in range(win.handover.summary.count())]
        own_turns = [i for i, e in enumerate(session.log)
                     if e.event["type"] == "turn_started" and e.event["player"] == player]
        if len(own_turns) < 2:
            return
        # since his last turn ended: from the first other player's turn after it
        start = next(i for i, e in enumerate(session.log)
                     if i > own_turns[-2] and e.event["type"] == "turn_started" and e.event["player"] != player)
        expected = [e for e in session.log[start:]
                    if e.event["type"] in ("conquered", "mission_gained", "traded")
                    and e.event.get("player") != player]
        for e in expected:
            if e.event["type"] == "conquered" and e.event["area"] in session.public()["capitals"].values():
                assert any("the capital of" in t and e.text.split(" conquered")[0] in t for t in told), told
            else:
                assert e.text in told, (e.text, told)
        checked.append(len(expected))

    drive_risk(win, lambda: session.over or (len(checked) >= 4 and sum(checked) >= 3), timeout=300,
               on_step=on_step)
    assert len(checked) >= 4 and sum(checked) >= 3, checked
