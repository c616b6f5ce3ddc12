"""HostServer: a HostSession on a QTcpServer. It numbers the connections, feeds the session their lines,
plays the computer players due one decision per turn of the event loop (so lines keep flowing), covers
away players on a timer and autosaves after every change (autosave.py)."""

from __future__ import annotations

import time
import uuid
from pathlib import Path

from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QHostAddress, QTcpServer

from conquest_qt.net import autosave
from conquest_qt.net.host import HostSession
from conquest_qt.net.link import Link
from conquest_qt.net.protocol import MAX_CLIENT_LINE


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

    def listen(self, port: int = 0, address: QHostAddress | None = None) -> int:
        """The port listened on (0: any free one); -1 when it cannot listen."""
        if not self.server.listen(address or QHostAddress(QHostAddress.SpecialAddress.Any), port):
            return -1
        return int(self.server.serverPort())

    def close(self) -> None:
        self.server.close()
        for link in list(self.links.values()):
            link.close()

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
        if self.session.ai_due() and not self._ai.isActive():
            self._ai.start()

    def _play_ai(self) -> None:
        self.session.play_ai()
        self._schedule_ai()
