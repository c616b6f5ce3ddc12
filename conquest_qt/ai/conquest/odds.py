"""Exact battle odds (R8.2) by dynamic programming — pure Python, no Qt.

Model (no battle cards): the attacker has ``a`` land+air units in the area, the defender ``d``
land+air units plus his flag. Who rolls first is fixed when the battle starts (R8.2.1: more air
units rolls first, the defender on a tie); then the sides alternate. Every die shows an explosion
with p = faces/6 (R1, R11). The attacker rolls ``a + subs`` dice (R8.2.3; subs are never hit),
the defender ``d + 2`` (R8.2.2: the flag gives 2 dice, also when it stands alone). Each attacker
explosion removes a defender unit; once none is left one more explosion takes the flag and the
attacker conquers, extra explosions are lost (R8.2.4). Each defender explosion removes an
attacker unit; the defender holds when the attacker has none left (R8.2.5). Unit kind does not
change dice counts, so the state is ``(a, d, side to roll)``.

Recurrence, with V_A / V_D the value when the attacker / defender rolls next at (a, d) and
qA, qD the chances that a roll shows no explosion::

    V_A(a, d) = X + qA·V_D(a, d),   X = Σ_{k≥1} P_A(k)·V_D(a, d−k)   (k > d: conquest)
    V_D(a, d) = Y + qD·V_A(a, d),   Y = Σ_{k≥1} P_D(k)·V_A(a−k, d)   (k ≥ a: defender holds)
    ⇒ V_A = (X + qA·Y) / (1 − qA·qD),   V_D = Y + qD·V_A

which closes the "both roll blanks" loop exactly. One table per (faces, subs) holds both sides to
roll, so it serves ``attacker_first`` True and False alike. It is built up to 50 × 60 on first
use and extended lazily (incrementally) when a larger battle is asked for. Each answered
``battle_odds`` call is memoised, so a repeated call is a single dict lookup (< 1 µs).
Benchmark: ``tools/bench_odds.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from operator import mul

from conquest_qt.ai.conquest.dice_math import BinomialTable, explosion_probability

__all__ = [
    "DEFAULT_FACES",
    "DEFAULT_MAX_ATTACKERS",
    "DEFAULT_MAX_DEFENDERS",
    "BattleOdds",
    "OddsTable",
    "attacker_rolls_first",
    "battle_odds",
    "clear_cache",
    "odds_for_units",
    "odds_table",
    "outcome_distribution",
]

DEFAULT_FACES = 2
DEFAULT_MAX_ATTACKERS = 50
DEFAULT_MAX_DEFENDERS = 60
_FLAG_DICE = 2  # R8.2.2
_MEMO_LIMIT = 200_000


@dataclass(frozen=True, slots=True)
class BattleOdds:
    """Odds of one battle from the attacker's point of view.

    ``win``: probability that the attacker conquers the area. ``attacker_left``: expected
    attacker land+air units left after the battle (0 when he loses). ``defender_left``: expected
    defender land+air units left (0 when the area falls).
    """

    win: float
    attacker_left: float
    defender_left: float

    @property
    def hold(self) -> float:
        """Probability that the defender keeps the area."""
        return 1.0 - self.win


def attacker_rolls_first(att_air: int, def_air: int) -> bool:
    """R8.2.1: the side with more air units rolls first; on a tie (0–0 included) the defender."""
    return att_air > def_air


def _check_count(name: str, value: int) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"{name} must be a non-negative int, got {value!r}")


class OddsTable:
    """Exact odds for every (attackers ≤ max_attackers, defenders ≤ max_defenders) at fixed
    (faces, subs), for both sides to roll first. Grows with :meth:`ensure`.

    Storage: values with the attacker to roll are kept by column, newest first
    (``_a*[d] = [V_A(a_max, d), ..., V_A(1, d)]``), values with the defender to roll by row, newest
    first (``_d*[a] = [V_D(a, d_max), ..., V_D(a, 0)]``, row 0 unused). New values are inserted at
    the front, so both sums of the recurrence are plain dot products with the binomial pmf.
    Two lists per side: ``*wx`` packs win + 1j·(attacker units left) into one complex (one dot
    product for two quantities), ``*y`` holds the expected defender units left.
    """

    __slots__ = ("faces", "subs", "max_attackers", "max_defenders", "_bin", "_awx", "_ay", "_dwx", "_dy")

    def __init__(self, faces: int = DEFAULT_FACES, subs: int = 0) -> None:
        _check_count("subs", subs)
        self.faces = faces
        self.subs = subs
        self._bin = BinomialTable(explosion_probability(faces))
        self.max_attackers = 0
        self.max_defenders = -1
        self._awx: list[list[complex]] = []
        self._ay: list[list[float]] = []
        self._dwx: list[list[complex]] = [[]]
        self._dy: list[list[float]] = [[]]

    def ensure(self, max_attackers: int, max_defenders: int) -> None:
        """Extend the table (never shrinks) to cover attackers ≤ max_attackers and defenders ≤
        max_defenders. Already computed entries are kept (the extension is incremental)."""
        big_a = max(max_attackers, self.max_attackers)
        big_d = max(max_defenders, self.max_defenders)
        if big_a == self.max_attackers and big_d == self.max_defenders:
            return
        subs = self.subs
        binom = self._bin
        binom.ensure(max(big_a + subs, big_d + _FLAG_DICE))
        pmf, tail = binom.pmf, binom.tail
        awx, ay, dwx, dy = self._awx, self._ay, self._dwx, self._dy
        while len(awx) <= big_d:  # new columns (attacker to roll)
            awx.append([])
            ay.append([])
        while len(dwx) <= big_a:  # new rows (defender to roll)
            dwx.append([])
            dy.append([])
        # Defender dice pmf without k = 0, no-explosion chances and tails, per defender count.
        pd1 = [pmf[d + _FLAG_DICE][1:] for d in range(big_d + 1)]
        qd = [pmf[d + _FLAG_DICE][0] for d in range(big_d + 1)]
        td = [tail[d + _FLAG_DICE] for d in range(big_d + 1)]
        for a in range(1, big_a + 1):
            rwx, ry = dwx[a], dy[a]
            start = len(rwx)
            if start > big_d:
                continue
            n = a + subs
            pa = pmf[n]
            pa1 = pa[1:]
            qa = pa[0]
            ta = tail[n]
            len_ta = len(ta)
            for d in range(start, big_d + 1):
                # Attacker rolls: k ≤ d explosions → (a, d-k) defender to roll; k > d → conquest.
                # The row holds exactly d entries, d' = d-1..0: they line up with k = 1..d.
                t_conq = ta[d + 1] if d + 1 < len_ta else 0.0
                xwx = sum(map(mul, pa1, rwx)) + complex(t_conq, t_conq * a)
                xy = sum(map(mul, pa1, ry))
                # Defender rolls: k < a explosions → (a-k, d) attacker to roll; k ≥ a → he holds.
                # The column holds exactly a-1 entries, a' = a-1..1: they line up with k = 1..a-1.
                cwx, cy = awx[d], ay[d]
                p1 = pd1[d]
                tdd = td[d]
                ywx = sum(map(mul, p1, cwx))
                yy = sum(map(mul, p1, cy)) + (tdd[a] * d if a < len(tdd) else 0.0)
                q_d = qd[d]
                inv = 1.0 / (1.0 - qa * q_d)
                vwx = (xwx + qa * ywx) * inv
                vy = (xy + qa * yy) * inv
                cwx.insert(0, vwx)
                cy.insert(0, vy)
                rwx.insert(0, ywx + q_d * vwx)
                ry.insert(0, yy + q_d * vy)
        self.max_attackers = big_a
        self.max_defenders = big_d

    def covers(self, attackers: int, defenders: int) -> bool:
        return attackers <= self.max_attackers and defenders <= self.max_defenders

    def win(self, attackers: int, defenders: int, attacker_first: bool) -> float:
        """P(attacker conquers); the table must cover the state (see :meth:`ensure`)."""
        if attackers == 0:
            return 0.0
        if attacker_first:
            col = self._awx[defenders]
            wx = col[len(col) - attackers]
        else:
            row = self._dwx[attackers]
            wx = row[len(row) - 1 - defenders]
        return _clamp(wx.real, 1.0)

    def odds(self, attackers: int, defenders: int, attacker_first: bool) -> BattleOdds:
        """Odds of one state; the table must cover it (see :meth:`ensure`)."""
        if attackers == 0:
            return BattleOdds(0.0, 0.0, float(defenders))
        if attacker_first:
            col = self._awx[defenders]
            i = len(col) - attackers
            wx, y = col[i], self._ay[defenders][i]
        else:
            row = self._dwx[attackers]
            i = len(row) - 1 - defenders
            wx, y = row[i], self._dy[attackers][i]
        # Rounding can leave a few ulp outside the exact range (e.g. win = 1 + 4e-16): clamp.
        return BattleOdds(_clamp(wx.real, 1.0), _clamp(wx.imag, float(attackers)),
                          _clamp(y, float(defenders)))


def _clamp(value: float, upper: float) -> float:
    return 0.0 if value < 0.0 else upper if value > upper else value


_TABLES: dict[tuple[int, int], OddsTable] = {}
_MEMO: dict[tuple[int, int, bool, int, int], BattleOdds] = {}


def odds_table(subs: int = 0, faces: int = DEFAULT_FACES, *, max_attackers: int = DEFAULT_MAX_ATTACKERS,
               max_defenders: int = DEFAULT_MAX_DEFENDERS) -> OddsTable:
    """The cached table for (faces, subs), built/extended to at least the given size."""
    key = (faces, subs)
    table = _TABLES.get(key)
    if table is None:
        table = OddsTable(faces, subs)
        _TABLES[key] = table
    table.ensure(max_attackers, max_defenders)
    return table


def clear_cache() -> None:
    """Drop every cached table, memoised result and outcome distribution."""
    _TABLES.clear()
    _MEMO.clear()
    _distribution.cache_clear()


def battle_odds(attackers: int, defenders: int, *, attacker_first: bool, subs: int = 0,
                faces: int = DEFAULT_FACES) -> BattleOdds:
    """Exact odds of a battle (R8.2) without battle cards.

    ``attackers``/``defenders``: land+air units in the area (``defenders=0``: flag only, e.g. a
    neutral area). ``subs``: attacker subs in seas bordering the area. ``faces``: explosion faces
    (1–5). ``attacker_first``: see :func:`attacker_rolls_first`.
    """
    key = (attackers, defenders, attacker_first, subs, faces)
    hit = _MEMO.get(key)
    if hit is not None:
        return hit
    return _lookup(key)


def _lookup(key: tuple[int, int, bool, int, int]) -> BattleOdds:
    attackers, defenders, attacker_first, subs, faces = key
    _check_count("attackers", attackers)
    _check_count("defenders", defenders)
    _check_count("subs", subs)
    explosion_probability(faces)  # validates
    table = _TABLES.get((faces, subs))
    if table is None or not table.covers(attackers, defenders):
        table = odds_table(subs, faces,
                           max_attackers=max(attackers, DEFAULT_MAX_ATTACKERS),
                           max_defenders=max(defenders, DEFAULT_MAX_DEFENDERS))
    result = table.odds(attackers, defenders, bool(attacker_first))
    if len(_MEMO) >= _MEMO_LIMIT:
        _MEMO.clear()
    _MEMO[(attackers, defenders, bool(attacker_first), subs, faces)] = result
    return result


def odds_for_units(att_land: int, att_air: int, def_land: int, def_air: int, subs: int = 0,
                   faces: int = DEFAULT_FACES) -> BattleOdds:
    """Odds from unit counts; who rolls first follows R8.2.1."""
    if att_land < 0 or att_air < 0 or def_land < 0 or def_air < 0:
        raise ValueError(f"unit counts must be non-negative: {(att_land, att_air, def_land, def_air)}")
    return battle_odds(att_land + att_air, def_land + def_air,
                       attacker_first=attacker_rolls_first(att_air, def_air), subs=subs, faces=faces)


def outcome_distribution(attackers: int, defenders: int, *, attacker_first: bool, subs: int = 0,
                         faces: int = DEFAULT_FACES) -> dict[tuple[int, int], float]:
    """Exact distribution of the end of the battle: ``(attacker_left, defender_left) → prob``.

    Conquest outcomes are ``(k, 0)`` with k ≥ 1; the defender holds in ``(0, j)`` with j ≥ 0
    (``(0, 0)``: only his flag is left). Zero-probability outcomes are omitted. Computed by
    forward propagation of probability mass (O(a·d·(a+d))) and memoised; returns a fresh dict.
    """
    _check_count("attackers", attackers)
    _check_count("defenders", defenders)
    _check_count("subs", subs)
    explosion_probability(faces)
    return dict(_distribution(attackers, defenders, bool(attacker_first), subs, faces))


@lru_cache(maxsize=4096)
def _distribution(big_a: int, big_d: int, attacker_first: bool, subs: int,
                  faces: int) -> tuple[tuple[tuple[int, int], float], ...]:
    if big_a == 0:
        return (((0, big_d), 1.0),)
    binom = BinomialTable(explosion_probability(faces))
    binom.ensure(max(big_a + subs, big_d + _FLAG_DICE))
    pmf, tail = binom.pmf, binom.tail
    # Mass arriving at (a, d) with the attacker to roll (by column) / the defender (by row).
    col_a = [[0.0] * (big_a + 1) for _ in range(big_d + 1)]
    row_d = [[0.0] * (big_d + 1) for _ in range(big_a + 1)]
    if attacker_first:
        col_a[big_d][big_a] = 1.0
    else:
        row_d[big_a][big_d] = 1.0
    out: dict[tuple[int, int], float] = {}
    hold = [0.0] * (big_d + 1)
    for a in range(big_a, 0, -1):
        n = a + subs
        pa = pmf[n]
        qa = pa[0]
        ta = tail[n]
        row = row_d[a]
        conquer = 0.0
        for d in range(big_d, -1, -1):
            m_att = col_a[d][a]
            m_def = row[d]
            if m_att == 0.0 and m_def == 0.0:
                continue
            pd = pmf[d + _FLAG_DICE]
            q_d = pd[0]
            inv = 1.0 / (1.0 - qa * q_d)
            w_att = (m_att + q_d * m_def) * inv  # total mass that rolls for the attacker here
            w_def = (m_def + qa * m_att) * inv  # ... and for the defender
            if d:
                # k = 1..min(d, n) explosions → defender count d-k; index j = d-k gets pa[d-j].
                lo = max(0, d - n)
                row[lo:d] = [x + w_att * y for x, y in zip(row[lo:d], pa[d - lo:0:-1])]
            if d + 1 < len(ta):
                conquer += w_att * ta[d + 1]
            if a > 1:
                col = col_a[d]
                lo = max(1, a - len(pd) + 1)
                col[lo:a] = [x + w_def * y for x, y in zip(col[lo:a], pd[a - lo:0:-1])]
            tdd = tail[d + _FLAG_DICE]
            if a < len(tdd):
                hold[d] += w_def * tdd[a]
        if conquer:
            out[(a, 0)] = conquer
    for d, prob in enumerate(hold):
        if prob:
            out[(0, d)] = prob
    return tuple(sorted(out.items()))
