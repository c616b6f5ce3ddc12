"""The statistics window (issue 16): tabs for the statistics per round, the luck ledger, the dice and the
win chances of the game on the screen. Not modal: it stays open beside the board and is refreshed by
its wiring (window/stats_wiring.py) as rounds end; `show_game` takes a fresh `GameAnalysis`, `show_pending`
says the game is being read (a long game loaded from a save takes a moment)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QVBoxLayout, QWidget

from conquest_qt.ui.dialogs.luck_pages import DicePage, LuckPage
from conquest_qt.ui.dialogs.stats_pages import StatsPage, WinChancePage
from conquest_qt.ui.game.game_analysis import GameAnalysis
from conquest_qt.ui.theme import style_sheets, widgets
from conquest_qt.ui.theme.tokens import INK_SOFT, css

TABS = ("stats", "luck", "dice", "win")


class StatisticsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        style_sheets.paper_dialog(self)
        self.setStyleSheet(style_sheets.dialog_stylesheet() + " " + style_sheets.tabs_css()
                           + f" QLabel[soft=\"true\"] {{ color: {css(INK_SOFT)}; }}")
        self.analysis: GameAnalysis | None = None
        self.names: dict[str, str] = {}
        self.colour_blind = False
        lay = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("statisticsTabs")
        self.stats = StatsPage()
        self.luck = LuckPage()
        self.dice = DicePage()
        self.win = WinChancePage()
        for page in (self.stats, self.luck, self.dice, self.win):
            self.tabs.addTab(page, "")
        lay.addWidget(self.tabs, 1)
        self.pending = widgets.heading_label(18)
        self.pending.setObjectName("statisticsPending")
        self.pending.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pending.hide()
        lay.addWidget(self.pending, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        lay.addWidget(buttons)
        self.resize(1000, 680)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.pending.setText(self.tr("Reading the game…"))
        for i, text in enumerate((self.tr("&Statistics"), self.tr("&Luck"), self.tr("&Dice"),
                                  self.tr("&Win chances"))):
            self.tabs.setTabText(i, text)
        for page in (self.stats, self.luck, self.dice, self.win):
            page.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_tab(self, key: str) -> None:
        self.tabs.setCurrentIndex(TABS.index(key))

    def show_pending(self) -> None:
        """No numbers yet (the game is being read): not those of the last game shown either."""
        self.tabs.hide()
        self.pending.show()

    def show_game(self, analysis: GameAnalysis, names: dict[str, str], colour_blind: bool = False) -> None:
        self.analysis, self.names, self.colour_blind = analysis, names, colour_blind
        self.pending.hide()
        self.tabs.show()
        self.stats.show_game(analysis, names, colour_blind)
        self.luck.show_game(analysis, names, colour_blind)
        self.dice.show_game(analysis)
        self.win.show_game(analysis, names, colour_blind)
        self._fit_width()

    def _fit_width(self) -> None:
        """Wide enough for the statistics table when the screen has the room (German headings are long)."""
        table = self.stats.table
        wanted = table.horizontalHeader().length() - table.columnWidth(0) + table.sizeHintForColumn(0) + 90
        screen = self.screen().availableGeometry().width() if self.screen() is not None else wanted
        width = min(max(self.width(), wanted), max(self.width(), screen - 40))
        if width > self.width():
            self.resize(width, self.height())
