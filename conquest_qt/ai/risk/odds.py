"""Exact odds of Risk attacks (V1.7): one roll, and "attack until won or down to N armies".

One roll of a attacker dice against d defender dice is enumerated exactly (6^(a+d) outcomes, as
fractions of 6^(a+d)); a whole attack is the classic Markov chain over those rolls, the attacker
always rolling the most dice allowed (min(3, armies - 1)) and the defender min(2, armies). Tables are
built once per stop level and cached; `attack_odds` is then one list lookup.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from itertools import product

from conquest_qt.engine.rulesets.risk.rules import compare

MAX_ARMIES = 60  # table size per side (beyond it the odds are read at the edge)


@cache
def roll_outcomes(att: int, dfn: int) -> tuple[tuple[int, int, Fraction], ...]:
    """(attacker losses, defender losses, probability) of one roll of `att` against `dfn` dice."""
    counts: dict[tuple[int, int], int] = {}
    for faces in product(range(1, 7), repeat=att + dfn):
        la, ld, _ = compare(faces[:att], faces[att:])  # the engine's own comparison (V1.7)
        counts[la, ld] = counts.get((la, ld), 0) + 1
    total = 6 ** (att + dfn)
    return tuple((la, ld, Fraction(n, total)) for (la, ld), n in sorted(counts.items()))


_FLOAT = {(a, d): tuple((la, ld, float(p)) for la, ld, p in roll_outcomes(a, d)) for a in (1, 2, 3) for d in (1, 2)}


@cache
def odds_table(stop: int = 1, size: int = MAX_ARMIES) -> tuple[list[list[float]], list[list[float]]]:
    """win[a][d], survivors[a][d]: armies a in the attacking area, d defenders; the attack goes on
    while the area holds more than max(1, stop) armies and the target is not taken. Survivors are
    the attacker's expected armies in the attacking area when it ends (before moving in)."""
    stop = max(1, stop)
    win = [[0.0] * (size + 1) for _ in range(size + 1)]
    surv = [[0.0] * (size + 1) for _ in range(size + 1)]
    for a in range(size + 1):
        win[a][0] = 1.0
        surv[a][0] = float(a)
    for a in range(size + 1):
        for d in range(1, size + 1):
            if a <= stop:
                win[a][d] = 0.0
                surv[a][d] = float(a)
                continue
            w = s = 0.0
            for la, ld, p in _FLOAT[min(3, a - 1), min(2, d)]:
                w += p * win[a - la][d - ld]
                s += p * surv[a - la][d - ld]
            win[a][d] = w
            surv[a][d] = s
    return win, surv


def attack_odds(attackers: int, defenders: int, stop: int = 1) -> tuple[float, float]:
    """(win probability, expected armies left in the attacking area) of attacking until won or down
    to `stop` armies, from an area of `attackers` armies against `defenders`."""
    win, surv = odds_table(stop)
    a = min(attackers, MAX_ARMIES)
    d = min(defenders, MAX_ARMIES)
    return win[a][d], surv[a][d]


def clear_cache() -> None:
    odds_table.cache_clear()
