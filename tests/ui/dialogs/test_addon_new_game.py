"""New game: the add-ons a ruleset accepts (manifest `addon_for`, VARIANTS.md V0.1) are offered with a
one-line explanation, enabled in the game's options and remembered (issue 25: the nuclear add-on, V2)."""

from __future__ import annotations

from conquest_qt.engine import addons
from conquest_qt.ui.dialogs.new_game_dialog import NewGameDialog


def test_v0_1_nuclear_weapons_are_offered_for_the_rulesets_that_accept_them(qtbot) -> None:
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    box, line = dlg.addons["nuclear"]
    assert box.isVisible() and box.text() == "Nuclear weapons" and "contaminated" in line.text()
    assert addons.enabled(dlg.setup().options) == ()  # type: ignore[union-attr]
    box.setChecked(True)
    setup = dlg.setup()
    assert setup is not None and addons.enabled(setup.options) == ("nuclear",)
    assert addons.option(setup.options, "nuclear").nuke_from_round == 4
    dlg.ruleset.setCurrentIndex(dlg.ruleset.findData("risk"))
    assert box.isVisible() and addons.enabled(dlg.setup().options) == ("nuclear",)  # type: ignore[union-attr]
    dlg.ruleset.setCurrentIndex(dlg.ruleset.findData("cc"))  # V3 does not take it (V0.1)
    assert not box.isVisible() and addons.enabled(dlg.setup().options) == ()  # type: ignore[union-attr]


def test_the_window_remembers_the_add_ons(win, monkeypatch) -> None:
    from PySide6.QtWidgets import QDialog

    from conquest_qt.settings import Settings
    from conquest_qt.ui.window import menus

    win.settings = Settings()
    opened: list[bool] = []

    def fake_exec(self: NewGameDialog) -> int:
        opened.append(self.addons["nuclear"][0].isChecked())
        self.addons["nuclear"][0].setChecked(True)
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    monkeypatch.setattr("conquest_qt.settings.SettingsStore.save", lambda self, s: True)
    menus.new_game(win)
    assert win.session is not None and addons.enabled(win.session.setup.options) == ("nuclear",)
    assert win.settings.new_game_addons == ["nuclear"]
    menus.new_game(win)
    assert opened == [False, True]
