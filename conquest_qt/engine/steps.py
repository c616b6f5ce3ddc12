"""The step table every ruleset's game is written as (ARCHITECTURE principle 2): the table owns the flow.

A ruleset lists its steps top to bottom. A `Forced` row runs a function nobody decides; an `Ask` row
waits for one player's decision of its kind and handles the answer. Either returns **where the game
goes next**: a step (`Step.BATTLES`, or `OVER`: the game's end; `go(step)` says the same), or a `Next`
made by `ask(kind, who, **info)`, `call(frame, then, back)` (a sub-sequence that returns to `back`) or
`RETURNS` (back to where the top frame's call said). Each row names the steps it may go to (`to=`); the
machine checks every transition against them at run time (`FlowError`: a bug in the ruleset, never a
player's mistake), so the table is the whole graph of the game.

Add-ons (engine/addons/) change a table only where it offers a place: a `Hook` row is a named point
(a round starts, a conquest is done…) that goes on to `then` by itself and runs the sub-sequences add-ons
hang there; an add-on's `Extend` adds action types (and their handler and targets) to one `Ask` row.
`StepTable.compose(parts)` builds the table of a game with its add-ons.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from conquest_qt.engine.frames import Frame

OVER = "over"  # the step of a finished game
RETURN = "return"  # a row that may end a called sub-sequence lists RETURN among its targets


class FlowError(RuntimeError):
    """A row went where its `to=` does not allow (a bug in a ruleset or an add-on)."""


class Next(NamedTuple):
    """Where the game goes after a row: a step, who decides there and what he is told, or a call (a named
    tuple: rows make one per question, so it must be cheap)."""

    step: str
    who: str | None = None  # an Ask row's decider
    info: Mapping[str, Any] | None = None  # what he is told (Decision.info)
    frame: Frame | None = None  # a call: this frame is pushed; its `back` is where RETURN goes


Flow = Next | str  # where a row sends the game: a step, or a question, a call, a return


def go(step: str) -> str:
    """On to `step` (a row may as well return the step itself)."""
    return step


_make_next = tuple.__new__  # a Next without NamedTuple's Python-level __new__ (one per question)


def ask(kind: str, who: str, **info: Any) -> Next:
    return _make_next(Next, (kind, who, info, None))


def call(frame: Frame, then: Flow, back: str) -> Next:
    """Push `frame` and go to `then`; a later `RETURN` pops it and goes to `back` (a forced step)."""
    frame.back = back
    if isinstance(then, Next):
        return Next(then.step, then.who, then.info, frame)
    return Next(then, None, None, frame)


RETURNS = Next(RETURN)

Run = Callable[[Any], Flow]  # a forced step: run(game) -> where next
Handle = Callable[[Any, str, dict[str, Any]], Flow]  # a decision: handle(game, player, action) -> where next


@dataclass(frozen=True)
class Forced:
    """A step nobody decides: `run(game)` changes the state and says where the game goes."""

    name: str
    run: Run
    to: tuple[str, ...]


@dataclass(frozen=True)
class Ask:
    """A decision of `kind`: `handle(game, player, action)` validates completely, then changes the state."""

    kind: str
    accepts: tuple[str, ...]  # the action types it takes
    handle: Handle
    to: tuple[str, ...]

    @property
    def name(self) -> str:
        return self.kind


@dataclass(frozen=True)
class Hook:
    """A named place in a table where add-ons may hang sub-sequences; without them it goes to `then`.

    With sub-sequences (`runs`, set by compose()) the hook calls the first, whose rows end with RETURN;
    the game comes back to a continuation row `<name>:1`, which calls the second, and so on; the last
    continuation goes to `then`."""

    name: str
    then: str
    runs: tuple[str, ...] = ()  # the entry steps of the add-ons' sub-sequences, in order (compose())

    @property
    def to(self) -> tuple[str, ...]:
        return (self.then, *self.runs[:1], *((f"{self.name}:1",) if self.runs else ()))

    def continuations(self) -> list[Forced]:
        """The rows the game comes back to after each sub-sequence (none without sub-sequences)."""
        out = []
        for i in range(1, len(self.runs) + 1):
            here, nxt = f"{self.name}:{i}", f"{self.name}:{i + 1}"
            if i < len(self.runs):
                out.append(Forced(here, _caller(self.runs[i], nxt), to=(self.runs[i], nxt)))
            else:
                out.append(Forced(here, _goer(self.then), to=(self.then,)))
        return out


@dataclass(frozen=True)
class Extend:
    """An add-on's action types for one Ask row: `handle` answers them; `to` adds to the row's targets."""

    kind: str
    accepts: tuple[str, ...]
    handle: Handle
    to: tuple[str, ...]


@dataclass(frozen=True)
class Part:
    """What one add-on brings to a table: its own rows, sub-sequences at hooks, extended Ask rows."""

    rows: tuple[Forced | Ask, ...] = ()
    hooks: Mapping[str, str] = field(default_factory=dict)  # hook name -> entry step of its sub-sequence
    extends: tuple[Extend, ...] = ()


Row = Forced | Ask | Hook


class StepTable:
    def __init__(self, rows: Iterable[Row]) -> None:
        self.rows: tuple[Row, ...] = tuple(rows)
        names = [r.name for r in self.rows]
        if len(set(names)) != len(names):
            raise ValueError("a step is listed twice")
        known = {*names, OVER, RETURN}
        for r in self.rows:
            unknown = [t for t in r.to if t not in known]
            if unknown:
                raise ValueError(f"step {r.name!r} goes to unknown steps {unknown}")
        self.by_name: dict[str, Row] = {r.name: r for r in self.rows}
        self.targets: dict[str, frozenset[str]] = {r.name: frozenset(r.to) for r in self.rows}
        self.forced: dict[str, Run] = {}
        for r in self.rows:
            if isinstance(r, Forced):
                self.forced[r.name] = r.run
            elif isinstance(r, Hook):
                self.forced[r.name] = _hook_runner(r)
        self.asks: dict[str, Ask] = {r.kind: r for r in self.rows if isinstance(r, Ask)}
        # kind -> (accepted action types as plain str: compared with an action's "type" on every
        # decision, where a plain literal is found by identity), handler)
        self.answers: dict[str, tuple[tuple[str, ...], Handle]] = {
            k: (tuple(str.__str__(t) for t in a.accepts), a.handle) for k, a in self.asks.items()}
        self.accepts: dict[str, tuple[str, ...]] = {k: acc for k, (acc, _) in self.answers.items()}
        self.kinds: dict[str, str] = {k: a.kind for k, a in self.asks.items()}  # a stored name -> its kind
        # The machine's two common transitions, resolved once per row (engine/machine.py `_advance`):
        # from a step (None: a set-up or a position, before any row) the forced steps its row may go to,
        # with their runs, and the decisions it may ask.
        self.forced_to: dict[str | None, dict[str, Run]] = {None: self.forced}
        self.asks_to: dict[str | None, frozenset[str]] = {None: frozenset(self.asks)}
        for r in self.rows:
            self.forced_to[r.name] = {t: self.forced[t] for t in r.to if t in self.forced}
            self.asks_to[r.name] = frozenset(t for t in r.to if t in self.asks)

    def successors(self, name: str) -> tuple[str, ...]:
        return self.by_name[name].to

    def compose(self, parts: Iterable[Part]) -> StepTable:
        """This table with the add-ons' parts: their rows after ours, their sub-sequences at our hooks,
        their action types in our Ask rows. A hook or row an add-on names that is not here is an error."""
        parts = tuple(parts)
        if not parts:
            return self
        rows: list[Row] = list(self.rows)
        index = {r.name: i for i, r in enumerate(rows)}
        for part in parts:
            for hook_name, entry in part.hooks.items():
                i = index.get(hook_name)
                hook = rows[i] if i is not None else None
                if not isinstance(hook, Hook):
                    raise ValueError(f"an add-on hangs {entry!r} at {hook_name!r}, which is no hook of this table")
                rows[i] = replace(hook, runs=(*hook.runs, entry))  # type: ignore[index]
            for ext in part.extends:
                i = index.get(ext.kind)
                row = rows[i] if i is not None else None
                if not isinstance(row, Ask):
                    raise ValueError(f"an add-on extends {ext.kind!r}, which is no decision of this table")
                rows[i] = _extended(row, ext)  # type: ignore[index]
            for r in part.rows:
                index[r.name] = len(rows)
                rows.append(r)
        for hook in [r for r in rows if isinstance(r, Hook) and r.runs]:
            rows.extend(hook.continuations())
        return StepTable(rows)


def _hook_runner(hook: Hook) -> Run:
    return _caller(hook.runs[0], f"{hook.name}:1") if hook.runs else _goer(hook.then)


def _goer(step: str) -> Run:
    return lambda game: step


def _caller(entry: str, back: str) -> Run:
    """Call an add-on's sub-sequence at `entry`; its RETURN comes back to `back`."""
    from conquest_qt.engine.frames import Called

    return lambda game: call(Called(), entry, back)


def _extended(row: Ask, ext: Extend) -> Ask:
    base, extra, types = row.handle, ext.handle, frozenset(ext.accepts)

    def handle(game: Any, player: str, action: dict[str, Any]) -> Flow:
        return extra(game, player, action) if action["type"] in types else base(game, player, action)

    return Ask(row.kind, (*row.accepts, *ext.accepts), handle, (*row.to, *ext.to))
