"""Languages: pick one from the system, install its translators live, read the rules text.

Installing a translator makes Qt send a LanguageChange event to every widget; widgets that
retranslate in `changeEvent` switch language without a restart. The game's own strings come from
`translations/conquest_<lang>.qm` (built by `tools/update_translations.py`), Qt's standard dialogs
from Qt's `qtbase_<lang>.qm`. A missing file never stops the game: the English source strings stay
and `install_language` returns a notice code the UI can show.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from conquest_qt.paths import resource, translations_dir

LANGUAGES: tuple[str, ...] = ("en", "nl", "de")
DEFAULT_LANGUAGE = "en"
# Each language's name in itself (a language menu shows these untranslated).
NATIVE_NAMES: dict[str, str] = {"en": "English", "nl": "Nederlands", "de": "Deutsch"}
RULES_KINDS: tuple[str, ...] = ("rules", "cards", "risk_rules", "risk_missions", "cc_rules", "nuclear_rules")
# Conquest's rules and cards, Risk's rules and missions, cc's rules, the nuclear add-on's

# Notice codes (the UI translates them).
NOTICE_UNKNOWN_LANGUAGE = "language_unknown"  # not en/nl/de: English instead
NOTICE_TRANSLATION_MISSING = "translation_missing"  # conquest_<lang>.qm missing or broken: English texts
NOTICE_QT_TRANSLATION_MISSING = "qt_translation_missing"  # qtbase_<lang>.qm missing: Qt's dialogs in English
NOTICE_CODES: tuple[str, ...] = (NOTICE_UNKNOWN_LANGUAGE, NOTICE_TRANSLATION_MISSING, NOTICE_QT_TRANSLATION_MISSING)

_LOCALE_LANGUAGES: dict[QLocale.Language, str] = {
    QLocale.Language.Dutch: "nl",
    QLocale.Language.German: "de",
}

_installed: list[QTranslator] = []
_current: str = DEFAULT_LANGUAGE
_last_notice: str | None = None


def system_language(locale: QLocale | None = None) -> str:
    """"nl" or "de" when the (system) locale's language is Dutch or German (any country), else "en"."""
    loc = locale if locale is not None else QLocale.system()
    return _LOCALE_LANGUAGES.get(loc.language(), DEFAULT_LANGUAGE)


def resolve_language(setting: str | None) -> str:
    """A settings value ("system", "en", "nl", "de" or None) as a language code."""
    if setting in LANGUAGES:
        return str(setting)
    return system_language()


def current_language() -> str:
    return _current


def last_notice() -> str | None:
    """The notice code of the last `install_language` call (None: everything loaded)."""
    return _last_notice


def qt_translations_path() -> Path:
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def _remove_installed(app: QCoreApplication) -> None:
    for tr in _installed:
        app.removeTranslator(tr)
    _installed.clear()
    legacy = getattr(app, "_conquest_translator", None)  # launch.install_translator's, if any
    if isinstance(legacy, QTranslator):
        app.removeTranslator(legacy)
        app._conquest_translator = None  # type: ignore[attr-defined]


def remove_language(app: QCoreApplication) -> None:
    """Back to the English source strings (removes only the translators installed here)."""
    global _current, _last_notice
    _remove_installed(app)
    _current, _last_notice = DEFAULT_LANGUAGE, None


def _load(name: str, folder: Path) -> QTranslator | None:
    tr = QTranslator()
    return tr if tr.load(name, str(folder)) else None


def install_language(app: QCoreApplication, lang: str) -> str | None:
    """Switch the application to `lang` live; returns a notice code (see NOTICE_CODES) or None.

    Our previously installed translators are removed first (removing one also sends LanguageChange,
    so switching back to English retranslates too). English needs Qt's own strings only as
    they are, plus conquest_en.qm for plural forms ("1 tank" / "2 tanks").
    """
    global _current, _last_notice
    notice: str | None = None
    if lang not in LANGUAGES:
        lang, notice = DEFAULT_LANGUAGE, NOTICE_UNKNOWN_LANGUAGE
    _remove_installed(app)
    wanted: list[QTranslator] = []
    if lang != DEFAULT_LANGUAGE:
        qt = _load(f"qtbase_{lang}", qt_translations_path())
        if qt is None:
            notice = notice or NOTICE_QT_TRANSLATION_MISSING
        else:
            wanted.append(qt)
    ours = _load(f"conquest_{lang}", translations_dir())
    if ours is None:
        if lang != DEFAULT_LANGUAGE:
            notice = NOTICE_TRANSLATION_MISSING
            wanted.clear()  # all English rather than Qt's dialogs in one language and ours in another
    else:
        wanted.append(ours)
    if notice == NOTICE_TRANSLATION_MISSING:
        lang = DEFAULT_LANGUAGE
    for tr in wanted:
        app.installTranslator(tr)  # each install sends LanguageChange to every widget
        _installed.append(tr)
    _current = lang
    _last_notice = notice
    return notice


def rules_path(kind: str, lang: str) -> Path:
    return resource("rules", f"{kind}_{lang}.html")


def rules_html(kind: str, lang: str | None = None) -> str:
    """The player-facing rules ("rules") or the card reference ("cards") as HTML, English as fallback.

    Card reference entries carry anchors named after the card type ids (e.g. "#treason").
    """
    if kind not in RULES_KINDS:
        raise ValueError(f"unknown rules text {kind!r}; expected one of {RULES_KINDS}")
    for code in (lang or _current, DEFAULT_LANGUAGE):
        try:
            return rules_path(kind, code).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
    return ""
