"""The settings dialog: edits a `conquest_qt.settings.Settings` and stores it on OK.

    dlg = SettingsDialog(window)                 # loads from SettingsStore() (or pass settings=, store=)
    dlg.settingsChanged.connect(window.apply_settings)   # emitted with the new Settings after OK
    dlg.exec()

`settings_notice_text(code)` translates the notice of a broken settings file (settings.NOTICE_CODES)
for the status bar at start-up; `language_notice_text(code)` the notice of `i18n.install_language`.
A language picked in the dialog is installed at once (a live preview: every open window, this dialog
included, retranslates; no restart); OK keeps it, Cancel goes back to the language of before.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from conquest_qt.settings import NOTICE_BROKEN, NOTICE_PARTLY_RESET, NOTICE_UNREADABLE, Settings, SettingsStore
from conquest_qt.ui.sound import sound as sound_fx
from conquest_qt.ui.text import i18n
from conquest_qt.ui.theme import message_boxes, style_sheets

NOTICE_TEXTS: dict[str, str] = {
    NOTICE_UNREADABLE: QT_TRANSLATE_NOOP("Settings", "Your settings could not be read; the defaults are used."),
    NOTICE_BROKEN: QT_TRANSLATE_NOOP("Settings", "Your settings file was damaged; the defaults are used."),
    NOTICE_PARTLY_RESET: QT_TRANSLATE_NOOP("Settings", "Some settings were invalid and have been reset."),
}


LANGUAGE_NOTICES: dict[str, str] = {
    i18n.NOTICE_UNKNOWN_LANGUAGE: QT_TRANSLATE_NOOP("Settings", "That language is not available; English is used."),
    i18n.NOTICE_TRANSLATION_MISSING: QT_TRANSLATE_NOOP(
        "Settings", "The translation files are missing; the game is shown in English."),
    i18n.NOTICE_QT_TRANSLATION_MISSING: QT_TRANSLATE_NOOP(
        "Settings", "Qt's own translation is missing: standard dialogs stay in English."),
}


def settings_notice_text(code: str) -> str:
    return QCoreApplication.translate("Settings", NOTICE_TEXTS.get(code, NOTICE_TEXTS[NOTICE_BROKEN]))


def language_notice_text(code: str) -> str:
    """A notice code of i18n.install_language in words (in the language now installed)."""
    return QCoreApplication.translate("Settings", LANGUAGE_NOTICES.get(code, LANGUAGE_NOTICES[
        i18n.NOTICE_TRANSLATION_MISSING]))


def apply_language(setting: str | None) -> str | None:
    """Install the language of a settings value ("system", "en", "nl", "de") live; its notice text or None."""
    app = QCoreApplication.instance()
    if app is None:
        return None
    code = i18n.install_language(app, i18n.resolve_language(setting))
    return language_notice_text(code) if code else None


class SettingsDialog(QDialog):
    settingsChanged = Signal(object)  # Settings, after OK and a successful or failed store

    def __init__(self, parent: QWidget | None = None, settings: Settings | None = None,
                 store: SettingsStore | None = None) -> None:
        super().__init__(parent)
        style_sheets.paper_dialog(self)  # paper palette and the game page's sections and buttons
        self.store = store if store is not None else SettingsStore()
        self._initial = settings if settings is not None else self.store.load().settings
        self._language_before = i18n.current_language()  # installed when the dialog opened
        self._previewed: str | None = None  # the language setting shown live while the dialog is open
        self.notice: str | None = None

        self.language = QComboBox()
        self.language.addItem("", "system")
        for code in i18n.LANGUAGES:  # each language in its own name
            self.language.addItem(i18n.NATIVE_NAMES[code], code)
        self.animation = QComboBox()
        for code in ("off", "fast", "normal", "slow"):
            self.animation.addItem("", code)
        self.ai_delay = QSpinBox()
        self.ai_delay.setRange(0, 5000)
        self.ai_delay.setSingleStep(100)
        self.colour_blind = QCheckBox()
        self.sound = QCheckBox()
        self.confirmations = QCheckBox()
        self.confirmations.setObjectName("confirmations")
        self.auto_continue = QCheckBox()
        self.auto_continue.setObjectName("battleAutoContinue")
        self.autosave = QSpinBox()
        self.autosave.setRange(1, 100)

        form = QFormLayout()
        self.labels = {key: QLabel() for key in ("language", "animation", "ai_delay", "autosave")}
        form.addRow(self.labels["language"], self.language)
        form.addRow(self.labels["animation"], self.animation)
        form.addRow(self.labels["ai_delay"], self.ai_delay)
        form.addRow("", self.colour_blind)
        form.addRow("", self.sound)
        form.addRow("", self.confirmations)
        form.addRow("", self.auto_continue)
        self.ai_reasons = QCheckBox()
        self.ai_reasons.setObjectName("aiReasonsInLog")
        form.addRow("", self.ai_reasons)
        form.addRow(self.labels["autosave"], self.autosave)
        for key, field in (("language", self.language), ("animation", self.animation), ("ai_delay", self.ai_delay),
                           ("autosave", self.autosave)):
            self.labels[key].setBuddy(field)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        # our own button, not Qt's RestoreDefaults: the button box puts Qt's words back on its standard buttons
        # at every language change ("Voreinstellungen", presets, in German; two Dutch texts on two openings)
        self.defaults_button = QPushButton()
        self.defaults_button.setObjectName("restoreDefaults")
        self.defaults_button.setAutoDefault(False)
        buttons.addButton(self.defaults_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.defaults_button.clicked.connect(lambda: self.show_settings(Settings()))
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(buttons)
        self.retranslate()
        self.show_settings(self._initial)
        self.language.currentIndexChanged.connect(self._preview_language)

    def retranslate(self) -> None:
        """Every text in the current language (also while open: a language chosen here shows at once)."""
        self.setWindowTitle(self.tr("Settings"))
        # the glossary's words (docs/GLOSSARY.md: defaults)
        self.defaults_button.setText(self.tr("Restore Defaults"))
        self.language.setItemText(0, self.tr("System language"))
        speeds = {"off": self.tr("Off (instant)"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                  "slow": self.tr("Slow")}
        for i in range(self.animation.count()):
            self.animation.setItemText(i, speeds[self.animation.itemData(i)])
        self.ai_delay.setSuffix(self.tr(" ms"))
        self.colour_blind.setText(self.tr("Colour-blind friendly palette"))
        self.sound.setText(self.tr("Sound effects"))
        self.sound.setToolTip(self.tr("No sound player was found on this system, so the game stays silent.")
                              if sound_fx.player_missing() else "")
        self.confirmations.setText(self.tr("Ask before ending moves or a turn"))
        self.confirmations.setToolTip(self.tr("Ask before ending movement while units could still move, or "
                                              "ending the turn while a card of the turn could still be played."))
        self.auto_continue.setText(self.tr("Auto-continue after battles"))
        self.ai_reasons.setText(self.tr("Computer players' reasons in the log"))
        self.ai_reasons.setToolTip(self.tr("Why a computer player attacks, builds or moves, in words, "
                                           "in the game log (the hard and expert players, and Risk's)."))
        self.auto_continue.setToolTip(self.tr("A finished battle of yours leaves the battle panel by itself "
                                              "instead of waiting for Continue."))
        self.labels["language"].setText(self.tr("&Language:"))
        self.labels["animation"].setText(self.tr("&Animation speed:"))
        self.labels["ai_delay"].setText(self.tr("Computer player &delay:"))
        self.labels["autosave"].setText(self.tr("Autosaves &kept per game:"))

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _preview_language(self, _index: int = -1) -> None:
        """A language picked in the list applies at once (this dialog and every window retranslate);
        Cancel goes back to the language of before."""
        setting = self.language.currentData()
        if setting == self._previewed:
            return
        self._previewed = setting
        self.notice = apply_language(setting)

    def show_settings(self, s: Settings) -> None:
        self.language.setCurrentIndex(max(0, self.language.findData(s.language)))
        self.animation.setCurrentIndex(max(0, self.animation.findData(s.animation_speed)))
        self.ai_delay.setValue(s.ai_delay_ms)
        self.colour_blind.setChecked(s.colour_blind)
        self.sound.setChecked(s.sound)
        self.confirmations.setChecked(s.confirmations)
        self.auto_continue.setChecked(s.battle_auto_continue)
        self.ai_reasons.setChecked(s.ai_reasons_in_log)
        self.autosave.setValue(s.autosave_count)

    def settings(self) -> Settings:
        """The settings as shown in the dialog."""
        return Settings.model_validate({
            **self._initial.model_dump(),
            "language": self.language.currentData(),
            "animation_speed": self.animation.currentData(),
            "ai_delay_ms": self.ai_delay.value(),
            "colour_blind": self.colour_blind.isChecked(),
            "sound": self.sound.isChecked(),
            "confirmations": self.confirmations.isChecked(),
            "battle_auto_continue": self.auto_continue.isChecked(),
            "ai_reasons_in_log": self.ai_reasons.isChecked(),
            "autosave_count": self.autosave.value(),
        })

    def accept(self) -> None:
        new = self.settings()
        if not self.store.save(new):
            message_boxes.paper_warning(self, self.tr("Settings"),
                                self.tr("The settings could not be stored; they apply until Conquest is closed."))
        if new.language != self._previewed and new.language != self._initial.language:
            self.notice = apply_language(new.language)  # not previewed (set from code): install it now
        self.settingsChanged.emit(new)
        super().accept()
        parent = self.parentWidget()
        if self.notice and parent is not None and hasattr(parent, "statusBar"):
            parent.statusBar().showMessage(self.notice, 10000)

    def reject(self) -> None:
        if self._previewed is not None and i18n.current_language() != self._language_before:
            apply_language(self._language_before)  # Cancel: the language of before, everywhere
        self._previewed = None
        super().reject()
