"""Save and load games: the public API of conquest_qt.saves.

    save = make_save(logged, players, game_id)     # LoggedGame + seat metadata -> SaveData (fast)
    env = build_envelope(logged, players)          # the same, validated -> SaveEnvelope
    save_envelope(path, save_or_env)                # atomic write; SaveError("write_failed") on OSError
    write_save(path, logged, players)               # both at once (conquest-sim --save-last)
    loaded = load_save(path)                        # -> LoadedSave(envelope, logged); raises SaveError
    env = peek_save(path)                           # validated envelope without the replay (listings)
"""

from __future__ import annotations

import datetime as _dt
import gc
import json
import os
import uuid
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError
from pydantic_core import PydanticSerializationError

import conquest_qt
from conquest_qt.saves.atomic import atomic_write_bytes, remove_stale_temp_files
from conquest_qt.saves.codec import dumps, envelope_from_bytes, read_limited, strict_json, validation_error
from conquest_qt.saves.errors import SaveError
from conquest_qt.saves.model import FORMAT_NAME, PlayerMeta, SaveEnvelope, Summary
from conquest_qt.saves.summary import summarize
from conquest_qt.saves.versions import SCHEMA_VERSION

if TYPE_CHECKING:
    from conquest_qt.engine.replay import LoggedGame


@dataclass
class LoadedSave:
    envelope: SaveEnvelope
    logged: LoggedGame
    path: Path | None = None

    @property
    def players(self) -> list[PlayerMeta]:
        return list(self.envelope.players)

    @property
    def game_id(self) -> str:
        return self.envelope.game_id


def new_game_id() -> str:
    return uuid.uuid4().hex


def now_iso() -> str:
    return _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def default_players(colours: Iterable[str], level: str = "random") -> list[PlayerMeta]:
    """Seat metadata for an all-AI game (sim): name = colour."""
    return [PlayerMeta(colour=c, name=c, kind="ai", level=level) for c in colours]


def _player_list(logged: LoggedGame, players: Iterable[PlayerMeta | Mapping[str, Any]] | None) -> list[PlayerMeta]:
    if players is None:
        return default_players(logged.players)
    out = [p if isinstance(p, PlayerMeta) else PlayerMeta.model_validate(dict(p)) for p in players]
    if [p.colour for p in out] != list(logged.players):
        raise ValueError("players metadata must list the game's colours in seat order")
    return out


@dataclass(frozen=True)
class SaveData:
    """A save ready to write: the envelope as plain JSON data.

    Built from a live game, so it is not re-validated (that would cost a third of the save time on
    long games); the players are validated, and loading validates everything.
    """

    data: dict[str, Any]

    @property
    def game_id(self) -> str:
        return str(self.data["game_id"])

    @property
    def saved_at(self) -> str:
        return str(self.data["saved_at"])

    @property
    def summary(self) -> Summary:
        return Summary.model_validate(self.data["summary"])

    def to_bytes(self) -> bytes:
        try:
            return strict_json(self.data)
        except PydanticSerializationError as exc:  # a non-JSON value in an action: a caller's bug
            raise SaveError("write_failed", reason=str(exc)[:200]) from None
        except ValueError:  # NaN or Infinity: strict JSON only (a file that would not open again)
            raise SaveError("write_failed", reason="not a finite number") from None

    def envelope(self) -> SaveEnvelope:
        try:
            return SaveEnvelope.model_validate(json.loads(self.to_bytes()))
        except ValidationError as exc:
            raise validation_error(exc) from None


def make_save(logged: LoggedGame, players: Iterable[PlayerMeta | Mapping[str, Any]] | None = None,
              game_id: str | None = None, saved_at: str | None = None) -> SaveData:
    """The save of a live game (fast path: plain data, serialised by pydantic-core)."""
    from conquest_qt.saves.verify import normalize  # the engine: not needed to list saves at start-up

    snapshot = normalize(logged.game.snapshot())
    return SaveData({
        "format": FORMAT_NAME,
        "schema_version": SCHEMA_VERSION,
        "app_version": conquest_qt.__version__[:40],
        "game_id": game_id or new_game_id(),
        "saved_at": saved_at or now_iso(),
        "options": logged.options.to_dict(),
        "players": [p.model_dump() for p in _player_list(logged, players)],
        "seed": logged.seed,
        "actions": list(logged.log),
        "snapshot": snapshot,
        "summary": summarize(snapshot).model_dump(),
    })


def build_envelope(logged: LoggedGame, players: Iterable[PlayerMeta | Mapping[str, Any]] | None = None,
                   game_id: str | None = None, saved_at: str | None = None) -> SaveEnvelope:
    """The validated envelope of a live game."""
    return make_save(logged, players, game_id, saved_at).envelope()


def save_bytes(envelope: SaveEnvelope | SaveData) -> bytes:
    return envelope.to_bytes() if isinstance(envelope, SaveData) else dumps(envelope)


def save_envelope(path: str | os.PathLike[str], envelope: SaveEnvelope | SaveData) -> None:
    """Atomic write; SaveError("write_failed") when the disk or folder refuses."""
    data = save_bytes(envelope)
    try:
        atomic_write_bytes(path, data)
    except OSError as exc:
        raise SaveError("write_failed", reason=exc.strerror or type(exc).__name__) from None
    remove_stale_temp_files(Path(path).parent)  # what earlier writes there left when they were killed


def write_save(path: str | os.PathLike[str], logged: LoggedGame,
               players: Iterable[PlayerMeta | Mapping[str, Any]] | None = None) -> SaveData:
    """Save a LoggedGame in one call (players default to AI seats named by colour); for conquest-sim."""
    save = make_save(logged, players)
    save_envelope(path, save)
    return save


def load_bytes(data: bytes) -> LoadedSave:
    # Parsing and replaying allocate tens of thousands of containers that all stay alive (the log);
    # the cyclic collector would walk them again and again meanwhile. One pass afterwards is enough.
    from conquest_qt.saves.verify import verify  # the engine: not needed to list saves at start-up

    paused = gc.isenabled()
    gc.disable()
    try:
        env = envelope_from_bytes(data)
        return LoadedSave(env, verify(env))
    finally:
        if paused:
            gc.enable()


def load_save(path: str | os.PathLike[str]) -> LoadedSave:
    """Read, migrate, validate, replay and check a save. Raises SaveError only."""
    loaded = load_bytes(read_limited(path))
    loaded.path = Path(path)
    return loaded


def peek_save(path: str | os.PathLike[str]) -> SaveEnvelope:
    """The validated envelope without replaying the log (fast; for lists, not for playing)."""
    return envelope_from_bytes(read_limited(path))
