"""The main window: start screen, the game (board + side panel), hot-seat hand-over, game over."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QFrame,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
)

from conquest_qt.ui import help_dialogs, theme, window_place
from conquest_qt.ui.area_keys import AreaKeys
from conquest_qt.ui.battle_panel import BattlePanel
from conquest_qt.ui.board_host import make_board, position_from
from conquest_qt.ui.board_motion import BoardMotion
from conquest_qt.ui.decision_panel import DecisionPanel
from conquest_qt.ui.game_over import GameOverScreen
from conquest_qt.ui.game_setup import GameSetup
from conquest_qt.ui.hand_panel import HandPanel
from conquest_qt.ui.handover import HandoverScreen
from conquest_qt.ui.log_panel import LogPanel
from conquest_qt.ui.menus import SPEED_FACTOR, SPEEDS, build_menus, retranslate_menus
from conquest_qt.ui.pane_focus import PaneFocus
from conquest_qt.ui.players_panel import PlayersPanel
from conquest_qt.ui.session import GameSession
from conquest_qt.ui.side_scroll import SideScroll
from conquest_qt.ui.sound import SoundPlayer
from conquest_qt.ui.sound_cues import SoundCues
from conquest_qt.ui.start_screen import StartScreen
from conquest_qt.ui.turn_controller import TurnController
from conquest_qt.ui.window_extras import WindowExtras


class MainWindow(WindowExtras, QMainWindow):
    sessionStarted = Signal(object)  # GameSession
    gameFinished = Signal(object)  # winner or None

    def __init__(self, *, spectator: bool = False) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Conquest"))
        self.spectator = spectator  # autoplay: no questions asked (quit, save)
        self.session: GameSession | None = None
        self.ctrl: TurnController | None = None
        self.speed = "normal"
        self.colour_blind = False
        self._skipping = False
        self.question: QMessageBox | None = None  # the open "end movement / turn anyway?" box
        self.ai_delay_base = 400
        self._panel_timer = QTimer(self)
        self._panel_timer.setSingleShot(True)
        self._panel_timer.setInterval(100)
        self._panel_timer.timeout.connect(self._refresh_now)
        self.sound = SoundPlayer()  # the "Sound effects" setting switches it (apply_settings)
        self.cues = SoundCues(self.sound, self)

        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.start_screen = StartScreen()
        self.stack.addWidget(self.start_screen)
        self.game_page = QSplitter(Qt.Orientation.Horizontal)
        self.scene, self.view, self.real_board = make_board()
        self.motion = BoardMotion(self.scene, self)  # unit moves slide across the board
        self.left = QSplitter(Qt.Orientation.Vertical)
        self.left.addWidget(self.view)
        self.game_page.addWidget(self.left)
        side = theme.PaperPanel()
        side.setObjectName("sidePanel")
        side_lay = QVBoxLayout(side)
        side_lay.setContentsMargins(8, 4, 8, 8)
        side_lay.setSpacing(6)
        self.players = PlayersPanel()
        self.decision_holder = QVBoxLayout()
        self.battle = BattlePanel()
        self.hand = HandPanel()
        self.log = LogPanel()
        side_lay.addWidget(self.players)
        side_lay.addLayout(self.decision_holder)
        side_lay.addWidget(self.battle)
        side_lay.addWidget(self.hand)
        side_lay.addStretch(1)
        log_holder = theme.PaperPanel()
        log_holder.setObjectName("logHolder")
        log_lay = QVBoxLayout(log_holder)
        log_lay.setContentsMargins(8, 0, 8, 6)
        log_lay.addWidget(self.log)
        self.left.addWidget(log_holder)
        self.left.setStretchFactor(0, 3)
        self.left.setStretchFactor(1, 1)
        self.left.setSizes([760, 260])
        # as wide as the widest of en/nl/de needs (Dutch, 528 px at its widest step): no reflow on a language switch
        scroll = SideScroll(floor=528)
        scroll.setWidget(side)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setObjectName("sideScroll")
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.viewport().setAutoFillBackground(False)  # the panel paints the paper
        self.side_scroll = scroll
        self.game_page.addWidget(scroll)
        self.game_page.setStretchFactor(0, 1)
        self.game_page.setStretchFactor(1, 0)
        self.game_page.setPalette(theme.paper_palette())  # explicit colours: a dark desktop keeps ink on paper
        self.game_page.setStyleSheet(theme.game_stylesheet())  # side panel, log, splitter handles
        self.stack.addWidget(self.game_page)
        self.handover = HandoverScreen()
        self.stack.addWidget(self.handover)
        self.game_over = GameOverScreen()
        self.stack.addWidget(self.game_over)
        self.decision: DecisionPanel | None = None
        self.area_keys = AreaKeys(self)  # Tab / Space / Delete on the board, Go to area (Ctrl+G)
        self.panes = PaneFocus(self)  # F6 / Ctrl+Tab: board -> side panel -> log

        self.actions_ = build_menus(self)
        self.start_screen.newGame.connect(self.new_game)
        self.start_screen.openGame.connect(self.open_game)
        self.start_screen.continueGame.connect(self.continue_game)
        self.start_screen.openRecent.connect(self.open_path)
        self.handover.confirmed.connect(self._handover_done)
        self.game_over.newGame.connect(self.new_game)
        self.game_over.quit.connect(self.close)
        self.init_saves()
        for bar in (self.menuBar(), self.statusBar()):
            bar.setPalette(theme.paper_palette())
            bar.setStyleSheet(theme.bars_stylesheet())
        self.statusBar().showMessage(self.tr("Welcome to Conquest."))
        window_place.place(self, self.settings)  # fits the screen; then where the player left it

    # --- language -----------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange and "full_screen" in self.actions_:
            self.actions_["full_screen"].setChecked(self.isFullScreen())
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Texts owned by the window itself; every panel retranslates in its own changeEvent."""
        self.setWindowTitle(self.tr("Conquest"))
        retranslate_menus(self.actions_)
        relabel = getattr(self.scene, "retranslate", None)  # area and sea names drawn on the board
        if callable(relabel):
            relabel()
        for name in ("_update_title", "refresh_start_screen"):  # save controller: title, recent games
            fn = getattr(self.saves, name, None) if self.saves is not None else None
            if callable(fn):
                fn()
        if self.ctrl is not None and self.ctrl.kind:
            self.statusBar().showMessage(self.ctrl.step_hint())  # the current step's hint, re-sent
        elif self.session is None:
            self.statusBar().showMessage(self.tr("Welcome to Conquest."))
        else:
            self.statusBar().clearMessage()

    # --- sessions -----------------------------------------------------------------------------
    def start_session(self, setup: GameSetup, logged: Any = None) -> GameSession:
        self.end_session()
        session = GameSession(setup, logged, self)
        self.session = session
        self.ctrl = TurnController(session, self.scene, self)
        self.ctrl.ask = self.ask_to_end
        self.decision = DecisionPanel(self.ctrl)
        self.decision_holder.addWidget(self.decision)
        self.players.bind(session)
        self.battle.bind(session)
        self.log.clear()
        self.apply_speed()
        self.ctrl.hint.connect(lambda text: self.statusBar().showMessage(text))
        self.area_keys.bind(self.ctrl)
        session.logged.connect(self.log.add)
        session.driver.eventsApplied.connect(self.battle.on_events)
        session.driver.stateChanged.connect(self._refresh)
        session.viewerChanged.connect(lambda _v: self._refresh_hand())
        session.humanDecision.connect(self._on_human)
        session.aiThinking.connect(self._on_ai)
        session.handoverRequested.connect(self._on_handover)
        session.finished.connect(self._on_finished)
        self.cues.bind(session)  # after the window's own slots: a skip ends (unmutes) before the chime
        self.motion.bind(session)  # after the turn controller's: the arrows are drawn before the chips fly
        self.scene.set_position(position_from(session.public()))
        self.stack.setCurrentWidget(self.game_page)
        self._refresh_hand()
        self.sessionStarted.emit(session)
        session.start()
        QTimer.singleShot(0, self, self.fit_board)  # (timers die with the window: the context object)
        return session

    def end_session(self) -> None:
        if self.session is None or self._ending:
            return  # (re-entered while the session's threads finish: the first call completes it)
        self._ending = True
        try:
            self._end_session()
        finally:
            self._ending = False

    _ending = False

    def _end_session(self) -> None:
        assert self.session is not None
        self.close_question()
        self.cues.bind(None)
        self.motion.bind(None)
        self.session.shutdown()
        if self.ctrl is not None:
            self.scene.areaClicked.disconnect(self.ctrl.on_area_clicked)
            self.ctrl.deleteLater()
        if self.decision is not None:
            self.decision_holder.removeWidget(self.decision)
            self.decision.deleteLater()
        self.scene.clear_arrows()
        self.area_keys.bind(None)
        self.session.deleteLater()
        self.session, self.ctrl, self.decision = None, None, None

    def _refresh(self) -> None:
        if not self._panel_timer.isActive():  # AI turns come fast: panels refresh a few times a second
            self._panel_timer.start()
        if self.session is not None and self.session.hotseat:
            self._refresh_hand()  # never late when hands change seats

    def _refresh_now(self) -> None:
        self._panel_timer.stop()
        self.players.refresh()
        self._refresh_hand()

    def _refresh_hand(self) -> None:
        s = self.session
        if s is None:
            self.hand.show_hand(None, "", ())
            return
        viewer = s.viewer
        self.hand.show_hand(viewer, s.name(viewer) if viewer else "", s.hand())

    def _on_human(self, player: str, kind: str, info: object) -> None:
        if self._skipping:
            self._skipping = False
            self.apply_speed()
        self.stack.setCurrentWidget(self.game_page)
        self._refresh_now()
        if kind in ("claim", "build", "movement", "battle_choice"):
            focus = QApplication.focusWidget()
            if focus is None or focus is self or not focus.isVisible():
                self.view.setFocus()  # nothing else has the keys: Tab goes straight to the board

    def _on_ai(self, player: str, kind: str) -> None:
        if self.session is not None and not self.session.setup.humans:
            return
        if self.stack.currentWidget() is self.handover:
            return
        self.statusBar().showMessage(self.tr("The computer players are playing… (S skips the animation)"))

    def _on_handover(self, player: str) -> None:
        assert self.session is not None
        self._refresh_hand()
        heading, summary = self.session.handover_summary(player)
        self.handover.prepare(player, self.session.name(player), summary, heading)
        self.stack.setCurrentWidget(self.handover)
        self.statusBar().clearMessage()  # "the computer players are playing…" is over

    def _handover_done(self) -> None:
        if self.session is not None:
            self.stack.setCurrentWidget(self.game_page)
            self.session.confirm_handover()

    def _on_finished(self, winner: object) -> None:
        assert self.session is not None
        tiles = getattr(self.view, "tiles", None)  # (the fallback board has none)
        if tiles is not None and self.view.isVisible():
            tiles.flush_lands()  # owner colours still waiting to be drawn
        self.game_over.set_board(self.view.grab() if self.view.isVisible() else None)
        self.game_over.show_result(self.session, winner)  # type: ignore[arg-type]
        self.statusBar().clearMessage()
        self._refresh_now()
        self.log.flush()
        delay = 0 if self.spectator else SPEEDS[self.speed][1] + 800
        QTimer.singleShot(delay, self.stack, lambda: self.stack.setCurrentWidget(self.game_over))
        self.gameFinished.emit(winner)

    # --- view -----------------------------------------------------------------------------------
    def zoom_in(self) -> None:
        getattr(self.view, "zoom_in", lambda: self.view.scale(1.25, 1.25))()

    def zoom_out(self) -> None:
        getattr(self.view, "zoom_out", lambda: self.view.scale(0.8, 0.8))()

    def fit_board(self) -> None:
        fit = getattr(self.view, "fit", None) or getattr(self.view, "fit_board", None)
        if fit is not None:
            fit()
        else:
            self.view.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def set_colour_blind(self, on: bool, store: bool = True) -> None:
        self.colour_blind = bool(on)
        if store:
            self.store_setting(colour_blind=self.colour_blind)
        self.scene.set_colour_blind(self.colour_blind)
        self.players.set_colour_blind(self.colour_blind)
        if self.ctrl is not None:
            self.ctrl.refresh_board()

    def set_speed(self, key: str) -> None:
        self.speed = key
        self.apply_speed()
        self.store_setting(animation_speed={"instant": "off"}.get(key, key))

    def apply_speed(self) -> None:
        key = "instant" if self._skipping else self.speed
        ai_ms = round(self.ai_delay_base * SPEED_FACTOR[key])
        dice_ms = SPEEDS[key][1]
        if self.session is not None:
            self.session.driver.ai_delay_ms = ai_ms
        self.battle.dice_ms = dice_ms
        self.motion.set_speed(key)  # "instant" (off, skip) lands the moves in the air at once
        self.cues.dice_ms = dice_ms
        self.sound.muted = self._skipping  # skipping the animation skips its sounds too

    def skip_animation(self) -> None:
        self._skipping = True
        self.battle.dice.settle()
        self.apply_speed()

    # --- turn shortcuts -------------------------------------------------------------------------
    def _live(self) -> bool:
        return self.ctrl is not None and self.stack.currentWidget() is self.game_page

    def primary(self) -> None:
        """Enter: a click on the area marked by keyboard (Tab), else the step's main action."""
        if self._live():
            focus = QApplication.focusWidget()
            if isinstance(focus, QAbstractButton) and focus.isEnabled() and focus.isVisible() \
                    and self.game_page.isAncestorOf(focus):
                focus.click()  # a button the keyboard user has tabbed to: Enter presses it
            elif isinstance(focus, (QAbstractSpinBox, QLineEdit)) and self.game_page.isAncestorOf(focus):
                return  # Enter in "How many" only settles the number; it must not end the step
            elif self.area_keys.active():
                self.area_keys.activate(1)
            else:
                self.ctrl.primary()  # type: ignore[union-attr]

    def confirm_step(self) -> None:
        """Ctrl+Enter: the step's main action even while an area is marked."""
        if self._live():
            self.ctrl.primary()  # type: ignore[union-attr]

    def next_pane(self) -> None:
        if self.stack.currentWidget() is self.game_page:
            self.panes.next()

    def previous_pane(self) -> None:
        if self.stack.currentWidget() is self.game_page:
            self.panes.previous()

    def go_to_area(self) -> None:
        if self._live():
            self.area_keys.open_goto()

    def end_moves(self) -> None:
        if self._live():
            self.ctrl.end_moves()  # type: ignore[union-attr]

    def roll(self) -> None:
        if self._live() and self.ctrl.kind == "battle_roll":  # type: ignore[union-attr]
            self.ctrl.submit({"type": "roll"})  # type: ignore[union-attr]

    def undo(self) -> None:
        if not self._live():
            return
        if self.ctrl.kind == "build":  # type: ignore[union-attr]
            self.ctrl.build_undo()  # type: ignore[union-attr]
        elif self.ctrl.kind == "movement":  # type: ignore[union-attr]
            self.undo_move()

    def deselect(self) -> None:
        """Escape: drop the movement selection and the keyboard mark (Enter confirms again)."""
        if self._live():
            self.ctrl.deselect()  # type: ignore[union-attr]
            self.area_keys.clear()

    def choose_kind(self, kind: str) -> None:
        if not self._live():
            return
        if self.ctrl.kind == "build":  # type: ignore[union-attr]
            self.ctrl.set_build_kind(kind)  # type: ignore[union-attr]
        elif self.ctrl.kind == "movement":  # type: ignore[union-attr]
            self.ctrl.set_move_kind(kind)  # type: ignore[union-attr]

    def change_count(self, delta: int) -> None:
        if self._live() and self.ctrl.kind == "movement" and self.decision is not None:  # type: ignore[union-attr]
            page = self.decision.pages["movement"]
            page.count.setValue(page.count.value() + delta)  # type: ignore[attr-defined]

    # --- help -----------------------------------------------------------------------------------
    def show_rules(self) -> None:
        self._help = help_dialogs.show_rules(self)

    def show_cards(self) -> None:
        self._help = help_dialogs.show_cards(self)

    def show_about(self) -> None:
        help_dialogs.show_about(self)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.spectator and not self.may_close():
            event.ignore()
            return
        self.end_session()
        if self.isVisible():
            self.store_setting(**window_place.remembered(self))
        super().closeEvent(event)

    def toggle_full_screen(self) -> None:
        window_place.toggle_full_screen(self)
