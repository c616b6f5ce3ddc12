"""The computer players think in a child process (issue 28 item 10): their Python never holds the UI
thread's interpreter lock, so the window does not stall while the expert looks ahead.

Measured with `tools/bench_ui_latency.py` (see the commit): a worker thread's Python holds the lock up to the
switch interval (5 ms) at a time, and the UI thread needs it back after every call into Qt, so 10 ms of UI
work became 100-500 ms while an AI thought. Drawing less often would only hide part of that (every event a
decision brings is still handled, and so still stretched); a lower switch interval did not help either.

`Thinker` is one child process per game session (started by `spawn`, never `fork`: the parent has Qt's
threads), its agents sent to it once each (pickled: our own agent objects, never a user's file) and kept
there, so their state across decisions is the same as on a thread and a game plays identically. The
driver's worker thread calls `ThinkingAgent.decide_view`, which sends the view and waits for the answer
(the wait releases the lock). An agent that can explain itself (`explain`) does so in the child too.

CONQUEST_AI_PROCESS=off (or 0 / no / false) keeps the agents on the worker thread (the tests do, for speed,
except the tests of this module).
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from multiprocessing.connection import Connection
from typing import Any

from conquest_qt.engine.view import PlayerView

ENV_SWITCH = "CONQUEST_AI_PROCESS"


def enabled() -> bool:
    return os.environ.get(ENV_SWITCH, "on").strip().lower() not in ("off", "0", "no", "false")


CHILD_NICENESS = 10  # how much lower the child's CPU priority is than the window's


def _serve(conn: Connection) -> None:
    """The child: agents by player, answering (op, player, payload) until the pipe closes or None comes.
    It thinks at a lower priority (CHILD_NICENESS), so the window's thread gets a core before it: on a busy
    machine a 10-30 ms repaint waited 50-170 ms for a core, the thinking child being one of those ahead of it."""
    if hasattr(os, "nice"):
        os.nice(CHILD_NICENESS)
    agents: dict[str, Any] = {}
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        op, player, payload = msg
        try:
            if op == "agent":
                agents[player] = payload
                continue
            agent = agents[player]
            result = agent.decide_view(payload) if op == "decide" else agent.explain(payload)
            conn.send((True, result))
        except Exception as exc:  # reported on the asking side (the driver turns it into a legal move)
            conn.send((False, repr(exc)))


class Thinker:
    """One child process answering for the agents of a session."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._starting = threading.Lock()  # held while the child starts: close() never joins one not yet started
        self._conn: Connection | None = None
        self._proc: Any = None
        self._sent: set[str] = set()
        self._agents: dict[str, Any] = {}
        self._closed = False

    def add(self, player: str, agent: Any) -> ThinkingAgent:
        self._agents[player] = agent
        return ThinkingAgent(self, player, hasattr(agent, "explain"))

    def start(self) -> None:
        """Start the child now (else at the first question)."""
        with self._lock:
            self._ensure()

    def _ensure(self) -> Connection:
        with self._starting:
            if self._closed:
                raise RuntimeError("the thinker is closed")
            if self._conn is None:
                ctx = multiprocessing.get_context("spawn")
                here, there = ctx.Pipe()
                proc = ctx.Process(target=_serve, args=(there,), daemon=True, name="conquest-ai")
                proc.start()
                there.close()
                self._proc, self._conn = proc, here
            return self._conn

    def ask(self, op: str, player: str, view: PlayerView) -> Any:
        with self._lock:
            conn = self._ensure()
            if player not in self._sent:
                conn.send(("agent", player, self._agents[player]))
                self._sent.add(player)
            conn.send((op, player, view))
            ok, result = conn.recv()
        if not ok:
            raise RuntimeError(result)
        return result

    def ask_once(self, agent: Any, op: str, view: PlayerView) -> Any:
        """A question to an agent used once (the hint's: a fresh hard player seeded from the position)."""
        with self._lock:
            self._agents["_once"] = agent
            self._sent.discard("_once")
        return self.ask(op, "_once", view)

    @property
    def closed(self) -> bool:
        return self._closed

    def local(self, player: str) -> Any:
        """The agent itself, to think in this process when the child cannot (it died, or failed on a question)."""
        return self._agents[player]

    def close(self) -> None:
        """End the child (a question under way gets an error, which the driver drops: the session is over).
        A child thinking is ended at once: waiting for it to finish its thought kept the window from
        closing, or a new game from starting, for up to the whole thought (hundreds of ms for the expert)."""
        thinking = self._lock.locked()
        with self._starting:
            self._closed = True
            conn, proc, self._conn, self._proc = self._conn, self._proc, None, None
        if proc is None:
            return
        if not thinking:
            try:
                if conn is not None:
                    conn.send(None)
            except (OSError, ValueError):
                pass
            proc.join(5.0)  # returns as soon as it has stopped: only a busy machine makes it wait
        if proc.is_alive():
            proc.terminate()
            proc.join(1.0)
        if conn is not None:
            conn.close()


class ThinkingAgent:
    """An agent whose decisions (and explanations) are worked out in the thinker's child process."""

    def __init__(self, thinker: Thinker, player: str, explains: bool) -> None:
        self.thinker, self.player = thinker, player
        if explains:
            self.explain = self._explain

    def decide_view(self, view: PlayerView) -> dict[str, Any]:
        try:
            result: dict[str, Any] = self.thinker.ask("decide", self.player, view)
        except (RuntimeError, OSError, EOFError):
            if self.thinker.closed:
                raise  # the session is over: the driver drops the answer
            result = self.thinker.local(self.player).decide_view(view)  # the child failed: think here instead
        return result

    def _explain(self, view: PlayerView) -> Any:
        return self.thinker.ask("explain", self.player, view)
