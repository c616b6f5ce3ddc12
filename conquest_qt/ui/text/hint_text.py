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

    def nuke(self, n: int) -> str:
        return self.tr("Nuclear attack from %1 on %2 with %n nuke(s).", "", n)

    def bought(self, n: int) -> str:
        return self.tr("Buy %n nuke(s) in %1.", "", n)

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
    """One suggested answer ("Move 3 tanks from Paris to Berlin."); nukes a purchase buys follow it (V2.1)."""
    text = _action_text(action, names, ruleset)
    if action.get("type") != "nuke" and action.get("nuke") and action.get("type") != "hits":
        text = " ".join([text, *(arg(_P.bought(n), area_name(area))
                                 for area, n in sorted(action["nuke"].items()) if n)])
    return text


def _nuclear_text(a: dict[str, Any]) -> str | None:
    """The nuclear add-on's answers (VARIANTS.md V2.2-V2.8), or None."""
    typ = a.get("type")
    if typ == "nuke":
        if "count" in a:
            return arg(_P.nuke(int(a["count"])), area_name(a["from"]), area_name(a["to"]))
        return arg(t("HintText", "Nuclear attack from %1 on %2 with every unused nuke there."),
                   area_name(a["from"]), area_name(a["to"]))
    if typ == "intercept":
        return arg(t("HintText", "Intercept from %1, losing %2."), area_name(a["at"]),
                   words("nuclear").unit_word(a["lose"], 1))
    if typ == "stop":
        return t("HintText", "Stop the nuclear attack.")
    if typ == "occupy_free":
        return arg(t("HintText", "Move %1 from %2 into the free area %3."), _ARMIES.armies(a["count"]),
                   area_name(a["from"]), area_name(a["to"]))
    if typ == "hits" and ("nuke" in a or "army" in a):
        parts = [units_text(a.get("land", 0), a.get("air", 0))] if a.get("land") or a.get("air") else []
        if a.get("army"):
            parts.append(_ARMIES.armies(a["army"]))
        parts += [arg(t("EventText", "%1 in %2"), words("nuclear").unit_word("nuke", n), area_name(area))
                  for area, n in sorted((a.get("nuke") or {}).items())]
        return arg(t("HintText", "Hits on %1."), t("EventText", "; ").join(parts))
    return None


def _action_text(action: dict[str, Any], names: NameOf, ruleset: str) -> str:
    a, typ = action, action.get("type")
    nuclear = _nuclear_text(a)
    if nuclear is not None:
        return nuclear
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
