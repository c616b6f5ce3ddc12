"""Binomial helpers for explosion dice (R1: each die shows an explosion with p = faces/6).

Pure Python. Rows are built with Pascal's recurrence in floats (no huge integers, no overflow).
"""

from __future__ import annotations

from math import fsum

MIN_FACES = 1
MAX_FACES = 5


def explosion_probability(faces: int) -> float:
    """p = faces / 6 for the explosion-face option (R1, R11: 1–5, default 2)."""
    if not isinstance(faces, int) or not MIN_FACES <= faces <= MAX_FACES:
        raise ValueError(f"explosion faces must be an int in {MIN_FACES}..{MAX_FACES}, got {faces!r}")
    return faces / 6.0


class BinomialTable:
    """pmf[n][k] = P(k explosions with n dice) and tail[n][k] = P(≥ k explosions), grown on demand.

    `tail[n]` has length n + 2 so that `tail[n][n + 1] == 0.0`.
    """

    __slots__ = ("p", "q", "pmf", "tail")

    def __init__(self, p: float) -> None:
        self.p = p
        self.q = 1.0 - p
        self.pmf: list[list[float]] = [[1.0]]
        self.tail: list[list[float]] = [[1.0, 0.0]]

    def ensure(self, n: int) -> None:
        """Make rows 0..n available."""
        p, q = self.p, self.q
        pmf, tail = self.pmf, self.tail
        while len(pmf) <= n:
            prev = pmf[-1]
            # row[k] = q·prev[k] + p·prev[k-1]
            row = [q * x + p * y for x, y in zip(prev + [0.0], [0.0] + prev)]
            total = fsum(row)
            if total != 1.0:  # keep every row a distribution to the last bit
                row = [x / total for x in row]
            pmf.append(row)
            suffix = [0.0] * (len(row) + 1)
            acc = 0.0
            for k in range(len(row) - 1, -1, -1):
                acc += row[k]
                suffix[k] = acc
            suffix[0] = 1.0  # P(≥ 0) is exactly 1
            tail.append(suffix)
