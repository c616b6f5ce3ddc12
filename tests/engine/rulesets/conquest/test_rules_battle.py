"""R8.2 battles, R8.3 end of turn, R9.5 secret weapon, R9.7 treason, R2 win and elimination."""

from __future__ import annotations

import pytest

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.rulesets.conquest.options import Options
from tests.helpers.game import dice_left, hand, make, subs, units, waiting

BASE = {"chicago": "red", "montreal": "red", "new_york": "red", "paris": "black", "madrid": "black",
        "london": "black"}


def battle_game(units_: dict, dice: str, owners: dict | None = None, subs: dict | None = None,
                hands: dict | None = None, players: list[str] | None = None, **kw):
    players = players or ["red", "black"]
    return make(players, dice=dice, phase="execution", round=2, order=players, owners=owners or BASE,
                rest="neutral", units=units_, subs=subs or {}, hands=hands or {p: [] for p in players}, **kw)


def events_of(g, actions: list[tuple[str, dict]]) -> list[dict]:
    out: list[dict] = []
    for player, action in actions:
        out += g.apply(player, action)
    return out


def test_r8_2_1_more_planes_roll_first_ties_go_to_the_defender() -> None:
    g = battle_game({"montreal": {"red": {"land": 1, "air": 1}}, "london": {"black": {"air": 1}}}, dice="X--")
    ev = events_of(g, [("red", {"type": "move", "kind": "air", "from": "montreal", "to": "london", "count": 1}),
                       ("red", {"type": "end_moves"})])
    start = next(e for e in ev if e["type"] == "battle_started")
    assert start["first"] == "black"  # 1-1 planes: the defender
    rolls = [e for e in ev if e["type"] == "dice_rolled"]
    assert rolls[0]["player"] == "black" and len(rolls[0]["faces"]) == 3  # plane + 2 for the flag
    assert units(g, "london") == {"black": (0, 1)}


def test_r8_2_2_flag_alone_defends_with_two_dice_and_needs_its_own_explosion() -> None:
    # red (2 land) attacks neutral Mexico City: defender (flag) rolls first 2 dice, blanks;
    # red rolls 2 dice, 1 explosion: the flag falls (no units) -> conquest
    g = battle_game({"chicago": {"red": {"land": 2}}}, dice="-- X-")
    g.apply("red", {"type": "move", "kind": "land", "from": "chicago", "to": "mexico_city", "count": 2})
    ev = g.apply("red", {"type": "end_moves"})
    assert [len(e["faces"]) for e in ev if e["type"] == "dice_rolled"] == [2, 2]
    assert g.s.owners["mexico_city"] == "red" and units(g, "mexico_city") == {"red": (2, 0)}


def test_r8_2_3_subs_add_attack_dice_in_every_bordering_battle() -> None:
    g = battle_game({"montreal": {"red": {"land": 1}}, "london": {"black": {"land": 1}}},
                    subs={"north_atlantic": {"red": 2}}, dice="--- --- XXX")
    g.apply("red", {"type": "transport", "sea": "north_atlantic", "from": "montreal", "to": "london", "count": 1})
    ev = g.apply("red", {"type": "end_moves"})
    rolls = [e for e in ev if e["type"] == "dice_rolled"]
    assert rolls[0]["player"] == "black" and len(rolls[0]["faces"]) == 3  # 1 land + 2 for the flag
    assert rolls[1]["player"] == "red" and len(rolls[1]["faces"]) == 3  # 1 land + 2 subs
    assert dice_left(g) == 0


def test_r8_2_4_roller_chooses_hits_and_extra_explosions_after_the_flag_are_lost() -> None:
    g = battle_game({"montreal": {"red": {"land": 2, "air": 1}}, "london": {"black": {"land": 1, "air": 1}}},
                    subs={"north_atlantic": {"red": 1}}, dice="X--- " + "X---")
    g.apply("red", {"type": "transport", "sea": "north_atlantic", "from": "montreal", "to": "london", "count": 2})
    g.apply("red", {"type": "move", "kind": "air", "from": "montreal", "to": "london", "count": 1})
    g.apply("red", {"type": "end_moves"})
    # 1-1 planes: black rolls 4 dice first, 1 explosion: black chooses which red unit dies
    assert waiting(g) == ("black", "hits")
    with pytest.raises(RuleError) as err:
        g.apply("black", {"type": "hits", "land": 1, "air": 1})
    assert err.value.code == "bad_hits"
    g.apply("black", {"type": "hits", "land": 0, "air": 1})
    assert units(g, "london")["red"] == (2, 0)
    # red rolls 2 land + 1 sub = 3 dice... script gives 4 chars: X--- (1 explosion) -> red chooses
    assert waiting(g) == ("red", "hits")


def test_r8_2_5_battle_ends_when_attacker_has_nothing_left_and_battles_are_mandatory() -> None:
    g = battle_game({"chicago": {"red": {"land": 1}}, "montreal": {"red": {"land": 1}}}, dice="XX XX")
    g.apply("red", {"type": "move", "kind": "land", "from": "chicago", "to": "mexico_city", "count": 1})
    g.apply("red", {"type": "move", "kind": "land", "from": "montreal", "to": "victoria", "count": 1})
    g.apply("red", {"type": "end_moves"})
    assert waiting(g) == ("red", "battle_choice")
    assert g.pending().info["battles"] == ["mexico_city", "victoria"]
    with pytest.raises(RuleError) as err:
        g.apply("red", {"type": "battle", "area": "paris"})
    assert err.value.code == "no_such_battle"
    ev = g.apply("red", {"type": "battle", "area": "victoria"})
    # the neutral flag rolled first and destroyed red; the other battle runs by itself (only one left)
    assert [e["area"] for e in ev if e["type"] == "battle_started"] == ["victoria", "mexico_city"]
    assert g.s.owners["victoria"] == "neutral" and g.s.owners["mexico_city"] == "neutral"
    assert units(g, "victoria") == {} and units(g, "mexico_city") == {}
    assert {"type": "turn_ended", "player": "red"} in ev  # R8.3: red's turn ended by itself


def test_r8_2_7_neutral_rolls_automatically_land_before_air() -> None:
    g = battle_game({"chicago": {"red": {"land": 1, "air": 1}}}, dice="-- X- X")
    g.apply("red", {"type": "move", "kind": "land", "from": "chicago", "to": "mexico_city", "count": 1})
    g.apply("red", {"type": "move", "kind": "air", "from": "chicago", "to": "mexico_city", "count": 1})
    g.apply("red", {"type": "end_moves"})
    # red has more planes: red rolls first (2 dice, blank), then neutral: 1 explosion hits the land unit
    assert units(g, "mexico_city").get("red") == (0, 1) and g.s.owners["mexico_city"] == "red"


def test_r9_5_secret_weapon_before_own_roll_then_normal_roll_follows() -> None:
    g = battle_game({"montreal": {"red": {"land": 1, "air": 1}}, "london": {"black": {"land": 2}}},
                    subs={"north_atlantic": {"red": 1}}, hands={"red": ["secret_weapon"], "black": []},
                    dice="XX X-")
    g.apply("red", {"type": "move", "kind": "air", "from": "montreal", "to": "london", "count": 1})
    g.apply("red", {"type": "end_moves"})
    assert waiting(g) == ("red", "battle_roll")
    ev = g.apply("red", {"type": "play", "card": "secret_weapon"})
    # 2 dice (black has 2 land), 2 explosions; then red's normal roll: plane + sub = 2 dice, the flag falls
    rolls = [(e["purpose"], len(e["faces"])) for e in ev if e["type"] == "dice_rolled"]
    assert rolls[:2] == [("secret_weapon", 2), ("battle", 2)]
    assert g.s.owners["london"] == "red"
    assert {"type": "card_played", "player": "red", "card": "secret_weapon", "area": "london"} in ev


def test_r9_7_treason_turns_enemy_units_into_own_from_supply() -> None:
    g = battle_game({"montreal": {"red": {"air": 2}}, "london": {"black": {"land": 1, "air": 1}}},
                    hands={"red": ["treason"], "black": []}, dice="X- X-- -- X--")
    g.apply("red", {"type": "move", "kind": "air", "from": "montreal", "to": "london", "count": 2})
    g.apply("red", {"type": "end_moves"})
    g.apply("red", {"type": "play", "card": "treason"})
    assert waiting(g) == ("red", "hits")
    ev = g.apply("red", {"type": "hits", "land": 0, "air": 1})
    # black's plane is now red's; red rolls 3 dice (3 planes), 1 explosion: the last black land unit;
    # the flag still stands (it needs its own explosion): black rolls 2 blanks, then red takes the flag
    conv = next(e for e in ev if e["type"] == "units_converted")
    assert (conv["from"], conv["to"], conv["air"], conv["replaced_air"]) == ("black", "red", 1, 1)
    assert [len(e["faces"]) for e in ev if e["type"] == "dice_rolled"] == [3, 2, 3]
    assert units(g, "london") == {"red": (0, 3)} and g.s.owners["london"] == "red"


def test_r9_5_battle_cards_need_an_enemy_unit_and_only_one_per_roll() -> None:
    g = battle_game({"chicago": {"red": {"land": 2}}}, hands={"red": ["secret_weapon", "treason"], "black": []},
                    dice="-- X-")
    g.apply("red", {"type": "move", "kind": "land", "from": "chicago", "to": "mexico_city", "count": 2})
    g.apply("red", {"type": "end_moves"})
    # neutral defender with only its flag: no battle card is playable, so no question was asked
    assert g.s.owners["mexico_city"] == "red" and len(hand(g, "red")) == 2


def test_r2_target_reached_ends_the_game_at_once() -> None:
    owners = {f: "red" for f in ["chicago", "montreal", "new_york", "victoria", "coppermine", "anchorage",
                                  "los_angeles"]} | {"paris": "black"}
    g = battle_game({"chicago": {"red": {"land": 1}}, "montreal": {"red": {"land": 1}}}, dice="-- X",
                    owners=owners, options=Options(target_areas=8))
    g.apply("red", {"type": "move", "kind": "land", "from": "chicago", "to": "mexico_city", "count": 1})
    g.apply("red", {"type": "end_moves"})
    assert g.over and g.s.winner == "red" and g.pending() is None
    with pytest.raises(RuleError) as err:
        g.apply("red", {"type": "end_turn"})
    assert err.value.code == "game_over"


def test_r2_losing_the_last_area_eliminates_subs_and_cards_go() -> None:
    g = battle_game({"montreal": {"red": {"air": 1}}}, dice="- -- X", players=["red", "black", "blue"],
                    owners={"montreal": "red", "london": "black", "paris": "blue"},
                    subs={"north_atlantic": {"black": 2}},
                    hands={"red": [], "black": ["super_production"], "blue": []})
    deck = len(g.s.deck)
    g.apply("red", {"type": "move", "kind": "air", "from": "montreal", "to": "london", "count": 1})
    ev = g.apply("red", {"type": "end_moves"})
    assert {"type": "eliminated", "player": "black"} in ev
    assert "black" in g.s.eliminated and subs(g) == {} and g.s.hands["black"] == [] and len(g.s.deck) == deck + 1
    assert not g.over  # blue is still in


def test_r2_last_player_standing_wins() -> None:
    g = battle_game({"montreal": {"red": {"air": 1}}}, dice="- -- X", owners={"montreal": "red", "london": "black"})
    g.apply("red", {"type": "move", "kind": "air", "from": "montreal", "to": "london", "count": 1})
    g.apply("red", {"type": "end_moves"})
    assert g.over and g.s.winner == "red"
