"""The game log: long lines (a computer player's reasons, a setting) wrap at the list's width, in every
language, at 1280x720; the list never scrolls sideways."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QStyle

from conquest_qt.ui.game.session import LogEntry
from conquest_qt.ui.text import i18n
from conquest_qt.ui.text.event_text import describe
from conquest_qt.ui.text.reason_text import reasons_line
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.reasons import explained_games
from tests.helpers.window import setup_of


def long_lines() -> list[LogEntry]:
    """The longest reasons lines of the seeded games, a Risk reinforcement line and a long placing line."""
    lines = sorted((reasons_line("red", ex, ruleset=rs) for rs, _, ex in explained_games()), key=len)[-6:]
    events = [{"type": "reinforcements", "player": "red", "total": 12, "area_armies": 4, "continents": 5,
               "capitals": 1, "minimum": 0, "trade": 2, "rewards": 0},
              {"type": "placed", "player": "red", "land": {"rio_de_janeiro": 4, "buenos_aires": 3, "lima": 2,
                                                            "bogota": 2, "mexico_city": 1}}]
    entries = [LogEntry("game", line, {"type": "ai_reasons", "player": "red"}) for line in lines]
    for ev in events:
        described = describe(ev)
        assert described is not None
        entries.append(LogEntry(described[0], described[1], ev))
    return entries


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_long_log_lines_wrap_without_a_sideways_scroll_bar(win: MainWindow, qtbot, qapp, lang: str) -> None:
    i18n.install_language(qapp, lang)
    try:
        win.resize(1280, 720)
        win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=4))
        win.show()
        log = win.log
        log.add(long_lines())  # worded in English: the language change below words the events anew
        log.retranslate()
        qtbot.waitUntil(lambda: log.list.count() >= 8, timeout=5000)
        qapp.processEvents()
        view = log.list
        assert view.isVisible()
        assert not view.horizontalScrollBar().isVisible(), "the log never scrolls sideways"
        width = view.viewport().width()
        fm = view.fontMetrics()
        margin = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1) + 6
        for i in range(view.count()):
            rect, text = view.visualItemRect(view.item(i)), view.item(i).text()
            assert rect.width() <= width, (text, rect.width(), width)
            wrapped = fm.boundingRect(QRect(0, 0, rect.width() - margin, 10000), Qt.TextFlag.TextWordWrap, text)
            assert rect.height() >= wrapped.height(), ("every wrapped line shows", text)
        tall = max(view.visualItemRect(view.item(i)).height() for i in range(view.count()))
        assert tall > 2 * view.fontMetrics().height(), "the longest line wraps onto several lines"
    finally:
        i18n.remove_language(qapp)
