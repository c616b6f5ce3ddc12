"""The nuclear add-on with Risk (VARIANTS.md V2 with V1): each test cites its V-id."""

from __future__ import annotations

from typing import Any

from conquest_qt.engine.legal import legal_actions
from tests.helpers.nuclear import contaminated, game, kinds, nukes, refused


def attack(round_: int = 4, players: tuple[str, ...] = ("red", "black"), **extra: Any) -> dict[str, Any]:
    state: dict[str, Any] = {"round": round_, "phase": "attack", "order": list(players), "active": "red",
                             "owners": {"lima": "red", "bogota": "red"}, "rest": "black",
                             "capitals": {"red": "lima", "black": "tokyo"}, "hands": {p: [] for p in players}}
    for k, v in extra.items():
        state[k] = {**state.get(k, {}), **v} if isinstance(v, dict) else v
    return state


def test_v2_1_the_setup_placement_refuses_nukes() -> None:
    g = game("risk", {"phase": "setup_place", "order": ["red", "black"], "owners": {"lima": "red", "bogota": "red"},
                      "rest": "black", "capitals": {"red": "lima", "black": "tokyo"}, "hands": {}})
    assert kinds(g) == "setup_place:red"
    due = g.pending().info["armies"]
    refused(g, "red", {"type": "place", "land": {"lima": due - 4}, "nuke": {"lima": 1}}, "no_nukes_in_setup")


def test_v2_1_place_is_asked_with_one_own_area_when_a_nuke_is_affordable() -> None:
    state = {"round": 2, "phase": "reinforce", "order": ["red", "black"], "owners": {"lima": "red"}, "rest": "black",
             "capitals": {"red": "lima", "black": "tokyo"}, "hands": {}}
    g = game("risk", state, nuke_cost=2)  # 1 area, his capital: 3 armies, enough for one nuke at 2
    assert kinds(g) == "place:red" and g.pending().info["armies"] == 3
    refused(g, "red", {"type": "place", "land": {"lima": 2}, "nuke": {"lima": 1}}, "bad_count")
    g.apply("red", {"type": "place", "land": {"lima": 1}, "nuke": {"lima": 1}})
    assert nukes(g, "lima", "red") == 1 and g.s.units["lima"]["red"]["land"] == 2
    g2 = game("risk", state)  # 3 armies: no nuke affordable at 4, placed by itself (V1.14)
    assert g2.s.phase != "reinforce" and g2.s.units["lima"]["red"]["land"] == 4


def test_v2_2_the_attack_stage_stays_open_while_a_nuke_is_usable() -> None:
    g = game("risk", attack(units={"lima": {"red": {"land": 1, "nuke": 2}}}))
    assert kinds(g) == "attack:red"  # no legal attack: the usable nuke keeps the stage
    assert {"type": "end_attacks"} in legal_actions(g)
    assert {"type": "nuke", "from": "lima", "to": "tokyo"} in legal_actions(g)
    refused(g, "red", {"type": "nuke", "from": "lima", "to": "tokyo", "count": 1}, "action_unknown_field")
    refused(g, "red", {"type": "nuke", "from": "bogota", "to": "tokyo"}, "no_unused_nukes")
    g3 = game("risk", attack(round_=3, units={"lima": {"red": {"land": 1, "nuke": 2}}}))
    assert g3.s.phase == "fortify" or g3.s.active == "black"  # round 3: nothing keeps the stage


def test_v2_4_the_strikers_rolls_and_their_bounds() -> None:
    g = game("risk", attack(units={"lima": {"red": {"land": 1, "nuke": 4}}, "tokyo": {"black": {"land": 3}}}),
             dice="661 55")
    g.apply("red", {"type": "nuke", "from": "lima", "to": "tokyo"})
    assert kinds(g) == "nuke_roll:red" and g.pending().info == {"area": "tokyo", "max": 3, "first": True}
    refused(g, "red", {"type": "stop"}, "must_roll")
    refused(g, "red", {"type": "roll", "dice": 4}, "bad_dice")
    events = g.apply("red", {"type": "roll", "dice": 3})
    rolled = next(e for e in events if e["type"] == "nuke_rolled")
    assert rolled["defender_dice"] == [5, 5] and (rolled["attacker_lost"], rolled["defender_lost"]) == (0, 2)
    assert g.s.units["tokyo"]["black"]["land"] == 1 and kinds(g) == "nuke_roll:red"
    g.apply("red", {"type": "stop"})
    assert nukes(g, "lima", "red") == 4 and g.s.active == "black"  # used, not usable: the stage closes


def test_v2_7_attacks_and_occupation_of_contaminated_and_free_areas() -> None:
    state = attack(units={"bogota": {"red": {"land": 5}}}, contaminated={"mexico_city": {"markers": 1,
                                                                                         "custodian": "black"}},
                   free=["rio_de_janeiro"])
    g = game("risk", state)
    refused(g, "red", {"type": "attack", "from": "bogota", "to": "mexico_city", "dice": 1}, "contaminated")
    refused(g, "red", {"type": "occupy_free", "from": "bogota", "to": "mexico_city", "count": 1}, "contaminated")
    refused(g, "red", {"type": "attack", "from": "bogota", "to": "rio_de_janeiro", "dice": 1}, "bad_target")
    refused(g, "red", {"type": "occupy_free", "from": "bogota", "to": "rio_de_janeiro", "count": 5}, "bad_count")
    assert all(a.get("to") != "mexico_city" for a in legal_actions(g))
    g.apply("red", {"type": "occupy_free", "from": "bogota", "to": "rio_de_janeiro", "count": 4})
    assert g.s.owners["rio_de_janeiro"] == "red" and g.s.conquered == 1
    g.apply("red", {"type": "end_attacks"})
    if kinds(g) == "fortify:red":
        g.apply("red", {"type": "end_turn"})
    assert len(g.s.hands["red"]) == 1  # it counts as a conquest: a card at the turn's end (V1.10)


def test_v2_7_the_custodian_takes_the_cards_and_missions_of_the_player_he_eliminates() -> None:
    state = attack(players=("red", "black", "blue"), owners={"cairo": "blue"},
                   units={"lima": {"red": {"land": 1, "nuke": 1}}}, hands={"blue": ["cairo", "paris"]},
                   missions={"blue": ["B2"]})
    g = game("risk", state, dice="6 1", players=("red", "black", "blue"))
    events = g.apply("red", {"type": "nuke", "from": "lima", "to": "cairo"})  # one nuke: the roll is made by itself
    assert "blue" in g.s.eliminated and contaminated(g)["cairo"] == {"markers": 2, "custodian": "red"}
    assert len(g.s.hands["red"]) == 2 and "B2" in g.s.missions["red"]
    assert any(e["type"] == "eliminated" and e["by"] == "red" for e in events)


def test_v2_8_the_defender_counter_strikes_after_the_occupation() -> None:
    state = attack(players=("red", "black"), units={"bogota": {"red": {"land": 4}},
                                                    "mexico_city": {"black": {"land": 1, "nuke": 3}}})
    g = game("risk", state, dice="6 1", players=("red", "black"))
    g.apply("red", {"type": "attack", "from": "bogota", "to": "mexico_city", "dice": 1})
    g.apply("red", {"type": "occupy", "count": 1}) if kinds(g) == "occupy:red" else None
    assert kinds(g) == "nuke_counter:black" and g.pending().info == {"area": "mexico_city", "nukes": 2}
    refused(g, "black", {"type": "nuke", "from": "tokyo", "to": "bogota"}, "bad_target")
    g.apply("black", {"type": "pass"})
    assert nukes(g, "mexico_city", "black") == 0 and kinds(g) == "attack:red"


def test_v2_3_an_interceptor_loses_an_army_only_if_one_stays() -> None:
    state = attack(players=("red", "black", "blue"), owners={"bangkok": "blue", "jakarta": "blue"},
                   units={"lima": {"red": {"land": 1, "nuke": 2}}, "bangkok": {"blue": {"land": 1, "nuke": 1}}})
    g = game("risk", state, players=("red", "black", "blue"))
    g.apply("red", {"type": "nuke", "from": "lima", "to": "beijing"})
    assert kinds(g) == "nuke_intercept:blue"
    assert {"type": "intercept", "at": "bangkok", "lose": "army"} not in legal_actions(g)
    refused(g, "blue", {"type": "intercept", "at": "bangkok", "lose": "army"}, "bad_unit")
    g.apply("blue", {"type": "intercept", "at": "bangkok", "lose": "nuke"})
    assert nukes(g, "bangkok", "blue") == 0 and nukes(g, "lima", "red") == 1 and g.s.owners["beijing"] == "black"
