"""The nuclear add-on's computer-player part (VARIANTS.md V2; manifest.py names this home).

`AI_PART(agent, level, seed, ruleset, variant)` gives a ruleset's player of that level its nuclear skills
(ai/nuclear/player.py): it buys, holds, fires, intercepts and counter-strikes by its level's policy
(ai/nuclear/policy.py) using the exact odds of a nuclear battle (ai/nuclear/odds.py). `VARIANTS` names the
player-type suffixes the registry offers with the add-on (`normal-nonuke`: never buys or fires, answers what
it must). The registry composes the enabled add-ons' parts around a level's player (ai/registry.py)."""

from __future__ import annotations

from typing import Any

from conquest_qt.ai.nuclear.policy import VARIANTS, policy_for


def compose(agent: Any, level: str, seed: int, ruleset: str, variant: str = "") -> Any:
    from conquest_qt.ai.nuclear.player import NuclearPlayer

    return NuclearPlayer(agent, policy_for(level, variant), seed, ruleset)


AI_PART = compose
__all__ = ["AI_PART", "VARIANTS"]
