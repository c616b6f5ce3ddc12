"""The cards page words what may be returned (R6): the excess, or with none, the optional one card."""

from __future__ import annotations

from types import SimpleNamespace

from conquest_qt.ui.decision_pages import ReturnCardsPage


def page(qtbot, excess: int, entitlement: int) -> ReturnCardsPage:  # noqa: ANN001
    hand = ("secret_weapon", "treason", "armistice")
    ctrl = SimpleNamespace(info={"excess": excess, "entitlement": entitlement}, kind="return_cards",
                           session=SimpleNamespace(hand=lambda: hand), submit=lambda action: None)
    p = ReturnCardsPage(ctrl)  # type: ignore[arg-type]
    qtbot.addWidget(p)
    p.refresh()
    return p


def test_with_nothing_to_return_only_the_optional_card_is_offered(qtbot) -> None:  # noqa: ANN001
    text = page(qtbot, 0, 3).text.text()
    assert "You may return one card to draw a fresh one." in text and "Return 0" not in text


def test_with_cards_above_the_entitlement_their_number_is_named(qtbot) -> None:  # noqa: ANN001
    text = page(qtbot, 2, 1).text.text()
    assert "Return 2 card" in text and "or one more" in text
