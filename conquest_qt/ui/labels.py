"""Names of areas, seas, colours, unit kinds and phases for display (translated).

Area and colour names come from the board engineer's `conquest_qt.ui.names` when it exists; until then
the English names of the map file and a local colour table stand in.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from conquest_qt.board.topology import default_topology
from conquest_qt.ui.textutil import TrContext

COLOUR_NAMES: dict[str, str] = {
    "red": QT_TRANSLATE_NOOP("Colour", "Red"),
    "black": QT_TRANSLATE_NOOP("Colour", "Black"),
    "blue": QT_TRANSLATE_NOOP("Colour", "Blue"),
    "green": QT_TRANSLATE_NOOP("Colour", "Green"),
    "yellow": QT_TRANSLATE_NOOP("Colour", "Yellow"),
    "white": QT_TRANSLATE_NOOP("Colour", "White"),
    "neutral": QT_TRANSLATE_NOOP("Colour", "Neutral"),
}

PHASE_NAMES: dict[str, str] = {
    "claim": QT_TRANSLATE_NOOP("Phase", "Claiming areas"),
    "order": QT_TRANSLATE_NOOP("Phase", "Turn order"),
    "cards": QT_TRANSLATE_NOOP("Phase", "Cards"),
    "production": QT_TRANSLATE_NOOP("Phase", "Production"),
    "execution": QT_TRANSLATE_NOOP("Phase", "Execution (movement, battle)"),
    "over": QT_TRANSLATE_NOOP("Phase", "Game over"),
}

KIND_NAMES: dict[str, str] = {
    "land": QT_TRANSLATE_NOOP("Unit", "Land unit (tank)"),
    "air": QT_TRANSLATE_NOOP("Unit", "Air unit (plane)"),
    "sub": QT_TRANSLATE_NOOP("Unit", "Sea unit (submarine)"),
}


def area_name(area: str) -> str:
    try:
        from conquest_qt.ui import names  # board engineer's module, when it exists
    except ImportError:
        names = None  # type: ignore[assignment]
    if names is not None and hasattr(names, "area_name"):
        return str(names.area_name(area))
    return default_topology().names.get(area, {}).get("en", area)


def colour_name(colour: str | None) -> str:
    if colour is None:
        return QCoreApplication.translate("Colour", "nobody")
    try:
        from conquest_qt.ui import names
    except ImportError:
        names = None  # type: ignore[assignment]
    if names is not None and hasattr(names, "colour_name") and colour != "neutral":
        return str(names.colour_name(colour))
    return QCoreApplication.translate("Colour", COLOUR_NAMES.get(colour, colour))


def phase_name(phase: str) -> str:
    return QCoreApplication.translate("Phase", PHASE_NAMES.get(phase, phase))


def kind_name(kind: str) -> str:
    return QCoreApplication.translate("Unit", KIND_NAMES.get(kind, kind))


class Unit(TrContext):
    """Unit counts with their plural forms (context "Unit")."""

    def tanks(self, n: int) -> str:
        return self.tr("%n tank(s)", "", n)

    def planes(self, n: int) -> str:
        return self.tr("%n plane(s)", "", n)

    def submarines(self, n: int) -> str:
        return self.tr("%n submarine(s)", "", n)


_UNIT = Unit()


def units_text(land: int = 0, air: int = 0, sub: int = 0) -> str:
    """'2 tanks, 1 plane' — empty parts left out; 'nothing' when all are zero."""
    parts = []
    if land:
        parts.append(_UNIT.tanks(land))
    if air:
        parts.append(_UNIT.planes(air))
    if sub:
        parts.append(_UNIT.submarines(sub))
    if not parts:
        return QCoreApplication.translate("Unit", "nothing")
    return QCoreApplication.translate("Unit", ", ").join(parts)
