"""Risk's dice (VARIANTS.md V1.7.3): faces 1–6 with pips, the attacker's red and the defender's white,
each side sorted high to low, compared pair by pair with ties to the defender, the losses below."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from conquest_qt.ui.rulesets.risk.dice import ATTACKER, DEFENDER, DIE, PIPS, ROW, RiskDice
from tests.helpers.window import settle

ROLL = {"type": "attack_rolled", "player": "red", "defender": "black", "from": "tehran", "to": "bombay",
        "attacker_dice": [2, 6, 4], "defender_dice": [4, 6], "pairs": [[6, 6, "attacker"], [4, 4, "attacker"]],
        "attacker_lost": 2, "defender_lost": 0}


def test_v1_7_every_face_has_its_pips() -> None:
    assert {f: len(p) for f, p in PIPS.items()} == {1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6}


def test_v1_7_sorted_pairs_ties_to_the_defender_and_losses(qtbot) -> None:
    dice = RiskDice()
    qtbot.addWidget(dice)
    assert dice.isHidden()  # nothing rolled yet
    dice.show_event(ROLL)
    assert dice.pairs.attacker == [6, 4, 2] and dice.pairs.defender == [6, 4]
    assert [p[2] for p in dice.pairs.pairs] == ["attacker", "attacker"]  # both ties: the attacker loses
    assert dice.losses.text() == "Losses: attacker 2, defender 0."
    dice.resize(420, dice.sizeHint().height() + 30)
    dice.show()
    image = settle(dice.pairs)
    x_att, x_def, _ = dice.pairs.columns()
    top = dice.pairs.fontMetrics().height() + 4
    body = image.pixelColor(int(x_att) + 4, top + DIE // 2)  # the die's edge area, beside its pips
    assert body == ATTACKER[0] or _near(body, ATTACKER[0])
    assert _near(image.pixelColor(int(x_def) + 4, top + DIE // 2), DEFENDER[0])


def _near(a: QColor, b: QColor, tol: int = 40) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


@pytest.mark.parametrize("lang", ["nl", "de"])
def test_the_roll_reads_in_dutch_and_german(qtbot, qapp, lang: str) -> None:
    from conquest_qt.ui.text import i18n

    dice = RiskDice()
    qtbot.addWidget(dice)
    dice.show_event(ROLL)
    i18n.install_language(qapp, lang)
    try:
        qapp.processEvents()  # the language change reaches the widget: it words the roll anew
        assert dice.losses.text() == {"nl": "Verliezen: aanvaller 2, verdediger 0.",
                                      "de": "Verluste: Angreifer 2, Verteidiger 0."}[lang]
    finally:
        i18n.remove_language(qapp)


def test_v1_7_dice_not_compared_show_their_pips_set_apart(qtbot) -> None:
    """Three attacking dice against one: the two lower ones are not compared, yet read like real dice."""
    dice = RiskDice()
    qtbot.addWidget(dice)
    dice.show_event({**ROLL, "defender_dice": [5], "pairs": [[6, 5, "defender"]], "attacker_lost": 0,
                     "defender_lost": 1})
    assert dice.pairs.attacker == [6, 4, 2]
    assert [dice.pairs.row_text(i) for i in range(3)] == ["6 > 5   Defender loses 1", "not compared",
                                                          "not compared"]
    dice.resize(420, dice.sizeHint().height() + 30)
    dice.show()
    image = settle(dice.pairs)
    x_att, _, _ = dice.pairs.columns()
    top = dice.pairs.fontMetrics().height() + 4
    left, y = x_att + 1, top + ROW + 1  # the second row's die, a 4: pips in the corners, none in the middle
    step = (DIE - 2) / 4
    pip = image.pixelColor(int(left + step), int(y + step))
    body = image.pixelColor(int(left + 2 * step), int(y + 2 * step))
    assert _contrast(pip, body) >= 100, "the pips of a die not compared stand out from its body"
    paired_body = image.pixelColor(int(x_att) + 4, top + DIE // 2)
    assert _contrast(body, paired_body) >= 60, "a die not compared looks unlike a compared one"


def _contrast(a: QColor, b: QColor) -> int:
    return sum(abs(x - y) for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))
