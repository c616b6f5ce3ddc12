"""Hosts on the local network, found by UDP broadcast (issue 29, "Join a game"): a joining player's
window sends `conquest-find` to port DISCOVERY_PORT; every host there answers with one JSON datagram
(the app's version, the host's name, its game port, the free seats), read through the same strict
parsing as the protocol. No port forwarding, no server: on a LAN it just works; over the internet the
player types the address."""

from __future__ import annotations

import json
from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QUdpSocket

DISCOVERY_PORT = 47471
ASK = b"conquest-find"
MAX_DATAGRAM = 512


class Responder(QObject):
    """The host's side: answers every `conquest-find` with what `describe()` says."""

    def __init__(self, describe: Callable[[], dict[str, object]], port: int = DISCOVERY_PORT,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.describe = describe
        self.socket = QUdpSocket(self)
        self.bound = self.socket.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), port,
                                      QUdpSocket.BindFlag.ShareAddress | QUdpSocket.BindFlag.ReuseAddressHint)
        self.socket.readyRead.connect(self._read)

    def _read(self) -> None:
        while self.socket.hasPendingDatagrams():
            dg = self.socket.receiveDatagram(MAX_DATAGRAM)
            if bytes(dg.data().data()) == ASK:
                answer = json.dumps(self.describe()).encode()[:MAX_DATAGRAM]
                self.socket.writeDatagram(answer, dg.senderAddress(), dg.senderPort())


class Probe(QObject):
    """The joining side: `ask()` broadcasts; each answer calls `on_found(address, info)`."""

    def __init__(self, on_found: Callable[[str, dict[str, object]], None], port: int = DISCOVERY_PORT,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.on_found, self.port = on_found, port
        self.socket = QUdpSocket(self)
        self.socket.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), 0)
        self.socket.readyRead.connect(self._read)

    def ask(self, also: tuple[str, ...] = ("127.0.0.1",)) -> None:
        """Broadcast the question (and ask `also` directly: a host on this computer)."""
        self.socket.writeDatagram(ASK, QHostAddress(QHostAddress.SpecialAddress.Broadcast), self.port)
        for address in also:
            self.socket.writeDatagram(ASK, QHostAddress(address), self.port)

    def _read(self) -> None:
        while self.socket.hasPendingDatagrams():
            dg = self.socket.receiveDatagram(MAX_DATAGRAM)
            try:
                info = json.loads(bytes(dg.data().data()))
            except ValueError:
                continue
            if not isinstance(info, dict) or not isinstance(info.get("port"), int):
                continue
            address = dg.senderAddress()
            if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv6Protocol:
                v4, ok = address.toIPv4Address(), True
                text = QHostAddress(v4).toString() if ok and v4 else address.toString()
            else:
                text = address.toString()
            self.on_found(text, {k: info[k] for k in ("app", "name", "port", "free") if k in info})
