"""Risk's words (VARIANTS.md V1): continents, versions, missions and their rewards, card stars; and what
generic code looks up by (ruleset, name) (ui/text/ruleset_text.py): the new-game dialog's description,
step hints, a hint's pass, the attack reason, the players table's columns, the hand's cards, the luck
page, the replay's forces and cards, the game-over line, statistics measure names.

Tables of QT_TRANSLATE_NOOP sources, translated at display time (contexts "Continent", "RiskVersion",
"Mission", "Reward"); the looked-up texts keep the contexts of the widgets that show them. A module of
the text layer: it imports only ui/text (and the engine)."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from conquest_qt.engine.rulesets.risk import options as risk_options
from conquest_qt.engine.rulesets.risk.board import risk_board
from conquest_qt.engine.rulesets.risk.missions import WIN_MISSIONS
from conquest_qt.ui.text.event_text import Event, Formatter, armies, who_in
from conquest_qt.ui.text.labels import NameOf, colour_name
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import TrContext, arg

t = QCoreApplication.translate

HELP = "risk_rules"  # its rules text in Help (ui/text/i18n.RULES_KINDS)
OPTION_FIELDS = ("version",)  # the new-game dialog's rules options it takes (the others are shared)
CARD_REFERENCE = False  # its cards show an area and its stars: no card reference (its missions table instead)
CARD_ROLLS = False  # no card rolls in the luck page
# the events the briefing 'since your last turn' tells (ui/game/briefing.py): conquests (a capital's as
# `capital_lost`, see briefed), missions gained, trades, eliminations (issue 28.6)
BRIEFED = frozenset({"conquered", "capital_lost", "mission_gained", "traded", "eliminated"})


def briefed(ev: dict[str, Any], public: Any) -> list[dict[str, Any]]:
    """The events the briefing tells for one logged event: a conquest of a capital's area says whose
    capital it was (V1.2: capitals never move, so today's public view knows)."""
    if ev.get("type") == "conquered":
        of = next((c for c, a in public.get("capitals", {}).items() if a == ev.get("area")), None)
        if of is not None:
            return [dict(ev, type="capital_lost", capital_of=of)]
    return [ev]

# statistics measure names of its own (V1.1: armies are its only units); the rest: ui/text/stats_text.MEASURES
MEASURES: dict[str, str] = {
    "land": QT_TRANSLATE_NOOP("Statistics", "Armies"),
    "destroyed": QT_TRANSLATE_NOOP("Statistics", "Armies destroyed"),
    "lost": QT_TRANSLATE_NOOP("Statistics", "Armies lost"),
}
VERSIONS: tuple[str, ...] = tuple(risk_options.VERSIONS)  # the versions the new-game dialog offers (V1.1)

VERSION_NAMES: dict[str, str] = {  # V1.1; GLOSSARY: Grundausbildung / Kommandozentrale
    "training": QT_TRANSLATE_NOOP("RiskVersion", "Basic training"),
    "command": QT_TRANSLATE_NOOP("RiskVersion", "Command centre"),
}

VERSION_HELP: dict[str, str] = {
    "training": QT_TRANSLATE_NOOP("RiskVersion", "Everyone chooses a capital; ten fixed cities; missions "
                                                 "without rewards."),
    "command": QT_TRANSLATE_NOOP("RiskVersion", "Capitals and cities drawn at random; every fulfilled "
                                                "mission gives its reward."),
}

MISSION_TEXTS: dict[str, str] = {  # V1.11
    "B1": QT_TRANSLATE_NOOP("Mission", "Conquer 3 or more areas in one turn"),
    "B2": QT_TRANSLATE_NOOP("Mission", "Hold every area of one continent"),
    "B3": QT_TRANSLATE_NOOP("Mission", "Hold 4 or more city areas"),
    "B4": QT_TRANSLATE_NOOP("Mission", "Conquer an area attacking from one that held 10 or more armies"),
    "B5": QT_TRANSLATE_NOOP("Mission", "Conquer an area across a sea lane"),
    "S1": QT_TRANSLATE_NOOP("Mission", "Hold every area of two continents"),
    "S2": QT_TRANSLATE_NOOP("Mission", "Hold another player's capital"),
    "S3": QT_TRANSLATE_NOOP("Mission", "Conquer 6 or more areas in one turn"),
    "S4": QT_TRANSLATE_NOOP("Mission", "Hold 3 or more capitals"),
    "S5": QT_TRANSLATE_NOOP("Mission", "Eliminate a player"),
}

REWARD_TEXTS: dict[str, str] = {  # V1.12 (`command` only)
    "B1": QT_TRANSLATE_NOOP("Reward", "+1 army per reinforcement"),
    "B2": QT_TRANSLATE_NOOP("Reward", "+2 armies per reinforcement"),
    "B3": QT_TRANSLATE_NOOP("Reward", "+2 armies per trade"),
    "B4": QT_TRANSLATE_NOOP("Reward", "Defend with up to 3 dice (3 or more armies)"),
    "B5": QT_TRANSLATE_NOOP("Reward", "One extra fortify move per turn"),
    "S1": QT_TRANSLATE_NOOP("Reward", "Attack with up to 4 dice"),
    "S2": QT_TRANSLATE_NOOP("Reward", "+3 armies per reinforcement"),
    "S3": QT_TRANSLATE_NOOP("Reward", "Draw 2 cards instead of 1"),
    "S4": QT_TRANSLATE_NOOP("Reward", "Each capital held counts +2"),
    "S5": QT_TRANSLATE_NOOP("Reward", "+3 armies per reinforcement"),
}


def _t(context: str, table: dict[str, str], key: str) -> str:
    source = table.get(key)
    return QCoreApplication.translate(context, source) if source else key


def version_name(version: str) -> str:
    return _t("RiskVersion", VERSION_NAMES, version)


def version_help(version: str) -> str:
    return _t("RiskVersion", VERSION_HELP, version)


def mission_text(mission: str) -> str:
    return _t("Mission", MISSION_TEXTS, mission)


def reward_text(mission: str) -> str:
    return _t("Reward", REWARD_TEXTS, mission)


def risk_card_name(area: str) -> str:
    """A Risk card as its tile shows it: its stars and its area ("★★ Berlin")."""
    return stars_text(risk_board().stars.get(area, 1)) + " " + area_name(area)


class RiskCard(TrContext):
    """A Risk card's tooltip, with its plural (context "RiskCard")."""

    def help(self, area: str) -> str:
        n = risk_board().stars.get(area, 1)
        return arg(self.tr("The card of %1: %n star(s). Trade cards showing 2 to 10 stars together for "
                           "armies, before you place.", "", n), area_name(area))


def risk_card_help(area: str) -> str:
    return RiskCard().help(area)


def stars_text(n: int) -> str:
    """A card's stars as stars (not words: the same in every language)."""
    return "★" * n


def ruleset_name() -> str:
    return t("NewGameDialog", "Risk")


def ruleset_help() -> str:
    return t("NewGameDialog", "Risk on this board: armies and six-sided dice, continents with bonuses, cards traded "
                              "for armies; win with three missions while holding your capital.")


def step_hint(kind: str) -> str:
    """What the player on screen does in a decision of this kind (the status line; VARIANTS.md V1)."""
    texts = {
        "claim": t("Hint", "Click a free area to claim it (keys: Tab to it, then Enter; "
                           "Ctrl+G finds one by name)."),
        "attack": t("Hint", "Click one of your highlighted areas, then the area to attack; Enter attacks."),
        "occupy": t("Hint", "Choose how many armies move into the conquered area; Enter confirms."),
        "fortify": t("Hint", "Click one of your highlighted areas, then where its armies go; or end the turn."),
        "place_capital": t("Hint", "Click one of your areas to make it your capital."),
        "setup_place": t("Hint", "Click your areas to put armies on them; right-click takes one back; "
                                 "Enter confirms."),
        "place": t("Hint", "Click your areas to put your reinforcements on them; right-click takes one "
                           "back; Enter confirms."),
        "trade": t("Hint", "Choose cards showing 2 to 10 stars to trade for armies, or pass."),
    }
    return texts.get(kind, "")


def pass_hint() -> str:
    return t("HintText", "Keep the cards.")


def attack_reason(size: int) -> str:
    from conquest_qt.ui.text.reason_text import REASONS

    return REASONS.attack_risk(size)


def forces_column() -> tuple[str, str]:
    """The players table's forces column: its heading and tooltip."""
    return t("PlayersPanel", "Armies"), t("PlayersPanel", "Armies on the board")


def extra_columns(options: Any = None) -> list[tuple[str, str]]:
    """V1.13's win, each player's standing: missions of three, and his own capital held."""
    return [(t("PlayersPanel", "Missions"),
             t("PlayersPanel", "Missions fulfilled of three, ✓ while he holds his own capital, ✗ when he lost it: "
                               "three missions and the own capital win"))]


def forces_cell(pub: dict[str, Any], colour: str, land: int, air: int, sub: int) -> tuple[str, str | None]:
    return str(land), None


def extra_cells(pub: dict[str, Any], colour: str) -> list[str]:
    cap = pub.get("capitals", {}).get(colour)
    held = "" if cap is None else "✓" if pub["owners"].get(cap) == colour else "✗"
    return [f"{len(pub.get('missions', {}).get(colour, ()))}/{WIN_MISSIONS} {held}".strip()]


def card_tile(card: str) -> tuple[str, str] | None:
    """A card in the hand as a plain label: its area and stars (name, tooltip)."""
    return risk_card_name(card), risk_card_help(card)


def luck_words() -> tuple[str, str, str]:
    """The luck page's title, its counted column and its note."""
    return (t("LuckPage", "Dice pairs won, against what fair dice would give on average:"),
            t("LuckPage", "Pairs won"),
            t("LuckPage", "Each pair of dice compared counts for the side that won it. A deviation is the usual "
                          "spread of fair dice: within one either way is ordinary, beyond two is rare. An attack "
                          "from one area on another counts as won against the odds when the attacker's chance to "
                          "take the area was below one half as it began."))


class ReplayWindow(TrContext):
    """The replay window's plurals (its context: the window's class name)."""

    def armies(self, n: int) -> str:
        return self.tr("%n army(s)", "", n)


def forces_text(land: int, air: int, sub: int) -> str:
    """A player's forces in the replay window."""
    return ReplayWindow().armies(land)


def card_label(kind: str) -> str:
    """A card in the replay window: a Risk card shows an area."""
    return area_name(kind)


def final_columns() -> tuple[str, ...]:
    """The game-over table's columns after the areas."""
    return t("GameOverScreen", "Armies"), t("GameOverScreen", "Missions")


def final_cells(pub: dict[str, Any], colour: str) -> list[int]:
    return [sum(by.get(colour, {}).get("land", 0) for by in pub["units"].values()),
            len(pub.get("missions", {}).get(colour, ()))]


def won_text(pub: dict[str, Any], winner: str, name: str) -> str:
    """The game-over heading and line of a won game: by missions (V1.13) or the last one standing."""
    held = len(pub.get("missions", {}).get(winner, ()))
    # Translators: "Anna wins!" / "3 missions and the own capital in round 12, playing Red."
    won_by = t("GameOverScreen", "<h1>%1 wins!</h1><p>%3 missions and the own capital in round %4, playing %2.</p>") \
        if held >= 3 else t("GameOverScreen", "<h1>%1 wins!</h1><p>The last one standing in round %4, playing %2.</p>")
    return arg(won_by, html.escape(name), colour_name(winner), held, int(pub["round"]))


# --- the log: Risk's own events (VARIANTS.md V1; the generic ones: ui/text/event_text.py) ---


def _mission(m: str) -> str:
    """A mission as the log names it: "B1 (Conquer 3 or more areas in one turn)" (V1.11)."""
    return arg("%1 (%2)", m, mission_text(m)) if m in MISSION_TEXTS else m


def _risk_roll(e: Event, who: NameOf) -> str:
    """V1.7: both sides' dice and the comparison pair by pair ('6:6 ✗' lost by the attacker)."""
    pairs = " ".join(f"{a}:{d}" for a, d, _ in e.get("pairs", []))
    return arg(t("EventText", "Attack on %2 by %1 from %3: %4 against %5 (%6); losses: %7 for the attacker, "
                              "%8 for %9."),
               who_in(e, who), area_name(e["to"]), area_name(e["from"]),
               " ".join(map(str, e.get("attacker_dice", []))), " ".join(map(str, e.get("defender_dice", []))),
               pairs, armies(e.get("attacker_lost", 0)), armies(e.get("defender_lost", 0)),
               who_in(e, who, "defender"))


def _armies_placed(e: Event) -> str:
    """Where a Risk "placed" event put its armies, most first: "4 armies in Rio de Janeiro, 2 in Lima"
    (the first count with its noun, the others bare; areas of equal count alphabetically)."""
    where = sorted(((int(n), area_name(a)) for a, n in (e.get("land") or {}).items() if n),
                   key=lambda item: (-item[0], item[1]))
    if not where:
        return armies(0)
    parts = [arg(t("EventText", "%1 in %2"), armies(n) if i == 0 else n, name) for i, (n, name) in enumerate(where)]
    return t("EventText", ", ").join(parts)


def _reinforcements(e: Event, who: NameOf) -> str:
    """V1.5: the total and where it comes from."""
    return arg(t("EventText", "Reinforcements for %1: %2 (%3 for areas and cities, %4 for continents, "
                              "%5 for capitals, %6 minimum, %7 from the trade, %8 from rewards)."),
               who_in(e, who), armies(e.get("total", 0)), e.get("area_armies", 0), e.get("continents", 0),
               e.get("capitals", 0), e.get("minimum", 0), e.get("trade", 0), e.get("rewards", 0))


# event type -> (category, formatter), looked up by (ruleset, event type) (event_text.describe)
EVENTS: dict[str, tuple[str, Formatter] | None] = {
    "capital_placed": ("game", lambda e, who: arg(t("EventText", "Capital of %1: %2."), who_in(e, who),
                                                  area_name(e["area"]))),
    "cities_drawn": ("game", lambda e, who: arg(t("EventText", "Cities: %1."), ", ".join(
        area_name(a) for a in e.get("areas", [])))),
    "turn_started": ("game", lambda e, who: arg(t("EventText", "Turn of %1."), who_in(e, who))),
    "mission_gained": ("game", lambda e, who: arg(t("EventText", "Mission %2 fulfilled by %1."), who_in(e, who),
                                                  _mission(str(e.get("mission", ""))))),
    "traded": ("cards", lambda e, who: arg(t("EventText", "Traded by %1: %2 (%3 stars) for %4."), who_in(e, who),
                                           ", ".join(area_name(a) for a in e.get("cards", [])), e.get("stars", 0),
                                           armies(e.get("armies", 0)))),
    "reinforcements": ("production", _reinforcements),
    "placed": ("production", lambda e, who: arg(t("EventText", "Placed by %1: %2."), who_in(e, who),
                                                _armies_placed(e))),
    "attack_rolled": ("battle", _risk_roll),
    "capital_lost": ("battle", lambda e, who: arg(t("EventText", "%2, the capital of %4, conquered by %1 from %3."),
                                                  who_in(e, who), area_name(e["area"]),
                                                  who_in(e, who, "defender"), who_in(e, who, "capital_of"))),
    "conquered": ("battle", lambda e, who: arg(t("EventText", "%2 conquered by %1 from %3."), who_in(e, who),
                                               area_name(e["area"]), who_in(e, who, "defender"))),
    "occupied": ("battle", lambda e, who: arg(t("EventText", "Move by %1: %2 from %3 to %4."), who_in(e, who),
                                              armies(e.get("count", 0)), area_name(e["from"]),
                                              area_name(e["to"]))),
    "fortified": ("movement", lambda e, who: arg(t("EventText", "Move by %1: %2 from %3 to %4."), who_in(e, who),
                                                 armies(e.get("count", 0)), area_name(e["from"]),
                                                 area_name(e["to"]))),
}
