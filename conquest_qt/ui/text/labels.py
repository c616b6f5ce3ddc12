"""Names of areas, seas, colours, unit kinds and phases for display (translated).

Area, sea and colour names live in `conquest_qt.ui.text.names` (shared with the board); this module adds
unit kinds, phases, the "nobody" owner and `PlayerNames` (how texts name the players).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from conquest_qt.ui.text import names
from conquest_qt.ui.text.textutil import TrContext, arg

PHASE_NAMES: dict[str, str] = {
    "claim": QT_TRANSLATE_NOOP("Phase", "Claiming areas"),
    "order": QT_TRANSLATE_NOOP("Phase", "Turn order"),
    "cards": QT_TRANSLATE_NOOP("Phase", "Cards"),
    "production": QT_TRANSLATE_NOOP("Phase", "Production"),
    "execution": QT_TRANSLATE_NOOP("Phase", "Execution (movement, battle)"),
    "over": QT_TRANSLATE_NOOP("Phase", "Game over"),
    # Risk (VARIANTS.md V1.3-V1.9)
    "capital": QT_TRANSLATE_NOOP("Phase", "Choosing capitals"),
    "setup_place": QT_TRANSLATE_NOOP("Phase", "Placing start armies"),
    "reinforce": QT_TRANSLATE_NOOP("Phase", "Reinforcement"),
    "attack": QT_TRANSLATE_NOOP("Phase", "Attacks"),
    "fortify": QT_TRANSLATE_NOOP("Phase", "Fortifying"),
    # Comanda & Conquista (VARIANTS.md V3.2, V3.4)
    "home": QT_TRANSLATE_NOOP("Phase", "Choosing homes"),
    "turn": QT_TRANSLATE_NOOP("Phase", "Turns"),
}

KIND_NAMES: dict[str, str] = {
    "land": QT_TRANSLATE_NOOP("Unit", "Land unit (tank)"),
    "air": QT_TRANSLATE_NOOP("Unit", "Air unit (plane)"),
    "sub": QT_TRANSLATE_NOOP("Unit", "Sea unit (submarine)"),
}


def colour_name(colour: str | None) -> str:
    if colour is None:
        return QCoreApplication.translate("Colour", "nobody")
    return names.colour_name(colour)


NameOf = Callable[[str | None], str]  # a player's colour -> how a text names that player


class SeatLike(Protocol):
    """A seat as PlayerNames reads it (game_setup.Seat, a save's player)."""

    @property
    def colour(self) -> str: ...

    @property
    def name(self) -> str: ...


class PlayerNames:
    """How texts name the players (the log, the hot-seat summary): each seat's name, worded anew per call
    (the colour names follow the language).

    A name alone when it tells the player apart; "Name (Colour)" when two players share the name or it
    reads as another player's colour ("Blue" playing Red); the colour name when the name is empty or is
    just the seat's own colour (a seat named "Blue" playing Blue reads "Blauw" in Dutch). Colours that
    are no seat ("neutral", None = nobody) keep their colour words. Names are inserted by `arg` in one
    pass, so a name containing "%1" stays as typed.
    """

    def __init__(self, seats: Iterable[SeatLike]) -> None:
        self.seats: dict[str, str] = {s.colour: (s.name or "").strip() for s in seats}

    @staticmethod
    def _key(text: str) -> str:
        return " ".join(text.split()).casefold()

    def _colour_words(self, colour: str) -> set[str]:
        return {self._key(colour_name(colour)), self._key(names.COLOUR_NAMES.get(colour, colour))}

    def __call__(self, colour: str | None) -> str:
        if colour is None or colour not in self.seats:
            return colour_name(colour)
        name = self.seats[colour]
        key = self._key(name)
        if not key or key in self._colour_words(colour):
            return colour_name(colour)
        others = [c for c in self.seats if c != colour]
        if any(self._key(self.seats[c]) == key for c in others) or any(
                key in self._colour_words(c) for c in others):
            return arg("%1 (%2)", name, colour_name(colour))
        return name


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
