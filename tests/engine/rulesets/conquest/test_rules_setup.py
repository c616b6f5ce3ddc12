"""R1 components, R2 goal, R3 setup, R4/R5 round structure and turn order, R11 options."""

from __future__ import annotations

from collections import Counter

import pytest

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.rulesets.conquest.cards import CARD_COLOUR, CARD_TYPE, DECK_SIZE
from conquest_qt.engine.rulesets.conquest.game import Game
from conquest_qt.engine.rulesets.conquest.legal import legal_actions
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.engine.seats import COLOURS
from tests.helpers.game import make, units, waiting

FOUR = ["red", "black", "blue", "green"]


def test_r1_deck_has_sixty_cards_with_colours_by_canonical_index() -> None:
    assert DECK_SIZE == 60
    assert Counter(CARD_TYPE) == {"secret_weapon": 12, "ballistic_missiles": 6, "killer_torpedo": 12,
                                  "space_shield": 6, "super_production": 12, "armistice": 6, "treason": 6}
    assert all(CARD_COLOUR[i] == COLOURS[i % 6] for i in range(60))
    for colour in COLOURS:  # R1 ruling: every colour on 10 cards and on every card type
        mine = [CARD_TYPE[i] for i in range(60) if CARD_COLOUR[i] == colour]
        assert len(mine) == 10 and set(mine) == set(CARD_TYPE)


def test_r1_1_supply_caps_units_on_board() -> None:
    g = make(["red", "black"], phase="production", owners={"paris": "black"}, rest="red",
             units={"madrid": {"red": {"land": 49, "air": 20}}}, round=1)
    assert waiting(g) == ("red", "build")
    with pytest.raises(RuleError) as err:
        g.apply("red", {"type": "build", "land": {"madrid": 2}})
    assert err.value.code == "over_supply"
    with pytest.raises(RuleError):
        g.apply("red", {"type": "build", "air": {"madrid": 1}})
    g.apply("red", {"type": "build", "land": {"madrid": 1}})
    assert units(g, "madrid")["red"] == (50, 20)


def test_r3_claim_goes_clockwise_from_start_player_and_last_area_is_automatic() -> None:
    g = Game.new(FOUR, Options(), seed=7)
    start = g.s.order[0]
    assert g.s.order == [p for p in FOUR[FOUR.index(start):] + FOUR[:FOUR.index(start)]]
    claims = 0
    while g.s.phase == "claim":
        d = g.pending()
        assert d.kind == "claim" and d.player == g.s.order[claims % 4]
        g.apply(d.player, legal_actions(g)[0])
        claims += 1
    assert claims == 35  # the 36th area had only one choice left (SCENARIOS: only real questions)
    assert Counter(g.s.owners.values()) == {p: 9 for p in FOUR}


def test_r3_five_players_leave_one_neutral_area() -> None:
    g = Game.new(FOUR + ["yellow"], Options(), seed=3)
    assert list(g.s.owners.values()).count("neutral") == 1


def test_r3_random_deal_gives_equal_shares_without_questions() -> None:
    g = Game.new(FOUR + ["yellow"], Options(random_deal=True), seed=3)
    counts = Counter(g.s.owners.values())
    assert counts["neutral"] == 1 and all(counts[p] == 7 for p in FOUR + ["yellow"])
    assert g.s.phase != "claim"


def test_r3_claiming_a_taken_area_is_refused() -> None:
    g = Game.new(FOUR, Options(), seed=1)
    p = g.pending().player
    g.apply(p, {"type": "claim", "area": "paris"})
    q = g.pending().player
    with pytest.raises(RuleError) as err:
        g.apply(q, {"type": "claim", "area": "paris"})
    assert err.value.code == "area_taken"
    with pytest.raises(RuleError) as err:
        g.apply(q, {"type": "claim", "area": "atlantis"})
    assert err.value.code == "unknown_area"


def test_r3_1_player_count_and_target_checks() -> None:
    with pytest.raises(RuleError):
        Game.new(["red", "black", "blue"], Options())
    Game.new(["red", "black", "blue"], Options(allow_small=True))
    with pytest.raises(RuleError):
        Game.new(["red", "black"], Options(allow_small=True, target_areas=18))  # 18 each at the claim
    with pytest.raises(RuleError):
        Game.new(["red", "red", "blue", "green"], Options())


def test_r3_2_start_player_is_first_drawn_colour_in_the_game_and_drawn_cards_go_under() -> None:
    g = make(["blue", "green"], phase="execution", owners={"paris": "blue"}, rest="green")
    # cards 0 (red), 1 (black), 2 (blue) on top: red and black are not in the game
    g.s.deck = [0, 1, 2] + [c for c in g.s.deck if c not in (0, 1, 2)]
    assert g.draw_turn_colour() == "blue"
    assert g.s.deck[-3:] == [0, 1, 2]


def test_r4_r5_round_runs_order_cards_production_execution() -> None:
    g = Game.new(FOUR, Options(random_deal=True), seed=5)
    order1 = list(g.s.order)
    events: list[dict] = []
    while g.s.round == 1 and not g.over:
        events += g.apply(g.pending().player, _first_cheap(g))
    kinds = [e["type"] for e in events]
    assert kinds.index("round_started") > kinds.index("turn_ended")
    events = events[: kinds.index("round_started")]
    starts = [(e["phase"], e["player"]) for e in events if e["type"] == "phase_started"]
    # R4: production for every player in turn order, then execution for every player
    assert starts == [("production", p) for p in order1[1:]] + [("execution", p) for p in order1]
    # R5: round 2 starts with a fresh draw; order is clockwise from the drawn colour
    i = FOUR.index(g.s.order[0])
    assert g.s.order == FOUR[i:] + FOUR[:i]


def _first_cheap(g: Game) -> dict:
    d = g.pending()
    if d.kind == "movement":
        return {"type": "end_moves"}
    if d.kind == "build":
        return {"type": "build"}
    return legal_actions(g)[0]


def test_r5_turn_order_skips_eliminated_players() -> None:
    g = make(FOUR, phase="execution", round=2, owners={"paris": "blue"}, rest="red",
             order=["red", "black", "blue", "green"])
    g.s.eliminated = ["black", "green"]
    assert g.seat_order_from("black") == ["blue", "red"]


def test_r11_round_cap_is_a_draw() -> None:
    g = make(["red", "black"], phase="execution", round=5, order=["red", "black"], active="black",
             owners={"paris": "black"}, rest="red", options=Options(round_cap=5))
    assert g.over and g.s.winner is None


def test_r11_explosion_faces_option_sets_the_probability() -> None:
    g = Game.new(FOUR, Options(explosion_faces=5), seed=2)
    faces = g.rng.faces(6000)
    share = sum(f < 5 for f in faces) / len(faces)
    assert 0.80 < share < 0.87
    with pytest.raises(ValueError):
        Options(explosion_faces=6).check_types()
    with pytest.raises(ValueError):
        Options(target_areas=7).check_types()


def test_determinism_same_seed_same_game() -> None:
    a, b = Game.new(FOUR, Options(), seed=99), Game.new(FOUR, Options(), seed=99)
    assert a.snapshot() == b.snapshot()
    assert Game.new(FOUR, Options(), seed=100).snapshot() != a.snapshot()
