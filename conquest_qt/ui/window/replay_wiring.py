"""The window's replays (issue 16, items 1 and 2): "Replay a saved game…" (Game menu) and "Watch the replay"
(game over) open a replay window beside the game, which goes on undisturbed; "Play on from here…" in a
replay starts a new game from the shown position, after the seats are confirmed and after the usual
question when a game in progress would be replaced. The new game is a new save (a new game id, autosaved
at once): the watched file is never written."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog

from conquest_qt.analysis.replay_index import PlayOn, ReplayIndex
from conquest_qt.ui.game.replay_model import ReplayModel, ReplaySeat, seats_of
from conquest_qt.ui.game.save_controller import players_from_setup
from conquest_qt.ui.window import saves_wiring

if TYPE_CHECKING:
    from conquest_qt.engine.replay import LoggedGame
    from conquest_qt.ui.screens.replay_window import ReplayWindow
    from conquest_qt.ui.window.window_api import ReplayHost

t = QCoreApplication.translate  # lupdate reads t("MainWindow", "…") (tools/update_translations.py alias)


def replay_file(win: ReplayHost, path: str | Path | None = None) -> ReplayWindow | None:
    """Pick a save (or take `path`), check it as loading does (the same message when it is refused) and
    open its replay. The game in the main window is not touched."""

    def use(saves: Any) -> ReplayWindow | None:
        chosen = Path(path) if path is not None else saves.choose_file(t("MainWindow", "Replay a Saved Game"))
        if chosen is None:
            return None
        loaded = saves.read(chosen)
        if loaded is None:
            return None
        return show_replay(win, loaded.logged, seats_of(loaded.players), chosen.name)

    found: list[ReplayWindow | None] = [None]
    saves_wiring.with_saves(win, lambda saves: found.__setitem__(0, use(saves)))
    return found[0]


def watch_session(win: ReplayHost) -> ReplayWindow | None:
    """The replay of the game in the main window (from the game-over screen)."""
    if win.session is None:
        return None
    return show_replay(win, win.session.driver.logged, seats_of(players_from_setup(win.session.setup)))


def show_replay(win: ReplayHost, logged: LoggedGame, seats: Sequence[ReplaySeat], title: str = "") -> ReplayWindow:
    from conquest_qt.ui.screens.replay_window import ReplayWindow  # only when a replay is opened

    index = ReplayIndex(logged.players, logged.options, logged.seed, list(logged.log))
    window = ReplayWindow(ReplayModel(index, seats), title, win.colour_blind, win)
    window.playOn.connect(lambda play_on, seats_: start_play_on(win, play_on, seats_, window))
    win.replays = [w for w in getattr(win, "replays", []) if _alive(w)] + [window]
    window.resize(max(1024, win.width()), max(640, win.height()))
    window.show()
    return window


def start_play_on(win: ReplayHost, play_on: PlayOn, seats: Sequence[ReplaySeat], parent: Any = None) -> bool:
    """The seats confirmed, then (asking first about a game in progress) the new game from the position."""
    from conquest_qt.ui.dialogs.play_on_dialog import PlayOnDialog
    from conquest_qt.ui.game.game_setup import GameSetup

    logged = play_on.logged()
    dialog = PlayOnDialog(seats, logged.game.s.round, parent or win)
    win.play_on_dialog = dialog  # (tests answer it)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    if not win.may_replace_game():
        return False
    setup = GameSetup(seats=dialog.chosen(), options=play_on.options, seed=play_on.seed)
    win.start_session(setup, logged)
    if win.saves is not None:
        win.saves.autosave()  # the new game's own save, at once
    win.raise_()
    win.activateWindow()
    return True


def _alive(window: Any) -> bool:
    try:
        return window.isVisible()
    except RuntimeError:  # deleted on close
        return False
