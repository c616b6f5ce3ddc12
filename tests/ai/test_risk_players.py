"""Risk computer players (VARIANTS.md V1) and the exact attack odds they use (V1.7)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from conquest_qt.ai.registry import agents_for, make_agent
from conquest_qt.ai.risk.odds import attack_odds, roll_outcomes
from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.sim import play_game

RISK = options_from_dict({"ruleset": "risk"})


def test_v1_7_single_roll_outcomes_are_exact() -> None:
    assert roll_outcomes(3, 2) == ((0, 2, Fraction(2890, 7776)), (1, 1, Fraction(2611, 7776)),
                                   (2, 0, Fraction(2275, 7776)))
    assert roll_outcomes(1, 1) == ((0, 1, Fraction(15, 36)), (1, 0, Fraction(21, 36)))
    assert roll_outcomes(2, 1) == ((0, 1, Fraction(125, 216)), (1, 0, Fraction(91, 216)))


def test_v1_7_attack_until_won_or_down_to_n() -> None:
    win, left = attack_odds(2, 1)
    assert win == pytest.approx(15 / 36) and left == pytest.approx(1 + 15 / 36)  # one roll, then stuck at 1
    assert attack_odds(1, 1) == (0.0, 1.0) and attack_odds(5, 0) == (1.0, 5.0)
    assert attack_odds(10, 5)[0] > attack_odds(10, 5, stop=5)[0] > attack_odds(10, 5, stop=9)[0] > 0.0
    assert attack_odds(10, 5, stop=10) == (0.0, 10.0)  # never below N: no roll at N
    win, _ = attack_odds(4, 2)
    assert win == pytest.approx(0.6560, abs=5e-4)  # the classic table's 3 vs 2 with 4 armies in the area


def test_risk_levels_are_registered_per_ruleset() -> None:
    assert set(agents_for("risk")) == {"random", "easy", "normal", "hard", "expert"}
    with pytest.raises(TypeError):
        make_agent("hard", 1, "risk").decide_view(object())  # the view only, never a game


@pytest.mark.parametrize("types", [["easy", "random", "random", "random"], ["hard", "normal", "normal", "easy"]])
def test_risk_players_finish_seeded_games(types: list[str]) -> None:
    for seed in (1, 2):
        result = play_game(types, seed, RISK)
        assert result.winner_seat is not None and result.rounds < 30
