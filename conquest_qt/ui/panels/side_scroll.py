"""The side panel's scroll area: as wide as the panel's narrowest layout needs, so nothing is cut off, and
as tall as its content (the game log under it takes the rest of the side column).

A QScrollArea without a horizontal scroll bar would otherwise clip a panel that a longer language
(German) makes wider than the splitter's share; its minimum size hint follows the panel's instead.
It never gets narrower again: switching the language (or back) does not reflow the board; the main
window's floor is already as wide as the widest language needs for the usual steps.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtWidgets import QScrollArea, QWidget


class SideScroll(QScrollArea):
    def __init__(self, floor: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.floor = floor  # the narrowest the panel may get even when its content needs less
        self._widest = 0  # the most it has needed so far: it keeps that width

    def minimumSizeHint(self) -> QSize:  # Qt's name
        hint = super().minimumSizeHint()
        inner = self.widget()
        need = self.floor
        if inner is not None:
            bar = self.verticalScrollBar().sizeHint().width()
            need = max(need, inner.minimumSizeHint().width() + bar + 2 * self.frameWidth())
        self._widest = max(self._widest, hint.width(), need)
        return QSize(self._widest, hint.height())

    def sizeHint(self) -> QSize:  # Qt's name
        """As tall as the panel's content at the present width: the column gives the rest to the game log."""
        hint = super().sizeHint()
        inner = self.widget()
        if inner is None:
            return hint
        lay = inner.layout()
        width = max(1, self.viewport().width())
        need = lay.heightForWidth(width) if lay is not None and lay.hasHeightForWidth() else -1
        if need < 0:
            need = inner.sizeHint().height()
        return QSize(hint.width(), need + 2 * self.frameWidth())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the panel's needs changed (new texts, another language)
        return super().eventFilter(watched, event)
