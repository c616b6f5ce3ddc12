"""The luck ledger and the dice-fairness test (issue 16, item 3), exact from a game's events.

Every chance event is a `LuckItem` (its ruleset's adapter reads them from a decision's events): a
roll of n explosion dice expects n·p explosions with variance n·p·(1 − p); a battle expects the
attacker's exact win chance. Summed per player and category, the difference between what happened
and what was expected is reported as a count and in standard deviations.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from conquest_qt.analysis import adapters
from conquest_qt.engine.events import Event


@dataclass(frozen=True)
class LuckItem:
    """One chance event: `category` (a roll's purpose, or "battle_odds"), what was expected (a mean and
    a variance) and what happened. For a battle: expected = the attacker's win chance, actual 0 or 1."""

    player: str
    category: str
    expected: float
    variance: float
    actual: float
    data: dict[str, Any] = field(default_factory=dict)
    sign: int = 1  # +1: more is good for `player`; -1: bad (missile dice: each explosion costs him a PP)


@dataclass
class Tally:
    """Summed items: `count` events, `expected` and `actual` totals, `variance` of the total."""

    count: int = 0
    expected: float = 0.0
    actual: float = 0.0
    variance: float = 0.0

    def add(self, item: LuckItem) -> None:
        self.count += 1
        self.expected += item.expected
        self.actual += item.actual
        self.variance += item.variance

    @property
    def difference(self) -> float:
        return self.actual - self.expected

    @property
    def sd(self) -> float:
        """The difference in standard deviations (0 when nothing was left to chance)."""
        return self.difference / math.sqrt(self.variance) if self.variance > 0 else 0.0


@dataclass
class PlayerLuck:
    """`explosions`: every explosion die he rolled; `luck`: the same with each roll signed by whether
    explosions helped him (the headline: + lucky, − unlucky, `luck.sd` in deviations); `by_category`:
    per roll purpose and "battle_odds"; `against_odds` / `despite_odds`: battles he won with a chance
    below one half / lost above it, as (area, chance) pairs."""

    explosions: Tally = field(default_factory=Tally)
    luck: Tally = field(default_factory=Tally)  # his dice, signed: explosions that helped him count +
    by_category: dict[str, Tally] = field(default_factory=dict)
    against_odds: list[tuple[str, float]] = field(default_factory=list)
    despite_odds: list[tuple[str, float]] = field(default_factory=list)


def items(index: Any) -> list[LuckItem]:
    """Every chance event of an indexed game (a ReplayIndex built with its adapter's capture)."""
    return decision_items(index.options, index.events, index.captures or None)


def decision_items(options: Any, events: list[list[Event]], captures: list[Any] | None = None) -> list[LuckItem]:
    """The chance events of decisions: `events[i]` what decision i caused, `captures[i]` its adapter's
    `capture(game)` taken before it (None: no battle odds)."""
    adapter = adapters.get(options.ruleset)
    out: list[LuckItem] = []
    carried: dict[str, Any] = {}  # what the adapter keeps from one decision to the next (open battles)
    for i, evs in enumerate(events):
        out.extend(adapter.luck_items(captures[i] if captures else None, evs, options, carried))
    return out


def ledger(found: list[LuckItem], players: list[str]) -> dict[str, PlayerLuck]:
    out = {p: PlayerLuck() for p in players}
    for item in found:
        row = out.setdefault(item.player, PlayerLuck())
        row.by_category.setdefault(item.category, Tally()).add(item)
        if item.category == "battle_odds":
            if item.actual and item.expected < 0.5:
                row.against_odds.append((item.data.get("area", ""), item.expected))
            elif not item.actual and item.expected > 0.5:
                row.despite_odds.append((item.data.get("area", ""), item.expected))
        else:
            row.explosions.add(item)
            row.luck.add(item if item.sign > 0 else LuckItem(item.player, item.category, -item.expected,
                                                             item.variance, -item.actual, item.data))
    return out


@dataclass(frozen=True)
class Fairness:
    """Every die rolled, per face (0-based), against the uniform expectation; Pearson's χ² test."""

    sides: int
    counts: list[int]
    expected: float
    chi2: float
    df: int
    p_value: float


def fairness(index: Any) -> list[Fairness]:
    """One test per kind of die the game rolled (by number of sides)."""
    return dice_fairness(index.options, index.events)


def dice_fairness(options: Any, events_per_decision: list[list[Event]]) -> list[Fairness]:
    dice = adapters.get(options.ruleset).dice
    counts: dict[int, list[int]] = {}
    for events in events_per_decision:
        for ev in events:
            found = dice(ev)
            if found:
                sides, faces = found
                row = counts.setdefault(sides, [0] * sides)
                for f in faces:
                    row[f] += 1
    return [chi2_test(row) for _, row in sorted(counts.items())]


def chi2_test(counts: list[int]) -> Fairness:
    total = sum(counts)
    sides = len(counts)
    expected = total / sides
    chi2 = sum((c - expected) ** 2 / expected for c in counts) if total else 0.0
    return Fairness(sides, list(counts), expected, chi2, sides - 1, chi2_sf(chi2, sides - 1))


def chi2_sf(x: float, df: int) -> float:
    """P(χ²_df ≥ x) for a whole number of degrees of freedom, exact in closed form:
    even df: e^(−x/2) Σ_{i<df/2} (x/2)^i / i!; odd df: erfc(√(x/2)) + e^(−x/2) Σ_{i=1}^{(df−1)/2}
    (x/2)^(i−½) / Γ(i + ½)."""
    if df < 1:
        raise ValueError("df must be at least 1")
    if x <= 0:
        return 1.0
    h = x / 2
    if df % 2 == 0:
        term, total = 1.0, 1.0
        for i in range(1, df // 2):
            term *= h / i
            total += term
        return min(1.0, math.exp(-h) * total)
    total = math.erfc(math.sqrt(h))
    term = math.sqrt(h) / math.gamma(1.5)  # i = 1
    for i in range(1, (df - 1) // 2 + 1):
        if i > 1:
            term *= h / (i - 0.5)
        total += math.exp(-h) * term
    return min(1.0, total)
