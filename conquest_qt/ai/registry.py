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
from conquest_qt.ai.safe import safest

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


def addon_parts(ruleset: str, addons: Iterable[str] = ()) -> list[tuple[str, Any, dict[str, Any]]]:
    """(id, AI_PART, VARIANTS) of the add-ons whose AI homes give computer players skills: the enabled ones
    (`addons`), or with none given every add-on the ruleset takes (to know their player-type variants)."""
    ids = tuple(addons) or tuple(manifest.addons_for(ruleset))
    out = []
    for aid in ids:
        entry = manifest.get(aid)
        if not entry.ai:
            continue
        module = importlib.import_module(entry.ai)
        part = getattr(module, "AI_PART", None)
        if part is not None:
            out.append((aid, part, dict(getattr(module, "VARIANTS", {}))))
    return out


def split_type(name: str, ruleset: str = manifest.DEFAULT) -> tuple[str, str]:
    """A player type `level` or `level-variant` (a variant an add-on's AI part names, e.g. `normal-nonuke`)."""
    level, _, variant = name.partition("-")
    if variant and not any(variant in v for _, _, v in addon_parts(ruleset)):
        raise ValueError(f"unknown player type {name!r}")
    return level, variant


def make_agent(name: str, seed: int = 0, ruleset: str = manifest.DEFAULT, addons: Iterable[str] = ()) -> Any:
    """A computer player of that level; with add-ons enabled (`addons`: their ids) each add-on's AI part
    (its home's `AI_PART(agent, level, seed, ruleset, variant)`) is composed around it, in the order given: it
    answers the add-on's own decisions and may amend the player's; the whole is guarded (`AddonGuard`) so
    that it always answers legally."""
    agents = agents_for(ruleset)
    try:
        level, variant = split_type(name, ruleset)
        agent = agents[level](seed)
    except (KeyError, ValueError):
        raise ValueError(f"unknown player type {name!r}; known: {', '.join(sorted(agents))}") from None
    enabled = tuple(addons)
    if not enabled:
        return agent
    base = agent
    for _aid, part, variants in addon_parts(ruleset, enabled):
        agent = part(agent, level, seed, ruleset, variant if variant in variants else "")
    return AddonGuard(agent, seed, base)


class AddonGuard:
    """A computer player in a game with add-ons: `agent` is the ruleset's player `base` with the enabled
    add-ons' AI parts composed around it, which answer the add-ons' own decisions. An answer the rules refuse
    in the position it sees (say a move into a contaminated area, V2.7) is replaced by the base player's own
    answer (an add-on part's amendment refused), else by the safest legal one; an add-on's decision without an
    AI part for it gets the safest legal answer. So every level plays legal games with any add-on on. A
    player that fails on a board the add-on changed (an unowned area it looks up) gets the safest answer too."""

    def __init__(self, agent: Any, seed: int = 0, base: Any = None) -> None:
        self.agent = agent
        self.base = agent if base is None else base  # the ruleset's player inside the add-ons' AI parts
        self._seed = seed * 7877 + 5

    def __getattr__(self, name: str) -> Any:  # name, explain(), …: the wrapped player's
        if name.startswith("__") or name == "agent":  # (unpickling looks up __setstate__ before `agent` is set)
            raise AttributeError(name)
        return getattr(self.agent, name)

    def decide_view(self, view: Any) -> dict[str, Any]:
        from conquest_qt.engine import rulesets
        from conquest_qt.engine.errors import RuleError
        from conquest_qt.engine.legal import legal_actions

        d = view.pending
        own_kinds = rulesets.get(view.public["options"].get("ruleset", manifest.DEFAULT)).game.TABLE.kinds
        self._seed += 1
        game = view.sample_game(self._seed)
        players = [self.agent] if d.kind in own_kinds or self.agent is not self.base else []
        if d.kind in own_kinds and self.base is not self.agent:
            players.append(self.base)  # an add-on part's amendment refused: the ruleset's player's own answer
        for player in players:
            try:
                action: dict[str, Any] = player.decide_view(view)
                game.copy().apply(d.player, action)
                return action
            except RuleError:
                pass
            except (LookupError, TypeError, ValueError, AttributeError, AssertionError):
                # a player that does not know the add-on's board (an unowned, contaminated area: V2.7) may
                # fail on it: it must never be stuck, so it gets the safest legal answer
                pass
        return safest(legal_actions(game))
