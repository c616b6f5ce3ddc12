"""The ruleset's battles box and the enabled add-ons' as one widget (RulesetUI.battles composed by
ui/rulesets `compose`; the window inserts it beside the battle panel, unbinds and removes it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QVBoxLayout, QWidget


class BattleBoxes(QWidget):
    def __init__(self, session: Any, factories: list[Callable[[Any], Any]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.parts = [f(session) for f in factories]
        for part in self.parts:
            lay.addWidget(part)

    def unbind(self) -> None:
        for part in self.parts:
            part.unbind()
