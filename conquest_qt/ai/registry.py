"""AI players by name (for the new-game dialog, conquest-sim and saves)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conquest_qt.ai.random_player import RandomPlayer

AgentFactory = Callable[[int], Any]

# name -> factory(seed). Every agent has decide_view(view) -> action.
AGENTS: dict[str, AgentFactory] = {
    "random": RandomPlayer,
}


def make_agent(name: str, seed: int = 0) -> Any:
    try:
        return AGENTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown player type {name!r}; known: {', '.join(sorted(AGENTS))}") from None
