"""The working data of Conquest's steps under way (engine/frames.py): production, execution, a battle,
a torpedo's sinking; and a conquest whose aftermath add-ons may take part in (the `after_conquest` hook)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from conquest_qt.engine.frames import Frame
from conquest_qt.engine.window import SeatWindow


@dataclass(kw_only=True)
class ProductionFrame(SeatWindow):
    """R7: the producer's PP in the making; `queue` is the missile window (R7.1: opponents in turn order)."""

    NAME: ClassVar[str] = "production"
    producer: str
    areas: int  # the areas he owns at the start of his production (R7.3, R7.5)
    missiles: int = 0  # fired and not yet rolled (R7.1, R7.2)
    bonus: int = 0  # super production (R7.4)
    malus: int = 0  # missile explosions (R7.3)


@dataclass(kw_only=True)
class ExecutionFrame(Frame):
    """R8: the executing player's phase. `moved[area][kind]`: his units there that moved or arrived;
    `immobile[sea]`: his subs there that may not move any more; `fought`: battles begun (R9.1)."""

    NAME: ClassVar[str] = "execution"
    player: str
    moved: dict[str, dict[str, int]] = field(default_factory=dict)
    immobile: dict[str, int] = field(default_factory=dict)
    fought: int = 0


@dataclass(kw_only=True)
class BattleFrame(Frame):
    """R8.2: a battle under way. `after`: what follows the hits being assigned ("card": the same roller's
    normal roll; "roll": the other side's turn); `source`: what the hits being asked come from."""

    NAME: ClassVar[str] = "battle"
    area: str
    attacker: str
    defender: str
    first: str
    roller: str
    after: str | None = None
    source: str | None = None


@dataclass(kw_only=True)
class SinkFrame(Frame):
    """R9.1: a killer torpedo's hits being placed (a call: it returns to the stage it was played in)."""

    NAME: ClassVar[str] = "sink"


@dataclass(kw_only=True)
class ConquestFrame(Frame):
    """A flag just taken (R8.2.4), while the `after_conquest` hook's add-ons act (V2.8)."""

    NAME: ClassVar[str] = "conquest"
    area: str
    player: str
    previous: str
