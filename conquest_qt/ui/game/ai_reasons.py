"""The computer players' reasons in the log (the "Computer players' reasons in the log" setting, off by
default): an agent that can explain itself (hard, expert, Risk's players) is wrapped so that, while the
setting is on, it also explains its decision on its worker thread (on its own view, with a copy of
itself) and the reasons come to the UI thread by a queued signal, before the decision's own events.
Not every decision: a plan once per turn (movement, attacks), builds, placements, battles to fight,
missiles; claims and the many small steps stay quiet."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from conquest_qt.ai.reason_codes import Explanation
from conquest_qt.engine.view import PlayerView

TOLD_KINDS = frozenset({"movement", "build", "battle_choice", "missiles", "place", "attack", "fortify"})
ONCE_A_TURN = frozenset({"movement", "attack"})  # one line for the whole plan of the step


class ReasonSink(QObject):
    explained = Signal(str, object)  # player, Explanation


class ExplainingAgent:
    """`agent`'s decisions unchanged; with `on()` true, its reasons too (through `sink`)."""

    def __init__(self, agent: Any, sink: ReasonSink, on: Any) -> None:
        self.agent, self.sink, self.on = agent, sink, on
        self._told: tuple | None = None

    def decide_view(self, view: PlayerView) -> dict[str, Any]:
        d = view.pending
        if self.on() and d is not None and d.kind in TOLD_KINDS:
            key = (view.public.get("round"), view.public.get("turn"), d.kind)
            if d.kind not in ONCE_A_TURN or key != self._told:
                self._told = key
                ex: Explanation = self.agent.explain(view)
                self.sink.explained.emit(view.player, ex)
        return self.agent.decide_view(view)


def explaining(agent: Any, sink: ReasonSink, on: Any) -> Any:
    """The agent wrapped when it can explain itself, else the agent."""
    return ExplainingAgent(agent, sink, on) if hasattr(agent, "explain") else agent
