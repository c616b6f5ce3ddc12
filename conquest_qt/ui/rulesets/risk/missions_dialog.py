"""Risk's missions table (VARIANTS.md V1.11–V1.13): the ten missions, face up for all; who fulfilled each
(first come, kept for good; one a turn, none in round 1); in `command` each one's reward, struck through once
it left the game.

Not modal: it follows the game while open (`refresh` on every state change)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from conquest_qt.engine.rulesets.risk.missions import ACTION, MISSIONS, WIN_MISSIONS
from conquest_qt.ui.rulesets.risk.texts import mission_text, reward_text
from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.text.textutil import arg
from conquest_qt.ui.theme import painters, style_sheets, tokens

FLAG = 16


class MissionsDialog(QDialog):
    def __init__(self, session: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        style_sheets.paper_dialog(self)
        lay = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        lay.addWidget(self.intro)
        self.table = QTableWidget(len(MISSIONS), 4)
        self.table.setObjectName("missions")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(True)
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        head.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        head.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        lay.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.setMinimumSize(720, 430)
        self.resize(880, 500)
        self.retranslate()
        session.driver.stateChanged.connect(self.refresh)

    @property
    def command(self) -> bool:
        return self.session.setup.options.risk_version == "command"

    @property
    def paced(self) -> bool:
        """V1.11's pace: one mission a turn, none in round 1 (games saved before it play without)."""
        return getattr(self.session.setup.options, "mission_pace", "one_per_turn") != "unlimited"

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Missions"))
        self.table.setHorizontalHeaderLabels([self.tr("Mission"), self.tr("To fulfil"), self.tr("Reward"),
                                              self.tr("Fulfilled by")])
        self.table.setColumnHidden(2, not self.command)
        if self.paced:
            text = arg(self.tr("The ten missions are open to everyone: the first player to meet one keeps it for "
                               "good. %1 missions and your own capital win the game. Holding missions are checked "
                               "at the start of your turn, the others at once. You fulfil at most one mission per "
                               "turn of your own and none in round 1; of several at once, the first in the table. "
                               "Missions taken over from an eliminated player always count."), WIN_MISSIONS)
        else:  # a game begun before V1.11's pace (an old save): played by the rule it began with
            text = arg(self.tr("The ten missions are open to everyone: the first player to meet one keeps it for "
                               "good. %1 missions and your own capital win the game. Holding missions are checked "
                               "at the start of your turn (from round 2), the others at once."), WIN_MISSIONS)
            text += " " + self.tr("This game began before the rule of one mission a turn and is played without it.")
        if not self.command:
            text += " " + self.tr("Basic training: missions give no rewards.")
        self.intro.setText(text)
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def holder(self, mission: str) -> str | None:
        for colour, held in self.session.public().get("missions", {}).items():
            if mission in held:
                return str(colour)
        return None

    def refresh(self) -> None:
        try:
            pub = self.session.public()
        except RuntimeError:  # the session is gone (a new game): nothing to follow
            return
        removed = set(pub.get("rewards_removed", ()))
        soft = QBrush(tokens.INK.lighter(250))
        for row, m in enumerate(MISSIONS):
            kind = self.tr("when it happens") if m in ACTION else self.tr("held at your turn's start")
            cells = [m, mission_text(m), reward_text(m), ""]
            who = self.holder(m)
            for col, text in enumerate(cells):
                item = self.table.item(row, col)
                if item is None:
                    item = QTableWidgetItem()
                    self.table.setItem(row, col, item)
                item.setText(text)  # plain text: a player's name is never markup
                if col == 1:
                    item.setToolTip(arg("%1 (%2)", text, kind))  # when it is checked
                if col == 2:
                    font = item.font()
                    font.setStrikeOut(m in removed)
                    item.setFont(font)
                    item.setToolTip(self.tr("This reward left the game with its holder.") if m in removed else "")
                    if m in removed:
                        item.setForeground(soft)
            cell = self.table.item(row, 3)
            if who is None:
                cell.setText(self.tr("open"))
                cell.setIcon(QIcon())
                cell.setForeground(soft)
            else:
                cell.setText(arg("%1 (%2)", self.session.name(who), colour_name(who)))
                cell.setIcon(QIcon(painters.flag_pixmap(who, FLAG, False, self.devicePixelRatioF())))
                cell.setForeground(QBrush(tokens.INK))
            cell.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.table.resizeRowsToContents()
