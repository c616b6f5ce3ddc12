"""AI players by name (for the new-game dialog, conquest-sim and saves), per ruleset.

A ruleset's computer players live in its own AI package (`conquest_qt/manifest.py` names it: `ai/<id>/`),
whose `__init__` defines `AGENTS: dict[level, factory(seed)]`. Every agent has `decide_view(view) -> action`
and sees only that view. This module only looks them up: it holds no table of its own.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
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


def make_agent(name: str, seed: int = 0, ruleset: str = manifest.DEFAULT, addons: Iterable[str] = ()) -> Any:
    """A computer player of that level; with add-ons enabled (`addons`: their ids) it is guarded so that it
    always answers legally (`AddonGuard`) until the add-ons' AI parts give it their skills."""
    agents = agents_for(ruleset)
    try:
        agent = agents[name](seed)
    except KeyError:
        raise ValueError(f"unknown player type {name!r}; known: {', '.join(sorted(agents))}") from None
    return AddonGuard(agent, seed) if tuple(addons) else agent


# the safest answers, in this order, when a player does not know a decision: to pass, to stop, to end a stage
SAFE_TYPES = ("pass", "stop", "end_attacks", "end_moves", "end_turn")


class AddonGuard:
    """A ruleset's computer player in a game with add-ons: the add-ons' own decisions (kinds its ruleset's
    table does not have) get the safest legal answer, and an answer of its own that the rules refuse in the
    position it sees (say a move into a contaminated area, V2.7) is replaced by the safest legal one. So
    every level plays legal games with any add-on on; an add-on's AI part gives it real skills later. A player
    that fails on a board the add-on changed (an unowned area it looks up) gets the safest answer too."""

    def __init__(self, agent: Any, seed: int = 0) -> None:
        self.agent = agent
        self._seed = seed * 7877 + 5

    def __getattr__(self, name: str) -> Any:  # name, explain(), …: the wrapped player's
        return getattr(self.agent, name)

    def decide_view(self, view: Any) -> dict[str, Any]:
        from conquest_qt.engine import rulesets
        from conquest_qt.engine.errors import RuleError
        from conquest_qt.engine.legal import legal_actions

        d = view.pending
        own_kinds = rulesets.get(view.public["options"].get("ruleset", manifest.DEFAULT)).game.TABLE.kinds
        self._seed += 1
        game = view.sample_game(self._seed)
        if d.kind in own_kinds:
            try:
                action: dict[str, Any] = self.agent.decide_view(view)
                game.copy().apply(d.player, action)
                return action
            except RuleError:
                pass
            except (LookupError, TypeError, ValueError, AttributeError, AssertionError):
                # a player that does not know the add-on's board (an unowned, contaminated area: V2.7) may
                # fail on it: it must never be stuck, so it gets the safest legal answer
                pass
        return safest(legal_actions(game))


def safest(legal: list[dict[str, Any]]) -> dict[str, Any]:
    """The safest of the legal answers: pass, stop, end a stage, else the first (a template's count is 1)."""
    for t in SAFE_TYPES:
        for a in legal:
            if a["type"] == t:
                return dict(a)
    first = dict(legal[0])
    if "count" in first and first["type"] in ("move", "transport"):
        first["count"] = 1
    return first
