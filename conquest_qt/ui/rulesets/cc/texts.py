"""Comanda & Conquista's words (VARIANTS.md V3): division kinds, actions as the side panel lists them, and
what generic code looks up by (ruleset, name) (ui/text/ruleset_text.py): the new-game dialog's description,
step hints, the players and game-over tables' columns, the replay's forces, the game-over line (a team's
too), statistics measure names, the log's events.

A module of the text layer: it imports only ui/text (and the engine)."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from conquest_qt.engine.units import on_board
from conquest_qt.ui.text.event_text import Event, Formatter, who_in
from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import TrContext, arg

t = QCoreApplication.translate

HELP = "cc_rules"  # its rules text in Help (ui/text/i18n.RULES_KINDS)
OPTION_FIELDS: tuple[str, ...] = ("teams",)  # the new-game dialog's rules options it takes (V3.8)
VERSIONS: tuple[str, ...] = ()
CARD_REFERENCE = False  # no cards (V3.1)
CARD_ROLLS = False  # no dice
MEASURES: dict[str, str] = {  # statistics measure names of its own (analysis/rulesets/cc.STATS)
    "areas": QT_TRANSLATE_NOOP("Statistics", "Nations"),
    "credits": QT_TRANSLATE_NOOP("Statistics", "Credits"),
    "divisions": QT_TRANSLATE_NOOP("Statistics", "Divisions"),
    "inf": QT_TRANSLATE_NOOP("Statistics", "Infantry"),
    "mech": QT_TRANSLATE_NOOP("Statistics", "Mechanized divisions"),
    "arm": QT_TRANSLATE_NOOP("Statistics", "Armoured divisions"),
    "air": QT_TRANSLATE_NOOP("Statistics", "Air divisions"),
    "aa": QT_TRANSLATE_NOOP("Statistics", "Anti-air divisions"),
    "tokens": QT_TRANSLATE_NOOP("Statistics", "Special tokens"),
    "kills": QT_TRANSLATE_NOOP("Statistics", "Kills (enemy divisions destroyed, in all)"),
    "destroyed": QT_TRANSLATE_NOOP("Statistics", "Divisions destroyed"),
    "lost": QT_TRANSLATE_NOOP("Statistics", "Divisions lost"),
}
BRIEFED = frozenset({"battle", "conquered", "home_chosen"})  # "Since your last turn" tells these (ui/game/briefing)


def briefed(ev: dict[str, Any], public: Any) -> list[dict[str, Any]]:
    """The events the briefing tells for one logged event: the event itself."""
    return [ev]

KINDS: dict[str, str] = {  # V3.3
    "inf": QT_TRANSLATE_NOOP("CcDivision", "infantry"),
    "mech": QT_TRANSLATE_NOOP("CcDivision", "mechanized"),
    "arm": QT_TRANSLATE_NOOP("CcDivision", "armoured"),
    "air": QT_TRANSLATE_NOOP("CcDivision", "air"),
    "inf_aa": QT_TRANSLATE_NOOP("CcDivision", "anti-air infantry"),
    "mech_aa": QT_TRANSLATE_NOOP("CcDivision", "anti-air mechanized"),
    "arm_aa": QT_TRANSLATE_NOOP("CcDivision", "anti-air armoured"),
}


def kind_name(kind: str) -> str:
    return t("CcDivision", KINDS[kind]) if kind in KINDS else kind


def _units(units: dict[str, int]) -> str:
    return ", ".join(f"{n} {kind_name(k)}" for k, n in units.items() if n)


def action_text(a: dict[str, Any]) -> str:
    """An action of the turn, the retreat or the choice of a home, as the side panel lists it."""
    kind = a["type"]
    if kind == "choose_home":
        return arg(t("CcAction", "Home: %1"), area_name(a["area"]))
    if kind == "buy":
        return arg(t("CcAction", "Buy %1 in %2"), _units({a["kind"]: a["count"]}), area_name(a["area"]))
    if kind == "fortify":
        defence = t("CcAction", "land defence") if a["defence"] == "land" else t("CcAction", "anti-air defence")
        return arg(t("CcAction", "Build a %1 in %2"), defence, area_name(a["area"]))
    if kind == "convert":
        return arg(t("CcAction", "Convert %1"), area_name(a["area"]))
    if kind == "assign_aa":
        return arg(t("CcAction", "Anti-air for %1 in %2"), _units({a["kind"]: a["count"]}), area_name(a["area"]))
    if kind == "move":
        return arg(t("CcAction", "Move %1 from %2 to %3"), _units({a["kind"]: a["count"]}), area_name(a["from"]),
                   area_name(a["to"]))
    if kind == "airlift":
        return arg(t("CcAction", "Airlift %1 from %2 to %3"), _units(a["cargo"]), area_name(a["from"]),
                   area_name(a["to"]))
    if kind == "attack":
        return arg(t("CcAction", "Attack %1 with %2"), area_name(a["area"]),
                   "; ".join(arg("%1 (%2)", _units({u["kind"]: u["count"]}), area_name(u["from"])) for u in a["units"]))
    if kind == "retreat":
        return "; ".join(arg(t("CcAction", "Retreat %1 to %2"), _units(u), area_name(area))
                         for area, u in a["to"].items())
    if kind == "special":
        return arg(t("CcAction", "Property: %1"), a["effect"])
    if kind == "sell_special":
        return arg(t("CcAction", "Sell special tokens: %1"), a["count"])
    if kind == "revive":
        return arg(t("CcAction", "Revive %1"), colour_name(a["player"]))
    if kind == "end_turn":
        return t("CcAction", "End turn")
    return kind


def ruleset_name() -> str:
    return t("NewGameDialog", "Comanda & Conquista")


def ruleset_help() -> str:
    return t("NewGameDialog", "Comanda & Conquista: credits from your nations, four kinds of division, battles "
                              "without dice (the higher total wins), homes, defences, airlifts and alliances.")


def step_hint(kind: str) -> str:
    texts = {
        "choose_home": t("Hint", "Click a nation to make it your home."),
        "turn": t("Hint", "Click one of your nations to move or attack from it, or buy, build and convert on the "
                          "side panel, in any order; end the turn when you are done."),
        "retreat": t("Hint", "Choose where your retreating divisions go."),
    }
    return texts.get(kind, "")


def menu_words() -> dict[str, str]:
    """The window's menu actions in cc's words (ui/window/menus.retranslate_menus): E ends the turn."""
    return {"end_moves": t("Menu", "&End turn")}


def pass_hint() -> str:
    return t("HintText", "End the turn.")


def attack_reason(size: int) -> str:
    from conquest_qt.ui.text.reason_text import REASONS

    return REASONS.attack(size)


def areas_column() -> tuple[str, str]:
    """The players table's header over each player's nations (short, like the divisions'), and its tooltip."""
    # Translators: the players table's short header over each player's number of nations
    return t("PlayersPanel", "Nat."), t("PlayersPanel", "Nations owned")


def forces_column() -> tuple[str, str]:
    # Translators: the players table's short header over each player's number of divisions (narrow: the side
    # column leaves the board its room); the tooltip names it in full
    return t("PlayersPanel", "Div."), t("PlayersPanel", "Divisions on the board")


HAS_CARDS = False  # V3.1: no cards: no cards column in the players table, no hand panel
KILLS_PER_TOKENS = 10  # V3.7: 2 special tokens each time the kill count reaches a multiple of 10

PROPERTIES: dict[str, str] = {  # V3.7: one name each, on the turn page, in the players table and the log
    "pure_heroism": QT_TRANSLATE_NOOP("CcEffect", "Pure heroism"),
    "mad_heroism": QT_TRANSLATE_NOOP("CcEffect", "Mad heroism"),
    "air_boost": QT_TRANSLATE_NOOP("CcEffect", "Air boost"),
    "intensive_training": QT_TRANSLATE_NOOP("CcEffect", "Intensive training"),
    "allied_propaganda": QT_TRANSLATE_NOOP("CcEffect", "Allied propaganda"),
}
PROPERTY_EFFECTS: dict[str, str] = {  # V3.7's table: what each does to the player's own divisions
    "pure_heroism": QT_TRANSLATE_NOOP("CcProperty", "+1 every division"),
    "mad_heroism": QT_TRANSLATE_NOOP("CcProperty", "+2 every division"),
    "air_boost": QT_TRANSLATE_NOOP("CcProperty", "+3 every air division"),
    "intensive_training": QT_TRANSLATE_NOOP("CcProperty", "+2 every infantry"),
    "allied_propaganda": QT_TRANSLATE_NOOP("CcProperty", "−1 every enemy mechanized and armoured division"),
}


def property_name(effect: str) -> str:
    return t("CcEffect", PROPERTIES[effect]) if effect in PROPERTIES else effect


def team_of(pub: dict[str, Any], colour: str) -> int | None:
    """The team's number (1, 2, …) in the order of the option `teams` (V3.8), None without one."""
    for i, team in enumerate((pub.get("options") or {}).get("teams") or []):
        if colour in team:
            return i + 1
    return None


class CcPlayersTable(TrContext):
    """The players table's plural words (a translation context of its own: TrContext)."""

    def turns_left(self, n: int) -> str:
        return self.tr("%1: %2; %n turn(s) left, this one included", "", n)


def extra_columns(options: Any = None) -> list[tuple[str, str]]:
    """Credits, special tokens with the kills toward the next ones ("1 · 3/10": one column), the property in
    force as its turns left under a star (its name and effect on hover): narrow, so that the side column is no
    wider than Conquest's and leaves the board its room at 1280 px. A team game's team is a number on the
    player's flag (row_badge), not a column."""
    return [(t("PlayersPanel", "Credits"), t("PlayersPanel", "Credits to spend (+1 per nation at the end of each of "
                                                             "his turns)")),
            (t("PlayersPanel", "Tokens"), t("PlayersPanel", "Special tokens (sold for 8 credits or spent on a "
                                                            "property) · enemy divisions destroyed toward the next 10 "
                                                            "(each 10: 2 special tokens)")),
            ("★", t("PlayersPanel", "Property: the turns left of the property in force (its name and effect on "
                                    "hover)"))]


def row_badge(pub: dict[str, Any], colour: str) -> tuple[str, str] | None:
    """What the players table paints beside the player's flag, with its tooltip: his team's number (V3.8)."""
    team = team_of(pub, colour)
    if team is None:
        return None
    return str(team), arg(t("PlayersPanel", "Team %1: allies win together"), team)


def _divisions(pub: dict[str, Any], colour: str) -> int:
    return sum(on_board(pub["units"], colour).values())


def divisions_text(have: dict[str, int]) -> str:
    """A player's divisions by kind, e.g. "3 infantry, 1 armoured"; "none" without any."""
    return _units(have) or t("PlayersPanel", "none")


def forces_cell(pub: dict[str, Any], colour: str, land: int, air: int, sub: int) -> tuple[str, str | None]:
    return str(_divisions(pub, colour)), divisions_text(on_board(pub["units"], colour))


def extra_cells(pub: dict[str, Any], colour: str) -> list[tuple[str, str | None]]:
    kills = int(pub.get("kills", {}).get(colour, 0))
    toward = kills % KILLS_PER_TOKENS
    prop = (pub.get("properties") or {}).get(colour)
    if prop:
        effect, left = prop["id"], int(prop["left"])
        tip = CcPlayersTable().turns_left(left)
        prop_cell = (str(left), arg(tip, property_name(effect), t("CcProperty", PROPERTY_EFFECTS.get(effect, effect))))
    else:
        prop_cell = ("–", None)
    tokens = int(pub.get("special_tokens", {}).get(colour, 0))
    cells: list[tuple[str, str | None]] = [
        (str(pub.get("credits", {}).get(colour, 0)), None),
        (f"{tokens}\u2009·\u2009{toward}/{KILLS_PER_TOKENS}",  # (thin spaces: narrow)
         arg(t("PlayersPanel", "%1 enemy divisions destroyed in all"), kills)),
        prop_cell]
    return cells


def card_tile(card: str) -> tuple[str, str] | None:
    return None


def luck_words() -> tuple[str, str, str]:
    return (t("LuckPage", "No dice in this game: battles go to the higher total."), "", "")


def forces_text(land: int, air: int, sub: int) -> str:
    return str(land + air)


def card_label(kind: str) -> str:
    return kind


HAS_DICE = False  # V3.1: battles without dice: the game-over screen names no seed of the dice, no luck ledger


def area_words() -> tuple[str, str, str]:
    """The game-over screen's words for the areas: its table's header, the chart's tab and title (nations)."""
    return (t("GameOverScreen", "Nations"), t("GameOverScreen", "&Nations"),
            t("GameOverScreen", "Nations owned at the end of each round:"))


def final_columns() -> tuple[str, ...]:
    return (t("GameOverScreen", "Divisions"), t("GameOverScreen", "Kills"), t("GameOverScreen", "Credits"))


def final_cells(pub: dict[str, Any], colour: str) -> list[int]:
    """Divisions on the board, enemy divisions destroyed in all (V3.7), credits."""
    return [_divisions(pub, colour), int(pub.get("kills", {}).get(colour, 0)),
            int(pub.get("credits", {}).get(colour, 0))]


def won_text(pub: dict[str, Any], winner: str, name: str) -> str:
    """The game-over heading of a won game: the last player (or team) standing (V3.9)."""
    return arg(t("GameOverScreen", "<h1>%1 wins!</h1><p>The last one standing in round %3, playing %2.</p>"),
               html.escape(name), colour_name(winner), int(pub["round"]))


def _battle(e: Event, who: Any) -> str:
    return arg(t("EventText", "Battle for %1: attacker %2 (%3) against %4 (%5); winner: %6."),
               area_name(e["area"]), who_in(e, who, "attacker"), e["attack"], who_in(e, who, "defender"),
               e["defence"], who_in(e, who, "winner"))


EVENTS: dict[str, tuple[str, Formatter] | None] = {
    "home_chosen": ("game", lambda e, who: arg(t("EventText", "Home of %1: %2."), who_in(e, who),
                                               area_name(e["area"]))),
    "turn_started": ("game", lambda e, who: arg(t("EventText", "Turn of %1."), who_in(e, who))),
    "battle": ("battle", _battle),
    "conquered": ("battle", lambda e, who: arg(t("EventText", "%2 conquered by %1."), who_in(e, who),
                                               area_name(e["area"]))),
}
