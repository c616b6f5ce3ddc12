"""Engine events in words (engine/events.py EVENT_TYPES), translated, with a log category each.

`describe(event, names)` returns (category, text) or None for events not worth a log line. Players are
named by `names` (colour -> name, e.g. labels.PlayerNames of the game's seats; without it by colour).
Private details never appear: which cards a player returned or drew is told as a count only.

A player's name is never the subject of a conjugated verb ("Berlin claimed by Anna.", "Roll by Anna in
Paris: …", "Eliminated: Anna."): whatever a player types as name ("You", "Wij", "Ich"), every sentence
stays grammatical in English, Dutch and German.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from conquest_qt import manifest
from conquest_qt.ui.text.card_text import card_name
from conquest_qt.ui.text.labels import NameOf, colour_name, units_text
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.ruleset_text import words
from conquest_qt.ui.text.textutil import TrContext, arg

Event = dict[str, Any]

CATEGORIES: dict[str, str] = {
    "game": QT_TRANSLATE_NOOP("EventText", "Game"),
    "cards": QT_TRANSLATE_NOOP("EventText", "Cards"),
    "production": QT_TRANSLATE_NOOP("EventText", "Production"),
    "movement": QT_TRANSLATE_NOOP("EventText", "Movement"),
    "battle": QT_TRANSLATE_NOOP("EventText", "Battles"),
}


t = QCoreApplication.translate  # lupdate reads t("EventText", "…") (tools/update_translations.py alias)


class EventText(TrContext):
    """The event texts with a count (plural forms, context "EventText")."""

    def dice(self, n: int) -> str:
        # Translators: the number of dice rolled ("3 dice"), inserted into "Roll by %1 in %3: %2, %4."
        return self.tr("%n dice", "", n)

    def explosions(self, n: int) -> str:
        return self.tr("%n explosion(s)", "", n)

    def sinks(self, n: int) -> str:
        return self.tr("%n submarine(s) sunk by %1.", "", n)

    def returns(self, n: int) -> str:
        return self.tr("%n card(s) returned by %1.", "", n)

    def draws(self, n: int) -> str:
        return self.tr("%n card(s) drawn by %1.", "", n)

    def armies(self, n: int) -> str:
        # Translators: Risk's units ("3 armies"), inserted into the Risk event texts
        return self.tr("%n army(s)", "", n)


_PLURAL = EventText()


def _c(e: Event, who: NameOf, key: str = "player") -> str:
    """The player named in the event's `key` field, by name (`who`, e.g. PlayerNames)."""
    return who(e.get(key))


def placements(e: Event) -> str:
    """Where a "built" event placed what: "5 tanks, 2 planes in Tokyo; 1 submarine in Sea of Japan"."""
    where: dict[str, list[int]] = {}
    for i, key in enumerate(("land", "air", "sub")):
        for area, n in (e.get(key) or {}).items():
            if n:
                where.setdefault(area, [0, 0, 0])[i] += n
    if not where:
        return units_text()
    # alphabetical, not in the order of the decision's fields (a loaded save's order may differ)
    named = sorted((area_name(a), n) for a, n in where.items())
    # Translators: what was built where, "5 tanks, 2 planes in Tokyo" (several joined by "; ")
    return t("EventText", "; ").join(arg(t("EventText", "%1 in %2"), units_text(*n), name) for name, n in named)


def _dice(e: Event, who: NameOf) -> str:
    n, k = len(e.get("faces", [])), e.get("explosions", 0)
    rolled, booms = _PLURAL.dice(n), _PLURAL.explosions(k)
    purpose = e.get("purpose")
    if purpose == "battle":
        src = QCoreApplication.translate("EventText", "Roll by %1 in %3: %2, %4.")
        return arg(src, _c(e, who), rolled, area_name(e.get("area", "")), booms)
    if purpose in ("secret_weapon", "treason"):
        src = QCoreApplication.translate("EventText", "Roll by %1 for %3: %2, %4.")
        return arg(src, _c(e, who), rolled, card_name(purpose), booms)
    if purpose == "missile":
        src = QCoreApplication.translate("EventText", "A missile rolls %1 against %2: %3.")
        return arg(src, rolled, _c(e, who), booms)
    if purpose == "super_production":
        src = QCoreApplication.translate("EventText", "Roll by %1 for Super Production: %2, %3.")
        return arg(src, _c(e, who), rolled, booms)
    if purpose == "killer_torpedo":
        src = QCoreApplication.translate("EventText", "Roll by %1 for Killer Torpedo: %2, %3.")
        return arg(src, _c(e, who), rolled, booms)
    return arg(QCoreApplication.translate("EventText", "Roll by %1: %2, %3."), _c(e, who), rolled, booms)


def _card_played(e: Event, who: NameOf) -> str:
    if e.get("target"):
        return arg(t("EventText", "%2 played by %1 against %3."), _c(e, who), card_name(e["card"]),
                   _c(e, who, "target"))
    return arg(t("EventText", "%2 played by %1."), _c(e, who), card_name(e["card"]))


def _game_over(e: Event, who: NameOf) -> str:
    if e.get("winner") is None:
        return t("EventText", "The game ends in a draw: the round limit is reached.")
    if e.get("reason") == "last_standing":
        return arg(t("EventText", "Victory for %1, the last player standing!"), _c(e, who, "winner"))
    if e.get("reason") == "missions":
        return arg(t("EventText", "Victory for %1: three missions fulfilled and the own capital held!"),
                   _c(e, who, "winner"))
    return arg(t("EventText", "Victory for %1: the target number of areas is reached!"), _c(e, who, "winner"))


def _sunk(e: Event, who: NameOf) -> str:
    n = sum(v.get("count", 0) for v in e.get("subs", []))
    return arg(_PLURAL.sinks(n), _c(e, who))


def _returned(e: Event, who: NameOf) -> str:
    n = len(e.get("cards", []))
    return arg(_PLURAL.returns(n), _c(e, who))


def _drawn(e: Event, who: NameOf) -> str:
    n = e.get("count", 0)
    return arg(_PLURAL.draws(n), _c(e, who))


def _moved(e: Event, who: NameOf) -> str:
    kind, n = e.get("kind"), e.get("count", 0)
    what = units_text(n if kind == "land" else 0, n if kind == "air" else 0, n if kind == "sub" else 0)
    return arg(t("EventText", "Move by %1: %2 from %3 to %4."), _c(e, who), what, area_name(e["from"]),
               area_name(e["to"]))


def _destroyed(e: Event, who: NameOf) -> str:
    return arg(t("EventText", "Losses of %1 in %3: %2."), _c(e, who, "owner"),
               units_text(e.get("land", 0), e.get("air", 0)), area_name(e["area"]))


def _mission(m: str) -> str:
    """A mission as the log names it: "B1 (Conquer 3 or more areas in one turn)" (the rulesets' words that
    name missions: Risk's, VARIANTS.md V1.11)."""
    for rid in manifest.rulesets():
        ruleset = words(rid)
        if m in getattr(ruleset, "MISSION_TEXTS", {}):
            return arg("%1 (%2)", m, ruleset.mission_text(m))
    return m


def _converted(e: Event, who: NameOf) -> str:
    return arg(t("EventText", "Treason in %1: %2 over from %3 to %4."), area_name(e["area"]),
               units_text(e.get("land", 0), e.get("air", 0)), _c(e, who, "from"), _c(e, who, "to"))


def _battle_started(e: Event, who: NameOf) -> str:
    return arg(t("EventText", "Battle for %1: attacker %2, defender %3; first roll: %4."), area_name(e["area"]),
               _c(e, who, "attacker"), _c(e, who, "defender"), _c(e, who, "first"))


def _phase_started(e: Event, who: NameOf) -> str:
    if e.get("phase") == "production":
        return arg(t("EventText", "Production of %1."), _c(e, who))
    return arg(t("EventText", "Execution phase of %1."), _c(e, who))


def _armies(n: int) -> str:
    return _PLURAL.armies(int(n))


def _risk_roll(e: Event, who: NameOf) -> str:
    """V1.7: both sides' dice and the comparison pair by pair ('6:6 ✗' lost by the attacker)."""
    pairs = " ".join(f"{a}:{d}" for a, d, _ in e.get("pairs", []))
    return arg(t("EventText", "Attack on %2 by %1 from %3: %4 against %5 (%6); losses: %7 for the attacker, "
                              "%8 for %9."),
               _c(e, who), area_name(e["to"]), area_name(e["from"]),
               " ".join(map(str, e.get("attacker_dice", []))), " ".join(map(str, e.get("defender_dice", []))),
               pairs, _armies(e.get("attacker_lost", 0)), _armies(e.get("defender_lost", 0)),
               _c(e, who, "defender"))


def _armies_placed(e: Event) -> str:
    """Where a Risk "placed" event put its armies, most first: "4 armies in Rio de Janeiro, 2 in Lima"
    (the first count with its noun, the others bare; areas of equal count alphabetically)."""
    where = sorted(((int(n), area_name(a)) for a, n in (e.get("land") or {}).items() if n),
                   key=lambda item: (-item[0], item[1]))
    if not where:
        return _armies(0)
    parts = [arg(t("EventText", "%1 in %2"), _armies(n) if i == 0 else n, name) for i, (n, name) in enumerate(where)]
    return t("EventText", ", ").join(parts)


def _reinforcements(e: Event, who: NameOf) -> str:
    """V1.5: the total and where it comes from."""
    return arg(t("EventText", "Reinforcements for %1: %2 (%3 for areas and cities, %4 for continents, "
                              "%5 for capitals, %6 minimum, %7 from the trade, %8 from rewards)."),
               _c(e, who), _armies(e.get("total", 0)), e.get("area_armies", 0), e.get("continents", 0),
               e.get("capitals", 0), e.get("minimum", 0), e.get("trade", 0), e.get("rewards", 0))


def _order(e: Event, who: NameOf) -> str:
    return arg(t("EventText", "Turn order: %1."), QCoreApplication.translate("EventText", ", ").join(
        who(p) for p in e.get("order", [])))


# event type -> (category, formatter); None = no log line
TEXTS: dict[str, tuple[str, Callable[[Event, NameOf], str]] | None] = {
    "game_started": ("game", lambda e, who: t("EventText", "A new game begins.")),
    "start_player": ("game", lambda e, who: arg(t("EventText", "Starting player: %1."), _c(e, who))),
    "neutral_areas": ("game", lambda e, who: arg(t("EventText", "Neutral areas: %1."), ", ".join(
        area_name(a) for a in e.get("areas", [])))),
    "claimed": ("game", lambda e, who: arg(t("EventText", "%2 claimed by %1."), _c(e, who), area_name(e["area"]))),
    "round_started": ("game", lambda e, who: arg(t("EventText", "Round %1 begins."), e.get("round"))),
    "turn_order": ("game", _order),
    "phase_started": ("game", _phase_started),
    "cards_returned": ("cards", _returned),
    "cards_drawn": ("cards", _drawn),
    "card_played": ("cards", _card_played),
    "missile_cancelled": ("cards", lambda e, who: arg(t("EventText", "Missile stopped by the Space Shield of %1."),
                                                      _c(e, who))),
    "dice_rolled": ("battle", _dice),
    "production_points": ("production", lambda e, who: arg(t("EventText", "PP to spend for %1: %2."), _c(e, who),
                                                           e.get("pp", 0))),
    "built": ("production", lambda e, who: arg(t("EventText", "Built by %1: %2."), _c(e, who), placements(e))),
    "moved": ("movement", _moved),
    "transported": ("movement", lambda e, who: arg(
        t("EventText", "Shipped by %1: %2 from %3 to %4 across the %5."), _c(e, who), units_text(e.get("count", 0)),
        area_name(e["from"]), area_name(e["to"]), area_name(e["sea"]))),
    "battle_started": ("battle", _battle_started),
    "units_destroyed": ("battle", _destroyed),
    "units_converted": ("battle", _converted),
    "flag_taken": ("battle", lambda e, who: arg(t("EventText", "%2 conquered by %1 from %3."), _c(e, who),
                                                area_name(e["area"]), _c(e, who, "previous"))),
    "battle_ended": ("battle", lambda e, who: arg(t("EventText", "The battle for %1 is over, won by %2."),
                                                  area_name(e["area"]), _c(e, who, "winner"))),
    "subs_sunk": ("battle", _sunk),
    "armistice_started": ("cards", lambda e, who: arg(t("EventText", "Armistice between %1 and %2."), _c(e, who),
                                                      _c(e, who, "target"))),
    "armistice_ended": ("cards", lambda e, who: arg(t("EventText", "End of the armistice between %1 and %2."),
                                                    _c(e, who), _c(e, who, "target"))),
    "eliminated": ("game", lambda e, who: arg(t("EventText", "Eliminated: %1."), _c(e, who))),
    "turn_ended": ("movement", lambda e, who: arg(t("EventText", "Turn ended: %1."), _c(e, who))),
    "game_over": ("game", _game_over),
    # Risk (VARIANTS.md V1)
    "capital_placed": ("game", lambda e, who: arg(t("EventText", "Capital of %1: %2."), _c(e, who),
                                                  area_name(e["area"]))),
    "cities_drawn": ("game", lambda e, who: arg(t("EventText", "Cities: %1."), ", ".join(
        area_name(a) for a in e.get("areas", [])))),
    "turn_started": ("game", lambda e, who: arg(t("EventText", "Turn of %1."), _c(e, who))),
    "mission_gained": ("game", lambda e, who: arg(t("EventText", "Mission %2 fulfilled by %1."), _c(e, who),
                                                  _mission(str(e.get("mission", ""))))),
    "traded": ("cards", lambda e, who: arg(t("EventText", "Traded by %1: %2 (%3 stars) for %4."), _c(e, who),
                                           ", ".join(area_name(a) for a in e.get("cards", [])), e.get("stars", 0),
                                           _armies(e.get("armies", 0)))),
    "reinforcements": ("production", _reinforcements),
    "placed": ("production", lambda e, who: arg(t("EventText", "Placed by %1: %2."), _c(e, who),
                                                _armies_placed(e))),
    "attack_rolled": ("battle", _risk_roll),
    "conquered": ("battle", lambda e, who: arg(t("EventText", "%2 conquered by %1 from %3."), _c(e, who),
                                               area_name(e["area"]), _c(e, who, "defender"))),
    "occupied": ("battle", lambda e, who: arg(t("EventText", "Move by %1: %2 from %3 to %4."), _c(e, who),
                                              _armies(e.get("count", 0)), area_name(e["from"]),
                                              area_name(e["to"]))),
    "fortified": ("movement", lambda e, who: arg(t("EventText", "Move by %1: %2 from %3 to %4."), _c(e, who),
                                                 _armies(e.get("count", 0)), area_name(e["from"]),
                                                 area_name(e["to"]))),
}


def describe(event: Event, names: NameOf | None = None) -> tuple[str, str] | None:
    """The event's log category and sentence; `names` names the players (default: by colour)."""
    entry = TEXTS.get(event.get("type", ""))
    if entry is None:
        return None
    category, fmt = entry
    return category, fmt(event, names or colour_name)


def category_name(category: str) -> str:
    return QCoreApplication.translate("EventText", CATEGORIES[category])

