"""What the board shows: who owns which area and which units stand where (built from engine state)."""

from __future__ import annotations

from dataclasses import dataclass, field

ARROW_KINDS: tuple[str, ...] = ("move", "attack", "air", "sea")


@dataclass(frozen=True)
class BoardPosition:
    """owners: land id -> colour id, "neutral" or None; units: area -> colour -> (land, air);
    subs: sea id -> colour -> submarines."""

    owners: dict[str, str | None] = field(default_factory=dict)
    units: dict[str, dict[str, tuple[int, int]]] = field(default_factory=dict)
    subs: dict[str, dict[str, int]] = field(default_factory=dict)


@dataclass(frozen=True)
class Arrow:
    """A movement or attack arrow: kind is one of ARROW_KINDS, count the units it carries."""

    src: str
    dst: str
    kind: str = "move"
    count: int = 0
