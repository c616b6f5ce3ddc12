"""Exact battle odds (R8.2 battles, R1 explosion dice, R11 faces option)."""

from __future__ import annotations

import math
import random
from fractions import Fraction
from functools import cache

import pytest

from conquest_qt.ai.conquest import odds as odds_mod
from conquest_qt.ai.conquest.odds import (
    BattleOdds,
    OddsTable,
    attacker_rolls_first,
    battle_odds,
    clear_cache,
    odds_for_units,
    odds_table,
    outcome_distribution,
)

# --------------------------------------------------------------------------- reference solver


def _binom(n: int, k: int, p: Fraction) -> Fraction:
    return math.comb(n, k) * p**k * (1 - p) ** (n - k)


@cache
def _exact(a: int, d: int, attacker_to_roll: bool, subs: int,
           faces: int) -> tuple[Fraction, Fraction, Fraction]:
    """Naive exact solver in rationals (independent of the module's layout): (win, att_left, def_left).

    R8.2: attacker rolls a + subs dice, defender d + 2 (flag); k > d attacker explosions conquer;
    k ≥ a defender explosions end the battle. The 0–0 loop is solved in closed form.
    """
    p = Fraction(faces, 6)
    n, m = a + subs, d + 2
    q_a, q_d = (1 - p) ** n, (1 - p) ** m

    def after_attacker(k: int) -> tuple[Fraction, Fraction, Fraction]:
        if k > d:
            return Fraction(1), Fraction(a), Fraction(0)
        return _exact(a, d - k, False, subs, faces)

    def after_defender(k: int) -> tuple[Fraction, Fraction, Fraction]:
        if k >= a:
            return Fraction(0), Fraction(0), Fraction(d)
        return _exact(a - k, d, True, subs, faces)

    zero = Fraction(0)
    x = [sum((_binom(n, k, p) * after_attacker(k)[i] for k in range(1, n + 1)), zero) for i in range(3)]
    y = [sum((_binom(m, k, p) * after_defender(k)[i] for k in range(1, m + 1)), zero) for i in range(3)]
    v_a = [(x[i] + q_a * y[i]) / (1 - q_a * q_d) for i in range(3)]
    if attacker_to_roll:
        return v_a[0], v_a[1], v_a[2]
    return tuple(y[i] + q_d * v_a[i] for i in range(3))  # type: ignore[return-value]


# --------------------------------------------------------------------------- Monte Carlo


def _simulate(a: int, d: int, attacker_first: bool, subs: int, faces: int, trials: int,
              rng: random.Random) -> tuple[float, float, float, dict[tuple[int, int], float], float, float]:
    """Plays the battle of R8.2 die by die. Returns win rate, mean survivors, outcome frequencies and
    the standard errors of the survivor means."""
    p = faces / 6
    rand = rng.random
    wins = 0
    sum_a = sum_a2 = sum_d = sum_d2 = 0
    counts: dict[tuple[int, int], int] = {}
    for _ in range(trials):
        att, dfd, flag = a, d, True
        attacker_turn = attacker_first
        while att > 0 and flag:
            if attacker_turn:
                hits = sum(1 for _ in range(att + subs) if rand() < p)
                if hits > dfd:
                    dfd, flag = 0, False  # last unit(s) and the flag; extra explosions lost
                else:
                    dfd -= hits
            else:
                hits = sum(1 for _ in range(dfd + 2) if rand() < p)
                att = max(0, att - hits)
            attacker_turn = not attacker_turn
        if not flag:
            wins += 1
        counts[(att, dfd)] = counts.get((att, dfd), 0) + 1
        sum_a += att
        sum_a2 += att * att
        sum_d += dfd
        sum_d2 += dfd * dfd
    mean_a, mean_d = sum_a / trials, sum_d / trials
    se_a = math.sqrt(max(sum_a2 / trials - mean_a**2, 1e-12) / trials)
    se_d = math.sqrt(max(sum_d2 / trials - mean_d**2, 1e-12) / trials)
    freqs = {k: v / trials for k, v in counts.items()}
    return wins / trials, mean_a, mean_d, freqs, se_a, se_d


MC_TRIALS = 40_000
MC_CASES = [
    # attackers, defenders, attacker_first, subs, faces
    (1, 0, False, 0, 2),
    (3, 2, False, 0, 2),
    (5, 4, True, 1, 2),
    (6, 3, False, 0, 3),
    (4, 5, True, 2, 1),
    (10, 8, True, 0, 2),
]


@pytest.mark.parametrize(("a", "d", "first", "subs", "faces"), MC_CASES)
def test_matches_monte_carlo(a: int, d: int, first: bool, subs: int, faces: int) -> None:
    """R8.2 simulated die by die, 40,000 seeded trials (SE ≤ 0.25 pp): win and every outcome within
    1 pp, mean survivors within 4 SE."""
    rng = random.Random(1994 + 97 * a + 13 * d + subs * 5 + faces)
    win, mean_a, mean_d, freqs, se_a, se_d = _simulate(a, d, first, subs, faces, MC_TRIALS, rng)
    exact = battle_odds(a, d, attacker_first=first, subs=subs, faces=faces)
    assert abs(exact.win - win) < 0.01
    assert abs(exact.attacker_left - mean_a) < 4 * se_a + 1e-9
    assert abs(exact.defender_left - mean_d) < 4 * se_d + 1e-9
    dist = outcome_distribution(a, d, attacker_first=first, subs=subs, faces=faces)
    for outcome in set(dist) | set(freqs):
        assert abs(dist.get(outcome, 0.0) - freqs.get(outcome, 0.0)) < 0.01, outcome


# --------------------------------------------------------------------------- by hand


@pytest.mark.parametrize("faces", [1, 2, 3, 4, 5])
def test_one_attacker_against_flag_only(faces: int) -> None:
    """R8.2.2: a flag alone defends with 2 dice; one attacker explosion takes it (R8.2.4)."""
    p = Fraction(faces, 6)
    q = 1 - p
    # Defender first (tie 0–0 in air, R8.2.1): V_D = q²·(p + q·V_D)
    v_d = q**2 * p / (1 - q**3)
    v_a = p + q * v_d
    assert battle_odds(1, 0, attacker_first=False, faces=faces).win == pytest.approx(float(v_d), abs=1e-15)
    assert battle_odds(1, 0, attacker_first=True, faces=faces).win == pytest.approx(float(v_a), abs=1e-15)
    if faces == 2:
        assert float(v_d) == pytest.approx(4 / 19) and float(v_a) == pytest.approx(9 / 19)
    first = battle_odds(1, 0, attacker_first=True, faces=faces)
    assert first.attacker_left == pytest.approx(first.win)  # he keeps his 1 unit iff he wins
    assert first.defender_left == 0.0


def test_one_against_one_by_hand() -> None:
    """1 attacker vs 1 defender unit + flag, defender first: V = q³·p·(4/19) / (1 − q⁴) = 32/1235."""
    got = battle_odds(1, 1, attacker_first=False)
    assert got.win == pytest.approx(32 / 1235, abs=1e-15)
    # His unit dies iff the attacker ever rolls an explosion: q³·p / (1 − q⁴) = 8/65.
    assert got.defender_left == pytest.approx(1 - 8 / 65, abs=1e-15)


@pytest.mark.parametrize("faces", [1, 2, 5])
@pytest.mark.parametrize("subs", [0, 2])
def test_small_table_matches_rational_reference(faces: int, subs: int) -> None:
    for a in range(0, 6):
        for d in range(0, 6):
            for first in (True, False):
                got = battle_odds(a, d, attacker_first=first, subs=subs, faces=faces)
                if a == 0:
                    assert got == BattleOdds(0.0, 0.0, float(d))
                    continue
                win, att_left, def_left = _exact(a, d, first, subs, faces)
                assert got.win == pytest.approx(float(win), abs=1e-13)
                assert got.attacker_left == pytest.approx(float(att_left), abs=1e-12)
                assert got.defender_left == pytest.approx(float(def_left), abs=1e-12)


# --------------------------------------------------------------------------- sanity


def test_symmetry_with_one_sub() -> None:
    """With one sub the battle is symmetric: the attacker has `a` hit points and rolls HP + 1 dice,
    the defender has d + 1 (units + flag) and rolls HP + 1 dice (R8.2.2–3). Swapping the roles maps
    (a, d, attacker first) to (d + 1, a − 1, defender first)."""
    for a in range(1, 12):
        for d in range(0, 12):
            for first in (True, False):
                here = battle_odds(a, d, attacker_first=first, subs=1)
                mirror = battle_odds(d + 1, a - 1, attacker_first=not first, subs=1)
                assert here.win == pytest.approx(1 - mirror.win, abs=1e-12)
                assert here.attacker_left == pytest.approx(mirror.defender_left + mirror.hold, abs=1e-11)


def test_distribution_is_consistent_with_expectations() -> None:
    for a, d, first, subs, faces in [(7, 9, True, 0, 2), (12, 4, False, 3, 2), (20, 25, True, 1, 4)]:
        dist = outcome_distribution(a, d, attacker_first=first, subs=subs, faces=faces)
        got = battle_odds(a, d, attacker_first=first, subs=subs, faces=faces)
        assert sum(dist.values()) == pytest.approx(1.0, abs=1e-12)
        assert all(p >= 0 for p in dist.values())
        assert all((x == 0) != (y == 0 and x > 0) for x, y in dist)  # conquest (x,0) x≥1 or hold (0,y)
        assert sum(p for (x, _), p in dist.items() if x > 0) == pytest.approx(got.win, abs=1e-12)
        assert sum(p * x for (x, _), p in dist.items()) == pytest.approx(got.attacker_left, abs=1e-11)
        assert sum(p * y for (_, y), p in dist.items()) == pytest.approx(got.defender_left, abs=1e-11)
    assert outcome_distribution(0, 3, attacker_first=True) == {(0, 3): 1.0}


def test_monotonic_in_units_and_subs() -> None:
    for first in (True, False):
        for d in range(0, 15):
            wins = [battle_odds(a, d, attacker_first=first).win for a in range(1, 25)]
            # strictly increasing until the win is 1 to double precision (then ulp noise)
            assert all(x < y or y > 1 - 1e-12 for x, y in zip(wins, wins[1:])), (d, first)
        for a in range(1, 15):
            wins = [battle_odds(a, d, attacker_first=first).win for d in range(0, 25)]
            assert all(x > y for x, y in zip(wins, wins[1:])), (a, first)
            with_subs = [battle_odds(a, 6, attacker_first=first, subs=s).win for s in range(0, 6)]
            assert all(x < y for x, y in zip(with_subs, with_subs[1:])), (a, first)
            assert battle_odds(a, 6, attacker_first=True).win > battle_odds(a, 6, attacker_first=False).win


def test_bounds_and_faces_option() -> None:
    for faces in range(1, 6):
        for a, d in [(1, 0), (3, 7), (10, 10), (30, 12)]:
            got = battle_odds(a, d, attacker_first=False, faces=faces)
            assert 0.0 <= got.win <= 1.0
            assert 0.0 <= got.attacker_left <= a and 0.0 <= got.defender_left <= d
            assert got.attacker_left >= got.win  # a conquering attacker keeps ≥ 1 unit
    assert battle_odds(5, 5, attacker_first=False, faces=1).win != battle_odds(5, 5, attacker_first=False).win
    with pytest.raises(ValueError):
        battle_odds(1, 1, attacker_first=True, faces=0)
    with pytest.raises(ValueError):
        battle_odds(1, 1, attacker_first=True, faces=6)
    with pytest.raises(ValueError):
        battle_odds(-1, 1, attacker_first=True)
    with pytest.raises(ValueError):
        battle_odds(1, 1, attacker_first=True, subs=-1)
    with pytest.raises(ValueError):
        odds_for_units(1, -1, 0, 0)


def test_no_attacker_means_no_conquest() -> None:
    """R8.2.5: subs alone cannot attack."""
    assert battle_odds(0, 4, attacker_first=True, subs=3) == BattleOdds(0.0, 0.0, 4.0)


def test_odds_for_units_applies_air_rule() -> None:
    """R8.2.1: more air units rolls first; a tie (0–0 included) lets the defender roll first."""
    assert attacker_rolls_first(2, 1) and not attacker_rolls_first(1, 1) and not attacker_rolls_first(0, 0)
    assert odds_for_units(2, 1, 3, 0) == battle_odds(3, 3, attacker_first=True)
    assert odds_for_units(2, 1, 2, 1) == battle_odds(3, 3, attacker_first=False)
    neutral = battle_odds(3, 0, attacker_first=False, subs=2, faces=3)  # R8.2.7: flag only
    assert odds_for_units(3, 0, 0, 0, subs=2, faces=3) == neutral


def test_lazy_extension_equals_fresh_build() -> None:
    small = OddsTable(2, 1)
    small.ensure(10, 10)
    small.ensure(30, 12)
    small.ensure(35, 40)
    fresh = OddsTable(2, 1)
    fresh.ensure(35, 40)
    for a in range(0, 36):
        for d in range(0, 41):
            for first in (True, False):
                assert small.odds(a, d, first) == fresh.odds(a, d, first)
    clear_cache()
    big = battle_odds(70, 80, attacker_first=True)  # beyond the default 50 × 60
    assert odds_table().covers(70, 80)
    assert 0.0 < big.win < 1.0


def test_the_table_is_built_once_and_a_lookup_is_memoised(monkeypatch: pytest.MonkeyPatch) -> None:
    """Cheap by construction, on any machine: one table per (faces, subs), built once and only extended;
    a battle asked again is a memo hit that touches no table. The speed itself (the 50 ms / 2 µs targets)
    is measured by tools/bench_odds.py, never by a timed assert (CONTRIBUTING.md)."""
    clear_cache()
    table = odds_table()
    assert odds_table() is table and list(odds_mod._TABLES.values()) == [table]  # cached per (faces, subs)
    first = battle_odds(17, 23, attacker_first=True)
    builds: list[object] = []
    monkeypatch.setattr(odds_mod, "_lookup", builds.append)  # a lookup past the memo would now return None
    monkeypatch.setattr(OddsTable, "ensure", lambda *a: builds.append(a))
    for _ in range(10_000):
        assert battle_odds(17, 23, attacker_first=True) is first
    assert builds == []
