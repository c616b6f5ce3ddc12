"""Issue 16 item 5: every reason code of the computer players (ai/reason_codes.py) reads in English, Dutch
and German, with its data filled in; every code the AIs of both rulesets produce has a text."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from conquest_qt.ai.reason_codes import Code, Reason
from conquest_qt.ui.text import i18n
from conquest_qt.ui.text.hint_text import REFUSALS, action_text, plan_heading, refusal_text
from conquest_qt.ui.text.labels import PlayerNames
from conquest_qt.ui.text.reason_text import TEXTS, reason_text
from tests.helpers.reasons import explained_games

SAMPLES: dict[Code, list[dict[str, Any]]] = {
    Code.ATTACK: [{"target": "berlin", "owner": "blue", "odds": 0.83, "size": 5, "defenders": 3},
                  {"target": "berlin", "owner": "neutral", "odds": 0.5, "defenders": 1}],
    Code.LEADER: [{"player": "blue", "areas": 20, "target": 22}],
    Code.THREAT: [{"area": "paris", "risk": 0.4, "by": "blue"}],
    Code.FRONT: [{"area": "paris", "enemies": 7}],
    Code.CONTINENT: [{"continent": "EU", "own": 1, "total": 7}, {"continent": "OC", "own": 3, "total": 4}],
    Code.CLAIM: [{"area": "paris", "own_next": 2, "free_next": 1}],
    Code.SUPPLY: [{"kind": "air", "bought": 2, "left": 14}],
    Code.CARD: [{"card": "killer_torpedo"}],
    Code.KEEP_CARDS: [{}],
    Code.RETURN_CARDS: [{"cards": ["armistice", "treason"]}],
    Code.PRODUCER: [{"player": "blue", "areas": 18, "target": 22}],
    Code.BATTLE_ODDS: [{"area": "paris", "odds": 0.999}],
    Code.PLANES_FIRST: [{"air": 2, "land": 1}, {"air": 0, "land": 3}],
    Code.SINK: [{"owner": "blue", "sea": "north_atlantic", "count": 2}],
    Code.ARMISTICE: [{"player": "blue"}],
    Code.HOLD: [{}],
    Code.NOTHING_LEFT: [{}],
    Code.CAPITAL: [{"area": "paris", "enemies": 1}],
    Code.STACK: [{"area": "paris", "armies": 6}],
    Code.TRADE: [{"stars": 4, "armies": 7}],
    Code.MISSION: [{"mission": "B5"}],
    Code.DENY: [{"player": "blue", "missions": 2}],
    Code.PACE: [{"mission": "B5", "gained": "B2"}, {"mission": "B5", "gained": None}],
    Code.DENY_THIRD: [{"player": "blue", "mission": "B2"}],
    Code.GUARD: [{"area": "paris", "missions": 2}],
    Code.RETAKE: [{"area": "paris", "missions": 3}],
    Code.OCCUPY: [{"count": 3, "enemies": 4}],
    Code.CONQUESTS: [{"count": 3}],
    Code.SEARCH: [{"candidates": 9, "played_out": 5, "samples": 2, "value": 3.5}],
    # the nuclear add-on's (VARIANTS.md V2)
    Code.NUKE: [{"target": "rome", "owner": "black", "odds": 0.72, "count": 3, "lost": 1.4, "block": 0.0},
                {"target": "rome", "owner": "black", "odds": 0.72, "count": 1, "lost": 0.2, "block": 0.5}],
    Code.NUKE_BARRIER: [{"area": "paris"}],
    Code.NUKE_BUY: [{"area": "paris", "count": 2, "left": 8}, {"area": "paris", "count": 1, "left": 1}],
    Code.INTERCEPT: [{"striker": "red", "target": "rome", "lose": "nuke"}],
    Code.LET_PASS: [{"striker": "red", "target": "rome"}],
    Code.NUKE_ROLL: [{"target": "rome", "odds": 0.6}],
    Code.NUKE_STOP: [{"target": "rome", "odds": 0.1}],
    Code.NUKE_HITS: [{"area": "rome"}],
    Code.FREE_AREA: [{"area": "sydney"}],
}
ACTIONS: list[tuple[str, dict[str, Any]]] = [
    ("conquest", {"type": "claim", "area": "paris"}),
    ("conquest", {"type": "build", "land": {"paris": 2}, "air": {"paris": 1}, "sub": {"north_atlantic": 1}}),
    ("conquest", {"type": "move", "kind": "air", "from": "paris", "to": "berlin", "count": 2}),
    ("conquest", {"type": "transport", "from": "london", "to": "new_york", "count": 3}),
    ("conquest", {"type": "play", "card": "ballistic_missiles", "target": "blue"}),
    ("conquest", {"type": "play", "card": "space_shield"}),
    ("conquest", {"type": "battle", "area": "berlin"}),
    ("conquest", {"type": "roll"}),
    ("conquest", {"type": "hits", "land": 1, "air": 2}),
    ("conquest", {"type": "sink", "subs": [{"owner": "blue", "sea": "north_atlantic", "count": 1}]}),
    ("conquest", {"type": "return_cards", "cards": ["treason"]}),
    ("conquest", {"type": "pass"}),
    ("conquest", {"type": "end_moves"}),
    ("conquest", {"type": "end_turn"}),
    ("risk", {"type": "place_capital", "area": "paris"}),
    ("risk", {"type": "place", "land": {"paris": 3}}),
    ("risk", {"type": "trade", "cards": ["paris", "rome"]}),
    ("risk", {"type": "pass"}),
    ("risk", {"type": "attack", "from": "paris", "to": "berlin", "dice": 3}),
    ("risk", {"type": "occupy", "count": 4}),
    ("risk", {"type": "end_attacks"}),
    ("risk", {"type": "fortify", "from": "paris", "to": "rome", "count": 2}),
    # the nuclear add-on's answers (VARIANTS.md V2.1-V2.8)
    ("conquest", {"type": "nuke", "from": "paris", "to": "rome", "count": 2}),
    ("risk", {"type": "nuke", "from": "paris", "to": "rome"}),
    ("conquest", {"type": "intercept", "at": "berlin", "lose": "nuke"}),
    ("conquest", {"type": "stop"}),
    ("risk", {"type": "occupy_free", "from": "paris", "to": "rome", "count": 3}),
    ("conquest", {"type": "hits", "land": 1, "nuke": {"berlin": 1}}),
    ("risk", {"type": "hits", "army": 2}),
    ("conquest", {"type": "build", "land": {"paris": 1}, "nuke": {"paris": 1}}),
    ("risk", {"type": "place", "land": {"paris": 3}, "nuke": {"rome": 1}}),
]
PLACEHOLDER = re.compile(r"%[0-9n]|\(s\)")


@pytest.fixture(params=["en", "nl", "de"])
def lang(request: pytest.FixtureRequest, qapp: QCoreApplication) -> Iterator[str]:
    i18n.install_language(qapp, request.param)
    yield request.param
    i18n.remove_language(qapp)


def _english(fn: Any, qapp: QCoreApplication, lang: str) -> str:
    i18n.remove_language(qapp)
    try:
        return fn()
    finally:
        i18n.install_language(qapp, lang)


def test_every_code_has_a_text_and_samples() -> None:
    assert set(TEXTS) == set(Code)
    assert set(SAMPLES) == set(Code)


def test_every_reason_reads_in_each_language(lang: str, qapp: QCoreApplication) -> None:
    names = PlayerNames([])
    for code, samples in SAMPLES.items():
        for data in samples:
            for ruleset in ("conquest", "risk"):
                r = Reason(code, data)
                text = reason_text(r, names, ruleset)
                assert text and not PLACEHOLDER.search(text), (code, text)
                if lang != "en":  # translated: not the English source
                    assert text != _english(lambda r=r, rs=ruleset: reason_text(r, names, rs), qapp, lang), (lang, code)


def test_every_suggested_answer_and_refusal_reads_in_each_language(lang: str, qapp: QCoreApplication) -> None:
    for ruleset, action in ACTIONS:
        text = action_text(action, ruleset=ruleset)
        assert text and not PLACEHOLDER.search(text) and text != action["type"], (action, text)
        if lang != "en":
            assert text != _english(lambda a=action, r=ruleset: action_text(a, ruleset=r), qapp, lang), action
    for code in REFUSALS:
        assert refusal_text(code) and not PLACEHOLDER.search(refusal_text(code))
    assert not PLACEHOLDER.search(plan_heading(1) + plan_heading(3))


def test_counts_read_in_real_plural_forms(qapp: QCoreApplication) -> None:
    i18n.install_language(qapp, "en")  # English plural forms come with conquest_en.qm
    front = Reason(Code.FRONT, {"area": "paris", "enemies": 1})
    assert reason_text(front) == "Paris borders 1 enemy army."
    assert reason_text(Reason(Code.FRONT, {"area": "paris", "enemies": 3})) == "Paris borders 3 enemy armies."
    attack = Reason(Code.ATTACK, SAMPLES[Code.ATTACK][0])
    assert reason_text(attack, ruleset="risk") == "Attack on Berlin (Blue): 83% to win, 5 armies against 3."
    i18n.install_language(qapp, "de")
    try:
        assert reason_text(attack) == "Angriff auf Berlin (Blau): 83% Siegchance, 5 Einheiten gegen 3."
        assert reason_text(front) == "Paris grenzt an 1 feindliche Armee."
    finally:
        i18n.remove_language(qapp)


def test_every_code_the_computer_players_give_reads(qapp: QCoreApplication) -> None:
    """Both rulesets' hard players (and the expert) at every decision of a seeded game: each reason they
    give has a text with its data filled in."""
    seen: set[Code] = set()
    for ruleset, _kind, ex in explained_games():
        for r in ex.reasons:
            text = reason_text(r, ruleset=ruleset)
            assert text and not PLACEHOLDER.search(text), (r, text)
            seen.add(r.code)
        for step in ex.steps():
            assert action_text(step, ruleset=ruleset) != step["type"], step
    assert {Code.ATTACK, Code.CLAIM, Code.SUPPLY, Code.CAPITAL, Code.OCCUPY, Code.MISSION, Code.SEARCH} <= seen
