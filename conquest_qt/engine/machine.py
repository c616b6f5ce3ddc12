"""The kernel of a game: answer who must decide what, apply a decision, run forced steps (principle 2).

A ruleset's game class derives from `TableGame` and sets `TABLE` (engine/steps.py). Its state has
`step`, `phase` and `ctx` (`ctx["who"]`, `ctx["info"]` for the pending decision); decisions are
validated completely before anything changes, so a `RuleError` always leaves the state untouched.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from conquest_qt.engine.decision import Decision
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.events import Event
from conquest_qt.engine.rng import Rng, seed_state
from conquest_qt.engine.steps import OVER, StepTable


class TableGame:
    TABLE: ClassVar[StepTable]
    RULESET: ClassVar[str]  # the registry's id (engine/rulesets)
    # A quiet game reports no events (replaying a saved log: nobody watches). Its state, dice included,
    # evolves exactly as a loud one's; code that emits directly (events.append) must check it too.
    quiet: bool = False
    s: Any  # the ruleset's state: step, phase, ctx, rng (the generator's state, principle 4)
    rng: Rng
    events: list[Event]

    STATE: ClassVar[Callable[..., Any]]  # the ruleset's state: STATE(options=, players=, rng=)
    OPTIONS: ClassVar[Callable[[], Any]]  # its options' defaults
    CHECK_SETUP: ClassVar[Callable[[Any, list[str]], None]]  # refuses options that do not fit the players
    SHARED: ClassVar[tuple[str, ...]] = ("topo",)  # read-only attributes a copy shares with its original

    # --- construction (a ruleset's class sets STATE, OPTIONS, CHECK_SETUP and writes _setup) ------------
    @classmethod
    def new(cls, players: list[str], options: Any = None, seed: int = 0, topo: Any = None) -> Any:
        """A fresh game at its first real decision."""
        return cls.opening(players, options, seed, topo)[0]

    @classmethod
    def opening(cls, players: list[str], options: Any = None, seed: int = 0,
                topo: Any = None) -> tuple[Any, list[Event]]:
        """A fresh game at its first real decision, and the events of the set-up that led there."""
        options = options or cls.OPTIONS()
        cls.CHECK_SETUP(options, players)
        game = cls(cls.STATE(options=options, players=list(players), rng=seed_state(seed)), topo)  # type: ignore[call-arg]
        game._setup()
        game._advance()
        events, game.events = game.events, []
        return game, events

    def _setup(self) -> None:
        """The ruleset's set-up before the first forced step."""
        raise NotImplementedError

    def copy(self) -> Any:
        """An independent game in the same position (the generator included)."""
        self.s.rng = self.rng.state
        g = self.__class__.__new__(self.__class__)
        for name in self.SHARED:
            setattr(g, name, getattr(self, name))
        g.s = self.s.copy()
        g.rng = Rng(self.rng.state, None if self.rng.script is None else list(self.rng.script))
        g.events = []
        return g

    def snapshot(self) -> dict[str, Any]:
        self.s.rng = self.rng.state
        return self.s.to_dict()

    def pending(self) -> Decision | None:
        """Whose real decision the game waits for, or None when it is over."""
        kind = self.TABLE.kinds.get(self.s.step)
        if kind is None:
            return None
        ctx = self.s.ctx
        return Decision(ctx["who"], kind, ctx.get("info") or {})

    @property
    def over(self) -> bool:
        return self.s.phase == OVER

    def apply(self, player: str, action: Any) -> list[Event]:
        """Apply `player`'s decision; returns the events it caused. Raises RuleError, changing nothing."""
        s = self.s
        if s.phase == OVER:
            raise RuleError("game_over")
        if not isinstance(player, str):  # a colour (R1), never a number or None
            raise RuleError("malformed_action", field="player")
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise RuleError("malformed_action", field="type")
        kind = s.step
        if player != s.ctx["who"]:
            raise RuleError("not_your_decision", waiting_for=s.ctx["who"])
        accepts, handle = self.TABLE.answers[kind]
        if action["type"] not in accepts:
            raise RuleError("wrong_action", expected=list(accepts))
        self.check_action(action)  # exactly the ruleset's fields and types (a saved log, the GUI, the AIs)
        events: list[Event] = []
        self.events = events
        handle(self, player, action)
        self._advance()
        self.events = []
        return events

    @staticmethod
    def check_action(action: dict[str, Any]) -> None:
        """Refuse (RuleError) an action whose fields are not exactly its type's; a ruleset sets its own."""
        raise NotImplementedError

    def _advance(self) -> None:
        """Run forced steps until a real decision is pending or the game is over."""
        s = self.s
        forced = self.TABLE.forced
        step = forced.get(s.step)
        while step is not None:
            step(self)
            step = forced.get(s.step)
        s.rng = self.rng.state

    def _ask(self, who: str, kind: str, **info: Any) -> None:
        self.s.ctx["who"] = who
        self.s.ctx["info"] = info
        self.s.step = kind

    def emit(self, type_: str, **data: Any) -> None:
        if not self.quiet:
            data["type"] = type_
            self.events.append(data)
