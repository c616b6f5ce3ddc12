"""The nuclear add-on with Conquest (VARIANTS.md V2 with R1–R11): each test cites its V-id."""

from __future__ import annotations

from typing import Any

from conquest_qt.engine.legal import legal_actions
from conquest_qt.engine.rng import parse_script
from tests.helpers.nuclear import contaminated, game, kinds, nukes, refused

THREE = ("red", "black", "blue")


def execution(round_: int = 4, players: tuple[str, ...] = ("red", "black"), **extra: Any) -> dict[str, Any]:
    state: dict[str, Any] = {"round": round_, "phase": "execution", "order": list(players), "active": "red",
                             "owners": {"paris": "red", "madrid": "red"}, "rest": "black", "hands": {}, "deck": []}
    for k, v in extra.items():
        state[k] = {**state.get(k, {}), **v} if isinstance(v, dict) else v
    return state


def test_v2_1_nukes_cost_3_pp_on_own_areas_within_the_supply_of_10() -> None:
    owners = {a: "red" for a in ("paris", "madrid", "rome", "berlin")}
    g = game("conquest", {"round": 1, "phase": "production", "order": ["red", "black"], "owners": owners,
                          "rest": "black", "units": {"paris": {"red": {"nuke": 9}}}, "hands": {}, "deck": []})
    assert kinds(g) == "build:red" and g.pp() == 4  # nukes are bought from round 1 (V2.1)
    refused(g, "red", {"type": "build", "nuke": {"cairo": 1}}, "not_own_area")
    refused(g, "red", {"type": "build", "nuke": {"rome": 2}}, "over_supply")  # 9 on the board: 1 left
    refused(g, "red", {"type": "build", "nuke": {"rome": 1}, "land": {"rome": 2}}, "over_budget")
    events = g.apply("red", {"type": "build", "nuke": {"rome": 1}, "land": {"rome": 1}})
    assert nukes(g, "rome", "red") == 1 and g.s.units["rome"]["red"]["land"] == 1
    assert {"type": "nukes_placed", "player": "red", "nuke": {"rome": 1}} in events


def test_v2_1_the_option_nuke_cost_sets_the_price() -> None:
    owners = {a: "red" for a in ("paris", "madrid", "rome", "berlin")}
    g = game("conquest", {"round": 1, "phase": "production", "order": ["red", "black"], "owners": owners,
                          "rest": "black", "hands": {}, "deck": []}, nuke_cost=2)
    g.apply("red", {"type": "build", "nuke": {"rome": 2}})
    assert nukes(g, "rome", "red") == 2


def test_v2_1_nukes_never_move_and_never_fight_conventionally() -> None:
    g = game("conquest", execution(units={"paris": {"red": {"land": 1, "nuke": 2}}}))
    moves = [a for a in legal_actions(g) if a["type"] == "move"]
    assert moves and all(a["kind"] == "land" for a in moves)
    refused(g, "red", {"type": "move", "kind": "nuke", "from": "paris", "to": "berlin", "count": 1}, "malformed_action")


def test_v2_2_a_usable_nuke_keeps_the_battle_choice_and_asks_the_turns_end() -> None:
    state = execution(units={"paris": {"red": {"land": 2, "nuke": 1}}})
    g = game("conquest", state, dice="-- X")
    g.apply("red", {"type": "move", "kind": "land", "from": "paris", "to": "berlin", "count": 1})
    g.apply("red", {"type": "end_moves"})
    assert kinds(g) == "battle_choice:red"  # one battle pending, yet asked (V2.2)
    assert {"type": "nuke", "from": "paris", "to": "cairo", "count": 1} in legal_actions(g)
    refused(g, "red", {"type": "nuke", "from": "paris", "to": "berlin", "count": 1}, "battle_pending")
    g.apply("red", {"type": "battle", "area": "berlin"})
    assert kinds(g) == "end_turn:red"  # after the battles, with the nuke still usable
    events = g.apply("red", {"type": "end_turn"})
    assert {"type": "turn_ended", "player": "red"} in events
    g3 = game("conquest", {**state, "round": 3}, dice="-- X")
    g3.apply("red", {"type": "move", "kind": "land", "from": "paris", "to": "berlin", "count": 1})
    events = g3.apply("red", {"type": "end_moves"})
    # round 3: no usable nuke, the battle started by itself, no end_turn
    assert {"type": "turn_ended", "player": "red"} in events


def test_v2_2_refusals_leave_the_game_unchanged() -> None:
    g = game("conquest", execution(units={"paris": {"red": {"nuke": 2}}, "rome": {"black": {"land": 1}}}))
    g.apply("red", {"type": "end_moves"}) if kinds(g) == "movement:red" else None
    assert kinds(g) == "end_turn:red"
    refused(g, "red", {"type": "nuke", "from": "paris", "to": "cairo", "count": 3}, "no_unused_nukes")
    refused(g, "red", {"type": "nuke", "from": "madrid", "to": "cairo", "count": 1}, "no_unused_nukes")
    refused(g, "red", {"type": "nuke", "from": "rome", "to": "cairo", "count": 1}, "not_own_area")
    refused(g, "red", {"type": "nuke", "from": "paris", "to": "atlantis", "count": 1}, "unknown_area")
    refused(g, "red", {"type": "nuke", "from": "paris", "to": "cairo", "count": 0}, "bad_count")
    refused(g, "red", {"type": "nuke", "from": "paris", "to": "cairo"}, "malformed_action")


def test_v2_2_an_armistice_partners_area_is_no_target() -> None:
    state = execution(players=THREE, owners={"rome": "blue"}, units={"paris": {"red": {"nuke": 1}},
                                                                     "madrid": {"red": {"land": 1}}})
    g = game("conquest", state, players=THREE)
    g.s.armistices.append({"by": "red", "target": "blue", "card": 0, "kind": "land"})
    g.s.hands["red"] = []
    g.apply("red", {"type": "end_moves"})
    assert kinds(g) == "end_turn:red"
    refused(g, "red", {"type": "nuke", "from": "paris", "to": "rome", "count": 1}, "armistice_blocks")


def test_v2_3_third_players_in_seat_order_the_first_interception_ends_it() -> None:
    players = ("red", "black", "blue", "green")
    state = {"round": 4, "phase": "execution", "order": ["red", "black", "blue", "green"], "active": "red",
             "owners": {"paris": "red", "madrid": "red", "bombay": "blue", "vladivostok": "green",
                        "bangkok": "green"}, "rest": "black",
             "units": {"paris": {"red": {"nuke": 2}}, "bombay": {"blue": {"nuke": 1, "air": 1}},
                       "vladivostok": {"green": {"nuke": 1}}, "bangkok": {"green": {"nuke": 1}}},
             "hands": {}, "deck": []}
    g = game("conquest", state, players=players)
    g.apply("red", {"type": "nuke", "from": "paris", "to": "beijing", "count": 2})
    assert kinds(g) == "nuke_intercept:blue" and g.pending().info["areas"] == ["bombay"]
    assert {"type": "intercept", "at": "bombay", "lose": "air"} in legal_actions(g)
    g.apply("blue", {"type": "pass"})
    assert kinds(g) == "nuke_intercept:green" and g.pending().info["areas"] == ["bangkok", "vladivostok"]
    refused(g, "green", {"type": "intercept", "at": "bangkok", "lose": "land"}, "bad_unit")
    events = g.apply("green", {"type": "intercept", "at": "vladivostok", "lose": "nuke"})
    assert [e["type"] for e in events][:1] == ["nuke_intercepted"]
    assert nukes(g, "paris", "red") == 1 and nukes(g, "vladivostok", "green") == 0
    assert g.s.owners["beijing"] == "black" and not any(e["type"] == "dice_rolled" for e in events)


def test_v2_5_the_defender_rolls_first_and_assigns_the_explosions() -> None:
    state = execution(units={"paris": {"red": {"nuke": 3}}, "rome": {"black": {"land": 1, "air": 1, "nuke": 1}},
                             "berlin": {"black": {"nuke": 1}}})
    # black: 1 + 1 + 2 = 4 dice, one explosion destroys a committed nuke; red's 2 dice explode twice
    g = game("conquest", state, dice="X--- XX")
    g.apply("red", {"type": "nuke", "from": "paris", "to": "rome", "count": 3})
    assert kinds(g) == "nuke_roll:red" and nukes(g, "paris", "red") == 2  # black's explosion took one
    events = g.apply("red", {"type": "roll"})
    assert [e["purpose"] for e in events if e["type"] == "dice_rolled"] == ["nuke_attack"]
    assert kinds(g) == "nuke_hits:black" and g.pending().info["count"] == 2  # 2 of 4: his choice
    refused(g, "black", {"type": "hits", "land": 2}, "bad_hits")
    refused(g, "black", {"type": "hits", "nuke": {"madrid": 1}, "land": 1}, "bad_hits")
    g.rng.script = parse_script("---", 2)  # black's next roll: 3 blanks (1 air left + 2)
    g.apply("black", {"type": "hits", "land": 1, "nuke": {"berlin": 1}})
    assert nukes(g, "berlin", "black") == 0 and g.s.units["rome"]["black"] == {"air": 1, "nuke": 1}
    assert kinds(g) == "nuke_roll:red"
    g.apply("red", {"type": "stop"})
    assert g.s.owners["rome"] == "black" and nukes(g, "paris", "red") == 2


def test_v2_5_a_neutral_area_defends_with_2_dice_and_falls_to_one_explosion() -> None:
    g = game("conquest", execution(owners={"cairo": "neutral"}, units={"paris": {"red": {"nuke": 1}}}), dice="-- X")
    g.apply("red", {"type": "nuke", "from": "paris", "to": "cairo", "count": 1})
    events = g.apply("red", {"type": "roll"})
    assert g.s.owners["cairo"] is None and contaminated(g)["cairo"]["custodian"] == "red"
    assert [e["markers"] for e in events if e["type"] == "contaminated"] == [2]


def test_v2_7_free_areas_are_taken_when_movement_closes_planes_too() -> None:
    state = execution(units={"paris": {"red": {"air": 1}}, "madrid": {"red": {"land": 1}}})
    state["owners"].update({"berlin": None})
    g = game("conquest", {**state, "free": ["berlin"]})
    g.apply("red", {"type": "move", "kind": "air", "from": "paris", "to": "berlin", "count": 1})
    assert g.s.owners["berlin"] is None
    events = g.apply("red", {"type": "end_moves"})
    assert g.s.owners["berlin"] == "red" and {"type": "free_area_taken", "player": "red", "area": "berlin"} in events


def test_v2_7_no_unit_ends_a_move_in_a_contaminated_area() -> None:
    state = execution(units={"paris": {"red": {"land": 1, "air": 1}}})
    g = game("conquest", {**state, "contaminated": {"berlin": {"markers": 1, "custodian": "black"}}})
    refused(g, "red", {"type": "move", "kind": "land", "from": "paris", "to": "berlin", "count": 1}, "contaminated")
    refused(g, "red", {"type": "move", "kind": "air", "from": "paris", "to": "berlin", "count": 1}, "contaminated")
    assert all(a.get("to") != "berlin" for a in legal_actions(g))
    g.apply("red", {"type": "move", "kind": "air", "from": "paris", "to": "moscow", "count": 1})  # flies over


def test_v2_7_a_last_area_contaminated_eliminates_its_owner() -> None:
    state = execution(players=THREE, owners={"cairo": "blue"}, units={"paris": {"red": {"nuke": 1}}})
    g = game("conquest", state, dice="-- X", players=THREE)
    g.apply("red", {"type": "nuke", "from": "paris", "to": "cairo", "count": 1})
    events = g.apply("red", {"type": "roll"})
    assert "blue" in g.s.eliminated and {"type": "eliminated", "player": "blue"} in events


def test_v2_8_no_counter_strike_when_the_conquest_eliminated_the_defender() -> None:
    state = execution(players=THREE, owners={"berlin": "blue"},
                      units={"paris": {"red": {"land": 2}}, "berlin": {"blue": {"nuke": 3}}})
    g = game("conquest", state, dice="-- X", players=THREE)
    g.apply("red", {"type": "move", "kind": "land", "from": "paris", "to": "berlin", "count": 1})
    events = g.apply("red", {"type": "end_moves"})
    assert "blue" in g.s.eliminated and nukes(g, "berlin", "blue") == 0
    assert [e for e in events if e["type"] in ("nukes_scrapped", "nukes_returned")] == [
        {"type": "nukes_scrapped", "area": "berlin", "owner": "blue", "scrapped": 1, "left": 2},
        {"type": "nukes_returned", "area": "berlin", "owner": "blue", "count": 2}]
