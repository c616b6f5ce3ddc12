"""Computer players for Comanda & Conquista (VARIANTS.md V3): `random` for now (the simulations, the tests and
the engine benchmark); the AI levels come later.

`AGENTS` (level -> factory(seed)) is what `ai/registry.py` finds through `conquest_qt/manifest.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def __getattr__(name: str) -> Any:
    if name != "AGENTS":
        raise AttributeError(name)
    from conquest_qt.ai.cc.random_player import RandomCcPlayer

    agents: dict[str, Callable[[int], Any]] = {"random": RandomCcPlayer}
    return agents
