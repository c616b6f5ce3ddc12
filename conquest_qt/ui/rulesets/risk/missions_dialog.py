"""Risk's missions table (VARIANTS.md V1.11–V1.13): the ten missions, face up for all; who fulfilled each
(first come, kept for good; one a turn, none in round 1); in `command` each one's reward, struck through once
it left the game; the progress of the player at the screen toward each open one, counted by the engine
(missions.progress: "cities 3 of 4"), whether he may still fulfil one this turn (the pace), and every
player's standing toward the win (three missions and the own capital).

The progress is the viewer's only (`session.viewer`): in hot-seat nobody's while the computers play or the
screen is handed over (issue 28.5). Not modal: it follows the game while open (`refresh` on every state
change and change of viewer)."""

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

from conquest_qt.engine.rulesets.risk import missions as M
from conquest_qt.engine.rulesets.risk.board import risk_board
from conquest_qt.engine.rulesets.risk.missions import ACTION, MISSIONS, WIN_MISSIONS
from conquest_qt.engine.rulesets.risk.view import armies_of
from conquest_qt.ui.rulesets.risk.texts import mission_text, reward_text
from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.text.names import area_name, continent_name
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
        self.table = QTableWidget(len(MISSIONS), 5)
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
        head.setSectionResizeMode(4, QHeaderView.ResizeMode.ResizeToContents)
        lay.addWidget(self.table)
        self.pace = QLabel()  # whether the player at the screen may still fulfil a mission this turn
        self.pace.setObjectName("missionPace")
        self.pace.setWordWrap(True)
        lay.addWidget(self.pace)
        self.standing = QLabel()  # every player toward the win: missions and the own capital
        self.standing.setObjectName("missionStanding")
        self.standing.setWordWrap(True)
        self.standing.setTextFormat(Qt.TextFormat.PlainText)  # players' names as typed
        lay.addWidget(self.standing)
        lay.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.setMinimumWidth(760)
        self.resize(1000, 560)
        self.retranslate()
        session.driver.stateChanged.connect(self.refresh)
        session.viewerChanged.connect(lambda _v: self.refresh())

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
                                              self.tr("Fulfilled by"), self.tr("Your progress")])
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

    def progress_of(self) -> str | None:
        """The player whose progress the table shows: the one at the screen, or None (nobody's)."""
        try:
            viewer = self.session.viewer
        except RuntimeError:
            return None
        return None if viewer is None or self.session.over else str(viewer)

    def refresh(self) -> None:
        try:
            pub = self.session.public()
        except RuntimeError:  # the session is gone (a new game): nothing to follow
            return
        removed = set(pub.get("rewards_removed", ()))
        soft = QBrush(tokens.INK.lighter(250))
        viewer = self.progress_of()
        progress = self.progress(pub, viewer) if viewer is not None else {}
        for row, m in enumerate(MISSIONS):
            kind = self.tr("when it happens") if m in ACTION else self.tr("held at your turn's start")
            who = self.holder(m)
            cells = [m, mission_text(m), reward_text(m), "", self.progress_text(m, who, viewer, progress)]
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
                if col == 4:
                    # met (a holding mission: gained at his next turn's start); B4's count: a chance, not it
                    met = m != "B4" and m in progress and progress[m].have >= progress[m].need and who is None
                    font = item.font()
                    font.setBold(met)
                    item.setFont(font)
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
        head = self.table.horizontalHeaderItem(4)
        if head is not None:
            head.setText(arg(self.tr("Progress of %1"), self.session.name(viewer)) if viewer else self.tr("Progress"))
        self.table.resizeRowsToContents()
        self._fit_rows()
        self.pace.setText(self.pace_text(pub, viewer))
        self.standing.setText(self.standing_text(pub))

    def _fit_rows(self) -> None:
        """The table as tall as its ten rows (no empty paper under them, no scroll bar)."""
        rows = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(rows + self.table.horizontalHeader().sizeHint().height()
                                  + 2 * self.table.frameWidth() + 2)

    def resizeEvent(self, event: Any) -> None:  # Qt's name: the rows re-wrap at the new width
        super().resizeEvent(event)
        self.table.resizeRowsToContents()
        self._fit_rows()

    def progress(self, pub: Any, viewer: str) -> dict[str, M.Progress]:
        """The engine's count of the viewer's progress (V1.11); his conquests this turn only in his turn."""
        d = self.session.decision
        conquered = int(pub.get("conquered", 0)) if d is not None and d[0] == viewer else 0
        return M.progress(_Holdings(pub), risk_board(), viewer, armies_of(dict(pub)), conquered)

    def progress_text(self, m: str, who: str | None, viewer: str | None, progress: dict[str, M.Progress]) -> str:
        if viewer is None:
            return ""
        if who == viewer:
            return self.tr("fulfilled ✓")
        if who is not None:
            return "—"
        p = progress.get(m)
        if p is None:  # B5, S5: it happens or not
            return self.tr("at once when it happens")
        texts = {
            "B1": self.tr("conquered this turn: %1 of %2"),
            "S3": self.tr("conquered this turn: %1 of %2"),
            "B3": self.tr("cities: %1 of %2"),
            "S1": self.tr("continents: %1 of %2"),
            "S2": self.tr("capitals of others: %1 of %2"),
            "S4": self.tr("capitals: %1 of %2"),
        }
        if m == "B2":
            return arg(self.tr("%3: %1 of %2 areas"), p.have, p.need, continent_name(p.where or ""))
        if m == "B4":
            return arg(self.tr("largest army: %1 of %2 (%3)"), p.have, p.need, area_name(p.where or ""))
        return arg(texts[m], p.have, p.need)

    def pace_text(self, pub: Any, viewer: str | None) -> str:
        """V1.11's pace for the player at the screen: may he still fulfil a mission this turn?"""
        if viewer is None:
            return self.tr("The progress is shown to the player at the screen once he has taken the seat.")
        if pub.get("phase") == "over":
            return ""
        if not self.paced:
            return self.tr("This game has no limit of missions per turn.")
        round_no = int(pub.get("round", 1))
        d = self.session.decision
        if round_no < 2:
            return self.tr("No mission can be fulfilled in round 1.")
        if d is None or d[0] != viewer:
            return self.tr("You can fulfil a mission in your own turn: one per turn.")
        done = pub.get("turn_mission")
        if M.may_gain(str(pub["options"].get("mission_pace", "one_per_turn")), round_no, done):
            return self.tr("You can still fulfil one mission this turn.")
        return arg(self.tr("You fulfilled %1 this turn: the next one in your next turn."), str(done))

    def standing_text(self, pub: Any) -> str:
        """Every player toward the win (V1.13): his missions of three, and whether he holds his capital."""
        lines = [arg(self.tr("To win: %1 missions and your own capital."), WIN_MISSIONS)]
        owners, capitals = pub.get("owners", {}), pub.get("capitals", {})
        for colour in pub.get("order", ()):
            if colour in pub.get("eliminated", ()):
                continue
            held = len(pub.get("missions", {}).get(colour, ()))
            cap = capitals.get(colour)
            has_cap = cap is not None and owners.get(cap) == colour
            line = self.tr("%1: %2 of %3 missions") if cap is None \
                else self.tr("%1: %2 of %3 missions, capital held") if has_cap \
                else self.tr("%1: %2 of %3 missions, capital lost")
            lines.append(arg(line, self.session.name(colour), held, WIN_MISSIONS))
        return "\n".join(lines)


class _Holdings:
    """What the engine's mission counts read (missions.Holdings) of a public view."""

    def __init__(self, pub: Any) -> None:
        self.owners = pub["owners"]
        self.cities = pub.get("cities", [])
        self.capitals = pub.get("capitals", {})
