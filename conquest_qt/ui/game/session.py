"""A running game as the UI sees it: the GameDriver, who is human, and whose eyes are on the screen.

`GameSession` registers AI agents with the driver (they answer on worker threads) and turns every
decision into either `humanDecision` (possibly after a hot-seat hand-over) or `aiThinking`. The
`viewer` is the human whose private cards may be shown; it is None while the screen is handed over.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, Signal

from conquest_qt.ai.registry import make_agent
from conquest_qt.ai.thinker import Thinker
from conquest_qt.ai.thinker import enabled as thinker_enabled
from conquest_qt.engine import addons
from conquest_qt.engine.driver import GameDriver
from conquest_qt.engine.legal import legal_actions
from conquest_qt.engine.replay import LoggedGame, history
from conquest_qt.ui.game.ai_reasons import ReasonSink, explaining
from conquest_qt.ui.game.briefing import HEADING, briefing, heading_text
from conquest_qt.ui.game.game_setup import GameSetup, agent_name
from conquest_qt.ui.text.event_text import describe
from conquest_qt.ui.text.labels import NameOf, PlayerNames
from conquest_qt.ui.text.ruleset_text import words


class LogEntry:
    """One log line: its category, its text and the event it tells, with the players' names to word it
    anew in another language (`reworded`)."""

    __slots__ = ("category", "event", "names", "ruleset", "text")

    def __init__(self, category: str, text: str, event: dict[str, Any], names: NameOf | None = None,
                 ruleset: str | None = None) -> None:
        self.category, self.text, self.event, self.names = category, text, event, names
        self.ruleset = ruleset  # whose event texts word it (event_text.describe)

    def reworded(self) -> str:
        """The text in the current language (the stored text for an event without a sentence)."""
        if self.category == HEADING and self.names is not None:  # a briefing group's player
            self.text = heading_text(self.names, self.event.get("player"))
            return self.text
        described = describe(self.event, self.names, self.ruleset)
        if described is not None:
            self.text = described[1]
        return self.text


class GameSession(QObject):
    humanDecision = Signal(str, str, object)  # player, kind, info
    aiThinking = Signal(str, str)  # player, kind
    handoverRequested = Signal(str)  # the human who must take the seat
    viewerChanged = Signal(object)  # colour or None
    logged = Signal(list)  # new LogEntry objects
    finished = Signal(object)  # winner or None

    def __init__(self, setup: GameSetup, logged: LoggedGame | None = None, parent: QObject | None = None,
                 driver: Any = None) -> None:
        """`driver`: another driver with GameDriver's interface (net/remote.py: a game played on a host)."""
        super().__init__(parent)
        self.setup = setup
        self.names = PlayerNames(setup.seats)  # how the log names the players
        self.seed = setup.resolved_seed() if logged is None else logged.seed
        self.driver = driver or GameDriver(logged or LoggedGame.new(setup.colours, setup.options, self.seed), self)
        # the position a game given without decisions began in (a described position, a save made at the start):
        # the analysis replays the log from it, not from a new game
        self.started_from: Any = logged.game.copy() if logged is not None and not logged.log else None
        self.log: list[LogEntry] = []
        self.areas_history: list[dict[str, int]] = []
        self.decision: tuple[str, str, dict[str, Any]] | None = None
        self.viewer: str | None = setup.humans[0] if len(setup.humans) == 1 else None
        self.last_seen: dict[str, int] = {h: 0 for h in setup.humans}
        self._left: str | None = None  # hot-seat: the human who had the screen before the computers played
        self.over = False
        self._public: tuple[int, Mapping[str, Any]] | None = None  # (driver serial, its public view)
        self.reasons_in_log = False  # the computer players' reasons in the log (a setting; ai_reasons.py)
        self._reasons = ReasonSink(self)
        self._reasons.explained.connect(self._on_explained)
        ruleset = setup.options.ruleset
        # the computer players think in a child process: the window never waits for their Python (thinker.py)
        self.thinker: Thinker | None = Thinker() if thinker_enabled() and not all(s.human for s in setup.seats) \
            else None
        for i, seat in enumerate(setup.seats):
            if not seat.human:
                agent = make_agent(agent_name(seat.level, ruleset), self.seed * 31 + i, ruleset,
                                   addons.enabled(setup.options))
                if self.thinker is not None:
                    agent = self.thinker.add(seat.colour, agent)
                self.driver.set_agent(seat.colour, explaining(agent, self._reasons, lambda: self.reasons_in_log))
        self.driver.decisionRequested.connect(self._on_decision)
        self.driver.eventsApplied.connect(self._on_events)
        self.driver.gameOver.connect(self._on_game_over)

    # --- queries ------------------------------------------------------------------------------
    @property
    def game(self) -> Any:
        return self.driver.game

    @property
    def hotseat(self) -> bool:
        return len(self.setup.humans) > 1

    def is_human(self, colour: str) -> bool:
        return colour in self.setup.humans

    def name(self, colour: str) -> str:
        return self.setup.seat(colour).name if colour in self.setup.colours else colour

    def public(self) -> Mapping[str, Any]:
        """The state without hands, deck and generator: one read-only view per position, built once and
        shared by every caller until the driver applies, undoes or redoes a move (a loaded game is a new
        session). Its top level cannot be changed; its values are the view's own copies, never the
        engine's state, and no caller changes them (who needs to, copies)."""
        serial = self.driver.serial
        if self._public is None or self._public[0] != serial:
            self._public = serial, MappingProxyType(self.driver.view(None).public)
        return self._public[1]

    def forget_public(self) -> None:
        """Build the public view anew at the next call (the state was changed other than by the driver)."""
        self._public = None

    def hand(self) -> tuple[str, ...]:
        """The cards the screen may show: only the viewer's own."""
        return self.driver.view(self.viewer).hand if self.viewer else ()

    def legal(self) -> list[dict[str, Any]]:
        return legal_actions(self.game)  # the ruleset's answers and its add-ons' (engine/legal.py)

    def my_turn(self) -> str | None:
        """The human who may act now on this screen (decision pending and handed over), else None."""
        if self.decision is None:
            return None
        player = self.decision[0]
        return player if self.is_human(player) and self.viewer == player else None

    # --- flow ---------------------------------------------------------------------------------
    def start(self) -> None:
        self._retell()
        self.driver.start()

    def _retell(self) -> None:
        """The log and the areas over time of the game so far, from its decision log: a new game's
        opening (its set-up events come before the session listens), a loaded game's whole story."""
        lg = self.driver.logged
        entries: list[LogEntry] = []
        story = getattr(self.driver, "story", None)  # a remote game: the events the host sent this seat
        for events, game in story() if story else history(lg.players, lg.options, lg.seed, lg.log):
            entries.extend(e for e in map(self._entry, events) if e is not None)
            if any(ev.get("type") == "round_started" for ev in events):  # as _on_events does
                self._record_areas(game.s.owners)
        self.log.extend(entries)
        if lg.log:  # a loaded game: what happened before it was opened is no news at the hand-over
            self.last_seen = dict.fromkeys(self.last_seen, len(self.log))
        if entries:
            self.logged.emit(entries)

    def submit(self, action: dict[str, Any]) -> bool:
        """Submit for the human who holds the screen; refused (False) when nobody may act."""
        player = self.my_turn()
        if player is None:
            return False
        return self.driver.submit(player, action)

    def confirm_handover(self) -> None:
        if self.decision is None:
            return
        player = self.decision[0]
        self.viewer = player
        self.viewerChanged.emit(player)
        self.humanDecision.emit(*self.decision)

    def since_last_turn(self, player: str) -> list[LogEntry]:
        """What the player can know changed since his last turn (briefing.py), grouped by player: a
        heading line with each player's name, then his lines. Since the end of his last turn, or since
        he last had the screen (hot-seat) when that is later."""
        start = max(self.last_seen.get(player, 0), self._last_turn_end(player))
        said = words(self.setup.options.ruleset)
        public = self.public()
        told: list[LogEntry] = []
        for entry in self.log[start:]:  # the ruleset may say an event otherwise (Risk: a capital lost)
            events = said.briefed(entry.event, public)
            told.extend(entry if ev is entry.event else self._entry(ev) for ev in events)
        lines: list[LogEntry] = []
        kinds = frozenset(said.BRIEFED).union(*(getattr(words(a), "BRIEFED", ()) for a in
                                                addons.enabled(self.setup.options)))  # an add-on's too
        for actor, entries in briefing([e for e in told if e is not None], 0, player, kinds):
            lines.append(LogEntry(HEADING, heading_text(self.names, actor), {"type": HEADING, "player": actor},
                                  self.names))
            lines.extend(entries)
        return lines

    def _last_turn_end(self, player: str) -> int:
        """Where the player's last turn ended in the log: after his `turn_ended` (Conquest), or where the next
        player's turn began after his `turn_started` before the one under way (Risk); 0 before his first."""
        later: int | None = None  # the first turn of another player after the one found so far
        current = True  # his own turn_started met first is the turn under way
        for i in range(len(self.log) - 1, -1, -1):
            ev = self.log[i].event
            kind = ev.get("type")
            if kind == "turn_ended" and ev.get("player") == player:
                return i + 1
            if kind != "turn_started":
                continue
            if ev.get("player") != player:
                later, current = i, False
            elif not current:
                return later if later is not None else i + 1
        return 0

    def since_last_claim(self, player: str) -> list[LogEntry]:
        """Claim phase: every claim since the player's last one (by anyone); before his first claim also
        who started and which areas stay neutral (R3.2, R3.3: the game's set-up events come before the
        session listens, so they are said again from the state)."""
        start = self.last_seen.get(player, 0)  # a game loaded mid-claim: since he last had the screen
        for i in range(len(self.log) - 1, -1, -1):
            ev = self.log[i].event
            if ev.get("type") == "claimed" and ev.get("player") == player:
                start = i + 1  # his last claim (the AIs after it claimed while he may have looked away)
                break
        claims = [e for e in self.log[start:] if e.event.get("type") == "claimed"]
        if any(o == player for o in self.public()["owners"].values()):
            return claims
        return self._claim_start() + claims

    def _claim_start(self) -> list[LogEntry]:
        first = next((e["player"] for e in self.driver.logged.log if e["action"].get("type") == "claim"),
                     self.decision[0] if self.decision is not None else None)
        neutral = sorted(a for a, o in self.public()["owners"].items() if o == "neutral")
        events: list[dict[str, Any]] = []
        if first is not None:
            events.append({"type": "start_player", "player": first})
        if neutral:
            events.append({"type": "neutral_areas", "areas": neutral})
        return [e for e in map(self._entry, events) if e is not None]

    def _entry(self, ev: dict[str, Any]) -> LogEntry | None:
        ruleset = self.setup.options.ruleset
        d = describe(ev, self.names, ruleset)
        return LogEntry(d[0], d[1], ev, self.names, ruleset) if d is not None else None

    def handover_summary(self, player: str) -> tuple[str, list[LogEntry]]:
        """What the hand-over screen lists for the player about to take the seat, and its heading:
        "first_claim" / "claim" while areas are claimed, else "turn" (since his last turn)."""
        if self.decision is not None and self.decision[1] == "claim":
            claimed = any(o == player for o in self.public()["owners"].values())
            return ("claim" if claimed else "first_claim"), self.since_last_claim(player)
        return "turn", self.since_last_turn(player)

    def shutdown(self) -> None:
        """Stop the AIs and let running AI tasks finish (no thread left behind)."""
        self.over = True
        self.driver.agents.clear()
        if self.thinker is not None:
            self.thinker.close()  # a question under way ends now (its answer is dropped: no agent any more)
        for sig in (self.driver.decisionRequested, self.driver.eventsApplied, self.driver.gameOver):
            with contextlib.suppress(RuntimeError, TypeError):
                sig.disconnect()
        deadline = time.monotonic() + (self.driver.ai_delay_ms + 50) / 1000
        while time.monotonic() < deadline:  # a delayed AI start may still be waiting on a timer
            QCoreApplication.processEvents()
            time.sleep(0.005)
        QThreadPool.globalInstance().waitForDone(10000)
        QCoreApplication.processEvents()

    # --- driver signals -----------------------------------------------------------------------
    def _on_decision(self, player: str, kind: str, info: object) -> None:
        self.decision = (player, kind, dict(info or {}))  # type: ignore[call-overload]
        if not self.is_human(player):
            if self.hotseat:  # whoever sits at the screen while the computers play sees nobody's hand (issue 28.5)
                self._hide_viewer()
            self.aiThinking.emit(player, kind)
            return
        if self.hotseat and self.viewer != player:
            if self.viewer is None and self._left == player:
                self._left = None  # only computers played since he had the screen: he still has it
                self.viewer = player
                self.viewerChanged.emit(player)
                self.humanDecision.emit(player, kind, self.decision[2])
                return
            self._hide_viewer()
            self._left = None
            self.handoverRequested.emit(player)
            return
        if self.viewer != player:
            self.viewer = player
            self.viewerChanged.emit(player)
        self.humanDecision.emit(player, kind, self.decision[2])

    def _hide_viewer(self) -> None:
        """Hot-seat: nobody's private parts on the screen (hand, mission progress, briefing) until a human
        takes the seat; `_left` remembers who had it, who takes it back without a hand-over when the next
        human decision is his again."""
        if self.viewer is None:
            return
        self.last_seen[self.viewer] = len(self.log)
        self._left = self.viewer
        self.viewer = None
        self.viewerChanged.emit(None)

    def _on_events(self, events: list) -> None:
        new = []
        for ev in events:
            entry = self._entry(ev)
            if entry is not None:
                new.append(entry)
            if ev.get("type") == "round_started":
                self._record_areas()
        self.log.extend(new)
        if new:
            self.logged.emit(new)

    def _on_explained(self, player: str, explanation: object) -> None:
        from conquest_qt.ui.text.reason_text import reasons_line

        if self.over or not self.reasons_in_log:
            return
        ev = {"type": "ai_reasons", "player": player}
        entry = LogEntry("game", reasons_line(player, explanation, self.names, self.setup.options.ruleset), ev,
                         self.names)
        self.log.append(entry)
        self.logged.emit([entry])

    def _on_game_over(self, winner: object) -> None:
        self.over = True
        self.decision = None
        self._record_areas()
        self.finished.emit(winner)

    def _record_areas(self, owners: dict[str, Any] | None = None) -> None:
        owners = self.game.s.owners if owners is None else owners
        self.areas_history.append({c: sum(1 for o in owners.values() if o == c) for c in self.setup.colours})
