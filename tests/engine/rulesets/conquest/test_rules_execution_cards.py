"""R9.1 killer torpedo and R9.6 armistice: timing, effects, lifetime."""

from __future__ import annotations

import pytest

from conquest_qt.engine.errors import RuleError
from tests.helpers.game import hand, make, subs, units, waiting

OWNERS = {"montreal": "red", "chicago": "red", "london": "black", "paris": "black", "cairo": "blue"}


def game(units: dict, subs: dict, hands: dict, dice: str = "", players=("red", "black", "blue")):
    players = list(players)
    return make(players, dice=dice, phase="execution", round=2, order=players, owners=OWNERS, rest="neutral",
                units=units, subs=subs, hands={p: hands.get(p, []) for p in players})


def test_r9_1_torpedo_rolls_all_subs_and_sinks_opponent_subs_of_my_choice() -> None:
    g = game({}, {"north_atlantic": {"red": 1, "black": 2}, "mediterranean": {"blue": 1}},
             {"red": ["killer_torpedo"]}, dice="XX--")
    assert waiting(g) == ("red", "movement")
    g.apply("red", {"type": "play", "card": "killer_torpedo"})  # 4 subs on the board: 4 dice, 2 explosions
    assert waiting(g) == ("red", "sink") and g.pending().info["count"] == 2
    with pytest.raises(RuleError) as err:
        g.apply("red", {"type": "sink", "subs": [{"owner": "red", "sea": "north_atlantic", "count": 2}]})
    assert err.value.code == "bad_sink"
    g.apply("red", {"type": "sink", "subs": [{"owner": "black", "sea": "north_atlantic", "count": 1},
                                             {"owner": "blue", "sea": "mediterranean", "count": 1}]})
    assert subs(g) == {"north_atlantic": {"red": 1, "black": 1}}
    assert waiting(g) == ("red", "movement")  # movement stays open


def test_r9_1_torpedo_needs_own_sub_and_an_opponent_sub() -> None:
    g = game({"montreal": {"red": {"land": 1}}}, {"north_atlantic": {"black": 1}}, {"red": ["killer_torpedo"]})
    with pytest.raises(RuleError) as err:
        g.apply("red", {"type": "play", "card": "killer_torpedo"})
    assert err.value.code == "card_not_playable"
    g2 = game({"montreal": {"red": {"land": 1}}}, {"north_atlantic": {"red": 1}}, {"red": ["killer_torpedo"]})
    with pytest.raises(RuleError):
        g2.apply("red", {"type": "play", "card": "killer_torpedo"})


def test_r9_1_torpedo_at_battle_choice_only_before_first_battle() -> None:
    g = game({"chicago": {"red": {"land": 1}}}, {"caribbean": {"red": 1, "blue": 1}}, {"red": ["killer_torpedo"]},
             dice="XX -- X-")
    g.apply("red", {"type": "move", "kind": "land", "from": "chicago", "to": "mexico_city", "count": 1})
    g.apply("red", {"type": "end_moves"})
    assert waiting(g) == ("red", "battle_choice")  # one battle, but the torpedo may still be played
    g.apply("red", {"type": "play", "card": "killer_torpedo"})  # 2 dice, both explode; only 1 victim
    assert subs(g) == {"caribbean": {"red": 1}}


def test_r9_6_armistice_parks_a_unit_blocks_entry_and_ends_after_targets_phase() -> None:
    g = game({"montreal": {"red": {"land": 2}}, "paris": {"black": {"air": 1}}}, {"north_atlantic": {"red": 1}},
             {"red": ["armistice"]})
    with pytest.raises(RuleError) as err:
        g.apply("red", {"type": "play", "card": "armistice", "target": "red", "unit": {"at": "montreal",
                                                                                      "kind": "land"}})
    assert err.value.code == "bad_target"
    with pytest.raises(RuleError) as err:
        g.apply("red", {"type": "play", "card": "armistice", "target": "black", "unit": {"at": "paris",
                                                                                        "kind": "land"}})
    assert err.value.code == "bad_unit"
    g.apply("red", {"type": "play", "card": "armistice", "target": "black",
                    "unit": {"at": "montreal", "kind": "land"}})
    assert units(g, "montreal")["red"] == (1, 0) and g.s.parked["red"]["land"] == 1
    assert g.supply("red", "land") == 50 - 1 - 1
    with pytest.raises(RuleError) as err:
        g.apply("red", {"type": "transport", "sea": "north_atlantic", "from": "montreal", "to": "london",
                        "count": 1})
    assert err.value.code == "armistice_blocks"
    g.apply("red", {"type": "end_moves"})
    # black's execution phase: black may not enter red's areas either
    assert waiting(g) == ("black", "movement")
    with pytest.raises(RuleError) as err:
        g.apply("black", {"type": "move", "kind": "air", "from": "paris", "to": "montreal", "count": 1})
    assert err.value.code == "armistice_blocks"
    ev = g.apply("black", {"type": "end_moves"})
    # R9.6: it lasted until the end of black's execution phase; the unit returns to the supply
    assert {"type": "armistice_ended", "player": "red", "target": "black"} in ev
    assert g.s.armistices == [] and g.s.parked["red"]["land"] == 0 and g.supply("red", "land") == 49


def test_r9_6_not_against_a_player_whose_area_holds_my_units_waiting_for_battle() -> None:
    g = game({"montreal": {"red": {"land": 2}}}, {"north_atlantic": {"red": 1}}, {"red": ["armistice"]},
             dice="-- --- XXX")
    g.apply("red", {"type": "transport", "sea": "north_atlantic", "from": "montreal", "to": "london", "count": 1})
    with pytest.raises(RuleError) as err:
        g.apply("red", {"type": "play", "card": "armistice", "target": "black",
                        "unit": {"at": "montreal", "kind": "land"}})
    assert err.value.code == "bad_target"
    g.apply("red", {"type": "play", "card": "armistice", "target": "blue",
                    "unit": {"at": "north_atlantic", "kind": "sub"}})
    assert subs(g) == {} and hand(g, "red") == []
    g.apply("red", {"type": "end_moves"})


def test_r9_6_end_turn_question_after_battles_when_armistice_is_playable() -> None:
    g = game({"montreal": {"red": {"land": 2}}}, {"north_atlantic": {"red": 1}}, {"red": ["armistice"]},
             dice="-- X-")
    g.apply("red", {"type": "transport", "sea": "north_atlantic", "from": "montreal", "to": "london", "count": 1})
    g.apply("red", {"type": "end_moves"})
    assert waiting(g) == ("red", "battle_choice")  # armistice playable at each battle choice
    g.apply("red", {"type": "battle", "area": "london"})  # black's flag: 2 blanks; red 2 dice (land + sub)
    assert g.s.owners["london"] == "red"
    assert waiting(g) == ("red", "end_turn")
    g.apply("red", {"type": "play", "card": "armistice", "target": "black",
                    "unit": {"at": "montreal", "kind": "land"}})
    assert waiting(g) == ("black", "movement") or g.s.active != "red"
