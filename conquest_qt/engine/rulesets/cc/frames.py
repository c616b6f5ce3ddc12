"""The working data of Comanda & Conquista's steps under way (engine/frames.py): a battle's retreat waiting
for the loser's choice (V3.6.4) and a rebirth waiting for the revived player's home (V3.8)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from conquest_qt.engine.frames import Frame


@dataclass(kw_only=True)
class RetreatFrame(Frame):
    """The loser's retreating divisions, off the board until placed, and where they may go."""

    NAME: ClassVar[str] = "cc_retreat"
    player: str
    area: str  # the battle's nation
    divisions: dict[str, int] = field(default_factory=dict)  # kind -> n
    destinations: list[str] = field(default_factory=list)
    attacked: bool = False  # the active player's own divisions: they arrive as having attacked


@dataclass(kw_only=True)
class ReviveFrame(Frame):
    """A rebirth (V3.8): `player` revived `revived`, who chooses his home among `choices`."""

    NAME: ClassVar[str] = "cc_revive"
    player: str
    revived: str
    choices: list[str] = field(default_factory=list)
