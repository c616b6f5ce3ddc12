"""Conquest's questions before a step ends with something still left to do (the "confirmations" setting).

`end_question(ctrl, action)` tells in words what a human would give up by ending movement
(`end_moves`) or by confirming production (`build`): units that could still move when nothing has
moved yet this turn (leaving some at home is normal play, so that is not asked), or production points
left that could still buy a unit (unspent PP are lost, R7.5). It is None when nothing is lost: then
nobody is asked. Holding an optional card (Armistice, Killer Torpedo) is no question: `card_hint(ctrl)`
is a line for the panel instead (ending the turn with it is normal play).

The turn controller shows the question through ui/game/end_confirm.py (`TurnController.end_step`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from conquest_qt.engine.rulesets.conquest.cards import COST
from conquest_qt.engine.view import frame
from conquest_qt.ui.game.end_confirm import Question
from conquest_qt.ui.rulesets.conquest.build_plan import BuildPlan
from conquest_qt.ui.text.card_text import card_name
from conquest_qt.ui.text.labels import units_text
from conquest_qt.ui.text.textutil import arg

t = QCoreApplication.translate  # lupdate reads t("EndQuestion", "…") (tools/update_translations.py alias)

END_ACTIONS = ("end_moves", "build")  # the steps that may ask (end_turn never does)
TURN_CARDS = ("killer_torpedo", "armistice")  # cards of the own execution phase (R9.1, R9.6)


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
        ctx = frame(ctrl.session.public(), "execution") or {}
        land, air, sub = movable_units(ctrl.legal)
        # Leaving units at home is normal play; ending before moving anything at all may be a slip.
        if not (land or air or sub) or ctx.get("moved") or ctx.get("immobile"):
            return None
        return Question(t("EndQuestion", "End movement?"),
                        t("EndQuestion", "You can still move %1.").replace("%1", units_text(land, air, sub)),
                        t("EndQuestion", "End movement anyway?"))
    plan = getattr(getattr(ctrl, "work", None), "plan", None)  # the production's (build.Production)
    if kind == "build" and ctrl.kind == "build" and plan is not None:
        could = still_buyable(plan)
        if not could:
            return None
        text = arg(t("EndQuestion", "You have %1 PP left, enough for %2. Production points you do not spend "
                                    "are lost."), plan.left(), t("EndQuestion", " or ").join(could))
        return Question(t("EndQuestion", "Confirm production?"), text, t("EndQuestion", "Confirm production anyway?"),
                        t("EndQuestion", "Confirm anyway"), t("EndQuestion", "Keep placing"))
    return None


def still_buyable(plan: BuildPlan) -> list[str]:
    """What the PP left could still buy, one entry per kind at its most ("4 tanks", "2 planes")."""
    out = []
    for kind in ("land", "air", "sub"):
        places = plan.places_for(kind)
        most = min(plan.left() // COST[kind], plan.supply.get(kind, 0) - plan.count(kind))
        if places and most > 0:
            out.append(units_text(*(most if k == kind else 0 for k in ("land", "air", "sub"))))
    return out


def card_hint(ctrl: Any) -> str:
    """A line for the panel while a card of the turn can still be played (a hint, never a question):
    when ending movement ends the turn (no battle follows), it says so."""
    cards = playable_cards(ctrl.legal)
    if not cards:
        return ""
    names = t("EndQuestion", " or ").join(card_name(c) for c in cards)
    if ctrl.kind == "movement" and not battles_pending(ctrl.session.public(), ctrl.player or ""):
        return t("EndQuestion", "You can still play %1. No battle follows, so ending movement ends your "
                                "turn.").replace("%1", names)
    if ctrl.kind in ("movement", "end_turn", "battle_choice"):
        return t("EndQuestion", "You can still play %1 this turn (optional).").replace("%1", names)
    return ""
