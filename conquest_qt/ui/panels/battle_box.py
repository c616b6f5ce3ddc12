"""A side-panel box that follows a battle of the session's events as it happens (Risk's defence box, the nuclear
add-on's strike box): a title line, the dice, the total so far and the result, fed by the driver's
`eventsApplied`, shown again in a new language, and let go of the driver when the session ends."""

from __future__ import annotations

import contextlib
import warnings
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget


def plain_label(wrap: bool = True) -> QLabel:
    """A wrapped plain-text line (players' names as typed)."""
    label = QLabel()
    label.setWordWrap(wrap)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


class BattleBox(QGroupBox):
    """Subclasses lay the labels out (with their dice) in `self.lay`, follow `on_events` and fill the labels in
    `_show`."""

    def __init__(self, session: Any, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.session = session
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(8, 4, 8, 8)
        self.title = plain_label()
        self.title.setProperty("hand", True)
        self.total = plain_label()
        self.result = plain_label()
        session.driver.eventsApplied.connect(self.on_events)
        self.hide()

    def humans(self) -> tuple[str, ...]:
        return tuple(self.session.setup.humans)

    def on_events(self, events: list) -> None:
        raise NotImplementedError

    def _show(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._show()
        super().changeEvent(event)

    def unbind(self) -> None:
        """(The session's driver may be gone already: its connections went with it.)"""
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            with contextlib.suppress(RuntimeError, TypeError):
                self.session.driver.eventsApplied.disconnect(self.on_events)
