"""Asking before a step ends with something still left to do (the "confirmations" setting).

`end_question(ctrl, action)` tells in words what a human would give up by ending movement
(`end_moves`) or the turn (`end_turn`): units that could still move when nothing has moved yet this
turn (leaving some at home is normal play, so that is not asked), or an Armistice / Killer Torpedo
that can no longer be played this turn. It is None when nothing is lost: then nobody is asked.

`open_question(parent, question, answered)` shows it as a Yes/No box with a "Don't ask again" check
box. The box is window-modal but opened with `open()`, never `exec()`: nothing blocks (offscreen UI
tests go on; conquest_qt/ui/scripted.py answers the box through its Yes button), and the answer comes
back through `answered(yes, never_again)`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

from conquest_qt.ui import theme
from conquest_qt.ui.card_text import card_name
from conquest_qt.ui.labels import units_text

t = QCoreApplication.translate  # lupdate reads t("EndQuestion", "…") (tools/update_translations.py alias)

END_ACTIONS = ("end_moves", "end_turn")
TURN_CARDS = ("killer_torpedo", "armistice")  # cards of the own execution phase (R9.1, R9.6)


class Question(NamedTuple):
    title: str
    text: str  # what is left to do
    question: str  # "End movement anyway?"


def movable_units(legal: list[dict[str, Any]]) -> tuple[int, int, int]:
    """Tanks, planes and submarines that could still move (moves and transports are templates whose
    count is the most units allowed from that place)."""
    most: dict[tuple[str, str], int] = {}
    for a in legal:
        if a.get("type") == "move":
            key = (a["from"], a["kind"])
        elif a.get("type") == "transport":
            key = (a["from"], "land")
        else:
            continue
        most[key] = max(most.get(key, 0), int(a.get("count", 0)))
    land, air, sub = (sum(n for (_, k), n in most.items() if k == kind) for kind in ("land", "air", "sub"))
    return land, air, sub


def battles_pending(public: dict[str, Any], player: str) -> bool:
    """Would a battle follow the movement (own land or air units in an area someone else owns, R8.2)?"""
    owners = public.get("owners", {})
    return any(player in by and owners.get(area) != player for area, by in public.get("units", {}).items())


def playable_cards(legal: list[dict[str, Any]]) -> list[str]:
    found = {a.get("card") for a in legal if a.get("type") == "play"}
    return [c for c in TURN_CARDS if c in found]


def end_question(ctrl: Any, action: dict[str, Any]) -> Question | None:
    """What ending now gives up, for the human on screen (ctrl: a TurnController); None: nothing."""
    kind = action.get("type")
    if kind == "end_moves" and ctrl.kind == "movement":
        parts = []
        public = ctrl.session.public()
        ctx = public.get("ctx") or {}
        land, air, sub = movable_units(ctrl.legal)
        # Leaving units at home is normal play; ending before moving anything at all may be a slip.
        if (land or air or sub) and not (ctx.get("moved") or ctx.get("immobile")):
            parts.append(t("EndQuestion", "You can still move %1.").replace("%1", units_text(land, air, sub)))
        cards = playable_cards(ctrl.legal)
        if cards and not battles_pending(public, ctrl.player or ""):
            names = t("EndQuestion", " or ").join(card_name(c) for c in cards)
            parts.append(t("EndQuestion", "No battle follows, so your turn ends as well: you cannot play %1 "
                                          "any more this turn.").replace("%1", names))
        if not parts:
            return None
        return Question(t("EndQuestion", "End movement?"), " ".join(parts), t("EndQuestion", "End movement anyway?"))
    if kind == "end_turn" and ctrl.kind == "end_turn":
        cards = playable_cards(ctrl.legal)
        if not cards:
            return None
        names = t("EndQuestion", " or ").join(card_name(c) for c in cards)
        text = t("EndQuestion", "You can still play %1 this turn; after that it has to wait for your next "
                                "execution phase.").replace("%1", names)
        return Question(t("EndQuestion", "End your turn?"), text, t("EndQuestion", "End your turn anyway?"))
    return None


def open_question(parent: QWidget | None, question: Question,
                  answered: Callable[[bool, bool], None]) -> QMessageBox:
    """The question as a window-modal Yes/No box, opened without blocking; No is the default button
    (an Enter pressed once too often keeps the step). `answered(yes, never_again)` follows the click."""
    box = QMessageBox(QMessageBox.Icon.Question, question.title, question.text,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    theme.paper_message_box(box)
    box.setObjectName("end_question")
    box.setInformativeText(question.question)
    box.setDefaultButton(QMessageBox.StandardButton.No)
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
