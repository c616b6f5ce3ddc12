"""The exact odds of a nuclear battle (ai/nuclear/odds.py): V2.4 (risk) and V2.5 (conquest), built on the
rulesets' odds code; the defender's nukes (sinks) only lower the striker's chance."""

from __future__ import annotations

import pytest

from conquest_qt.ai.conquest.odds import battle_odds
from conquest_qt.ai.nuclear import odds
from conquest_qt.ai.risk.odds import attack_odds


@pytest.mark.parametrize(("nukes", "units"), [(1, 0), (2, 1), (3, 2), (5, 3), (6, 0)])
def test_v2_5_conquest_odds_are_r8_2s_with_the_defender_first(nukes: int, units: int) -> None:
    p, lost = odds.conquest_strike(nukes, units)
    o = battle_odds(nukes, units, attacker_first=False)
    assert p == pytest.approx(o.win) and lost == pytest.approx(nukes - o.attacker_left)
    # the sinks' recurrence, with no sink, is the same battle
    w, left = odds._conquest_dp(2)(nukes, units, 0)
    assert w == pytest.approx(o.win, abs=1e-9) and left == pytest.approx(o.attacker_left, abs=1e-9)


@pytest.mark.parametrize(("nukes", "armies"), [(1, 1), (2, 2), (3, 3), (4, 5), (6, 2)])
def test_v2_4_risk_odds_are_v1_7s_attack_with_every_nuke_rolling(nukes: int, armies: int) -> None:
    p, lost = odds.risk_strike(nukes, armies)
    win, surv = attack_odds(nukes + 1, armies)
    assert p == pytest.approx(win) and lost == pytest.approx(nukes + 1 - surv)
    w, left = odds._risk_dp(nukes, armies, armies)
    assert w == pytest.approx(win, abs=1e-9) and left == pytest.approx(surv - 1, abs=1e-9)


def test_v2_4_v2_5_the_defenders_nukes_only_lower_the_odds() -> None:
    for n in range(1, 7):
        assert odds.conquest_strike(n, 1, 2)[0] < odds.conquest_strike(n, 1)[0]
        assert odds.conquest_strike(n, 1, 2)[0] > odds.conquest_strike(n, 3)[0]  # a sink adds no die (V2.5)
        assert odds.risk_strike(n, 2, 1)[0] < odds.risk_strike(n, 2)[0]
    assert odds.risk_strike(3, 0) == (1.0, 0.0) and odds.conquest_strike(0, 0) == (0.0, 0.0)


def test_v2_4_one_nuke_against_one_army_is_the_single_die_duel() -> None:
    assert odds.risk_strike(1, 1)[0] == pytest.approx(15 / 36)  # 1 die against 1: strictly higher wins (V1.7)
    # V2.5, one nuke against a flag: the defender's 2 dice must both miss (4/9), then the nuke explodes (1/3),
    # both missing starts again: 4/9 · 1/3 / (1 − 4/9 · 2/3) = 4/19
    assert odds.conquest_strike(1, 0)[0] == pytest.approx(4 / 19)
