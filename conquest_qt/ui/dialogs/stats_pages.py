"""The statistics window's charts over the rounds (issue 16, items 2 and 4): one measure per player as a
step chart with a measure selector and a table of every measure as the game stands; each player's win
chance after every round as a line chart."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from conquest_qt.engine.seats import Outcome
from conquest_qt.ui.dialogs.stats_table import PlayerTable
from conquest_qt.ui.game.game_analysis import GameAnalysis
from conquest_qt.ui.text import user_text
from conquest_qt.ui.text.stats_text import measure_name
from conquest_qt.ui.text.textutil import arg
from conquest_qt.ui.theme import widgets
from conquest_qt.ui.theme.line_chart import LineChart, Series


def chart_series(analysis: GameAnalysis, names: dict[str, str], values: dict[str, list[float]]) -> list[Series]:
    return [Series(p, names.get(p, p), values[p]) for p in analysis.players]


class StatsPage(QWidget):
    """A measure chosen in the selector, charted per player per round; every measure's value now."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.analysis: GameAnalysis | None = None
        self.names: dict[str, str] = {}
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 10, 10, 10)
        row = QHBoxLayout()
        self.measure_label = QLabel()
        self.measure = QComboBox()
        self.measure.setObjectName("measure")
        self.measure.currentIndexChanged.connect(self._chart)
        self.measure_label.setBuddy(self.measure)
        row.addWidget(self.measure_label)
        row.addWidget(self.measure)
        row.addStretch(1)
        lay.addLayout(row)
        self.chart = LineChart()
        self.chart.setObjectName("statsChart")
        lay.addWidget(self.chart, 1)
        self.now = user_text.plain(widgets.heading_label(16))  # (names as typed, never markup)
        lay.addWidget(self.now)
        self.table = PlayerTable()
        self.table.setObjectName("statsTable")
        lay.addWidget(self.table)
        self.retranslate()

    def retranslate(self) -> None:
        self.measure_label.setText(self.tr("&Measure:"))
        self.chart.x_title = self.tr("Round")
        if self.analysis is not None:
            self.show_game(self.analysis, self.names, self.chart.colour_blind)

    def show_game(self, analysis: GameAnalysis, names: dict[str, str], colour_blind: bool) -> None:
        self.analysis, self.names = analysis, names
        self.chart.colour_blind = self.table.colour_blind = colour_blind
        key = self.measure.currentData() or "areas"
        self.measure.blockSignals(True)
        self.measure.clear()
        for m in analysis.measures:
            self.measure.addItem(measure_name(m, analysis.ruleset), m)
        self.measure.setCurrentIndex(max(0, self.measure.findData(key)))
        self.measure.blockSignals(False)
        self._chart()
        last = analysis.rows[-1].round if analysis.rows else 1
        self.now.setText(arg(self.tr("As the game stands in round %1 (battles and units destroyed or lost: all "
                                     "rounds together):"), last) if not analysis.over
                         else arg(self.tr("At the end of the game, round %1 (battles and units destroyed or lost: "
                                          "all rounds together):"), last))
        if analysis.over:  # who won: a player, a team together (V3.9), or nobody
            self.now.setText(self.outcome_text(analysis) + " " + self.now.text())
        self.now.setWordWrap(True)
        self.table.fill([self.tr("Player"),
                         *[measure_name(m, analysis.ruleset) for m in analysis.measures]],
                        analysis.players, names,
                        [[str(analysis.current(p).get(m, 0)) for m in analysis.measures] for p in analysis.players])

    def outcome_text(self, analysis: GameAnalysis) -> str:
        winners = Outcome.of(analysis.winner).winners
        if not winners:
            return self.tr("A draw.")
        return arg(self.tr("Won by %1."), " & ".join(user_text.isolated(self.names.get(c, c)) for c in winners))

    def select(self, key: str) -> None:
        self.measure.setCurrentIndex(max(0, self.measure.findData(key)))

    def _chart(self) -> None:
        a = self.analysis
        if a is None:
            return
        key = self.measure.currentData() or "areas"
        target = a.target if key == "areas" else None  # the areas that win (a dashed line)
        values = {p: [float(v) for v in a.series(p, key)] for p in a.players}
        self.chart.set_data(a.rounds, chart_series(a, self.names, values), step=True, target=target)


class WinChancePage(QWidget):
    """Each player's chance to win after every round, from the fitted model (analysis/winchance.py)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.analysis: GameAnalysis | None = None
        self.names: dict[str, str] = {}
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 10, 10, 10)
        self.title = widgets.heading_label(16)
        self.title.setWordWrap(True)
        lay.addWidget(self.title)
        self.chart = LineChart()
        self.chart.setObjectName("winChart")
        lay.addWidget(self.chart, 1)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setProperty("soft", True)
        lay.addWidget(self.note)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Each player's chance to win, after every round:"))
        self.note.setText(self.tr("An estimate from the position alone (areas, units, cards and, in Risk, missions), "
                                  "learnt from thousands of games between computer players. It knows nothing of "
                                  "anyone's plans or hand: a guide, not a promise."))
        self.chart.x_title = self.tr("Round")
        if self.analysis is not None:
            self.show_game(self.analysis, self.names, self.chart.colour_blind)

    def show_game(self, analysis: GameAnalysis, names: dict[str, str], colour_blind: bool) -> None:
        self.analysis, self.names = analysis, names
        self.chart.colour_blind = colour_blind
        rounds = [r for r, _ in analysis.timeline]
        values = {p: [chances.get(p, 0.0) for _, chances in analysis.timeline] for p in analysis.players}
        self.chart.set_data(rounds, chart_series(analysis, names, values), percent=True)
