"""A game is setup + seed + decision log (principle 2): rebuild it exactly."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from conquest_qt.engine import rulesets
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.events import Event
from conquest_qt.engine.undo import UndoTrail

if TYPE_CHECKING:
    from conquest_qt.engine.machine import RulesetOptions as Options
    from conquest_qt.engine.machine import TableGame as Game


@dataclass
class LoggedGame:
    """A live game plus everything needed to replay it."""

    players: list[str]
    options: Options
    seed: int
    game: Game
    log: list[dict[str, Any]]  # [{"player": colour, "action": {...}}, ...]
    undo_trail: UndoTrail = field(default_factory=UndoTrail, repr=False, compare=False)  # engine/undo.py

    @classmethod
    def new(cls, players: list[str], options: Options | None = None, seed: int = 0) -> LoggedGame:
        options = options or rulesets.get(rulesets.DEFAULT).options()
        game = rulesets.get(options.ruleset).game.new(players, options, seed)
        return cls(list(players), options, seed, game, [])

    def apply(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        self.undo_trail.before(self, action)
        events: list[dict[str, Any]] = self.game.apply(player, action)
        self.log.append({"player": player, "action": action})
        self.undo_trail.after(self, action)
        return events

    # --- undo/redo of movement decisions (engine/undo.py) ----------------------------------------
    def can_undo(self) -> bool:
        return self.undo_trail.can_undo(self)

    def undo(self) -> dict[str, Any]:
        return self.undo_trail.undo(self)

    def can_redo(self) -> bool:
        return self.undo_trail.can_redo(self)

    def redo(self) -> list[dict[str, Any]]:
        return self.undo_trail.redo(self)


class ReplayError(ValueError):
    def __init__(self, index: int, error: RuleError | str) -> None:
        super().__init__(f"decision {index + 1}: {error}")
        self.index = index
        self.error = error


def replay(players: list[str], options: Options, seed: int, log: list[dict[str, Any]]) -> LoggedGame:
    """Replay a log from the seed; an illegal entry raises ReplayError naming it."""
    lg = LoggedGame.new(players, options, seed)
    for i, entry in enumerate(log):
        if not isinstance(entry, dict) or not isinstance(entry.get("player"), str):
            raise ReplayError(i, "malformed entry")
        try:
            lg.apply(entry["player"], entry.get("action"))  # type: ignore[arg-type] # the engine refuses a non-dict
        except RuleError as exc:
            raise ReplayError(i, exc) from None
    return lg


def history(players: list[str], options: Options, seed: int,
            log: list[dict[str, Any]]) -> Iterator[tuple[list[Event], Game]]:
    """A logged game's events as they happened: the opening's, then each decision's, each with the game
    right after them (a replay that reports its events; the log is one that replayed already)."""
    game, events = rulesets.get(options.ruleset).game.opening(players, options, seed)
    yield events, game
    for entry in log:
        yield game.apply(entry["player"], entry["action"]), game
