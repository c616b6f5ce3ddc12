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
