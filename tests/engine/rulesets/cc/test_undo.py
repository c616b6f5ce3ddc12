"""Undo within the turn up to the last attack (issue 26, item 6; VARIANTS.md V3.4): nothing is hidden and no
die rolls, so every action of the turn can be taken back until an attack, a rebirth or the turn's end."""

from __future__ import annotations

from conquest_qt.engine.replay import LoggedGame
from tests.engine.rulesets.cc.helpers import OPTIONS, position, turn


def logged(state: dict) -> LoggedGame:
    return LoggedGame(["red", "black"], OPTIONS, 0, position(state), [])


def test_v3_4_buys_moves_and_defences_are_taken_back_until_an_attack() -> None:
    lg = logged(turn({"paris": {"red": {"arm": 2, "inf": 1}}, "berlin": {"black": {"inf": 1}},
                      "tokyo": {"black": {"inf": 1}}}, {"berlin": "black"}, credits={"red": 6}))
    start = lg.game.snapshot()
    lg.apply("red", {"type": "buy", "area": "paris", "kind": "inf", "count": 2})
    lg.apply("red", {"type": "move", "kind": "inf", "from": "paris", "to": "rome", "count": 1})
    lg.apply("red", {"type": "fortify", "area": "paris", "defence": "land"})
    assert lg.can_undo()
    lg.undo()
    lg.undo()
    lg.undo()
    assert lg.game.snapshot() == start and lg.log == []
    lg.redo()
    after_buy = lg.game.snapshot()
    lg.apply("red", {"type": "attack", "area": "berlin", "units": [{"from": "paris", "kind": "arm", "count": 1}]})
    assert not lg.can_undo()  # never past an attack
    lg.apply("red", {"type": "move", "kind": "arm", "from": "paris", "to": "madrid", "count": 1})
    assert lg.can_undo()
    lg.undo()
    assert lg.game.s.owners["madrid"] == "neutral" and lg.game.snapshot() != after_buy
    lg.apply("red", {"type": "end_turn"})
    assert not lg.can_undo()
