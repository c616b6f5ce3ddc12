"""What the board shows: who owns which area and which units stand where (built from engine state), and how
each kind of unit is drawn."""

from __future__ import annotations

from dataclasses import dataclass, field

ARROW_KINDS: tuple[str, ...] = ("move", "attack", "air", "sea")


# the chip a kind of unit gets (engine/units.UnitKind.draw -> the board's icon); a ruleset or add-on that
# draws a new kind adds its icon here and in board_markers
ICONS: dict[str, str] = {"tank": "tank", "plane": "plane", "sub": "sub", "army": "tank", "division": "tank",
                         **{k: k for k in ("infantry", "mechanized", "armour")},
                         **{f"{k}_aa": f"{k}_aa" for k in ("infantry", "mechanized", "armour")}}
# how Conquest draws its kinds: the default when the game's ruleset names none
DRAW: dict[str, str] = {"land": "tank", "air": "plane", "sub": "sub"}


@dataclass(frozen=True)
class BoardPosition:
    """owners: land id -> colour id, "neutral" or None; units: area (land or sea) -> colour -> kind -> n
    (the engine's one unit shape, engine/units.py); draw: kind -> how it is drawn (UnitKind.draw)."""

    owners: dict[str, str | None] = field(default_factory=dict)
    units: dict[str, dict[str, dict[str, int]]] = field(default_factory=dict)
    draw: dict[str, str] = field(default_factory=lambda: dict(DRAW))

    def chips(self, area: str, colour: str) -> list[tuple[str, int]]:
        """(icon, count) of a colour's units in an area, in the order of `draw` (zero counts left out)."""
        have = self.units.get(area, {}).get(colour)
        if not have:
            return []
        return [(ICONS.get(style, style), have[kind]) for kind, style in self.draw.items() if have.get(kind)]


@dataclass(frozen=True)
class Arrow:
    """A movement or attack arrow: kind is one of ARROW_KINDS, count the units it carries."""

    src: str
    dst: str
    kind: str = "move"
    count: int = 0
