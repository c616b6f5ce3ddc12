"""R6 cards phase, R7 production, R9.2 missiles, R9.3 shield, R9.4 super production."""

from __future__ import annotations

import pytest

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.rulesets.conquest.kinds import Step
from conquest_qt.engine.steps import go
from tests.helpers.game import hand, make, subs, units, waiting

SIX_RED = {"chicago": "red", "montreal": "red", "new_york": "red", "victoria": "red", "coppermine": "red",
           "anchorage": "red", "paris": "black"}


def cards_game(red_hand: list[str], round_: int = 2, **kw):
    return make(["red", "black", "blue"], phase="cards", round=round_, order=["red", "black", "blue"],
                owners=SIX_RED, rest="neutral", hands={"red": red_hand, "black": [], "blue": []}, **kw)


def test_r6_excess_cards_must_go_back_and_one_more_may() -> None:
    # red owns 6 areas: entitled to 2, holds 4 -> returns 2 or 3
    g = cards_game(["treason", "treason", "armistice", "super_production"])
    assert waiting(g) == ("red", "return_cards")
    assert g.pending().info == {"excess": 2, "entitlement": 2}
    for bad in ([], ["treason"], ["treason", "treason", "armistice", "super_production"]):
        with pytest.raises(RuleError) as err:
            g.apply("red", {"type": "return_cards", "cards": bad})
        assert err.value.code == "bad_return"
    with pytest.raises(RuleError) as err:
        g.apply("red", {"type": "return_cards", "cards": ["secret_weapon", "treason"]})
    assert err.value.code == "card_not_held"
    with pytest.raises(RuleError):
        g.apply("red", {"type": "pass"})
    deck_before = len(g.s.deck)
    g.apply("red", {"type": "return_cards", "cards": ["treason", "treason", "armistice"]})
    # returned cards went under the deck, then red drew back up to 2
    assert hand(g, "red")[0] == "super_production" and len(hand(g, "red")) == 2
    assert len(g.s.deck) == deck_before + 3 - 1


def test_r6_optional_return_within_entitlement_and_pass() -> None:
    g = cards_game(["treason"])
    assert waiting(g) == ("red", "return_cards")
    g.apply("red", {"type": "pass"})
    assert "treason" in hand(g, "red") and len(hand(g, "red")) == 2


def test_r6_round_one_has_no_returns() -> None:
    g = cards_game(["treason", "treason", "treason"], round_=1)
    assert hand(g, "red").count("treason") == 3  # nothing returned in round 1; draws only


def test_r6_no_entitlement_returns_everything_without_asking() -> None:
    g = make(["red", "black"], phase="cards", round=3, owners={"paris": "red"}, rest="black",
             hands={"red": ["treason", "armistice"], "black": []})
    assert hand(g, "red") == []


def test_r7_shield_cancels_a_missile_and_super_production_adds_pp() -> None:
    g = make(["red", "black"], phase="production", round=2, order=["red", "black"], owners=SIX_RED,
             rest="neutral", hands={"red": ["space_shield", "super_production"], "black": ["ballistic_missiles"] * 2},
             dice="XX---- XXX---")
    g.apply("black", {"type": "play", "card": "ballistic_missiles", "target": "red"})
    g.apply("black", {"type": "play", "card": "ballistic_missiles", "target": "red"})
    assert waiting(g) == ("red", "shield")
    g.apply("red", {"type": "play", "card": "space_shield"})  # one missile cancelled; the other rolls 6 dice
    assert waiting(g) == ("red", "build") and g.pp() == 4
    g.apply("red", {"type": "play", "card": "super_production"})  # 6 dice, 3 explosions
    assert g.pp() == 7
    with pytest.raises(RuleError) as err:
        g.apply("red", {"type": "build", "air": {"paris": 1}})
    assert err.value.code == "not_own_area"
    g.apply("red", {"type": "build", "air": {"chicago": 3}, "land": {"montreal": 1}})
    assert units(g, "chicago")["red"] == (0, 3)


def test_r7_pp_never_negative() -> None:
    g = make(["red", "black"], phase="production", round=2, order=["red", "black"],
             owners={"paris": "red", "madrid": "red", "cairo": "black"}, rest="neutral",
             hands={"red": [], "black": ["ballistic_missiles"] * 3}, dice="XX XX XX")
    for _ in range(3):
        g.apply("black", {"type": "play", "card": "ballistic_missiles", "target": "red"})
    # red: 2 areas - 6 explosions -> 0 PP, nothing to buy: production passes to black by itself
    assert g.s.active == "black"


def test_r7_missile_must_target_the_producer_and_needs_the_card() -> None:
    g = make(["red", "black", "blue"], phase="production", round=2, order=["red", "black", "blue"],
             owners=SIX_RED, rest="neutral", hands={"red": [], "black": ["ballistic_missiles"], "blue": []})
    with pytest.raises(RuleError) as err:
        g.apply("black", {"type": "play", "card": "ballistic_missiles", "target": "blue"})
    assert err.value.code == "bad_target"
    with pytest.raises(RuleError) as err:
        g.apply("blue", {"type": "pass"})
    assert err.value.code == "not_your_decision"
    with pytest.raises(RuleError) as err:
        g.apply("black", {"type": "build"})
    assert err.value.code == "wrong_action"


def test_r7_subs_only_on_seas_bordering_own_areas() -> None:
    g = make(["red", "black"], phase="production", round=1, owners=SIX_RED, rest="neutral",
             hands={"red": [], "black": []})
    with pytest.raises(RuleError) as err:
        g.apply("red", {"type": "build", "sub": {"indian_ocean": 1}})
    assert err.value.code == "sub_not_bordering"
    with pytest.raises(RuleError) as err:
        g.apply("red", {"type": "build", "sub": {"atlantis": 1}})
    assert err.value.code == "unknown_sea"
    with pytest.raises(RuleError) as err:
        g.apply("red", {"type": "build", "land": {"chicago": -1}})
    assert err.value.code == "bad_count"
    g.apply("red", {"type": "build", "sub": {"arctic_ocean": 1}, "land": {"chicago": 1}})
    assert subs(g)["arctic_ocean"]["red"] == 1


def test_r9_2_no_missiles_between_armistice_partners() -> None:
    g = make(["red", "black"], phase="production", round=2, order=["red", "black"], owners=SIX_RED,
             rest="neutral", hands={"red": [], "black": ["ballistic_missiles"]})
    assert waiting(g) == ("black", "missiles")
    g2 = make(["red", "black"], phase="production", round=2, order=["red", "black"], owners=SIX_RED,
              rest="neutral", hands={"red": [], "black": ["ballistic_missiles"]})
    g2.s.armistices.append({"by": "black", "target": "red", "card": 48, "kind": "land"})
    g2.s.turn, g2.s.frames = 0, []
    g2._advance(go(Step.PRODUCTION_START))  # production begins again, with the armistice in force
    assert waiting(g2) == ("red", "build")  # black is not asked
