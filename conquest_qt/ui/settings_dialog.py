"""The settings dialog: edits a `conquest_qt.settings.Settings` and stores it on OK.

    dlg = SettingsDialog(window)                 # loads from SettingsStore() (or pass settings=, store=)
    dlg.settingsChanged.connect(window.apply_settings)   # emitted with the new Settings after OK
    dlg.exec()

`settings_notice_text(code)` translates the notice of a broken settings file (settings.NOTICE_CODES)
for the status bar at start-up; `language_notice_text(code)` the notice of `i18n.install_language`.
On OK a changed language is installed at once: every open window retranslates (no restart).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from conquest_qt.settings import NOTICE_BROKEN, NOTICE_PARTLY_RESET, NOTICE_UNREADABLE, Settings, SettingsStore
from conquest_qt.ui import i18n

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
        self.store = store if store is not None else SettingsStore()
        self._initial = settings if settings is not None else self.store.load().settings
        self.setWindowTitle(self.tr("Settings"))

        self.language = QComboBox()
        self.language.addItem(self.tr("System language"), "system")
        for code in i18n.LANGUAGES:  # each language in its own name
            self.language.addItem(i18n.NATIVE_NAMES[code], code)
        self.animation = QComboBox()
        for code, text in (("off", self.tr("Off (instant)")), ("fast", self.tr("Fast")),
                           ("normal", self.tr("Normal")), ("slow", self.tr("Slow"))):
            self.animation.addItem(text, code)
        self.ai_delay = QSpinBox()
        self.ai_delay.setRange(0, 5000)
        self.ai_delay.setSingleStep(100)
        self.ai_delay.setSuffix(self.tr(" ms"))
        self.colour_blind = QCheckBox(self.tr("Colour-blind friendly palette"))
        self.sound = QCheckBox(self.tr("Sound effects"))
        self.confirmations = QCheckBox(self.tr("Ask before ending moves or a turn"))
        self.autosave = QSpinBox()
        self.autosave.setRange(1, 100)

        form = QFormLayout()
        form.addRow(self.tr("&Language:"), self.language)
        form.addRow(self.tr("&Animation speed:"), self.animation)
        form.addRow(self.tr("Computer player &delay:"), self.ai_delay)
        form.addRow("", self.colour_blind)
        form.addRow("", self.sound)
        form.addRow("", self.confirmations)
        form.addRow(self.tr("Autosaves &kept per game:"), self.autosave)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                                   | QDialogButtonBox.StandardButton.RestoreDefaults)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            lambda: self.show_settings(Settings()))
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(buttons)
        self.show_settings(self._initial)

    def show_settings(self, s: Settings) -> None:
        self.language.setCurrentIndex(max(0, self.language.findData(s.language)))
        self.animation.setCurrentIndex(max(0, self.animation.findData(s.animation_speed)))
        self.ai_delay.setValue(s.ai_delay_ms)
        self.colour_blind.setChecked(s.colour_blind)
        self.sound.setChecked(s.sound)
        self.confirmations.setChecked(s.confirmations)
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
            "autosave_count": self.autosave.value(),
        })

    def accept(self) -> None:
        new = self.settings()
        if not self.store.save(new):
            QMessageBox.warning(self, self.tr("Settings"),
                                self.tr("The settings could not be stored; they apply until Conquest is closed."))
        self.notice: str | None = None
        if new.language != self._initial.language:
            self.notice = apply_language(new.language)  # every open window retranslates now
        self.settingsChanged.emit(new)
        super().accept()
        parent = self.parentWidget()
        if self.notice and parent is not None and hasattr(parent, "statusBar"):
            parent.statusBar().showMessage(self.notice, 10000)
