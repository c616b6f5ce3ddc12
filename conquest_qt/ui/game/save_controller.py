"""Save, Save As, Open, Continue, autosave and ask-before-quit for the main window.

API for the main window
-----------------------
    saves = SaveController(window)            # window: the QMainWindow (dialog parent, title owner);
                                              # store/recent/settings default to the user folders
    # --- automatic wiring (done in __init__ when the window has these members) ---
    #   window.sessionStarted(session)  -> set_game(session.driver.logged, players from session.setup)
    #                                      + connect_driver(session.driver)
    #   (the window connects gameLoaded(loaded) -> start_session(setup_for(loaded), loaded.logged);
    #    the new session's sessionStarted hands the game back with the file's game id and path)
    #   window.start_screen             -> set_continue()/set_recent() kept up to date; Continue is offered
    #                                      only for an autosave a complete load accepted (continue_check.py:
    #                                      off the UI thread; hold_checks=True waits for checks.release())
    #   title / modified mark           -> window.setWindowTitle(title_text()), setWindowModified(is_dirty)
    #   status(text)                    -> window.statusBar().showMessage(text, 5000)
    # --- menu commands (all return True when done, False when cancelled or failed) ---
    saves.save()  saves.save_as()  saves.open()  saves.open_path(path)  saves.continue_game()
    saves.may_close()                         # closeEvent: asks Save / Discard / Cancel when dirty
    # --- hooks ---
    saves.autosave()                          # -> Path | None; called on phaseChanged and gameOver
    saves.mark_dirty()                        # called on eventsApplied
    saves.apply_settings(settings)            # autosave count (connect SettingsDialog.settingsChanged)
    saves.refresh_start_screen()              # call when the start screen is shown again

Signals: gameLoaded(LoadedSave), titleChanged(str), dirtyChanged(bool), saved(str path),
status(str translated status-bar text).

A failed open leaves the game that is open untouched: the file is loaded and checked completely
(conquest_qt.saves.load_save) before `gameLoaded` is emitted. Error codes become translated
messages through conquest_qt/ui/text/save_errors.py. Undo of moves (Ctrl+Z / Ctrl+Shift+Z):
GameDriver.can_undo()/undo()/can_redo()/redo() — they re-announce the position themselves.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QStandardPaths, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from conquest_qt import paths
from conquest_qt.saves import LoadedSave, PlayerMeta, SaveError, load_save, make_save, save_envelope
from conquest_qt.saves.autosave import AutosaveStore
from conquest_qt.saves.cleanup import clean_stale_temp_files, folders_we_write
from conquest_qt.saves.files import new_game_id
from conquest_qt.saves.listing import peek_head
from conquest_qt.saves.model import Summary
from conquest_qt.saves.printable import printable
from conquest_qt.saves.recent import RecentFiles
from conquest_qt.settings import Settings, SettingsStore
from conquest_qt.ui.game.continue_check import ContinueCheck
from conquest_qt.ui.text import user_text
from conquest_qt.ui.text.save_errors import save_error_text
from conquest_qt.ui.theme import message_boxes

if TYPE_CHECKING:
    from conquest_qt.engine.replay import LoggedGame

SUFFIX = ".conquest"
PHASES: dict[str, str] = {
    "claim": QT_TRANSLATE_NOOP("SaveController", "claiming areas"),
    "cards": QT_TRANSLATE_NOOP("SaveController", "cards"),
    "production": QT_TRANSLATE_NOOP("SaveController", "production"),
    "execution": QT_TRANSLATE_NOOP("SaveController", "movement and battles"),
    "over": QT_TRANSLATE_NOOP("SaveController", "game over"),
    # Risk's (VARIANTS.md V1.3-V1.9): a Risk save in its attacks read "game over" on the start screen
    "capital": QT_TRANSLATE_NOOP("SaveController", "choosing capitals"),
    "setup_place": QT_TRANSLATE_NOOP("SaveController", "placing start armies"),
    "reinforce": QT_TRANSLATE_NOOP("SaveController", "reinforcement"),
    "attack": QT_TRANSLATE_NOOP("SaveController", "attacks"),
    "fortify": QT_TRANSLATE_NOOP("SaveController", "fortifying"),
}


class SaveController(QObject):
    gameLoaded = Signal(object)  # LoadedSave
    titleChanged = Signal(str)
    dirtyChanged = Signal(bool)
    saved = Signal(str)
    status = Signal(str)

    def __init__(self, window: QWidget | None = None, *, store: AutosaveStore | None = None,
                 recent: RecentFiles | None = None, settings: Settings | None = None,
                 hold_checks: bool = False) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings if settings is not None else SettingsStore().load().settings
        self.store = store if store is not None else AutosaveStore(keep=self.settings.autosave_count)
        self.recent = recent if recent is not None else RecentFiles()
        self.logged: LoggedGame | None = None
        self.players: list[PlayerMeta] = []
        self.game_id: str | None = None
        self.path: Path | None = None
        self.is_dirty = False
        self._incoming: tuple[str, Path | None] | None = None
        self._driver: Any = None
        self._autosaved: tuple[str, int, str] | None = None
        self.details: dict[str, str] = {}  # path -> the save's details for its tooltip (its seed)
        self.checks = ContinueCheck(self, held=hold_checks)  # does Continue's autosave load? (issue 27)
        self.checks.checked.connect(self.refresh_start_screen)
        self._refused: SaveError | None = None  # why the last read refused its file
        self._wire_window()
        # temp files of writes killed in an earlier run: removed once the window is up (issue 13)
        folders = folders_we_write(self.store, self.recent, [paths.config_dir()])
        QTimer.singleShot(0, self, lambda: clean_stale_temp_files(folders))

    # --- the open game ------------------------------------------------------------------------
    def set_game(self, logged: LoggedGame, players: list[PlayerMeta], game_id: str | None = None,
                 path: Path | None = None) -> None:
        """The game now open: a new game (no id, no path) or a loaded one."""
        self.logged, self.players = logged, list(players)
        self.continued = game_id is not None and path is None  # (a new game has no id yet)
        self.game_id = game_id or new_game_id()
        self.path = Path(path) if path is not None else None
        self._set_dirty(False)
        self._update_title()

    def clear_game(self) -> None:
        self.logged, self.players, self.game_id, self.path = None, [], None, None
        self.continued = False
        self._set_dirty(False)
        self._update_title()

    def connect_driver(self, driver: Any) -> None:
        """eventsApplied marks the game changed; phase changes, ends of turn and the end autosave."""
        self._driver = driver
        driver.eventsApplied.connect(lambda _events: self.mark_dirty())
        driver.phaseChanged.connect(lambda *_args: self.autosave())
        driver.gameOver.connect(lambda _winner: self.autosave())

    def mark_dirty(self) -> None:
        if self.logged is not None:
            self._set_dirty(True)

    def apply_settings(self, settings: Settings) -> None:
        self.settings = settings
        self.store.keep = settings.autosave_count

    def title_text(self) -> str:
        """Window title; "[*]" is where Qt shows the unsaved-changes mark (setWindowModified)."""
        if self.logged is None:
            return self.tr("Conquest")
        if self.path is not None:
            name = user_text.title_text(self.path.name)
        elif self.continued:  # a game resumed from its autosave: named by its players, as a file by its name
            players = ", ".join(p.name for p in self.players)
            name = user_text.title_text(self.tr("Autosave of %1").replace("%1", players))
        else:
            name = self.tr("Unsaved game")
        return self.tr("%1[*] — Conquest").replace("%1", name)

    continued = False  # the open game was resumed from an autosave (Continue) and has no file yet

    # --- commands -----------------------------------------------------------------------------
    def save(self) -> bool:
        if self.logged is None:
            return False
        if self.path is None:
            return self.save_as()
        return self._write(self.path)

    def save_as(self) -> bool:
        if self.logged is None:
            return False
        start = str(self.path) if self.path else os.path.join(self._folder(), self.tr("Conquest game") + SUFFIX)
        name, _filter = QFileDialog.getSaveFileName(self._parent(), self.tr("Save Game"), start, self._filter())
        if not name:
            return False
        path = Path(name)
        if not path.suffix:
            path = path.with_suffix(SUFFIX)
        return self._write(path)

    def open(self) -> bool:
        if not self._may_discard():
            return False
        name, _filter = QFileDialog.getOpenFileName(self._parent(), self.tr("Open Game"), self._folder(),
                                                    self._filter())
        return bool(name) and self._load(Path(name), keep_path=True, ask=False)

    def open_path(self, path: str | os.PathLike[str]) -> bool:
        return self._load(Path(path), keep_path=True, ask=True)

    def continue_game(self) -> bool:
        """Resume the newest autosave that loads (the game keeps its id; Save then asks for a file name).
        A refused autosave is said so, passed over from then on, and the start screen says why."""
        latest = self.store.latest(skip=self.checks.refused())
        if latest is None:
            self.status.emit(self.tr("There is no game to continue."))
            return False
        self._refused = None
        about = self.tr("The autosave of %1").replace("%1", self.summary_text(latest.summary, latest.names))
        if self._load(latest.path, keep_path=False, ask=True, about=about):
            return True
        if self._refused is not None:
            self.checks.note(latest.path, self._refused)
            self.refresh_start_screen()
        return False

    def choose_file(self, title: str) -> Path | None:
        """A save file picked in the Open dialog (the saves folder first), None when cancelled."""
        name, _filter = QFileDialog.getOpenFileName(self._parent(), title, self._folder(), self._filter())
        return Path(name) if name else None

    def read(self, path: str | os.PathLike[str], about: str | None = None) -> LoadedSave | None:
        """The file loaded and checked completely, or None after the translated message of what is wrong
        with it (loading a game and the replay viewer say the same); `about` names the file (its name)."""
        try:
            return load_save(path)
        except SaveError as err:
            self._refused = err
            message_boxes.paper_warning(self._parent(), self.tr("Cannot open the game"),
                                        _about_file(Path(path), err, about), plain=True)
            return None

    def may_close(self) -> bool:
        """Ask before losing unsaved changes of a game in progress: Save / Discard / Cancel."""
        return self._may_discard()

    def autosave(self) -> Path | None:
        if self.logged is None or self.game_id is None or getattr(self.window, "spectator", False):
            return None
        log = self.logged.log
        mark = (self.game_id, len(log), repr(log[-1]) if log else "")
        if mark == self._autosaved:  # e.g. the game-over and the phase signal of the same position
            return None
        try:
            path = self.store.autosave(make_save(self.logged, self.players, self.game_id))
            self._autosaved = mark
            return path
        except SaveError as err:
            self.status.emit(self.tr("Autosave failed: %1").replace("%1", save_error_text(err)))
            return None

    # --- start screen -------------------------------------------------------------------------
    def recent_entries(self, limit: int = 10) -> list[tuple[str, str]]:
        """(label, path) of autosaved games and recently saved files, newest first."""
        items: list[tuple[float, str, str]] = []
        self.details = {}
        for game in self.store.games(skip=self.checks.refused()):
            label = self.tr("Autosave: %1").replace("%1", self.summary_text(game.summary, game.names))
            items.append((_mtime(game.path), label, str(game.path)))
            self._detail(str(game.path), game.seed)
        for entry in self.recent.entries():
            try:  # the summary in today's language; the stored text if the file cannot be read now
                head = peek_head(entry.path)
                summary = self.summary_text(head.summary, head.names)
                self._detail(entry.path, head.seed)
            except SaveError:
                summary = entry.summary
            label = f"{Path(entry.path).name} — {summary}" if summary else Path(entry.path).name
            items.append((_mtime(Path(entry.path)), label, entry.path))
        items.sort(key=lambda x: x[0], reverse=True)
        return [(label, path) for _t, label, path in items[:limit]]

    def _detail(self, path: str, seed: int | None) -> None:
        if seed is not None:
            #: The save's details (a tooltip in the recent games): the dice's seed, to check the game with.
            self.details[path] = self.tr("Seed of the dice: %1").replace("%1", str(seed))

    def refresh_start_screen(self) -> None:
        screen = getattr(self.window, "start_screen", None)
        if screen is None:
            return
        screen.set_continue(*self.continue_state())
        screen.set_recent(self.recent_entries(), self.details)

    def continue_state(self) -> tuple[bool, str, str]:
        """(offered, tooltip, note) of Continue. Offered only for an autosave whose complete load passed (a
        check is started for the newest one not yet checked); the note says why an autosave was refused."""
        refused = self.checks.refused()
        latest = self.store.latest(skip=refused)
        note = self._refusal_note(refused[0]) if refused else ""
        if latest is None:
            return False, note or self.tr("No game has been autosaved yet."), note
        if self.checks.verdict(latest.path) is None:
            self.checks.request(latest.path)
            return False, self.tr("Checking the last game…"), note
        if note:
            note += " " + self.tr("Continue resumes the newest autosave that opens.")
        return True, "", note

    def _refusal_note(self, path: Path) -> str:
        verdict = self.checks.verdict(path)
        why = save_error_text(verdict.error) if verdict is not None and verdict.error is not None else ""
        try:
            head = peek_head(path)
            what = self.summary_text(head.summary, head.names)
        except SaveError:
            what = path.name
        return self.tr("An autosave (%1) cannot be opened. %2").replace("%1", what).replace("%2", why)

    def summary_text(self, summary: Summary, names: Mapping[str, str] | None = None) -> str:
        """"round 3, movement (Anna 5, Bert 12 …)": the areas each player holds, players by their names (by their
        colours when the save names none)."""
        phase = QCoreApplication.translate("SaveController", PHASES.get(summary.phase, PHASES["over"]))
        names = names or {}
        areas = ", ".join(f"{printable(names[c], ' ') if names.get(c) else _colour(c)} {n}"
                          for c, n in summary.areas.items())
        return self.tr("round %1, %2 (%3)").replace("%1", str(summary.round)).replace("%2", phase).replace("%3",
                                                                                                          areas)

    # --- internals ----------------------------------------------------------------------------
    def _write(self, path: Path) -> bool:
        assert self.logged is not None and self.game_id is not None
        try:
            save = make_save(self.logged, self.players, self.game_id)
            save_envelope(path, save)
        except SaveError as err:
            message_boxes.paper_warning(self._parent(), self.tr("Cannot save the game"), _about_file(path, err),
                                        plain=True)
            return False
        self.path = path
        self._set_dirty(False)
        self._update_title()
        self.recent.add(path, self.summary_text(save.summary, {p.colour: p.name for p in self.players}))
        self.saved.emit(str(path))
        self.status.emit(self.tr("Game saved."))
        return True

    def _load(self, path: Path, *, keep_path: bool, ask: bool, about: str | None = None) -> bool:
        if ask and not self._may_discard():
            return False
        loaded = self.read(path, about)
        if loaded is None:
            return False
        target = path if keep_path else None
        if keep_path:
            self.recent.add(path, self.summary_text(loaded.envelope.summary,
                                                    {p.colour: p.name for p in loaded.envelope.players}))
        self._incoming = (loaded.game_id, target)
        try:  # the window starts a session with it; _on_session_started then keeps its id and path
            self.gameLoaded.emit(loaded)
        finally:
            self._incoming = None
        if self.logged is not loaded.logged:  # no window session took it: keep the game here
            self.set_game(loaded.logged, loaded.players, loaded.game_id, target)
        self.status.emit(self.tr("Game opened."))
        return True

    def _may_discard(self) -> bool:
        if getattr(self.window, "session", True) is None:  # the window closed its game: nothing to lose
            self.clear_game()
        if self.logged is None or not self.is_dirty or getattr(self.window, "spectator", False):
            return True
        if self.logged.game.over:  # a finished game was autosaved at its end: nothing to ask
            return True
        buttons = QMessageBox.StandardButton
        answer = message_boxes.paper_question(
            self._parent(), self.tr("Unsaved changes"),
            self.tr("The game has changes that are not saved in a file. Save them first?"),
            buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save)
        if answer == buttons.Save:
            return self.save()
        return answer == buttons.Discard

    def _set_dirty(self, dirty: bool) -> None:
        if dirty != self.is_dirty:
            self.is_dirty = dirty
            self.dirtyChanged.emit(dirty)
            self._update_title()

    def retranslate(self) -> None:
        """The language changed: the window title and the start screen's recent games anew."""
        self._update_title()
        self.refresh_start_screen()

    def _update_title(self) -> None:
        title = self.title_text()
        self.titleChanged.emit(title)
        if isinstance(self.window, QWidget):
            self.window.setWindowTitle(title)
            self.window.setWindowModified(self.is_dirty)

    def _parent(self) -> QWidget | None:
        return self.window if isinstance(self.window, QWidget) else None

    def _folder(self) -> str:
        if self.path is not None:
            return str(self.path.parent)
        saves = paths.saves_dir()  # the game's own folder, not wherever Conquest was started from
        try:
            saves.mkdir(parents=True, exist_ok=True)
            return str(saves)
        except OSError:
            docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
            return docs or str(Path.home())

    def _filter(self) -> str:
        return self.tr("Conquest games (*.conquest *.json);;All files (*)")

    def _wire_window(self) -> None:
        w = self.window
        started = getattr(w, "sessionStarted", None)
        if started is not None:
            started.connect(self._on_session_started)
        bar = getattr(w, "statusBar", None)
        if callable(bar):
            self.status.connect(lambda text: bar().showMessage(text, 5000))
        self.refresh_start_screen()
        self._update_title()

    def _on_session_started(self, session: Any) -> None:
        if getattr(session.driver.logged, "remote", False):  # a network game: the host saves it (net/autosave.py)
            self.clear_game()
            return
        game_id, path = self._incoming if self._incoming else (None, None)
        self.set_game(session.driver.logged, players_from_setup(session.setup), game_id, path)
        self.connect_driver(session.driver)


def _colour(colour: str) -> str:
    from conquest_qt.ui.text.labels import colour_name  # the UI's translated colour names

    return str(colour_name(colour))


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def players_from_setup(setup: Any) -> list[PlayerMeta]:
    """PlayerMeta per seat of a conquest_qt.ui.game.game_setup.GameSetup (duck-typed: colour, name, human, level)."""
    return [PlayerMeta(colour=s.colour, name=printable(str(s.name))[:60], kind="human" if s.human else "ai",
                       level=None if s.human else s.level) for s in setup.seats]


def setup_for(loaded: LoadedSave) -> Any:
    """The main window's GameSetup for a loaded game (seats, options and seed of the file)."""
    from conquest_qt.ui.game.game_setup import GameSetup, Seat

    seats = tuple(Seat(p.colour, p.name, p.kind == "human", p.level or "normal") for p in loaded.players)
    return GameSetup(seats=seats, options=loaded.logged.options, seed=loaded.logged.seed)


def _about_file(path: Path, err: SaveError, about: str | None = None) -> str:
    """The problem, under the name of the file it is about (which of several files, when many are open)."""
    return f"{about or Path(path).name}\n\n{save_error_text(err)}"
