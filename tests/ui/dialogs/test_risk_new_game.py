"""New game: choosing the rules (VARIANTS.md V0) and Risk's version (V1.1); the computer levels are the
ruleset's (ai/<id>/__init__.AGENTS, found by ai/registry.agents_for); the last choice is remembered."""

from __future__ import annotations

from conquest_qt.ai.registry import agents_for
from conquest_qt.ui.dialogs.new_game_dialog import NewGameDialog


def levels(dlg: NewGameDialog) -> list[str]:
    combo = dlg.rows[1].level
    return [combo.itemData(i) for i in range(combo.count())]


def test_v0_risk_is_chosen_with_its_version_and_levels(qtbot) -> None:
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    assert dlg.chosen_ruleset() == "conquest" and not dlg.version.isVisible() and dlg.target.isVisible()
    assert "expert" in levels(dlg)
    dlg.rows[1].level.setCurrentIndex(dlg.rows[1].level.findData("hard"))
    dlg.ruleset.setCurrentIndex(dlg.ruleset.findData("risk"))
    assert dlg.version.isVisible() and not dlg.target.isVisible() and not dlg.faces.isVisible()
    assert set(levels(dlg)) == set(agents_for("risk")) and "expert" in levels(dlg)
    assert dlg.rows[1].level.currentData() == "hard"  # a level both have stays chosen
    assert "missions" in dlg.ruleset_help.text()
    dlg.version.setCurrentIndex(dlg.version.findData("command"))
    assert dlg.version.currentText() == "Command centre" and "reward" in dlg.version_help.text()
    dlg.deal.setChecked(True)
    setup = dlg.setup()
    assert setup is not None
    assert setup.options.ruleset == "risk" and setup.options.risk_version == "command"  # type: ignore[attr-defined]
    assert setup.options.random_deal
    assert [s.level for s in setup.seats[1:]] == ["hard", "normal", "normal"]


def test_the_dialog_opens_on_the_remembered_choice(qtbot) -> None:
    dlg = NewGameDialog(None, "risk", "command")
    qtbot.addWidget(dlg)
    assert dlg.chosen_ruleset() == "risk" and dlg.version.currentData() == "command"


def test_the_window_remembers_the_last_rules(win, monkeypatch) -> None:
    from PySide6.QtWidgets import QDialog

    from conquest_qt.settings import Settings
    from conquest_qt.ui.window import menus

    win.settings = Settings()
    opened: list[tuple[str, str]] = []

    def fake_exec(self: NewGameDialog) -> int:
        opened.append((self.chosen_ruleset(), str(self.version.currentData())))
        self.ruleset.setCurrentIndex(self.ruleset.findData("risk"))
        self.version.setCurrentIndex(self.version.findData("command"))
        self.deal.setChecked(True)
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    monkeypatch.setattr("conquest_qt.settings.SettingsStore.save", lambda self, s: True)
    menus.new_game(win)
    assert win.session is not None and win.session.setup.options.ruleset == "risk"
    assert win.settings.new_game_ruleset == "risk" and win.settings.new_game_risk_version == "command"
    menus.new_game(win)
    assert opened == [("conquest", "training"), ("risk", "command")]


def test_a_risk_save_names_its_phase_on_the_start_screen(win) -> None:
    """A Risk game saved in its attacks is not listed as "game over" (its phases have names)."""
    from conquest_qt.saves.model import Summary

    for phase, word in (("reinforce", "reinforcement"), ("attack", "attacks"), ("fortify", "fortifying"),
                        ("setup_place", "placing start armies"), ("capital", "choosing capitals")):
        summary = Summary(round=3, phase=phase, active="red", winner=None, areas={"red": 9}, text="")
        text = win.saves.summary_text(summary)
        assert word in text and "game over" not in text


def test_the_rules_line_opens_the_chosen_rules(qtbot) -> None:
    dlg = NewGameDialog(None, "risk")
    qtbot.addWidget(dlg)
    dlg.rules_button.click()
    assert dlg._help_dialog is not None and dlg._help_dialog.kind == "risk_rules"
    assert "Grundausbildung" not in dlg._help_dialog.browser.toPlainText()  # English here
    assert "Basic training" in dlg._help_dialog.browser.toPlainText()
    dlg._help_dialog.close()
    dlg.ruleset.setCurrentIndex(dlg.ruleset.findData("conquest"))
    dlg.rules_button.click()
    assert dlg._help_dialog.kind == "rules"
    dlg._help_dialog.close()
    assert not dlg.rules_button.autoDefault()  # Enter still starts the game


def test_v0_cc_is_chosen_with_its_own_options_only(qtbot) -> None:
    """VARIANTS.md V0.1: cc's options class has no deal nor target; the dialog gives it only its own."""
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.ruleset.setCurrentIndex(dlg.ruleset.findData("cc"))
    assert set(levels(dlg)) == set(agents_for("cc")) == {"random", "easy", "normal", "hard"}  # the registry's
    assert "dice" in dlg.ruleset_help.text()
    dlg.deal.setChecked(True)
    setup = dlg.setup()
    assert setup is not None and setup.options.ruleset == "cc" and setup.options.teams == []  # type: ignore[attr-defined]
