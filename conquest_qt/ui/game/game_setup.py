"""What a new game is made of: seats (colour, name, human or AI level), R11 options and a seed."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from conquest_qt.ai.registry import AGENTS
from conquest_qt.engine.options import Options

AI_LEVELS: tuple[str, ...] = ("easy", "normal", "hard", "expert")  # the dialog's order; then the rest


@dataclass(frozen=True)
class Seat:
    colour: str
    name: str
    human: bool
    level: str = "normal"  # AI level (ignored for humans)


@dataclass(frozen=True)
class GameSetup:
    seats: tuple[Seat, ...]
    options: Options = field(default_factory=Options)
    seed: int | None = None  # None: a random seed is chosen at start

    @property
    def colours(self) -> list[str]:
        return [s.colour for s in self.seats]

    @property
    def humans(self) -> list[str]:
        return [s.colour for s in self.seats if s.human]

    def seat(self, colour: str) -> Seat:
        return next(s for s in self.seats if s.colour == colour)

    def resolved_seed(self) -> int:
        return self.seed if self.seed is not None else random.SystemRandom().randrange(1, 2**31)


def agent_name(level: str) -> str:
    """The registry name that plays a level: the level itself once registered, else the best stand-in."""
    if level in AGENTS:
        return level
    for fallback in ("normal", "easy", "random"):
        if fallback in AGENTS:
            return fallback
    return next(iter(AGENTS))


def available_levels() -> list[str]:
    """Levels to offer in the new-game dialog (the three of the design, plus any extra registered)."""
    return list(AI_LEVELS) + sorted(n for n in AGENTS if n not in AI_LEVELS)


def slowest_level() -> str:
    for name in ("hard", "normal", "easy", "random"):
        if name in AGENTS:
            return name
    return next(iter(AGENTS))
