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
from conquest_qt.ui.text.labels import NameOf, colour_name, units_text
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.ruleset_text import words
from conquest_qt.ui.text.textutil import TrContext, arg

Event = dict[str, Any]
Formatter = Callable[[Event, NameOf], str]

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


PLURALS = EventText()


def who_in(e: Event, who: NameOf, key: str = "player") -> str:
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






def _game_over(e: Event, who: NameOf) -> str:
    if e.get("winner") is None:
        return t("EventText", "The game ends in a draw: the round limit is reached.")
    if e.get("reason") == "last_standing":
        return arg(t("EventText", "Victory for %1, the last player standing!"), who_in(e, who, "winner"))
    if e.get("reason") == "missions":
        return arg(t("EventText", "Victory for %1: three missions fulfilled and the own capital held!"),
                   who_in(e, who, "winner"))
    return arg(t("EventText", "Victory for %1: the target number of areas is reached!"), who_in(e, who, "winner"))






def _drawn(e: Event, who: NameOf) -> str:
    n = e.get("count", 0)
    return arg(PLURALS.draws(n), who_in(e, who))














def armies(n: int) -> str:
    return PLURALS.armies(int(n))










# event type -> (category, formatter) of the events every ruleset has; a ruleset's own: its EVENTS
# (ui/rulesets/<id>/texts.py), looked up first
TEXTS: dict[str, tuple[str, Callable[[Event, NameOf], str]] | None] = {
    "game_started": ("game", lambda e, who: t("EventText", "A new game begins.")),
    "start_player": ("game", lambda e, who: arg(t("EventText", "Starting player: %1."), who_in(e, who))),
    "neutral_areas": ("game", lambda e, who: arg(t("EventText", "Neutral areas: %1."), ", ".join(
        area_name(a) for a in e.get("areas", [])))),
    "claimed": ("game", lambda e, who: arg(t("EventText", "%2 claimed by %1."), who_in(e, who), area_name(e["area"]))),
    "round_started": ("game", lambda e, who: arg(t("EventText", "Round %1 begins."), e.get("round"))),
    "cards_drawn": ("cards", _drawn),
    "eliminated": ("game", lambda e, who: arg(t("EventText", "Eliminated: %1."), who_in(e, who))),
    "game_over": ("game", _game_over),
    # the nuclear add-on (VARIANTS.md V2), the same in every ruleset it extends
    "nukes_placed": ("production", lambda e, who: arg(t("EventText", "Nukes placed by %1 in %2."), who_in(e, who),
                                                      _counts(e.get("nuke")))),
    "nuke_declared": ("battle", lambda e, who: arg(t("EventText", "Nuclear attack by %1 from %2 on %3."),
                                                   who_in(e, who), area_name(e["from"]), area_name(e["to"]))),
    "nuke_intercepted": ("battle", lambda e, who: arg(t("EventText", "Nuclear attack on %2 intercepted by %1 from %3."),
                                                      who_in(e, who), area_name(e["to"]), area_name(e["at"]))),
    "nukes_destroyed": ("battle", lambda e, who: arg(t("EventText", "Nukes lost in %2 by %1: %3."),
                                                     who_in(e, who), area_name(e["area"]), e.get("count", 0))),
    "nuke_rolled": ("battle", lambda e, who: arg(t("EventText", "Nuclear roll on %1: %2 against %3."),
                                                 area_name(e["to"]), _faces(e.get("attacker_dice")),
                                                 _faces(e.get("defender_dice")))),
    "nuke_hits": ("battle", lambda e, who: arg(t("EventText", "Nuclear hits in %1 assigned by %2."),
                                               area_name(e["area"]), who_in(e, who, "owner"))),
    "nuke_stopped": ("battle", lambda e, who: arg(t("EventText", "Nuclear attack on %2 stopped by %1."),
                                                  who_in(e, who), area_name(e["to"]))),
    "contaminated": ("battle", lambda e, who: arg(t("EventText", "%1 is contaminated (custodian: %2)."),
                                                  area_name(e["area"]), who_in(e, who, "custodian"))),
    "contamination_decayed": ("game", lambda e, who: arg(
        t("EventText", "Contamination of %1 decays; markers left: %2."), area_name(e["area"]), e.get("markers", 0))),
    "area_freed": ("game", lambda e, who: arg(t("EventText", "%1 is free again."), area_name(e["area"]))),
    "free_area_taken": ("movement", lambda e, who: arg(t("EventText", "Free area %2 taken by %1."), who_in(e, who),
                                                       area_name(e["area"]))),
    "nukes_scrapped": ("battle", lambda e, who: arg(t("EventText", "Nukes scrapped in %1: %2; left: %3."),
                                                    area_name(e["area"]), e.get("scrapped", 0), e.get("left", 0))),
    "nukes_returned": ("battle", lambda e, who: arg(t("EventText", "Nukes of %1 in %2 return to the supply: %3."),
                                                    who_in(e, who, "owner"), area_name(e["area"]), e.get("count", 0))),
}


def _counts(where: dict[str, int] | None) -> str:
    """"Paris (2), Rome (1)": areas and counts, alphabetical by name."""
    return ", ".join(f"{name} ({n})" for name, n in sorted((area_name(a), n) for a, n in (where or {}).items()))


def _faces(faces: list[int] | None) -> str:
    return " ".join(str(f) for f in faces or ())


def ruleset_texts(ruleset: str) -> dict[str, tuple[str, Formatter] | None]:
    """A ruleset's own event texts, keyed by event type (its words' EVENTS)."""
    texts: dict[str, tuple[str, Formatter] | None] = words(ruleset).EVENTS
    return texts


def all_texts() -> dict[str, tuple[str, Formatter] | None]:
    """Every event text of every ruleset (the tests' coverage): the generic ones and each ruleset's."""
    out = dict(TEXTS)
    for rid in manifest.rulesets():
        out.update(ruleset_texts(rid))
    return out


def describe(event: Event, names: NameOf | None = None, ruleset: str | None = None) -> tuple[str, str] | None:
    """The event's log category and sentence; `names` names the players (default: by colour). The
    ruleset's own texts first (by (ruleset, event type): two rulesets may name an event alike), then the
    generic ones; without a ruleset, the first ruleset of the manifest that has the event."""
    kind = event.get("type", "")
    if ruleset is not None:
        entry = ruleset_texts(ruleset).get(kind, TEXTS.get(kind))
    else:
        entry = TEXTS.get(kind) if kind in TEXTS else all_texts().get(kind)
    if entry is None:
        return None
    category, fmt = entry
    return category, fmt(event, names or colour_name)


def category_name(category: str) -> str:
    return QCoreApplication.translate("EventText", CATEGORIES[category])

