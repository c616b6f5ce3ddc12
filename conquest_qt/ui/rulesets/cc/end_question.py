"""Comanda & Conquista's question before the turn ends (the "confirmations" setting, ui/game/end_confirm.py).

What a player expects: credits are kept from turn to turn (V3.4), so ending a turn with credits left is normal
play and never asked; ending it with nothing done at all (no purchase, move, attack, defence, conversion…)
while the credits would still buy a division is most likely a slip (an E or an Enter too many), so that alone
is asked. `end_question(ctrl)` is None when nobody is asked.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from conquest_qt.ui.game.end_confirm import Question
from conquest_qt.ui.text.textutil import arg

t = QCoreApplication.translate  # lupdate reads t("EndQuestion", "…") (tools/update_translations.py alias)

TURN_ENDS = frozenset({"end_turn", "choose_home"})  # a player's entry that closes his previous turn


def acted_this_turn(log: Sequence[dict[str, Any]], player: str) -> bool:
    """Has `player` taken an action since his last turn ended (another player's retreat in between aside)?"""
    for entry in reversed(log):
        if entry.get("player") != player:
            continue
        return str(entry.get("action", {}).get("type")) not in TURN_ENDS
    return False


def end_question(ctrl: Any) -> Question | None:
    """Ending the turn now, for the human on screen (ctrl: a TurnController): asked only when nothing was done
    this turn and a division could still be bought."""
    d = ctrl.session.decision
    if ctrl.kind != "turn" or d is None:
        return None
    if not any(a.get("type") == "buy" for a in ctrl.legal):
        return None
    logged = getattr(ctrl.session.driver, "logged", None)
    if logged is None or acted_this_turn(logged.log, d[0]):
        return None
    credits = int(ctrl.session.public().get("credits", {}).get(d[0], 0))
    return Question(t("EndQuestion", "End the turn?"),
                    arg(t("EndQuestion", "You have done nothing this turn, and your credits (%1) would still buy "
                                         "divisions. Credits you keep are yours in later turns."), credits),
                    t("EndQuestion", "End the turn anyway?"),
                    t("EndQuestion", "End anyway"), t("EndQuestion", "Keep playing"))


def end_turn(ctrl: Any) -> bool:
    """End the turn (the page's End turn, E), after the question when there is one."""
    return bool(ctrl.end_step({"type": "end_turn"}, lambda: end_question(ctrl)))
