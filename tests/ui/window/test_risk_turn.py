"""A Risk turn's attacks, occupation and fortify played through the UI's own signals (board clicks,
page buttons, Enter), from a described position (issue 15 item 4; VARIANTS.md V1.7–V1.9): "attack
until down to N" stops at N, "attack until won" takes the area, the occupation and the fortify go in,
and the turn passes to the computer, which plays on."""

from __future__ import annotations

import pytest

from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.risk import armies, click, english, front, page, settle, start_position


@pytest.fixture(autouse=True)
def _english(qapp):
    yield from english(qapp)


def test_v1_7_to_v1_9_a_turn_through_the_ui(win: MainWindow) -> None:
    state = front(round=1, units={"tehran": {"red": {"land": 40}}, "moscow": {"red": {"land": 3}},
                                  "bombay": {"black": {"land": 8}}})
    session = start_position(win, state, level="easy")
    settle(lambda: win.ctrl.kind == "attack")
    log = session.driver.logged.log
    # 1. until down to N: the run stops once Tehran holds N armies or fewer (the target may not fall)
    click(win, "tehran")
    click(win, "bombay")
    attack = page(win)
    attack.stop_at.setValue(36)
    attack.until_down.click()
    settle(lambda: not attack.run.active())
    assert 35 <= armies(win, "tehran") <= 36 or win.ctrl.kind == "occupy"
    assert len(log) == attack.run.rolls and {e["action"]["type"] for e in log} == {"attack"}
    # 2. until won: it rolls on until Bombay falls (40 armies against 8)
    if win.ctrl.kind == "attack":
        assert win.ctrl.work.ready() and attack.attack.text() == "Attack again"  # the pair stays chosen
        attack.until_won.click()
        settle(lambda: not attack.run.active())
    assert win.ctrl.kind == "occupy" and session.public()["owners"]["bombay"] == "red"
    rolls = len(log)
    assert all(e["action"] == {"type": "attack", "from": "tehran", "to": "bombay", "dice": 3} for e in log)
    # 3. occupation: all but one, by the quick button, then Enter
    occupy = page(win)
    occupy.most.click()
    win.primary()
    settle(lambda: win.ctrl.kind == "attack")
    assert armies(win, "tehran") == 1 and log[rolls]["action"]["type"] == "occupy"
    # 4. end the attacks, fortify from Bombay back to Tehran along own areas
    page(win).end.click()
    settle(lambda: win.ctrl.kind == "fortify")
    click(win, "bombay")
    click(win, "tehran")
    fortify = page(win)
    fortify.count.setValue(10)
    fortify.confirm.click()
    fortified = {"player": "red", "action": {"type": "fortify", "from": "bombay", "to": "tehran", "count": 10}}
    settle(lambda: fortified in log)  # (black, a computer, may have played on since: only he)
    assert all(e["player"] == "black" for e in log[log.index(fortified) + 1:])
    assert any(e.event.get("type") == "fortified" and e.event.get("count") == 10 for e in session.log)
    # the log tells every roll, the conquest, the occupation and the fortify
    texts = [e.text for e in session.log]
    assert sum(t.startswith("Attack on Bombay by Anna from Tehran") for t in texts) == rolls
    assert any(t == "Bombay conquered by Anna from AI black." for t in texts)
    assert any(t.startswith("Move by Anna:") and "to Tehran" in t for t in texts)
    settle(lambda: session.decision is not None and session.decision[0] == "red", timeout=60)  # black played
