"""The main window: start screen, the game (board + side panel), hot-seat hand-over, game over."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QMainWindow,
    QMessageBox,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
)

from conquest_qt.ui.board.slices import Slices
from conquest_qt.ui.dialogs import help_dialogs
from conquest_qt.ui.game import heap
from conquest_qt.ui.screens.start_screen import StartScreen
from conquest_qt.ui.sound.sound import SoundPlayer
from conquest_qt.ui.sound.sound_cues import SoundCues
from conquest_qt.ui.theme import style_sheets, widgets
from conquest_qt.ui.window import enter_owner, menus, saves_wiring, window_place
from conquest_qt.ui.window.enter_owner import EnterMarks
from conquest_qt.ui.window.menus import SPEED_FACTOR, SPEEDS, build_menus, retranslate_menus
from conquest_qt.ui.window.stats_wiring import StatisticsWiring

if TYPE_CHECKING:
    from conquest_qt.ui.board.board_scene import BoardScene
    from conquest_qt.ui.board.board_view import BoardView
    from conquest_qt.ui.game.game_setup import GameSetup
    from conquest_qt.ui.game.session import GameSession
    from conquest_qt.ui.game.turn_controller import TurnController
    from conquest_qt.ui.panels.decision_panel import DecisionPanel

# What the game page needs and the start screen does not (the board, the engine, the AIs, the panels;
# loading a save replays it through the engine):
# imported behind the first paint, one per step (MainWindow._game_page_steps), the heaviest ones' own
# dependencies first so that no step takes long.
# "@key": the rulesets' own modules (each UI package's WARM_UP, ui/rulesets/__init__.warm_up).
GAME_MODULES = (
    "conquest_qt.board.topology",
    "conquest_qt.board.geometry",
    "@rules",
    "conquest_qt.engine.view",
    "conquest_qt.saves.verify",
    "@ai",
    "conquest_qt.ai.registry",
    "conquest_qt.engine.driver",
    "conquest_qt.ui.game.session",
    "conquest_qt.ui.board.board_style",
    "conquest_qt.ui.board.board_borders",
    "conquest_qt.ui.board.board_layers",
    "conquest_qt.ui.board.board_markers",
    "conquest_qt.ui.board.board_motion",
    "conquest_qt.ui.board.board_scene",
    "conquest_qt.ui.board.board_tiles",
    "conquest_qt.ui.board.board_view",
    "conquest_qt.ui.board.board_host",
    "conquest_qt.ui.game.turn_controller",
    "conquest_qt.ui.panels.decision_pages",
    "@pages",
    "conquest_qt.ui.panels.decision_panel",
    "conquest_qt.ui.panels.hint_panel",
    "conquest_qt.ui.window.hint_wiring",
    "conquest_qt.ui.rulesets",
    "@parts",
    "conquest_qt.ui.panels.hand_panel",
    "conquest_qt.ui.panels.log_panel",
    "conquest_qt.ui.panels.players_panel",
    "conquest_qt.ui.game.briefing",
    "@panels",
    "conquest_qt.ui.window.area_keys",
    "conquest_qt.ui.window.pane_focus",
    "conquest_qt.ui.window.side_order",
    "conquest_qt.ui.panels.side_scroll",
    "conquest_qt.ui.screens.handover",
    "conquest_qt.ui.screens.game_over",
    "conquest_qt.ui.dialogs.new_game_dialog",
)
# The side column beside the board (issue 28 item 1): as narrow as the longest language's usual steps need,
# and the game log under it, at least this tall.
SIDE_FLOOR = 440  # Dutch at production: 436 px
LOG_MIN_HEIGHT = 120


class GamePart:
    """A part of the game page (the board, a side panel, the hand-over screen, ...).

    The start screen comes up without them: MainWindow builds them behind its first paint, in small
    steps, and reading one before that builds the rest at once. Once built, the part is a plain
    attribute of the window (this descriptor has no __set__, so the instance's value shadows it).
    """

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, win: MainWindow | None, owner: type | None = None) -> Any:
        if win is None:
            return self
        win.build_game_page()
        return win.__dict__[self.name]


class MainWindow(QMainWindow):
    sessionStarted = Signal(object)  # GameSession
    gameFinished = Signal(object)  # winner or None

    # built by _game_page_steps (GamePart): everything but the start screen
    game_page: QSplitter = GamePart()
    scene: BoardScene = GamePart()
    view: BoardView = GamePart()
    motion: Any = GamePart()
    players: Any = GamePart()
    briefing: Any = GamePart()
    production: Any = GamePart()
    decision_holder: QVBoxLayout = GamePart()
    battle: Any = GamePart()
    hand: Any = GamePart()
    hint_panel: Any = GamePart()
    log: Any = GamePart()
    side_scroll: Any = GamePart()
    handover: Any = GamePart()
    game_over: Any = GamePart()
    area_keys: Any = GamePart()
    panes: Any = GamePart()

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
        self.decision: DecisionPanel | None = None
        self.hints: Any = None  # the session's HintAsker (hint_wiring.py)
        self._pending_handover: str | None = None  # a hand-over waiting for a finished battle's Continue
        self.game_built = False  # the game page and the screens after it (GamePart) exist
        self._steps = self._game_page_steps()
        self._warm_up = Slices(self._steps, self)  # builds them behind the first paint

        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.start_screen = StartScreen(build_map=False)  # its world picture: the first of the warm-up
        self.stack.addWidget(self.start_screen)
        self.start_screen.firstPainted.connect(self._warm_up.start)

        self.stats = StatisticsWiring(self)  # the statistics window (issue 16)
        self.actions_ = build_menus(self)
        self.start_screen.newGame.connect(self.new_game)
        self.start_screen.openGame.connect(self.open_game)
        self.start_screen.continueGame.connect(self.continue_game)
        self.start_screen.openRecent.connect(self.open_path)
        self.start_screen.hostGame.connect(lambda: self._network("host"))
        self.start_screen.joinGame.connect(lambda: self._network("join"))
        self.saves: Any = None  # the SaveController (None when it failed to start)
        self.settings: Any = None  # the user's settings (None when they could not be read)
        self.init_saves()
        for bar in (self.menuBar(), self.statusBar()):
            bar.setPalette(style_sheets.paper_palette())
            bar.setStyleSheet(style_sheets.bars_stylesheet())
        self.statusBar().showMessage(self.tr("Welcome to Conquest."))
        window_place.place(self, self.settings)  # fits the screen; then where the player left it

    # --- new game, saves and settings (menus.py, saves_wiring.py) -----------------------------------
    def new_game(self) -> None:
        menus.new_game(self)

    network: Any = None  # the network game under way (ui/window/network_wiring.py)

    def _network(self, how: str) -> None:
        from conquest_qt.ui.window import network_wiring  # the sockets: only when asked for

        self.network = (network_wiring.ask_host if how == "host" else network_wiring.ask_join)(self)

    def open_settings(self) -> None:
        menus.open_settings(self)

    def init_saves(self) -> None:
        saves_wiring.init_saves(self)

    def apply_settings(self, settings: Any) -> None:
        saves_wiring.apply_settings(self, settings)

    def store_setting(self, **changes: Any) -> None:
        saves_wiring.store_setting(self, **changes)

    def open_game(self) -> None:
        if saves_wiring.may_leave_network(self):
            saves_wiring.with_saves(self, lambda saves: saves.open())

    def replay_game(self) -> None:
        from conquest_qt.ui.window import replay_wiring  # the replay viewer: only when asked for

        replay_wiring.replay_file(self)

    def watch_replay(self) -> None:
        from conquest_qt.ui.window import replay_wiring

        replay_wiring.watch_session(self)

    def save_game(self) -> None:
        saves_wiring.with_saves(self, lambda saves: saves.save())

    def save_game_as(self) -> None:
        saves_wiring.with_saves(self, lambda saves: saves.save_as())

    def continue_game(self) -> None:
        if saves_wiring.may_leave_network(self):
            saves_wiring.with_saves(self, lambda saves: saves.continue_game())

    def open_path(self, path: str) -> None:
        if saves_wiring.may_leave_network(self):
            saves_wiring.with_saves(self, lambda saves: saves.open_path(path))

    def show_statistics(self) -> None:
        self.stats.show()

    def may_replace_game(self) -> bool:
        return saves_wiring.may_replace_game(self)

    def may_close(self) -> bool:
        return saves_wiring.may_close(self)

    # --- the end-of-step question (game/end_confirm.py), move undo, the Armistice card ------------
    def confirmations_on(self) -> bool:
        return not self.spectator and bool(getattr(self.settings, "confirmations", True))

    def ask_to_end(self, question: Any, proceed: Callable[[], None]) -> None:
        from conquest_qt.ui.game.end_confirm import ask_to_end

        ask_to_end(self, question, proceed)

    def close_question(self) -> None:
        if self.question is not None:
            self.question.reject()  # the game ends or changes while the box is open: it closes as a No
            self.question = None

    def can_undo_move(self) -> bool:
        return self.session is not None and self.session.driver.can_undo()

    def undo_move(self) -> None:
        from conquest_qt.ui.game.turn_controller import undo_move

        text = undo_move(self.session, self.ctrl)
        if text is not None:
            self.statusBar().showMessage(text)

    def ask_armistice(self) -> None:
        from conquest_qt.ui.dialogs.armistice_dialog import ask_armistice

        ask_armistice(self, self.ctrl)

    # --- the game page, built behind the first paint ---------------------------------------------
    def build_game_page(self) -> None:
        """Build whatever of the game page is not built yet, now (a game starts, a test looks)."""
        self._warm_up.finish()

    def _game_page_steps(self) -> Iterator[None]:
        """The game page (board, side panel, log), the hand-over and game-over screens, in steps of a
        few milliseconds each (tools/bench_startup.py watches the stalls). First the start screen's
        world picture."""
        yield from self.start_screen.map_steps()
        from conquest_qt.ui import rulesets  # (the registry only: each ruleset's package is imported lazily)

        for name in rulesets.warm_up(GAME_MODULES):
            importlib.import_module(name)
            yield
        for module, load in (("conquest_qt.board.geometry", "default_geometry"),
                             ("conquest_qt.board.topology", "default_topology")):
            getattr(importlib.import_module(module), load)()  # the board's files (cached), apart from the board
            yield
        # imported just above, one module per step: the start screen needs none of them
        from conquest_qt.ui.board.board_host import make_board_steps
        from conquest_qt.ui.board.board_motion import BoardMotion
        from conquest_qt.ui.game.briefing import BriefingPanel
        from conquest_qt.ui.panels.hand_panel import HandPanel
        from conquest_qt.ui.panels.hint_panel import HintPanel
        from conquest_qt.ui.panels.log_panel import LogPanel
        from conquest_qt.ui.panels.players_panel import PlayersPanel
        from conquest_qt.ui.panels.side_scroll import SideScroll
        from conquest_qt.ui.screens.game_over import GameOverScreen
        from conquest_qt.ui.screens.handover import HandoverScreen
        from conquest_qt.ui.window.area_keys import AreaKeys
        from conquest_qt.ui.window.pane_focus import PaneFocus
        from conquest_qt.ui.window.side_order import BattleFirst

        page = QSplitter(Qt.Orientation.Horizontal)
        self.scene, self.view = yield from make_board_steps()
        self.motion = BoardMotion(self.scene, self)  # unit moves slide across the board
        yield
        page.addWidget(self.view)  # the board takes the whole height of the page: the board is the game
        side = widgets.PaperPanel()
        side.setObjectName("sidePanel")
        side_lay = QVBoxLayout(side)
        side_lay.setContentsMargins(8, 4, 8, 8)
        side_lay.setSpacing(6)
        self.players = PlayersPanel()
        self.briefing = BriefingPanel()  # "Since your last turn", foldable
        self.briefing.set_folded(bool(getattr(self.settings, "briefing_folded", False)))
        self.briefing.foldedChanged.connect(lambda folded: self.store_setting(briefing_folded=folded))
        yield
        self.decision_holder = QVBoxLayout()
        self.battle = rulesets.side_panel("battle")  # Conquest's battles (RulesetUI.panels)
        self.battle.hold = self._hold_battle
        self.battle.own = self._own_battle
        self.battle.continued.connect(self._battle_continued)
        self.battle.held.connect(self._show_held_battle)
        self.production = rulesets.side_panel("production")  # Conquest's missile and super production rolls
        yield
        self.hand = HandPanel()
        self.hint_panel = HintPanel()  # "What would the computer do?" (hint_wiring.py)
        self.hint_panel.applyRequested.connect(self.apply_hint)
        self.hint_panel.dismissRequested.connect(self.dismiss_hint)
        yield
        self.log = LogPanel()
        yield
        # The battle on screen (a finished one's Continue) and the step first: their main actions are in view
        # without scrolling at 1280x720 (tests/ui/window/test_layout.py; side_order.BattleFirst moves the battle);
        # then who is playing, the hand and what the others did since the last turn.
        side_lay.addLayout(self.decision_holder)
        side_lay.addWidget(self.hint_panel)
        side_lay.addWidget(self.battle)
        BattleFirst(self.battle, side_lay, self.hint_panel)
        side_lay.addWidget(self.production)
        side_lay.addWidget(self.players)
        side_lay.addWidget(self.hand)
        side_lay.addWidget(self.briefing)
        side_lay.addStretch(1)
        log_holder = widgets.PaperPanel()
        log_holder.setObjectName("logHolder")
        log_lay = QVBoxLayout(log_holder)
        log_lay.setContentsMargins(8, 0, 8, 6)
        log_lay.addWidget(self.log)
        log_holder.setMinimumHeight(LOG_MIN_HEIGHT)
        log_holder.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)  # what is left
        # the side column: the panel as tall as its content (SideScroll.sizeHint), the game log in the rest of
        # the column (the empty bottom of a tall window) and never less than LOG_MIN_HEIGHT
        scroll = SideScroll(floor=SIDE_FLOOR)
        scroll.setWidget(side)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setObjectName("sideScroll")
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.viewport().setAutoFillBackground(False)  # the panel paints the paper
        scroll.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.side_scroll = scroll
        column = widgets.PaperPanel()
        column.setObjectName("sideColumn")
        column_lay = QVBoxLayout(column)
        column_lay.setContentsMargins(0, 0, 0, 0)
        column_lay.setSpacing(0)
        column_lay.addWidget(scroll, 0)
        column_lay.addWidget(log_holder, 1)
        page.addWidget(column)
        page.setStretchFactor(0, 1)
        page.setStretchFactor(1, 0)
        page.setPalette(style_sheets.paper_palette())  # explicit colours: a dark desktop keeps ink on paper
        yield
        page.setStyleSheet(style_sheets.game_stylesheet())  # side panel, log, splitter handles
        self.stack.addWidget(page)
        self.game_page = page
        yield
        self.handover = HandoverScreen()
        self.stack.addWidget(self.handover)
        self.handover.confirmed.connect(self._handover_done)
        yield
        self.game_over = GameOverScreen()
        self.stack.addWidget(self.game_over)
        self.game_over.newGame.connect(self.new_game)
        self.game_over.quit.connect(self.close)
        self.game_over.statisticsRequested.connect(self.show_statistics)
        self.game_over.replay.connect(self.watch_replay)
        yield
        self.area_keys = AreaKeys(self)  # Tab / Space / Delete on the board, Go to area (Ctrl+G)
        self.panes = PaneFocus(self)  # F6 / Ctrl+Tab: board -> side panel -> log
        self.enter_marks = EnterMarks(self)  # "(Enter)" only on the label of the control that owns Enter
        self.area_keys.focused.connect(self.enter_marks.schedule)
        self.battle.changed.connect(self.enter_marks.schedule)
        self.stack.currentChanged.connect(self.enter_marks.schedule)
        self.game_built = True
        self.set_colour_blind(self.colour_blind, store=False)  # the settings read before the board existed
        self.apply_speed()

    # --- language -----------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange and "full_screen" in self.actions_:
            self.actions_["full_screen"].setChecked(self.isFullScreen())
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Texts owned by the window itself; every panel retranslates in its own changeEvent."""
        self.setWindowTitle(self.tr("Conquest"))
        retranslate_menus(self.actions_, self.session.setup.options.ruleset if self.session is not None else None)
        if self.game_built:
            self.scene.retranslate()  # area and sea names
            if self.ctrl is not None and self.ctrl.markers is not None:
                self.ctrl.markers.retranslate()  # the ruleset's (continents, legend)
        if self.saves is not None:
            self.saves.retranslate()
        if self.ctrl is not None and self.ctrl.kind:
            self.statusBar().showMessage(self.ctrl.step_hint())  # the current step's hint, re-sent
            self.enter_marks.schedule()  # the labels' claims of Enter, in the new language
        elif self.session is None:
            self.statusBar().showMessage(self.tr("Welcome to Conquest."))
        else:
            self.statusBar().clearMessage()

    # --- sessions -----------------------------------------------------------------------------
    def start_session(self, setup: GameSetup, logged: Any = None, driver: Any = None) -> GameSession:
        from conquest_qt.ui import rulesets
        from conquest_qt.ui.game.session import GameSession
        from conquest_qt.ui.game.turn_controller import TurnController
        from conquest_qt.ui.panels.decision_panel import DecisionPanel
        from conquest_qt.ui.text.labels import PlayerNames
        from conquest_qt.ui.window import hint_wiring  # it asks the AIs: not on the start screen

        if self.network is not None and driver is not self.network.driver:  # a local game: the network's goes
            self.network.leave()  # (its link, server, lobby; asked before: saves_wiring.may_leave_network)
        self.end_session()
        self.build_game_page()
        session = GameSession(setup, logged, self, driver)
        session.reasons_in_log = bool(getattr(self.settings, "ai_reasons_in_log", False))
        self.session = session
        parts = rulesets.for_options(setup.options)  # the ruleset's pages and clicks (with its add-ons'), by kind
        markers = parts.markers(self.scene) if parts.markers is not None else None
        self.parts = parts
        retranslate_menus(self.actions_, setup.options.ruleset)  # the ruleset's words (cc: E ends the turn)
        self.actions_["missions"].setVisible(parts.missions is not None)  # Risk's missions table
        self.actions_["cards"].setVisible(parts.card_reference)  # Conquest's card reference
        self.actions_["reference"].setVisible(parts.reference is not None)  # or the ruleset's own (F2)
        self.hand.set_ruleset(setup.options.ruleset)
        if parts.legend is not None:  # what the ruleset's marks on the board mean (Risk's), under the hand
            self.legend = parts.legend()
            lay = self.hand.parentWidget().layout()
            lay.insertWidget(lay.indexOf(self.hand) + 1, self.legend)
        self.scene.player_names = PlayerNames(setup.seats)  # the board's tooltips name the players
        if parts.battles is not None:  # the ruleset's own view of the battles the player takes part in (Risk's)
            self.ruleset_battles = parts.battles(session)
            lay = self.battle.parentWidget().layout()
            lay.insertWidget(lay.indexOf(self.battle) + 1, self.ruleset_battles)
        self.ctrl = TurnController(session, self.scene, parts.clicks, self, parts.starts, markers)
        self.ctrl.ask = self.ask_to_end
        self.ctrl.amend = parts.amend  # the add-ons' fields of an answer (a nuke bought with the build)
        self.decision = DecisionPanel(self.ctrl, parts.pages)
        self.decision.hintRequested.connect(self.ask_hint)
        self.hints = hint_wiring.bind_hint(self, session)
        self.decision_holder.addWidget(self.decision)
        self.players.bind(session)
        self.battle.bind(session, parts.battle_kinds)  # with the add-ons' battles (a nuclear attack)
        self.briefing.show_briefing(None, [])
        self.production.bind(session)
        self.log.clear()
        self.apply_speed()
        self.ctrl.hint.connect(lambda text: self.statusBar().showMessage(text))
        self.ctrl.hint.connect(self.enter_marks.schedule)
        self.ctrl.changed.connect(self.enter_marks.schedule)  # a page's main action may change with the selection
        self.area_keys.bind(self.ctrl)
        session.driver.stateChanged.connect(self.enter_marks.schedule)
        session.humanDecision.connect(self.enter_marks.schedule)
        session.logged.connect(self.log.add)
        if "battle" in parts.panels:  # the ruleset's own side panels follow the game only when it is played
            session.driver.eventsApplied.connect(self.battle.on_events)
        if "production" in parts.panels:
            session.driver.eventsApplied.connect(self.production.on_events)
        session.driver.stateChanged.connect(self._refresh)
        session.viewerChanged.connect(self._on_viewer)
        if "production" in parts.panels:
            session.viewerChanged.connect(lambda _v: self.production.refresh())
        session.humanDecision.connect(self._on_human)
        session.aiThinking.connect(self._on_ai)
        session.handoverRequested.connect(self._on_handover)
        session.finished.connect(self._on_finished)
        self.cues.bind(session)  # after the window's own slots: a skip ends (unmutes) before the chime
        self.motion.bind(session, self.ctrl.show_position)  # after the turn controller's: arrows before chips fly
        self.ctrl.show_position()
        self.stack.setCurrentWidget(self.game_page)
        self._refresh_hand()
        self.sessionStarted.emit(session)
        heap.settle()  # set up: later collections skip what the game and the window are made of (heap.py)
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
        if self.hints is not None:
            from conquest_qt.ui.window import hint_wiring

            hint_wiring.unbind_hint(self, self.hints)
            self.hints = None
        self.session.shutdown()
        if self.ctrl is not None:
            self.scene.areaClicked.disconnect(self.ctrl.on_area_clicked)
            self.ctrl.clear_arrows()
            if self.ctrl.markers is not None:
                self.ctrl.markers.remove()
            self.ctrl.deleteLater()
        if self.decision is not None:
            self.decision_holder.removeWidget(self.decision)
            self.decision.hide()  # gone now, not at the next turn of the event loop (under the new one)
            self.decision.deleteLater()
        self.area_keys.bind(None)
        if self._missions is not None:
            self._missions.close()
            self._missions.deleteLater()
            self._missions = None
        if self.legend is not None:
            self.legend.hide()
            self.legend.deleteLater()
            self.legend = None
        if self.ruleset_battles is not None:
            self.ruleset_battles.unbind()
            self.ruleset_battles.hide()
            self.ruleset_battles.deleteLater()
            self.ruleset_battles = None
        self.session.deleteLater()
        self.session, self.ctrl, self.decision = None, None, None
        heap.release()
        self._pending_handover = None

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

    def _on_viewer(self, viewer: object) -> None:
        """The screen changes hands: the hand follows; nobody's briefing while nobody holds the seat."""
        self._refresh_hand()
        if viewer is None:
            self.briefing.show_briefing(None, [])

    def _on_human(self, player: str, kind: str, info: object) -> None:
        if self._skipping:
            self._skipping = False
            self.apply_speed()
        self.stack.setCurrentWidget(self.game_page)
        self._refresh_now()
        self._brief(player, kind)
        if self.area_keys.on_board(kind):
            focus = QApplication.focusWidget()
            if focus is None or focus is self or not focus.isVisible():
                self.view.setFocus()  # nothing else has the keys: Tab goes straight to the board

    def _brief(self, player: str, kind: str) -> None:
        """The side panel's briefing: what the others did since this player's last turn (not while areas
        are claimed: the claims are on the board and in the log)."""
        if self.session is None or kind == "claim":
            self.briefing.show_briefing(player, [])
            return
        folded = bool(getattr(self.settings, "briefing_folded", False))  # the player's choice, anew
        self.briefing.show_briefing(player, self.session.since_last_turn(player), folded)
        self._fit_briefing()

    def _fit_briefing(self) -> None:
        """The briefing as tall as the side panel has room for (no scroll bar for it on a small screen)."""
        side = self.side_scroll.widget()
        lay = side.layout()
        if not self.briefing.isVisibleTo(self) or lay is None:
            return
        lay.activate()
        need = lay.heightForWidth(side.width()) if lay.hasHeightForWidth() else side.sizeHint().height()
        others = need - self.briefing.sizeHint().height()
        room = self.side_scroll.parentWidget().height() - LOG_MIN_HEIGHT  # the column less the log's least
        self.briefing.fit(room - others)

    def _on_ai(self, player: str, kind: str) -> None:
        if self.session is not None and not self.session.setup.humans:
            return
        if self.stack.currentWidget() is self.handover:
            return
        self.statusBar().showMessage(self.tr("The computer players are playing… (S skips the animation)"))

    def _hold_battle(self, record: Any) -> bool:
        """A finished battle of a local human stays until Continue, unless the settings auto-continue."""
        if self.spectator or self.session is None or getattr(self.settings, "battle_auto_continue", False):
            return False
        return bool(record.involves(self.session.setup.humans))

    def _own_battle(self, record: Any) -> bool:
        """A battle a local human takes part in (attacker or defender): the panel shows it as it happens."""
        return not self.spectator and self.session is not None and bool(record.involves(self.session.setup.humans))

    def _show_held_battle(self) -> None:
        """The finished battle's result and its Continue button in view (below the fold at 1280x720)."""
        lay = self.side_scroll.widget().layout()
        if lay is not None:
            lay.activate()  # the result and the button just appeared: their places first
        # then the scroll area's new range (it follows the panel's size on a queued layout request)
        QTimer.singleShot(30, self.side_scroll, lambda: self.side_scroll.ensureWidgetVisible(self.battle.cont, 8, 8))

    def _battle_continued(self) -> None:
        pending, self._pending_handover = self._pending_handover, None
        if pending is not None and self.session is not None and self.session.decision is not None \
                and self.session.decision[0] == pending and self.session.viewer is None:
            self._on_handover(pending)

    def _on_handover(self, player: str) -> None:
        assert self.session is not None
        self._refresh_hand()
        if self.battle.waiting():  # the last battle (an auto-ended turn) stays until its player continues
            self._pending_handover = player
            self.statusBar().showMessage(self.tr("Press Continue (Enter) to hand the screen over."))
            return
        heading, summary = self.session.handover_summary(player)
        asked = self.session.decision[1] if self.session.decision is not None else ""
        question = self.parts.questions.get(asked) if self.parts is not None else None
        stake = question(self.session) if question is not None else ""  # a question outside his turn: the stake
        self.handover.prepare(player, self.session.name(player), summary, heading, stake)
        self.stack.setCurrentWidget(self.handover)
        self.statusBar().clearMessage()  # "the computer players are playing…" is over

    def _handover_done(self) -> None:
        if self.session is not None:
            self.stack.setCurrentWidget(self.game_page)
            self.session.confirm_handover()

    def _on_finished(self, winner: object) -> None:
        assert self.session is not None
        if self.view.isVisible():
            self.view.tiles.flush_lands()  # owner colours still waiting to be drawn
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
        self.view.zoom_in()

    def zoom_out(self) -> None:
        self.view.zoom_out()

    def fit_board(self) -> None:
        self.view.fit_board()

    def set_colour_blind(self, on: bool, store: bool = True) -> None:
        self.colour_blind = bool(on)
        if store:
            self.store_setting(colour_blind=self.colour_blind)
        if not self.game_built:
            return  # the game page takes it when built
        self.scene.set_colour_blind(self.colour_blind)
        self.players.set_colour_blind(self.colour_blind)
        self.stats.refresh_shown()
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
        self.sound.muted = self._skipping  # skipping the animation skips its sounds too
        self.cues.dice_ms = dice_ms
        if not self.game_built:
            return  # the game page takes it when built
        self.battle.dice_ms = dice_ms
        self.production.dice_ms = dice_ms
        self.motion.set_speed(key)  # "instant" (off, skip) lands the moves in the air at once

    def skip_animation(self) -> None:
        self._skipping = True
        if self.game_built:
            self.battle.settle()
        self.apply_speed()

    # --- turn shortcuts -------------------------------------------------------------------------
    def _on_game_page(self) -> bool:
        return self.game_built and self.stack.currentWidget() is self.game_page

    def _live(self) -> bool:
        return self.ctrl is not None and self._on_game_page()

    def primary(self) -> None:
        """Enter: what its owner does (enter_owner.py decides: a finished battle's Continue, a button tabbed
        to, the area marked by keyboard, the page's main action, else the step's)."""
        enter_owner.press(self)
        if self.game_built:
            self.enter_marks.schedule()

    def confirm_step(self) -> None:
        """Ctrl+Enter: the step's main action even while an area is marked."""
        if self._live():
            self.ctrl.primary()  # type: ignore[union-attr]

    def next_pane(self) -> None:
        if self._on_game_page():
            self.panes.next()

    def previous_pane(self) -> None:
        if self._on_game_page():
            self.panes.previous()

    def go_to_area(self) -> None:
        if self._live():
            self.area_keys.open_goto()

    def end_moves(self) -> None:
        if self._live():
            self.ctrl.end_stage()  # type: ignore[union-attr]

    def roll(self) -> None:
        if self._live():
            self.ctrl.roll()  # type: ignore[union-attr]

    def undo(self) -> None:
        if not self._live():
            return
        if self.ctrl.undo_work():  # type: ignore[union-attr]  # the open decision's own step (a unit, an army placed)
            pass
        elif self.ctrl.undoes_moves():  # type: ignore[union-attr]
            self.undo_move()  # (Conquest: a move; Risk: a placement, occupation or fortify before the next roll)

    def deselect(self) -> None:
        """Escape: drop the hint, the movement selection and the keyboard mark (Enter confirms again)."""
        if self.hints is not None and self.hints.active:
            self.hints.dismiss()
            return
        if self._live():
            self.ctrl.deselect()  # type: ignore[union-attr]
            self.area_keys.clear()

    def choose_kind(self, kind: str) -> None:
        if self._live():
            self.ctrl.choose_kind(kind)  # type: ignore[union-attr]

    def change_count(self, delta: int) -> None:
        """+ / -: the current page's count (Conquest's movement: "How many"), where it has one."""
        if self._live() and self.decision is not None:
            change = getattr(self.decision.current(), "change_count", None)
            if change is not None:
                change(delta)

    # --- hints: "What would the computer do?" (hint_wiring.py) ------------------------------------
    def ask_hint(self) -> None:
        if self.hints is not None and self._on_game_page():
            self.hints.ask()
        elif self.hints is not None:
            self.hints.refused.emit("hidden" if self.session is not None and not self.session.over else "over")

    def apply_hint(self) -> None:
        if self.hints is not None:
            self.hints.apply()

    def dismiss_hint(self) -> None:
        if self.hints is not None:
            self.hints.dismiss()

    # --- help -----------------------------------------------------------------------------------
    def show_rules(self) -> None:
        """The rules of the game on the board (a Risk game: Risk's), else Conquest's."""
        from conquest_qt import manifest
        from conquest_qt.ui import rulesets

        ruleset = self.session.setup.options.ruleset if self.session is not None else manifest.DEFAULT
        self._help = help_dialogs.show_rules(self, rulesets.get(ruleset).help)

    def show_addon_rules(self, addon_id: str) -> None:
        """An add-on's rules page (its words' HELP: the nuclear add-on's, VARIANTS.md V2)."""
        from conquest_qt.ui.text.ruleset_text import words

        self._help = help_dialogs.show_rules(self, words(addon_id).HELP)

    def show_missions(self) -> None:
        """Risk's missions table (who fulfilled which, the rewards), following the game while open."""
        if self.session is None or self.parts is None or self.parts.missions is None:
            return
        if self._missions is not None:
            self._missions.close()
        self._missions = self.parts.missions(self.session, self)
        self._missions.show()

    _missions: Any = None
    legend: Any = None  # the ruleset's legend beside the board (RulesetUI.legend: Risk's)
    ruleset_battles: Any = None  # the ruleset's own battles box (RulesetUI.battles: Risk's defence)
    parts: Any = None  # the RulesetUI of the game on the board

    def show_cards(self) -> None:
        self._help = help_dialogs.show_cards(self)

    def show_reference(self) -> None:
        """The ruleset's own reference (F2; Risk's missions: what each asks, when it counts, what it gives)."""
        if self.parts is not None and self.parts.reference is not None:
            self._help = help_dialogs.show_reference(self, self.parts.reference)

    def show_about(self) -> None:
        help_dialogs.show_about(self)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.spectator and not self.may_close():
            event.ignore()
            return
        if self.network is not None:
            self.network.leave()  # the seat is told (asked before: saves_wiring.may_close)
        self.end_session()
        if self.isVisible():
            self.store_setting(**window_place.remembered(self))
        super().closeEvent(event)

    def toggle_full_screen(self) -> None:
        window_place.toggle_full_screen(self)
