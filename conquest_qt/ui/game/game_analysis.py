"""What the statistics window shows of a game (issue 16), read from its decision log.

The log (players, options, seed, decisions) is replayed once into a `ReplayIndex`; the statistics per
round, the luck ledger, the dice fairness and the win chances come from `conquest_qt.analysis`. So a
loaded game shows its whole story, and nothing is kept beside the log that a load could lose.

Hidden information: all of it is what every player saw happen (areas, units, dice, battles) or may
count (how many cards each one holds); no card's name ever appears, so nothing here leaks a hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from conquest_qt.analysis import adapters, luck, stats, winchance
from conquest_qt.analysis.incremental import Analyser
from conquest_qt.analysis.luck import Fairness, PlayerLuck
from conquest_qt.analysis.replay_index import ReplayIndex
from conquest_qt.analysis.stats import RoundStats

TOTALS = ("fought", "won", "destroyed", "lost")  # counted per round; the table sums them


@dataclass(frozen=True)
class GameAnalysis:
    ruleset: str
    players: list[str]
    measures: tuple[str, ...]  # the statistics this ruleset has, in the order the window offers them
    rows: list[RoundStats]
    ledger: dict[str, PlayerLuck]
    fairness: list[Fairness]
    timeline: list[tuple[int, dict[str, float]]]
    over: bool
    decisions: int
    target: int | None = None  # the areas that win (Conquest's target_areas); None: won otherwise (Risk)
    winner: Any = None  # the game's winner when over: a colour, a team's colours (V3.9) or None (a draw)
    counted: tuple[str, ...] = ()  # an add-on's statistics counted per round (nukes fired…): summed like TOTALS

    def series(self, player: str, key: str) -> list[int]:
        return stats.series(self.rows, player, key)

    @property
    def rounds(self) -> list[int]:
        return [row.round for row in self.rows]

    def current(self, player: str) -> dict[str, int]:
        """The player's statistics as the game stands: the state's counts and the PP of the last round,
        battles and units destroyed or lost summed over all rounds."""
        if not self.rows:
            return {}
        out = dict(self.rows[-1].players[player])
        for key in (*TOTALS, *self.counted):
            out[key] = sum(row.players[player].get(key, 0) for row in self.rows)
        return out


def analyse(players: list[str], options: Any, seed: int, log: list[dict[str, Any]]) -> GameAnalysis:
    adapter = adapters.for_options(options)
    index = ReplayIndex(players, options, seed, log, capture=adapter.capture)
    return GameAnalysis(
        ruleset=options.ruleset, players=list(players), measures=tuple(adapter.STATS),
        rows=stats.round_stats(index), ledger=luck.ledger(luck.items(index), list(players)),
        fairness=luck.fairness(index), timeline=winchance.timeline(index), over=bool(index.final.over),
        decisions=len(log), target=options.to_dict().get("target_areas"), winner=index.final.s.winner,
        counted=tuple(getattr(adapter, "COUNTED", ())))


def analyse_logged(logged: Any) -> GameAnalysis:
    """Of a live or loaded game (engine.replay.LoggedGame: the session's `driver.logged`)."""
    return analyse(logged.players, logged.options, logged.seed, logged.log)


def analyser_of(logged: Any, start: Any = None) -> Analyser:
    """An empty incremental analysis of a live or loaded game: `feed` it the log (`analysed`); `start`: the
    position the game began in when not a new game's (a game from a described position)."""
    return Analyser(logged.players, logged.options, logged.seed, start)


def analysed(analyser: Analyser) -> GameAnalysis:
    """What the analyser holds now, as the window shows it: equal to `analyse` of the log fed so far."""
    snap = analyser.result()
    options = analyser.options
    return GameAnalysis(
        ruleset=options.ruleset, players=list(analyser.players), measures=tuple(analyser.adapter.STATS),
        rows=snap.rows, ledger=luck.ledger(snap.items, list(analyser.players)), fairness=snap.fairness,
        timeline=snap.timeline, over=snap.over, decisions=snap.decisions,
        target=options.to_dict().get("target_areas"), winner=analyser.game.s.winner,
        counted=tuple(getattr(analyser.adapter, "COUNTED", ())))
