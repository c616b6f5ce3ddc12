"""The side panel's hint box: the suggested steps and the reasons in words, plain text only (player
names shown as typed), Apply and Dismiss, the words anew on a language change."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from conquest_qt.ai.reason_codes import Code, Explanation, Reason
from conquest_qt.ui.game.game_setup import Seat
from conquest_qt.ui.game.hint import Hint
from conquest_qt.ui.panels.hint_panel import MAX_STEPS, HintPanel
from conquest_qt.ui.text import i18n
from conquest_qt.ui.text.labels import PlayerNames

BOLD = "<b>Bold</b>"


def _hint(steps: int = 1) -> Hint:
    moves = tuple({"type": "move", "kind": "land", "from": "paris", "to": "berlin", "count": 1} for _ in range(steps))
    ex = Explanation(moves[0], (Reason(Code.ATTACK, {"target": "berlin", "owner": "blue", "odds": 0.7, "size": 4,
                                                     "defenders": 2}),
                                Reason(Code.LEADER, {"player": "blue", "areas": 20, "target": 22}),
                                Reason(Code.LEADER, {"player": "blue", "areas": 20, "target": 22})), moves)
    return Hint("red", "movement", 1, ex)


def test_steps_and_reasons_in_plain_text_with_names_as_typed(qtbot) -> None:
    panel = HintPanel()
    qtbot.addWidget(panel)
    panel.bind(PlayerNames([Seat("red", "Anna", True), Seat("blue", BOLD, False, "hard")]), "conquest")
    assert panel.isHidden()
    panel.show_thinking()
    assert not panel.isHidden() and panel.apply_button.isHidden()
    panel.show_hint(_hint(3))
    for label in (panel.heading, panel.steps, panel.reasons):
        assert label.textFormat() == Qt.TextFormat.PlainText
    assert BOLD in panel.reasons.text()  # the name as typed, never read as markup
    assert panel.reasons.text().count("\n") == 1  # the repeated reason once
    assert panel.steps.text().startswith("1. ") and "3. " in panel.steps.text()
    applied: list[bool] = []
    panel.applyRequested.connect(lambda: applied.append(True))
    panel.apply_button.click()
    assert applied
    panel.clear()
    assert panel.isHidden()


def test_long_plans_are_counted_and_the_words_follow_the_language(qtbot, qapp) -> None:
    panel = HintPanel()
    qtbot.addWidget(panel)
    panel.show_hint(_hint(MAX_STEPS + 4))
    assert panel.steps.text().count("\n") == MAX_STEPS
    english = panel.reasons.text()
    i18n.install_language(qapp, "nl")
    try:
        QCoreApplication.processEvents()
        assert panel.title() == "Wat zou de computer doen?"
        assert panel.reasons.text() != english and "Aanval op Berlijn" in panel.reasons.text()
    finally:
        i18n.remove_language(qapp)
