"""New game dialog: a human seat shows no computer level; making it a computer shows one."""

from __future__ import annotations

from conquest_qt.ui.dialogs.new_game_dialog import NewGameDialog


def test_only_computer_seats_show_a_level(qtbot) -> None:  # noqa: ANN001
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    human, computer = dlg.rows[0], dlg.rows[1]
    assert human.kind.currentData() is True and not human.level.isVisible()
    assert computer.kind.currentData() is False and computer.level.isVisible()
    human.kind.setCurrentIndex(1)  # now a computer player
    assert human.level.isVisible() and human.level.isEnabled()
    assert not dlg.rows[5].level.isVisible(), "seats beyond the player count stay hidden"
