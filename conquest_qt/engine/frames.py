"""The working data of the steps under way: typed frames on a stack, the pending question, and the state
an add-on keeps for a whole game.

A state keeps `frames` (a list, the top last) and `asked` (who must decide, and what he is told).
A part of the round that needs working data pushes a frame of its own type (Conquest's production:
the producer, his PP, the missile window; a battle: its area and sides) and reads it back typed with
`game.top(ProductionFrame)`. A frame pushed by a *call* (steps.call) carries `back`, the step the game
returns to when a row returns (steps.RETURN): return addresses live on the stack, never in ad-hoc keys.

Frames serialise with their name (`{"frame": NAME, ...fields}`), so a snapshot says what each one is.
An add-on's own state for the whole game (engine/addons/) is an `AddonState`, a named record of the
same kind kept in the state's `addon_state` list and found with `game.addon_state(NuclearState)`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from conquest_qt.engine.record import Record

_BY_NAME: dict[str, type[Named]] = {}


@dataclass(kw_only=True)
class Named(Record):
    """A record written with its name, so a list of them reads back (subclasses set NAME, unique)."""

    NAME: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        name = cls.__dict__.get("NAME")
        if name:
            known = _BY_NAME.get(name)
            if known is not None and known.__qualname__ != cls.__qualname__:
                raise ValueError(f"frame name {name!r} is used twice ({known.__qualname__}, {cls.__qualname__})")
            _BY_NAME[name] = cls

    def to_dict(self) -> dict[str, Any]:
        return {"frame": self.NAME, **super().to_dict()}


@dataclass(kw_only=True)
class Frame(Named):
    """Working data of a step under way. Subclasses set NAME (unique) and are dataclasses (kw_only)."""

    back: str = ""  # a called frame: the step the game goes back to when it returns ("" = not a call)


@dataclass(kw_only=True)
class AddonState(Named):
    """An add-on's state for the whole game (contaminated areas, nukes used this turn…)."""


F = TypeVar("F", bound=Frame)
S = TypeVar("S", bound=AddonState)


@dataclass(kw_only=True)
class Called(Frame):
    """A call that needs no working data: only its return address (a hook's sub-sequence)."""

    NAME: ClassVar[str] = "called"


def frame_from_dict(data: dict[str, Any]) -> Any:
    """A named record (a frame or an add-on's state) from its dict."""
    body = dict(data)
    name = body.pop("frame", None)
    cls = _BY_NAME.get(name) if isinstance(name, str) else None
    if cls is None:
        raise ValueError(f"unknown frame {name!r}")
    return cls.from_dict(body)


@dataclass
class Asked(Record):
    """The pending question: who decides, and what he is told (`Decision.info`)."""

    who: str
    info: dict[str, Any] = field(default_factory=dict)
