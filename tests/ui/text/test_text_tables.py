"""Every engine event and rule error has a text; texts of a real game's events are well formed."""

from __future__ import annotations

import pytest

from conquest_qt.ai.conquest.random_player import RandomPlayer
from conquest_qt.engine.errors import ERROR_CODES
from conquest_qt.engine.events import EVENT_TYPES
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets.conquest.cards import CARD_TYPES
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.ui.text import card_text, error_text, event_text
from conquest_qt.ui.text.labels import units_text


def test_every_event_type_has_a_text() -> None:
    assert set(EVENT_TYPES) <= set(event_text.all_texts())


def test_every_error_code_has_a_text() -> None:
    assert set(ERROR_CODES) <= set(error_text.ERROR_TEXTS)
    for code in ERROR_CODES:
        text = error_text.error_text(code, {"waiting_for": "red", "area": "chicago", "must": 1, "count": 2})
        assert text and "%" not in text


def test_every_card_has_name_and_help() -> None:
    for card in CARD_TYPES:
        assert card_text.card_name(card) and card_text.card_effect(card) and card_text.card_when(card)
    html = card_text.card_reference_html()
    assert all(card_text.card_name(c) in html for c in CARD_TYPES)


def test_english_plurals() -> None:
    assert units_text(1, 2, 0) == "1 tank, 2 planes"
    assert units_text() == "nothing"


def test_texts_of_a_played_game_have_no_placeholders() -> None:
    lg = LoggedGame.new(["red", "blue", "green", "yellow"], Options(target_areas=12, round_cap=6), 11)
    bots = {c: RandomPlayer(i) for i, c in enumerate(lg.players)}
    seen: set[str] = set()
    events = []
    while not lg.game.over:
        d = lg.game.pending()
        events += lg.apply(d.player, bots[d.player].decide(lg.game))
    for ev in events:
        seen.add(ev["type"])
        described = event_text.describe(ev)
        assert described is not None
        category, text = described
        assert category in event_text.CATEGORIES
        assert text and "%1" not in text and "%n" not in text and "(s)" not in text, text
    assert {"claimed", "built", "moved", "dice_rolled", "battle_started"} <= seen


def test_private_details_are_not_told() -> None:
    _, text = event_text.describe({"type": "cards_returned", "player": "red", "cards": ["treason", "armistice"]})
    assert "Treason" not in text and "2 cards" in text


PLACED = {"en": "Placed by Red: 4 armies in Rio de Janeiro, 2 in Bogota, 2 in Lima.",
          "nl": "Geplaatst door Rood: 4 legers in Rio de Janeiro, 2 in Bogota, 2 in Lima.",
          "de": "Gesetzt von Rot: 4 Armeen in Rio de Janeiro, 2 in Bogotá, 2 in Lima."}


@pytest.mark.parametrize("lang", sorted(PLACED))
def test_v1_5_a_placing_line_says_where_the_armies_went(qapp, lang: str) -> None:
    """VARIANTS.md V1.5: the log tells where the reinforcements were placed, most first, not only how many."""
    from conquest_qt.ui.text import i18n

    i18n.install_language(qapp, lang)
    try:
        ev = {"type": "placed", "player": "red", "land": {"lima": 2, "rio_de_janeiro": 4, "bogota": 2}}
        assert event_text.describe(ev) == ("production", PLACED[lang])
        one = event_text.describe({"type": "placed", "player": "red", "land": {"lima": 1}})
        assert one is not None and one[1].endswith(" Lima.") and "1 " in one[1]
    finally:
        i18n.remove_language(qapp)


def test_event_texts_are_looked_up_by_ruleset_and_event_type(qapp) -> None:
    """Issue 24: a ruleset's event texts live in its folder (ui/rulesets/<id>/texts.py EVENTS) and are found
    by (ruleset, event type): a coming ruleset's `fortified` cannot take Risk's (VARIANTS.md V1.9)."""
    from conquest_qt import manifest

    fortified = {"type": "fortified", "player": "red", "count": 2, "from": "lima", "to": "bogota"}
    category, text = event_text.describe(fortified, ruleset="risk") or ("", "")
    assert category == "movement" and text.startswith("Move by Red: 2 ") and "Lima" in text
    assert event_text.describe(fortified, ruleset="conquest") is None  # Conquest has no such event
    claimed = event_text.describe({"type": "claimed", "player": "red", "area": "lima"}, ruleset="risk")
    assert claimed is not None and claimed[0] == "game"  # the generic texts for every ruleset
    for rid in manifest.rulesets():
        own = event_text.ruleset_texts(rid)
        assert own and not set(own) & set(event_text.TEXTS), rid  # its own, never a generic one again
