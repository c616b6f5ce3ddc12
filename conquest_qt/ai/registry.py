"""AI players by name (for the new-game dialog, conquest-sim and saves), per ruleset.

A ruleset's computer players live in its own AI package (`conquest_qt/manifest.py` names it: `ai/<id>/`),
whose `__init__` defines `AGENTS: dict[level, factory(seed)]`. Every agent has `decide_view(view) -> action`
and sees only that view. This module only looks them up: it holds no table of its own.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from conquest_qt import manifest

AgentFactory = Callable[[int], Any]


def agents_for(ruleset: str = manifest.DEFAULT) -> dict[str, AgentFactory]:
    """The computer players of a ruleset by level; ValueError for a ruleset without any."""
    try:
        entry = manifest.get(ruleset)
    except ValueError:
        raise ValueError(f"no computer players for ruleset {ruleset!r}") from None
    if entry.is_addon:
        raise ValueError(f"no computer players for ruleset {ruleset!r}: it is an add-on")
    agents: dict[str, AgentFactory] = importlib.import_module(entry.ai).AGENTS
    return agents


AGENTS: dict[str, AgentFactory] = agents_for()  # the default ruleset's


def make_agent(name: str, seed: int = 0, ruleset: str = manifest.DEFAULT) -> Any:
    agents = agents_for(ruleset)
    try:
        return agents[name](seed)
    except KeyError:
        raise ValueError(f"unknown player type {name!r}; known: {', '.join(sorted(agents))}") from None
