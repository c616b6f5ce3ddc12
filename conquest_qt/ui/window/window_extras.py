"""Main-window parts that talk to other modules: new game, saves (save controller), settings,
armistice and move undo. Kept apart so main_window.py stays small."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QMessageBox

from conquest_qt.ui.text.labels import colour_name, kind_name
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import arg
from conquest_qt.ui.theme import message_boxes

if TYPE_CHECKING:
    from conquest_qt.ui.window.main_window import MainWindow

    _Base = MainWindow
else:
    _Base = object


t = QCoreApplication.translate  # lupdate reads t("MainWindow", "…") (tools/update_translations.py alias)


class WindowExtras(_Base):
    # --- new game -------------------------------------------------------------------------------
    def new_game(self) -> None:
        if not self.may_replace_game():
            return
        from conquest_qt.ui.dialogs.new_game_dialog import NewGameDialog  # it lists the AIs: not on the start screen

        dlg = NewGameDialog(self)
        if dlg.exec() == QDialog.DialogCode.Accepted:
            setup = dlg.setup()
            if setup is not None:
                self.start_session(setup)

    # --- saves and settings ------------------------------------------------------------------
    def init_saves(self) -> None:
        self.saves: Any = None
        self.settings: Any = None
        try:
            from conquest_qt.settings import SettingsStore

            self.settings = SettingsStore().load().settings
        except Exception:  # noqa: BLE001 - broken settings never stop the game
            self.settings = None
        self.apply_settings(self.settings)
        try:
            from conquest_qt.ui.game.save_controller import SaveController, setup_for

            self.saves = SaveController(self, settings=self.settings) if self.settings else SaveController(self)
        except Exception:  # noqa: BLE001 - the game must start even if saving is broken
            self.saves = None
            self.start_screen.set_continue(False, t("MainWindow", "Saving is not available yet."))
            return
        self.saves.gameLoaded.connect(lambda loaded: self.start_session(setup_for(loaded), loaded.logged))
        self.saves.status.connect(lambda text: self.statusBar().showMessage(text, 8000))

    def apply_settings(self, settings: Any) -> None:
        """Colour-blind palette, animation speed, AI delay and sound effects from the user's settings."""
        if settings is None:
            return
        self.settings = settings
        self.sound.enabled = bool(getattr(settings, "sound", True))
        self.ai_delay_base = int(getattr(settings, "ai_delay_ms", 400))
        speed = {"off": "instant"}.get(settings.animation_speed, settings.animation_speed)
        if speed in ("instant", "fast", "normal", "slow"):
            self.speed = speed
            act = getattr(self, "actions_", {}).get("speed_" + speed)
            if act is not None:
                act.setChecked(True)
        self.apply_speed()
        self.set_colour_blind(bool(settings.colour_blind), store=False)
        if self.game_built:  # else the game page takes it when built
            self.briefing.set_folded(bool(getattr(settings, "briefing_folded", False)))
        act = getattr(self, "actions_", {}).get("colour_blind")
        if act is not None:
            act.setChecked(bool(settings.colour_blind))
        if self.saves is not None:
            self.saves.apply_settings(settings)

    def store_setting(self, **changes: Any) -> None:
        """Remember a View-menu choice in the settings file (when settings exist)."""
        if self.settings is None or self.spectator:
            return
        try:
            from conquest_qt.settings import SettingsStore

            self.settings = self.settings.model_copy(update=changes)
            SettingsStore().save(self.settings)
        except Exception:  # noqa: BLE001 - failing to remember a menu choice is not worth a crash
            pass

    def _not_available(self) -> None:
        message_boxes.paper_information(self, t("MainWindow", "Not available yet"),
                                t("MainWindow", "Saving and loading games is not available yet in this version."))

    def open_game(self) -> None:
        if self.saves is None:
            self._not_available()
        else:
            self.saves.open()

    def save_game(self) -> None:
        if self.saves is None:
            self._not_available()
        else:
            self.saves.save()

    def save_game_as(self) -> None:
        if self.saves is None:
            self._not_available()
        else:
            self.saves.save_as()

    def continue_game(self) -> None:
        if self.saves is None:
            self._not_available()
        else:
            self.saves.continue_game()

    def open_path(self, path: str) -> None:
        if self.saves is None:
            self._not_available()
        else:
            self.saves.open_path(path)

    def open_settings(self) -> None:
        try:
            from conquest_qt.ui.dialogs.settings_dialog import SettingsDialog
        except ImportError:
            message_boxes.paper_information(self, t("MainWindow", "Not available yet"),
                                    t("MainWindow", "Settings are not available yet."))
            return
        dlg = SettingsDialog(self, self.settings) if self.settings is not None else SettingsDialog(self)
        dlg.settingsChanged.connect(self.apply_settings)
        dlg.exec()

    def may_replace_game(self) -> bool:
        """Before a new game replaces the one in progress: the saves' Save / Discard / Cancel (Save the
        default) when it has unsaved progress; without saves a question whose default keeps the game."""
        if self.saves is not None:
            return self.saves.may_close()
        if self.session is None or self.session.over or not self.session.setup.humans:
            return True
        buttons = QMessageBox.StandardButton
        answer = message_boxes.paper_question(self, t("MainWindow", "New game"),
                                      t("MainWindow", "End the game in progress and start a new one?"),
                                      buttons.Yes | buttons.No, buttons.No)
        return answer == buttons.Yes

    def may_close(self) -> bool:
        if self.saves is not None:
            return self.saves.may_close()
        if self.session is None or self.session.over or not self.session.setup.humans:
            return True
        answer = message_boxes.paper_question(self, t("MainWindow", "Quit Conquest"),
                                      t("MainWindow", "Quit the game in progress?"))
        return answer == QMessageBox.StandardButton.Yes

    # --- asking before a step ends with something left to do (the "confirmations" setting) ------
    def confirmations_on(self) -> bool:
        return not self.spectator and bool(getattr(self.settings, "confirmations", True))

    def ask_to_end(self, question: Any, proceed: Callable[[], None]) -> None:
        """The turn controller's `ask`: a non-blocking Yes/No box; `proceed` runs on Yes."""
        if not self.confirmations_on():
            proceed()
            return
        if self.question is not None:  # already asking (a second E or Enter): the open box answers
            return

        def answered(yes: bool, never_again: bool) -> None:
            self.question = None
            if never_again:
                self.store_setting(confirmations=False)
            if yes:
                proceed()

        from conquest_qt.ui.game.end_question import open_question  # it needs the rules' card table: not at start-up

        self.question = open_question(self, question, answered)

    def close_question(self) -> None:
        """The game ends or changes while the box is open: it closes as a No."""
        if self.question is not None:
            self.question.reject()
            self.question = None

    # --- move undo ---------------------------------------------------------------------------
    def can_undo_move(self) -> bool:
        return self.session is not None and self.session.driver.can_undo()

    def undo_move(self) -> None:
        if self.session is None or not self.can_undo_move():
            self.statusBar().showMessage(t("MainWindow", "Nothing to undo."))
            return
        if self.session.driver.undo() and self.ctrl is not None and self.ctrl.arrows:
            self.ctrl.take_back_arrow()
            self.statusBar().showMessage(t("MainWindow", "Move taken back."))

    # --- armistice ------------------------------------------------------------------------------
    def ask_armistice(self) -> None:
        if self.ctrl is None:
            return
        options = self.ctrl.card_actions("armistice")
        if not options:
            return
        dlg = QDialog(self)
        dlg.setWindowTitle(t("MainWindow", "Armistice"))
        form = QFormLayout(dlg)
        target = QComboBox()
        for player in sorted({o["target"] for o in options}):
            target.addItem(colour_name(player), player)
        unit = QComboBox()
        seen = set()
        for o in options:
            key = (o["unit"]["at"], o["unit"]["kind"])
            if key not in seen:
                seen.add(key)
                unit.addItem(arg("%1 — %2", area_name(key[0]), kind_name(key[1])), key)
        form.addRow(t("MainWindow", "Armistice with:"), target)
        form.addRow(t("MainWindow", "Unit to park on the card:"), unit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dlg.accept)
        buttons.rejected.connect(dlg.reject)
        form.addRow(buttons)
        if dlg.exec() == QDialog.DialogCode.Accepted:
            at, kind = unit.currentData()
            self.ctrl.submit({"type": "play", "card": "armistice", "target": target.currentData(),
                              "unit": {"at": at, "kind": kind}})
