"""The new-game and settings dialogs follow a live language change while they are open."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from conquest_qt.settings import Settings, SettingsStore
from conquest_qt.ui.dialogs.new_game_dialog import NewGameDialog
from conquest_qt.ui.dialogs.settings_dialog import SettingsDialog
from conquest_qt.ui.text import i18n


@pytest.fixture
def app(qapp: QApplication) -> Iterator[QApplication]:
    i18n.install_language(qapp, "en")
    yield qapp
    i18n.remove_language(qapp)


def switch(app: QApplication, lang: str) -> None:
    i18n.install_language(app, lang)
    QCoreApplication.processEvents()


def test_new_game_dialog_retranslates_while_open(app: QApplication, qtbot) -> None:
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.rows[1].name.setText("Opa")  # a name the user typed stays as typed
    dlg.rows[1].colour.setCurrentIndex(dlg.rows[0].colour.currentIndex())
    assert dlg.setup() is None and dlg.error.text() == "Every player needs a different colour."
    switch(app, "de")
    assert dlg.windowTitle() == "Neues Spiel"
    assert dlg.start.text() == "Starten"
    assert dlg.rows[0].name.text() == "Spieler 1"  # still the default name: it follows the language
    assert dlg.rows[1].name.text() == "Opa"
    assert dlg.rows[2].name.text() == "Computer 3"
    assert dlg.rows[0].kind.itemText(0) == "Mensch"
    assert dlg.rows[0].colour.itemText(0) == "Rot"
    assert dlg.headers[0].text() == "<b>Name</b>"
    assert dlg.error.text() == "Jeder Spieler braucht eine andere Farbe."
    assert dlg.buttons.button(QDialogButtonBox.StandardButton.Cancel).text() != "Cancel"  # Qt's own (qtbase)
    switch(app, "nl")
    assert dlg.windowTitle() == "Nieuw spel" and dlg.rows[0].name.text() == "Speler 1" and dlg.start.text() == "Starten"
    assert dlg.rows[0].kind.itemText(0) == "Mens"
    switch(app, "en")
    assert dlg.windowTitle() == "New game" and dlg.rows[0].name.text() == "Player 1"
    setup = dlg.setup()
    assert setup is None  # the colours still clash; the seat data never changed with the language
    assert dlg.rows[0].colour.currentData() == dlg.rows[1].colour.currentData()


def test_settings_dialog_retranslates_while_open(app: QApplication, qtbot) -> None:
    dlg = SettingsDialog(None, settings=Settings(language="en"), store=SettingsStore(Path("/nonexistent")))
    qtbot.addWidget(dlg)
    assert dlg.confirmations.text() == "Ask before ending moves or a turn"
    switch(app, "nl")
    assert dlg.windowTitle() == "Instellingen"
    assert dlg.confirmations.text() == "Vragen voordat verplaatsingen of een beurt eindigen"
    assert dlg.language.itemText(0) == "Systeemtaal"
    assert dlg.animation.itemText(0) == "Uit (direct)"
    assert dlg.labels["language"].text() == "&Taal:"
    assert dlg.language.currentData() == "en"  # the chosen values stay
    dlg.reject()


def test_a_language_picked_in_the_settings_shows_at_once_and_cancel_undoes_it(
        app: QApplication, qtbot, tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    dlg = SettingsDialog(None, settings=Settings(language="en"), store=store)
    qtbot.addWidget(dlg)
    dlg.language.setCurrentIndex(dlg.language.findData("de"))  # a live preview
    QCoreApplication.processEvents()
    assert i18n.current_language() == "de"
    assert dlg.windowTitle() == "Einstellungen"
    assert dlg.confirmations.text() == "Vor dem Beenden von Bewegung oder Zug nachfragen"
    dlg.reject()  # Cancel: back to the language of before, nothing stored
    QCoreApplication.processEvents()
    assert i18n.current_language() == "en"
    assert dlg.windowTitle() == "Settings"
    assert not store.path.exists()


def test_ok_keeps_the_previewed_language(app: QApplication, qtbot, tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    dlg = SettingsDialog(None, settings=Settings(language="en"), store=store)
    qtbot.addWidget(dlg)
    dlg.language.setCurrentIndex(dlg.language.findData("nl"))
    dlg.accept()
    QCoreApplication.processEvents()
    assert i18n.current_language() == "nl"
    assert store.load().settings.language == "nl"
