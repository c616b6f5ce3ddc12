"""AI players by name (for the new-game dialog, conquest-sim and saves)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conquest_qt.ai.easy import EasyPlayer
from conquest_qt.ai.hard import HardPlayer
from conquest_qt.ai.normal import NormalPlayer
from conquest_qt.ai.random_player import RandomPlayer

AgentFactory = Callable[[int], Any]

# name -> factory(seed). Every agent has decide_view(view) -> action and sees only that view.
AGENTS: dict[str, AgentFactory] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "normal": NormalPlayer,
    "hard": HardPlayer,
}


def make_agent(name: str, seed: int = 0) -> Any:
    try:
        return AGENTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown player type {name!r}; known: {', '.join(sorted(AGENTS))}") from None
