"""The real main window switches language live: menus, panels, the board's names, the log, help."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.text import i18n
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.window import close_window, open_window

# language -> (Game menu title, claim phase name, North Atlantic, decision panel title, log filter "Everything")
EXPECTED = {
    "en": ("&Game", "Claiming areas", "North Atlantic", "Your move", "Everything"),
    "de": ("&Spiel", "Gebiete besetzen", "Nordatlantik", "Dein Zug", "Alles"),
    "nl": ("&Spel", "Gebieden bezetten", "Noord-Atlantische Zee", "Jouw zet", "Alles"),
}


@pytest.fixture
def win(qapp: QApplication) -> Iterator[MainWindow]:
    i18n.install_language(qapp, "en")
    w = open_window()
    yield w
    close_window(w)
    i18n.remove_language(qapp)


def _wait_for_human(w: MainWindow, timeout: float = 60.0) -> None:
    end = time.monotonic() + timeout
    while not (w.ctrl is not None and w.ctrl.kind == "claim"):
        assert time.monotonic() < end, "the human's first claim never came"
        QCoreApplication.processEvents()
        time.sleep(0.001)


def _seen(w: MainWindow) -> tuple[str, str, str, str, str]:
    menu = w.menuBar().actions()[0].text()
    assert w.decision is not None
    return (menu, w.players.round_label.text(), w.scene.marks.names["north_atlantic"], w.decision.title(),
            w.log.filter.itemText(0))


def test_main_window_switches_language_live(win: MainWindow, qapp: QApplication) -> None:
    seats = (Seat("red", "Anna", True), Seat("blue", "AI 1", False, "easy"), Seat("green", "AI 2", False, "easy"),
             Seat("yellow", "AI 3", False, "easy"))
    win.start_session(GameSetup(seats, Options(target_areas=10, round_cap=40), 5))
    _wait_for_human(win)
    flush = getattr(win.log, "flush", None)  # the log may add entries in batches
    if callable(flush):
        flush()
    log_rows = win.log.list.count()
    assert log_rows > 0
    for lang in ("en", "de", "nl", "en"):
        assert i18n.install_language(qapp, lang) is None
        QCoreApplication.processEvents()
        menu, phase_line, sea, decision, everything = _seen(win)
        want = EXPECTED[lang]
        assert menu == want[0], "menu title"
        assert want[1] in phase_line, "phase label of the players panel"
        assert sea == want[2], "sea name drawn on the board"
        assert decision == want[3], "decision panel title"
        assert everything == want[4], "log filter"
        assert win.log.list.count() == log_rows
    # the log lines were rewritten too (the English text is back after en -> de -> nl -> en)
    first = win.log.list.item(0).text()
    i18n.install_language(qapp, "de")
    QCoreApplication.processEvents()
    assert win.log.list.item(0).text() != first


def test_card_reference_follows_the_language(win: MainWindow, qapp: QApplication) -> None:
    win.show_cards()
    dialog = win._help
    assert dialog.windowTitle() == "Card reference"
    i18n.install_language(qapp, "nl")
    QCoreApplication.processEvents()
    assert dialog.windowTitle() != "Card reference"
    assert "Verraad" in dialog.browser.toPlainText()
    dialog.close()


def test_settings_dialog_applies_the_language_on_ok(win: MainWindow, tmp_path: object) -> None:
    from conquest_qt.settings import Settings, SettingsStore
    from conquest_qt.ui.dialogs.settings_dialog import SettingsDialog

    dlg = SettingsDialog(win, settings=Settings(language="en"), store=SettingsStore(tmp_path))  # type: ignore[arg-type]
    names = [dlg.language.itemText(i) for i in range(dlg.language.count())]
    assert names[1:] == ["English", "Nederlands", "Deutsch"]
    dlg.language.setCurrentIndex(dlg.language.findData("de"))
    dlg.accept()
    QCoreApplication.processEvents()
    assert i18n.current_language() == "de"
    assert win.menuBar().actions()[0].text() == "&Spiel"
    assert win.start_screen.b_new.text() == "Neues Spiel"
