"""New game dialog: a human seat shows no computer level; making it a computer shows one."""

from __future__ import annotations

from conquest_qt.ui.dialogs.new_game_dialog import NewGameDialog


def test_only_computer_seats_show_a_level(qtbot) -> None:
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    human, computer = dlg.rows[0], dlg.rows[1]
    assert human.kind.currentData() is True and not human.level.isVisible()
    assert computer.kind.currentData() is False and computer.level.isVisible()
    human.kind.setCurrentIndex(1)  # now a computer player
    assert human.level.isVisible() and human.level.isEnabled()
    assert not dlg.rows[5].level.isVisible(), "seats beyond the player count stay hidden"


def test_every_level_has_a_name_in_every_language(qtbot, qapp) -> None:
    """The level list reads as words (issue 17's Expert with its tip; "random" was shown as its id)."""
    from conquest_qt.ui.text import i18n

    for lang in ("en", "nl", "de"):
        i18n.install_language(qapp, lang)
        try:
            dlg = NewGameDialog()
            qtbot.addWidget(dlg)
            level = dlg.rows[1].level
            ids = [level.itemData(i) for i in range(level.count())]
            names = [level.itemText(i) for i in range(level.count())]
            assert ids[:4] == ["easy", "normal", "hard", "expert"] and "random" in ids
            if lang != "en":
                assert not set(ids) & set(names), (lang, names)
        finally:
            i18n.install_language(qapp, "en")


def test_the_window_remembers_the_computer_level(win, monkeypatch) -> None:
    """Issue 28 item 9: the computer level chosen for a game is the next New game dialog's (it reset to Normal)."""
    from PySide6.QtWidgets import QDialog

    from conquest_qt.settings import Settings
    from conquest_qt.ui.dialogs.new_game_dialog import NewGameDialog
    from conquest_qt.ui.window import menus

    win.settings = Settings()
    opened: list[list[str]] = []

    def fake_exec(self: NewGameDialog) -> int:
        opened.append([str(r.level.currentData()) for r in self.rows if not r.kind.currentData()])
        self.set_level("expert")
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    monkeypatch.setattr("conquest_qt.settings.SettingsStore.save", lambda self, s: True)
    menus.new_game(win)
    assert win.session is not None and {s.level for s in win.session.setup.seats if not s.human} == {"expert"}
    assert win.settings.new_game_level == "expert"
    menus.new_game(win)
    assert set(opened[0]) == {"normal"} and set(opened[1]) == {"expert"}, opened
