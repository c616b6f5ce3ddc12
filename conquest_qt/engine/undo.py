"""Undo/redo of a ruleset's undoable decisions (its `UndoPolicy`; Conquest: only `move` and `transport`
in the open movement stage, issue 6; Risk: a placement, an occupation or a fortify of the player's
turn until his next roll, issue 15).

Nothing involving dice is ever undone: a torpedo or armistice card, `end_moves`, battles and every
other decision close the chain for good. The trail keeps one copy of the game taken just before the
first move of the current chain; undo restores that copy and re-applies the remaining moves (they
roll no dice), so the state — generator included — and the log are exactly what they were.

Use through LoggedGame: `can_undo()`, `undo()`, `can_redo()`, `redo()`. After an undo or redo the
GameDriver must re-announce the position (`driver.start()`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from conquest_qt.engine import rulesets
from conquest_qt.engine.rng import Rng

if TYPE_CHECKING:
    from conquest_qt.engine.machine import TableGame as Game
    from conquest_qt.engine.replay import LoggedGame



def policy(game: Game) -> rulesets.UndoPolicy:
    return rulesets.of(game).undo


def undoable(game: Game, action: Any) -> bool:
    p = policy(game)
    return game.s.step in p.steps() and isinstance(action, dict) and action.get("type") in p.types


def _decider(game: Game) -> str | None:
    d = game.pending()
    return None if d is None else d.player


@dataclass
class UndoTrail:
    enabled: bool = True  # off for headless games and while replaying the older part of a log (loading)
    anchor_index: int = -1  # log length when the chain started; -1 = no chain
    anchor: Game | None = None
    player: str | None = None  # who took the chain's decisions (it ends when someone else decides)
    redo_stack: list[dict[str, Any]] = field(default_factory=list)
    _redoing: bool = False

    def before(self, lg: LoggedGame, action: Any) -> None:
        if self.enabled and self.anchor is None and undoable(lg.game, action):
            self.anchor_index, self.anchor, self.player = len(lg.log), lg.game.copy(), _decider(lg.game)

    def after(self, lg: LoggedGame, action: Any) -> None:
        """Called once the action is applied and logged."""
        if self.anchor is None and not self.redo_stack:  # the common case: no chain open
            return
        dice_moved = self.anchor is not None and self.anchor.rng.state != lg.game.rng.state
        p = policy(lg.game)
        if not (isinstance(action, dict) and action.get("type") in p.types) or dice_moved \
                or lg.game.s.step not in p.steps() or _decider(lg.game) != self.player:
            self.clear()
        elif not self._redoing:
            self.redo_stack.clear()

    def clear(self) -> None:
        self.anchor_index, self.anchor, self.player = -1, None, None
        self.redo_stack.clear()

    def can_undo(self, lg: LoggedGame) -> bool:
        return (self.anchor is not None and len(lg.log) > self.anchor_index
                and lg.game.s.step in policy(lg.game).steps() and _decider(lg.game) == self.player)

    def can_redo(self, lg: LoggedGame) -> bool:
        return (bool(self.redo_stack) and self.anchor is not None and lg.game.s.step in policy(lg.game).steps()
                and _decider(lg.game) == self.player)

    def undo(self, lg: LoggedGame) -> dict[str, Any]:
        """Take back the last move or transport; returns its log entry."""
        if not self.can_undo(lg):
            raise ValueError("nothing to undo")
        assert self.anchor is not None
        entry = lg.log.pop()
        redo = self.redo_stack
        base = self.anchor
        game = lg.game
        game.s = base.s.copy()
        game.rng = Rng(base.rng.state, None if base.rng.script is None else list(base.rng.script))
        game.events = []
        for e in lg.log[self.anchor_index:]:
            game.apply(e["player"], e["action"])
        game.events = []
        redo.append(entry)
        return entry

    def redo(self, lg: LoggedGame) -> list[dict[str, Any]]:
        """Apply the last undone move again; returns its events."""
        if not self.can_redo(lg):
            raise ValueError("nothing to redo")
        entry = self.redo_stack.pop()
        self._redoing = True
        try:
            return lg.apply(entry["player"], entry["action"])
        finally:
            self._redoing = False


def trailing_chain_start(actions: Sequence[Any], types: tuple[str, ...], key: str | None = None) -> int:
    """Index of the first of the undoable actions (`types`) that end a list of actions (len if none).
    With `key`, the list holds log entries and each action is `entry[key]`."""
    i = len(actions)
    while i > 0:
        action = actions[i - 1] if key is None else actions[i - 1][key]
        if not (isinstance(action, dict) and action.get("type") in types):
            break
        i -= 1
    return i
