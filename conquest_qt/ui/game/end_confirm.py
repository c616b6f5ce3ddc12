"""Asking before a step ends with something still left to do (the "confirmations" setting): the
question and its box, for every ruleset (what is left to do is the ruleset's: Conquest's
ui/rulesets/conquest/end_question.py).

`open_question(parent, question, answered)` shows it as a box with a "Don't ask again" check box.
Its default button is what the player just asked for (an Enter on the main action and a second Enter
go through: the player's evident intent); the other button keeps the step. The box is window-modal but
opened with `open()`, never `exec()`: nothing blocks (offscreen UI tests go on; tests/helpers/scripted.py
answers the box through its Yes button), and the answer comes back through `answered(yes, never_again)`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

from conquest_qt.ui.theme import message_boxes

t = QCoreApplication.translate  # lupdate reads t("EndQuestion", "…") (tools/update_translations.py alias)


class Question(NamedTuple):
    title: str
    text: str  # what is left to do
    question: str  # "End movement anyway?"
    yes: str = ""  # the default button's text ("Confirm anyway"); "" keeps Yes
    no: str = ""  # the button that keeps the step ("Keep placing"); "" keeps No


def open_question(parent: QWidget | None, question: Question,
                  answered: Callable[[bool, bool], None]) -> QMessageBox:
    """The question as a window-modal Yes/No box, opened without blocking; Yes (what the player asked
    for) is the default button, Escape keeps the step. `answered(yes, never_again)` follows the click."""
    box = QMessageBox(QMessageBox.Icon.Question, question.title, question.text,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    message_boxes.paper_message_box(box)
    box.setObjectName("end_question")
    box.setInformativeText(question.question)
    if question.yes:
        box.button(QMessageBox.StandardButton.Yes).setText(question.yes)
    if question.no:
        box.button(QMessageBox.StandardButton.No).setText(question.no)
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    box.setEscapeButton(QMessageBox.StandardButton.No)
    never = QCheckBox(t("EndQuestion", "Don't ask again"))
    never.setObjectName("never_again")
    never.setToolTip(t("EndQuestion", "You can turn the question back on in Game → Settings."))
    box.setCheckBox(never)

    def done(_result: int) -> None:
        yes = box.clickedButton() is box.button(QMessageBox.StandardButton.Yes)
        answered(yes, never.isChecked())
        box.deleteLater()

    box.finished.connect(done)
    box.open()
    return box


def ask_to_end(win: Any, question: Question, proceed: Callable[[], None]) -> None:
    """The turn controller's `ask` for the window `win`: a non-blocking Yes/No box kept in `win.question`;
    `proceed` runs on Yes. Without confirmations (the setting, or a spectator) it proceeds at once;
    "Don't ask again" stores confirmations=False with `win.store_setting`."""
    if not win.confirmations_on():
        proceed()
        return
    if win.question is not None:  # already asking (a second E or Enter): the open box answers
        return

    def answered(yes: bool, never_again: bool) -> None:
        win.question = None
        if never_again:
            win.store_setting(confirmations=False)
        if yes:
            proceed()

    win.question = open_question(win, question, answered)

