"""The kernel of a game: answer who must decide what, apply a decision, run forced steps (principle 2).

A ruleset's game class derives from `TableGame` and sets `TABLE` (engine/steps.py); its state derives
from `TableState`. The table owns the flow: every row returns where the game goes next and the machine
checks it against the row's `to=` (`FlowError` otherwise), pushes a called frame, pops one on `RETURN`
and records the pending question in `state.asked`. Decisions are validated completely before anything
changes, so a `RuleError` always leaves the state untouched.

A game is composed from its ruleset and the add-ons its options enable (engine/addons/): `table` and
`check_action` are the composed ones, `parts` the add-ons' game parts (their hooks into the ruleset).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, Self, TypeVar

from conquest_qt.engine.decision import Decision
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.events import Event
from conquest_qt.engine.frames import AddonState, Asked, Frame
from conquest_qt.engine.record import Record, sorted_field
from conquest_qt.engine.rng import Rng, seed_state
from conquest_qt.engine.steps import OVER, RETURN, Flow, FlowError, Next, StepTable
from conquest_qt.engine.units import UnitTable

F = TypeVar("F", bound=Frame)
_make_decision = tuple.__new__  # a Decision without NamedTuple's Python-level __new__ (asked very often)
S = TypeVar("S", bound=AddonState)


class RulesetOptions(Protocol):
    """What the kernel reads of a ruleset's options (a frozen dataclass, engine/rulesets/<id>/options.py)."""

    @property
    def ruleset(self) -> str: ...
    @property
    def addons(self) -> tuple[Any, ...]: ...
    @property
    def round_cap(self) -> int | None: ...
    def to_dict(self) -> dict[str, Any]: ...
    def check_types(self) -> None: ...


@dataclass
class TableState(Record):
    """What every ruleset's state has (a ruleset's state derives from it and adds its own fields)."""

    options: RulesetOptions  # a ruleset redeclares it with its options class
    players: list[str]  # seat order (R1)
    rng: int  # the generator's state (principle 4)
    round: int = 1
    phase: str = "claim"
    step: str = ""
    frames: list[Frame] = field(default_factory=list)  # working data of the steps under way, top last
    asked: Asked | None = None  # the pending question (its kind is `step`)
    winner: str | list[str] | None = None  # a colour, a team's colours (V3.9), or None (a draw / not over)
    addon_state: list[AddonState] = field(default_factory=list)  # the enabled add-ons' own state
    order: list[str] = field(default_factory=list)  # the order of turns (a ruleset says how it is made)
    turn: int = 0  # index into order
    eliminated: list[str] = field(default_factory=list)
    owners: dict[str, str | None] = field(default_factory=dict)  # land -> colour | "neutral" | None
    units: UnitTable = sorted_field()  # area -> owner -> kind -> n (engine/units.py)
    hands: dict[str, list[int]] = field(default_factory=dict)  # colour -> card ids (hidden, R6)
    deck: list[int] = field(default_factory=list)  # top first (hidden)

    @property
    def active(self) -> str | None:
        """Whose turn it is (None before the turns begin or at the end)."""
        raise NotImplementedError


def _set_asked(s: TableState, who: str, info: Any) -> None:
    """Who is asked, with what: the state's own record (a copy has its own) is set, not made anew, on every
    question."""
    info = info if type(info) is dict else dict(info or {})
    asked = s.asked
    if asked is None:
        s.asked = Asked(who, info)
    else:
        asked.who, asked.info = who, info


class TableGame:
    TABLE: ClassVar[StepTable]
    RULESET: ClassVar[str]  # the registry's id (engine/rulesets)
    # A quiet game reports no events (replaying a saved log: nobody watches). Its state, dice included,
    # evolves exactly as a loud one's; code that emits directly (events.append) must check it too.
    quiet: bool = False
    s: TableState
    rng: Rng
    events: list[Event]
    table: StepTable  # TABLE with the enabled add-ons' rows (shared by copies)
    parts: tuple[Any, ...] = ()  # the enabled add-ons' game parts (engine/addons/), shared by copies
    # refuses (RuleError) an action whose fields are not exactly its type's: the ruleset's and its add-ons'
    check_action: Callable[[dict[str, Any]], None]

    STATE: ClassVar[Callable[..., Any]]  # the ruleset's state: STATE(options=, players=, rng=)
    OPTIONS: ClassVar[Callable[[], Any]]  # its options' defaults
    CHECK_SETUP: ClassVar[Callable[[Any, list[str]], None]]  # refuses options that do not fit the players
    SHARED: ClassVar[tuple[str, ...]] = ("topo", "table", "parts", "check_action")  # shared with a copy

    # --- construction (a ruleset's class sets STATE, OPTIONS, CHECK_SETUP and writes _setup) ------------
    @classmethod
    def new(cls, players: list[str], options: Any = None, seed: int = 0, topo: Any = None) -> Self:
        """A fresh game at its first real decision."""
        return cls.opening(players, options, seed, topo)[0]

    @classmethod
    def opening(cls, players: list[str], options: Any = None, seed: int = 0,
                topo: Any = None) -> tuple[Self, list[Event]]:
        """A fresh game at its first real decision, and the events of the set-up that led there."""
        options = options or cls.OPTIONS()
        cls.CHECK_SETUP(options, players)
        game = cls(cls.STATE(options=options, players=list(players), rng=seed_state(seed)), topo)  # type: ignore[call-arg]
        game._advance(game._setup())
        events, game.events = game.events, []
        return game, events

    def _compose(self) -> None:
        """Take the table, action check and parts of this ruleset with the add-ons its options enable."""
        from conquest_qt.engine import addons

        self.table, self.check_action, self.parts = addons.compose(self)

    def _setup(self) -> Flow:
        """The ruleset's set-up; returns the first step."""
        raise NotImplementedError

    def copy(self) -> Self:
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
        kind = self.table.kinds.get(self.s.step)
        if kind is None:
            return None
        asked = self.s.asked
        assert asked is not None
        return _make_decision(Decision, (asked.who, kind, asked.info))

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
        asked = s.asked
        assert asked is not None
        if player != asked.who:
            raise RuleError("not_your_decision", waiting_for=asked.who)
        accepts, handle = self.table.answers[kind]
        if action["type"] not in accepts:
            raise RuleError("wrong_action", expected=list(accepts))
        self.check_action(action)  # exactly the ruleset's fields and types (a saved log, the GUI, the AIs)
        events: list[Event] = []
        self.events = events
        self._advance(handle(self, player, action), kind)
        self.events = []
        return events

    def _advance(self, nxt: Flow, here: str | None = None) -> None:
        """Follow `nxt` from step `here` (None: from a set-up or a described position, before any row),
        then run forced steps until a real decision is pending or the game is over. The two common
        transitions — on to a forced step, a question — are made here, checked as `_follow` checks them
        (against the row's targets resolved once by the table: `forced_to`, `asks_to`)."""
        s = self.s
        table = self.table
        forced, forced_to, asks_to = table.forced, table.forced_to, table.asks_to
        while True:
            if isinstance(nxt, str):
                run = forced_to[here].get(nxt)
                if run is not None:
                    s.step = here = nxt
                else:
                    self._follow(here, nxt)
                    here = s.step
                    run = forced.get(here)
            else:
                step, who, info, frame = nxt  # a Next: one unpacking instead of four field reads
                if frame is not None or who is None or step not in asks_to[here]:
                    self._follow(here, nxt)
                    here = s.step
                    run = forced.get(here)
                else:
                    _set_asked(s, who, info)
                    s.step = step
                    break  # a question: no forced step runs
            if run is None:
                break
            nxt = run(self)
        s.rng = self.rng.state

    def _follow(self, here: str | None, nxt: Flow) -> None:
        """Check a transition against the row's `to=` and make it."""
        table = self.table
        allowed = None if here is None else table.targets[here]
        if isinstance(nxt, Next):
            step, who, frame = nxt.step, nxt.who, nxt.frame
        else:
            step, who, frame = nxt, None, None
        if allowed is not None and step not in allowed:  # None: a set-up or a position, before any row
            raise FlowError(f"step {here!r} went to {step!r}; its row allows {sorted(allowed)}")
        s = self.s
        if frame is not None:
            if allowed is not None and frame.back not in allowed:
                raise FlowError(f"step {here!r} calls with return to {frame.back!r}, not in its row")
            s.frames.append(frame)
        elif step == RETURN:
            if not s.frames or not s.frames[-1].back:
                raise FlowError(f"step {here!r} returned, but no call is under way")
            step = s.frames.pop().back
            if step not in table.forced:
                raise FlowError(f"a call returned to {step!r}, which is not a forced step")
        if step in table.asks:
            if who is None:
                raise FlowError(f"step {here!r} went to the decision {step!r} without asking anyone")
            _set_asked(s, who, nxt.info if isinstance(nxt, Next) else None)
        s.step = step

    # --- the calls a ruleset makes into its add-ons' parts (each ruleset lists its own in HOOKS) ------
    # A part answers a hook by a method of that name taking (game, *args); a part without it has no say.
    # Without add-ons these are never called on the hot paths: rulesets test `self.parts` first.
    HOOKS: ClassVar[dict[str, str]] = {}  # hook name -> where the ruleset calls it and what it asks

    def hook_any(self, name: str, *args: Any) -> bool:
        """Does any part say yes?"""
        return any(getattr(p, name)(self, *args) for p in self.parts if hasattr(p, name))

    def hook_sum(self, name: str, *args: Any) -> int:
        """The parts' numbers added up (e.g. the cost of extra purchases)."""
        return sum(int(getattr(p, name)(self, *args)) for p in self.parts if hasattr(p, name))

    def hook_first(self, name: str, *args: Any) -> Any:
        """The first part's answer that is not None (e.g. an error code), or None."""
        for p in self.parts:
            f = getattr(p, name, None)
            if f is not None:
                got = f(self, *args)
                if got is not None:
                    return got
        return None

    def hook_each(self, name: str, *args: Any) -> None:
        """Tell every part (e.g. a purchase was made)."""
        for p in self.parts:
            f = getattr(p, name, None)
            if f is not None:
                f(self, *args)

    # --- frames -------------------------------------------------------------------------------------
    def top(self, cls: type[F]) -> F:
        """The topmost frame of that type (LookupError when none is under way)."""
        frames = self.s.frames
        if frames and type(frames[-1]) is cls:
            return frames[-1]
        for f in reversed(frames):
            if isinstance(f, cls):
                return f
        raise LookupError(cls.NAME)

    def find(self, cls: type[F]) -> F | None:
        """The topmost frame of that type, or None."""
        frames = self.s.frames
        if not frames:
            return None
        if type(frames[-1]) is cls:
            return frames[-1]
        for f in reversed(frames):
            if isinstance(f, cls):
                return f
        return None

    def push(self, frame: Frame) -> None:
        self.s.frames.append(frame)

    def pop(self, cls: type[F]) -> F:
        """Remove the top frame, which must be of that type."""
        f = self.s.frames.pop()
        if not isinstance(f, cls):
            raise FlowError(f"the top frame is {f.NAME!r}, not {cls.NAME!r}")
        return f

    def addon_state(self, cls: type[S]) -> S:
        """An add-on's state (made with its defaults the first time it is asked for)."""
        for x in self.s.addon_state:
            if isinstance(x, cls):
                return x
        made = cls()
        self.s.addon_state.append(made)
        return made

    # --- the end --------------------------------------------------------------------------------------
    def end(self, winner: str | list[str] | None, reason: str) -> str:
        """The game is over: `winner` a colour, a team's colours, or None (a draw)."""
        s = self.s
        s.phase = OVER
        s.winner = winner
        s.frames = []
        s.asked = None
        self.emit("game_over", winner=winner, reason=reason)
        return OVER

    def emit(self, type_: str, **data: Any) -> None:
        if not self.quiet:
            data["type"] = type_
            self.events.append(data)
