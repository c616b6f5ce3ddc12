"""Deterministic random numbers whose whole state is one integer kept in the game state (principle 4).

SplitMix64: the same seed gives the same sequence on every Python version. Dice, shuffles and draws
all come from here in a fixed order; scripted dice (scenarios, tests) replace only the dice.
"""

from __future__ import annotations

from typing import Any

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15

FACES = 6
_TO_FACE = FACES / 9007199254740992.0


class ScriptExhausted(RuntimeError):
    """Scripted dice ran out (a scenario promised fewer dice than the engine rolled)."""


class Rng:
    __slots__ = ("state", "script")

    def __init__(self, state: int, script: list[int] | None = None) -> None:
        self.state = state & _MASK
        self.script = script  # scripted die faces, consumed from the front; None = real dice

    def next64(self) -> int:
        self.state = (self.state + _GAMMA) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next64() >> 11) * (1.0 / 9007199254740992.0)

    def below(self, n: int) -> int:
        """An int in [0, n)."""
        return int(self.random() * n)

    def shuffle(self, items: list[Any]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def roll(self, n: int, explosion_faces: int) -> tuple[list[int], int]:
        """Roll n dice: their faces and how many show an explosion (a face below `explosion_faces`)."""
        faces = self.faces(n)
        return faces, sum(f < explosion_faces for f in faces)

    def explosions(self, n: int, explosion_faces: int) -> int:
        """What roll() returns as the count, drawing the same numbers, without making the faces (the
        replay of a saved game rolls only this way: faces()' loop with a threshold for the face)."""
        if self.script is not None:
            return self.roll(n, explosion_faces)[1]
        below = _EXPLODES_BELOW[explosion_faces]
        k = 0
        state = self.state
        for _ in range(n):
            state = (state + _GAMMA) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            if (z ^ (z >> 31)) >> 11 < below:
                k += 1
        self.state = state
        return k

    def faces(self, n: int) -> list[int]:
        """Roll n dice; faces 0..5. A face below the game's explosion count shows an explosion."""
        if self.script is None:
            out = []
            state = self.state
            for _ in range(n):
                state = (state + _GAMMA) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                out.append(int(((z ^ (z >> 31)) >> 11) * _TO_FACE))
            self.state = state
            return out
        if len(self.script) < n:
            raise ScriptExhausted(f"scripted dice exhausted: needed {n}, {len(self.script)} left")
        out = self.script[:n]
        del self.script[:n]
        return out


def _first_showing(face: int) -> int:
    """The smallest 53-bit draw m whose die shows `face` or more (int(m * _TO_FACE) grows with m)."""
    lo, hi = 0, 1 << 53
    while lo < hi:
        mid = (lo + hi) // 2
        if int(mid * _TO_FACE) >= face:
            hi = mid
        else:
            lo = mid + 1
    return lo


# A draw explodes with `e` explosion faces exactly when it is below _EXPLODES_BELOW[e].
_EXPLODES_BELOW = {e: _first_showing(e) for e in range(FACES + 1)}


def seed_state(seed: int) -> int:
    """Mix a user seed into a generator state (distinct seeds, distinct streams)."""
    r = Rng(seed ^ 0x5DEECE66D)
    return r.next64()


def parse_script(text: str, explosion_faces: int) -> list[int]:
    """`X` explosion, `-` blank, spaces ignored (SCENARIOS.md)."""
    out = []
    for ch in text:
        if ch == "X":
            out.append(0)
        elif ch == "-":
            out.append(FACES - 1 if explosion_faces < FACES else 0)
        elif ch.isspace():
            continue
        else:
            raise ValueError(f"dice script: unexpected character {ch!r}")
    return out
