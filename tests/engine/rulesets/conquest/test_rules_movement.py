"""R8.1 movement: land, air (two steps, never ending at sea), subs, transport, moving once, armistice."""

from __future__ import annotations

import pytest

from conquest_qt.engine.errors import RuleError
from tests.helpers.game import make, subs, units, waiting

OWN = {"chicago": "red", "coppermine": "red", "victoria": "red", "montreal": "red", "new_york": "red",
       "london": "black", "paris": "black", "madrid": "black"}


def exec_game(units_: dict, subs: dict | None = None, hands: dict | None = None, owners: dict | None = None):
    return make(["red", "black"], phase="execution", round=2, order=["red", "black"], owners=owners or OWN,
                rest="neutral", units=units_, subs=subs or {}, hands=hands or {"red": [], "black": []})


def refuse(g, action: dict, code: str, player: str = "red") -> None:
    before = g.snapshot()
    with pytest.raises(RuleError) as err:
        g.apply(player, action)
    assert err.value.code == code
    assert g.snapshot() == before


def test_r8_1_land_moves_one_step_to_adjacent_land_once() -> None:
    g = exec_game({"chicago": {"red": {"land": 3}}})
    assert waiting(g) == ("red", "movement")
    refuse(g, {"type": "move", "kind": "land", "from": "chicago", "to": "bogota", "count": 1}, "not_adjacent")
    refuse(g, {"type": "move", "kind": "land", "from": "chicago", "to": "montreal", "count": 4}, "too_many_units")
    refuse(g, {"type": "move", "kind": "land", "from": "chicago", "to": "montreal", "count": 0}, "bad_count")
    g.apply("red", {"type": "move", "kind": "land", "from": "chicago", "to": "montreal", "count": 2})
    # units that moved cannot move again
    refuse(g, {"type": "move", "kind": "land", "from": "montreal", "to": "new_york", "count": 1}, "unit_already_moved")
    g.apply("red", {"type": "move", "kind": "land", "from": "chicago", "to": "new_york", "count": 1})
    assert units(g, "montreal") == {"red": (2, 0)} and units(g, "new_york") == {"red": (1, 0)}


def test_r8_1_air_flies_two_steps_through_sea_but_ends_on_land() -> None:
    g = exec_game({"montreal": {"red": {"air": 2}}})
    refuse(g, {"type": "move", "kind": "air", "from": "montreal", "to": "north_atlantic", "count": 1},
           "must_end_on_land")
    refuse(g, {"type": "move", "kind": "air", "from": "montreal", "to": "cairo", "count": 1}, "too_far")
    g.apply("red", {"type": "move", "kind": "air", "from": "montreal", "to": "london", "count": 1})  # via the sea
    g.apply("red", {"type": "move", "kind": "air", "from": "montreal", "to": "mexico_city", "count": 1})  # 2 lands
    assert units(g, "london") == {"red": (0, 1)} and units(g, "mexico_city") == {"red": (0, 1)}


def test_r8_1_subs_move_sea_to_adjacent_sea() -> None:
    g = exec_game({}, subs={"north_atlantic": {"red": 2}})
    refuse(g, {"type": "move", "kind": "sub", "from": "north_atlantic", "to": "indian_ocean", "count": 1},
           "not_adjacent")
    g.apply("red", {"type": "move", "kind": "sub", "from": "north_atlantic", "to": "caribbean", "count": 1})
    refuse(g, {"type": "move", "kind": "sub", "from": "caribbean", "to": "north_atlantic", "count": 1},
           "too_many_units")
    assert subs(g) == {"north_atlantic": {"red": 1}, "caribbean": {"red": 1}}


def test_r8_1_transport_any_number_to_any_coast_of_the_sea() -> None:
    g = exec_game({"montreal": {"red": {"land": 3}}, "victoria": {"red": {"land": 2}}},
                  subs={"north_atlantic": {"red": 1}})
    g.apply("red", {"type": "transport", "sea": "north_atlantic", "from": "montreal", "to": "london", "count": 3})
    g.apply("red", {"type": "transport", "sea": "north_atlantic", "from": "victoria", "to": "paris", "count": 2})
    refuse(g, {"type": "transport", "sea": "north_atlantic", "from": "london", "to": "madrid", "count": 1},
           "unit_already_moved")
    # the sub that transported cannot move any more
    refuse(g, {"type": "move", "kind": "sub", "from": "north_atlantic", "to": "caribbean", "count": 1},
           "too_many_units")
    refuse(g, {"type": "transport", "sea": "caribbean", "from": "new_york", "to": "bogota", "count": 1}, "no_sub")


def test_r8_1_ruling_sub_may_move_then_transport_and_uses_a_spent_sub_first() -> None:
    g = exec_game({"montreal": {"red": {"land": 2}}, "madrid": {"black": {"land": 1}}},
                  subs={"arctic_ocean": {"red": 1}, "north_atlantic": {"red": 1}})
    g.apply("red", {"type": "move", "kind": "sub", "from": "arctic_ocean", "to": "north_atlantic", "count": 1})
    g.apply("red", {"type": "transport", "sea": "north_atlantic", "from": "montreal", "to": "paris", "count": 1})
    # the transport used the sub that had moved: the other one may still move
    g.apply("red", {"type": "move", "kind": "sub", "from": "north_atlantic", "to": "caribbean", "count": 1})
    assert subs(g)["north_atlantic"] == {"red": 1} and subs(g)["caribbean"] == {"red": 1}


def test_r8_1_no_move_ends_in_an_armistice_partners_area_but_planes_fly_over() -> None:
    g = exec_game({"montreal": {"red": {"land": 1, "air": 1}}}, subs={"north_atlantic": {"red": 1}})
    g.s.armistices.append({"by": "black", "target": "red", "card": 48, "kind": "land"})
    refuse(g, {"type": "move", "kind": "air", "from": "montreal", "to": "london", "count": 1}, "armistice_blocks")
    refuse(g, {"type": "transport", "sea": "north_atlantic", "from": "montreal", "to": "paris", "count": 1},
           "armistice_blocks")
    g.apply("red", {"type": "transport", "sea": "north_atlantic", "from": "montreal", "to": "lagos", "count": 1})


def test_movement_stage_skipped_when_nothing_to_do() -> None:
    g = exec_game({"paris": {"black": {"land": 1}}}, hands={"red": ["treason"], "black": []})
    assert waiting(g) == ("black", "movement")  # red had no units: no question at all (SCENARIOS)
