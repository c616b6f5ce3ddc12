"""Issue 29 over real sockets and processes on 127.0.0.1: a `conquest-host` and three bot clients, each
its own process (conquest_qt/net/loopback.py, as tools/bench_network.py runs them). Mid-game one client is
killed and started again (it rejoins with its token) and the host is killed and resumed from its autosave
(the clients reconnect); the game still ends, every client's copy verifies (the opened seed matches the
hash published at the start, the replay gives the last view the host sent, `conquest --check-save` passes
on it), and no byte any client received holds another player's hand, the deck's order or the seed."""

from __future__ import annotations

from pathlib import Path

from conquest_qt.net.loopback import JUNK, play


def test_a_game_over_loopback_survives_a_client_and_a_host_killed(tmp_path: Path) -> None:
    res = play(tmp_path, "conquest", clients=3, kill_client_at=40, kill_host_at=100, timeout_s=240)
    assert len(res.notes) == 2 and all("killed" in n for n in res.notes), res.notes
    assert res.completed, res.notes
    assert res.desyncs == 0
    assert res.leaks == []
    assert res.refused_junk == len(JUNK) + 1  # every junk line, then the hello of another version
    assert {b["check"] for b in res.bots if "check" in b} == {"ok"}
    assert len({b["seat"] for b in res.bots}) == 3
