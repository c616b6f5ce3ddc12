"""The first window fits the available screen; size, position and maximised state are remembered and
restored onto a screen that exists; F11 toggles full screen (issue 12.16)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence

from conquest_qt.settings import Settings, SettingsStore
from conquest_qt.ui.window import window_place
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.window import close_window


def test_first_window_fits_a_1280x720_screen() -> None:
    available = QRect(0, 27, 1280, 693)  # a 1280x720 screen under a top panel
    rect = window_place.first_rect(available)
    framed = rect.marginsAdded(window_place.FRAME)
    assert available.contains(framed) and rect.width() >= 1200 and rect.height() >= 600
    big = window_place.first_rect(QRect(0, 0, 1920, 1080))
    assert big.size() == window_place.DEFAULT_SIZE and big.center() == QRect(0, 0, 1920, 1080).center()


def test_a_remembered_window_comes_back_on_a_screen_that_exists() -> None:
    screens = [QRect(0, 0, 1920, 1080), QRect(1920, 0, 1280, 1024)]
    on_second = QRect(2000, 100, 1000, 700)
    assert window_place.screen_for(on_second, screens) == screens[1]
    gone = QRect(5000, 3000, 1600, 960)  # on a screen that was unplugged
    home = window_place.screen_for(gone, screens)
    assert home == screens[0]
    assert home.contains(window_place.fit(gone, home).marginsAdded(window_place.FRAME))
    assert window_place.fit(QRect(100, 100, 800, 600), screens[0]) == QRect(100, 100, 800, 600)


def test_main_window_opens_inside_the_screen_and_remembers_where_it_was_left(qtbot) -> None:
    available = QGuiApplication.primaryScreen().availableGeometry()  # offscreen: 800x800
    store = SettingsStore()
    store.save(Settings())
    w = MainWindow()
    assert available.contains(w.geometry().marginsAdded(window_place.FRAME))
    w.show()
    qtbot.waitExposed(w)
    w.setGeometry(QRect(30, 60, 700, 600))  # above the window's least height (the side column and the log's 120)
    close_window(w)
    saved = store.load().settings
    assert saved.window == [30, 60, 700, 600] and saved.window_maximized is False

    store.save(saved.model_copy(update={"window": [9000, 9000, 700, 600], "window_maximized": True}))
    again = MainWindow()
    try:
        assert again.size().width() == 700 and available.contains(again.geometry())
        assert again.windowState() & Qt.WindowState.WindowMaximized
    finally:
        close_window(again)
        store.save(Settings())


@pytest.mark.parametrize("lang_text", [("en", "F&ull screen"), ("nl", "Volledig sc&herm"), ("de", "&Vollbild")])
def test_f11_toggles_full_screen_from_the_view_menu(qtbot, qapp, lang_text: tuple[str, str]) -> None:
    from conquest_qt.ui.text import i18n

    lang, text = lang_text
    w = MainWindow()
    try:
        if lang != "en":
            i18n.install_language(qapp, lang)
            qapp.processEvents()
        act = w.actions_["full_screen"]
        assert act.text() == text and act.shortcut() == QKeySequence("F11") and act.isCheckable()
        assert act in w.menuBar().actions()[1].menu().actions()  # the View menu
        w.show()
        qtbot.waitExposed(w)
        act.trigger()
        assert w.isFullScreen() and act.isChecked()
        act.trigger()
        assert not w.isFullScreen() and not act.isChecked()
    finally:
        close_window(w)
