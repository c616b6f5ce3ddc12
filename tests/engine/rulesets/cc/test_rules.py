"""Comanda & Conquista (VARIANTS.md V3): the rules each test cites, on positions and short seeded games."""

from __future__ import annotations

import pytest

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.rulesets.cc.board import cc_board
from tests.engine.rulesets.cc.helpers import CC, TEAMS, position, random_game, turn
from tests.helpers.legal import legal_actions


def refused(game, player: str, action: dict, code: str) -> None:
    before = game.snapshot()
    with pytest.raises(RuleError) as exc:
        game.apply(player, action)
    assert exc.value.code == code, exc.value
    assert game.snapshot() == before  # V3.10: a refused action changes nothing


def move(kind: str, frm: str, to: str, n: int = 1) -> dict:
    return {"type": "move", "kind": kind, "from": frm, "to": to, "count": n}


def attack(area: str, *units: tuple[str, str, int], against: str | None = None) -> dict:
    act = {"type": "attack", "area": area, "units": [{"from": f, "kind": k, "count": n} for f, k, n in units]}
    if against is not None:
        act["against"] = against
    return act


# --- V3.1 the board ----------------------------------------------------------------------------------
def test_v3_1_straits_are_land_steps_and_air_reaches_three_steps() -> None:
    b = cc_board()
    assert b.land_step("london", "paris") and b.land_step("madrid", "algiers")
    assert not b.land_step("madrid", "rome") and not b.land_step("london", "berlin")  # V0.4: no strait
    assert b.air_distance("paris", "berlin") == 1 and b.air_distance("paris", "tehran") == 2
    assert all(1 <= d <= 3 for d in b.air["paris"].values()) and "sydney" not in b.air["paris"]


# --- V3.2 setup ----------------------------------------------------------------------------------------
def test_v3_2_homes_in_turn_order_away_from_each_other() -> None:
    game = CC.game.new(["red", "black", "blue"], seed=3)
    first = game.pending().player
    assert game.s.phase == "home" and all(o == "neutral" for o in game.s.owners.values())
    game.apply(first, {"type": "choose_home", "area": "paris"})
    second = game.pending().player
    refused(game, second, {"type": "choose_home", "area": "london"}, "home_too_close")  # a strait away
    refused(game, second, {"type": "choose_home", "area": "north_atlantic"}, "unknown_area")
    game.apply(second, {"type": "choose_home", "area": "cairo"})
    assert game.s.credits[first] == 10 and game.s.units["paris"] == {first: {"inf": 2, "mech": 1, "arm": 1}}


# --- V3.3 divisions and anti-air -----------------------------------------------------------------------
def test_v3_3_assign_aa_converts_those_that_can_do_least_first() -> None:
    game = position(turn({"paris": {"red": {"inf": 3}}, "tokyo": {"black": {"inf": 1}}}))
    game.apply("red", move("inf", "paris", "rome", 1))
    game.apply("red", {"type": "assign_aa", "area": "rome", "kind": "inf", "count": 1})
    assert game.s.units["rome"]["red"] == {"inf_aa": 1} and game.s.spent["rome"] == {"inf_aa": {"moved": 1}}
    game.apply("red", {"type": "assign_aa", "area": "paris", "kind": "inf", "count": 1})
    assert game.s.units["paris"]["red"] == {"inf": 1, "inf_aa": 1} and "paris" not in game.s.spent
    game.apply("red", move("inf_aa", "paris", "madrid"))  # an AA division still moves and conquers
    assert game.s.owners["madrid"] == "red"
    refused(game, "red", {"type": "buy", "area": "paris", "kind": "inf_aa", "count": 1}, "bad_unit")


def test_v3_3_aa_divisions_never_attack_and_count_only_against_air() -> None:
    game = position(turn({"paris": {"red": {"inf_aa": 1, "arm": 1, "air": 1}},
                          "berlin": {"black": {"inf_aa": 2}}}, {"berlin": "black"}))
    refused(game, "red", attack("berlin", ("paris", "inf_aa", 1)), "aa_never_attacks")
    from conquest_qt.engine.rulesets.cc.battle import preview

    land = preview(game, "red", attack("berlin", ("paris", "arm", 1)))
    assert (land.attack, land.defence) == (5, 0)  # AA gives nothing against land
    air = preview(game, "red", attack("berlin", ("paris", "air", 1)))
    assert (air.attack, air.defence) == (6, 12) and not air.attacker_wins  # 2 × (1 + 5)


# --- V3.4 a turn ---------------------------------------------------------------------------------------
def test_v3_4_buy_only_at_home_or_in_a_converted_nation_never_below_zero() -> None:
    game = position(turn({"paris": {"red": {"inf": 1}}, "tokyo": {"black": {"inf": 1}}},
                         {"rome": "red"}, credits={"red": 9}))
    refused(game, "red", {"type": "buy", "area": "rome", "kind": "inf", "count": 1}, "cannot_recruit_here")
    refused(game, "red", {"type": "buy", "area": "paris", "kind": "air", "count": 2}, "not_enough_credits")
    refused(game, "red", {"type": "convert", "area": "paris"}, "cannot_convert_home")
    refused(game, "red", {"type": "buy", "area": "tokyo", "kind": "inf", "count": 1}, "not_own_area")
    game.apply("red", {"type": "convert", "area": "rome"})
    refused(game, "red", {"type": "convert", "area": "rome"}, "already_converted")
    game.apply("red", {"type": "buy", "area": "rome", "kind": "arm", "count": 1})
    assert game.s.credits["red"] == 1 and game.s.units["rome"]["red"] == {"arm": 1}
    game.apply("red", move("arm", "rome", "berlin"))  # new divisions are unmoved: they move this turn
    game.apply("red", {"type": "fortify", "area": "paris", "defence": "land"})
    refused(game, "red", {"type": "fortify", "area": "paris", "defence": "aa"}, "not_enough_credits")
    assert game.s.credits["red"] == 0


def test_v3_4_one_land_and_one_aa_defence_per_nation() -> None:
    game = position(turn({"tokyo": {"black": {"inf": 1}}}, credits={"red": 5}))
    game.apply("red", {"type": "fortify", "area": "paris", "defence": "aa"})
    refused(game, "red", {"type": "fortify", "area": "paris", "defence": "aa"}, "defence_exists")
    game.apply("red", {"type": "fortify", "area": "paris", "defence": "land"})
    assert game.s.defences["paris"] == ["land", "aa"]


def test_v3_4_round_1_has_no_attack_and_a_turn_with_nothing_to_do_runs_by_itself() -> None:
    state = turn({"paris": {"red": {"arm": 1}}, "berlin": {"black": {"inf": 1}}}, {"berlin": "black"})
    game = position({**state, "round": 1})
    refused(game, "red", attack("berlin", ("paris", "arm", 1)), "no_attack_in_round_1")
    # black: no division, no token, no credit: his turn passes by itself, with his income
    game = position(turn({"paris": {"red": {"arm": 1}}}))
    game.apply("red", {"type": "end_turn"})
    assert game.pending().player == "red" and game.s.round == 3 and game.s.credits["black"] == 1


# --- V3.5 movement -------------------------------------------------------------------------------------
def test_v3_5_each_division_moves_once_air_three_steps_air_alone_never_conquers() -> None:
    game = position(turn({"paris": {"red": {"inf": 2, "air": 1}}, "tokyo": {"black": {"inf": 1}}}))
    refused(game, "red", move("inf", "paris", "moscow"), "not_adjacent")
    refused(game, "red", move("air", "paris", "sydney"), "too_far")
    game.apply("red", move("air", "paris", "tehran"))
    assert game.s.owners["tehran"] == "neutral"  # air alone never conquers
    game.apply("red", move("inf", "paris", "london"))  # a strait
    refused(game, "red", move("inf", "london", "paris"), "too_many_units")  # moved already
    assert game.s.owners["london"] == "red"


def test_v3_5_defended_enemy_nation_is_entered_without_battle_and_kept_by_its_owner() -> None:
    game = position(turn({"paris": {"red": {"inf": 2}}, "berlin": {"black": {"inf": 1}},
                          "rome": {"black": {"air": 1}}}, {"berlin": "black", "madrid": "black"},
                         defences={"madrid": ["land"]}))
    game.apply("red", move("inf", "paris", "berlin"))
    game.apply("red", move("inf", "paris", "rome"))  # neutral, but an enemy air division stands there
    game.apply("red", {"type": "end_turn"})
    assert game.s.owners["berlin"] == "black" and game.s.owners["rome"] == "neutral"
    assert game.s.units["berlin"] == {"black": {"inf": 1}, "red": {"inf": 1}}
    game = position(turn({"paris": {"red": {"inf": 1}}, "tokyo": {"black": {"inf": 1}}},
                         {"madrid": "black"}, defences={"madrid": ["land"]}))
    game.apply("red", move("inf", "paris", "madrid"))
    assert game.s.owners["madrid"] == "black"  # fortified: defended


def test_v3_5_conquest_by_entering_removes_the_conversion() -> None:
    game = position(turn({"paris": {"red": {"inf": 1}}, "tokyo": {"black": {"inf": 1}}}, {"rome": "black"},
                         converted=["rome"]))
    game.apply("red", move("inf", "paris", "rome"))
    assert game.s.owners["rome"] == "red" and game.s.converted == []


def test_v3_5_airlift_cargo_and_drop() -> None:
    game = position(turn({"paris": {"red": {"air": 1, "inf": 3, "arm": 1, "inf_aa": 1}},
                          "tokyo": {"black": {"inf": 1}}}))
    refused(game, "red", {"type": "airlift", "from": "paris", "to": "rome", "cargo": {"inf_aa": 1}}, "bad_cargo")
    refused(game, "red", {"type": "airlift", "from": "paris", "to": "rome", "cargo": {"arm": 2}}, "bad_cargo")
    game.apply("red", {"type": "airlift", "from": "paris", "to": "tehran", "cargo": {"arm": 1}})
    assert game.s.owners["tehran"] == "red"  # dropped divisions conquer on landing
    refused(game, "red", move("arm", "tehran", "rome"), "too_many_units")
    refused(game, "red", move("air", "tehran", "rome"), "too_many_units")


# --- V3.6 battle ---------------------------------------------------------------------------------------
def test_v3_6_allies_never_attack_each_other_and_against_names_one_of_two() -> None:
    units = {"paris": {"red": {"arm": 3}}, "berlin": {"black": {"inf": 1}, "green": {"inf": 1}},
             "rome": {"blue": {"inf": 1}}, "tokyo": {"black": {"inf": 1}}}
    state = {**turn(units, {"berlin": "neutral", "rome": "blue"}), "order": ["red", "black", "blue", "green"]}
    game = position(state, ("red", "black", "blue", "green"), TEAMS)
    refused(game, "red", attack("rome", ("paris", "arm", 1)), "nothing_to_attack")
    refused(game, "red", attack("berlin", ("paris", "arm", 1)), "against_required")
    refused(game, "red", attack("berlin", ("paris", "arm", 1), against="blue"), "not_a_defender")
    game.apply("red", attack("berlin", ("paris", "arm", 1), against="green"))
    assert game.s.units["berlin"] == {"black": {"inf": 1}, "red": {"arm": 1}}
    assert game.s.owners["berlin"] == "red"  # D was an intruder in a neutral nation: it becomes red's


def test_v3_6_the_attacker_from_t_uses_moved_divisions_first_and_retreats_when_beaten() -> None:
    units = {"paris": {"red": {"inf": 2}}, "berlin": {"red": {"inf": 1}, "black": {"arm": 2}},
             "tokyo": {"black": {"inf": 1}}}
    game = position(turn(units, {"berlin": "black", "rome": "red", "madrid": "red"}))
    game.apply("red", move("inf", "paris", "berlin", 2))
    game.apply("red", attack("berlin", ("berlin", "inf", 3)))  # A = 4 < 8
    # 3 losers: 2 destroyed; the last retreats a land step to an own nation (paris or rome: asked)
    d = game.pending()
    assert d.kind == "retreat" and d.player == "red" and d.info["destinations"] == ["paris", "rome"]
    refused(game, "red", {"type": "retreat", "to": {"madrid": {"inf": 1}}}, "bad_retreat")
    game.apply("red", {"type": "retreat", "to": {"rome": {"inf": 1}}})
    assert game.s.units["rome"]["red"] == {"inf": 1} and game.s.spent["rome"] == {"inf": {"attacked": 1}}
    refused(game, "red", move("inf", "rome", "paris"), "too_many_units")


def test_v3_6_properties_count_on_both_sides_but_never_on_defences() -> None:
    from conquest_qt.engine.rulesets.cc.battle import preview

    units = {"paris": {"red": {"inf": 1, "mech": 1, "air": 1}}, "berlin": {"black": {"mech": 1, "arm_aa": 1}},
             "tokyo": {"black": {"inf": 1}}}
    state = turn(units, {"berlin": "black"}, defences={"berlin": ["land", "aa"]},
                 properties={"red": {"id": "allied_propaganda", "left": 3}, "black": {"id": "pure_heroism", "left": 1}})
    act = attack("berlin", ("paris", "inf", 1), ("paris", "mech", 1), ("paris", "air", 1))
    b = preview(position(state), "red", act)
    # red: inf 1, mech 2, air 5, + 1; black (pure heroism +1, propaganda -1 on mech/arm): mech 2, arm_aa 4 + 5
    assert b.attack == 9 and b.defence_land == 2 + 3 and b.defence_air == 9 + 6
    assert b.defence == 20 and not b.attacker_wins
    assert [(t.kind, t.each, t.base) for t in b.land_terms if t.term == "division"] == [("mech", 2, 2)]


# --- V3.7 tokens and properties ------------------------------------------------------------------------
def test_v3_7_tokens_for_every_multiple_of_ten_passed_and_their_sale() -> None:
    units = {"paris": {"red": {"arm": 10}}, "berlin": {"black": {"inf": 12}}, "tokyo": {"black": {"inf": 1}}}
    game = position(turn(units, {"berlin": "black"}, kills={"red": 9}))
    game.apply("red", attack("berlin", ("paris", "arm", 10)))  # 12 lose: 6 destroyed, 6 surrounded
    assert game.s.kills["red"] == 21 and game.s.special_tokens["red"] == 4
    refused(game, "red", {"type": "sell_special", "count": 5}, "not_enough_tokens")
    game.apply("red", {"type": "sell_special", "count": 2})
    assert game.s.special_tokens["red"] == 2 and game.s.credits["red"] == 16


def test_v3_7_a_one_turn_property_never_covers_a_defence() -> None:
    game = position(turn({"paris": {"red": {"inf": 1}}, "tokyo": {"black": {"inf": 1}}}, special_tokens={"red": 1}))
    game.apply("red", {"type": "special", "effect": "intensive_training"})
    assert game.s.properties["red"].left == 1
    game.apply("red", {"type": "end_turn"})
    assert "red" not in game.s.properties


# --- V3.8 rebirth --------------------------------------------------------------------------------------
def test_v3_8_revive_needs_an_eliminated_ally_fifteen_credits_and_a_nation_to_offer() -> None:
    units = {"paris": {"red": {"inf": 1}}, "tokyo": {"black": {"inf": 1}}}
    state = {**turn(units, credits={"red": 14}), "order": ["red", "black", "blue", "green"],
             "eliminated": ["blue"]}
    players = ("red", "black", "blue", "green")
    state["units"]["cairo"] = {"green": {"inf": 1}}
    game = position(state, players, TEAMS)
    refused(game, "red", {"type": "revive", "player": "blue"}, "not_enough_credits")
    refused(game, "red", {"type": "revive", "player": "green"}, "not_an_ally")
    game = position({**state, "credits": {"red": 15}}, players, TEAMS)
    refused(game, "red", {"type": "revive", "player": "blue"}, "no_home_to_offer")  # paris is red's home
    game = position({**state, "credits": {"red": 15}, "owners": {**state["owners"], "rome": "red"}}, players, TEAMS)
    game.apply("red", {"type": "revive", "player": "blue"})  # one nation: chosen by itself
    assert game.s.homes["blue"] == "rome" and game.s.owners["rome"] == "blue" and game.pending().player == "red"


# --- V3.9 elimination ----------------------------------------------------------------------------------
def test_v3_9_a_player_whose_last_converted_nation_is_taken_falls_at_the_end_of_that_turn() -> None:
    units = {"paris": {"red": {"inf": 1}}}
    game = position({**turn(units, {"tokyo": "neutral", "rome": "black"}, converted=["rome"]),
                     "defences": {"rome": []}})
    assert "black" not in game.s.eliminated
    game.apply("red", move("inf", "paris", "rome"))
    assert "black" not in game.s.eliminated
    game.apply("red", {"type": "end_turn"})
    assert game.s.winner == "red" and game.s.eliminated == ["black"] and game.s.credits["red"] == 2


# --- V3.10 and the whole game --------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2])
def test_v3_10_every_listed_action_is_legal_and_games_are_deterministic(seed: int) -> None:
    game = random_game(seed, limit=250)
    again = random_game(seed, limit=250)
    assert game.snapshot() == again.snapshot()
    for act in legal_actions(game)[:60]:
        game.copy().apply(game.pending().player, act)


def test_v0_1_nuclear_is_refused_with_cc() -> None:
    with pytest.raises(RuleError) as exc:
        CC.options.from_dict({"ruleset": "cc", "nuclear": True})
    assert exc.value.code == "variant_incompatible"


def test_v3_9_a_player_who_loses_his_last_division_in_his_own_attack_falls_and_his_turn_ends() -> None:
    units = {"berlin": {"red": {"inf": 1}, "black": {"arm": 1}}, "cairo": {"blue": {"inf": 1}}}
    state = {**turn(units, {"paris": "black", "berlin": "black", "cairo": "blue"}),
             "order": ["red", "black", "blue"], "homes": {"red": "paris", "black": "tokyo", "blue": "cairo"}}
    game = position(state, ("red", "black", "blue"))
    game.apply("red", attack("berlin", ("berlin", "inf", 1)))  # A = 2 < 4: destroyed, no home, no nation
    assert game.s.eliminated == ["red"] and game.pending().player == "black" and not game.over
    assert game.s.credits["red"] == 0 and game.s.kills["black"] == 1


def test_v3_8_allies_enter_each_others_nations_never_conquer_them_and_retreat_into_them() -> None:
    units = {"paris": {"red": {"inf": 2}}, "berlin": {"red": {"inf": 2}, "black": {"arm": 2}},
             "tokyo": {"black": {"inf": 1}}}
    state = {**turn(units, {"rome": "blue", "berlin": "black", "madrid": "green"}),
             "order": ["red", "black", "blue", "green"],
             "homes": {"red": "paris", "black": "tokyo", "blue": "rome", "green": "madrid"}}
    game = position(state, ("red", "black", "blue", "green"), TEAMS)
    game.apply("red", move("inf", "paris", "rome"))
    assert game.s.owners["rome"] == "blue" and game.s.units["rome"] == {"red": {"inf": 1}}
    game.apply("red", attack("berlin", ("berlin", "inf", 2)))  # A = 3 < 8: 1 destroyed, 1 retreats
    d = game.pending()
    assert d.kind == "retreat" and d.info["destinations"] == ["paris", "rome"]  # red's own and blue's
    game.apply("red", {"type": "retreat", "to": {"rome": {"inf": 1}}})
    assert game.s.units["rome"] == {"red": {"inf": 2}} and game.s.owners["rome"] == "blue"
