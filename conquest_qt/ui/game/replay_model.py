"""A saved game watched step by step (issue 16, item 1): where the replay stands and how it moves.

`ReplayModel` wraps the analysis core's `ReplayIndex` (positions at any decision, checkpoints) for the
replay window: the shown position (0 = the opening, `last` = the end), moves by decision, turn and
round, the log lines up to the shown step (the current step's marked), the moves of the turn so far
(arrows) and the battle of the step. It never touches a running game: it has its own game copies.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from conquest_qt.analysis.replay_index import PlayOn, ReplayIndex
from conquest_qt.engine import rulesets
from conquest_qt.engine.view import player_view
from conquest_qt.ui.game.session import LogEntry
from conquest_qt.ui.game.turn_controller import move_arrow
from conquest_qt.ui.text.event_text import describe
from conquest_qt.ui.text.labels import PlayerNames

Arrow = tuple[str, str, str, int]  # from, to, kind (move, attack, air, sea), count
TURN_RESETS = ("phase_started", "turn_ended", "turn_started", "round_started")  # a new turn's arrows start
BATTLE_EVENTS = ("battle_started", "flag_taken", "battle_ended", "conquered",  # events naming a battle's area
                 "nuke_hits", "contaminated")  # a nuclear attack's (VARIANTS.md V2.4-V2.7)
STRIKE_EVENTS = ("nuke_declared", "nuke_intercepted", "nuke_rolled", "nuke_stopped")  # naming its target: `to`


class ReplaySeat:
    """A seat as the replay knows it: colour, the player's name, human or computer."""

    __slots__ = ("colour", "human", "level", "name")

    def __init__(self, colour: str, name: str, human: bool, level: str | None = None) -> None:
        self.colour, self.name, self.human, self.level = colour, name, human, level


def seats_of(players: Sequence[Any]) -> list[ReplaySeat]:
    """ReplaySeats of a save's PlayerMeta list (colour, name, kind "human"/"ai", level)."""
    return [ReplaySeat(p.colour, p.name, p.kind == "human", p.level) for p in players]


class ReplayModel(QObject):
    moved = Signal(int)  # the shown position changed (its number)

    def __init__(self, index: ReplayIndex, seats: Sequence[ReplaySeat], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.seats = list(seats)
        self.names = PlayerNames(self.seats)  # type: ignore[arg-type] # ReplaySeat has colour and name
        self.ruleset = index.options.ruleset
        # Hidden hands stay hidden unless the game is over or no human played (nobody's secret to keep).
        self.reveal = bool(index.final.over) or not any(s.human for s in self.seats)
        opening = rulesets.get(self.ruleset).game.opening(index.players, index.options, index.seed)[1]
        self.entries: list[LogEntry] = self._entries(opening)
        self.ends: list[int] = [len(self.entries)]  # ends[i]: log lines up to position i
        for events in index.events:
            self.entries.extend(self._entries(events))
            self.ends.append(len(self.entries))
        self.position = 0
        self.game = index.at(0)
        self._public: dict[str, Any] | None = None
        self._owners: tuple[int, dict[str, Any]] = (-1, {})  # (position, its owners): the turn's arrows

    def _entries(self, events: list[dict[str, Any]]) -> list[LogEntry]:
        out = []
        for ev in events:
            d = describe(ev, self.names, self.ruleset)
            if d is not None:
                out.append(LogEntry(d[0], d[1], ev, self.names, self.ruleset))
        return out

    # --- where it stands ------------------------------------------------------------------------
    @property
    def last(self) -> int:
        return self.index.positions - 1

    @property
    def round(self) -> int:
        return self.index.rounds[self.position]

    @property
    def last_round(self) -> int:
        return self.index.last_round

    def public(self) -> dict[str, Any]:
        """The shown position without hands, deck and dice generator."""
        if self._public is None:
            self._public = player_view(self.game, None).public
        return self._public

    def hands(self) -> dict[str, list[int]] | None:
        """Every player's cards at the shown position when they may be shown (`reveal`), else None."""
        if not self.reveal:
            return None
        return {p: list(h) for p, h in self.game.s.hands.items()}

    def hand_counts(self) -> dict[str, int]:
        return {p: len(h) for p, h in self.game.s.hands.items()}

    def card_type(self, card: int) -> str:
        return str(rulesets.get(self.ruleset).card_type(card))

    def decider(self) -> str | None:
        """Who made the decision that led to the shown position (None at the opening)."""
        return self.index.log[self.position - 1]["player"] if self.position else None

    def step_lines(self) -> range:
        """The log lines of the shown step (the current one, to mark)."""
        start = self.ends[self.position - 1] if self.position else 0
        return range(start, self.ends[self.position])

    def step_events(self) -> list[dict[str, Any]]:
        return list(self.index.events[self.position - 1]) if self.position else []

    def arrows(self) -> list[Arrow]:
        """The moves of the turn so far, up to the shown step (as the game showed them while played)."""
        k = bisect.bisect_right(self.index.turns, self.position) - 1
        start = self.index.turns[max(0, k)]
        if start == self.position and self.position:  # the step that began the turn: its own moves
            start -= 1
        owners = self._owners_at(start)  # as they were when the moves were made (battles come after them)
        out: list[Arrow] = []
        for events in self.index.events[start:self.position]:
            for ev in events:
                arrow = _arrow(ev, owners)
                if ev.get("type") in TURN_RESETS:
                    out = []
                elif arrow is not None and (not out or out[-1][:3] != arrow[:3]):
                    out.append(arrow)
        return out

    def _owners_at(self, position: int) -> dict[str, Any]:
        if self._owners[0] != position:
            game = self.game if position == self.position else self.index.at(position)
            self._owners = position, dict(game.s.owners)
        return self._owners[1]

    def battle_area(self) -> str | None:
        """The area the shown step fought over (the battle marker), else None."""
        for ev in reversed(self.step_events()):
            if ev.get("type") in BATTLE_EVENTS and isinstance(ev.get("area"), str):
                return str(ev["area"])
            if ev.get("type") == "attack_rolled" or ev.get("type") in STRIKE_EVENTS:
                return str(ev["to"])
        return None

    # --- moving ---------------------------------------------------------------------------------
    def seek(self, position: int) -> None:
        position = max(0, min(self.last, position))
        if position == self.position:
            return
        if position == self.position + 1:
            self.game, _events = self.index.step(self.game, self.position)
        else:
            self.game = self.index.at(position)
        self.position = position
        self._public = None
        self.moved.emit(position)

    def step(self, by: int) -> None:
        self.seek(self.position + by)

    def next_turn(self) -> None:
        self.seek(self.index.next_turn(self.position))

    def previous_turn(self) -> None:
        self.seek(self.index.previous_turn(self.position))

    def next_round(self) -> None:
        self.seek(self.index.round_start(self.round + 1))

    def previous_round(self) -> None:
        start = self.index.round_start(self.round)
        self.seek(start if start < self.position else self.index.round_start(self.round - 1))

    def play_on(self) -> PlayOn:
        """'Play on from here': the new game's players, options, seed and the log up to the shown step."""
        return self.index.play_on(self.position)


def _arrow(ev: dict[str, Any], owners: dict[str, Any]) -> Arrow | None:
    t = ev.get("type")
    if t in ("moved", "transported"):  # Conquest: as the turn controller draws them
        return move_arrow(ev, owners)
    if t == "attack_rolled":  # Risk
        return ev["from"], ev["to"], "attack", 0
    if t in ("occupied", "fortified"):
        return ev["from"], ev["to"], "move", int(ev.get("count", 0))
    if t == "nuke_declared":  # a nuclear attack (VARIANTS.md V2.2): from its nukes' area to its target
        return ev["from"], ev["to"], "attack", int(ev.get("count", 0))
    return None

