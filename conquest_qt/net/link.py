"""A QTcpSocket that speaks the protocol: lines in (with the side's cap), lines out. Low delay on: a
decision is a few hundred bytes and must not wait for Nagle's algorithm."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from conquest_qt.net.framing import LineReader
from conquest_qt.net.protocol import ProtocolError


def _nothing(*_: object) -> None:
    pass


class Link(QObject):
    def __init__(self, socket: QTcpSocket, limit: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.socket = socket
        socket.setParent(self)
        self.reader = LineReader(limit)
        self.on_line: Callable[[bytes], None] = _nothing
        self.on_closed: Callable[[], None] = _nothing
        self.on_connected: Callable[[], None] = _nothing
        self.on_too_large: Callable[[], None] = _nothing
        self._closed = False
        socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        socket.readyRead.connect(self._read)
        socket.connected.connect(self._connected)
        socket.disconnected.connect(self._gone)
        socket.errorOccurred.connect(self._error)

    @classmethod
    def connect_to(cls, host: str, port: int, limit: int, parent: QObject | None = None) -> Link:
        link = cls(QTcpSocket(), limit, parent)
        link.socket.connectToHost(host, port)
        return link

    @property
    def connected(self) -> bool:
        return self.socket.state() == QAbstractSocket.SocketState.ConnectedState

    def send(self, line: bytes) -> None:
        """Write now (flush): what the host does after a decision (its autosave) must not hold it back."""
        if self.connected:
            self.socket.write(line)
            self.socket.flush()

    def close(self) -> None:
        """Hang up once what was written is sent."""
        if self.connected:
            self.socket.disconnectFromHost()
        else:
            self._gone()

    def _connected(self) -> None:
        self.socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self.on_connected()

    def _read(self) -> None:
        try:
            lines = self.reader.feed(self.socket.readAll().data())
        except ProtocolError:
            self.on_too_large()
            self.socket.abort()
            self._gone()
            return
        for line in lines:
            if self._closed:
                return
            self.on_line(line)

    def _error(self, _error: QAbstractSocket.SocketError) -> None:
        if self.socket.state() != QAbstractSocket.SocketState.ConnectedState:
            self._gone()

    def _gone(self) -> None:
        if not self._closed:
            self._closed = True
            self.on_closed()
