"""HostSession: the only engine of a network game, served to remote seats (issue 29). No sockets here:
a connection is a number, and the session answers through two callbacks, `send(conn, line)` and
`drop(conn)`; the clock is passed in. The Qt server (server.py) and the tests drive the same object.

Every decision goes through `LoggedGame.apply`, the strict checks saves are replayed with; a seat may
decide only when the game asks that seat (out-of-turn questions included: the pending question names
the player it asks). Each seat is sent only its own view and the events it may see (views.py)."""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import conquest_qt
from conquest_qt.ai.registry import make_agent
from conquest_qt.engine import addons, rulesets
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.legal import legal_actions
from conquest_qt.engine.machine import RulesetOptions
from conquest_qt.engine.replay import LoggedGame, history
from conquest_qt.engine.view import player_view
from conquest_qt.net import commit
from conquest_qt.net.limits import RateLimit
from conquest_qt.net.protocol import (
    PROTOCOL,
    Chat,
    Decide,
    Hello,
    Leave,
    Lobby,
    Msg,
    Over,
    Ping,
    Pong,
    ProtocolError,
    Ready,
    Refused,
    Rejected,
    Said,
    Sync,
    Update,
    Welcome,
    client_message,
    encode,
)
from conquest_qt.net.seats import Seat, new_token
from conquest_qt.net.views import view_to_data, visibility, visible_events
from conquest_qt.saves.printable import printable

MAX_JUNK = 20  # refused messages on one connection before the host hangs up


def app_version() -> str:
    return f"conquest {conquest_qt.__version__}"[:40]


@dataclass
class _Conn:
    rate: RateLimit = field(default_factory=RateLimit)
    seat: Seat | None = None
    junk: int = 0


class HostSession:
    def __init__(self, options: RulesetOptions, seats: list[Seat], send: Callable[[int, bytes], None],
                 drop: Callable[[int], None], host_name: str = "host", away_s: float = 60.0,
                 seed: int | None = None, salt: str | None = None) -> None:
        self.options = options
        self.seats = {s.colour: s for s in seats}
        self.send, self.drop = send, drop
        self.host_name = host_name
        self.away_s = away_s
        self.seed = commit.new_seed() if seed is None else seed
        self.salt = salt or commit.new_salt()
        self.seed_hash = commit.seed_hash(self.seed, self.salt)
        self.conns: dict[int, _Conn] = {}
        self.logged: LoggedGame | None = None
        self.events: list[list[dict[str, Any]]] = []  # the opening's, then each decision's
        self._table = visibility(options.to_dict())
        self._agents: dict[str, Any] = {}
        self.on_change: Callable[[], None] = lambda: None  # after every decision (autosave) and seat change
        self.refused = 0  # messages refused so far (all connections)
        self.said: list[Said] = []  # the chat so far
        self.told_over: set[str] = set()  # the seats sent the game's end (and its seed)
        # How a computer player's agent is kept (the server: in its thinker's child process).
        self.wrap_agent: Callable[[str, Any], Any] = lambda _colour, agent: agent

    # --- the game -----------------------------------------------------------------------------------
    @property
    def started(self) -> bool:
        return self.logged is not None

    @property
    def serial(self) -> int:
        return len(self.logged.log) if self.logged else 0

    def start(self) -> None:
        """Deal and begin (the host's start button, or `conquest-host` when every remote seat is ready)."""
        if self.logged is not None:
            return
        players = list(self.seats)
        game, opening = rulesets.get(self.options.ruleset).game.opening(players, self.options, self.seed)
        self.logged = LoggedGame(players, self.options, self.seed, game, [])
        self.events = [opening]
        self.on_change()
        for conn, c in list(self.conns.items()):  # (a send may drop a line: conns changes)
            if c.seat is not None:
                self._sync(conn, c.seat)
        self._lobby()

    def resume(self, logged: LoggedGame) -> None:
        """Take up a game the host saved (autosave.py): its events are replayed once, for rejoins."""
        self.logged = logged
        self.events = [evs for evs, _ in history(logged.players, logged.options, logged.seed, logged.log)]

    def everyone_told(self) -> bool:
        """The game is over and every remote player who joined has been sent its end."""
        return self.logged is not None and self.logged.game.over and all(
            s.colour in self.told_over for s in self.seats.values() if s.remote and s.joined)

    def all_ready(self) -> bool:
        return all(s.joined and s.ready for s in self.seats.values() if s.remote)

    def ai_due(self) -> str | None:
        """The colour a computer player must answer for now (an AI seat, or an away player covered)."""
        if self.logged is None or self.logged.game.over:
            return None
        d = self.logged.game.pending()
        seat = self.seats.get(d.player) if d else None
        if seat is None or not (seat.kind == "ai" or seat.covered):
            return None
        return seat.colour

    def ai_question(self) -> tuple[str, int, Any, Any] | None:
        """What the computer player due must answer: (colour, serial, agent, view), None when none is due.
        The host's server asks it off its event loop (server.py) and hands the answer to `ai_answer`."""
        colour = self.ai_due()
        if colour is None or self.logged is None:
            return None
        agent = self._agents.get(colour)
        if agent is None:
            seat = self.seats[colour]
            agent = self._agents[colour] = self.wrap_agent(
                colour, make_agent(seat.level or "easy", secrets.randbits(31), self.options.ruleset,
                                  addons.enabled(self.options)))  # the game's add-ons' skills (V2: nukes)
        return colour, self.serial, agent, player_view(self.logged.game, colour)

    def ai_answer(self, colour: str, serial: int, action: dict[str, Any] | None) -> bool:
        """A computer player's answer to `ai_question` (None: it failed). Dropped when the game has moved
        on meanwhile (the covered player came back and decided); an answer the rules refuse becomes the
        first legal one (the game never stops)."""
        if self.logged is None or serial != self.serial or self.ai_due() != colour:
            return False
        try:
            if action is None:
                raise ValueError("no answer")
            self._apply(colour, action)
        except (RuleError, ValueError, KeyError, TypeError):
            self._apply(colour, legal_actions(self.logged.game)[0])
        return True

    def play_ai(self) -> bool:
        """One decision of the computer player due, thought here (the tests' table; conquest-sim style)."""
        question = self.ai_question()
        if question is None:
            return False
        colour, serial, agent, view = question
        try:
            action = agent.decide_view(view)
        except (RuleError, ValueError, KeyError, TypeError):
            action = None
        return self.ai_answer(colour, serial, action)

    def _apply(self, colour: str, action: dict[str, Any]) -> None:
        assert self.logged is not None
        events = self.logged.apply(colour, action)
        self.events.append(events)
        entry = {"player": colour, "action": action}
        for conn, c in list(self.conns.items()):  # (a send may drop a line: conns changes)
            if c.seat is not None and self.started:
                self._send(conn, Update(t="update", serial=self.serial, entry=entry,
                                        events=visible_events(events, c.seat.colour, self._table),
                                        view=view_to_data(player_view(self.logged.game, c.seat.colour))))
        self.on_change()
        if self.logged.game.over:
            over = self._over()
            for conn, c in list(self.conns.items()):  # (a send may drop a line: conns changes)
                if c.seat is not None:
                    self._send(conn, over)
                    self.told_over.add(c.seat.colour)

    def _over(self) -> Over:
        assert self.logged is not None
        return Over(t="over", winner=self.logged.game.s.winner, seed=self.seed, salt=self.salt,
                    players=list(self.logged.players), log=list(self.logged.log))

    # --- connections --------------------------------------------------------------------------------
    def connected(self, conn: int) -> None:
        self.conns[conn] = _Conn()

    def disconnected(self, conn: int, now: float) -> None:
        c = self.conns.pop(conn, None)
        if c is None or c.seat is None:
            return
        seat = c.seat
        if seat.conn == conn:
            # A lost connection keeps the seat for its token `away_s`, before the start as in a running game
            # (a friend whose line dropped in the lobby comes back to his seat); then tick() frees it
            # (lobby) or covers it (game). A player who leaves on purpose frees it at once (_leave).
            seat.conn = None
            seat.away_since = now
            if not self.started:
                seat.ready = False
            self._lobby()
            self.on_change()

    def _leave(self, conn: int, c: _Conn) -> None:
        """The player left on purpose: before the start his seat is free again now; after, he is away."""
        seat = c.seat
        if seat is not None and not self.started:
            c.seat = None
            seat.conn, seat.away_since = None, None
            _free(seat)
            self._lobby()
            self.on_change()
        self.drop(conn)

    def tick(self, now: float) -> None:
        """Free the lobby's seats and cover the game's whose players have been away too long."""
        changed = False
        for seat in self.seats.values():
            if seat.away_since is None or seat.covered or now - seat.away_since < self.away_s:
                continue
            if self.started:
                seat.covered = True
            else:
                seat.away_since = None
                _free(seat)
            changed = True
        if changed:
            self._lobby()
            self.on_change()

    def receive(self, conn: int, line: bytes, now: float) -> None:
        c = self.conns.get(conn)
        if c is None:
            return
        if not c.rate.allow(now):
            self._refuse(conn, c, "rate_limited")
            return
        try:
            msg = client_message(line)
        except ProtocolError as exc:
            self._refuse(conn, c, exc.code, **exc.data)
            return
        if isinstance(msg, Hello):
            self._hello(conn, c, msg, now)
        elif c.seat is None:
            self._refuse(conn, c, "no_hello")
        elif isinstance(msg, Ping):
            self._send(conn, Pong(t="pong", n=msg.n))
        elif isinstance(msg, Ready):
            c.seat.ready = msg.ready
            self._lobby()
        elif isinstance(msg, Chat):
            self._chat(c.seat, msg.text)
        elif isinstance(msg, Decide):
            self._decide(conn, c, msg)
        elif isinstance(msg, Leave):
            self._leave(conn, c)

    def protocol_error(self, conn: int, code: str) -> None:
        """The transport refused what a connection sent (a line over the cap): refuse and hang up."""
        c = self.conns.get(conn)
        if c is not None:
            self.refused += 1
            self._send(conn, Refused(t="refused", code=code))
            self.drop(conn)

    def _refuse(self, conn: int, c: _Conn, code: str, **data: Any) -> None:
        self.refused += 1
        c.junk += 1
        self._send(conn, Refused(t="refused", code=code, data=data))
        if c.junk > MAX_JUNK:
            self.drop(conn)

    def _hello(self, conn: int, c: _Conn, msg: Hello, now: float) -> None:
        if msg.protocol != PROTOCOL or msg.app != app_version():
            self._refuse(conn, c, "version", host=app_version(), client=msg.app[:40], protocol=PROTOCOL)
            self.drop(conn)
            return
        if c.seat is not None:
            self._refuse(conn, c, "hello_twice")
            return
        seat = next((s for s in self.seats.values() if s.remote and msg.token and s.token == msg.token), None)
        if seat is None and msg.token:
            self._refuse(conn, c, "bad_token")
            self.drop(conn)
            return
        if seat is None:
            if self.started:
                self._refuse(conn, c, "started")
                self.drop(conn)
                return
            seat = next((s for s in self.seats.values() if s.remote and not s.joined), None)
            if seat is None:
                self._refuse(conn, c, "full")
                self.drop(conn)
                return
        if seat.conn is not None and seat.conn != conn:  # the same player again: the old line is dead
            old = self.conns.get(seat.conn)
            if old is not None:
                old.seat = None
            self.drop(seat.conn)
        seat.conn, seat.joined = conn, True
        seat.away_since, seat.covered = None, False
        seat.name = printable(msg.name).strip()[:24] or seat.colour
        c.seat = seat
        self._send(conn, Welcome(t="welcome", protocol=PROTOCOL, app=app_version(), seat=seat.colour,
                                 token=seat.token, host=self.host_name, options=self.options.to_dict(),
                                 seats=self._infos(), seed_hash=self.seed_hash, started=self.started))
        if self.started:
            self._sync(conn, seat)
        self._lobby()
        self.on_change()

    def _sync(self, conn: int, seat: Seat) -> None:
        assert self.logged is not None
        self._send(conn, Sync(t="sync", serial=self.serial,
                              view=view_to_data(player_view(self.logged.game, seat.colour)),
                              log=list(self.logged.log),
                              events=[visible_events(evs, seat.colour, self._table) for evs in self.events]))
        if self.logged.game.over:
            self._send(conn, self._over())
            self.told_over.add(seat.colour)

    def _decide(self, conn: int, c: _Conn, msg: Decide) -> None:
        assert c.seat is not None
        if self.logged is None:
            self._reject(conn, c, msg.serial, "not_started")
            return
        if msg.serial != self.serial:
            self._reject(conn, c, msg.serial, "stale", now=self.serial)
            return
        pending = self.logged.game.pending()
        if pending is None or pending.player != c.seat.colour or c.seat.covered:
            self._reject(conn, c, msg.serial, "not_your_turn")
            return
        try:
            self._apply(c.seat.colour, msg.action)
        except RuleError as exc:
            self._reject(conn, c, msg.serial, exc.code, **_plain(exc.data))

    def _reject(self, conn: int, c: _Conn, serial: int, code: str, **data: Any) -> None:
        self.refused += 1
        self._send(conn, Rejected(t="rejected", serial=serial, code=code, data=data))

    def _chat(self, seat: Seat, text: str) -> None:
        clean = printable(text).strip()
        if not clean:
            return
        said = Said(t="said", seat=seat.colour, name=seat.name, text=clean)
        for conn, c in list(self.conns.items()):  # (a send may drop a line: conns changes)
            if c.seat is not None:
                self._send(conn, said)
        self.said.append(said)

    def _infos(self) -> list[Any]:
        return [s.info() for s in self.seats.values()]

    def _lobby(self) -> None:
        lobby = Lobby(t="lobby", seats=self._infos(), started=self.started)
        for conn, c in list(self.conns.items()):  # (a send may drop a line: conns changes)
            if c.seat is not None:
                self._send(conn, lobby)
        self.lobby_changed()

    def lobby_changed(self) -> None:
        """Overridden (or replaced) by a screen that shows the lobby on the host."""

    def _send(self, conn: int, msg: Msg) -> None:
        self.send(conn, encode(msg))


def _free(seat: Seat) -> None:
    """A lobby's seat nobody holds any more: the next stranger takes it; the old token is worthless."""
    seat.joined = seat.ready = False
    seat.name, seat.token = "", new_token()


def _plain(data: dict[str, Any]) -> dict[str, Any]:
    """A rule error's data as JSON data (its values are codes, names and numbers; anything else as text)."""
    try:
        json.dumps(data)
        return data
    except (TypeError, ValueError):
        return {k: str(v)[:200] for k, v in data.items()}
