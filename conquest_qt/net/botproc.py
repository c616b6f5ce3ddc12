"""A bot client as its own process (tests/net, tools/bench_network.py):

    python -m conquest_qt.net.botproc --port P --name Ann [--record F] [--token-file F] [--copy F]

It joins (with the token in --token-file if there is one: a restarted client takes its seat back),
says it is ready, answers every decision its seat is asked with the computer player --level, and
reconnects for --patience seconds when the host goes away (a host restarted from its autosave). It
appends every line the host sent to --record, keeps its token in --token-file, and at the end checks the
game (verify.py), writes its copy to --copy and prints one JSON line: seat, decisions, check, round
trips (ms from a decision sent to the update that answers it)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer

from conquest_qt.net import verify
from conquest_qt.net.bot import Bot
from conquest_qt.net.client import ClientState
from conquest_qt.net.host import app_version
from conquest_qt.net.link import Link
from conquest_qt.net.protocol import MAX_HOST_LINE, Over, Refused, Rejected, Update


class BotProcess:
    def __init__(self, args: argparse.Namespace, app: QCoreApplication) -> None:
        self.args, self.app = args, app
        token = None
        if args.token_file and Path(args.token_file).exists():
            token = Path(args.token_file).read_text().strip() or None
        self.state = ClientState(name=args.name, app=app_version(), token=token)
        self.bot = Bot(self.state, args.level, seed=hash(args.name) & 0xFFFF)
        self.link: Link | None = None
        self.gave_up_at = time.monotonic() + args.patience
        self.sent_at: dict[int, float] = {}
        self.rtt_ms: list[float] = []
        self.record = open(args.record, "ab") if args.record else None  # noqa: SIM115 (open for the run)
        self.exit_code = 1
        self._connect()

    def _connect(self) -> None:
        link = self.link = Link.connect_to(self.args.host, self.args.port, MAX_HOST_LINE)
        link.on_connected = lambda: link.send(self.state.hello())
        link.on_line = self._line
        link.on_closed = lambda: self._closed(link)

    def _closed(self, link: Link) -> None:
        if link is not self.link or self.state.over is not None:
            return
        link.deleteLater()
        self.link = None
        if time.monotonic() > self.gave_up_at:
            print(json.dumps({"error": "host gone", "seat": self.state.seat}), flush=True)
            self.app.exit(1)
            return
        QTimer.singleShot(200, self.app, self._connect)

    def _line(self, line: bytes) -> None:
        if self.record is not None:
            self.record.write(line + b"\n")
            self.record.flush()
        msg = self.state.receive(line)
        self.gave_up_at = time.monotonic() + self.args.patience
        if msg.t == "welcome":
            if self.args.token_file:
                Path(self.args.token_file).write_text(self.state.token or "")
            self._send(self.state.ready())
        elif isinstance(msg, Update) and msg.serial - 1 in self.sent_at:
            self.rtt_ms.append((time.perf_counter() - self.sent_at.pop(msg.serial - 1)) * 1000)
        elif isinstance(msg, Rejected) or (isinstance(msg, Refused) and msg.code == "rate_limited"):
            self.bot.rejected()
            QTimer.singleShot(100, self.app, self._answer)
            return
        elif isinstance(msg, Refused) and msg.code in ("version", "bad_token", "full", "started"):
            print(json.dumps({"error": msg.code, "data": msg.data}), flush=True)
            self.app.exit(3)
            return
        if isinstance(msg, Over):
            self._finish()
            return
        self._answer()

    def _answer(self) -> None:
        answer = self.bot.answer()
        if answer is not None:
            self.sent_at[self.state.serial] = time.perf_counter()
            self._send(answer)

    def _send(self, line: bytes) -> None:
        if self.link is not None:
            self.link.send(line)

    def _finish(self) -> None:
        checked = self.state.check
        code = checked.code if checked else "no_view"
        if checked is not None and checked.logged is not None and self.args.copy:
            names = {s.colour: s.name for s in self.state.seats}
            remote = {s.colour for s in self.state.seats if s.kind != "ai"}
            verify.write_copy(self.args.copy, checked, names, remote)
        print(json.dumps({"seat": self.state.seat, "decisions": self.bot.decisions, "check": code,
                          "gaps": self.state.gaps, "rtt_ms": [round(x, 3) for x in self.rtt_ms]}), flush=True)
        self.exit_code = 0 if code == "ok" else 4
        if self.link is not None:
            self.link.close()
        QTimer.singleShot(0, self.app, lambda: self.app.exit(self.exit_code))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="conquest-bot")
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, required=True)
    ap.add_argument("--name", required=True)
    ap.add_argument("--level", default="easy")
    ap.add_argument("--record")
    ap.add_argument("--token-file")
    ap.add_argument("--copy")
    ap.add_argument("--patience", type=float, default=30.0)
    args = ap.parse_args(argv)
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    proc = BotProcess(args, app)  # noqa: F841 (lives as long as the loop)
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
