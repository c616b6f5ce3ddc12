"""Issue 29 in the window: one window hosts a game (Host a game: the HostServer in its process, its own
seat joined over loopback), another joins it (Join a game, typed address); both lobbies show who is in,
chat arrives as plain text, the host starts, and both windows play the game through their usual session
with a RemoteDriver: the board, the pages and each player's own hand, never the other's."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication

from conquest_qt.ui.screens.network_dialogs import HostPlan, JoinPlan
from conquest_qt.ui.window import network_wiring
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.scripted import ScriptedHuman
from tests.helpers.window import close_window, open_window


@pytest.fixture
def two(qtbot) -> Iterator[tuple[MainWindow, MainWindow]]:
    a, b = open_window(), open_window()
    yield a, b
    for w in (a, b):
        if w.network is not None:
            w.network.leave()
        close_window(w)


@pytest.mark.parametrize("ruleset", ["conquest", "risk"])
def test_a_host_and_a_friend_play_over_loopback(qtbot, two: tuple[MainWindow, MainWindow], ruleset: str) -> None:
    a, b = two
    ga = network_wiring.host_game(a, HostPlan("Ann", ruleset, "remote,remote,ai:easy,ai:easy", 0))
    assert ga is not None and ga.server is not None
    port = ga.server.server.serverPort()
    gb = network_wiring.join_game(b, JoinPlan("Bob", "127.0.0.1", port))
    a.network, b.network = ga, gb
    qtbot.waitUntil(lambda: bool(ga.state.seat and gb.state.seat)
                    and sum(1 for s in ga.state.seats if s.joined) == 2, timeout=30000)
    assert a.stack.currentWidget() is ga.lobby and b.stack.currentWidget() is gb.lobby
    assert not ga.lobby.b_start.isEnabled()  # Bob is not ready yet
    assert not gb.lobby.b_start.isVisible() or not gb.lobby.hosting
    gb.lobby.b_ready.setChecked(True)
    ga.lobby.b_ready.setChecked(True)
    gb.lobby.chat_line.setText("hi <b>Ann</b>")
    gb.lobby._say()
    qtbot.waitUntil(lambda: ga.lobby.b_start.isEnabled() and bool(ga.state.chat), timeout=30000)
    assert ga.lobby.chat.toPlainText() == "Bob: hi <b>Ann</b>"  # shown as typed, never as markup
    ga.lobby.b_start.click()
    qtbot.waitUntil(lambda: a.session is not None and b.session is not None, timeout=30000)
    assert a.stack.currentWidget() is a.game_page and b.stack.currentWidget() is b.game_page
    host = ga.server.session
    assert host.logged is not None
    ha, hb = ScriptedHuman(a), ScriptedHuman(b)
    end = time.monotonic() + 240
    while host.serial < 30 and not host.logged.game.over:
        assert time.monotonic() < end, f"stuck at {host.serial}: {host.logged.game.pending()}"
        QCoreApplication.processEvents()
        for h in (ha, hb):
            if h.ready():
                h.step()
        time.sleep(0.001)
    qtbot.waitUntil(lambda: ga.state.serial == gb.state.serial == host.serial, timeout=30000)
    assert a.session is not None and b.session is not None
    red, black = ga.state.seat, gb.state.seat
    assert {red, black} == {"red", "black"}
    hands = host.logged.game.s.hands
    assert sorted(a.session.driver.view(red).hand_ids) == sorted(hands[red])  # his own hand, as the host has it
    assert sorted(b.session.driver.view(black).hand_ids) == sorted(hands[black])
    assert a.session.driver.view(black).hand_ids == ()  # the other's: never
    assert a.session.public()["owners"] == b.session.public()["owners"] == host.logged.game.s.owners
    assert b.players.level_text(b.session.setup.seat(red).level) == "at another computer"  # not "AI"
    gb.b_chat.click()  # during the game: the players and the chat, then back to the board
    assert b.stack.currentWidget() is gb.lobby and gb.lobby.b_back.isVisibleTo(gb.lobby)
    rows = [gb.lobby.seats.item(i).text() for i in range(gb.lobby.seats.count())]
    asked = gb.state.view.pending if gb.state.view is not None else None  # as this client last heard it
    assert asked is None or [r.endswith("to move") for r in rows] == [c == asked.player for c in host.seats]
    gb.lobby.chat_line.setText("gg")
    gb.lobby._say()
    qtbot.waitUntil(lambda: ga.lobby.chat.toPlainText().endswith("Bob: gg"), timeout=30000)
    gb.lobby.b_back.click()
    assert b.stack.currentWidget() is b.game_page
    assert not b.session.is_human(red) and b.session.is_human(black) and not b.session.hotseat


def test_at_the_end_the_window_keeps_a_copy_that_checks_out(qtbot, two: tuple[MainWindow, MainWindow]) -> None:
    """The host opens its seed at the end; the joined window checks it against the hash it was given at the
    start, replays the game and writes its copy, which `conquest --check-save` accepts."""
    from conquest_qt.saves.check import check_save_cli

    a, _ = two
    ga = network_wiring.host_game(a, HostPlan("Ann", "risk", "remote,ai:easy,ai:easy,ai:easy", 0))
    assert ga is not None and ga.server is not None
    a.network = ga
    qtbot.waitUntil(lambda: ga.state.seat is not None, timeout=30000)
    ga.lobby.b_ready.setChecked(True)
    qtbot.waitUntil(ga.lobby.b_start.isEnabled, timeout=30000)
    ga.lobby.b_start.click()
    qtbot.waitUntil(lambda: a.session is not None, timeout=30000)
    human = ScriptedHuman(a)
    end = time.monotonic() + 240
    while ga.state.over is None:
        assert time.monotonic() < end, "the game did not end in time"
        QCoreApplication.processEvents()
        if human.ready():
            human.step()
        time.sleep(0.001)
    assert ga.state.check is not None and ga.state.check.ok
    assert ga.copy_path is not None and check_save_cli(str(ga.copy_path)) == 0


def test_the_host_window_resumes_the_game_it_hosted_last(qtbot, two: tuple[MainWindow, MainWindow]) -> None:
    """Issue 29, nothing lost: the host's game is autosaved after every decision; when its window's host
    is gone, Host a game → Resume takes up the same game (seats, tokens, seed) and the host's own seat
    rejoins it with its token."""
    a, _ = two
    ga = network_wiring.host_game(a, HostPlan("Ann", "risk", "remote,ai:easy,ai:easy,ai:easy", 0))
    assert ga is not None and ga.server is not None
    qtbot.waitUntil(lambda: ga.state.seat is not None, timeout=30000)
    ga.lobby.b_ready.setChecked(True)
    qtbot.waitUntil(ga.lobby.b_start.isEnabled, timeout=30000)
    ga.lobby.b_start.click()
    qtbot.waitUntil(lambda: a.session is not None, timeout=30000)
    human = ScriptedHuman(a)
    end = time.monotonic() + 120
    while ga.server.session.serial < 12:
        assert time.monotonic() < end, "the game did not get there in time"
        QCoreApplication.processEvents()
        if human.ready():
            human.step()
        time.sleep(0.001)
    old = ga.server.session
    qtbot.waitUntil(lambda: ga.state.serial == old.serial, timeout=30000)
    serial, seed, log = old.serial, old.seed, list(old.logged.log)  # type: ignore[union-attr]
    ga.server._autosave()
    assert ga.server.writer.flush()
    ga.leave()  # the host is gone (its window's server closed)
    gb = network_wiring.host_game(a, HostPlan("Ann", "risk", "", 0, resume=True))
    assert gb is not None and gb.server is not None
    a.network = gb
    new = gb.server.session
    assert new.seed == seed and new.logged is not None and new.logged.log == log
    qtbot.waitUntil(lambda: a.session is not None and gb.state.serial >= serial, timeout=30000)
    assert gb.state.seat == ga.state.seat and gb.state.log[:serial] == log


def test_a_host_of_another_version_is_named_in_the_lobby(qtbot, two: tuple[MainWindow, MainWindow]) -> None:
    from conquest_qt.net.protocol import Refused, encode

    a, _ = two
    ga = network_wiring.host_game(a, HostPlan("Ann", "conquest", "remote,remote,ai:easy,ai:easy", 0))
    assert ga is not None
    a.network = ga
    ga._line(encode(Refused(t="refused", code="version", data={"host": "conquest 9.9.9"})))
    assert "conquest 9.9.9" in ga.lobby.address.text() and "same version" in ga.lobby.address.text()


def test_a_hot_seat_player_at_the_host_screen_beside_a_friend(qtbot, two: tuple[MainWindow, MainWindow]) -> None:
    """Issue 29: hot-seat seats sit on the host's screen beside remote players. The host's window holds a
    link per player at its screen (each his own seat, token and view); the window hands the screen over
    between them as in a local hot-seat game, and shows each only his own hand."""
    a, b = two
    ga = network_wiring.host_game(a, HostPlan("Ann", "conquest", "remote,local,remote,ai:easy", 0))
    assert ga is not None and ga.server is not None
    gb = network_wiring.join_game(b, JoinPlan("Cy", "127.0.0.1", ga.server.server.serverPort()))
    a.network, b.network = ga, gb
    qtbot.waitUntil(lambda: sum(1 for s in ga.state.seats if s.joined) == 3, timeout=30000)
    assert [s.colour for s in ga.state.seats if s.joined] == ["red", "black", "blue"]
    assert gb.state.seat == "blue"  # the friend got the seat left open for him, not the hot seat
    gb.lobby.b_ready.setChecked(True)
    ga.lobby.b_ready.setChecked(True)
    qtbot.waitUntil(ga.lobby.b_start.isEnabled, timeout=30000)
    ga.lobby.b_start.click()
    qtbot.waitUntil(lambda: a.session is not None and b.session is not None, timeout=30000)
    assert a.session is not None and a.session.hotseat and set(a.session.setup.humans) == {"red", "black"}
    host = ga.server.session
    assert host.logged is not None
    ha, hb = ScriptedHuman(a), ScriptedHuman(b)
    handovers: list[str] = []
    a.session.handoverRequested.connect(handovers.append)
    end = time.monotonic() + 240
    while host.serial < 40 and not host.logged.game.over:
        assert time.monotonic() < end, f"stuck at {host.serial}: {host.logged.game.pending()}"
        QCoreApplication.processEvents()
        for h in (ha, hb):
            if h.ready():
                h.step()
        time.sleep(0.001)
    assert handovers  # the screen went from one of its players to the other
    red, black = a.session.driver.view("red"), a.session.driver.view("black")
    assert (red.player, black.player) == ("red", "black")  # each his own view from the host
    assert red.hand_ids and black.hand_ids and not set(red.hand_ids) & set(black.hand_ids)
    assert a.session.driver.view("blue").hand_ids == ()  # the friend's: never


def test_the_host_chooses_the_wait_and_the_covering_level_and_they_are_remembered(
        qtbot, two: tuple[MainWindow, MainWindow], monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 29 item 4: Host a game offers how long a player who went away is waited for and the computer
    level that then plays for him; the next dialog opens on the last choice (the settings)."""
    from conquest_qt.ui.screens.network_dialogs import HostDialog

    a, _b = two
    a.settings = a.settings.model_copy(update={"host_away_s": 60, "host_cover_level": "easy"})
    plans: list[HostPlan] = []
    opened: list[HostDialog] = []

    def choose(dialog: HostDialog) -> int:
        opened.append(dialog)
        if len(opened) == 1:
            dialog.away.setValue(120)
            dialog.cover.setCurrentIndex(dialog.cover.findData("hard"))
        return 1

    monkeypatch.setattr(HostDialog, "exec", choose)
    monkeypatch.setattr(network_wiring, "host_game", lambda _win, plan: plans.append(plan))
    network_wiring.ask_host(a)
    assert (plans[-1].away_s, plans[-1].cover_level) == (120, "hard")
    assert (a.settings.host_away_s, a.settings.host_cover_level) == (120, "hard")
    network_wiring.ask_host(a)  # the next dialog opens on the last choice
    assert (opened[-1].away.value(), opened[-1].cover.currentData()) == (120, "hard")
    monkeypatch.undo()
    ga = network_wiring.host_game(a, HostPlan("Ann", "conquest", "remote,remote,ai:easy", 0, away_s=20,
                                              cover_level="normal"))
    assert ga is not None and ga.server is not None
    a.network = ga
    session = ga.server.session
    assert session.away_s == 20
    assert [s.level for s in session.seats.values()] == ["normal", "normal", "easy"]


def test_a_local_game_leaves_the_network_game_first_and_asks_when_one_runs(
        qtbot, two: tuple[MainWindow, MainWindow], monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 29 item 3: a new (or opened) game while a network game is on leaves it cleanly: its link,
    server, lobby page and chat button go. The lobby goes without a question; a running game only when the
    player confirms (No, the default, keeps it)."""
    from PySide6.QtWidgets import QMessageBox

    from conquest_qt.ui.theme import message_boxes
    from tests.helpers.window import setup_of

    a, b = two
    asked: list[str] = []
    answer = [QMessageBox.StandardButton.No]

    def question(_parent: object, title: str, _text: str, *_a: object) -> QMessageBox.StandardButton:
        asked.append(title)
        return answer[0]

    monkeypatch.setattr(message_boxes, "paper_question", question)
    ga = network_wiring.host_game(a, HostPlan("Ann", "conquest", "remote,remote,ai:easy,ai:easy", 0))
    assert ga is not None and ga.server is not None
    a.network = ga
    port = ga.server.server.serverPort()
    gb = network_wiring.join_game(b, JoinPlan("Bob", "127.0.0.1", port))
    b.network = gb
    qtbot.waitUntil(lambda: bool(gb.state.seat), timeout=30000)
    assert b.may_replace_game() and not asked  # the lobby: no question
    b.start_session(setup_of(["red"], ["black", "blue", "green"]))
    assert b.network is None and b.session is not None and b.session.driver is not gb.driver
    assert b.stack.indexOf(gb.lobby) < 0
    qtbot.waitUntil(lambda: not any(s.joined for s in ga.server.session.seats.values() if s.name == "Bob"),
                    timeout=30000)  # Bob left on purpose: his seat is free again at once
    ga.server.start()
    qtbot.waitUntil(lambda: a.session is not None and a.session.driver is ga.driver, timeout=30000)
    assert not a.may_replace_game() and asked == ["Leave the network game"]  # No: the game goes on
    assert not a.may_close() and asked == ["Leave the network game"] * 2  # closing the window asks too
    assert a.network is ga and ga.server.server.isListening()
    answer[0] = QMessageBox.StandardButton.Yes
    assert a.may_replace_game()
    server = ga.server.server
    a.start_session(setup_of(["red"], ["black", "blue", "green"]))
    assert a.network is None and not server.isListening() and a.stack.indexOf(ga.lobby) < 0
    assert a.session is not None and a.session.driver is not ga.driver


def test_save_and_statistics_say_why_they_are_off_in_a_network_game(
        qtbot, two: tuple[MainWindow, MainWindow]) -> None:
    """Issue 29 item 5: in a network game Save, Save as and the statistics are off, and each says why (on
    hover and in the status bar), translated; leaving the game turns them on again."""
    a, _ = two
    ga = network_wiring.host_game(a, HostPlan("Ann", "risk", "remote,ai:easy,ai:easy,ai:easy", 0))
    assert ga is not None and ga.server is not None
    a.network = ga
    qtbot.waitUntil(lambda: ga.state.seat is not None, timeout=30000)
    ga.server.start()
    qtbot.waitUntil(lambda: a.session is not None, timeout=30000)
    acts = a.actions_
    for key in ("save", "save_as", "statistics"):
        assert not acts[key].isEnabled() and acts[key].toolTip() and acts[key].statusTip() == acts[key].toolTip()
    assert "host keeps" in acts["save"].toolTip()
    assert "dice" in acts["statistics"].toolTip()
    ga.leave()
    assert [(acts[k].isEnabled(), acts[k].statusTip()) for k in ("save", "save_as", "statistics")] == [(True, "")] * 3
