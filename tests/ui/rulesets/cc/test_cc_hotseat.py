"""Hot-seat in a cc game (issue 26 item 5): nothing is private in cc (V3.1: no cards), but every change of the
human at the screen goes through the hand-over screen, which names the next player, and the board and the
side panel wait behind it."""

from __future__ import annotations

from conquest_qt.engine import rulesets
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from tests.helpers.risk import settle


def test_v3_4_two_humans_hand_the_screen_over(win) -> None:
    opts = rulesets.get("cc").options.from_dict({"ruleset": "cc", "round_cap": 5})
    seats = (Seat("red", "Anna", True), Seat("black", "Carla", True))
    session = win.start_session(GameSetup(seats, opts, 4))
    seen: list[str] = []
    for _ in range(6):  # both homes, then two turns each
        settle(lambda: session.decision is not None and (win.stack.currentWidget() is win.handover
                                                       or win.ctrl.kind is not None), timeout=60)
        player = session.decision[0]  # type: ignore[index]
        if win.stack.currentWidget() is win.handover:
            assert session.name(player) in win.handover.button.text()
            assert "card" not in win.handover.sub.text()  # (cc has no cards: V3.1)
            assert not win.decision.isVisibleTo(win)  # nothing of the next turn behind the hand-over
            seen.append(player)
            win.handover.button.click()
        settle(lambda p=player: win.ctrl.kind is not None and session.viewer == p)
        legal = session.legal()
        action = next((a for a in legal if a["type"] == "choose_home"), {"type": "end_turn"})
        assert session.submit(action)
    assert {"red", "black"} <= set(seen) and len(seen) >= 4
    assert not win.hand.isVisibleTo(win)  # no hand to hide or show in cc
