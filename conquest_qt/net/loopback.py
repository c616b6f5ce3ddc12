"""Network games on 127.0.0.1 with real processes: a `conquest-host` and bot clients, each its own Python
process (tools/bench_network.py, tests/net/test_processes.py). One game may kill a client mid-game and
start it again (it rejoins with its token), and kill the host and start it again from its autosave (the
clients reconnect); every client's record is then checked for leaks and its copy of the game verified."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from conquest_qt.net.leaks import find_leaks
from conquest_qt.net.protocol import PROTOCOL
from conquest_qt.saves.check import check_save_cli

JUNK = [
    b"not json at all",
    b"{\"t\": \"decide\"",
    b"[1, 2, 3]",
    b"{\"t\": \"nonsense\"}",
    b"{\"t\": \"hello\", \"protocol\": 1}",
    b"{\"t\": \"ping\", \"n\": -1}",
    b"{\"t\": \"ping\", \"n\": 1, \"extra\": true}",
    b"{\"t\": \"chat\", \"text\": \"" + b"x" * 400 + b"\"}",
    b"{\"t\": \"decide\", \"serial\": 0, \"action\": {}}",
    b"{\"t\": \"ping\", \"n\": NaN}",
    b"\xff\xfe\x00garbage",
    b"{\"t\": \"hello\", \"protocol\": 1, \"app\": \"x\", \"name\": \"e\", \"token\": \"" + b"z" * 70 + b"\"}",
]


@dataclass
class Result:
    completed: bool = False
    desyncs: int = 0
    leaks: list[str] = field(default_factory=list)
    refused_junk: int = 0
    rtt_ms: list[float] = field(default_factory=list)
    bots: list[dict[str, object]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def _python() -> list[str]:
    return [sys.executable, "-m"]


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


def start_host(folder: Path, args: list[str]) -> tuple[subprocess.Popen[str], int]:
    proc = subprocess.Popen([*_python(), "conquest_qt.net.headless", *args], stdout=subprocess.PIPE,
                            stderr=open(folder / "host.err", "a"), text=True, env=_env(), cwd=folder)  # noqa: SIM115
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if not line.startswith("listening "):
        proc.kill()
        raise RuntimeError(f"the host did not start: {line!r} {(folder / 'host.err').read_text()[-500:]}")
    return proc, int(line.split()[1])


def start_bot(folder: Path, port: int, name: str, level: str) -> subprocess.Popen[str]:
    return subprocess.Popen([*_python(), "conquest_qt.net.botproc", "--port", str(port), "--name", name,
                             "--level", level, "--record", f"{name}.rec", "--token-file", f"{name}.tok",
                             "--copy", f"{name}.save", "--patience", "60"],
                            stdout=open(folder / f"{name}.out", "a"), stderr=open(folder / f"{name}.err", "a"),
                            text=True, env=_env(), cwd=folder)


def throw_junk(port: int) -> int:
    """Junk lines at the host; how many it refused (it answers each with `refused`, then hangs up)."""
    refused = 0
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(b"".join(j + b"\n" for j in JUNK))
        hello = {"t": "hello", "protocol": PROTOCOL, "app": "conquest 0.0.0-old", "name": "Old"}
        s.sendall(json.dumps(hello).encode() + b"\n")  # a different version: refused, then the host hangs up
        data = b""
        while True:
            try:
                chunk = s.recv(65536)
            except TimeoutError:
                break
            if not chunk:
                break
            data += chunk
    for line in data.splitlines():
        if json.loads(line).get("t") == "refused":
            refused += 1
    return refused


def _lines(path: Path) -> int:
    try:
        with open(path, "rb") as f:
            return sum(1 for _ in f)
    except OSError:
        return 0


def play(folder: Path, ruleset: str = "conquest", clients: int = 3, level: str = "easy", ai_seats: int = 1,
         kill_client_at: int | None = 150, kill_host_at: int | None = 300, timeout_s: float = 600.0) -> Result:
    """One game; `kill_*_at`: after that many lines reached the first client (None: no kill)."""
    folder.mkdir(parents=True, exist_ok=True)
    res = Result()
    seats = ",".join(["remote"] * clients + [f"ai:{level}"] * ai_seats)
    host_args = ["--ruleset", ruleset, "--seats", seats, "--port", "0", "--away", "2",
                 "--autosave", "host.save", "--exit-when-over"]
    host, port = start_host(folder, host_args)
    res.refused_junk = throw_junk(port)
    names = [f"bot{i}" for i in range(clients)]
    bots = {n: start_bot(folder, port, n, level) for n in names}
    first = folder / f"{names[0]}.rec"
    victim = names[-1]
    deadline = time.monotonic() + timeout_s
    try:
        while time.monotonic() < deadline and any(b.poll() is None for b in bots.values()):
            seen = _lines(first)
            if kill_client_at is not None and seen >= kill_client_at:
                kill_client_at = None
                bots[victim].send_signal(signal.SIGKILL)
                bots[victim].wait()
                time.sleep(2.5)  # longer than --away: a computer player covers him meanwhile
                bots[victim] = start_bot(folder, port, victim, level)
                res.notes.append(f"client {victim} killed and restarted at line {seen}")
            if kill_host_at is not None and seen >= kill_host_at:
                kill_host_at = None
                host.send_signal(signal.SIGKILL)
                host.wait()
                host, _ = start_host(folder, ["--resume", "host.save", "--port", str(port), "--away", "2",
                                              "--exit-when-over"])
                res.notes.append(f"host killed and resumed at line {seen}")
            if host.poll() is not None and any(b.poll() is None for b in bots.values()):
                time.sleep(1.0)
                if any(b.poll() is None for b in bots.values()):
                    res.notes.append("the host left before its clients")
                    break
            time.sleep(0.05)
    finally:
        for proc in (host, *bots.values()):
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    res.completed = all(b.returncode == 0 for b in bots.values())
    for name in names:
        outs = [json.loads(x) for x in (folder / f"{name}.out").read_text().splitlines() if x.startswith("{")]
        res.bots.extend(outs)
        for out in outs:
            res.rtt_ms.extend(out.get("rtt_ms", []))  # type: ignore[arg-type]
        final = outs[-1] if outs else {}
        if final.get("check") not in (None, "ok"):
            res.desyncs += 1
        copy = folder / f"{name}.save"
        if final.get("check") == "ok" and check_save_cli(str(copy)) != 0:
            res.desyncs += 1
        seat = final.get("seat")
        record = _record(folder / f"{name}.rec")
        if isinstance(seat, str):
            res.leaks += [f"{name}: {x}" for x in find_leaks(record, seat)]
    return res


def _record(path: Path) -> list[bytes]:
    """The lines a client recorded (a line cut by its kill is left out)."""
    out = []
    for line in path.read_bytes().splitlines():
        try:
            json.loads(line)
        except ValueError:
            continue
        out.append(line)
    return out
