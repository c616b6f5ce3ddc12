"""The game page around the board looks like the board: the side panel and the log on paper, hand-lettered
section titles, ink buttons with the step's main action filled and a visible focus ring, the players'
flags with the deciding player's row marked; ink stays dark under a dark desktop palette; it fits at
1024x768 in German; the menu and status bars and the dialogs are on paper too."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from conquest_qt.ui.board.board_style import hand_font_family
from conquest_qt.ui.dialogs.new_game_dialog import NewGameDialog
from conquest_qt.ui.dialogs.settings_dialog import SettingsDialog
from conquest_qt.ui.text import i18n
from conquest_qt.ui.theme import style_sheets, tokens, widgets
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.window import drive, is_paper, settle, setup_of

QT_GREY = QColor("#efefef")


def darkest(image: QImage) -> int:
    return min(QColor(image.pixel(x, y)).lightness() for x in range(0, image.width(), 2)
               for y in range(0, image.height(), 2))


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    i18n.install_language(qapp, "de")
    yield
    i18n.install_language(qapp, "en")


def start_to_movement(win: MainWindow, width: int, height: int) -> None:
    win.resize(width, height)
    win.show()
    win.start_session(setup_of(["red"], ["blue", "green", "yellow"], target=30, cap=40, seed=11))
    drive(win, lambda: win.ctrl is not None and win.ctrl.kind == "movement", timeout=90)
    while win.battle.waiting():  # a finished battle still on screen: the player continues first
        win.battle.continue_()
    win._refresh_now()
    QCoreApplication.processEvents()


def test_side_panel_and_log_are_paper_with_hand_lettered_sections(win: MainWindow, dark_palette: None) -> None:
    start_to_movement(win, 1280, 720)
    side = settle(win.side_scroll)
    margin = QColor(side.pixel(3, side.height() - 4))  # the panel's own paper, outside every section
    assert margin != QT_GREY and is_paper(margin), margin.name()
    win.side_scroll.ensureWidgetVisible(win.players)  # (under the step's page: below the fold at 1280x720)
    side = settle(win.side_scroll)
    at = win.players.mapTo(win.side_scroll, QPoint(4, win.players.height() // 2))
    inside = QColor(side.pixel(at.x(), at.y()))
    assert is_paper(inside), inside.name()  # the section's lighter sheet, never the dark desktop
    log = settle(win.log.parentWidget())
    assert is_paper(QColor(log.pixel(3, log.height() // 2)))
    for box in (win.players, win.decision, win.hand, win.log, win.battle):
        assert isinstance(box, QGroupBox) and box.font().family() == hand_font_family(), box
    # the text under the titles stays in the desktop's reading font, and dark (ink) on the dark desktop
    assert win.players.round_label.font().family() != hand_font_family()
    for label in (win.players.round_label, win.decision.current().text):
        assert label.palette().color(QPalette.ColorRole.WindowText).lightness() < 80, label.text()
    assert darkest(settle(win.players)) < 60
    count = win.decision.pages["movement"].count  # type: ignore[attr-defined]
    for field in (count, win.log.filter):  # entry fields: paper, not the desktop's black boxes
        field.ensurePolished()
        assert field.palette().color(QPalette.ColorRole.Base).lightness() > 200, field
        assert field.palette().color(QPalette.ColorRole.Button).lightness() > 200, field
    for bar in (win.menuBar(), win.statusBar()):
        image = settle(bar)
        assert is_paper(QColor(image.pixel(image.width() - 5, image.height() // 2))), bar


def test_players_table_has_flags_and_marks_the_deciding_player(win: MainWindow) -> None:
    start_to_movement(win, 1280, 720)
    table = win.players.table
    flag = win.players.rows["red"][0].pixmap()
    assert not flag.isNull() and flag.height() >= 18  # a flag, not a 16 px swatch
    assert table.active_row == 1 and table.band == tokens.accent("red")
    image = settle(table)
    rect = table.row_rect(1)
    assert rect is not None
    left_edge = QColor(image.pixel(round(rect.left()) + 2, round(rect.center().y())))
    assert left_edge == tokens.accent("red")  # the deciding player's colour marks the row
    win.set_colour_blind(True, store=False)  # (stored, it would follow the next tests)
    assert table.band == tokens.accent("red", True)


def test_main_action_is_filled_and_card_help_is_a_round_question_mark(win: MainWindow) -> None:
    start_to_movement(win, 1280, 720)
    page = win.decision.current()
    end = page.findChild(QPushButton, "end_moves")
    assert end is not None and end.property("primary") is True
    image = settle(end)
    centre = QColor(image.pixel(8, image.height() // 2))
    assert centre.lightness() < 140 and not is_paper(centre)  # filled (teal), unlike the paper buttons
    undo = page.findChild(QPushButton, "undo_move")
    assert undo is not None and not undo.property("primary")
    for tile, card in zip(win.hand._rows, win.hand.cards, strict=True):
        assert tile.objectName() == "cardTile"
        assert tile.findChild(QWidget, "explain_" + card) is not None


def test_focus_ring_is_visible_on_paper(qtbot) -> None:
    page = widgets.PaperPanel()
    page.setStyleSheet(style_sheets.game_stylesheet())
    lay = QVBoxLayout(page)
    plain, primary = QPushButton("Undo"), QPushButton("End movement (E)")
    primary.setProperty("primary", True)
    other = QPushButton("Other")
    for b in (plain, primary, other):
        lay.addWidget(b)
    qtbot.addWidget(page)
    page.resize(300, 160)
    page.show()
    qtbot.waitExposed(page)
    page.activateWindow()
    other.setFocus()  # the window gives its first button the focus: take it away for the unfocused look
    qtbot.waitUntil(other.hasFocus, timeout=2000)
    before = {b: settle(b) for b in (plain, primary)}
    for b in (plain, primary):
        b.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(b.hasFocus, timeout=2000)
        after = settle(b)
        edge = [(x, 1) for x in range(10, after.width() - 10, 7)] + [(1, after.height() // 2)]
        changed = [p for p in edge if before[b].pixel(*p) != after.pixel(*p)]
        assert len(changed) >= len(edge) // 2, b.text()  # the frame itself changes, all round
        ring = QColor(after.pixel(after.width() // 2, 1))
        assert ring.red() - ring.blue() > 60  # red pencil, not ink on ink
        other.setFocus()
        qtbot.waitUntil(other.hasFocus, timeout=2000)


def test_fits_at_1024x768_in_german(win: MainWindow, german: None) -> None:
    start_to_movement(win, 1024, 768)
    QCoreApplication.processEvents()
    assert win.width() <= 1024 and win.height() <= 768
    # the side panel may scroll at this size (players, briefing, production dice, cards), but the step's
    # main action is in view without scrolling
    main = next(b for b in win.decision.findChildren(QPushButton) if b.isVisible() and b.property("primary"))
    top = main.mapTo(win.side_scroll.viewport(), QPoint(0, 0)).y()
    assert top >= 0 and top + main.height() <= win.side_scroll.viewport().height()
    side = win.side_scroll.widget()
    for label in side.findChildren(QLabel):
        if label.isVisible() and label.text() and not label.wordWrap():
            assert label.width() >= label.sizeHint().width() - 1, label.text()
            right = label.mapTo(win.side_scroll.viewport(), QPoint(label.width(), 0)).x()
            assert right <= win.side_scroll.viewport().width(), label.text()
    for b in side.findChildren(QPushButton):
        if b.isVisible():
            assert b.width() >= b.sizeHint().width() - 1, b.text()


def test_dialogs_are_paper(qtbot, dark_palette: None) -> None:
    for dialog in (NewGameDialog(), SettingsDialog()):
        qtbot.addWidget(dialog)
        dialog.show()
        image = settle(dialog)
        assert is_paper(QColor(image.pixel(3, image.height() // 2))), type(dialog).__name__
        assert darkest(image) < 60
        boxes = dialog.findChildren(QGroupBox)
        assert all(box.font().family() == hand_font_family() for box in boxes)
        dialog.close()
