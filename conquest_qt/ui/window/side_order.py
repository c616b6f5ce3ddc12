"""The side column's order follows the battle (issue 28 item 1): a battle on screen (dice, result, Continue) goes
first, above the step's page, so that its Continue is in view without scrolling at 1280x720; the list of this
round's battles alone (the battle panel "compact") goes back under the step's page and the hint."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QBoxLayout, QWidget


class BattleFirst(QObject):
    def __init__(self, battle: QWidget, layout: QBoxLayout, after: QWidget) -> None:
        super().__init__(battle)
        self.battle, self.layout, self.after = battle, layout, after  # compact: right after `after`
        battle.installEventFilter(self)
        self.place()

    def place(self) -> None:
        compact = self.battle.property("compact") is not False  # (None: no battle yet)
        at = self.layout.indexOf(self.battle)
        if (at == self.layout.indexOf(self.after) + 1) if compact else at == 0:
            return
        self.layout.removeWidget(self.battle)
        self.layout.insertWidget(self.layout.indexOf(self.after) + 1 if compact else 0, self.battle)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        if watched is self.battle and event.type() == QEvent.Type.DynamicPropertyChange:
            self.place()
        return False
