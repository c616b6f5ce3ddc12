"""Undo before dice in Risk (issue 15, VARIANTS.md V1.5, V1.8, V1.9): the turn's placement, an
occupation and a fortify can be taken back until the next roll or another player's decision."""

from __future__ import annotations

from tests.helpers.risk import front, logged_position


def test_v1_5_a_placement_is_taken_back_until_the_first_roll() -> None:
    lg = logged_position(front("reinforce"))
    assert lg.game.pending().kind == "place" and not lg.can_undo()
    before = lg.game.snapshot()
    due = lg.game.pending().info["armies"]
    lg.apply("red", {"type": "place", "land": {"tehran": due}})
    assert lg.game.pending().kind == "attack" and lg.can_undo()
    lg.undo()
    assert lg.game.snapshot() == before and lg.log == []
    lg.redo()
    lg.apply("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 3})
    assert not lg.can_undo()  # never past a roll


def test_v1_8_an_occupation_is_taken_back_but_not_its_roll() -> None:
    lg = logged_position(front(units={"tehran": {"red": {"land": 8}}, "bombay": {"black": {"land": 1}}}),
                         dice="6 1")
    lg.apply("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 1})
    assert lg.game.pending().kind == "occupy" and not lg.can_undo()
    at_question = lg.game.snapshot()
    lg.apply("red", {"type": "occupy", "count": 7})
    assert lg.game.s.army("bombay") == 7 and lg.can_undo()
    lg.undo()
    assert lg.game.snapshot() == at_question and lg.game.pending().kind == "occupy"


def test_v1_9_a_fortify_is_taken_back_while_the_turn_lasts_never_after_it() -> None:
    from tests.helpers.risk import RISK

    command = RISK.options.from_dict({"ruleset": "risk", "risk_version": "command"})
    lg = logged_position(front("fortify", round=1, missions={"red": ["B5"]}), options=command)  # B5: two
    before = lg.game.snapshot()
    lg.apply("red", {"type": "fortify", "from": "tehran", "to": "novosibirsk", "count": 3})
    assert lg.game.pending().kind == "fortify" and lg.can_undo()
    lg.undo()
    assert lg.game.snapshot() == before
    lg.apply("red", {"type": "fortify", "from": "tehran", "to": "novosibirsk", "count": 3})
    lg.apply("red", {"type": "fortify", "from": "moscow", "to": "tehran", "count": 2})
    assert lg.game.pending().player == "black" and not lg.can_undo()  # black's turn: red's moves stand
