"""RemoteDriver: a game played on a host, presented to the window through the interface it already uses
for a local game (engine/driver.py's GameDriver: the same signals, `game`, `view`, `submit`, `serial`).

The client has no engine of its own: it has its seat's view. `game` is a game sampled from that view
(engine/view.py: the cards the seat cannot see dealt at random, dice from a fresh seed), so the board,
the pages and the legal answers read the public state as they do locally; the hand the window shows comes
from `view(seat)`, the host's own words, never from the sample. A decision goes to the host (`submit`);
the host's update brings the events, the next view and the next question."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import QObject, Signal

from conquest_qt.engine.driver import announce_position
from conquest_qt.engine.machine import TableGame
from conquest_qt.engine.view import PlayerView
from conquest_qt.net.client import ClientState
from conquest_qt.net.protocol import Msg, Over, Rejected, Sync, Update

BATTLE_PURPOSES = ("battle", "secret_weapon", "treason")  # as GameDriver.submit tells battleRolled


class RemoteDriver(QObject):
    decisionRequested = Signal(str, str, object)
    eventsApplied = Signal(list)
    phaseChanged = Signal(str, int, str)
    battleRolled = Signal(object)
    gameOver = Signal(object)
    actionRejected = Signal(str, str, object)
    stateChanged = Signal()

    def __init__(self, state: ClientState, send: Callable[[bytes], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state, self.send = state, send
        self.locals: list[tuple[ClientState, Callable[[bytes], None]]] = []  # hot-seat seats on this screen
        self._announced: tuple[int, int] | None = None  # the position last told to the window
        self._told = 0  # how many decisions' events the window has had
        self.agents: dict[str, Any] = {}  # the host's computer players answer on the host
        self.ai_delay_ms = 0
        self._game: tuple[tuple[int, int], TableGame] | None = None
        self._last_phase: tuple[str, int, str] | None = None
        self._started = False

    # --- what the window reads ----------------------------------------------------------------------
    @property
    def serial(self) -> int:
        return self.state.syncs * 1_000_000 + self.state.serial

    @property
    def game(self) -> TableGame:
        key = (self.state.syncs, self.state.serial)
        if self._game is None or self._game[0] != key:
            assert self.state.view is not None, "no view from the host yet"
            self._game = key, self.state.view.sample_game(0)
        return self._game[1]

    @property
    def logged(self) -> Any:
        """What the window reads of a local game's LoggedGame: players, options, the decisions so far. At the
        end, once the opened seed checked out, the game replayed from it (statistics, luck, the replay)."""
        checked = self.state.check
        if checked is not None and checked.ok and checked.logged is not None:
            return checked.logged
        g = self.game
        return SimpleNamespace(players=list(g.s.players), options=g.s.options, seed=0, log=self.state.log, game=g,
                               remote=True)  # no seed here: nothing to save or replay (the host does)

    def add_seat(self, state: ClientState, send: Callable[[bytes], None]) -> None:
        """Another player at this screen (hot seat): his own link, his own view; the window hands over."""
        self.locals.append((state, send))

    def _state_of(self, player: str | None) -> ClientState | None:
        for st in (self.state, *(s for s, _ in self.locals)):
            if player is not None and st.seat == player:
                return st
        return None

    def view(self, player: str | None) -> PlayerView:
        own = self.state.view
        assert own is not None
        st = self._state_of(player)
        if st is not None and st.view is not None:
            return st.view
        return PlayerView(player=None, public=own.public, hand=(), hand_ids=(), hand_counts=own.hand_counts,
                          deck_size=own.deck_size, pending=own.pending)

    def story(self) -> Iterator[tuple[list[dict[str, Any]], TableGame]]:
        """The events the seat saw so far, each decision's with the game now (GameSession._retell)."""
        game = self.game
        for events in self.state.events:
            yield events, game

    def set_agent(self, player: str, agent: Any) -> None:
        """Nothing: the host plays its computer players."""

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    # --- flow ---------------------------------------------------------------------------------------
    def start(self) -> None:
        self._started = True
        if self.state.view is not None and self._level():
            self._announced = (self.state.syncs, self.state.serial)
            self._told = len(self.state.events)
            self._announce()

    def submit(self, player: str, action: Any) -> bool:
        """Send the seat's decision; the host's update (or its refusal) comes back later."""
        st = self._state_of(player if isinstance(player, str) else None)
        if st is None or not isinstance(action, dict) or not st.my_turn:
            self.actionRejected.emit(player if isinstance(player, str) else repr(player), "not_your_turn", {})
            return False
        send = self.send if st is self.state else next(f for s, f in self.locals if s is st)
        send(st.decide(action))
        return True

    def _level(self) -> bool:
        """Every seat of this screen has heard of the same position (their links are separate sockets)."""
        return all(s.serial == self.state.serial and s.syncs > 0 for s, _ in self.locals)

    def on_message(self, msg: Msg) -> None:
        """A message the client state has taken in (ClientState.on_message); with hot-seat seats, the
        position is told once every seat of this screen has it (on_local_message)."""
        if not self._started:
            return
        if isinstance(msg, Update | Sync):
            self._tell()
        elif isinstance(msg, Rejected):
            self.actionRejected.emit(self.state.seat or "", msg.code, dict(msg.data))
        elif isinstance(msg, Over):
            self.stateChanged.emit()
            self.gameOver.emit(msg.winner)

    def on_local_message(self, msg: Msg) -> None:
        """A message of a hot-seat seat's link: only its position counts (the first seat's tells the rest)."""
        if self._started and isinstance(msg, Update | Sync):
            self._tell()

    def _tell(self) -> None:
        key = (self.state.syncs, self.state.serial)
        if key == self._announced or not self._level():
            return
        synced = self._announced is None or key[0] != self._announced[0]
        self._announced = key
        told, self._told = self._told, len(self.state.events)
        if not synced and told < self._told:  # every decision's events since the last position told
            events = [ev for evs in self.state.events[told:] for ev in evs]
            self.eventsApplied.emit(events)
            for ev in events:
                if ev.get("type") == "dice_rolled" and ev.get("purpose") in BATTLE_PURPOSES:
                    self.battleRolled.emit(ev)
        self._announce()

    def _announce(self) -> None:
        d = announce_position(self)  # None when over: the host's `over` follows with the opened seed
        if d is not None:
            self.decisionRequested.emit(d.player, str(d.kind), dict(d.info))
