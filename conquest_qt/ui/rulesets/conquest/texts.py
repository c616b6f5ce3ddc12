"""Conquest's words (RULES.md) that generic code looks up by (ruleset, name) (ui/text/ruleset_text.py):
the new-game dialog's description, step hints, a hint's pass, the attack reason, the players table's
forces column, the hand's cards, the luck page, the replay's forces and cards, the game-over line.

A module of the text layer: it imports only ui/text (and the engine). The sources keep the contexts of
the widgets that show them, so their translations stay where they were."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication

from conquest_qt.engine.units import on_board
from conquest_qt.ui.text.card_text import card_name
from conquest_qt.ui.text.event_text import PLURALS, Event, Formatter, placements, who_in
from conquest_qt.ui.text.labels import NameOf, colour_name, units_text
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import arg

t = QCoreApplication.translate

HELP = "rules"  # its rules text in Help (ui/text/i18n.RULES_KINDS)
OPTION_FIELDS = ("faces", "target")  # the new-game dialog's rules options it takes (the others are shared)
VERSIONS: tuple[str, ...] = ()  # no versions to choose
CARD_REFERENCE = True  # Help → Cards: the 60 cards' reference
CARD_ROLLS = True  # the luck page's table of card rolls (R9)
# the events the briefing 'since your last turn' tells (ui/game/briefing.py; the others are either hidden,
# noise, or on the board already: phases, dice)
BRIEFED = frozenset({
    "built", "moved", "transported", "flag_taken", "battle_ended", "units_converted", "units_destroyed",
    "card_played", "missile_cancelled", "subs_sunk", "armistice_ended", "eliminated", "dice_rolled",
})  # (an armistice's start is its card, played against someone)


def briefed(ev: dict[str, Any], public: Any) -> list[dict[str, Any]]:
    """The events the briefing tells for one logged event: the event itself."""
    return [ev]


MEASURES: dict[str, str] = {}  # statistics measure names of its own (ui/text/stats_text.MEASURES has them all)


def ruleset_name() -> str:
    return t("NewGameDialog", "Conquest")


def ruleset_help() -> str:
    return t("NewGameDialog", "The board game Conquest: tanks, planes and submarines, production, explosion dice "
                              "and 60 cards; win by holding the target number of areas.")


def step_hint(kind: str) -> str:
    """What the player on screen does in a decision of this kind (the status line)."""
    texts = {
        "claim": t("Hint", "Click a free area to claim it (keys: Tab to it, then Enter; "
                           "Ctrl+G finds one by name)."),
        "return_cards": t("Hint", "Choose the cards to return, then confirm."),
        "missiles": t("Hint", "Fire a ballistic missile at the producing player, or pass."),
        "shield": t("Hint", "Missiles are coming: play a space shield, or pass."),
        "build": t("Hint", "Click your areas (or a bordering sea for submarines) to place units; "
                           "right-click removes; Enter confirms. Keys: Tab, Space places, Delete "
                           "removes, Ctrl+Enter confirms."),
        "movement": t("Hint", "Click an area with your units, then a highlighted destination "
                              "(keys: Tab, Enter). E ends movement."),
        "battle_choice": t("Hint", "Choose the next battle: click a highlighted area (or Tab, Enter)."),
        "battle_roll": t("Hint", "Roll the dice (R), or play a battle card first."),
        "hits": t("Hint", "Choose which enemy units your explosions hit."),
        "sink": t("Hint", "Choose the submarines your torpedo sinks."),
        "end_turn": t("Hint", "End your turn (Enter), or play an armistice."),
    }
    return texts.get(kind, "")


def pass_hint() -> str:
    return t("HintText", "Pass.")


def attack_reason(size: int) -> str:
    from conquest_qt.ui.text.reason_text import REASONS

    return REASONS.attack(size)


def forces_column() -> tuple[str, str]:
    """The players table's forces column: its heading and tooltip."""
    # the heading says what the three numbers are ("14 / 0 / 0"), in small words under "Units"
    #: Translators: short words for tanks, planes and submarines under the players table's "Units" heading
    kinds = html.escape(t("PlayersPanel", "tanks/planes/subs"))
    heading = arg("%1<br><span style='font-size:small; font-weight:normal'>%2</span>", t("PlayersPanel", "Units"),
                  kinds)
    return heading, t("PlayersPanel", "Tanks / planes / submarines")


def extra_columns(options: Any = None) -> list[tuple[str, str]]:
    return []


def forces_cell(pub: dict[str, Any], colour: str, land: int, air: int, sub: int) -> tuple[str, str | None]:
    return f"{land} / {air} / {sub}", units_text(land, air, sub)  # "3 tanks, 1 plane"


def extra_cells(pub: dict[str, Any], colour: str) -> list[str]:
    return []


def card_tile(card: str) -> tuple[str, str] | None:
    """A card in the hand as a plain label (name, tooltip); None: the hand panel's card tile."""
    return None


def luck_words() -> tuple[str, str, str]:
    """The luck page's title, its counted column and its note."""
    return (t("LuckPage", "Explosions rolled, against what fair dice would give on average:"),
            t("LuckPage", "Explosions"),
            t("LuckPage", "Luck counts each roll for the player it helps (missiles fired at a player count against "
                          "him). A deviation is the usual spread of fair dice: within one either way is ordinary, "
                          "beyond two is rare. A battle counts as won against the odds when its attacker's chance "
                          "was below one half as it began."))


def forces_text(land: int, air: int, sub: int) -> str:
    """A player's forces in the replay window."""
    return units_text(land, air, sub)


def card_label(kind: str) -> str:
    """A card of this type (the view's card type) in the replay window."""
    return card_name(kind)


def final_columns() -> tuple[str, ...]:
    """The game-over table's columns after the areas."""
    return t("GameOverScreen", "Tanks"), t("GameOverScreen", "Planes"), t("GameOverScreen", "Submarines")


def final_cells(pub: dict[str, Any], colour: str) -> list[int]:
    have = on_board(pub["units"], colour)
    return [have.get("land", 0), have.get("air", 0), have.get("sub", 0)]


def won_text(pub: dict[str, Any], winner: str, name: str) -> str:
    """The game-over heading and line of a won game (R12: the target number of areas)."""
    areas = sum(1 for owner in pub["owners"].values() if owner == winner)
    # Translators: "Anna wins!" / "20 areas in round 12, playing Red." (the round the game was won in)
    return arg(t("GameOverScreen", "<h1>%1 wins!</h1><p>%3 areas in round %4, playing %2.</p>"),
               html.escape(name), colour_name(winner), areas, int(pub["round"]))  # split_heading unescapes


# --- the log: Conquest's own events (engine events in words; the generic ones: ui/text/event_text.py) ---


def _dice(e: Event, who: NameOf) -> str:
    n, k = len(e.get("faces", [])), e.get("explosions", 0)
    rolled, booms = PLURALS.dice(n), PLURALS.explosions(k)
    purpose = e.get("purpose")
    if purpose == "battle":
        src = QCoreApplication.translate("EventText", "Roll by %1 in %3: %2, %4.")
        return arg(src, who_in(e, who), rolled, area_name(e.get("area", "")), booms)
    if purpose in ("secret_weapon", "treason"):
        src = QCoreApplication.translate("EventText", "Roll by %1 for %3: %2, %4.")
        return arg(src, who_in(e, who), rolled, card_name(purpose), booms)
    if purpose == "missile":
        src = QCoreApplication.translate("EventText", "A missile rolls %1 against %2: %3.")
        return arg(src, rolled, who_in(e, who), booms)
    if purpose == "super_production":
        src = QCoreApplication.translate("EventText", "Roll by %1 for Super Production: %2, %3.")
        return arg(src, who_in(e, who), rolled, booms)
    if purpose == "killer_torpedo":
        src = QCoreApplication.translate("EventText", "Roll by %1 for Killer Torpedo: %2, %3.")
        return arg(src, who_in(e, who), rolled, booms)
    return arg(QCoreApplication.translate("EventText", "Roll by %1: %2, %3."), who_in(e, who), rolled, booms)


def _card_played(e: Event, who: NameOf) -> str:
    if e.get("target"):
        return arg(t("EventText", "%2 played by %1 against %3."), who_in(e, who), card_name(e["card"]),
                   who_in(e, who, "target"))
    return arg(t("EventText", "%2 played by %1."), who_in(e, who), card_name(e["card"]))


def _sunk(e: Event, who: NameOf) -> str:
    n = sum(v.get("count", 0) for v in e.get("subs", []))
    return arg(PLURALS.sinks(n), who_in(e, who))


def _returned(e: Event, who: NameOf) -> str:
    n = len(e.get("cards", []))
    return arg(PLURALS.returns(n), who_in(e, who))


def _moved(e: Event, who: NameOf) -> str:
    kind, n = e.get("kind"), e.get("count", 0)
    what = units_text(n if kind == "land" else 0, n if kind == "air" else 0, n if kind == "sub" else 0)
    return arg(t("EventText", "Move by %1: %2 from %3 to %4."), who_in(e, who), what, area_name(e["from"]),
               area_name(e["to"]))


def _destroyed(e: Event, who: NameOf) -> str:
    return arg(t("EventText", "Losses of %1 in %3: %2."), who_in(e, who, "owner"),
               units_text(e.get("land", 0), e.get("air", 0)), area_name(e["area"]))


def _converted(e: Event, who: NameOf) -> str:
    return arg(t("EventText", "Treason in %1: %2 over from %3 to %4."), area_name(e["area"]),
               units_text(e.get("land", 0), e.get("air", 0)), who_in(e, who, "from"), who_in(e, who, "to"))


def _battle_started(e: Event, who: NameOf) -> str:
    return arg(t("EventText", "Battle for %1: attacker %2, defender %3; first roll: %4."), area_name(e["area"]),
               who_in(e, who, "attacker"), who_in(e, who, "defender"), who_in(e, who, "first"))


def _phase_started(e: Event, who: NameOf) -> str:
    if e.get("phase") == "production":
        return arg(t("EventText", "Production of %1."), who_in(e, who))
    return arg(t("EventText", "Execution phase of %1."), who_in(e, who))


def _order(e: Event, who: NameOf) -> str:
    return arg(t("EventText", "Turn order: %1."), QCoreApplication.translate("EventText", ", ").join(
        who(p) for p in e.get("order", [])))


# event type -> (category, formatter), looked up by (ruleset, event type) (event_text.describe)
EVENTS: dict[str, tuple[str, Formatter] | None] = {
    "turn_order": ("game", _order),
    "phase_started": ("game", _phase_started),
    "cards_returned": ("cards", _returned),
    "card_played": ("cards", _card_played),
    "missile_cancelled": ("cards", lambda e, who: arg(t("EventText", "Missile stopped by the Space Shield of %1."),
                                                      who_in(e, who))),
    "dice_rolled": ("battle", _dice),
    "production_points": ("production", lambda e, who: arg(t("EventText", "PP to spend for %1: %2."), who_in(e, who),
                                                           e.get("pp", 0))),
    "built": ("production", lambda e, who: arg(t("EventText", "Built by %1: %2."), who_in(e, who), placements(e))),
    "moved": ("movement", _moved),
    "transported": ("movement", lambda e, who: arg(
        t("EventText", "Shipped by %1: %2 from %3 to %4 across the %5."), who_in(e, who), units_text(e.get("count", 0)),
        area_name(e["from"]), area_name(e["to"]), area_name(e["sea"]))),
    "battle_started": ("battle", _battle_started),
    "units_destroyed": ("battle", _destroyed),
    "units_converted": ("battle", _converted),
    "flag_taken": ("battle", lambda e, who: arg(t("EventText", "%2 conquered by %1 from %3."), who_in(e, who),
                                                area_name(e["area"]), who_in(e, who, "previous"))),
    "battle_ended": ("battle", lambda e, who: arg(t("EventText", "The battle for %1 is over, won by %2."),
                                                  area_name(e["area"]), who_in(e, who, "winner"))),
    "subs_sunk": ("battle", _sunk),
    "armistice_started": ("cards", lambda e, who: arg(t("EventText", "Armistice between %1 and %2."), who_in(e, who),
                                                      who_in(e, who, "target"))),
    "armistice_ended": ("cards", lambda e, who: arg(t("EventText", "End of the armistice between %1 and %2."),
                                                    who_in(e, who), who_in(e, who, "target"))),
    "turn_ended": ("movement", lambda e, who: arg(t("EventText", "Turn ended: %1."), who_in(e, who))),
}
