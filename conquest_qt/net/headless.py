"""`conquest-host`: a network game's host without a window (a server), the same HostSession and server
as the start screen's "Host a game".

    conquest-host --ruleset risk --seats remote,remote,ai:normal --port 47470
    conquest-host --resume ~/host.save          # the host died: the same game, the same seats and tokens

It prints `listening <port>` when clients may connect, starts when every remote seat is taken and ready,
and with --exit-when-over leaves a moment after every player who joined has been sent the game's end (an
away player has --away + 30 seconds to come back for it)."""

from __future__ import annotations

import argparse
import faulthandler
import signal
import sys
import time

from PySide6.QtCore import QCoreApplication, QTimer

from conquest_qt import manifest
from conquest_qt.engine import rulesets
from conquest_qt.net import autosave
from conquest_qt.net.host import HostSession
from conquest_qt.net.seats import parse_seats
from conquest_qt.net.server import HostServer


def _args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="conquest-host", description="Host a network game of Conquest.")
    ap.add_argument("--ruleset", default=rulesets.DEFAULT, choices=manifest.rulesets())
    ap.add_argument("--seats", default="remote,remote,ai:easy,ai:easy",
                    help="seat kinds in colour order: remote[:cover level], ai:level (default: %(default)s)")
    ap.add_argument("--port", type=int, default=47470, help="0: any free port (printed)")
    ap.add_argument("--name", default="host")
    ap.add_argument("--away", type=float, default=60.0, help="seconds before a computer covers an away seat")
    ap.add_argument("--autosave", metavar="FILE", help="write the game after every decision (and FILE.net.json)")
    ap.add_argument("--resume", metavar="FILE", help="take up the game autosaved in FILE")
    ap.add_argument("--exit-when-over", action="store_true")
    return ap.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = _args(argv)
    if hasattr(signal, "SIGUSR1"):
        faulthandler.register(signal.SIGUSR1)  # `kill -USR1 <pid>`: where a server is stuck, on stderr
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    if args.resume:
        session, game_id = autosave.resume(args.resume, args.name, args.away, time.monotonic())
        server = HostServer(session, args.autosave or args.resume, game_id)
    else:
        options = rulesets.options_from_dict({"ruleset": args.ruleset})
        session = HostSession(options, parse_seats(args.seats), _nothing, _nothing, args.name, args.away)
        server = HostServer(session, args.autosave)
    port = server.listen(args.port)
    if port < 0:
        print(f"error: cannot listen on port {args.port}: {server.server.errorString()}", file=sys.stderr)
        return 2
    print(f"listening {port}", flush=True)

    def lobby_changed() -> None:
        if not session.started and session.all_ready():
            QTimer.singleShot(0, server, server.start)

    session.lobby_changed = lobby_changed  # type: ignore[method-assign]
    if args.exit_when_over:
        over_at: list[float] = []

        def check_over() -> None:
            if session.logged is None or not session.logged.game.over:
                return
            if not over_at:
                over_at.append(time.monotonic())
            if session.everyone_told() or time.monotonic() - over_at[0] > args.away + 30:
                over_timer.stop()
                QTimer.singleShot(1000, server, lambda: (server.writer.flush(), app.quit()))
        over_timer = QTimer(server)
        over_timer.timeout.connect(check_over)
        over_timer.start(200)
    server._schedule_ai()
    return int(app.exec())


def _nothing(*_: object) -> None:
    pass


if __name__ == "__main__":
    sys.exit(main())
