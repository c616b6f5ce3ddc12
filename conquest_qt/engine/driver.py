"""GameDriver: the engine seen through Qt signals and slots (ARCHITECTURE principle 5).

The only engine module allowed to import PySide6 (QtCore only). Human decisions arrive through
`submit`; AI players registered with `set_agent` answer on a worker thread from a `PlayerView` and
their answers come back through a queued signal.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.legal import legal_actions
from conquest_qt.engine.machine import RulesetOptions, TableGame
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.view import PlayerView, player_view


class Agent(Protocol):
    def decide_view(self, view: PlayerView) -> dict[str, Any]: ...


class _AgentResult(QObject):
    done = Signal(str, int, object)  # player, decision serial, action (or an exception)


class _AgentTask(QRunnable):
    def __init__(self, agent: Agent, view: PlayerView, player: str, serial: int, sink: _AgentResult):
        super().__init__()
        self.agent, self.view, self.player, self.serial, self.sink = agent, view, player, serial, sink

    def run(self) -> None:
        try:
            action: Any = self.agent.decide_view(self.view)
        except Exception as exc:  # reported on the GUI thread
            action = exc
        self.sink.done.emit(self.player, self.serial, action)


def announce_position(driver: Any) -> Any:
    """What every driver (this one, net/remote.py's) tells the window of a new position: the phase when it
    changed, then the state; returns the pending decision, or None when the game is over."""
    s = driver.game.s
    phase = (s.phase, s.round, s.active or "")
    if phase != driver._last_phase:
        driver._last_phase = phase
        driver.phaseChanged.emit(*phase)
    driver.stateChanged.emit()
    return None if driver.game.over else driver.game.pending()


class GameDriver(QObject):
    decisionRequested = Signal(str, str, object)  # player, kind, info
    eventsApplied = Signal(list)
    phaseChanged = Signal(str, int, str)  # phase, round, active player ("" when none)
    battleRolled = Signal(object)  # a dice_rolled event of a battle
    gameOver = Signal(object)  # the winner: a colour, a team's list of colours (V3.9), or None (a draw)
    actionRejected = Signal(str, str, object)  # player, error code, data
    stateChanged = Signal()

    def __init__(self, logged: LoggedGame, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.logged = logged
        self.agents: dict[str, Agent] = {}
        self.ai_delay_ms = 0
        self._serial = 0
        self._pool = QThreadPool.globalInstance()
        self._results = _AgentResult()
        self._results.done.connect(self._on_agent_done)
        self._last_phase: tuple[str, int, str] | None = None

    @classmethod
    def new_game(cls, players: list[str], options: RulesetOptions | None = None, seed: int = 0) -> GameDriver:
        return cls(LoggedGame.new(players, options, seed))

    @property
    def game(self) -> TableGame:  # the ruleset's game
        return self.logged.game

    @property
    def serial(self) -> int:
        """How many times the position changed (a move applied, undone or redone): equal serials, same state."""
        return self._serial

    def set_agent(self, player: str, agent: Agent) -> None:
        self.agents[player] = agent

    def view(self, player: str | None) -> PlayerView:
        return player_view(self.game, player)

    def start(self) -> None:
        """Announce the current state and ask the first decision."""
        self._announce()

    @Slot(str, object)
    def submit(self, player: str, action: Any) -> bool:
        """Apply a decision; False (and actionRejected) when the rules refuse it. A player that is not a
        colour string (e.g. 7) is refused by the engine (malformed_action, field player) and reported as
        its text: the signal's str argument would make PySide6 warn that it cannot convert it."""
        try:
            events = self.logged.apply(player, action)
        except RuleError as exc:
            self.actionRejected.emit(player if isinstance(player, str) else repr(player), exc.code, exc.data)
            return False
        self._serial += 1
        self.eventsApplied.emit(events)
        for ev in events:
            if ev["type"] == "dice_rolled" and ev.get("purpose") in ("battle", "secret_weapon", "treason"):
                self.battleRolled.emit(ev)
        self._announce()
        return True

    # --- undo/redo of movement decisions (engine/undo.py; additive, saves engineer) --------------
    def _human_to_move(self) -> bool:
        d = self.game.pending()
        return d is not None and d.player not in self.agents  # never undo an AI's moves under it

    def can_undo(self) -> bool:
        return self._human_to_move() and self.logged.can_undo()

    def can_redo(self) -> bool:
        return self._human_to_move() and self.logged.can_redo()

    def undo(self) -> bool:
        """Take back the last move/transport of the open movement stage; re-announces the position."""
        if not self.can_undo():
            return False
        self.logged.undo()
        self._serial += 1
        self._announce()
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        events = self.logged.redo()
        self._serial += 1
        self.eventsApplied.emit(events)
        self._announce()
        return True

    def _announce(self) -> None:
        d = announce_position(self)
        if d is None:
            self.gameOver.emit(self.game.s.winner)
            return
        self.decisionRequested.emit(d.player, d.kind, d.info)
        agent = self.agents.get(d.player)
        if agent is not None:
            task = _AgentTask(agent, player_view(self.game, d.player), d.player, self._serial, self._results)
            if self.ai_delay_ms:
                QTimer.singleShot(self.ai_delay_ms, self, lambda: self._pool.start(task))  # dies with the driver
            else:
                self._pool.start(task)

    @Slot(str, int, object)
    def _on_agent_done(self, player: str, serial: int, action: Any) -> None:
        if serial != self._serial or player not in self.agents:  # the game moved on (e.g. a load) while the
            return  # AI thought, or the AI was taken away (the session ended)
        if isinstance(action, Exception):
            self.actionRejected.emit(player, "malformed_action", {"error": str(action)})
        elif self.submit(player, action):
            return
        # A computer player's answer the rules refuse must not stop the game: it takes the first legal one
        # (the refusal was reported above, for the log and the tests).
        legal = legal_actions(self.game)
        if legal:
            self.submit(player, legal[0])
