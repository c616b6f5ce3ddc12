"""The window's saves and settings: the save controller (open, save, continue, the question before a game
is replaced or the window closes) and the user's settings (read at start, applied, a menu choice stored)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from conquest_qt.ui.theme import message_boxes

if TYPE_CHECKING:
    from conquest_qt.ui.window.window_api import SavesHost

t = QCoreApplication.translate  # lupdate reads t("MainWindow", "…") (tools/update_translations.py alias)


def init_saves(win: SavesHost) -> None:
    """The settings and the save controller (None, with a word on the start screen, when it fails)."""
    win.saves = None
    win.settings = None
    try:
        from conquest_qt.settings import SettingsStore

        win.settings = SettingsStore().load().settings
    except Exception:  # broken settings never stop the game
        win.settings = None
    apply_settings(win, win.settings)
    try:
        from conquest_qt.ui.game.save_controller import SaveController, setup_for

        # Whether Continue's autosave loads is checked once the warm-up behind the first paint is over
        # (it imports what a load needs): nothing heavy before the start screen shows.
        warm_up = win._warm_up
        hold = not warm_up.done
        win.saves = SaveController(win, settings=win.settings, hold_checks=hold) if win.settings else \
            SaveController(win, hold_checks=hold)
        if hold:
            warm_up.finished.connect(win.saves.checks.release)
    except Exception:  # the game must start even if saving is broken
        win.saves = None
        win.start_screen.set_continue(False, t("MainWindow", "Saving is not available yet."))
        return
    win.saves.gameLoaded.connect(lambda loaded: win.start_session(setup_for(loaded), loaded.logged))
    win.saves.status.connect(lambda text: win.statusBar().showMessage(text, 8000))


def apply_settings(win: SavesHost, settings: Any) -> None:
    """Colour-blind palette, animation speed, AI delay and sound effects from the user's settings."""
    if settings is None:
        return
    win.settings = settings
    win.sound.enabled = bool(getattr(settings, "sound", True))
    win.ai_delay_base = int(getattr(settings, "ai_delay_ms", 400))
    speed = {"off": "instant"}.get(settings.animation_speed, settings.animation_speed)
    if speed in ("instant", "fast", "normal", "slow"):
        win.speed = speed
        act = getattr(win, "actions_", {}).get("speed_" + speed)
        if act is not None:
            act.setChecked(True)
    win.apply_speed()
    if win.session is not None:
        win.session.reasons_in_log = bool(getattr(settings, "ai_reasons_in_log", False))
    win.set_colour_blind(bool(settings.colour_blind), store=False)
    if win.game_built:  # else the game page takes it when built
        win.briefing.set_folded(bool(getattr(settings, "briefing_folded", False)))
    act = getattr(win, "actions_", {}).get("colour_blind")
    if act is not None:
        act.setChecked(bool(settings.colour_blind))
    if win.saves is not None:
        win.saves.apply_settings(settings)


def store_setting(win: SavesHost, **changes: Any) -> None:
    """Remember a View-menu choice in the settings file (when settings exist)."""
    if win.settings is None or win.spectator:
        return
    try:
        from conquest_qt.settings import SettingsStore

        win.settings = win.settings.model_copy(update=changes)
        SettingsStore().save(win.settings)
    except Exception:  # failing to remember a menu choice is not worth a crash
        pass


def with_saves(win: SavesHost, use: Callable[[Any], object]) -> None:
    """`use` the save controller; without one, say that saving is not available."""
    if win.saves is None:
        text = t("MainWindow", "Saving and loading games is not available yet in this version.")
        message_boxes.paper_information(win, t("MainWindow", "Not available yet"), text)
    else:
        use(win.saves)


def may_replace_game(win: SavesHost) -> bool:
    """Before a new game replaces the one in progress: the saves' Save / Discard / Cancel (Save the
    default) when it has unsaved progress; without saves a question whose default keeps the game. A
    running network game is left only when the player confirms (network_wiring.NetworkGame.may_abandon)."""
    if not may_leave_network(win):
        return False
    if win.saves is not None:
        return bool(win.saves.may_close())
    if win.session is None or win.session.over or not win.session.setup.humans:
        return True
    buttons = QMessageBox.StandardButton
    answer = message_boxes.paper_question(win, t("MainWindow", "New game"),
                                          t("MainWindow", "End the game in progress and start a new one?"),
                                          buttons.Yes | buttons.No, buttons.No)
    return answer == buttons.Yes


def may_leave_network(win: Any) -> bool:
    network = getattr(win, "network", None)
    return network is None or bool(network.may_abandon())


def may_close(win: SavesHost) -> bool:
    """Before the window closes: a running network game asks only whether to leave it (its copy is the host's);
    a local game asks the saves' Save / Discard / Cancel, or whether to quit."""
    network = getattr(win, "network", None)
    if network is not None and network.running:
        return bool(network.may_abandon())
    if win.saves is not None:
        return bool(win.saves.may_close())
    if win.session is None or win.session.over or not win.session.setup.humans:
        return True
    answer = message_boxes.paper_question(win, t("MainWindow", "Quit Conquest"),
                                          t("MainWindow", "Quit the game in progress?"))
    return answer == QMessageBox.StandardButton.Yes
