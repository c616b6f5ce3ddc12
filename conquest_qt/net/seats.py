"""The host's seat plan: who sits at each colour, the remote seats' reconnect tokens, who is connected.

A seat is a player's computer (`remote`: a friend's, or the host's own window joined over loopback) or a
computer player on the host (`ai`, with its level). A remote seat's `level` is the computer player that
covers it while its player is away (issue 29: the game waits `away_s`, then it plays). A hot-seat player
at the host's screen is a remote seat marked `local`: the host's window joins it with its token over
loopback, beside its own seat (ui/window/network_wiring.py), and hands the screen over between them."""

from __future__ import annotations

import secrets
from dataclasses import asdict, dataclass
from typing import Any

from conquest_qt.engine.seats import COLOURS
from conquest_qt.net.protocol import SeatInfo

KINDS = ("remote", "ai")  # the kinds a seat plan may name (see above)


@dataclass
class Seat:
    colour: str
    kind: str
    name: str
    level: str | None = None
    token: str = ""
    conn: int | None = None  # the connection that holds a remote seat now
    joined: bool = False  # a remote seat: someone took it (he keeps it while away)
    ready: bool = False
    away_since: float | None = None
    covered: bool = False  # the computer player sits in for the away player
    local: bool = False  # a remote seat played at the host's own screen (hot seat: its window joins it too)

    @property
    def remote(self) -> bool:
        return self.kind == "remote"

    def info(self) -> SeatInfo:
        return SeatInfo(colour=self.colour, name=self.name, kind=self.kind, level=self.level,  # type: ignore[arg-type]
                        joined=self.joined, connected=self.conn is not None, ready=self.ready, covered=self.covered)

    def to_dict(self) -> dict[str, Any]:
        """What the host's autosave keeps of a seat (no connection: none survives a restart)."""
        d = asdict(self)
        del d["conn"], d["away_since"]
        return d

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Seat:
        seat = cls(**{k: data[k] for k in ("colour", "kind", "name", "level", "token", "joined", "ready",
                                           "covered")}, local=bool(data.get("local", False)))
        if seat.kind not in KINDS or seat.colour not in COLOURS:
            raise ValueError("not a seat")
        return seat


def new_token() -> str:
    return secrets.token_urlsafe(24)


def parse_seats(spec: str, cover_level: str = "easy") -> list[Seat]:
    """Seats from `remote,remote:normal,ai:easy`, in the seat order of R1's colours."""
    parts = [p.strip() for p in spec.split(",") if p.strip()]
    if not 2 <= len(parts) <= len(COLOURS):
        raise ValueError(f"between 2 and {len(COLOURS)} seats")
    seats = []
    for colour, part in zip(COLOURS, parts):
        kind, _, arg = part.partition(":")
        if kind not in KINDS:
            raise ValueError(f"unknown seat kind {kind!r}; known: {', '.join(KINDS)}")
        if kind == "ai":
            seats.append(Seat(colour, "ai", arg or "easy", level=arg or "easy"))
        else:
            seats.append(Seat(colour, "remote", "", level=arg or cover_level, token=new_token()))
    return seats
