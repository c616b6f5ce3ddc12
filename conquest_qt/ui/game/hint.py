""""What would the computer do?": the hard computer player's answer to the human's current decision, with
its reasons (ai/reason_codes.py), asked off the UI thread on the human's own player view (never the
hidden state).

`HintAsker.ask()` refuses politely (a refusal code, ui/text/hint_text.py) when no decision of the human on
screen is pending (someone else's turn, the hot-seat hand-over not yet done, the game over), while the board
still moves (`busy`) or while a hint for this position is being worked out. The answer comes back through
`ready`; it is dropped when the game moved on meanwhile. Any change of the position (an own move, the
suggestion applied, an undo) dismisses the hint. The AI's seed comes from the position: the same position
gives the same hint.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from conquest_qt.ai.reason_codes import Explanation
from conquest_qt.ai.registry import agents_for, make_agent
from conquest_qt.ai.thinker import Thinker
from conquest_qt.engine.addons import enabled_in
from conquest_qt.engine.view import PlayerView
from conquest_qt.ui.game.session import GameSession

LEVEL = "hard"  # the level whose answer the hint shows


@dataclass(frozen=True)
class Hint:
    player: str
    kind: str
    serial: int  # the driver's position serial it answers
    explanation: Explanation


def position_seed(view: PlayerView) -> int:
    """A seed from what the player sees (the public state, his hand, the pending decision): same position,
    same seed, on any machine."""
    seen = {"public": view.public, "hand": list(view.hand_ids), "player": view.player,
            "pending": [view.pending.kind, view.pending.info] if view.pending else None}
    return zlib.crc32(json.dumps(seen, sort_keys=True, default=str).encode("utf-8"))


def hint_for(view: PlayerView, ruleset: str, thinker: Thinker | None = None) -> Explanation:
    """The hard player's explained answer for `view` (pure: runs on a worker thread; with the session's
    thinker, worked out in its child process: the window does not stall meanwhile)."""
    # the game's add-ons (their AI parts answer and explain the add-ons' decisions: VARIANTS.md V2)
    agent = make_agent(LEVEL, position_seed(view), ruleset, enabled_in(view.public.get("options") or {}))
    if thinker is not None:
        result: Explanation = thinker.ask_once(agent, "explain", view)
        return result
    return agent.explain(view)


class _Result(QObject):
    done = Signal(int, object)  # serial, Explanation or an exception


class _HintTask(QRunnable):
    def __init__(self, view: PlayerView, ruleset: str, serial: int, sink: _Result,
                 thinker: Thinker | None = None) -> None:
        super().__init__()
        self.view, self.ruleset, self.serial, self.sink, self.thinker = view, ruleset, serial, sink, thinker

    def run(self) -> None:
        try:
            result: Any = hint_for(self.view, self.ruleset) if self.thinker is None else \
                hint_for(self.view, self.ruleset, self.thinker)
        except Exception as exc:  # reported on the GUI thread
            result = exc
        self.sink.done.emit(self.serial, result)


class HintAsker(QObject):
    asked = Signal()  # the computer thinks about the human's position
    ready = Signal(object)  # a Hint
    refused = Signal(str)  # a refusal code (hint_text.REFUSALS)
    dismissed = Signal()

    def __init__(self, session: GameSession, busy: Callable[[], bool] = lambda: False,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session, self.busy = session, busy
        self.current: Hint | None = None
        self._asking: int | None = None  # the serial a worker is answering
        self._result = _Result()
        self._result.done.connect(self._on_done)
        session.driver.stateChanged.connect(self._on_state)

    @property
    def active(self) -> bool:
        """A hint is shown or being worked out (Esc dismisses it)."""
        return self.current is not None or self._asking is not None

    def refusal(self) -> str | None:
        """Why no hint can be given now, or None."""
        s = self.session
        if s.over or s.game.over:
            return "over"
        d = s.decision
        if d is None or not s.is_human(d[0]):
            return "not_your_turn"
        if s.viewer != d[0]:
            return "hidden"
        if self.busy():
            return "busy"
        if self._asking == s.driver.serial:
            return "thinking"
        factory = agents_for(s.setup.options.ruleset).get(LEVEL)
        if factory is None or not callable(getattr(factory, "explain", None)):
            return "unavailable"  # rules whose hard player does not explain itself yet (cc)
        return None

    def ask(self) -> bool:
        """Start working out the hint for the human's decision (False and `refused` when it cannot be)."""
        why = self.refusal()
        if why is not None:
            self.refused.emit(why)
            return False
        if self.current is not None and self.current.serial == self.session.driver.serial:
            self.ready.emit(self.current)  # this position's hint is already known
            return True
        player = self.session.decision[0]  # type: ignore[index]
        serial = self.session.driver.serial
        self._asking = serial
        view = self.session.driver.view(player)  # the human's own view: no hidden hands or deck
        task = _HintTask(view, self.session.setup.options.ruleset, serial, self._result,
                         getattr(self.session, "thinker", None))
        QThreadPool.globalInstance().start(task)
        self.asked.emit()
        return True

    def dismiss(self) -> None:
        if self.active:
            self.current, self._asking = None, None
            self.dismissed.emit()

    def _on_state(self) -> None:
        serial = self.session.driver.serial
        if (self.current is not None and self.current.serial != serial) or \
                (self._asking is not None and self._asking != serial):
            self.dismiss()

    def _on_done(self, serial: int, result: object) -> None:
        if serial != self._asking or serial != self.session.driver.serial or self.session.decision is None:
            return  # the position changed meanwhile (or the hint was dismissed)
        self._asking = None
        if isinstance(result, Exception):
            self.refused.emit("not_your_turn")
            return
        assert isinstance(result, Explanation)
        player, kind, _ = self.session.decision
        self.current = Hint(player, kind, serial, result)
        self.ready.emit(self.current)

    def apply(self) -> bool:
        """Take the suggestion: its steps in order, while the same decision of the same player stays pending
        (a movement plan: every move; the step itself stays open). False when nothing was applied."""
        hint = self.current
        if hint is None or hint.serial != self.session.driver.serial:
            return False
        applied = False
        for step in hint.explanation.steps():
            d = self.session.decision
            if d is None or d[0] != hint.player or d[1] != hint.kind or not self.session.submit(dict(step)):
                break
            applied = True
        self.dismiss()
        return applied

    def shutdown(self) -> None:
        self.dismiss()
        self._result.done.disconnect(self._on_done)
