"""conquest_qt.ui.text.i18n: system language, live switching, missing files, rules texts."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QLabel

from conquest_qt.engine.rulesets.conquest.cards import CARD_TYPES
from conquest_qt.ui.text import i18n
from tests.conftest import ROOT

tr = QCoreApplication.translate


@pytest.fixture
def app(qapp: QApplication) -> Iterator[QApplication]:
    yield qapp
    i18n.remove_language(qapp)  # later tests see the English source strings again


class MenuTitle(QLabel):
    """A widget that retranslates itself the way the UI's widgets do."""

    def __init__(self) -> None:
        super().__init__()
        self.changes = 0
        self.retranslate()

    def retranslate(self) -> None:
        self.setText(tr("Menu", "&Game"))

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
            self.retranslate()
        super().changeEvent(event)


@pytest.mark.parametrize(("locale", "lang"), [
    ("nl_NL", "nl"), ("nl_BE", "nl"), ("de_DE", "de"), ("de_AT", "de"), ("de_CH", "de"), ("en_GB", "en"),
    ("fr_BE", "en"), ("C", "en"),
])
def test_system_language(locale: str, lang: str) -> None:
    assert i18n.system_language(QLocale(locale)) == lang


def test_resolve_language_setting() -> None:
    assert i18n.resolve_language("nl") == "nl"
    assert i18n.resolve_language("system") == i18n.system_language()
    assert i18n.resolve_language(None) == i18n.system_language()


def test_switching_language_live(app: QApplication, qtbot: object) -> None:
    label = MenuTitle()
    qtbot.addWidget(label)  # type: ignore[attr-defined]
    assert label.text() == "&Game"
    expected = {
        "nl": ("&Spel", "Productiefase", "Noord-Atlantische Zee", "Rood"),
        "de": ("&Spiel", "Produktionsphase", "Nordatlantik", "Rot"),
        "en": ("&Game", "Production", "North Atlantic", "Red"),
    }
    for lang in ("nl", "de", "nl", "en"):
        before = label.changes
        assert i18n.install_language(app, lang) is None
        QCoreApplication.processEvents()
        menu, phase, sea, colour = expected[lang]
        assert i18n.current_language() == lang
        assert (tr("Menu", "&Game"), tr("Phase", "Production"), tr("Area", "North Atlantic"),
                tr("Colour", "Red")) == (menu, phase, sea, colour)
        assert label.text() == menu, "the widget did not retranslate on LanguageChange"
        assert label.changes > before


def test_qt_dialogs_follow_the_language(app: QApplication) -> None:
    if not (i18n.qt_translations_path() / "qtbase_de.qm").exists():
        pytest.skip("this Qt has no qtbase_de.qm")
    assert i18n.install_language(app, "de") is None
    assert tr("QPlatformTheme", "Cancel") == "Abbrechen"


def test_unknown_language_falls_back_to_english(app: QApplication) -> None:
    assert i18n.install_language(app, "fr") == i18n.NOTICE_UNKNOWN_LANGUAGE
    assert i18n.current_language() == "en"
    assert tr("Menu", "&Game") == "&Game"


def test_missing_translation_file_does_not_crash(app: QApplication, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.install_language(app, "de")
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    assert i18n.install_language(app, "nl") == i18n.NOTICE_TRANSLATION_MISSING
    assert i18n.last_notice() == i18n.NOTICE_TRANSLATION_MISSING
    assert i18n.current_language() == "en"
    assert tr("Menu", "&Game") == "&Game"  # the German translator is gone too


def test_card_names_follow_the_glossary(app: QApplication) -> None:
    names = {
        "nl": ["Geheim wapen", "Ballistische raketten", "Killertorpedo", "Spaceschild", "Superproductie",
               "Wapenstilstand", "Verraad"],
        "de": ["Geheimwaffe", "Ballistische Raketen", "Killertorpedo", "Weltraumschild", "Superproduktion",
               "Waffenstillstand", "Verrat"],
    }
    from conquest_qt.ui.text.card_text import card_name

    for lang, want in names.items():
        i18n.install_language(app, lang)
        assert [card_name(c) for c in CARD_TYPES] == want


def test_area_and_sea_names_come_from_the_map(app: QApplication) -> None:
    from conquest_qt.ui.text.names import area_name

    # the map file as the project ships it (resources/board/topology.json is the shared conquest_map.json)
    board = json.loads((ROOT / "resources" / "board" / "topology.json").read_text(encoding="utf-8"))
    places = board["lands"] + board["seas"]
    for lang in ("nl", "de"):
        i18n.install_language(app, lang)
        assert {p["id"]: area_name(p["id"]) for p in places} == {p["id"]: p[f"name_{lang}"] for p in places}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_rules_texts_exist_in_every_language(lang: str) -> None:
    rules, cards = i18n.rules_html("rules", lang), i18n.rules_html("cards", lang)
    assert rules.startswith("<html>") and cards.startswith("<html>")
    assert i18n.rules_path("rules", lang).exists() and i18n.rules_path("cards", lang).exists()
    doc = QTextDocument()
    doc.setHtml(rules)
    assert len(doc.toPlainText()) > 6000  # the whole game, not a summary


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_card_reference_has_an_anchor_per_card(lang: str) -> None:
    doc = QTextDocument()
    doc.setHtml(i18n.rules_html("cards", lang))
    anchors: set[str] = set()
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            anchors.update(it.fragment().charFormat().anchorNames())
            it += 1
        block = block.next()
    assert set(CARD_TYPES) <= anchors
    table = doc.rootFrame().childFrames()
    assert table, "the card reference is a table"


GLOSSARY_TERMS = {
    "en": ["Secret Weapon", "Ballistic Missiles", "Killer Torpedo", "Space Shield", "Super Production", "Armistice",
           "Treason", "production point", "execution phase", "flag", "submarine", "attacker", "defender"],
    "nl": ["Geheim wapen", "Ballistische raketten", "Killertorpedo", "Spaceschild", "Superproductie",
           "Wapenstilstand", "Verraad", "productiepunt", "uitvoeringsfase", "productiefase", "vlag", "pantser",
           "vliegtuig", "duikboot", "landmacht", "luchtmacht", "zeemacht", "aanvaller", "verdediger",
           "regelen van het spelverloop", "verdelen van de kaarten", "zeegebied"],
    "de": ["Geheimwaffe", "Ballistische Raketen", "Killertorpedo", "Weltraumschild", "Superproduktion",
           "Waffenstillstand", "Verrat", "Produktionspunkt", "Ausführungsphase", "Produktionsphase", "Flagge",
           "Panzer", "Flugzeug", "U-Boot", "Landeinheit", "Lufteinheit", "Seeeinheit", "Angreifer", "Verteidiger",
           "Spielreihenfolge", "Kartenverteilung", "Meeresgebiet"],
}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_rules_use_the_glossary(lang: str) -> None:
    text = i18n.rules_html("rules", lang) + i18n.rules_html("cards", lang)
    missing = [term for term in GLOSSARY_TERMS[lang] if term.lower() not in text.lower()]
    assert not missing


def test_rules_fall_back_to_english(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    english = i18n.rules_html("cards", "en")
    (tmp_path / "cards_en.html").write_text(english, encoding="utf-8")
    monkeypatch.setattr(i18n, "resource", lambda *parts: tmp_path.joinpath(*parts[1:]))
    assert i18n.rules_html("cards", "de") == english
    assert i18n.rules_html("rules", "de") == ""  # nothing at all: empty, no crash
    with pytest.raises(ValueError):
        i18n.rules_html("faq", "en")
