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


def test_v2_the_nuclear_rules_page_in_help_and_from_the_options_line(win, qtbot) -> None:
    """VARIANTS.md V2.1-V2.8 (issue 25 item 2): the add-on's rules in player words in en/nl/de, reachable from
    Help like the other rules pages, and from the New game option's one line (its link)."""
    from PySide6.QtGui import QTextDocument

    from conquest_qt.ui.dialogs.help_dialogs import TextDialog
    from conquest_qt.ui.text import i18n

    for lang in i18n.LANGUAGES:
        doc = QTextDocument()
        doc.setHtml(i18n.rules_html("nuclear_rules", lang))
        text = doc.toPlainText()
        assert i18n.rules_path("nuclear_rules", lang).exists() and len(text) > 3000
        assert all(f"V2.{k}" in text for k in range(1, 9)), lang  # every rule, V2.1 to V2.8
    act = win.actions_["rules_nuclear"]
    assert act in win.menuBar().actions()[-1].menu().actions() and act.text() == "&Nuclear weapons rules"
    act.trigger()
    assert isinstance(win._help, TextDialog) and win._help.kind == "nuclear_rules"
    win._help.close()
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    _box, line = dlg.addons["nuclear"]
    assert 'href="#rules"' in line.text()
    line.linkActivated.emit("#rules")
    assert isinstance(dlg._help_dialog, TextDialog) and dlg._help_dialog.kind == "nuclear_rules"
    dlg._help_dialog.close()
