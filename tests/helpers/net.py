"""A network game in one process, without sockets: a HostSession and ClientStates joined by queues of
lines (the same lines the sockets carry), on a test clock. Bots answer for the seats they hold."""

from __future__ import annotations

from typing import Any

from conquest_qt.engine import rulesets
from conquest_qt.net.bot import Bot
from conquest_qt.net.client import ClientState
from conquest_qt.net.host import HostSession, app_version
from conquest_qt.net.seats import parse_seats


class Table:
    def __init__(self, spec: str, ruleset: str = "conquest", seed: int | None = None, away_s: float = 30.0,
                 **options: Any) -> None:
        self.now = 0.0
        self.queue: list[tuple[int, bytes]] = []
        self.dropped: set[int] = set()
        opts = rulesets.options_from_dict({"ruleset": ruleset, **options})
        self.host = HostSession(opts, parse_seats(spec), self._send, self._drop, away_s=away_s, seed=seed)
        self.clients: dict[int, ClientState] = {}
        self.bots: dict[int, Bot] = {}
        self.received: dict[int, list[bytes]] = {}
        self._next = 1

    def _send(self, conn: int, line: bytes) -> None:
        if conn not in self.dropped:  # a line sent before the hang-up still arrives (a socket flushes)
            self.queue.append((conn, line))

    def _drop(self, conn: int) -> None:
        if conn not in self.dropped:
            self.dropped.add(conn)
            self.host.disconnected(conn, self.now)

    def join(self, name: str, token: str | None = None, bot: bool = True, app: str | None = None) -> int:
        conn = self._next
        self._next += 1
        self.clients[conn] = ClientState(name=name, app=app or app_version(), token=token)
        self.received[conn] = []
        if bot:
            self.bots[conn] = Bot(self.clients[conn], seed=conn)
        self.host.connected(conn)
        self.host.receive(conn, self.clients[conn].hello(), self.now)
        self.pump()
        return conn

    def leave(self, conn: int) -> None:
        self._drop(conn)
        self.pump()

    def say(self, conn: int, line: bytes) -> None:
        self.host.receive(conn, line, self.now)
        self.pump()

    def pump(self, limit: int = 100_000) -> None:
        """Deliver every queued line; bots answer; the host's computer players play."""
        for _ in range(limit):
            if self.queue:
                conn, line = self.queue.pop(0)
                if conn not in self.clients:
                    continue
                self.now += 0.001  # a line takes a millisecond on the test clock
                self.received[conn].append(line)
                msg = self.clients[conn].receive(line)
                bot = self.bots.get(conn)
                if bot is not None and conn not in self.dropped:
                    if getattr(msg, "t", "") == "rejected" or getattr(msg, "code", "") == "rate_limited":
                        bot.rejected()
                        self.now += 0.5
                    answer = bot.answer()
                    if answer is not None:
                        self.host.receive(conn, answer, self.now)
            elif self.host.ai_due():
                self.host.play_ai()
            else:
                return
        raise AssertionError("the table never came to rest")

    def advance(self, seconds: float) -> None:
        self.now += seconds
        self.host.tick(self.now)
        self.pump()
