"""The production dice a player cares about, on screen rather than only in the log (issue 12, item 18).

A missile's roll against the producer (R7.3: one PP lost per explosion) is shown to the producer and to
whoever fired at him; a super production roll (R7.4: one PP gained per explosion) to its player. Each roll
is a line naming the players and a row of dice. The rolls stay until the next round begins, so a
missile fired at a computer player who builds at once is still there to read. In hot-seat games the
box shows what concerns the player on screen (the rolls themselves are public, as in the log).
"""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from conquest_qt.ui.rulesets.conquest.dice_widget import DiceRow
from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.text.textutil import arg, en_plural

MISSILES = "ballistic_missiles"


class ProductionDice(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Production dice"), parent)
        self.setObjectName("productionDice")
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(8, 4, 8, 8)
        self.lay.setSpacing(4)
        self.rolls: list[dict[str, Any]] = []  # {"purpose", "producer", "shooters", "faces", "explosions", "k"}
        self._fired: dict[str, list[str]] = {}  # producer -> players who fired missiles at him, this production
        self._widgets: list[QWidget] = []
        self.session: Any = None
        self.dice_ms = 400
        self.hide()

    def bind(self, session: Any) -> None:
        self.session = session
        self.rolls, self._fired = [], {}
        self._show()

    def on_events(self, events: list) -> None:
        new = False
        for ev in events:
            t = ev.get("type")
            if t == "round_started":  # the round's production dice stay until the next round
                self.rolls, self._fired = [], {}
                new = True
            elif t == "phase_started" and ev.get("phase") == "production":
                self._fired.pop(ev.get("player"), None)  # a new production: missiles at him start afresh
            elif t == "card_played" and ev.get("card") == MISSILES and ev.get("target"):
                self._fired.setdefault(ev["target"], []).append(ev["player"])
            elif t == "dice_rolled" and ev.get("purpose") in ("missile", "super_production"):
                producer = ev.get("player")
                self.rolls.append({"purpose": ev["purpose"], "producer": producer,
                                   "shooters": list(self._fired.get(producer, [])),
                                   "faces": list(ev.get("faces", [])), "k": int(ev.get("explosions", 0)),
                                   "fresh": True})
                new = True
        if new:
            self._show()

    def viewer(self) -> str | None:
        return getattr(self.session, "viewer", None)

    def _concerns(self, roll: dict[str, Any], viewer: str | None) -> bool:
        if viewer is None:
            return False
        return viewer == roll["producer"] or (roll["purpose"] == "missile" and viewer in roll["shooters"])

    def _who(self, colour: str | None) -> str:
        names = getattr(self.session, "names", None)
        return names(colour) if names is not None else colour_name(colour)

    def text_of(self, roll: dict[str, Any], viewer: str | None) -> str:
        k = roll["k"]
        if roll["purpose"] == "super_production":
            return en_plural(self.tr("Your super production: %n explosion(s), +%n PP.", "", k), k)
        if viewer == roll["producer"]:
            return en_plural(self.tr("A missile at you: %n explosion(s), %n PP lost.", "", k), k)
        if set(roll["shooters"]) == {viewer}:
            return arg(en_plural(self.tr("Your missile at %1: %n explosion(s), %n PP lost.", "", k), k),
                       self._who(roll["producer"]))
        return arg(en_plural(self.tr("A missile at %1 (you fired one): %n explosion(s), %n PP lost.", "", k), k),
                   self._who(roll["producer"]))

    def shown(self) -> list[tuple[str, list[int]]]:
        """(line, dice faces) of the rolls on show."""
        viewer = self.viewer()
        return [(self.text_of(r, viewer), r["faces"]) for r in self.rolls if self._concerns(r, viewer)]

    def _show(self) -> None:
        for w in self._widgets:
            self.lay.removeWidget(w)
            w.setParent(None)  # out of the box at once (the rows on show are its children)
            w.deleteLater()
        self._widgets = []
        viewer = self.viewer()
        faces = 2
        if self.session is not None:
            with contextlib.suppress(AttributeError, KeyError, RuntimeError):  # (a stand-in or deleted session)
                faces = self.session.public()["options"]["explosion_faces"]
        for roll in self.rolls:
            if not self._concerns(roll, viewer):
                continue
            label = QLabel(self.text_of(roll, viewer))
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)  # players' names as typed, never markup
            dice = DiceRow()
            dice.roll(roll["faces"], faces, self.dice_ms if roll.pop("fresh", False) else 0)
            for w in (label, dice):
                self.lay.addWidget(w)
                self._widgets.append(w)
        self.setVisible(bool(self._widgets))

    def refresh(self) -> None:
        """The player on screen changed (hot-seat): show what concerns him."""
        self._show()

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.setTitle(self.tr("Production dice"))
            for r in self.rolls:
                r.pop("fresh", None)
            self._show()
        super().changeEvent(event)
