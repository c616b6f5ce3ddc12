"""Beside the board in a cc game: what its marks mean (VARIANTS.md V3.3, V3.4) — the division symbols, home,
conversion, land and anti-air defences."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QBrush, QPainter, QPixmap
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QWidget

from conquest_qt.ui.board import board_style as st
from conquest_qt.ui.board.board_markers import ICONS
from conquest_qt.ui.rulesets.cc.markers import symbol_pixmap, team_lines
from conquest_qt.ui.text.labels import colour_name

ICON = 18
MARKS = ("divisions", "aa_division", "home", "converted", "land", "aa")


def icons_pixmap(icons: tuple[str, ...], px: int, ratio: float) -> QPixmap:
    """Board chip icons side by side, in ink (the legend's division symbols)."""
    pm = QPixmap(round(px * len(icons) * ratio), round(px * ratio))
    pm.setDevicePixelRatio(ratio)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i, icon in enumerate(icons):
        p.fillPath(ICONS[icon].translated(QPointF(px * i + px / 2, px / 2)), QBrush(st.INK))
    p.end()
    return pm


class CcLegend(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ccLegend")
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 4, 8, 6)
        grid.setVerticalSpacing(2)
        self.texts: dict[str, QLabel] = {}
        ratio = self.devicePixelRatioF()
        for row, mark in enumerate(MARKS):
            icon = QLabel()
            if mark == "divisions":
                icon.setPixmap(icons_pixmap(("infantry", "mechanized", "armour", "plane"), ICON, ratio))
            elif mark == "aa_division":
                icon.setPixmap(icons_pixmap(("infantry_aa",), ICON, ratio))
            else:
                icon.setPixmap(symbol_pixmap(mark, ICON, ratio))
            text = QLabel()
            text.setWordWrap(True)
            text.setProperty("soft", True)
            grid.addWidget(icon, row, 0)
            grid.addWidget(text, row, 1)
            self.texts[mark] = text
        self.teams = QLabel()  # a team game's teams in their colours (V3.8), read from the window's game
        self.teams.setWordWrap(True)
        self.teams.hide()
        grid.addWidget(self.teams, len(MARKS), 0, 1, 2)
        grid.setColumnStretch(1, 1)
        self.retranslate()

    def show_teams(self, public: Any) -> None:
        """The teams as lines of coloured names ("Team 1: ■ Anna ■ Ben"); hidden in a free-for-all."""
        lines = team_lines(public)
        names = getattr(self.window(), "session", None)
        out = []
        for text, colours in lines:
            who = " ".join(f"<span style='color:{st.owner_style(c).token.name()}'>■</span> "
                           f"{html.escape(names.name(c) if names is not None else colour_name(c))}" for c in colours)
            out.append(f"<b>{html.escape(text)}</b>: {who}")
        if out:
            out.insert(0, html.escape(self.tr("Teams (the number beside each nation's flag):")))
        self.teams.setText("<br>".join(out))
        self.teams.setVisible(bool(out))

    def _read_teams(self) -> None:
        session = getattr(self.window(), "session", None)
        if session is not None:
            self.show_teams(session.public())

    def event(self, event: QEvent) -> bool:  # Qt's name
        if event.type() in (QEvent.Type.ParentChange, QEvent.Type.Show):  # put beside the board of a game
            self._read_teams()
        return super().event(event)

    def retranslate(self) -> None:
        self.setTitle(self.tr("On the board"))
        self._read_teams()
        self.texts["divisions"].setText(self.tr("Infantry, mechanized, armoured, air: with their counts"))
        self.texts["aa_division"].setText(self.tr("Filled: anti-air division (+5 against air only)"))
        self.texts["home"].setText(self.tr("Home, in its player's colour"))
        self.texts["converted"].setText(self.tr("Converted nation: its owner recruits there"))
        self.texts["land"].setText(self.tr("Land defence: +3 against land"))
        self.texts["aa"].setText(self.tr("Anti-air defence: +6 against air"))

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
