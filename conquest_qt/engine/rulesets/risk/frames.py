"""The working data of Risk's steps under way (engine/frames.py): the turn, and a conquest until its
aftermath is over (the `after_conquest` hook: add-ons act after the occupation, V2.8)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from conquest_qt.engine.frames import Frame


@dataclass(kw_only=True)
class TurnFrame(Frame):
    """A player's turn (V1.4): `must_trade` when he began it with 6 or more cards (V1.6)."""

    NAME: ClassVar[str] = "risk_turn"
    player: str
    must_trade: bool = False


@dataclass(kw_only=True)
class ConquestFrame(Frame):
    """An area just conquered (V1.8), from the conquest until its aftermath is over."""

    NAME: ClassVar[str] = "risk_conquest"
    area: str
    player: str
    previous: str | None
    origin: str  # the area the attack came from
