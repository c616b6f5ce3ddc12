"""The whole analysis of a growing game, fed only what was added since the last time (issue 16).

`Analyser(players, options, seed, start)` keeps a copy of the game replayed up to the decisions it has seen
(from `start`, the position the game began in, when it did not begin as a new game: a described one), and
the accumulators of statistics per round, luck items, dice counts and win chances. `feed(log, limit,
more)` takes the log as it stands now: the decisions it already knows are compared, the new ones
replayed (at most `limit` of them, and only while `more()` says so: the caller chunks the work), and a
log that is shorter or differs (an undo) sends it back to the last checkpoint (one at every round's
start) before the first difference.
`result()` gives the same numbers as a full replay (stats.round_stats, luck.items, luck.dice_fairness,
winchance.timeline) for the decisions fed so far.

Pure Python like the engine: no clock; the caller decides how much work one call may do.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from conquest_qt.analysis import adapters, winchance
from conquest_qt.analysis.luck import Fairness, LuckItem, chi2_test
from conquest_qt.analysis.stats import RoundStats, player_row
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.replay import LoggedGame, ReplayError


@dataclass(frozen=True)
class Snapshot:
    """What the analysis holds after `decisions` decisions."""

    rows: list[RoundStats]
    items: list[LuckItem]
    fairness: list[Fairness]
    timeline: list[tuple[int, dict[str, float]]]
    over: bool
    decisions: int


@dataclass
class _Checkpoint:
    """The analysis at a round's start: a copy of the game and what the accumulators held."""

    position: int
    game: Any
    round: int
    counts: dict[str, dict[str, int]]  # the counts of the round under way (its forced steps)
    stats_carried: dict[str, Any]
    luck_carried: dict[str, Any]
    dice: dict[int, list[int]]
    items: int
    rows: int
    timeline: int


class Analyser:
    def __init__(self, players: list[str], options: Any, seed: int, start: Any = None) -> None:
        self.players = list(players)
        self.options = options
        self.seed = seed
        self.adapter = adapters.for_options(options)  # the ruleset's, with the add-ons' statistics
        # the log is replayed from the position the game began in: a new game's, or `start` (a copy is kept)
        self.game = start.copy() if start is not None else LoggedGame.new(self.players, self.options, self.seed).game
        self.log: list[dict[str, Any]] = []  # the decisions fed so far
        self.round = self.game.s.round  # the round the next decision starts in
        self.counts: dict[int, dict[str, dict[str, int]]] = {self.round: {}}
        self.stats_carried: dict[str, Any] = {}
        self.luck_carried: dict[str, Any] = {}
        self.dice: dict[int, list[int]] = {}
        self.items: list[LuckItem] = []
        self.rows: list[RoundStats] = []  # the finished rounds
        self.timeline: list[tuple[int, dict[str, float]]] = []  # after each finished round
        self.checkpoints: list[_Checkpoint] = []
        self.version = 0  # grows whenever what `result` gives may have changed
        self._checkpoint()

    @property
    def decisions(self) -> int:
        return len(self.log)

    # --- following the log ----------------------------------------------------------------------
    def feed(self, log: list[dict[str, Any]], limit: int | None = None,
             more: Callable[[], bool] | None = None) -> bool:
        """Catch up with `log` (the game's whole log as it stands): at most `limit` new decisions are
        replayed, and after each one only if `more()` is true. True when the analysis has caught up."""
        same = self._common_prefix(log)
        if same < len(self.log):
            self._rewind(same)
        todo = log[len(self.log):] if limit is None else log[len(self.log):len(self.log) + max(0, limit)]
        for entry in todo:
            self._apply(entry)
            if more is not None and not more():
                break
        return len(self.log) == len(log)

    def _common_prefix(self, log: list[dict[str, Any]]) -> int:
        n = min(len(log), len(self.log))
        mine = self.log
        for i in range(n):
            if log[i] is not mine[i] and log[i] != mine[i]:
                return i
        return n

    def _rewind(self, position: int) -> None:
        """Back to the last checkpoint at or before `position` (an undo shortened the log)."""
        while self.checkpoints and self.checkpoints[-1].position > position:
            self.checkpoints.pop()
        cp = self.checkpoints[-1]
        self.version += 1
        self.game = cp.game.copy()
        del self.log[cp.position:]
        self.round = cp.round
        for r in [r for r in self.counts if r >= cp.round]:
            del self.counts[r]
        self.counts[cp.round] = copy.deepcopy(cp.counts)
        self.stats_carried = copy.deepcopy(cp.stats_carried)
        self.luck_carried = copy.deepcopy(cp.luck_carried)
        self.dice = {k: list(v) for k, v in cp.dice.items()}
        del self.items[cp.items:]
        del self.rows[cp.rows:]
        del self.timeline[cp.timeline:]

    def _checkpoint(self) -> None:
        self.checkpoints.append(_Checkpoint(
            len(self.log), self.game.copy(), self.round, copy.deepcopy(self.counts.get(self.round, {})),
            copy.deepcopy(self.stats_carried), copy.deepcopy(self.luck_carried),
            {k: list(v) for k, v in self.dice.items()}, len(self.items), len(self.rows), len(self.timeline)))

    def _apply(self, entry: dict[str, Any]) -> None:
        game, adapter = self.game, self.adapter
        before = adapter.capture(game)
        try:
            events = game.apply(entry["player"], entry["action"])
        except (RuleError, KeyError, TypeError) as exc:
            raise ReplayError(len(self.log), exc if isinstance(exc, RuleError) else "malformed entry") from None
        self.log.append(entry)
        self.version += 1
        # statistics: events belong to the round they happen in (stats.round_stats)
        r, start = self.round, 0
        for j, ev in enumerate(events):
            if ev["type"] == "round_started":
                adapter.count_events(events[start:j], self.counts.setdefault(r, {}), self.stats_carried)
                r, start = ev["round"], j
                self.counts.setdefault(r, {})
        adapter.count_events(events[start:], self.counts.setdefault(r, {}), self.stats_carried)
        self.items.extend(adapter.luck_items(before, events, self.options, self.luck_carried))
        for ev in events:
            found = adapter.dice(ev)
            if found:
                sides, faces = found
                row = self.dice.setdefault(sides, [0] * sides)
                for f in faces:
                    row[f] += 1
        now = game.s.round
        if now != self.round:  # rounds ended: their rows and chances read from this position
            by_state = adapter.state_stats(game)
            chances = winchance.chances(game)
            for ended in range(self.round, now):
                self.rows.append(self._row(ended, by_state))
                self.timeline.append((ended, chances))
            self.round = now
            self.counts.setdefault(now, {})
            self._checkpoint()

    def _row(self, round_: int, by_state: dict[str, dict[str, int]]) -> RoundStats:
        counts = self.counts.get(round_, {})
        row = RoundStats(round_)
        before = next((r for r in reversed(self.rows) if r.round < round_), None)
        for p in self.players:
            row.players[p] = player_row(by_state[p], counts.get(p), before, p)
        return row

    # --- reading it -----------------------------------------------------------------------------
    def result(self) -> Snapshot:
        """The analysis of the decisions fed so far (the round under way read from the current state)."""
        game = self.game
        rows = [*self.rows, self._row(self.round, self.adapter.state_stats(game))]
        timeline = [*self.timeline, (self.round, winchance.chances(game))]
        fairness = [chi2_test(list(row)) for _, row in sorted(self.dice.items())]
        return Snapshot(rows, list(self.items), fairness, timeline, bool(game.over), len(self.log))
