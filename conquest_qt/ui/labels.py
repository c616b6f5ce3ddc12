"""Names of areas, seas, colours, unit kinds and phases for display (translated).

Area, sea and colour names live in `conquest_qt.ui.names` (shared with the board); this module adds
unit kinds, phases and the "nobody" owner.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from conquest_qt.ui import names
from conquest_qt.ui.textutil import TrContext

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
    return names.area_name(area)


def colour_name(colour: str | None) -> str:
    if colour is None:
        return QCoreApplication.translate("Colour", "nobody")
    return names.colour_name(colour)


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
