"""Game over: the winner, areas, units and rounds per player, areas over time; new game or quit.

On the board's paper: the winner's colour as a band and flag, the table and the chart on paper
cards, the final position framed like a map, large ink buttons.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from conquest_qt import manifest
from conquest_qt.engine.seats import Outcome
from conquest_qt.ui.dialogs.luck_pages import LuckPage
from conquest_qt.ui.game.game_analysis import GameAnalysis
from conquest_qt.ui.game.live_analysis import LiveAnalysis
from conquest_qt.ui.game.session import GameSession
from conquest_qt.ui.text import user_text
from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.text.ruleset_text import words
from conquest_qt.ui.text.textutil import arg
from conquest_qt.ui.theme import painters, style_sheets, tokens, widgets
from conquest_qt.ui.theme.line_chart import LineChart, Series


class BoardPicture(QLabel):
    """The final position, scaled to the room it has (keeping its shape), in an ink frame."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picture: QPixmap | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(200, 100)
        self.setStyleSheet("background: transparent;")

    def set_picture(self, picture: QPixmap | None) -> None:
        self.picture = picture if picture is not None and not picture.isNull() else None
        self.setMaximumWidth(16777215)  # until the next resize fits it to the new picture
        self.setVisible(self.picture is not None)
        self.updateGeometry()
        self.update()

    def pixmap(self) -> QPixmap:  # the picture as given (QLabel's own is never set)
        return self.picture if self.picture is not None else QPixmap()

    def clear(self) -> None:
        self.set_picture(None)

    def sizeHint(self) -> QSize:
        if self.picture is None:
            return QSize(0, 0)
        return QSize(860, round(860 * self.picture.height() / max(1, self.picture.width())))

    def resizeEvent(self, event: object) -> None:  # Qt's name
        """No wider than the picture at this height: the table and the picture stay together, centred."""
        super().resizeEvent(event)  # type: ignore[arg-type]
        if self.picture is not None:
            wide = round((self.height() - 12) * self.picture.width() / max(1, self.picture.height())) + 12
            if wide != self.maximumWidth():
                self.setMaximumWidth(max(self.minimumWidth(), wide))

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        if self.picture is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pw, ph = self.picture.width(), self.picture.height()
        s = min((self.width() - 12) / pw, (self.height() - 12) / ph)
        w, h = pw * s, ph * s
        r = QRectF((self.width() - w) / 2, (self.height() - h) / 2, w, h)
        p.fillRect(r.translated(2, 3), QColor(60, 40, 15, 50))
        p.drawPixmap(r, self.picture, QRectF(self.picture.rect()))
        painters.paint_frame(p, r.adjusted(-5, -5, 5, 5), gap=3)
        p.end()


class GameOverScreen(widgets.PaperPage):
    newGame = Signal()
    quit = Signal()
    statisticsRequested = Signal()
    replay = Signal()  # "Watch the replay" (the window opens the replay viewer)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameOver")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(40, 34, 40, 28)
        lay.setSpacing(12)
        head = QHBoxLayout()
        head.setSpacing(16)
        head.addStretch(1)
        self.flag = widgets.flag_slot("winnerFlag")
        head.addWidget(self.flag, 0, Qt.AlignmentFlag.AlignVCenter)
        titles = QVBoxLayout()
        titles.setSpacing(0)
        self.title = widgets.centred_heading(56, name="winnerTitle")
        titles.addWidget(self.title)
        self.subtitle = widgets.centred_heading(22, tokens.INK_SOFT, "winnerSubtitle", wrap=True)
        titles.addWidget(self.subtitle)
        for label in (self.title, self.subtitle):  # plain text: the winner's name as typed
            user_text.plain(label)
        head.addLayout(titles)
        head.addStretch(1)
        lay.addLayout(head)

        top = QHBoxLayout()
        top.setSpacing(22)
        top.addStretch(1)
        self.table_card = widgets.PaperCard()
        self.table_card.setObjectName("resultTable")
        self.table_card.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        self.table = QGridLayout(self.table_card)
        self.table.setContentsMargins(20, 14, 20, 16)
        self.table.setHorizontalSpacing(16)
        self.table.setVerticalSpacing(6)
        top.addWidget(self.table_card, 0, Qt.AlignmentFlag.AlignTop)
        self.board_image = BoardPicture()  # the final position: a picture of the board
        self.board_image.setObjectName("finalPosition")
        self.board_image.set_picture(None)
        top.addWidget(self.board_image, 100)
        top.addStretch(1)
        lay.addLayout(top, 3)

        self.chart_card = widgets.PaperCard()
        self.chart_card.setObjectName("chartCard")
        cl = QVBoxLayout(self.chart_card)
        cl.setContentsMargins(18, 10, 18, 10)
        cl.setSpacing(2)
        self.chart_tabs = QTabWidget()  # areas over time; the luck ledger (issue 16)
        self.chart_tabs.setObjectName("gameOverTabs")
        self.chart_tabs.setStyleSheet(style_sheets.tabs_css() + " QTabWidget::pane { border: none; }")
        areas = QWidget()
        al = QVBoxLayout(areas)
        al.setContentsMargins(0, 4, 0, 0)
        al.setSpacing(2)
        self.chart_title = widgets.heading_label(18)
        self.chart_title.setWordWrap(True)
        al.addWidget(self.chart_title)
        self.chart = LineChart()
        self.chart.setObjectName("areasChart")
        al.addWidget(self.chart, 1)
        self.chart_tabs.addTab(areas, "")
        self.luck = LuckPage(compact=True)
        self.luck.setObjectName("gameOverLuck")
        luck_scroll = QScrollArea()
        luck_scroll.setWidgetResizable(True)
        luck_scroll.setFrameShape(QFrame.Shape.NoFrame)
        luck_scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        luck_scroll.setWidget(self.luck)
        self.chart_tabs.addTab(luck_scroll, "")
        cl.addWidget(self.chart_tabs, 1)
        lay.addWidget(self.chart_card, 2)
        self.seed_line = widgets.centred_heading(16, tokens.INK_SOFT, "seedLine", wrap=True)
        self.seed_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)  # to copy the seed
        lay.addWidget(self.seed_line)

        row = QHBoxLayout()
        row.setSpacing(18)
        row.addStretch(1)
        self.b_new = b_new = widgets.InkButton(self.tr("New game"), size=22, fill=tokens.TEAL,
                                              text_colour=QColor("#ffffff"))
        b_new.setObjectName("newGame")
        b_new.setMinimumWidth(240)
        b_new.clicked.connect(self.newGame)
        self.b_quit = b_quit = widgets.InkButton(self.tr("Quit"), size=22)
        b_quit.setObjectName("quitGame")
        b_quit.setMinimumWidth(180)
        b_quit.clicked.connect(self.quit)
        self.b_stats = b_stats = widgets.InkButton(self.tr("Statistics…"), size=22)
        b_stats.setObjectName("statistics")
        b_stats.setMinimumWidth(200)
        b_stats.clicked.connect(self.statisticsRequested)
        row.addWidget(b_new)
        self.b_replay = b_replay = widgets.InkButton(self.tr("Watch the replay"), size=22)
        b_replay.setObjectName("watchReplay")
        b_replay.setMinimumWidth(220)
        b_replay.clicked.connect(self.replay)
        row.addWidget(b_stats)
        row.addWidget(b_replay)
        row.addWidget(b_quit)
        row.addStretch(1)
        lay.addLayout(row)
        self._shown: tuple[GameSession, str | list[str] | None] | None = None
        self._live: LiveAnalysis | None = None  # the shown session's analysis (the luck ledger comes from it)
        self.setFocusProxy(b_new)
        self._texts()

    def _texts(self) -> None:
        self.chart_title.setText(self.tr("Areas owned at the end of each round (dashed: the target):"))
        self.chart.x_title = self.tr("Round")
        self.chart_tabs.setTabText(0, self.tr("&Areas"))
        self.chart_tabs.setTabText(1, self.tr("&Luck"))
        self.b_stats.setText(self.tr("Statistics…"))

    def retranslate(self) -> None:
        self._texts()
        self.b_new.setText(self.tr("New game"))
        self.b_quit.setText(self.tr("Quit"))
        self.b_replay.setText(self.tr("Watch the replay"))
        if self._shown is not None:
            try:
                self.show_result(*self._shown)
            except RuntimeError:  # that game's session is gone (a new game started)
                self._shown = None

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: object) -> None:  # Qt's name
        super().showEvent(event)  # type: ignore[arg-type]
        self.b_new.setFocus()

    def _fit_title(self) -> None:
        room = max(200, self.width() - 2 * 40 - (72 + 16 if self.flag.isVisibleTo(self) else 0) - 24)
        widgets.fit_heading(self.title, 56, 32, room)

    def resizeEvent(self, event: object) -> None:  # Qt's name
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit_title()

    def set_board(self, picture: QPixmap | None) -> None:
        """The final position (a grab of the board view), shown beside the table."""
        self.board_image.set_picture(picture)

    def _colour_blind(self) -> bool:
        return bool(getattr(self.window(), "colour_blind", False))

    def _cell(self, text: str, size: int = 17, bold: bool = False, colour: QColor = tokens.INK) -> QLabel:
        label = user_text.plain(widgets.heading_label(size, colour) if bold else QLabel(text))  # names as typed
        if bold:
            label.setText(text)
        else:
            label.setFont(tokens.text_font(size))
            widgets.style_label(label, colour)
        return label

    def show_result(self, session: GameSession, result: str | list[str] | None) -> None:
        self._shown = (session, result)
        outcome = Outcome.of(result)  # one colour, a team's colours (V3.9), or a draw
        winner = outcome.winners[0] if outcome.winners else None  # the band and the flag: the first's colour
        cb = self._colour_blind()
        self.chart.colour_blind = cb
        pub = session.public()
        ruleset = words(str(pub["options"].get("ruleset", manifest.DEFAULT)))
        if winner is None:
            #: "round": one round of the game (all four phases), not a circle.
            text = arg(self.tr("<h1>A draw</h1><p>The round limit (%1) was reached.</p>"), pub["round"])
        elif outcome.team:
            text = arg(self.tr("<h1>%1 win!</h1><p>The last team standing in round %2.</p>"),
                       html.escape(" & ".join(session.name(c) for c in outcome.winners)), int(pub["round"]))
        else:  # the ruleset says how it was won (Conquest: areas; Risk: missions, V1.13)
            text = ruleset.won_text(pub, winner, session.name(winner))
        title, sub = widgets.split_heading(text)
        self.title.setText(title)
        self._fit_title()
        widgets.style_label(self.title, tokens.accent_ink(winner, cb))
        self.subtitle.setText(sub)
        self.set_band(tokens.accent(winner, cb) if winner is not None else None)
        if winner is None:
            self.flag.clear()
            self.flag.hide()
        else:
            self.flag.setPixmap(painters.flag_pixmap(winner, 72, cb, self.devicePixelRatioF()))
            self.flag.show()
        while self.table.count():
            w = self.table.takeAt(0).widget()
            if w is not None:
                w.hide()  # gone at once, even before the deferred delete runs
                w.deleteLater()
        area_words = getattr(ruleset, "area_words", None)  # (cc: nations)
        areas_head, areas_tab, areas_title = area_words() if area_words is not None else (
            self.tr("Areas"), self.tr("&Areas"), None)
        self.chart_tabs.setTabText(0, areas_tab)
        dice = getattr(ruleset, "HAS_DICE", True)  # (cc: none, V3.1: no luck ledger, no seed of the dice)
        self.chart_tabs.setTabVisible(1, dice)
        self.seed_line.setVisible(dice)
        heads = ("", self.tr("Player"), areas_head, *ruleset.final_columns())  # (Risk: armies, missions)
        for c, h in enumerate(heads):
            cell = self._cell(h, 18, bold=True)
            if c >= 2:
                cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.addWidget(cell, 0, c)
        ratio = self.devicePixelRatioF()
        for r, seat in enumerate(session.setup.seats, start=1):
            c = seat.colour
            sw = QLabel()
            sw.setPixmap(painters.flag_pixmap(c, 24, cb, ratio))
            sw.setStyleSheet("background: transparent;")
            vals = [sum(1 for o in pub["owners"].values() if o == c), *ruleset.final_cells(pub, c)]
            won = outcome.won(c)
            name = self._cell(arg("%1 (%2)", user_text.isolated(seat.name), colour_name(c)), 19 if won else 17,
                              bold=won)
            name.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignAbsolute
                              | Qt.AlignmentFlag.AlignVCenter)  # on the left also when written right to left
            cells: list[QLabel] = [sw, name]
            for v in vals:
                cell = self._cell(str(v), 19 if won else 17, bold=won)
                cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                cells.append(cell)
            for col, w in enumerate(cells):
                self.table.addWidget(w, r, col)
        #: Verifiable dice (issue 16): the seed every roll of the game came from.
        self.seed_line.setText(arg(self.tr("Seed of the dice: %1 · how to check that no roll was changed: "
                                           "Help → Rules, “Checking the dice”"), session.seed))
        # the session records the areas as each round starts and once at the end: a round's point is the
        # position it ended with (the next round's start; the last round's: the final position), so a game
        # won in round 14 has its last point at round 14, as the line above says (and as the statistics do)
        history = session.areas_history
        ends = history[1:] if len(history) > 1 else history
        last = int(pub["round"])
        self.chart.colour_blind = cb
        self.chart.set_data(list(range(last - len(ends) + 1, last + 1)),
                            [Series(seat.colour, seat.name, [float(row.get(seat.colour, 0)) for row in ends])
                             for seat in session.setup.seats],
                            target=pub["options"].get("target_areas"))
        self.chart_title.setText(areas_title if areas_title is not None else
                                 self.tr("Areas owned at the end of each round (dashed: the target):")
                                 if pub["options"].get("target_areas") else
                                 self.tr("Areas owned at the end of each round:"))
        # the luck ledger from the session's live analysis: at once when it is up to date, else in slices
        # of UI-thread time (a finished 300-round game is read in a few dozen); "Reading the game…" till then
        live = LiveAnalysis.of(session)
        if live is not self._live:
            self._live = live
            live.updated.connect(self._show_luck)
        if not live.current():
            self.luck.show_pending()
        live.request()

    def _show_luck(self, analysis: GameAnalysis) -> None:
        if self._shown is None or self._live is None or analysis is not self._live.analysis \
                or self._live.session is not self._shown[0]:
            return  # another game's
        session = self._shown[0]
        names = {seat.colour: seat.name for seat in session.setup.seats}
        self.luck.show_game(analysis, names, self._colour_blind())
