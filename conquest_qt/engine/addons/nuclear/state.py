"""The nuclear add-on's state for the whole game (VARIANTS.md V2.1, V2.7) and its working frames."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from conquest_qt.engine.frames import AddonState, Frame
from conquest_qt.engine.window import SeatWindow

MARKERS = 2  # V2.7: a contaminated area carries 2 markers


@dataclass(kw_only=True)
class NuclearState(AddonState):
    """`contaminated[area] = {"markers": n, "custodian": colour}` (V2.7; a free area is an unowned area
    outside it once the claim is over); `used[area]`: nukes there already committed this turn (V2.2),
    valid for the turn `turn_key` names (round:turn)."""

    NAME: ClassVar[str] = "nuclear"
    contaminated: dict[str, dict[str, Any]] = field(default_factory=dict)
    used: dict[str, int] = field(default_factory=dict)
    turn_key: str = ""


@dataclass(kw_only=True)
class StrikeFrame(SeatWindow):
    """A nuclear attack under way (V2.2–V2.6): `queue` is the interception window (V2.3, seat order from
    the striker); `committed`: the striker's committed nukes left in `origin`; `rolled`: rolls made."""

    NAME: ClassVar[str] = "nuke_strike"
    striker: str
    origin: str
    target: str
    defender: str | None  # the target's owner at the declaration (None: contaminated or free)
    committed: int
    rolled: int = 0
    hits: int = 0  # explosions / lost comparisons the defender must still assign (the pending `hits`)


@dataclass(kw_only=True)
class CounterFrame(Frame):
    """V2.8: the conquered area whose defender may counter-strike with the nukes left there."""

    NAME: ClassVar[str] = "nuke_counter"
    area: str
    defender: str
