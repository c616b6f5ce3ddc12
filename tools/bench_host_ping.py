"""Benchmark: does the host keep answering while its computer players think? (issue 29)

A HostServer in this process with three computer players of --level and one bot client (easy) over
loopback; the client pings every 20 ms for --seconds and records each round trip. --inline makes the level
think on the host's event loop (the behaviour before issue 29's fix) for a comparison.

Usage: python tools/bench_host_ping.py [--level expert] [--seconds 15] [--inline]

Last line: `<level> <off-loop|inline> decisions=<n> pings=<answered> median=… p95=… max=…` (ms).
"""

from __future__ import annotations

import argparse
import time

from PySide6.QtCore import QCoreApplication, QTimer

from conquest_qt.engine import rulesets
from conquest_qt.net import server as srv
from conquest_qt.net.bot import Bot
from conquest_qt.net.client import ClientState
from conquest_qt.net.host import HostSession, app_version
from conquest_qt.net.link import Link
from conquest_qt.net.protocol import MAX_HOST_LINE, Ping, Pong, encode
from conquest_qt.net.seats import parse_seats


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--level", default="expert")
    ap.add_argument("--seconds", type=float, default=15.0)
    ap.add_argument("--ruleset", default="conquest")
    ap.add_argument("--inline", action="store_true")
    args = ap.parse_args()
    if args.inline:
        srv.QUICK_LEVELS = (args.level,)
    app = QCoreApplication([])
    options = rulesets.options_from_dict({"ruleset": args.ruleset})
    level = args.level
    session = HostSession(options, parse_seats(f"ai:{level},ai:{level},ai:{level},remote"), _no, _no, seed=2)
    server = srv.HostServer(session)
    port = server.listen(0)
    state = ClientState(name="Ann", app=app_version())
    bot = Bot(state, "easy", 1)
    sent: dict[int, float] = {}
    rtts: list[float] = []
    link = Link.connect_to("127.0.0.1", port, MAX_HOST_LINE)
    link.on_connected = lambda: link.send(state.hello())

    def line(data: bytes) -> None:
        msg = state.receive(data)
        answer = bot.answer()
        if answer is not None:
            link.send(answer)
        if isinstance(msg, Pong):
            rtts.append((time.perf_counter() - sent.pop(msg.n)) * 1000)

    link.on_line = line
    count = [0]

    def ping() -> None:
        if state.seat is None:
            return
        if not session.started:
            server.start()
        count[0] += 1
        sent[count[0]] = time.perf_counter()
        link.send(encode(Ping(t="ping", n=count[0])))

    timer = QTimer()
    timer.timeout.connect(ping)
    timer.start(20)
    QTimer.singleShot(int(args.seconds * 1000), app.quit)
    app.exec()
    server.close()
    rtts.sort()
    how = "inline" if args.inline else "off-loop"
    figures = (f"median={rtts[len(rtts) // 2]:.1f} p95={rtts[int(len(rtts) * 0.95)]:.1f} max={rtts[-1]:.1f}"
               if rtts else "")
    print(f"{level} {how} decisions={session.serial} pings={len(rtts)} {figures}")


def _no(*_: object) -> None:
    pass


if __name__ == "__main__":
    main()
