"""Network games in the window (issue 29): "Host a game" and "Join a game" on the start screen, the lobby,
and the game itself through the window's usual session with a RemoteDriver (net/remote.py) instead of
the local engine. The host's window runs the HostServer in its own process and joins it over loopback
like any friend, so the host's screen plays exactly the client's code."""

from __future__ import annotations

import contextlib
import socket
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QMessageBox, QPushButton

from conquest_qt import paths
from conquest_qt.engine import rulesets
from conquest_qt.net import autosave, verify
from conquest_qt.net.client import ClientState
from conquest_qt.net.discovery import Responder
from conquest_qt.net.host import HostSession, app_version
from conquest_qt.net.link import Link
from conquest_qt.net.protocol import MAX_HOST_LINE, Over, ProtocolError, Refused, Said, Sync
from conquest_qt.net.remote import RemoteDriver
from conquest_qt.net.seats import parse_seats
from conquest_qt.net.server import HostServer
from conquest_qt.saves.errors import SaveError
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.screens.lobby import LobbyPage
from conquest_qt.ui.screens.network_dialogs import HostDialog, HostPlan, JoinDialog, JoinPlan
from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.theme import message_boxes

AWAY_S = 60  # the host dialog's first wait for a player who went away (then its last choice, in the settings)
RETRY_MS = 1000
PATIENCE = 60  # reconnection attempts after the host went away


t = QCoreApplication.translate


class NetworkGame(QObject):
    """One network game seen from this window: its link to the host, the client state, the lobby page."""

    def __init__(self, win: Any, name: str, address: str, port: int, server: HostServer | None = None,
                 token: str | None = None) -> None:
        super().__init__(win)
        self.win, self.address, self.port, self.server = win, address, port, server
        self.state = ClientState(name=name, app=app_version(), token=token)
        self.link: Link | None = None
        self.driver = RemoteDriver(self.state, self._send, self)
        self.lobby = LobbyPage(hosting=server is not None)
        self.lobby.readyToggled.connect(self._ready)
        self.locals: list[tuple[ClientState, Link]] = []  # hot-seat players at this screen (the host's)
        self.lobby.said.connect(lambda text: self._send(self.state.say(text)))
        self.lobby.startClicked.connect(self._start)
        self.lobby.leaveClicked.connect(self.leave)
        self.lobby.backClicked.connect(lambda: self.win.stack.setCurrentWidget(self.win.game_page))
        self.b_chat = QPushButton(t("NetworkGame", "Players and chat"))
        self.b_chat.setObjectName("networkChat")
        self.b_chat.clicked.connect(lambda: self.win.stack.setCurrentWidget(self.lobby))
        self.b_chat.hide()
        win.statusBar().addPermanentWidget(self.b_chat)
        self.playing = False
        self._tries = 0
        self._off: list[Any] = []  # the window's actions this game turned off (back on when it is left)
        win.stack.addWidget(self.lobby)
        win.stack.setCurrentWidget(self.lobby)
        self._connect()

    def _connect(self) -> None:
        link = self.link = Link.connect_to(self.address, self.port, MAX_HOST_LINE, self)
        link.on_connected = lambda: link.send(self.state.hello())
        link.on_line = self._line
        link.on_closed = lambda: self._closed(link)

    def _send(self, line: bytes) -> None:
        if self.link is not None:
            self.link.send(line)

    def add_local(self, name: str, token: str) -> None:
        """Another player at this screen: a link of his own to the host, his seat taken by its token."""
        state = ClientState(name=name, app=app_version(), token=token)
        link = Link.connect_to(self.address, self.port, MAX_HOST_LINE, self)
        link.on_connected = lambda: link.send(state.hello())
        link.on_line = lambda line: self._local_line(state, line)
        self.locals.append((state, link))
        self.driver.add_seat(state, link.send)

    def _local_line(self, state: ClientState, line: bytes) -> None:
        try:
            msg = state.receive(line)
        except ProtocolError:
            return
        self.driver.on_local_message(msg)

    def _ready(self, ready: bool) -> None:
        self._send(self.state.ready(ready))
        for state, link in self.locals:  # the players at this screen are ready when its owner is
            link.send(state.ready(ready))

    def _closed(self, link: Link) -> None:
        if link is not self.link or self.state.over is not None:
            return
        self.link = None
        link.deleteLater()
        self._tries += 1
        if self._tries > PATIENCE:
            self.lobby.set_address(t("NetworkGame", "The host cannot be reached."))
            return
        lost = t("NetworkGame", "The connection to the host was lost; trying again…")
        self.win.statusBar().showMessage(lost, RETRY_MS * 2)
        QTimer.singleShot(RETRY_MS, self, self._connect)

    def _line(self, line: bytes) -> None:
        try:
            msg = self.state.receive(line)
        except ProtocolError:
            return
        self._tries = 0
        view = self.state.view
        asked = view.pending.player if view is not None and view.pending is not None and not self.state.over else None
        self.lobby.show_seats([s.model_dump() for s in self.state.seats], self.state.seat, asked)
        if isinstance(msg, Refused):
            self._refused(msg)
        elif isinstance(msg, Said):
            self.lobby.add_chat(msg.name, msg.text)
            self.win.statusBar().showMessage(f"{msg.name}: {msg.text}", 8000)
        elif isinstance(msg, Over):
            self._keep_copy()
        elif isinstance(msg, Sync) and not self.playing:
            self.playing = True
            self._play()
            return
        self.driver.on_message(msg)

    def _refused(self, msg: Refused) -> None:
        if msg.code == "version":
            text = t("NetworkGame", "The host plays %1, you have %2: both need the same version.")
            self.lobby.set_address(text.replace("%1", str(msg.data.get("host", "?"))).replace("%2", app_version()))
        elif msg.code in ("full", "started"):
            self.lobby.set_address(t("NetworkGame", "This game has no free seat."))

    def _keep_copy(self) -> None:
        """The game's end: the host opened its seed; the checked copy goes to the saves folder, where
        `conquest --check-save` proves again that no roll was changed."""
        checked = self.state.check
        if checked is None or checked.logged is None or not checked.ok:
            code = checked.code if checked is not None else "no_view"
            self.win.statusBar().showMessage(
                t("NetworkGame", "The host's game does not check out (%1).").replace("%1", code), 0)
            return
        names = {s.colour: s.name for s in self.state.seats}
        remote = {s.colour for s in self.state.seats if s.kind != "ai"}
        path = paths.saves_dir() / f"network-{self.state.seed_hash[:12]}.conquest"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            verify.write_copy(path, checked, names, remote)
        except (OSError, SaveError):
            return
        self.copy_path = path
        self.win.statusBar().showMessage(
            t("NetworkGame", "Every roll checked against the host's seed; your copy: %1").replace("%1", path.name), 0)

    copy_path: Path | None = None

    def _play(self) -> None:
        mine = {self.state.seat, *(st.seat for st, _ in self.locals)}
        seats = tuple(Seat(s.colour, s.name or s.colour, human=s.colour in mine,
                           level=(s.level or "easy") if s.kind == "ai" else "remote")  # players_panel's words
                      for s in self.state.seats)
        setup = GameSetup(seats=seats, options=rulesets.options_from_dict(dict(self.state.options)))  # type: ignore[arg-type]
        self.win.start_session(setup, driver=self.driver)
        self.lobby.set_playing()
        self.b_chat.show()
        self._explain_off_actions()

    def _explain_off_actions(self) -> None:
        """Save and Save as are off in a network game (the host keeps it; at its end this window keeps its
        checked copy), the statistics until its end (they replay the log from the seed, which only the host
        has until then): each says why, on hover and in the status bar."""
        acts = getattr(self.win, "actions_", {})
        why_save = t("NetworkGame", "The host keeps this network game; at its end your checked copy goes to "
                                    "the saves folder.")
        why_stats = t("NetworkGame", "The statistics open when the network game ends: only the host knows its "
                                     "dice until then.")
        for key, why in (("save", why_save), ("save_as", why_save), ("statistics", why_stats)):
            act = acts.get(key)
            if act is not None:
                act.setEnabled(False)
                act.setToolTip(why)
                act.setStatusTip(why)
                self._off.append(act)
        stats = acts.get("statistics")
        if stats is not None:
            self.driver.gameOver.connect(lambda _winner: self._back_on(stats))

    def _back_on(self, act: Any) -> None:
        with contextlib.suppress(RuntimeError):  # (the window is gone)
            act.setEnabled(True)
            act.setToolTip("")
            act.setStatusTip("")

    @property
    def running(self) -> bool:
        """The game has begun and is not over: leaving abandons it (the lobby's or an ended game's does not)."""
        return self.playing and self.state.over is None

    def may_abandon(self) -> bool:
        """Before a local game takes the window (new, opened, continued, played on from a replay): a running
        network game is left only when the player says so (No is the default); the lobby is left without a
        question. The leaving itself happens when the local game starts (MainWindow.start_session)."""
        if not self.running:
            return True
        buttons = QMessageBox.StandardButton
        if self.server is not None:
            text = t("NetworkGame", "You host this network game: leaving it ends it for every player. Leave it?")
        else:
            text = t("NetworkGame", "Leave the network game? A computer player takes your turns once the host "
                                    "stops waiting for you.")
        answer = message_boxes.paper_question(self.win, t("NetworkGame", "Leave the network game"), text,
                                              buttons.Yes | buttons.No, buttons.No)
        return answer == buttons.Yes

    def _start(self) -> None:
        if self.server is not None:
            self.server.start()

    def leave(self) -> None:
        if self.link is not None:
            link, self.link = self.link, None
            link.send(self.state.leave())  # on purpose: a lobby's seat is free again at once
            link.close()
        for state, local in self.locals:
            local.send(state.leave())
            local.close()
        if self.server is not None:
            self.server.close()
        self.win.stack.removeWidget(self.lobby)
        self.lobby.deleteLater()
        self.win.statusBar().removeWidget(self.b_chat)
        self.b_chat.deleteLater()
        for act in self._off:
            self._back_on(act)
        if getattr(self.win, "network", None) is self:
            self.win.network = None
        self.win.end_session()
        self.win.stack.setCurrentWidget(self.win.start_screen)
        self.deleteLater()


def host_game(win: Any, plan: HostPlan) -> NetworkGame | None:
    """Serve a game from this window (its autosave in the data folder) and join it as its first seat."""
    path = host_autosave()
    with contextlib.suppress(OSError):  # else the autosave's writer fails (it counts its errors)
        path.parent.mkdir(parents=True, exist_ok=True)
    if plan.resume:  # this window's host died with the game: the same game, seats and tokens
        try:
            session, game_id = autosave.resume(path, plan.name, plan.away_s, time.monotonic())
        except (OSError, ValueError, KeyError, SaveError):
            win.statusBar().showMessage(t("NetworkGame", "The game hosted last cannot be resumed."), 8000)
            return None
        server = HostServer(session, path, game_id)
    else:
        options = rulesets.options_from_dict({"ruleset": plan.ruleset})
        kinds = plan.seats.split(",")  # "local": a hot-seat player at this screen, to the host a remote seat
        seats = parse_seats(",".join("remote" if k == "local" else k for k in kinds), plan.cover_level)
        for seat, kind in zip(seats, kinds, strict=True):
            seat.local = kind == "local"
        session = HostSession(options, seats, _nothing, _nothing, plan.name, plan.away_s)
        server = HostServer(session, path)
    port = server.listen(plan.port)
    if port < 0:
        win.statusBar().showMessage(t("NetworkGame", "Cannot listen on port %1.").replace("%1", str(plan.port)), 8000)
        server.deleteLater()
        return None
    responder = Responder(lambda: {"app": app_version(), "name": plan.name, "port": port,
                                   "free": sum(1 for s in session.seats.values() if s.remote and not s.joined)},
                          parent=server)
    del responder
    own = next((s for s in session.seats.values() if s.remote), None)  # the host's seat: the first remote one
    game = NetworkGame(win, plan.name, "127.0.0.1", port, server, own.token if own else None)
    for seat in session.seats.values():
        if seat.local and seat is not own:
            game.add_local(colour_name(seat.colour), seat.token)
    server.setParent(game)
    game.lobby.set_address(f"{socket.gethostname()}:{port}")
    return game


def join_game(win: Any, plan: JoinPlan) -> NetworkGame:
    return NetworkGame(win, plan.name, plan.address, plan.port)


def host_autosave() -> Path:
    return paths.data_dir() / "network-host.conquest"


def ask_host(win: Any) -> NetworkGame | None:
    last = win.settings
    dialog = HostDialog(parent=win, can_resume=autosave.sidecar(host_autosave()).exists(),
                        away_s=int(getattr(last, "host_away_s", AWAY_S)),
                        cover_level=str(getattr(last, "host_cover_level", "easy")))
    if not dialog.exec():
        return None
    plan = dialog.plan()
    win.store_setting(host_away_s=plan.away_s, host_cover_level=plan.cover_level)  # the next dialog's
    return host_game(win, plan)


def ask_join(win: Any) -> NetworkGame | None:
    dialog = JoinDialog(parent=win)
    if not dialog.exec():
        return None
    return join_game(win, dialog.plan())


def _nothing(*_: object) -> None:
    pass
