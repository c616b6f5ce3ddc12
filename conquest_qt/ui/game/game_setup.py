"""What a new game is made of: seats (colour, name, human or AI level), R11 options and a seed."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from conquest_qt.ai.registry import AGENTS, agents_for
from conquest_qt.engine.rulesets.conquest.options import Options

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


def agent_name(level: str, ruleset: str = "conquest") -> str:
    """The registry name that plays a level in that ruleset: the level itself once registered, else the best
    stand-in (a Conquest save's "expert" in a ruleset without one plays "hard")."""
    agents = agents_for(ruleset)
    if level in agents:
        return level
    for fallback in ("hard", "normal", "easy", "random") if level == "expert" else ("normal", "easy", "random"):
        if fallback in agents:
            return fallback
    return next(iter(agents))


def available_levels(ruleset: str = "conquest") -> list[str]:
    """Levels to offer in the new-game dialog: the ruleset's registered ones (ai/registry.agents_for),
    those of the design's order first, then any other."""
    agents = agents_for(ruleset)
    return [lv for lv in AI_LEVELS if lv in agents] + sorted(n for n in agents if n not in AI_LEVELS)


def slowest_level() -> str:
    for name in ("hard", "normal", "easy", "random"):
        if name in AGENTS:
            return name
    return next(iter(AGENTS))
