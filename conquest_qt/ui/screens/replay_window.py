"""The replay viewer (issue 16, item 1): a saved or finished game, watched step by step in its own window.

Its own window rather than a mode of the main window: a game in progress stays exactly as it is (its
board, panels, timers and autosaves are never touched), the two can be compared side by side, and the
replay needs no decision panel, hand or hand-over at all. The banner says what it is ("Replay — round 12
of 40"); the board (its own scene) shows each position with the moves of the turn so far and the step's
battle marked; the log lists the events up to the shown step, the current step's lines marked; the
players card counts areas, units and cards, and shows the hands only when the game is over or no human
played. "Play on from here…" hands the shown position to the main window (`playOn`).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from conquest_qt.engine.units import on_board
from conquest_qt.ui import rulesets as ruleset_ui
from conquest_qt.ui.board.board_scene import BoardScene
from conquest_qt.ui.board.board_view import BoardView
from conquest_qt.ui.game.replay_model import ReplayModel
from conquest_qt.ui.game.turn_controller import show_still
from conquest_qt.ui.screens.replay_controls import ReplayControls
from conquest_qt.ui.text import user_text
from conquest_qt.ui.text.ruleset_text import words as ruleset_words
from conquest_qt.ui.text.textutil import arg, en_plural
from conquest_qt.ui.theme import painters, style_sheets, tokens, widgets

LOG_ROWS = 300  # the log shows this many lines up to the shown step
MARK = QColor(tokens.TEAL)


class ReplayWindow(QMainWindow):
    playOn = Signal(object, object)  # (analysis PlayOn, the seats: [ReplaySeat])

    def __init__(self, model: ReplayModel, title: str = "", colour_blind: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("replayWindow")
        self.model = model
        self.file_title = title
        self.colour_blind = colour_blind
        page = QWidget()
        page.setObjectName("replayPage")
        page.setPalette(style_sheets.paper_palette())
        page.setAutoFillBackground(True)
        page.setStyleSheet(style_sheets.game_stylesheet())
        self.setCentralWidget(page)
        page.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # its keys reach the window (keyPressEvent)
        self.setFocusProxy(page)
        self.statusBar().setStyleSheet(style_sheets.bars_stylesheet())
        self.seed = QLabel()  # verifiable dice: the seed every roll came from
        self.seed.setObjectName("replaySeed")
        self.seed.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statusBar().addPermanentWidget(self.seed)
        lay = QVBoxLayout(page)
        lay.setContentsMargins(0, 6, 0, 0)
        lay.setSpacing(2)
        self.banner = widgets.centred_heading(26, name="replayBanner")
        self.detail = widgets.centred_heading(16, tokens.INK_SOFT, "replayDetail")
        user_text.plain(self.detail)  # it names a player as typed
        lay.addWidget(self.banner)
        lay.addWidget(self.detail)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setChildrenCollapsible(False)
        self.scene = BoardScene()
        self.scene.set_colour_blind(colour_blind)
        self.view = BoardView(self.scene)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys step the replay
        # the ruleset's and the add-ons' board marks (nukes, contaminated and free areas: VARIANTS.md V2)
        made = ruleset_ui.for_options(model.index.options).markers
        self.markers = made(self.scene) if made is not None else None
        split.addWidget(self.view)
        side = QWidget()
        side_lay = QVBoxLayout(side)
        side_lay.setContentsMargins(6, 0, 8, 4)
        side_lay.setSpacing(6)
        self.players_card = widgets.PaperCard()
        self.players_card.setObjectName("replayPlayers")
        self.players_grid = QGridLayout(self.players_card)
        self.players_grid.setContentsMargins(12, 8, 12, 10)
        self.players_grid.setHorizontalSpacing(8)
        self.players_grid.setVerticalSpacing(2)
        self.rows: dict[str, tuple[QLabel, QLabel, QLabel]] = {}
        for r, seat in enumerate(model.seats):
            flag = QLabel()
            flag.setPixmap(painters.flag_pixmap(seat.colour, 18, colour_blind, self.devicePixelRatioF()))
            name = user_text.plain(widgets.heading_label(16))
            name.setText(model.names(seat.colour))
            stats = user_text.plain(QLabel())
            hand = user_text.plain(QLabel())
            hand.setWordWrap(True)
            style_sheets.mark(hand, "soft")
            self.players_grid.addWidget(flag, 3 * r, 0)
            self.players_grid.addWidget(name, 3 * r, 1)
            self.players_grid.addWidget(stats, 3 * r + 1, 1)
            self.players_grid.addWidget(hand, 3 * r + 2, 1)
            self.rows[seat.colour] = (name, stats, hand)
        self.players_grid.setColumnStretch(1, 1)
        self.players_card.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.hidden_note = user_text.plain(QLabel())
        self.hidden_note.setObjectName("hiddenNote")
        self.hidden_note.setWordWrap(True)
        style_sheets.mark(self.hidden_note, "soft")
        self.players_grid.addWidget(self.hidden_note, 3 * len(model.seats), 0, 1, 2)
        side_lay.addWidget(self.players_card)
        self.log_title = widgets.heading_label(18)
        side_lay.addWidget(self.log_title)
        self.log = QListWidget()
        self.log.setObjectName("replayLog")
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.log.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)  # lines wrap to one width
        self.log.setResizeMode(QListWidget.ResizeMode.Adjust)  # wrapped lines laid out anew at a new width
        self.log.setStyleSheet("QListWidget::item { padding: 0px; }")  # a padded item's wrap was cut short
        self.log.setSpacing(2)
        self.log.setTextElideMode(Qt.TextElideMode.ElideNone)  # a line measured a few pixels wider wraps, never "…"
        side_lay.addWidget(self.log, 1)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        side.setMinimumWidth(300)
        lay.addWidget(split, 1)
        self.controls = ReplayControls(model, self)
        self.controls.play_on.clicked.connect(self._play_on)
        lay.addWidget(self.controls)
        self._log_span: tuple[int, int] = (0, 0)  # the log lines the list holds
        model.moved.connect(self.show_position)
        self.retranslate()
        self.show_position()

    # --- texts --------------------------------------------------------------------------------
    def retranslate(self) -> None:
        name = self.file_title
        self.setWindowTitle(user_text.title_text(arg(self.tr("Replay — %1"), name) if name else self.tr("Replay")))
        self.log_title.setText(self.tr("Game log up to this step"))
        self.seed.setText(arg(self.tr("Seed of the dice: %1"), self.model.index.seed))
        for entry in self.model.entries:
            entry.reworded()
        if self.markers is not None:
            self.markers.retranslate()
        for seat in self.model.seats:
            self.rows[seat.colour][0].setText(self.model.names(seat.colour))
        self._log_span = (0, 0)
        self.show_position()

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: Any) -> None:  # Qt's name
        super().showEvent(event)
        QTimer.singleShot(0, self, self.view.fit_board)
        self.centralWidget().setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt's name
        if not self.controls.handle_key(event):
            super().keyPressEvent(event)

    def closeEvent(self, event: Any) -> None:  # Qt's name
        self.controls.pause()
        super().closeEvent(event)

    # --- the shown position -------------------------------------------------------------------
    def show_position(self, *_: object) -> None:
        m = self.model
        show_still(self.scene, m.public(), m.arrows(), m.battle_area())
        if self.markers is not None:
            self.markers.show(m.public())
        #: "Replay — round 12 of 40": a saved game watched again, the round shown and the game's last.
        self.banner.setText(arg(self.tr("Replay — round %1 of %2"), m.round, m.last_round))
        detail = arg(self.tr("Decision %1 of %2"), m.position, m.last)
        who = m.decider()
        if m.position == 0:
            detail = self.tr("The opening, before the first decision")
        elif who is not None:
            detail = arg("%1 · %2", detail, m.names(who))
        if m.position == m.last and m.index.final.over:
            detail = arg("%1 · %2", detail, self.tr("game over"))
        self.detail.setText(detail)
        self._show_players()
        self._show_log()

    def _show_players(self) -> None:
        m = self.model
        pub = m.public()
        hands = m.hands()
        counts = m.hand_counts()
        for colour, (_name, stats, hand) in self.rows.items():
            areas = sum(1 for o in pub["owners"].values() if o == colour)
            have = on_board(pub["units"], colour)
            land, air, sub = have.get("land", 0), have.get("air", 0), have.get("sub", 0)
            n = counts.get(colour, 0)
            words = [en_plural(self.tr("%n area(s)", "", areas), areas), en_plural(self.tr("%n card(s)", "", n), n)]
            if colour in pub.get("eliminated", ()):
                words.append(self.tr("out of the game"))
            forces = ruleset_words(m.ruleset).forces_text(land, air, sub)  # (Risk: armies)
            stats.setText(" · ".join(words) + "\n" + forces)
            if hands is None:
                hand.hide()
            else:
                held = Counter(self._card(c) for c in hands.get(colour, []))
                cards = [name if n == 1 else arg("%1× %2", n, name) for name, n in held.items()]
                hand.setText(arg(self.tr("Cards: %1"), ", ".join(cards)) if cards else self.tr("Cards: none"))
                hand.show()
        self.hidden_note.setVisible(hands is None)
        self.hidden_note.setText(self.tr("The cards in the players' hands stay hidden: the game is not over and "
                                         "people played in it."))

    def _card(self, card: int) -> str:
        kind = self.model.card_type(card)
        return str(ruleset_words(self.model.ruleset).card_label(kind))  # (a Risk card shows an area)

    def _show_log(self) -> None:
        m = self.model
        end = m.ends[m.position]
        start = max(0, end - LOG_ROWS)
        lo, hi = self._log_span
        if lo <= start <= hi and start - lo < 64 and hi <= end and end - hi < 64 and hi > 0:
            for _ in range(start - lo):  # a few steps on: add the new lines, drop the oldest
                self.log.takeItem(0)
            for entry in m.entries[hi:end]:
                self.log.addItem(QListWidgetItem(entry.text))
        else:
            self.log.clear()
            for entry in m.entries[start:end]:
                self.log.addItem(QListWidgetItem(entry.text))
        self._log_span = (start, end)
        current = m.step_lines()
        mark = QColor(MARK)
        mark.setAlpha(70)  # the step's lines on a tinted ground (a font change would re-wrap them)
        first = None
        for row in range(max(0, self.log.count() - len(current) - 40), self.log.count()):  # the step's: last
            item = self.log.item(row)
            on = (start + row) in current
            item.setData(Qt.ItemDataRole.UserRole, on)
            item.setBackground(QBrush(mark) if on else QBrush())
            if on and first is None:
                first = item
        self.log.doItemsLayout()  # wrapped lines measured at the list's width as it is now (none cut short)
        last = self.log.item(self.log.count() - 1) if self.log.count() else None
        if last is not None:
            self.log.scrollToItem(last)
        if first is not None:
            self.log.scrollToItem(first, QListWidget.ScrollHint.PositionAtBottom if first is last
                                  else QListWidget.ScrollHint.EnsureVisible)

    def log_texts(self) -> list[str]:
        return [self.log.item(i).text() for i in range(self.log.count())]

    def marked_texts(self) -> list[str]:
        return [self.log.item(i).text() for i in range(self.log.count())
                if self.log.item(i).data(Qt.ItemDataRole.UserRole)]

    # --- play on ------------------------------------------------------------------------------
    def _play_on(self) -> None:
        self.controls.pause()
        self.playOn.emit(self.model.play_on(), list(self.model.seats))
