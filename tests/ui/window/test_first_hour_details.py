"""Smaller points of a player's first hour (issue 12.18): Restore Defaults in proper German, Save and Open
start in the saves folder, a new game asks before it replaces one with unsaved progress."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QMessageBox

from conquest_qt import paths
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.settings import Settings, SettingsStore
from conquest_qt.ui.dialogs.new_game_dialog import NewGameDialog
from conquest_qt.ui.dialogs.settings_dialog import SettingsDialog
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.text import i18n
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.dialogs import Dialogs
from tests.helpers.legal import legal_actions


@pytest.mark.parametrize(("lang", "text"), [("en", "Restore Defaults"), ("nl", "Standaardwaarden"),
                                            ("de", "Standardwerte")])
def test_restore_defaults_reads_as_defaults(qtbot, qapp, tmp_path: Path, lang: str, text: str) -> None:
    i18n.install_language(qapp, lang)
    dlg = SettingsDialog(None, settings=Settings(), store=SettingsStore(tmp_path))
    qtbot.addWidget(dlg)
    assert dlg.defaults_button.text() == text  # Qt's own German said "Voreinstellungen" (presets)
    # issue 28 item 9: the same words after a language change reaches the button box before the dialog (Qt's
    # QDialogButtonBox puts its own words back on its standard buttons then: two texts on two openings)
    box = dlg.findChild(QDialogButtonBox)
    QApplication.sendEvent(box, QEvent(QEvent.Type.LanguageChange))
    assert dlg.defaults_button.text() == text
    assert all(b.text() != "Voreinstellungen" for b in box.buttons())


def _hot_seat_window(qtbot) -> MainWindow:
    w = MainWindow()
    qtbot.addWidget(w)
    w.start_session(GameSetup(tuple(Seat(c, c.title(), True) for c in ("red", "black", "blue", "green")), seed=4))
    return w


def test_save_and_open_start_in_the_saves_folder(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda _p, _t, start, *a: (asked.append(start), ("", ""))[1])
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda _p, _t, start, *a: (asked.append(start), ("", ""))[1])
    w = _hot_seat_window(qtbot)
    try:
        w.save_game()
        w.saves.clear_game()  # nothing unsaved: Open asks no question first
        w.open_game()
        assert len(asked) == 2
        assert Path(asked[0]).parent == paths.saves_dir() and Path(asked[1]) == paths.saves_dir()
        assert paths.saves_dir().is_dir()
    finally:
        w.end_session()


def test_new_game_asks_before_replacing_unsaved_progress(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)  # the question's default must be Save (asserted there)
    opened: list[bool] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda _self: opened.append(True) or 0)
    w = _hot_seat_window(qtbot)
    try:
        session = w.session
        d = session.game.pending()
        assert session.driver.submit(d.player, legal_actions(session.game)[0])  # progress not in a file
        dialogs.answer = QMessageBox.StandardButton.Cancel
        w.actions_["new"].trigger()  # Ctrl+N
        assert dialogs.questions == 1 and not opened and w.session is session
        dialogs.answer = QMessageBox.StandardButton.Discard
        w.actions_["new"].trigger()
        assert dialogs.questions == 2 and opened
    finally:
        w.end_session()


def test_players_table_columns_say_what_they_count(qtbot) -> None:
    w = _hot_seat_window(qtbot)
    try:
        heads = [w.players.grid.itemAtPosition(0, c).widget() for c in (3, 4, 5)]
        assert [h.toolTip() for h in heads] == ["Areas owned", "Tanks / planes / submarines", "Cards in hand"]
        cell = w.players.rows["red"][4]
        assert cell.text() == "0 / 0 / 0" and cell.toolTip() == "nothing"
        w.session.driver.logged.game.s.units["paris"] = {"red": {"land": 3, "air": 1}}  # (a position to read)
        w.session.forget_public()  # changed behind the driver's back
        w.players.refresh()
        assert cell.text() == "3 / 1 / 0" and cell.toolTip() == "3 tanks, 1 plane"
    finally:
        w.end_session()


def test_side_panel_keeps_its_width_in_every_language(qtbot, qapp) -> None:
    """At production (Dutch needed 40 px more there) the panel and the board keep their widths."""
    w = MainWindow()
    qtbot.addWidget(w)
    w.set_speed("instant")
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    ais = tuple(Seat(c, c.title(), False, "random") for c in ("black", "blue", "green"))
    seats = (Seat("red", "Anna", True), *ais)
    w.start_session(GameSetup(seats, Options(random_deal=True), 3))
    try:
        qtbot.waitUntil(lambda: w.session.decision is not None and w.session.decision[:2] == ("red", "build"),
                        timeout=20000)
        widths = []
        for lang in ("en", "nl", "de", "en"):
            i18n.install_language(qapp, lang)
            for _ in range(3):
                qapp.processEvents()
            widths.append((w.side_scroll.width(), w.view.width()))
        assert len(set(widths)) == 1, widths  # the board is not reflowed by a language switch
    finally:
        w.end_session()
