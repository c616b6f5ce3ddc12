"""Start, hand-over and game-over screens look like the board: paper, ink, the hand-lettered font, the
players' colours; they keep their keys and their privacy, also under a dark desktop palette."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from conquest_qt.ui.board.board_style import hand_font_family
from conquest_qt.ui.game.session import LogEntry
from conquest_qt.ui.screens.game_over import GameOverScreen
from conquest_qt.ui.screens.handover import HandoverScreen
from conquest_qt.ui.screens.start_screen import StartScreen
from conquest_qt.ui.theme import tokens, widgets
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.window import drive, is_paper, settle, setup_of

QT_GREY = QColor("#efefef")


def darkest(image: QImage) -> int:
    return min(QColor(image.pixel(x, y)).lightness() for x in range(0, image.width(), 2)
               for y in range(0, image.height(), 2))


def test_split_heading_takes_the_translations_shape() -> None:
    assert widgets.split_heading("<h1 style='font-size:40pt'>Conquest</h1><p>World &amp; more.</p>") == \
        ("Conquest", "World & more.")
    assert widgets.split_heading("<h1>Anna wins!</h1><p>Red after 3 rounds.</p>") == \
        ("Anna wins!", "Red after 3 rounds.")
    assert widgets.split_heading("plain") == ("plain", "")


def test_start_screen_is_paper_with_a_hand_lettered_title(qtbot) -> None:
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.resize(1024, 768)
    screen.show()
    image = settle(screen)
    assert screen.title.text() == "Conquest"
    assert screen.title.font().family() == hand_font_family()
    assert screen.b_new.text() == "New game"
    corner = QColor(image.pixel(20, image.height() // 2))  # the page edge (paper, or the faded world on it)
    assert corner != QT_GREY and corner.lightness() > 150
    card = screen.card.geometry()
    inside = QColor(image.pixel(card.left() + 14, card.top() + 14))
    assert is_paper(inside), inside.name()
    assert screen._map is not None  # the world picture was drawn after the first paint


def test_start_screen_buttons_emit_and_take_enter(qtbot) -> None:
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.show()
    screen.set_recent([("Autosave: round 3", "/tmp/x.json")])
    assert screen.recent.isVisibleTo(screen) and screen.recent_label.isVisibleTo(screen)
    with qtbot.waitSignal(screen.newGame, timeout=1000):
        QTest.keyClick(screen.b_new, Qt.Key.Key_Return)
    with qtbot.waitSignal(screen.openGame, timeout=1000):
        QTest.keyClick(screen.b_open, Qt.Key.Key_Space)
    with qtbot.waitSignal(screen.openRecent, timeout=1000) as sig:
        screen.recent.itemActivated.emit(screen.recent.item(0))
    assert sig.args == ["/tmp/x.json"]
    screen.set_recent([])
    assert not screen.recent.isVisibleTo(screen)
    screen.set_continue(False, "none yet")
    assert not screen.b_continue.isEnabled() and screen.b_continue.toolTip() == "none yet"


def test_start_screen_fits_1024x768_with_ten_recent_games(qtbot) -> None:
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.set_recent([(f"game-{i}.json — round {i}, movement (Ben) — Anna 12, Ben 9", f"/g{i}") for i in range(10)])
    screen.resize(1024, 768 - 60)  # the menu and status bars take the rest
    screen.show()
    settle(screen)
    assert screen.minimumSizeHint().height() <= 708
    assert screen.card.geometry().bottom() < screen.height()
    assert screen.recent.height() >= 2 * screen.recent.sizeHintForRow(0)


def test_handover_uses_the_players_colour_and_a_journal(qtbot, dark_palette) -> None:
    screen = HandoverScreen()
    screen.guard_ms = 0  # the button at once in full colour
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    events = [LogEntry("battle", f"Blue attacks Paris ({i}).", {"type": "__none__"}) for i in range(6)]
    screen.prepare("blue", "Ben", events)
    image = settle(screen)
    assert screen.title.text() == "Ben, your turn"
    assert screen.title.font().family() == hand_font_family()
    assert screen.button.text() == "I am Ben"
    assert screen.summary.count() == 6 and screen.summary.item(5).text() == "Blue attacks Paris (5)."
    assert screen.band == tokens.accent("blue")
    assert QColor(image.pixel(image.width() // 2, 4)) == tokens.accent("blue")  # the colour band on top
    assert is_paper(QColor(image.pixel(30, image.height() // 2)))  # paper, not the dark desktop
    button = screen.button.grab().toImage()
    assert QColor(button.pixel(button.width() // 2, 8)) == tokens.accent("blue")  # the big button in blue
    # ink on paper even under a dark palette: the title and a journal line have dark text
    assert darkest(screen.title.grab().toImage()) < 80
    vp = screen.summary.viewport()
    journal = image.copy(QRect(vp.mapTo(screen, QPoint(0, 0)), vp.size()))
    assert darkest(journal) < 90  # ink lines
    assert is_paper(QColor(journal.pixel(journal.width() - 20, 6)))  # on paper, no dark list box


def test_handover_without_summary_hides_the_journal(qtbot) -> None:
    screen = HandoverScreen()
    qtbot.addWidget(screen)
    screen.show()
    screen.prepare("yellow", "Zoë", [], "first_claim")
    assert not screen.journal.isVisibleTo(screen)
    assert screen.button.text() == "I am Zoë"


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_hot_seat_hand_over_hides_the_board_and_a_key_confirms(win: MainWindow, key: Qt.Key) -> None:
    win.resize(1280, 720)
    win.show()
    session = win.start_session(setup_of(["red", "blue"], ["green", "yellow"], seed=5))
    drive(win, lambda: win.stack.currentWidget() is win.handover, timeout=60)
    QCoreApplication.processEvents()
    assert not win.view.isVisible() and not win.hand.isVisible()
    assert win.hand.owner is None and win.hand.shown_cards() == ()
    deciding = session.decision[0]  # type: ignore[index]
    assert session.name(deciding) in win.handover.button.text()
    assert win.handover.button.hasFocus() or QApplication.focusWidget() is None  # offscreen: no active window
    QTest.keyClick(win.handover.button, key)
    QTest.qWait(50)
    assert win.stack.currentWidget() is win.game_page
    assert win.hand.owner == deciding


def test_game_over_in_the_winners_colour(win: MainWindow, qtbot) -> None:
    win.resize(1024, 768)
    win.show()
    session = win.start_session(setup_of([], ["red", "blue", "green", "yellow"], target=10, cap=30, seed=2))
    qtbot.waitUntil(lambda: session.over, timeout=120000)
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win.game_over, timeout=5000)
    screen: GameOverScreen = win.game_over
    image = settle(screen)
    winner = session.public()["winner"]
    title = screen.title.text()
    assert "wins" in title or "draw" in title
    assert screen.title.font().family() == hand_font_family()
    assert is_paper(QColor(image.pixel(30, image.height() // 2)))
    if winner is not None:
        areas = sum(1 for owner in session.public()["owners"].values() if owner == winner)
        assert f"{areas} areas in round" in screen.subtitle.text(), "the subtitle says how the game was won"
        assert screen.band == tokens.accent(winner)
        assert QColor(image.pixel(image.width() // 2, 4)) == tokens.accent(winner)
        assert f"color: {tokens.css(tokens.accent_ink(winner))}" in screen.title.styleSheet()
    # everything fits at 1024x768: the buttons and the chart are inside the page
    for w in (screen.b_new, screen.b_quit, screen.chart):
        bottom = w.mapTo(screen, QPoint(0, w.height())).y()
        assert w.isVisible() and bottom <= screen.height(), w
    assert screen.b_new.objectName() == "newGame" and screen.title.objectName() == "winnerTitle"
    headers = [screen.table.itemAtPosition(0, c).widget() for c in range(1, 6)]
    assert all(isinstance(h, QLabel) and h.font().family() == hand_font_family() for h in headers)
    screen.newGame.disconnect(win.new_game)  # (the new-game dialog is modal)
    with qtbot.waitSignal(screen.newGame, timeout=1000):
        QTest.keyClick(screen.b_new, Qt.Key.Key_Return)
