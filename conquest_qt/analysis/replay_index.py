"""Positions of a logged game at any decision, fast (issue 16, item 1).

Building the index replays the log once with events on, keeping each decision's events and a copy
of the game at the start of every round (and every `every` decisions). `at(i)` copies the nearest
checkpoint at or before decision i and replays the rest quietly (no events), so seeking costs one
copy plus at most a round of decisions.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import Any

from conquest_qt.analysis import adapters
from conquest_qt.engine import rulesets
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.events import Event
from conquest_qt.engine.replay import LoggedGame, ReplayError, replay

CHECKPOINT_EVERY = 64  # decisions; a round start is always a checkpoint too


@dataclass(frozen=True)
class PlayOn:
    """A new game's content from a shown position: what a new save needs (saves.make_save)."""

    players: list[str]
    options: Any
    seed: int
    log: list[dict[str, Any]]

    def logged(self) -> LoggedGame:
        """The new live game (replays the prefix)."""
        return replay(self.players, self.options, self.seed, self.log)


def kernel_turn(game: Any) -> tuple[Any, ...]:
    """Whose turn of which part of which round, read from the kernel's state fields (a ruleset without an
    analysis adapter yet, e.g. Risk: `round`, `phase` and `active` are fields every ruleset's state has)."""
    s = game.s
    return s.round, s.phase, s.active


def _turn_reader(ruleset_id: str) -> Any:
    try:
        return adapters.get(ruleset_id).turn_of
    except ValueError:  # no analysis adapter for that ruleset: the replay viewer still steps by turns
        return kernel_turn


class ReplayIndex:
    """`positions` = len(log) + 1: position i is the game after the first i decisions."""

    def __init__(self, players: list[str], options: Any, seed: int, log: list[dict[str, Any]],
                 every: int = CHECKPOINT_EVERY, capture: Any = None) -> None:
        self.players = list(players)
        self.options = options
        self.seed = seed
        self.log = list(log)
        self.every = max(1, every)
        self.events: list[list[Event]] = []  # events[i]: what decision i caused
        self.rounds: list[int] = []  # rounds[i]: the round of position i
        self.turns: list[int] = [0]  # positions where a player's turn (or a part of the round) begins
        turn_of = _turn_reader(options.ruleset)
        self.captures: list[Any] = []  # capture(game) before decision i (the luck ledger's needs)
        self._at: list[int] = []  # checkpoint positions, ascending
        self._games: list[Any] = []
        game = LoggedGame.new(self.players, options, seed).game
        self._keep(0, game)
        turn = turn_of(game)
        for i, entry in enumerate(self.log):
            if capture is not None:
                self.captures.append(capture(game))
            try:
                self.events.append(game.apply(entry["player"], entry["action"]))
            except (RuleError, KeyError, TypeError) as exc:
                raise ReplayError(i, exc if isinstance(exc, RuleError) else "malformed entry") from None
            self.rounds.append(game.s.round)
            now = turn_of(game)
            if now != turn:
                self.turns.append(i + 1)
                turn = now
            if game.s.round != self.rounds[-2] or (i + 1) % self.every == 0:
                self._keep(i + 1, game)
        self.final = game

    def _keep(self, position: int, game: Any) -> None:
        if not self.rounds:
            self.rounds.append(game.s.round)
        self._at.append(position)
        self._games.append(game.copy())

    @property
    def positions(self) -> int:
        return len(self.log) + 1

    def at(self, position: int) -> Any:
        """A fresh copy of the game after `position` decisions (yours to change)."""
        if not 0 <= position < self.positions:
            raise IndexError(position)
        k = bisect.bisect_right(self._at, position) - 1
        game = self._games[k].copy()
        game.quiet = True
        for entry in self.log[self._at[k]:position]:
            game.apply(entry["player"], entry["action"])
        game.quiet = False
        return game

    def step(self, game: Any, position: int) -> tuple[Any, list[Event]]:
        """From the game at `position` (e.g. the one shown) one decision on: the game at position+1
        (the same object, changed) and the events of that step (the moves to show)."""
        entry = self.log[position]
        game.quiet = True
        game.apply(entry["player"], entry["action"])
        game.quiet = False
        return game, self.events[position]

    def round_start(self, round_: int) -> int:
        """The first position in that round (the last position for a round past the end)."""
        return min(bisect.bisect_left(self.rounds, round_), self.positions - 1)

    def round_end(self, round_: int) -> int:
        """The last position still in that round."""
        return max(0, bisect.bisect_right(self.rounds, round_) - 1)

    def next_turn(self, position: int) -> int:
        """The first position of the next turn (the last position when there is none)."""
        k = bisect.bisect_right(self.turns, position)
        return self.turns[k] if k < len(self.turns) else self.positions - 1

    def previous_turn(self, position: int) -> int:
        """The start of the turn before the one `position` is in (0 at the start)."""
        k = bisect.bisect_right(self.turns, position) - 1
        return self.turns[max(0, k - 1)] if self.turns[k] == position else self.turns[k]

    @property
    def last_round(self) -> int:
        return self.rounds[-1]

    def play_on(self, position: int) -> PlayOn:
        """'Play on from here': a new game whose log is this one's first `position` decisions."""
        if not 0 <= position < self.positions:
            raise IndexError(position)
        return PlayOn(list(self.players), self.options, self.seed, [dict(e) for e in self.log[:position]])


def index_save(envelope: Any, every: int = CHECKPOINT_EVERY, with_luck: bool = True) -> ReplayIndex:
    """The index of a save envelope (saves.model.SaveEnvelope): players, options, seed, actions."""
    options = rulesets.options_from_dict(envelope.options.model_dump())
    capture = None
    if with_luck:
        capture = adapters.get(options.ruleset).capture
    return ReplayIndex([p.colour for p in envelope.players], options, envelope.seed, envelope.actions,
                       every, capture)
