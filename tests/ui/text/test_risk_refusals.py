"""Every refusal of Risk's engine gets its own translated reason (issue 15 "Bad input", VARIANTS.md
V1.5–V1.9): what the player did wrong and, where there is one, the bound he broke."""

from __future__ import annotations

import pytest

from conquest_qt.engine.errors import RuleError
from conquest_qt.ui.text.error_text import ERROR_TEXTS, error_text
from tests.helpers.risk import english, front, logged_position

GENERIC = ERROR_TEXTS["wrong_action"]
CASES = (  # (phase, action, expected text)
    ("attack", {"type": "attack", "from": "novosibirsk", "to": "beijing", "dice": 1},
     "An attack needs at least 2 armies in the area it starts from."),
    ("attack", {"type": "attack", "from": "tehran", "to": "london", "dice": 1},
     "Those areas do not border each other."),
    ("attack", {"type": "attack", "from": "bombay", "to": "tehran", "dice": 1}, "Bombay is not one of your areas."),
    ("attack", {"type": "attack", "from": "tehran", "to": "moscow", "dice": 1}, "Moscow cannot be the target here."),
    ("attack", {"type": "attack", "from": "moscow", "to": "rome", "dice": 3},
     "Roll at most 2 dice from there: one army always stays behind."),
    ("attack", {"type": "fortify", "from": "tehran", "to": "moscow", "count": 1}, GENERIC),
    ("fortify", {"type": "fortify", "from": "tehran", "to": "bombay", "count": 1}, "Bombay is not one of your areas."),
    ("fortify", {"type": "fortify", "from": "tehran", "to": "moscow", "count": 8},
     "At most 7 armies can leave Tehran: one always stays."),
    ("fortify", {"type": "fortify", "from": "moscow", "to": "moscow", "count": 1}, "Moscow cannot be the target here."),
    ("reinforce", {"type": "place", "land": {"tehran": 1}}, None),  # "Place exactly N armies …"
)


@pytest.fixture(autouse=True)
def _english(qapp):
    yield from english(qapp)


@pytest.mark.parametrize(("phase", "action", "expected"), CASES)
def test_refusals_say_why(phase: str, action: dict, expected: str | None) -> None:
    lg = logged_position(front(phase, round=1))
    before = lg.game.snapshot()
    with pytest.raises(RuleError) as e:
        lg.apply("red", action)
    text = error_text(e.value.code, e.value.data)
    if expected is None:
        due = lg.game.pending().info["armies"]
        expected = f"Place exactly {due} armies: your whole reinforcement."
    assert text == expected and "%" not in text
    assert lg.game.snapshot() == before and lg.log == []


def test_occupation_out_of_bounds_and_trades() -> None:
    lg = logged_position(front(units={"tehran": {"red": {"land": 8}}, "bombay": {"black": {"land": 1}}}),
                         dice="666 1")
    lg.apply("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 3})
    with pytest.raises(RuleError) as e:
        lg.apply("red", {"type": "occupy", "count": 8})
    assert error_text(e.value.code, e.value.data) == "Move at least 3 and at most 7 armies."
    assert error_text("bad_trade", {"cards": ["lima"], "stars": 1}) == \
        "Trade different cards showing 2 to 10 stars together."
    assert error_text("must_trade", {"cards": 6}) == "With 6 or more cards you must trade this turn."
    assert error_text("not_connected", {"from": "tehran", "to": "london"}) == \
        "No chain of your own areas joins those two areas."
