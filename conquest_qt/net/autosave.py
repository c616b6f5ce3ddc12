"""The host's autosave (issue 29, nothing lost): after every decision the game as an ordinary save
(`conquest --check-save` reads it; it holds the seed, so it stays on the host) and beside it
`<file>.net.json` with what a restarted host needs besides: the salt of its commitment and the seats
with their reconnect tokens. Both are written atomically."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from conquest_qt.engine.replay import LoggedGame
from conquest_qt.net.seats import Seat
from conquest_qt.saves.atomic import atomic_write_bytes
from conquest_qt.saves.codec import read_limited
from conquest_qt.saves.errors import SaveError
from conquest_qt.saves.files import SaveData, load_save, make_save, save_envelope
from conquest_qt.saves.model import PlayerMeta

if TYPE_CHECKING:
    from conquest_qt.net.host import HostSession


def sidecar(path: str | Path) -> Path:
    return Path(f"{path}.net.json")


def players_meta(seats: list[Seat]) -> list[PlayerMeta]:
    return [PlayerMeta(colour=s.colour, name=s.name[:60], kind="ai", level=s.level or "easy") if s.kind == "ai"
            else PlayerMeta(colour=s.colour, name=s.name[:60], kind="human") for s in seats]


def write(path: str | Path, logged: LoggedGame | None, seats: list[Seat], salt: str, seed: int,
          game_id: str, options: dict[str, Any] | None = None) -> None:
    _write(*prepare(path, logged, seats, salt, seed, game_id, options))


Prepared = tuple[Path, bytes, SaveData | None]


def prepare(path: str | Path, logged: LoggedGame | None, seats: list[Seat], salt: str, seed: int,
            game_id: str, options: dict[str, Any] | None = None) -> Prepared:
    """What `write` writes, taken from the live game now (the writing may happen later, elsewhere)."""
    net = {"salt": salt, "seed": seed, "game_id": game_id, "seats": [s.to_dict() for s in seats],
           "options": options or {}}
    save = make_save(logged, players_meta(seats), game_id=game_id) if logged is not None else None
    return Path(path), json.dumps(net).encode(), save


def _write(path: Path, net: bytes, save: SaveData | None) -> None:
    """The sidecar first (a host killed between the two finds the older game with the newer seats)."""
    atomic_write_bytes(sidecar(path), net)
    if save is not None:
        save_envelope(path, save)


class Writer:
    """Writes on a thread of its own, the latest only: a write (fsynced, tens of ms) never holds up the
    host's next decision, and a host killed at any moment leaves the last complete autosave (at worst one
    decision old; the clients then take the host's position again when they rejoin)."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._latest: Prepared | None = None
        self._busy = False
        self.errors = 0
        threading.Thread(target=self._run, name="autosave", daemon=True).start()

    def put(self, prepared: Prepared) -> None:
        with self._cond:
            self._latest = prepared
            self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until everything put is written; False after `timeout` seconds."""
        with self._cond:
            return self._cond.wait_for(lambda: self._latest is None and not self._busy, timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._latest is not None)
                job, self._latest, self._busy = self._latest, None, True
            try:
                assert job is not None
                _write(*job)
            except (OSError, SaveError):
                self.errors += 1
            with self._cond:
                self._busy = False
                self._cond.notify_all()


def read(path: str | Path) -> tuple[LoggedGame | None, dict[str, Any]]:
    """The saved game (None before the start) and the sidecar's data, its seats as Seats."""
    net = json.loads(read_limited(sidecar(path), 1 << 20))
    net["seats"] = [Seat.from_dict(s) for s in net["seats"]]
    logged = load_save(path).logged if Path(path).exists() else None
    return logged, net


def resume(path: str | Path, host_name: str, away_s: float, now: float) -> tuple[HostSession, str]:
    """The host's session taken up from its autosave (`conquest-host --resume`, the window's "Resume"):
    the same seed, salt, seats and tokens; every player who had joined is away until he reconnects (a
    computer player covers him after `away_s`). Also its game id. OSError, ValueError, SaveError."""
    from conquest_qt.engine import rulesets
    from conquest_qt.net.host import HostSession

    logged, net = read(path)
    seats: list[Seat] = net["seats"]
    options = logged.options if logged is not None else rulesets.options_from_dict(dict(net.get("options") or {}))
    session = HostSession(options, seats, _nothing, _nothing, host_name, away_s, net["seed"], net["salt"])
    for seat in seats:
        if seat.remote and seat.joined:
            seat.away_since = now
    if logged is not None:
        session.resume(logged)
    return session, str(net["game_id"])


def _nothing(*_: object) -> None:
    pass
