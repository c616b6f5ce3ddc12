"""Every engine error code and event type reads in Dutch and German.

A recording translator notes which (context, source) each text looks up at run time; every one of them
must have a finished translation in conquest_nl.ts and conquest_de.ts.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from conquest_qt.engine.errors import ERROR_CODES
from conquest_qt.engine.events import EVENT_TYPES
from tests.i18n.tsfiles import FIX_HINT, TRANSLATED, translations


class Recorder(QTranslator):
    def __init__(self) -> None:
        super().__init__()
        self.seen: set[tuple[str, str, str]] = set()

    def isEmpty(self) -> bool:  # Qt's name
        return False

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> Any:
        if not context.startswith("Q"):  # Qt's own lookups (QGuiApplication's QT_LAYOUT_DIRECTION)
            self.seen.add((context, source, disambiguation or ""))
        return None  # no translation: the caller gets the source text


@pytest.fixture
def recorder(qapp: QCoreApplication) -> Any:
    # Widgets left over by earlier tests would answer the LanguageChange with their own lookups.
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    for w in QApplication.topLevelWidgets():
        w.close()
        w.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    rec = Recorder()
    qapp.installTranslator(rec)
    yield rec
    qapp.removeTranslator(rec)


def _untranslated(seen: set[tuple[str, str, str]]) -> dict[str, list[tuple[str, str]]]:
    out = {}
    for lang in TRANSLATED:
        table = translations(lang)
        missing = [(c, s) for c, s, d in sorted(seen) if not ((m := table.get((c, s, d))) and not m.kind)]
        if missing:
            out[lang] = missing
    return out


E: dict[str, list[dict[str, Any]]] = {
    "game_started": [{"players": ["red", "black"], "start": "red"}],
    "start_player": [{"player": "red", "drawn": ["blue", "red"]}],
    "neutral_areas": [{"areas": ["paris"]}],
    "claimed": [{"player": "red", "area": "paris"}],
    "round_started": [{"round": 3}],
    "turn_order": [{"order": ["red", "black"], "drawn": ["red"]}],
    "phase_started": [{"phase": "production", "player": "red"}, {"phase": "execution", "player": "red"}],
    "cards_returned": [{"player": "red", "cards": ["treason"]}, {"player": "red", "cards": ["treason", "armistice"]}],
    "cards_drawn": [{"player": "red", "count": 1}, {"player": "red", "count": 2}],
    "card_played": [{"player": "red", "card": "treason"},
                    {"player": "red", "card": "ballistic_missiles", "target": "black"}],
    "missile_cancelled": [{"player": "black", "by": "red"}],
    "dice_rolled": [{"player": "red", "purpose": p, "faces": [1, 2, 3], "explosions": 1, "area": "paris"}
                    for p in ("battle", "secret_weapon", "treason", "missile", "super_production", "killer_torpedo",
                              "other")],
    "production_points": [{"player": "red", "pp": 7}],
    "built": [{"player": "red", "land": {"paris": 2}, "air": {"paris": 1}, "sub": {"mediterranean": 1}}],
    "moved": [{"player": "red", "kind": k, "from": "paris", "to": "berlin", "count": 2}
              for k in ("land", "air", "sub")],
    "transported": [{"player": "red", "sea": "north_atlantic", "from": "montreal", "to": "london", "count": 2}],
    "battle_started": [{"area": "paris", "attacker": "red", "defender": "black", "first": "black"}],
    "units_destroyed": [{"area": "paris", "owner": "black", "land": 2, "air": 1, "by": "red"}],
    "units_converted": [{"area": "paris", "from": "black", "to": "red", "land": 1, "air": 1}],
    "flag_taken": [{"area": "paris", "player": "red", "previous": "black"}],
    "battle_ended": [{"area": "paris", "winner": "red"}],
    "subs_sunk": [{"player": "red", "subs": [{"owner": "black", "sea": "mediterranean", "count": 2}]}],
    "armistice_started": [{"player": "red", "target": "black", "kind": "land"}],
    "armistice_ended": [{"player": "red", "target": "black"}],
    "eliminated": [{"player": "black"}],
    "turn_ended": [{"player": "red"}],
    "game_over": [{"winner": None, "reason": "round_limit"}, {"winner": "red", "reason": "last_standing"},
                  {"winner": "red", "reason": "target"}, {"winner": "red", "reason": "missions"}],
    "capital_placed": [{"player": "red", "area": "paris"}],
    "cities_drawn": [{"areas": ["paris", "london"]}],
    "turn_started": [{"player": "red", "round": 2}],
    "mission_gained": [{"player": "red", "mission": "B1"}],
    "traded": [{"player": "red", "cards": ["paris", "london"], "stars": 3, "armies": 4}],
    "reinforcements": [{"player": "red", "areas": 9, "cities": 2, "area_armies": 4, "continents": 2, "capitals": 1,
                        "minimum": 0, "rewards": 0, "trade": 4, "supply_lost": 0, "total": 11}],
    "placed": [{"player": "red", "land": {"paris": 2, "london": 1}}],
    "attack_rolled": [{"player": "red", "defender": "neutral", "from": "paris", "to": "london",
                       "attacker_dice": [6, 5, 2], "defender_dice": [6, 4],
                       "pairs": [[6, 6, "attacker"], [5, 4, "defender"]], "attacker_lost": 1, "defender_lost": 1}],
    "conquered": [{"player": "red", "area": "london", "defender": "black", "from": "paris"}],
    "occupied": [{"player": "red", "from": "paris", "to": "london", "count": 3}],
    "fortified": [{"player": "red", "from": "paris", "to": "london", "count": 1}],
    # the nuclear add-on (VARIANTS.md V2)
    "nukes_placed": [{"player": "red", "nuke": {"paris": 2}}],
    "nuke_declared": [{"player": "red", "from": "paris", "to": "london", "count": 2, "defender": "black"},
                      {"player": "red", "from": "paris", "to": "london", "count": 1, "defender": None}],
    "nuke_intercepted": [{"player": "blue", "at": "berlin", "lose": k, "striker": "red", "to": "london"}
                         for k in ("nuke", "land", "air", "army")],
    "nukes_destroyed": [{"player": "red", "area": "paris", "count": 1}],
    "nuke_rolled": [{"player": "red", "defender": "black", "from": "paris", "to": "london", "attacker_dice": [6],
                     "defender_dice": [2], "pairs": [[6, 2, "attacker"]], "attacker_lost": 0, "defender_lost": 1}],
    "nuke_hits": [{"owner": "black", "area": "london", "units": {"land": 1}, "nuke": {}}],
    "nuke_stopped": [{"player": "red", "to": "london"}],
    "contaminated": [{"area": "london", "custodian": "red", "previous": "black", "removed": {}, "markers": 2}],
    "contamination_decayed": [{"area": "london", "markers": 1}],
    "area_freed": [{"area": "london"}],
    "free_area_taken": [{"player": "red", "area": "london"}],
    "nukes_scrapped": [{"area": "london", "owner": "black", "scrapped": 2, "left": 3}],
    "nukes_returned": [{"area": "london", "owner": "black", "count": 3}],
}


def test_every_event_type_has_samples() -> None:
    assert set(E) == set(EVENT_TYPES)


@pytest.mark.parametrize("event_type", EVENT_TYPES)
def test_event_type_is_translated(event_type: str, recorder: Recorder) -> None:
    from conquest_qt.ui.text.event_text import all_texts, describe

    assert event_type in all_texts(), f"event_text.TEXTS has no entry for {event_type!r}"
    for sample in E[event_type]:
        assert describe({"type": event_type, **sample}) is not None
    assert recorder.seen, f"{event_type}: no translated text looked up"
    missing = _untranslated(recorder.seen)
    assert not missing, f"{event_type}: untranslated {missing}; {FIX_HINT}"


@pytest.mark.parametrize("code", ERROR_CODES)
def test_error_code_is_translated(code: str, recorder: Recorder) -> None:
    from conquest_qt.ui.text.error_text import ERROR_TEXTS, error_text

    assert code in ERROR_TEXTS, f"error_text.ERROR_TEXTS has no text for {code!r}"
    text = error_text(code, {"waiting_for": "red", "area": "paris", "must": 2, "count": 1})
    assert text and "%1" not in text
    from conquest_qt.ui.text.error_text import BOUNDED

    sources = {ERROR_TEXTS[code], BOUNDED.get(code, ("", ""))[1]}  # Risk's text with the area or bounds
    assert any(("RuleError", src, "") in recorder.seen for src in sources)
    missing = _untranslated(recorder.seen)
    assert not missing, f"{code}: untranslated {missing}; {FIX_HINT}"


PLURALS = {  # (language, count) -> expected text
    ("nl", 1): "1 kaart getrokken door Rood.", ("nl", 3): "3 kaarten getrokken door Rood.",
    ("de", 1): "1 Karte gezogen von Rot.", ("de", 3): "3 Karten gezogen von Rot.",
    ("en", 1): "1 card drawn by Red.", ("en", 3): "3 cards drawn by Red.",
}


@pytest.mark.parametrize(("lang", "n"), sorted(PLURALS))
def test_counts_use_real_plural_forms(lang: str, n: int, qapp: QCoreApplication) -> None:
    from conquest_qt.ui.text import i18n
    from conquest_qt.ui.text.error_text import error_text
    from conquest_qt.ui.text.event_text import describe
    from conquest_qt.ui.text.labels import units_text

    i18n.install_language(qapp, lang)
    try:
        assert describe({"type": "cards_drawn", "player": "red", "count": n}) == ("cards", PLURALS[(lang, n)])
        assert "(s)" not in units_text(n, n, n) and "(s)" not in error_text("bad_hits", {"count": n})
        assert str(n) in error_text("bad_return", {"must": n})
    finally:
        i18n.remove_language(qapp)


def test_english_source_plurals_without_any_translator() -> None:
    from conquest_qt.ui.text.labels import units_text

    assert units_text(1, 2) == "1 tank, 2 planes"


def test_every_event_of_a_risk_game_is_worded(qapp: QCoreApplication) -> None:
    """VARIANTS.md V1: a short seeded Risk game's events all have a log line (none unknown to the UI)."""
    from conquest_qt.ai.registry import make_agent
    from conquest_qt.engine.replay import LoggedGame
    from conquest_qt.engine.rulesets import options_from_dict
    from conquest_qt.engine.view import player_view
    from conquest_qt.ui.text.event_text import describe

    lg = LoggedGame.new(["red", "black", "blue", "green"], options_from_dict({"ruleset": "risk",
                                                                           "risk_version": "command"}), 4)
    agents = {c: make_agent(t, i, "risk") for i, (c, t) in enumerate(zip(lg.players, ["easy", "normal", "hard",
                                                                                          "random"], strict=True))}
    seen: set[str] = set()
    while not lg.game.over:
        d = lg.game.pending()
        for event in lg.apply(d.player, agents[d.player].decide_view(player_view(lg.game, d.player))):
            assert event["type"] in EVENT_TYPES
            if event["type"] not in ("game_started",):
                assert describe(event) is not None, event
            seen.add(event["type"])
    assert {"attack_rolled", "conquered", "placed", "game_over"} <= seen
