"""Undo before dice with the nuclear add-on (issue 25 item 8): a Risk placement that buys nukes (V2.1) is
taken back and done again exactly, Conquest's moves are taken back with nukes on the board, and a nuclear
attack (V2.2) closes the chain for good, as every decision that may roll dice does."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from conquest_qt.engine.replay import LoggedGame
from tests.helpers.nuclear import game, nukes

SCENARIO = Path(__file__).resolve().parents[3] / "scenarios" / "nuclear_risk_place_nukes_supply_round3.json"


def logged(ruleset: str, state: dict[str, Any], players: tuple[str, ...], **options: Any) -> LoggedGame:
    g = game(ruleset, state, players=players, **options)
    return LoggedGame(list(players), g.s.options, 5, g, [])


def test_v2_1_a_placement_buying_nukes_is_undone_and_redone_exactly() -> None:
    state = json.loads(SCENARIO.read_text(encoding="utf-8"))["state"]
    lg = logged("risk", state, ("red", "black"), risk_version="training")
    before = lg.game.snapshot()
    lg.apply("red", {"type": "place", "land": {"anchorage": 9}, "nuke": {"mexico_city": 1}})
    assert nukes(lg.game, "mexico_city", "red") == 1 and lg.can_undo()
    lg.undo()
    assert lg.game.snapshot() == before and nukes(lg.game, "mexico_city", "red") == 0 and lg.log == []
    assert lg.can_redo()
    lg.redo()
    assert nukes(lg.game, "mexico_city", "red") == 1 and len(lg.log) == 1


def test_v2_2_moves_are_undone_with_nukes_on_the_board_and_a_strike_closes_the_chain() -> None:
    from tests.ui.rulesets.nuclear.test_nuclear_ui import strike_position

    lg = logged("conquest", strike_position(), ("red", "black", "blue"), allow_small=True)
    before = lg.game.snapshot()
    lg.apply("red", {"type": "move", "kind": "land", "from": "paris", "to": "madrid", "count": 1})
    assert lg.can_undo()
    lg.undo()
    assert lg.game.snapshot() == before
    lg.apply("red", {"type": "end_moves"})
    lg.apply("red", {"type": "nuke", "from": "paris", "to": "rome", "count": 1})
    assert not lg.can_undo() and not lg.can_redo()  # a nuclear attack may roll dice: never undone
