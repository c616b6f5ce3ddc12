"""Start the game window (`conquest`), or watch an AI-only game (`conquest --autoplay TYPES`)."""

from __future__ import annotations

import sys
import traceback
from types import TracebackType
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from conquest_qt.paths import APP_NAME, resource
from conquest_qt.ui.theme import message_boxes
from conquest_qt.ui.window.main_window import MainWindow


def make_app() -> QApplication:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName("ConquestQt")
    icons = resource("icons")
    for name in ("conquest.svg", "conquest.png", "app.svg", "app.png"):
        if (icons / name).exists():
            app.setWindowIcon(QIcon(str(icons / name)))
            break
    return app  # type: ignore[return-value]


def set_version(app: QApplication) -> None:
    """The application's version (reading the package metadata takes a while: after the first paint)."""
    import conquest_qt

    app.setApplicationVersion(conquest_qt.__version__)


def install_translator(app: QApplication, lang: str | None) -> None:
    """Load translations/conquest_<lang>.qm when present (the translation issue ships them)."""
    from PySide6.QtCore import QLocale, QTranslator

    from conquest_qt.paths import translations_dir

    code = lang or QLocale.system().name().split("_")[0]
    tr = QTranslator(app)
    if tr.load(f"conquest_{code}", str(translations_dir())):
        app.installTranslator(tr)
        app._conquest_translator = tr  # type: ignore[attr-defined]


def _quiet_platform_notes(mode: QtMsgType, context: object, message: str) -> None:
    """Drop the offscreen platform's harmless 'does not support propagateSizeHints()' note."""
    if "propagateSizeHints" in message:
        return
    print(message, file=sys.stderr)


def install_language(app: QApplication, lang_arg: str | None) -> str | None:
    """The game's language: --lang, else the settings' choice ("system": the system locale).

    Installs it live (conquest_qt.ui.text.i18n); returns a notice for the status bar, or None.
    """
    from conquest_qt.ui.dialogs.settings_dialog import apply_language

    setting = lang_arg
    if setting is None:
        try:
            from conquest_qt.settings import SettingsStore

            setting = SettingsStore().load().settings.language
        except Exception:  # unreadable settings: the system language
            setting = None
    return apply_language(setting)


def install_excepthook(fatal: bool) -> None:
    """Unexpected errors show a dialog instead of killing the game (fatal=True: exit 1, for autoplay)."""

    def hook(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        text = "".join(traceback.format_exception(kind, exc, tb))
        print(text, file=sys.stderr)
        app = QApplication.instance()
        if fatal or app is None:
            if app is not None:
                app.exit(1)
            return
        box = QMessageBox(QMessageBox.Icon.Critical, QCoreApplication.translate("Launch", "Unexpected error"),
                          QCoreApplication.translate("Launch", "Something went wrong. The game tries to go on; "
                                                               "saving now is a good idea."))
        box.setDetailedText(text)
        message_boxes.paper_message_box(box)
        box.exec()

    sys.excepthook = hook


def run_gui(args: Any) -> int:
    qInstallMessageHandler(_quiet_platform_notes)
    app = make_app()
    from conquest_qt.ui.window.startup_probe import exit_after_show

    exit_after_show(app)  # only with CONQUEST_EXIT_AFTER_SHOW=1 (tools/bench_startup.py)
    notice = install_language(app, getattr(args, "lang", None))
    autoplay = getattr(args, "autoplay", None)
    exit_when_done = bool(getattr(args, "exit_when_done", False))
    install_excepthook(fatal=bool(autoplay) and exit_when_done)
    if autoplay:
        from conquest_qt.ui.game.autoplay import autoplay_setup, report_line  # the AIs: not for the start screen

        try:
            setup = autoplay_setup(args)
        except ValueError as exc:
            print(f"conquest: {exc}", file=sys.stderr)
            return 2
        win = MainWindow(spectator=True)
        set_version(app)
        app.aboutToQuit.connect(win.end_session)
        if notice:
            win.statusBar().showMessage(notice, 10000)
        speed = getattr(args, "speed", None) or ("instant" if exit_when_done else "fast")
        win.set_speed("instant" if speed == "max" else speed)
        win.show()
        if exit_when_done:
            win.sound.enabled = False  # a run to its result (tests, benchmarks): silent whatever the setting

            def done(_winner: object) -> None:
                assert win.session is not None
                print(report_line(win.session), flush=True)
                QTimer.singleShot(0, win, win.close)
                QTimer.singleShot(10, app, app.quit)

            win.gameFinished.connect(done)
        QTimer.singleShot(0, win, lambda: win.start_session(setup))
        return app.exec()
    win = MainWindow()
    win.start_screen.firstPainted.connect(lambda: set_version(app))
    if notice:
        win.statusBar().showMessage(notice, 10000)
    # however the application ends (window closed, session logout), stop the game first so no computer
    # player's thread is still thinking while Python shuts down
    app.aboutToQuit.connect(win.end_session)
    win.show()
    if getattr(args, "file", None):
        QTimer.singleShot(0, win, lambda: win.open_path(args.file))
    return app.exec()
