"""Issue 16 item 3: the luck ledger and the dice-fairness test, on scripted dice worked out by hand."""

from __future__ import annotations

import math

import pytest

from conquest_qt.ai.conquest.odds import battle_odds
from conquest_qt.analysis.luck import (
    LuckItem,
    Tally,
    chi2_sf,
    chi2_test,
    decision_items,
    dice_fairness,
    fairness,
    items,
    ledger,
)
from conquest_qt.analysis.replay_index import ReplayIndex
from conquest_qt.analysis.rulesets import conquest
from conquest_qt.engine.rulesets.conquest.options import Options
from tests.helpers.game import make

OWNERS = {"chicago": "red", "montreal": "red", "new_york": "red", "paris": "black", "madrid": "black",
          "london": "black"}


def scripted(moves: list[tuple[str, dict]], dice: str, units: dict, subs: dict | None = None,
             red_hand: list[str] | None = None) -> tuple[list[list[dict]], list]:
    """Play decisions on a scripted position; each decision's events and its capture before it."""
    g = make(["red", "black"], dice=dice, phase="execution", round=2, order=["red", "black"], owners=OWNERS,
             rest="neutral", units={"paris": {"black": {"land": 1}}, **units}, subs=subs or {},
             hands={"red": red_hand or [], "black": []})
    events, captures = [], []
    for player, action in moves:
        captures.append(conquest.capture(g))
        events.append(g.apply(player, action))
    return events, captures


def test_ledger_of_one_battle_against_the_odds_by_hand() -> None:
    # Red's single land unit attacks neutral Mexico City. No planes: the flag rolls first, 2 dice, both
    # blank ("--"); red rolls 1 die, an explosion ("X"): the flag falls.
    events, captures = scripted(
        [("red", {"type": "move", "kind": "land", "from": "chicago", "to": "mexico_city", "count": 1}),
         ("red", {"type": "end_moves"})],
        dice="-- X", units={"chicago": {"red": {"land": 1}}})
    options = Options()
    found = decision_items(options, events, captures)
    book = ledger(found, ["red", "black"])
    p = 2 / 6  # two explosion faces (R1)
    # red: 1 die, expected 1/3 explosion, variance 1/3 * 2/3 = 2/9; rolled 1 -> +2/3 = sqrt(2) sd
    red = book["red"].explosions
    assert (red.count, red.actual) == (1, 1)
    assert red.expected == pytest.approx(p) and red.variance == pytest.approx(2 / 9)
    assert red.difference == pytest.approx(2 / 3) and red.sd == pytest.approx(math.sqrt(2))
    # the neutral flag: 2 dice, expected 2/3, variance 4/9; rolled 0 -> -2/3 = -1 sd
    flag = book["neutral"].explosions
    assert flag.expected == pytest.approx(2 / 3) and flag.sd == pytest.approx(-1.0)
    # The attacker's chance, flag first (V_D) with one unit: V_A(1) = 1/3 + 2/3 * V_D(1) and
    # V_D(1) = P(flag rolls no explosion) * V_A(1) = 4/9 * V_A(1)  =>  V_A(1) = 9/19, V_D(1) = 4/19.
    assert book["red"].against_odds == [("mexico_city", pytest.approx(4 / 19))]
    assert book["red"].despite_odds == []
    odds = book["red"].by_category["battle_odds"]
    assert (odds.count, odds.actual) == (1, 1.0) and odds.expected == pytest.approx(4 / 19)
    assert odds.sd == pytest.approx((1 - 4 / 19) / math.sqrt(4 / 19 * 15 / 19))
    assert book["black"].explosions.count == 0
    assert book["red"].luck.sd == pytest.approx(math.sqrt(2))  # no missile dice: luck = explosions
    # dice fairness: faces 5, 5 ("-") and 0 ("X"): counts [1, 0, 0, 0, 0, 2], expected 0.5 each,
    # chi2 = (0.5^2 + 4 * 0.5^2 + 1.5^2) / 0.5 = 7.0 with 5 degrees of freedom
    (test,) = dice_fairness(options, events)
    assert test.counts == [1, 0, 0, 0, 0, 2] and test.expected == 0.5
    assert test.chi2 == pytest.approx(7.0) and test.df == 5
    h = 3.5  # P(chi2_5 >= 7) = erfc(sqrt h) + e^-h (h^0.5 / G(1.5) + h^1.5 / G(2.5))
    by_hand = math.erfc(math.sqrt(h)) + math.exp(-h) * (h ** 0.5 / (math.sqrt(math.pi) / 2)
                                                        + h ** 1.5 / (3 * math.sqrt(math.pi) / 4))
    assert test.p_value == pytest.approx(by_hand) == pytest.approx(0.2206, abs=1e-4)


def test_a_battle_lost_despite_the_odds_by_hand() -> None:
    # Red's 2 land units attack neutral Mexico City; the flag rolls first: "XX" kills both.
    # V_A(2) = 5/9 + 4/9 * V_D(2), V_D(2) = 4/9 V_A(2) + 4/9 V_A(1)  =>  V_D(2) = 704/1235 > 1/2.
    events, captures = scripted(
        [("red", {"type": "move", "kind": "land", "from": "chicago", "to": "mexico_city", "count": 2}),
         ("red", {"type": "end_moves"})],
        dice="XX", units={"chicago": {"red": {"land": 2}}})
    book = ledger(decision_items(Options(), events, captures), ["red", "black"])
    assert book["red"].despite_odds == [("mexico_city", pytest.approx(704 / 1235))]
    assert book["red"].explosions.count == 0  # red never rolled
    assert book["neutral"].explosions.actual == 2


def test_a_card_roll_by_hand() -> None:
    # R9.5: red's plane (more planes: red rolls first) attacks London's 2 black land units, a red sub in
    # the North Atlantic. Red plays the secret weapon: 2 dice (one per enemy unit), "XX": both die;
    # then red's normal roll, plane + sub = 2 dice, "X-": the flag falls.
    events, captures = scripted(
        [("red", {"type": "move", "kind": "air", "from": "montreal", "to": "london", "count": 1}),
         ("red", {"type": "end_moves"}), ("red", {"type": "play", "card": "secret_weapon"})],
        dice="XX X-", units={"montreal": {"red": {"land": 1, "air": 1}}, "london": {"black": {"land": 2}}},
        subs={"north_atlantic": {"red": 1}}, red_hand=["secret_weapon"])
    book = ledger(decision_items(Options(), events, captures), ["red", "black"])["red"]
    card = book.by_category["secret_weapon"]  # 2 dice: expected 2/3, variance 4/9, rolled 2
    assert (card.count, card.actual) == (1, 2)
    assert card.difference == pytest.approx(4 / 3) and card.sd == pytest.approx(2.0)
    roll = book.by_category["battle"]  # 2 dice, rolled 1
    assert roll.difference == pytest.approx(1 / 3)
    # all of red's dice: 4, expected 4/3, variance 8/9, rolled 3: (5/3) / (sqrt(8)/3) = 5/sqrt(8) sd
    assert book.explosions.sd == pytest.approx(5 / math.sqrt(8))
    # the battle's odds are the AI's exact ones at its start (1 unit + 1 sub against 2, red first)
    won = book.by_category["battle_odds"]
    assert won.actual == 1 and won.expected == pytest.approx(battle_odds(1, 2, attacker_first=True, subs=1).win)


@pytest.mark.parametrize(("x", "df", "p"), [(3.841459, 1, 0.05), (5.991465, 2, 0.05), (11.070498, 5, 0.05),
                                            (1.0, 3, 0.801252), (0.5, 4, 0.973501), (0.0, 5, 1.0)])
def test_chi2_survival_function_against_tables(x: float, df: int, p: float) -> None:
    assert chi2_sf(x, df) == pytest.approx(p, abs=1e-6)


def test_missile_dice_count_against_their_roller() -> None:
    found = [LuckItem("red", "battle", 1.0, 0.5, 2.0), LuckItem("red", "missile", 1.0, 0.5, 3.0, sign=-1)]
    row = ledger(found, ["red"])["red"]
    assert (row.explosions.actual, row.explosions.expected) == (5.0, 2.0)
    assert (row.luck.actual, row.luck.expected, row.luck.variance) == (-1.0, 0.0, 1.0)
    assert row.luck.sd == -1.0 and row.by_category["missile"].difference == 2.0


def test_chi2_of_perfectly_even_dice_is_zero() -> None:
    t = chi2_test([10] * 6)
    assert t.chi2 == 0 and t.p_value == 1.0


def test_ledger_of_a_whole_game(ai_index: ReplayIndex) -> None:
    found = items(ai_index)
    book = ledger(found, ai_index.players)
    rolls = [ev for evs in ai_index.events for ev in evs if ev["type"] == "dice_rolled"]
    assert sum(r.explosions.count for r in book.values()) == len(rolls)
    assert sum(r.explosions.actual for r in book.values()) == sum(ev["explosions"] for ev in rolls)
    battles = sum(1 for evs in ai_index.events for ev in evs if ev["type"] == "battle_ended")
    assert sum(r.by_category.get("battle_odds", Tally()).count for r in book.values()) == battles
    (test,) = fairness(ai_index)
    assert sum(test.counts) == sum(len(ev["faces"]) for ev in rolls) and 0 <= test.p_value <= 1
