"""Cheap look at a save for lists (Continue, recent games): the head only, no replay, no full validation."""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict, ValidationError

from conquest_qt.saves.codec import parse_json, read_limited, validation_error
from conquest_qt.saves.errors import SaveError
from conquest_qt.saves.model import FORMAT_NAME, Summary
from conquest_qt.saves.versions import migrate


class _Seat(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True)
    colour: str
    name: str


class _Head(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True)
    game_id: str
    saved_at: str
    summary: Summary
    seed: int | None = None
    players: list[_Seat] = []


@dataclass(frozen=True)
class SaveHead:
    game_id: str
    saved_at: str
    summary: Summary
    seed: int | None = None  # the dice's seed (shown in the save's details)
    names: dict[str, str] = field(default_factory=dict)  # colour -> the player's name (the lists name players)


def peek_head(path: str | os.PathLike[str]) -> SaveHead:
    """game id, save time and summary of a save file; SaveError when it is not a readable save."""
    raw = parse_json(read_limited(path))
    if not isinstance(raw, dict) or raw.get("format") != FORMAT_NAME:
        raise SaveError("not_a_save", format=None)
    try:
        head = _Head.model_validate(migrate(raw))
    except ValidationError as exc:
        raise validation_error(exc) from None
    return SaveHead(head.game_id, head.saved_at, head.summary, head.seed, {p.colour: p.name for p in head.players})
