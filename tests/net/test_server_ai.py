"""Issue 29: the host's computer players think off its event loop, so the host keeps answering its
remote players (and the host's window stays live) while a hard or expert player thinks."""

from __future__ import annotations

import threading
from typing import Any

from conquest_qt.engine import rulesets
from conquest_qt.net.client import ClientState
from conquest_qt.net.host import HostSession, app_version
from conquest_qt.net.link import Link
from conquest_qt.net.protocol import MAX_HOST_LINE, Ping, Pong, encode
from conquest_qt.net.seats import parse_seats
from conquest_qt.net.server import HostServer


class _Gated:
    """An agent that thinks until the test lets it answer (a slow expert, independent of the machine)."""

    def __init__(self, agent: Any, gate: threading.Event, asked: list[str]) -> None:
        self.agent, self.gate, self.asked = agent, gate, asked

    def decide_view(self, view: Any) -> dict[str, Any]:
        self.asked.append(view.player)
        self.gate.wait(30)
        return dict(self.agent.decide_view(view))


def test_the_host_answers_its_players_while_a_computer_player_thinks(qtbot) -> None:
    gate, asked = threading.Event(), []
    options = rulesets.options_from_dict({"ruleset": "conquest"})
    seats = parse_seats("ai:hard,ai:hard,ai:hard,remote")
    session = HostSession(options, seats, print, print, seed=2)  # a computer (blue) is asked first
    session.wrap_agent = lambda _colour, agent: _Gated(agent, gate, asked)
    server = HostServer(session)
    port = server.listen(0)
    assert port > 0
    state = ClientState(name="Ann", app=app_version())
    pongs: list[int] = []
    link = Link.connect_to("127.0.0.1", port, MAX_HOST_LINE)
    link.on_connected = lambda: link.send(state.hello())
    link.on_line = lambda line: pongs.append(msg.n) if isinstance(msg := state.receive(line), Pong) else None
    qtbot.waitUntil(lambda: state.seat is not None, timeout=10000)
    try:
        server.start()
        qtbot.waitUntil(lambda: server.thinking and bool(asked), timeout=10000)
        serial = session.serial
        for n in (1, 2, 3):  # the host answers while the computer player is still thinking
            link.send(encode(Ping(t="ping", n=n)))
        qtbot.waitUntil(lambda: pongs == [1, 2, 3], timeout=10000)
        assert server.thinking and session.serial == serial
        gate.set()
        qtbot.waitUntil(lambda: session.serial > serial, timeout=10000)
    finally:
        gate.set()
        link.close()
        server.close()
        qtbot.waitUntil(lambda: not server.thinking, timeout=10000)  # its thread is done
