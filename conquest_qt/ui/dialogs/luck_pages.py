"""The luck ledger and the dice-fairness view (issue 16, item 3), exact from the game's log.

Luck: per player the explosions he rolled (Risk: the dice pairs he won) against what fair dice give on
average, the difference in standard deviations with a word for it, the battles he won against the odds
and lost despite them, and (Conquest) the card rolls one by one. Dice: every face's count against the
expected count as bars, the χ² test, and what its p-value means in words.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from conquest_qt.analysis.luck import Tally
from conquest_qt.ui.dialogs.stats_table import PlayerTable
from conquest_qt.ui.game.game_analysis import GameAnalysis
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.ruleset_text import words
from conquest_qt.ui.text.stats_text import CARD_ROLLS, STATISTICS, category_name, number, signed
from conquest_qt.ui.text.textutil import arg
from conquest_qt.ui.theme import widgets
from conquest_qt.ui.theme.bar_chart import BarChart


class LuckPage(QWidget):
    """The ledger: one row per player, then the card rolls (Conquest)."""

    def __init__(self, parent: QWidget | None = None, compact: bool = False) -> None:
        super().__init__(parent)
        self.analysis: GameAnalysis | None = None
        self.names: dict[str, str] = {}
        self.colour_blind = False
        lay = QVBoxLayout(self)
        margin = 4 if compact else 10
        lay.setContentsMargins(margin, margin, margin, margin)
        self.title = widgets.heading_label(16)
        self.title.setWordWrap(True)
        lay.addWidget(self.title)
        self.table = PlayerTable()
        self.table.setObjectName("luckTable")
        lay.addWidget(self.table)
        self.cards_title = widgets.heading_label(16)
        lay.addWidget(self.cards_title)
        self.cards = PlayerTable()
        self.cards.setObjectName("cardRollsTable")
        lay.addWidget(self.cards)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setProperty("soft", True)
        lay.addWidget(self.note)
        lay.addStretch(1)
        self.compact = compact
        self.note.setVisible(not compact)

    def retranslate(self) -> None:
        if self.analysis is not None:
            self.show_game(self.analysis, self.names, self.colour_blind)

    def show_pending(self) -> None:
        """The game is being read (a long one takes a moment): no numbers, not those of the last game."""
        self.analysis = None
        self.title.setText(self.tr("Reading the game…"))
        for part in (self.table, self.cards_title, self.cards, self.note):
            part.hide()

    def show_game(self, analysis: GameAnalysis, names: dict[str, str], colour_blind: bool) -> None:
        self.analysis, self.names, self.colour_blind = analysis, names, colour_blind
        self.table.colour_blind = self.cards.colour_blind = colour_blind
        self.table.show()
        self.note.setVisible(not self.compact)
        ruleset = words(analysis.ruleset)
        title, counted, note = ruleset.luck_words()  # (Conquest: explosions; Risk: dice pairs won)
        card_rolls = bool(ruleset.CARD_ROLLS)
        self.title.setText(title)
        heads = [self.tr("Player"), counted, self.tr("Expected"),
                 self.tr("Difference"), self.tr("Luck (deviations)"), self.tr("Luck"),
                 self.tr("Won against the odds"), self.tr("Lost despite the odds")]
        rows, tips = [], []
        for p in analysis.players:
            book = analysis.ledger[p]
            e, luck = book.explosions, book.luck
            rows.append([number(e.actual), number(e.expected), signed(e.difference), signed(luck.sd),
                         STATISTICS.luck_word(luck.sd, luck.count), str(len(book.against_odds)),
                         str(len(book.despite_odds))])
            tips.append(["", "", "", "", "", self._battles(book.against_odds), self._battles(book.despite_odds)])
        self.table.fill(heads, analysis.players, names, rows, tips)
        self.cards_title.setText(self.tr("Card rolls (explosions rolled of those expected):"))
        self.cards_title.setVisible(card_rolls)
        self.cards.setVisible(card_rolls)
        if card_rolls:
            self.cards.fill([self.tr("Player"), *[category_name(c) for c in CARD_ROLLS]], analysis.players, names,
                            [[self.rolled_of(analysis.ledger[p].by_category.get(c)) for c in CARD_ROLLS]
                             for p in analysis.players])
        self.note.setText(note)

    def rolled_of(self, tally: Tally | None) -> str:
        """'6 of 3.7': what was rolled of what was expected ('–' when nothing was rolled)."""
        if tally is None or not tally.count:
            return "\u2013"
        return arg(self.tr("%1 of %2"), number(tally.actual), number(tally.expected))

    def _battles(self, found: list[tuple[str, float]]) -> str:
        return "\n".join(arg(self.tr("%1: %2"), area_name(a), STATISTICS.percent(c)) for a, c in found)


class DicePage(QWidget):
    """Every die rolled, per face, against the expected count; the χ² test in numbers and words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.analysis: GameAnalysis | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setStyleSheet("QScrollArea { background: transparent; border: none; }")
        outer.addWidget(scroll)
        inner = QWidget()
        inner.setStyleSheet("background: transparent;")
        scroll.setWidget(inner)
        self.lay = QVBoxLayout(inner)
        self.lay.setContentsMargins(10, 10, 10, 10)
        self.title = widgets.heading_label(16)
        self.title.setWordWrap(True)
        self.lay.addWidget(self.title)
        self.body = QVBoxLayout()
        self.lay.addLayout(self.body)
        self.lay.addStretch(1)
        self.charts: list[BarChart] = []
        self.verdicts: list[QLabel] = []
        self.tests: list[QLabel] = []

    def retranslate(self) -> None:
        if self.analysis is not None:
            self.show_game(self.analysis)

    def show_game(self, analysis: GameAnalysis) -> None:
        self.analysis = analysis
        self.title.setText(self.tr("Every die rolled in this game, face by face (dashed: what fair dice give on "
                                   "average):"))
        for w in (*self.charts, *self.verdicts, *self.tests):
            self.body.removeWidget(w)
            w.hide()
            w.deleteLater()
        self.charts, self.verdicts, self.tests = [], [], []
        loc = QLocale()
        for test in analysis.fairness:
            total = sum(test.counts)
            chart = BarChart()
            chart.setObjectName("diceChart")
            chart.setMinimumHeight(240)
            chart.set_data([str(i + 1) for i in range(test.sides)], test.counts, test.expected)
            numbers = QLabel(arg(self.tr("%1 · χ² = %2 with %3 degrees of freedom, p = %4"),
                                 STATISTICS.dice_count(total), loc.toString(test.chi2, "f", 2), test.df,
                                 loc.toString(test.p_value, "f", 2)))
            numbers.setProperty("soft", True)
            verdict = widgets.heading_label(16)
            verdict.setObjectName("fairnessVerdict")
            verdict.setWordWrap(True)
            verdict.setText(STATISTICS.fairness(test.p_value, total, test.sides))
            for w in (chart, numbers, verdict):
                self.body.addWidget(w)
            self.charts.append(chart)
            self.tests.append(numbers)
            self.verdicts.append(verdict)
        if not analysis.fairness:
            verdict = widgets.heading_label(16)
            verdict.setObjectName("fairnessVerdict")
            verdict.setText(self.tr("No dice have been rolled yet."))
            self.body.addWidget(verdict)
            self.verdicts.append(verdict)
