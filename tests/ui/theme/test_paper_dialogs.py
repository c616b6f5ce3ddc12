"""Message boxes and the help dialogs are on the paper like the rest of the game (also under a dark desktop
palette); the card reference opened for a card marks that card's row and shows it with context above."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QColor, QTextTable
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QWidget

from conquest_qt.ui.dialogs import help_dialogs
from conquest_qt.ui.game.end_confirm import Question, open_question
from conquest_qt.ui.text import i18n
from conquest_qt.ui.theme import message_boxes, tokens
from tests.helpers.window import is_paper, settle

LANGS = ("en", "nl", "de")


@pytest.fixture
def parent(qtbot) -> QWidget:
    w = QWidget()
    w.resize(900, 700)
    qtbot.addWidget(w)
    return w


def assert_paper_box(box: QMessageBox) -> None:
    image = settle(box)
    assert is_paper(QColor(image.pixel(3, image.height() - 3)))  # the box's own background
    assert is_paper(QColor(image.pixel(image.width() // 2, 3)))
    for button in box.buttons():
        assert "solid" in box.styleSheet() and button.isVisible()
    assert box.palette().color(box.foregroundRole()) == tokens.INK


def test_end_question_is_a_paper_box(parent: QWidget, dark_palette) -> None:
    answers: list[tuple[bool, bool]] = []
    box = open_question(parent, Question("End movement?", "You can still move 3 tanks.", "End movement anyway?"),
                        lambda yes, never: answers.append((yes, never)))
    assert_paper_box(box)
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Yes)  # what the player asked for
    box.button(QMessageBox.StandardButton.No).click()
    assert answers == [(False, False)]


def test_warning_and_about_are_paper_boxes(parent: QWidget, dark_palette) -> None:
    warning = message_boxes.message_box(parent, QMessageBox.Icon.Warning, "Cannot save the game", "Disk full.")
    warning.show()
    assert_paper_box(warning)
    warning.close()
    about = help_dialogs.about_box(parent)
    about.show()
    assert_paper_box(about)
    assert "Conquest" in about.text() and about.objectName() == "about"
    about.close()


def _answer_later(action: str) -> None:
    def go() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        assert is_paper(box.palette().color(box.backgroundRole()))
        if action == "escape":
            QTest.keyClick(box, Qt.Key.Key_Escape)
        else:
            box.button(QMessageBox.StandardButton.Discard).click()

    QTimer.singleShot(50, go)


@pytest.mark.parametrize(("action", "expected"), [("discard", QMessageBox.StandardButton.Discard),
                                                  ("escape", QMessageBox.StandardButton.Cancel)])
def test_paper_question_answers_like_the_static_question(parent: QWidget, action: str,
                                                         expected: QMessageBox.StandardButton) -> None:
    b = QMessageBox.StandardButton
    _answer_later(action)
    assert message_boxes.paper_question(parent, "Unsaved changes", "Save them first?", b.Save | b.Discard | b.Cancel,
                                b.Save) == expected


@pytest.mark.parametrize("kind", ["rules", "cards"])
def test_help_dialog_is_light_paper_in_ink(parent: QWidget, kind: str, dark_palette) -> None:
    d = help_dialogs.TextDialog(kind, parent)
    d.show()
    image = settle(d)
    assert is_paper(QColor(image.pixel(4, image.height() - 4)))  # around the text
    text = settle(d.browser.viewport())
    sheet = QColor(text.pixel(text.width() - 3, text.height() - 3))
    assert sheet.lightness() > 235 and sheet.red() >= sheet.blue()  # light paper, not the dark desktop's base
    assert d.browser.palette().color(d.browser.foregroundRole()) == tokens.INK
    close = d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert close is not None and "border: 2px solid" in d.styleSheet()
    d.close()


def _tables(d: help_dialogs.TextDialog) -> list[QTextTable]:
    return [f for f in d.browser.document().rootFrame().childFrames() if isinstance(f, QTextTable)]


def marked_rows(d: help_dialogs.TextDialog) -> list[str]:
    """The anchors (card ids) of the table rows whose cells are washed in the mark colour."""
    found = []
    for table in _tables(d):
        for r in range(table.rows()):
            cells = [table.cellAt(r, c) for c in range(table.columns())]
            if all(cell.format().background().color().name() == help_dialogs.MARK for cell in cells):
                block = cells[0].firstCursorPosition().block()
                it = block.begin()
                while not it.atEnd():
                    found.extend(it.fragment().charFormat().anchorNames())
                    it += 1
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_card_tables_have_thin_collapsed_lines(parent: QWidget, lang: str) -> None:
    old = i18n.current_language()
    i18n.install_language(QCoreApplication.instance(), lang)
    try:
        d = help_dialogs.TextDialog("cards", parent)
        tables = _tables(d)
        assert tables
        for table in tables:
            fmt = table.format()
            assert fmt.borderCollapse() and fmt.border() == 1 and fmt.cellPadding() >= 4
        d.close()
    finally:
        i18n.install_language(QCoreApplication.instance(), old)


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_row_can_be_marked_in_every_language(lang: str) -> None:
    text = i18n.rules_html("cards", lang)
    cards = re.findall(r'<a name="([a-z_]+)"', text)
    assert len(cards) == 7
    for card in cards:
        marked = help_dialogs.paper_html(text, card)
        assert marked.count(help_dialogs.MARK) == 1
        row = marked[marked.index(help_dialogs.MARK):]
        assert row.index(f'name="{card}"') < row.index("</tr>")  # the mark is on that card's own row
        assert re.sub(r"<[^>]+>", "", marked) == re.sub(r"<[^>]+>", "", text)  # the words stay as they are


@pytest.mark.parametrize("card", ["killer_torpedo", "armistice", "secret_weapon", "treason"])
def test_card_question_mark_shows_the_card_marked_with_context(parent: QWidget, card: str) -> None:
    d = help_dialogs.show_cards(parent, card)
    settle(d)
    where = d.anchor_top(card)
    assert where is not None
    row, table = where
    value = d.browser.verticalScrollBar().value()
    view = d.browser.viewport().height()
    assert value <= table or row - value >= 30  # the headings, or some of the card before it, show above
    bar = d.browser.verticalScrollBar()
    assert row - value < view * 0.6 or value == bar.maximum()  # on screen, in the upper part of the view
    shot = settle(d.browser.viewport())
    top = round(row - value)
    strip = Counter(QColor(shot.pixel(x, y)).name() for x in range(0, shot.width(), 3)
                    for y in range(top + 4, top + 22))
    assert strip.most_common(1)[0][0] == help_dialogs.MARK  # the card's row is washed in teal on screen
    assert marked_rows(d) == [card]
    d.scroll_to("ballistic_missiles")  # the "?" of another card: the mark moves there
    assert marked_rows(d) == ["ballistic_missiles"]
    d.close()
