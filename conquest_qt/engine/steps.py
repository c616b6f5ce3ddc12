"""The step table every ruleset's round is written as (ARCHITECTURE principle 2).

A ruleset lists its steps top to bottom: a `Forced` row runs a function that moves the game on, an
`Ask` row waits for one player's decision of that kind (`Game.pending()`) and handles the answer. Each
row names the steps it may go to; `StepTable` checks that every name is a row (or `OVER`) and builds
the lookups the machine (`engine/machine.py`) uses. No name is found by scanning a class.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

OVER = "over"  # the step of a finished game


@dataclass(frozen=True)
class Forced:
    """A step nobody decides: `run(game)` changes the state and sets the next step."""

    name: str
    run: Callable[[Any], None]
    to: tuple[str, ...]


@dataclass(frozen=True)
class Ask:
    """A decision of `kind`: `handle(game, player, action)` validates completely, then changes the state."""

    kind: str
    accepts: tuple[str, ...]  # the action types it takes
    handle: Callable[[Any, str, dict[str, Any]], None]
    to: tuple[str, ...]

    @property
    def name(self) -> str:
        return self.kind


class StepTable:
    def __init__(self, rows: Iterable[Forced | Ask]) -> None:
        self.rows: tuple[Forced | Ask, ...] = tuple(rows)
        names = [r.name for r in self.rows]
        if len(set(names)) != len(names):
            raise ValueError("a step is listed twice")
        known = {*names, OVER}
        for r in self.rows:
            unknown = [t for t in r.to if t not in known]
            if unknown:
                raise ValueError(f"step {r.name!r} goes to unknown steps {unknown}")
        self.forced: dict[str, Callable[[Any], None]] = {r.name: r.run for r in self.rows if isinstance(r, Forced)}
        self.asks: dict[str, Ask] = {r.kind: r for r in self.rows if isinstance(r, Ask)}
        # kind -> (accepted action types as plain str: compared with an action's "type" on every
        # decision, where a plain literal is found by identity), handler)
        self.answers: dict[str, tuple[tuple[str, ...], Callable[[Any, str, dict[str, Any]], None]]] = {
            k: (tuple(str.__str__(t) for t in a.accepts), a.handle) for k, a in self.asks.items()}
        self.accepts: dict[str, tuple[str, ...]] = {k: acc for k, (acc, _) in self.answers.items()}
        self.kinds: dict[str, str] = {k: a.kind for k, a in self.asks.items()}  # a stored name -> its kind

    def successors(self, name: str) -> tuple[str, ...]:
        return next(r.to for r in self.rows if r.name == name)
