"""Beside the board in a Risk game: what its marks mean (VARIANTS.md V1.2) — city, capital, continent."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QWidget

from conquest_qt.ui.rulesets.risk.markers import symbol_pixmap

ICON = 18
KINDS = ("city", "capital", "continent")


class RiskLegend(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("riskLegend")
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 4, 8, 6)
        grid.setVerticalSpacing(2)
        self.texts: dict[str, QLabel] = {}
        for row, kind in enumerate(KINDS):
            icon = QLabel()
            icon.setPixmap(symbol_pixmap(kind, ICON, self.devicePixelRatioF()))
            icon.setFixedWidth(ICON + 4)
            text = QLabel()
            text.setWordWrap(True)
            text.setProperty("soft", True)
            grid.addWidget(icon, row, 0)
            grid.addWidget(text, row, 1)
            self.texts[kind] = text
        grid.setColumnStretch(1, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("On the board"))
        self.texts["city"].setText(self.tr("City: counts as one area more for reinforcements"))
        self.texts["capital"].setText(self.tr("Capital, in its player's colour: +1 army to whoever holds it"))
        self.texts["continent"].setText(self.tr("Continent and its bonus for holding all of it"))

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
