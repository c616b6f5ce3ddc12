"""The wire format: one JSON object per line (UTF-8, newline-delimited), each a message whose `t` names
its schema. Every schema forbids extra fields; numbers are exact types (strict); text has a length cap.

Client to host: hello, ready, decide, chat, ping. Host to client: welcome, refused, lobby, sync, update,
rejected, said, over, pong. A line longer than its side's cap is refused before it is parsed; no pickle,
no eval: `json.loads` without NaN or Infinity, then the schema.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

PROTOCOL = 1
MAX_CLIENT_LINE = 32 * 1024  # a decision, a chat line: far below this
MAX_HOST_LINE = 8 * 1024 * 1024  # a rejoin's whole history of a long game
MAX_NAME = 24
MAX_CHAT = 300
MAX_TOKEN = 64

_STRICT = ConfigDict(extra="forbid", strict=True, frozen=True)


class ProtocolError(ValueError):
    """A message the protocol refuses: `code` says why (too_large, malformed, unknown_message)."""

    def __init__(self, code: str, **data: Any) -> None:
        super().__init__(code)
        self.code = code
        self.data = data


class Msg(BaseModel):
    model_config = _STRICT


# --- client to host ------------------------------------------------------------------------------
class Hello(Msg):
    t: Literal["hello"]
    protocol: int
    app: Annotated[str, Field(max_length=40)]
    name: Annotated[str, Field(min_length=1, max_length=MAX_NAME)]
    token: Annotated[str, Field(max_length=MAX_TOKEN)] | None = None


class Ready(Msg):
    t: Literal["ready"]
    ready: bool


class Decide(Msg):
    t: Literal["decide"]
    serial: Annotated[int, Field(ge=0)]
    action: dict[str, Any]


class Chat(Msg):
    t: Literal["chat"]
    text: Annotated[str, Field(min_length=1, max_length=MAX_CHAT)]


class Ping(Msg):
    t: Literal["ping"]
    n: Annotated[int, Field(ge=0, lt=2**53)]


class Leave(Msg):
    """The player left on purpose ("Leave"): before the start his seat is free again at once (a lost
    connection keeps it for his token a while)."""

    t: Literal["leave"]


ClientMsg = Annotated[Hello | Ready | Decide | Chat | Ping | Leave, Field(discriminator="t")]


# --- host to client ------------------------------------------------------------------------------
class SeatInfo(Msg):
    colour: str
    name: str
    kind: Literal["host", "local", "remote", "ai"]  # the host's own, another on the host's screen, a client, a computer
    level: str | None = None
    joined: bool = False  # a remote seat: someone holds it (connected or away)
    connected: bool = False
    ready: bool = False
    covered: bool = False  # a computer player sits in for the away player


class Welcome(Msg):
    t: Literal["welcome"]
    protocol: int
    app: str
    seat: str
    token: str
    host: str  # the host's name
    options: dict[str, Any]
    seats: list[SeatInfo]
    seed_hash: str  # sha256 of salt:seed, opened by `over`
    started: bool


class Refused(Msg):
    t: Literal["refused"]
    code: str
    data: dict[str, Any] = {}


class Lobby(Msg):
    t: Literal["lobby"]
    seats: list[SeatInfo]
    started: bool


class Sync(Msg):
    """Everything a (re)joining client needs: his view, the game's decisions so far and the events he saw."""

    t: Literal["sync"]
    serial: int
    view: dict[str, Any]
    log: list[dict[str, Any]]
    events: list[list[dict[str, Any]]]  # the opening's, then each decision's, as this seat may see them


class Update(Msg):
    t: Literal["update"]
    serial: int
    entry: dict[str, Any]  # the decision: {player, action}
    events: list[dict[str, Any]]
    view: dict[str, Any]


class Rejected(Msg):
    t: Literal["rejected"]
    serial: int
    code: str
    data: dict[str, Any] = {}


class Said(Msg):
    t: Literal["said"]
    seat: str
    name: str
    text: str


class Over(Msg):
    t: Literal["over"]
    winner: Any
    seed: int
    salt: str
    players: list[str]
    log: list[dict[str, Any]]


class Pong(Msg):
    t: Literal["pong"]
    n: int


HostMsg = Annotated[Welcome | Refused | Lobby | Sync | Update | Rejected | Said | Over | Pong, Field(discriminator="t")]

_CLIENT = TypeAdapter(ClientMsg)
_HOST = TypeAdapter(HostMsg)


def _no_constants(name: str) -> Any:
    raise ValueError(f"not JSON: {name}")


def _parse(line: bytes, limit: int) -> Any:
    if len(line) > limit:
        raise ProtocolError("too_large", size=len(line), limit=limit)
    try:
        return json.loads(line.decode("utf-8"), parse_constant=_no_constants)
    except (ValueError, RecursionError):  # UnicodeDecodeError and JSONDecodeError are ValueErrors
        raise ProtocolError("malformed") from None


def _validate(adapter: TypeAdapter[Any], raw: Any) -> Any:
    if not isinstance(raw, dict) or not isinstance(raw.get("t"), str):
        raise ProtocolError("malformed")
    try:
        return adapter.validate_python(raw)
    except ValidationError as exc:
        first = exc.errors()[0] if exc.errors() else {}
        if first.get("type") == "union_tag_invalid":
            raise ProtocolError("unknown_message", t=raw["t"][:40]) from None
        where = ".".join(str(p) for p in first.get("loc", ()))[:80]
        raise ProtocolError("malformed", field=where) from None
    except RecursionError:
        raise ProtocolError("malformed") from None


def client_message(line: bytes) -> Hello | Ready | Decide | Chat | Ping | Leave:
    """A line a client sent, as its schema; ProtocolError otherwise."""
    msg: Hello | Ready | Decide | Chat | Ping | Leave = _validate(_CLIENT, _parse(line, MAX_CLIENT_LINE))
    return msg


def host_message(line: bytes) -> Any:
    """A line the host sent, as its schema; ProtocolError otherwise."""
    return _validate(_HOST, _parse(line, MAX_HOST_LINE))


def encode(msg: Msg) -> bytes:
    """One line: compact JSON and a newline (JSON never holds a raw newline)."""
    return msg.model_dump_json(exclude_none=False).encode("utf-8") + b"\n"
