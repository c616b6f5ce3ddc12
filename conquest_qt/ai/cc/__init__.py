"""Computer players for Comanda & Conquista (VARIANTS.md V3): random, easy, normal, hard (ai/cc/players.py).

`AGENTS` (level -> factory(seed)) is what `ai/registry.py` finds through `conquest_qt/manifest.py`. It is
built on first use (PEP 562).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def __getattr__(name: str) -> Any:
    if name != "AGENTS":
        raise AttributeError(name)
    from conquest_qt.ai.cc.players import EasyCcPlayer, HardCcPlayer, NormalCcPlayer
    from conquest_qt.ai.cc.random_player import RandomCcPlayer

    agents: dict[str, Callable[[int], Any]] = {
        "random": RandomCcPlayer,
        "easy": EasyCcPlayer,
        "normal": NormalCcPlayer,
        "hard": HardCcPlayer,
    }
    return agents
