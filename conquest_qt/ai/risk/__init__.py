"""Computer players for the Risk ruleset (VARIANTS.md V1): random, easy, normal, hard.

`AGENTS` (level -> factory(seed)) is what `ai/registry.py` finds through `conquest_qt/manifest.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conquest_qt.ai.risk.players import EasyRiskPlayer, HardRiskPlayer, NormalRiskPlayer, RandomRiskPlayer

AGENTS: dict[str, Callable[[int], Any]] = {
    "random": RandomRiskPlayer,
    "easy": EasyRiskPlayer,
    "normal": NormalRiskPlayer,
    "hard": HardRiskPlayer,
}
