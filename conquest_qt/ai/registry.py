"""AI players by name (for the new-game dialog, conquest-sim and saves)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conquest_qt.ai.conquest.easy import EasyPlayer
from conquest_qt.ai.conquest.expert import ExpertPlayer
from conquest_qt.ai.conquest.hard import HardPlayer
from conquest_qt.ai.conquest.normal import NormalPlayer
from conquest_qt.ai.conquest.random_player import RandomPlayer
from conquest_qt.ai.risk.players import EasyRiskPlayer, HardRiskPlayer, NormalRiskPlayer, RandomRiskPlayer

AgentFactory = Callable[[int], Any]

# ruleset id (engine/rulesets) -> name -> factory(seed). Every agent has decide_view(view) -> action
# and sees only that view.
AGENTS_BY_RULESET: dict[str, dict[str, AgentFactory]] = {
    "conquest": {
        "random": RandomPlayer,
        "easy": EasyPlayer,
        "normal": NormalPlayer,
        "hard": HardPlayer,
        "expert": ExpertPlayer,
    },
    "risk": {
        "random": RandomRiskPlayer,
        "easy": EasyRiskPlayer,
        "normal": NormalRiskPlayer,
        "hard": HardRiskPlayer,
    },
}
AGENTS: dict[str, AgentFactory] = AGENTS_BY_RULESET["conquest"]  # the default ruleset's


def agents_for(ruleset: str = "conquest") -> dict[str, AgentFactory]:
    try:
        return AGENTS_BY_RULESET[ruleset]
    except KeyError:
        raise ValueError(f"no computer players for ruleset {ruleset!r}") from None


def make_agent(name: str, seed: int = 0, ruleset: str = "conquest") -> Any:
    agents = agents_for(ruleset)
    try:
        return agents[name](seed)
    except KeyError:
        raise ValueError(f"unknown player type {name!r}; known: {', '.join(sorted(agents))}") from None
