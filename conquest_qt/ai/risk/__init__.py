"""Computer players for the Risk ruleset (VARIANTS.md V1): random, easy, normal, hard, expert (ai/risk/expert.py).

`AGENTS` (level -> factory(seed)) is what `ai/registry.py` finds through `conquest_qt/manifest.py`. It is
built on first use (PEP 562): a module of the package (the attack odds, for the attack page and the
analysis) is imported without the players.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def __getattr__(name: str) -> Any:
    if name != "AGENTS":
        raise AttributeError(name)
    from conquest_qt.ai.risk.expert import ExpertRiskPlayer
    from conquest_qt.ai.risk.players import EasyRiskPlayer, HardRiskPlayer, NormalRiskPlayer, RandomRiskPlayer

    agents: dict[str, Callable[[int], Any]] = {
        "random": RandomRiskPlayer,
        "easy": EasyRiskPlayer,
        "normal": NormalRiskPlayer,
        "hard": HardRiskPlayer,
        "expert": ExpertRiskPlayer,
    }
    return agents
