"""Exact odds of a nuclear battle (VARIANTS.md V2.4, V2.5), from the striker's point of view.

Both battles are the rulesets' own battles with other units: the striker's committed nukes are his units,
the defender's conventional units in T are his, and every nuke of the defender in T or land-adjacent to T
is a *sink*: a hit the defender may assign to it instead of a unit. The defender holds best by filling his
sinks first (his dice depend on his units only, the area falls only when units and sinks are all gone), so
the odds below assume he does: they never flatter the striker.

- `conquest` (V2.5): the defender rolls first with land + air + 2 dice, each explosion destroys a nuke; the
  striker rolls one die per nuke left; T falls to an explosion left over when nothing is assignable.
  Without sinks this is exactly the R8.2 battle of `ai/conquest/odds.battle_odds` (attacker second).
- `risk` (V2.4): the striker rolls min(3, nukes) dice, the defender min(2, armies(T)); the engine's V1.7
  comparison (`ai/risk/odds.roll_outcomes`) decides who loses; T is contaminated with no army left. Without
  sinks this is `ai/risk/odds.attack_odds(nukes + 1, armies)` (one army "stays behind": the nukes all roll).

Each function returns (probability that T is contaminated, expected nukes the striker loses) when he rolls
until it falls or his committed nukes are gone.
"""

from __future__ import annotations

from functools import cache

from conquest_qt.ai.conquest.dice_math import explosion_probability
from conquest_qt.ai.conquest.odds import battle_odds
from conquest_qt.ai.risk.odds import attack_odds, roll_outcomes

MAX_UNITS = 60  # larger stacks are read at this size (the odds are ~0 there anyway)


def conquest_strike(nukes: int, units: int, sinks: int = 0, faces: int = 2) -> tuple[float, float]:
    """V2.5: `nukes` committed against `units` land + air in T and `sinks` defender nukes (T and adjacent)."""
    if nukes <= 0:
        return 0.0, 0.0
    units, sinks = min(units, MAX_UNITS), min(sinks, MAX_UNITS)
    if sinks == 0:
        o = battle_odds(nukes, units, attacker_first=False, faces=faces)
        return o.win, nukes - o.attacker_left
    p, left = _conquest_dp(faces)(nukes, units, sinks)
    return p, nukes - left


def risk_strike(nukes: int, armies: int, sinks: int = 0) -> tuple[float, float]:
    """V2.4: `nukes` committed, rolling the most dice each time, against `armies` in T and `sinks` nukes."""
    if nukes <= 0:
        return 0.0, 0.0
    armies, sinks = min(armies, MAX_UNITS), min(sinks, MAX_UNITS)
    if armies <= 0:
        return 1.0, 0.0
    if sinks == 0:
        win, surv = attack_odds(nukes + 1, armies)
        return win, nukes - (surv - 1.0)
    p, left = _risk_dp(nukes, armies + sinks, armies)
    return p, nukes - left


def _binomial(n: int, p: float) -> list[float]:
    from math import comb

    return [comb(n, k) * p ** k * (1.0 - p) ** (n - k) for k in range(n + 1)]


@cache
def _conquest_dp(faces: int):  # type: ignore[no-untyped-def]
    p = explosion_probability(faces)

    @cache
    def defender_rolls(a: int, units: int, sinks: int) -> tuple[float, float]:
        """(win, expected nukes left) with the defender to roll; the sides then alternate (V2.5)."""
        # close the "both roll no explosion" loop exactly, as ai/conquest/odds.py does
        dd = _binomial(units + 2, p)
        ad = _binomial(a, p)
        qd, qa = dd[0], ad[0]
        # after the defender's roll with j ≥ 1 explosions: the striker rolls at (a - j)
        y_w = y_l = 0.0
        for j in range(1, len(dd)):
            if j >= a:
                continue  # every committed nuke destroyed: 0 win, 0 left
            w, left = attacker_rolls_after(a - j, units, sinks)
            y_w += dd[j] * w
            y_l += dd[j] * left
        # the striker's roll with k ≥ 1 explosions at (a, units, sinks), then the defender rolls
        x_w = x_l = 0.0
        total = units + sinks
        for k in range(1, len(ad)):
            if k > total:
                x_w += ad[k]
                x_l += ad[k] * a
                continue
            s2 = max(0, sinks - k)
            u2 = units - max(0, k - sinks)
            w, left = defender_rolls(a, u2, s2)
            x_w += ad[k] * w
            x_l += ad[k] * left
        # V_D = Y + qd·V_A, V_A = X + qa·V_D  ⇒  V_D = (Y + qd·X) / (1 − qd·qa)
        den = 1.0 - qd * qa
        return (y_w + qd * x_w) / den, (y_l + qd * x_l) / den

    def attacker_rolls_after(a: int, units: int, sinks: int) -> tuple[float, float]:
        ad = _binomial(a, p)
        w_sum = l_sum = 0.0
        total = units + sinks
        for k in range(len(ad)):
            if k > total:
                w_sum += ad[k]
                l_sum += ad[k] * a
                continue
            s2 = max(0, sinks - k)
            u2 = units - max(0, k - sinks)
            w, left = defender_rolls(a, u2, s2)
            w_sum += ad[k] * w
            l_sum += ad[k] * left
        return w_sum, l_sum

    return defender_rolls


@cache
def _risk_dp(nukes: int, removable: int, armies: int) -> tuple[float, float]:
    """(win, expected nukes left): `removable` = armies + sinks, sinks filled first (armies stay)."""
    if removable <= 0:
        return 1.0, float(nukes)
    if nukes <= 0:
        return 0.0, 0.0
    sinks = removable - armies
    w_sum = l_sum = 0.0
    for la, ld, prob in roll_outcomes(min(3, nukes), min(2, armies)):
        r2 = max(0, removable - ld)
        a2 = min(armies, r2) if sinks - ld < 0 else armies
        a2 = min(a2, r2)
        w, left = _risk_dp(nukes - la, r2, a2)
        w_sum += float(prob) * w
        l_sum += float(prob) * left
    return w_sum, l_sum
