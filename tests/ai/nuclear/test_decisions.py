"""The nuclear AI part's decisions in set positions (VARIANTS.md V2): odds thresholds per level (V2.2, V2.5),
interception of a strike that hands the striker the win (V2.3, V1.13 via V2.7), buying (V2.1)."""

from __future__ import annotations

from typing import Any

import pytest

from conquest_qt.ai.nuclear.policy import POLICIES
from conquest_qt.ai.registry import make_agent
from conquest_qt.engine.legal import legal_actions
from conquest_qt.engine.view import player_view
from tests.helpers.nuclear import game, kinds, nukes

THREE = ("red", "black", "blue")


def part(level: str, ruleset: str, seed: int = 1) -> Any:
    return make_agent(level, seed, ruleset, ("nuclear",)).agent


def conquest_end_turn(nukes: int, berlin: int = 0) -> Any:
    """Red at its turn's end in round 4 with `nukes` in paris; blue (31 areas) runs for the target; black
    holds berlin with `berlin` land units."""
    st = {"round": 4, "phase": "execution", "order": list(THREE), "active": "red",
          "owners": {"paris": "red", "madrid": "red", "london": "black", "berlin": "black", "rome": "black"},
          "rest": "blue", "hands": {}, "deck": [],
          "units": {"paris": {"red": {"land": 1, "nuke": nukes}}, "berlin": {"black": {"land": max(1, berlin)}}}}
    g = game("conquest", st, players=THREE)
    g.apply("red", {"type": "end_moves"})
    assert kinds(g) == "end_turn:red"
    return g


@pytest.mark.parametrize("level", ["easy", "normal", "hard", "expert"])
def test_v2_5_a_level_never_fires_below_its_odds_threshold(level: str) -> None:
    g = conquest_end_turn(2)  # 2 nukes against a flag: 0.57 (V2.5)
    p = part(level, "conquest")
    action = p.decide_view(player_view(g, "red"))
    threshold = POLICIES[level].threshold
    if action["type"] == "nuke":
        assert p.fired and all(odds >= threshold for *_, odds in p.fired)
    else:
        assert threshold > 0.57 and not p.fired
    assert (action["type"] == "nuke") == (level != "easy")


def test_v2_5_easy_fires_only_at_near_certain_odds() -> None:
    p = part("easy", "conquest")
    action = p.decide_view(player_view(conquest_end_turn(5), "red"))  # 5 nukes against a flag: 0.99
    assert action["type"] == "nuke" and 1 <= action["count"] <= 5  # the fewest that do (V2.2: the rest may fire)
    assert p.fired[-1][3] >= POLICIES["easy"].threshold >= 0.9


def test_v2_2_a_hopeless_shot_is_never_made() -> None:
    g = conquest_end_turn(1)  # 1 nuke: 0.21 against a flag at best
    for level in ("easy", "normal", "hard", "expert"):
        p = part(level, "conquest")
        assert p.decide_view(player_view(g, "red"))["type"] != "nuke" and not p.fired


def risk_strike_on_last_area(dice: str = "") -> Any:
    """Red (2 missions, his capital lima) strikes beijing, black's last area: black's mission would go to red
    (V2.7, V1.13) and red would win; blue has a nuke in bangkok, land-adjacent to beijing (V2.3)."""
    st = {"round": 4, "phase": "attack", "order": list(THREE), "active": "red",
          "owners": {"lima": "red", "bogota": "red", "beijing": "black"}, "rest": "blue",
          "capitals": {"red": "lima", "black": "beijing", "blue": "tokyo"}, "hands": {p: [] for p in THREE},
          "missions": {"red": ["B1", "B2"], "black": ["B3"]},
          "units": {"lima": {"red": {"land": 1, "nuke": 3}}, "beijing": {"black": {"land": 1}},
                    "bangkok": {"blue": {"land": 3, "nuke": 1}}}}
    g = game("risk", st, dice=dice, players=THREE)
    g.apply("red", {"type": "nuke", "from": "lima", "to": "beijing"})
    assert kinds(g) == "nuke_intercept:blue"
    return g


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_v2_3_a_player_intercepts_a_strike_that_would_hand_the_leader_the_win(level: str) -> None:
    g = risk_strike_on_last_area()
    action = part(level, "risk").decide_view(player_view(g, "blue"))
    assert action["type"] == "intercept" and action["at"] == "bangkok"
    assert action["lose"] == "army"  # the cheapest loss: bangkok keeps armies (V2.3)
    g.apply("blue", action)
    assert not g.over and g.s.owners["beijing"] == "black"


def test_v2_3_without_the_interception_the_striker_wins() -> None:
    g = risk_strike_on_last_area(dice="666 1")
    g.apply("blue", {"type": "pass"})
    g.apply("red", {"type": "roll", "dice": 3})
    assert g.over and g.s.winner == "red" and g.s.owners["beijing"] is None


def test_v2_3_nonuke_never_intercepts_but_answers() -> None:
    g = risk_strike_on_last_area()
    assert part("normal-nonuke", "risk").decide_view(player_view(g, "blue")) == {"type": "pass"}


def conquest_build(pp_areas: int, runner: bool) -> Any:
    mine = ["paris", "madrid", "rome", "berlin", "london", "stockholm", "moscow", "cairo"][:pp_areas]
    owners = dict.fromkeys(mine, "red")
    st = {"round": 3, "phase": "production", "order": list(THREE), "owners": owners,
          "rest": "blue" if runner else "neutral", "hands": {}, "deck": [], "units": {"paris": {"red": {"land": 3}}}}
    return game("conquest", st, players=THREE)


def test_v2_1_normal_buys_a_stack_only_once_a_rival_runs_for_the_win() -> None:
    g = conquest_build(8, runner=True)
    assert kinds(g) == "build:red"
    action = part("normal", "conquest").decide_view(player_view(g, "red"))
    assert action["type"] == "build" and sum(action["nuke"].values()) >= 1 and len(action["nuke"]) == 1
    g.apply("red", action)  # legal as amended
    calm = conquest_build(8, runner=False)
    assert "nuke" not in part("normal", "conquest").decide_view(player_view(calm, "red"))
    assert "nuke" not in part("normal-nonuke", "conquest").decide_view(player_view(conquest_build(8, True), "red"))


def test_v2_7_a_free_capital_is_taken_back_first_even_by_nonuke() -> None:
    st = {"round": 5, "phase": "attack", "order": ["red", "black"], "active": "red",
          "owners": {"bogota": "red", "mexico_city": "red"},
          "rest": "black", "free": ["lima"], "capitals": {"red": "lima", "black": "tokyo"},
          "hands": {"red": [], "black": []},
          "units": {"bogota": {"red": {"land": 5}}, "mexico_city": {"red": {"land": 9}}}}
    g = game("risk", st)
    assert kinds(g) == "attack:red"
    for level in ("normal", "normal-nonuke", "easy"):
        action = part(level, "risk").decide_view(player_view(g, "red"))
        assert action == {"type": "occupy_free", "from": "bogota", "to": "lima", "count": 2}, level
    g.apply("red", action)
    assert g.s.owners["lima"] == "red"


def test_v2_7_the_placement_prepares_taking_back_a_free_capital() -> None:
    st = {"round": 5, "phase": "reinforce", "order": ["red", "black"], "active": "red",
          "owners": {"bogota": "red", "mexico_city": "red", "new_york": "red"}, "rest": "black", "free": ["lima"],
          "capitals": {"red": "lima", "black": "tokyo"}, "hands": {"red": [], "black": []},
          "units": {"bogota": {"red": {"land": 1}}}}
    g = game("risk", st)
    assert kinds(g) == "place:red"
    from conquest_qt.ai.nuclear import risk as side

    action = side.prepare({"type": "place", "land": {"new_york": 3}}, g, "red")  # a base player's placement
    assert action["land"] == {"new_york": 2, "bogota": 1}  # bogota: lima's only own neighbour (V0.4, V2.7)
    g.apply("red", action)
    assert side.free_move(g, "red", legal_actions(g)) == {"type": "occupy_free", "from": "bogota", "to": "lima",
                                                          "count": 1}


def test_v2_6_hard_self_strikes_the_only_area_a_runner_can_reach_by_land() -> None:
    """Blue needs one more area (R2) and can reach only paris by land, with 6 units beside it: hard and expert
    contaminate paris (V2.6: 1 nuke, no dice); normal does not make barriers."""
    st = {"round": 4, "phase": "execution", "order": ["red", "blue"], "active": "red",
          "owners": {"paris": "red", "tokyo": "red"}, "rest": "blue", "hands": {}, "deck": [],
          "units": {"paris": {"red": {"land": 1}}, "tokyo": {"red": {"land": 1, "nuke": 2}},
                    "berlin": {"blue": {"land": 6}}}}
    g = game("conquest", st, players=("red", "blue"))
    g.apply("red", {"type": "end_moves"})
    assert kinds(g) == "end_turn:red"
    for level in ("hard", "expert"):
        action = part(level, "conquest").decide_view(player_view(g, "red"))
        assert action == {"type": "nuke", "from": "tokyo", "to": "paris", "count": 1}, level
    normal = part("normal", "conquest").decide_view(player_view(g, "red"))
    assert normal.get("to") != "paris"
    g.apply("red", {"type": "nuke", "from": "tokyo", "to": "paris", "count": 1})
    assert g.s.owners["paris"] is None and nukes(g, "tokyo", "red") == 1


def test_v2_6_hard_contaminates_a_runners_capital_it_holds_before_he_takes_it_back() -> None:
    """Blue has his three missions and only lacks his capital lima, which red holds with 2 armies against 8
    next door: hard contaminates lima (V1.13 cannot be met for two rounds)."""
    st = {"round": 5, "phase": "attack", "order": ["red", "blue"], "active": "red",
          "owners": {"lima": "red", "mexico_city": "red"}, "rest": "blue",
          "capitals": {"red": "mexico_city", "blue": "lima"}, "hands": {"red": [], "blue": []},
          "missions": {"blue": ["B1", "B2", "B3"]},
          "units": {"lima": {"red": {"land": 2}}, "mexico_city": {"red": {"land": 3, "nuke": 1}},
                    "bogota": {"blue": {"land": 8}}}}
    g = game("risk", st, players=("red", "blue"))
    assert kinds(g) == "attack:red"
    action = part("hard", "risk").decide_view(player_view(g, "red"))
    assert action == {"type": "nuke", "from": "mexico_city", "to": "lima"}
    assert part("normal", "risk").decide_view(player_view(g, "red")).get("to") != "lima"


def test_v2_5_normal_fires_the_nukes_it_holds_at_a_rival_six_areas_from_the_target() -> None:
    """Blue holds 14 areas (R2: 6 from the target), berlin among them without units; red holds 3 nukes in paris:
    0.83 against the flag (V2.5). Bought nukes are paid for (they can only be fired or lost, V2.8): normal fires
    them rather than keep them (the nukes' full price against the strike's worth kept them at home)."""
    land = ['algiers', 'anchorage', 'bangkok', 'beijing', 'bogota', 'bombay', 'buenos_aires', 'cairo', 'chicago',
            'coppermine', 'jakarta', 'johannesburg', 'kinshasa']
    st = {"round": 5, "phase": "execution", "order": list(THREE), "active": "red",
          "owners": {"paris": "red", "madrid": "red", "rome": "black", "berlin": "blue", **dict.fromkeys(land, "blue")},
          "rest": "neutral", "hands": {}, "deck": [],
          "units": {"paris": {"red": {"land": 1, "nuke": 3}}}}
    g = game("conquest", st, players=THREE)
    assert g.s.areas_of("blue") == 14
    g.apply("red", {"type": "end_moves"})
    assert kinds(g) == "end_turn:red"
    action = part("normal", "conquest").decide_view(player_view(g, "red"))
    assert action["type"] == "nuke" and action["from"] == "paris" and g.s.owners[action["to"]] == "blue"
