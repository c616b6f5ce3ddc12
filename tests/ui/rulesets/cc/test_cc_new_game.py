"""New game: cc's teams (VARIANTS.md V3.8, issue 26 item 4): a preset or each seat's team, explained in one
line, reaches the engine's option `teams` and is remembered for the next dialog."""

from __future__ import annotations

from conquest_qt.ui.dialogs.new_game_dialog import NewGameDialog, preset_teams, teams_of


def cc_dialog(qtbot) -> NewGameDialog:  # type: ignore[no-untyped-def]
    dlg = NewGameDialog(ruleset="cc")
    qtbot.addWidget(dlg)
    dlg.show()
    return dlg


def test_v3_8_the_presets_pair_the_seats() -> None:
    assert preset_teams("across", 4) == [1, 2, 1, 2]
    assert preset_teams("across", 6) == [1, 2, 3, 1, 2, 3]
    assert preset_teams("across", 5) == [1, 2, 1, 2, 0]
    assert preset_teams("neighbours", 4) == [1, 1, 2, 2]
    assert preset_teams("neighbours", 5) == [1, 1, 2, 2, 0]
    assert preset_teams("two", 6) == [1, 2, 1, 2, 1, 2]
    assert preset_teams("none", 4) == [0, 0, 0, 0]
    assert teams_of(["red", "blue", "green", "yellow"], [1, 2, 1, 2]) == [["red", "green"], ["blue", "yellow"]]


def test_v3_8_teams_are_offered_for_cc_only_with_their_line(qtbot) -> None:
    dlg = cc_dialog(qtbot)
    assert dlg.teams.isVisible() and "win together" in dlg.teams_help.text()
    assert not dlg.rows[0].team.isVisible()  # no teams: no team column
    setup = dlg.setup()
    assert setup is not None and setup.options.teams == []
    dlg.ruleset.setCurrentIndex(dlg.ruleset.findData("risk"))
    assert not dlg.teams.isVisible() and not hasattr(dlg.setup().options, "teams")  # type: ignore[union-attr]


def test_v3_8_two_against_two_reaches_the_engine(qtbot) -> None:
    dlg = cc_dialog(qtbot)
    dlg.teams.setCurrentIndex(dlg.teams.findData("across"))
    assert dlg.rows[0].team.isVisible() and dlg.rows[0].team.currentData() == 1
    setup = dlg.setup()
    assert setup is not None
    colours = [s.colour for s in setup.seats]
    assert setup.options.teams == [[colours[0], colours[2]], [colours[1], colours[3]]]


def test_v3_8_a_seat_chosen_by_hand_makes_the_teams_custom(qtbot) -> None:
    dlg = cc_dialog(qtbot)
    dlg.count.setValue(5)
    dlg.teams.setCurrentIndex(dlg.teams.findData("neighbours"))
    dlg.rows[4].team.setCurrentIndex(dlg.rows[4].team.findData(3))
    assert dlg.teams.currentData() == "custom"
    setup = dlg.setup()
    assert setup is not None and len(setup.options.teams) == 3
    for row in dlg.rows[:5]:  # everybody in one team: no side to fight
        row.team.setCurrentIndex(row.team.findData(1))
    assert dlg.setup() is None and "two sides" in dlg.error.text()


def test_the_window_remembers_the_teams(win, monkeypatch) -> None:
    from PySide6.QtWidgets import QDialog

    from conquest_qt.settings import Settings
    from conquest_qt.ui.window import menus

    win.settings = Settings(new_game_ruleset="cc")
    opened: list[str] = []

    def fake_exec(self: NewGameDialog) -> int:
        opened.append(str(self.teams.currentData()))
        self.teams.setCurrentIndex(self.teams.findData("across"))
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    monkeypatch.setattr("conquest_qt.settings.SettingsStore.save", lambda self, s: True)
    menus.new_game(win)
    assert win.session is not None and len(win.session.setup.options.teams) == 2
    assert win.settings.new_game_teams == "across" and win.settings.new_game_team_seats[:4] == [1, 2, 1, 2]
    menus.new_game(win)
    assert opened == ["none", "across"]
