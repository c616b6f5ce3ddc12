"""ClientState: what a client knows of a remote game, built only from the host's messages (pure: no
sockets; link.py feeds it lines). It keeps the seat and its reconnect token, the lobby, the latest view
of the seat, the decisions and the events the seat saw, and the chat; `over` checks the host's
commitment and replays the game (verify.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from conquest_qt.engine.view import PlayerView
from conquest_qt.net import verify
from conquest_qt.net.protocol import (
    PROTOCOL,
    Chat,
    Decide,
    Hello,
    Leave,
    Lobby,
    Msg,
    Over,
    Pong,
    Ready,
    Refused,
    Rejected,
    Said,
    SeatInfo,
    Sync,
    Update,
    Welcome,
    encode,
    host_message,
)
from conquest_qt.net.views import view_from_data


@dataclass
class ClientState:
    name: str
    app: str
    token: str | None = None
    seat: str | None = None
    options: dict[str, Any] = field(default_factory=dict)
    seats: list[SeatInfo] = field(default_factory=list)
    seed_hash: str = ""
    started: bool = False
    serial: int = -1  # -1: no game yet
    view: PlayerView | None = None
    view_data: dict[str, Any] | None = None
    log: list[dict[str, Any]] = field(default_factory=list)
    events: list[list[dict[str, Any]]] = field(default_factory=list)
    chat: list[Said] = field(default_factory=list)
    refused: list[Refused] = field(default_factory=list)
    rejected: list[Rejected] = field(default_factory=list)
    over: Over | None = None
    check: verify.Checked | None = None
    syncs: int = 0  # syncs taken (a rejoin: the position is the host's again, maybe an earlier one)
    gaps: int = 0  # updates that did not follow the last one (each is answered by a resync on rejoin)
    on_message: Callable[[Msg], None] = lambda msg: None

    # --- what the client sends ----------------------------------------------------------------------
    def hello(self) -> bytes:
        return encode(Hello(t="hello", protocol=PROTOCOL, app=self.app, name=self.name, token=self.token))

    def decide(self, action: dict[str, Any]) -> bytes:
        return encode(Decide(t="decide", serial=self.serial, action=action))

    def ready(self, ready: bool = True) -> bytes:
        return encode(Ready(t="ready", ready=ready))

    def say(self, text: str) -> bytes:
        return encode(Chat(t="chat", text=text))

    def leave(self) -> bytes:
        return encode(Leave(t="leave"))

    @property
    def my_turn(self) -> bool:
        return self.view is not None and self.view.my_decision and self.over is None

    # --- what the host sends ------------------------------------------------------------------------
    def receive(self, line: bytes) -> Msg:
        """Take in one line of the host's (ProtocolError when it is not a message)."""
        msg: Msg = host_message(line)
        if isinstance(msg, Welcome):
            self.seat, self.token, self.options = msg.seat, msg.token, dict(msg.options)
            self.seats, self.seed_hash, self.started = list(msg.seats), msg.seed_hash, msg.started
        elif isinstance(msg, Lobby):
            self.seats, self.started = list(msg.seats), msg.started
        elif isinstance(msg, Sync):
            self.started = True
            self.syncs += 1
            self.serial, self.log, self.events = msg.serial, list(msg.log), list(msg.events)
            self._set_view(msg.view)
        elif isinstance(msg, Update):
            if msg.serial != self.serial + 1:
                self.gaps += 1
            self.serial = msg.serial
            self.log.append(msg.entry)
            self.events.append(list(msg.events))
            self._set_view(msg.view)
        elif isinstance(msg, Over):
            self.over = msg
            if self.seat is not None and self.view_data is not None:
                self.check = verify.check(msg, self.seed_hash, self.options, self.seat, self.view_data, self.log)
        elif isinstance(msg, Said):
            self.chat.append(msg)
        elif isinstance(msg, Refused):
            self.refused.append(msg)
        elif isinstance(msg, Rejected):
            self.rejected.append(msg)
        elif isinstance(msg, Pong):
            pass
        self.on_message(msg)
        return msg

    def _set_view(self, data: dict[str, Any]) -> None:
        self.view_data = data
        self.view = view_from_data(data)
