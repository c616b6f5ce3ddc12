"""Computer players for the Conquest ruleset (RULES.md): random, easy, normal, hard, expert.

`AGENTS` (level -> factory(seed)) is what `ai/registry.py` finds through `conquest_qt/manifest.py`. It is
built on first use (PEP 562): a module of the package (the battle odds, for the battle panel and the
analysis) is imported without the players.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def __getattr__(name: str) -> Any:
    if name != "AGENTS":
        raise AttributeError(name)
    from conquest_qt.ai.conquest.easy import EasyPlayer
    from conquest_qt.ai.conquest.expert import ExpertPlayer
    from conquest_qt.ai.conquest.hard import HardPlayer
    from conquest_qt.ai.conquest.normal import NormalPlayer
    from conquest_qt.ai.conquest.random_player import RandomPlayer

    agents: dict[str, Callable[[int], Any]] = {
        "random": RandomPlayer,
        "easy": EasyPlayer,
        "normal": NormalPlayer,
        "hard": HardPlayer,
        "expert": ExpertPlayer,
    }
    return agents
