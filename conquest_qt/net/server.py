"""HostServer: a HostSession on a QTcpServer. It numbers the connections, feeds the session their lines,
has the computer players due think off the event loop (a worker thread waiting on the window's thinker,
ai/thinker.py: a child process, so a hard or expert player never holds the interpreter lock the
host's lines and window need; CONQUEST_AI_PROCESS=off: on the thread itself; the quick levels think on
the loop) and applies each answer on the event loop, covers away players on a timer and autosaves after
every change (autosave.py)."""

from __future__ import annotations

import contextlib
import threading
import time
import uuid
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress, QTcpServer

from conquest_qt.ai import thinker
from conquest_qt.net import autosave
from conquest_qt.net.host import HostSession
from conquest_qt.net.link import Link
from conquest_qt.net.protocol import MAX_CLIENT_LINE

# Levels that answer within a few milliseconds think on the event loop: a hand-over to a thread and back
# costs more than their thinking (a whole Risk game of three easy players and a scripted host in one
# process: 18 s inline, 45 s through threads on the test machine).
QUICK_LEVELS = ("random", "easy")


class _Relay(QObject):
    answered = Signal(str, int, object)  # a computer player's answer, from its worker thread (queued)


def _think(relay: _Relay, colour: str, serial: int, agent: Any, view: Any) -> None:
    """The worker thread: the agent's answer (None when it failed), sent back to the event loop."""
    try:
        action = agent.decide_view(view)
    except Exception:  # the session turns a failed answer into the first legal one
        action = None
    with contextlib.suppress(RuntimeError):  # the server is gone (the window left the game)
        relay.answered.emit(colour, serial, action)


class HostServer(QObject):
    def __init__(self, session: HostSession, autosave_path: str | Path | None = None,
                 game_id: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.autosave_path = autosave_path
        self.game_id = game_id or uuid.uuid4().hex
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._accept)
        self.links: dict[int, Link] = {}
        self.writer = autosave.Writer()
        self._next = 1
        session.send, session.drop = self._send, self._drop
        session.on_change = self._changed
        self._ai = QTimer(self)
        self._ai.setSingleShot(True)
        self._ai.setInterval(0)
        self._ai.timeout.connect(self._play_ai)
        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(lambda: self.session.tick(time.monotonic()))
        self._tick.start()
        self._save = QTimer(self)  # the autosave of the latest position, once the lines of a decision are out
        self._save.setSingleShot(True)
        self._save.setInterval(0)
        self._save.timeout.connect(self._autosave)
        self.thinking = False  # a computer player's question is out (one at a time)
        self._shut = False
        self._thinker = thinker.Thinker() if thinker.enabled() else None
        self._relay = _Relay(self)  # a child: the worker thread never holds (nor drops) the server itself
        self._relay.answered.connect(self._answer)
        if self._thinker is not None:
            session.wrap_agent = self._wrap
            kept = self._thinker
            self.destroyed.connect(lambda *_: None if kept.closed else kept.close())

    def _wrap(self, colour: str, agent: Any) -> Any:
        """A slow level's agent lives in the thinker's child process; a quick one stays here."""
        if self._thinker is None or (self.session.seats[colour].level or "easy") in QUICK_LEVELS:
            return agent
        return self._thinker.add(colour, agent)

    def listen(self, port: int = 0, address: QHostAddress | None = None) -> int:
        """The port listened on (0: any free one); -1 when it cannot listen."""
        if not self.server.listen(address or QHostAddress(QHostAddress.SpecialAddress.Any), port):
            return -1
        return int(self.server.serverPort())

    def close(self) -> None:
        self._shut = True
        self._tick.stop()
        self.server.close()
        for link in list(self.links.values()):
            link.close()
        self._end_thinker()

    def _end_thinker(self) -> None:
        if self._thinker is not None and not self._thinker.closed:
            self._thinker.close()

    def start(self) -> None:
        self.session.start()
        self._schedule_ai()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            conn, self._next = self._next, self._next + 1
            link = Link(socket, MAX_CLIENT_LINE, self)
            self.links[conn] = link
            link.on_line = lambda line, c=conn: self._line(c, line)
            link.on_closed = lambda c=conn: self._closed(c)
            link.on_too_large = lambda c=conn: self.session.protocol_error(c, "too_large")
            self.session.connected(conn)

    def _line(self, conn: int, line: bytes) -> None:
        self.session.receive(conn, line, time.monotonic())
        self._schedule_ai()

    def _closed(self, conn: int) -> None:
        link = self.links.pop(conn, None)
        if link is not None:
            self.session.disconnected(conn, time.monotonic())
            link.deleteLater()

    def _send(self, conn: int, line: bytes) -> None:
        link = self.links.get(conn)
        if link is not None:
            link.send(line)

    def _drop(self, conn: int) -> None:
        link = self.links.get(conn)
        if link is not None:
            link.close()

    def _changed(self) -> None:
        if self.autosave_path is not None and not self._save.isActive():
            self._save.start()
        self._schedule_ai()

    def _autosave(self) -> None:
        s = self.session
        if self.autosave_path is not None:
            self.writer.put(autosave.prepare(self.autosave_path, s.logged, list(s.seats.values()), s.salt, s.seed,
                                             self.game_id, s.options.to_dict()))

    def _schedule_ai(self) -> None:
        if not self.thinking and not self._shut and self.session.ai_due() and not self._ai.isActive():
            self._ai.start()

    def _play_ai(self) -> None:
        question = self.session.ai_question() if not self.thinking and not self._shut else None
        if question is None:
            return
        self.thinking = True
        if (self.session.seats[question[0]].level or "easy") in QUICK_LEVELS:
            _think(self._relay, *question)  # (its answer is applied at once: the signal is direct on this thread)
            return
        threading.Thread(target=_think, args=(self._relay, *question), daemon=True, name="conquest-host-ai").start()

    def _answer(self, colour: str, serial: int, action: Any) -> None:
        self.thinking = False
        if self._shut:
            return
        self.session.ai_answer(colour, serial, action)
        self._schedule_ai()
