"""The toy add-on's adapter for Conquest."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from conquest_qt.engine import addons
from conquest_qt.engine.addons import Adapter
from conquest_qt.engine.rulesets.conquest.frames import ExecutionFrame
from conquest_qt.engine.rulesets.conquest.kinds import Kind, Step
from conquest_qt.engine.steps import RETURN, RETURNS, Ask, Extend, Forced, Next, Part, ask, go
from conquest_qt.engine.units import UnitKind
from conquest_qt.engine.window import SeatWindow, others_from


@dataclass(kw_only=True)
class Vote(SeatWindow):
    NAME: ClassVar[str] = "toy_vote"
    mover: str


def ring(game: Any) -> Next:
    for _ in range(addons.option(game.s.options, "toy").bells):
        game.emit("toy_bell", round=game.s.round)
    return RETURNS


def open_vote(game: Any) -> Next:
    mover = game.top(ExecutionFrame).player
    game.push(Vote(mover=mover, queue=others_from(game.s.order, mover, game.s.eliminated)))
    return go("toy_vote_next")


def vote_next(game: Any) -> Next:
    v = game.top(Vote)
    who = v.head(lambda p: True)
    if who is None:
        game.pop(Vote)
        return RETURNS
    return ask("toy_vote", who, mover=v.mover)


def do_vote(game: Any, player: str, action: dict[str, Any]) -> Next:
    v = game.top(Vote)
    if action["type"] == "pass":
        v.passed()
    else:
        game.emit("toy_cheer", player=player, mover=v.mover)
        v.close()
    return go("toy_vote_next")


def do_wave(game: Any, player: str, action: dict[str, Any]) -> Next:
    game.emit("toy_wave", player=player)
    return go(Step.BATTLES)


def legal(game: Any) -> list[dict[str, Any]]:
    d = game.pending()
    if d.kind == "toy_vote":
        return [{"type": "cheer"}, {"type": "pass"}]
    if d.kind == Kind.BATTLE_CHOICE:
        return [{"type": "wave"}]
    return []


ADAPTER = Adapter(
    part=Part(
        rows=(
            Forced("toy_ring", ring, to=(RETURN,)),
            Forced("toy_vote_open", open_vote, to=("toy_vote_next",)),
            Forced("toy_vote_next", vote_next, to=("toy_vote", RETURN)),
            Ask("toy_vote", ("cheer", "pass"), do_vote, to=("toy_vote_next",)),
        ),
        hooks={Step.ROUND_START: "toy_ring", Step.MOVEMENT_END: "toy_vote_open"},
        extends=(Extend(Kind.BATTLE_CHOICE, ("wave",), do_wave, to=(Step.BATTLES,)),),
    ),
    fields={"cheer": {}, "wave": {}, "build": {"toy": "placement?"}},
    unit_kinds=(UnitKind("toy", draw="toy", holds=False, domain="marker"),),
    legal=legal,
    kinds=("toy_vote",),
)
