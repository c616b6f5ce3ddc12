"""Decision page wording: cards to return (R6) and battle chances."""

from __future__ import annotations

from types import SimpleNamespace

from conquest_qt.ui.rulesets.conquest.pages import ReturnCardsPage


def page(qtbot, excess: int, entitlement: int) -> ReturnCardsPage:
    hand = ("secret_weapon", "treason", "armistice")
    ctrl = SimpleNamespace(info={"excess": excess, "entitlement": entitlement}, kind="return_cards",
                           session=SimpleNamespace(hand=lambda: hand), submit=lambda action: None)
    p = ReturnCardsPage(ctrl)  # type: ignore[arg-type]
    qtbot.addWidget(p)
    p.refresh()
    return p


def test_with_nothing_to_return_only_the_optional_card_is_offered(qtbot) -> None:
    text = page(qtbot, 0, 3).text.text()
    assert "You may return one card to draw a fresh one." in text and "Return 0" not in text


def test_with_cards_above_the_entitlement_their_number_is_named(qtbot) -> None:
    text = page(qtbot, 2, 1).text.text()
    assert "Return 2 card" in text and "or one more" in text


def test_chances_never_look_certain_while_dice_decide() -> None:
    from conquest_qt.ui.text.textutil import percent

    assert [percent(p) for p in (0.0, 0.001, 0.004, 0.5, 0.996, 0.9999, 1.0)] == ["0", "<1", "<1", "50", ">99", ">99",
                                                                                   "100"]


def test_enter_takes_the_evident_choice(qtbot) -> None:
    """Issue 12 item 15: Enter on the cards page without Tab — keep all when nothing must go back,
    return the ticked cards once they make a valid choice, nothing while the choice is incomplete."""
    from PySide6.QtCore import Qt

    free = page(qtbot, 0, 3)
    assert free.main_action() is free.keep
    free.list.item(0).setCheckState(Qt.CheckState.Checked)
    assert free.main_action() is free.confirm
    must = page(qtbot, 2, 1)
    assert must.main_action() is None  # two must go back: Enter cannot guess which
    must.list.item(0).setCheckState(Qt.CheckState.Checked)
    assert must.main_action() is None
    must.list.item(1).setCheckState(Qt.CheckState.Checked)
    assert must.main_action() is must.confirm


def test_the_whole_hand_is_in_sight(qtbot) -> None:
    """Issue 28 item 1: the list of cards to return is never squeezed below its rows (at 1920x1080 with a battle
    on screen the third card was behind the list's scroll bar)."""
    p = page(qtbot, 1, 2)
    rows = sum(p.list.sizeHintForRow(i) for i in range(p.list.count()))
    assert p.list.count() == 3 and p.list.minimumHeight() >= rows
    p.resize(p.width(), 40)  # the side panel squeezes the page
    p.show()
    qtbot.waitExposed(p)
    assert p.list.height() >= rows and not p.list.verticalScrollBar().isVisible()
