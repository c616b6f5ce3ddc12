"""The "What would the computer do?" hint in words: the suggested answer (`action_text`, an action of
either ruleset as the engine takes it) and why a hint cannot be given now (`refusal_text`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from conquest_qt.ui.text.card_text import card_name
from conquest_qt.ui.text.event_text import EventText, placements
from conquest_qt.ui.text.labels import NameOf, colour_name, units_text
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.ruleset_text import words
from conquest_qt.ui.text.textutil import TrContext, arg

t = QCoreApplication.translate  # lupdate reads t("HintText", "…") (tools/update_translations.py alias)

REFUSALS: dict[str, str] = {
    "not_your_turn": QT_TRANSLATE_NOOP("HintText", "A hint is for your own decision: it is not your turn."),
    "hidden": QT_TRANSLATE_NOOP("HintText", "Take the seat first (hand-over): then ask for a hint."),
    "busy": QT_TRANSLATE_NOOP("HintText", "Wait until the moves on the board have landed, then ask again."),
    "thinking": QT_TRANSLATE_NOOP("HintText", "The computer is still thinking about your position…"),
    "over": QT_TRANSLATE_NOOP("HintText", "The game is over: no decision left to hint at."),
    "unavailable": QT_TRANSLATE_NOOP("HintText", "No hints for these rules yet."),
}


def refusal_text(code: str) -> str:
    return t("HintText", REFUSALS[code])


class HintText(TrContext):
    """Suggested answers with a count (plural forms, context "HintText")."""

    def trade(self, n: int) -> str:
        return self.tr("Trade %n card(s).", "", n)

    def occupy(self, n: int) -> str:
        return self.tr("Move %n army(s) into the conquered area.", "", n)

    def plan(self, n: int) -> str:
        return self.tr("The computer's plan: %n step(s).", "", n)


_P = HintText()
_ARMIES = EventText()


def _units(kind: str, n: int) -> str:
    return units_text(n if kind == "land" else 0, n if kind == "air" else 0, n if kind == "sub" else 0)


def _risk_places(land: dict[str, int]) -> str:
    named = sorted((area_name(a), n) for a, n in land.items() if n)
    return t("EventText", "; ").join(arg(t("EventText", "%1 in %2"), _ARMIES.armies(n), name) for name, n in named)


def action_text(action: dict[str, Any], names: NameOf = colour_name, ruleset: str = "conquest") -> str:
    """One suggested answer ("Move 3 tanks from Paris to Berlin.")."""
    a, typ = action, action.get("type")
    if typ == "claim":
        return arg(t("HintText", "Claim %1."), area_name(a["area"]))
    if typ == "place_capital":
        return arg(t("HintText", "Capital in %1."), area_name(a["area"]))
    if typ == "place":
        return arg(t("HintText", "Place %1."), _risk_places(a.get("land", {})))
    if typ == "build":
        return arg(t("HintText", "Build %1."), placements(a))
    if typ == "move":
        return arg(t("HintText", "Move %1 from %2 to %3."), _units(a["kind"], a["count"]), area_name(a["from"]),
                   area_name(a["to"]))
    if typ == "transport":
        return arg(t("HintText", "Ship %1 from %2 to %3."), _units("land", a["count"]), area_name(a["from"]),
                   area_name(a["to"]))
    if typ == "fortify":
        return arg(t("HintText", "Move %1 from %2 to %3."), _ARMIES.armies(a["count"]), area_name(a["from"]),
                   area_name(a["to"]))
    if typ == "attack":
        return arg(t("HintText", "Attack %2 from %1."), area_name(a["from"]), area_name(a["to"]))
    if typ == "occupy":
        return _P.occupy(a["count"])
    if typ == "trade":
        return _P.trade(len(a["cards"]))
    if typ == "play":
        if a.get("target"):
            return arg(t("HintText", "Play %1 against %2."), card_name(a["card"]), names(a["target"]))
        return arg(t("HintText", "Play %1."), card_name(a["card"]))
    if typ == "battle":
        return arg(t("HintText", "Fight the battle for %1 next."), area_name(a["area"]))
    if typ == "roll":
        return t("HintText", "Roll the dice.")
    if typ == "hits":
        return arg(t("HintText", "Hits on %1."), units_text(a["land"], a["air"]))
    if typ == "sink":
        return arg(t("HintText", "Sink %1."), t("EventText", "; ").join(
            arg(t("EventText", "%1 in %2"), _units("sub", s["count"]), area_name(s["sea"])) for s in a["subs"]))
    if typ == "return_cards":
        return arg(t("HintText", "Return %1."), t("ReasonText", ", ").join(card_name(c) for c in a["cards"]))
    if typ == "pass":
        return str(words(ruleset).pass_hint())
    if typ == "end_moves":
        return t("HintText", "End movement.")
    if typ == "end_attacks":
        return t("HintText", "Stop attacking.")
    if typ == "end_turn":
        return t("HintText", "End the turn.")
    return str(typ)


def plan_heading(steps: int) -> str:
    return _P.plan(steps) if steps > 1 else t("HintText", "The computer would:")
