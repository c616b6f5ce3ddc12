"""Card names and rule texts (R9), translated; the rulebook's card table for Help → Card reference."""

from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from conquest_qt.engine.rulesets.conquest.cards import CARD_COUNTS, CARD_TYPES
from conquest_qt.ui.text.names import area_name

CARD_NAMES: dict[str, str] = {
    "secret_weapon": QT_TRANSLATE_NOOP("Card", "Secret Weapon"),
    "ballistic_missiles": QT_TRANSLATE_NOOP("Card", "Ballistic Missiles"),
    "killer_torpedo": QT_TRANSLATE_NOOP("Card", "Killer Torpedo"),
    "space_shield": QT_TRANSLATE_NOOP("Card", "Space Shield"),
    "super_production": QT_TRANSLATE_NOOP("Card", "Super Production"),
    "armistice": QT_TRANSLATE_NOOP("Card", "Armistice"),
    "treason": QT_TRANSLATE_NOOP("Card", "Treason"),
}

CARD_WHEN: dict[str, str] = {
    "secret_weapon": QT_TRANSLATE_NOOP("Card", "In battle, before your own roll (attacking or defending)."),
    "ballistic_missiles": QT_TRANSLATE_NOOP("Card", "At the start of an opponent's production."),
    "killer_torpedo": QT_TRANSLATE_NOOP("Card", "Your execution phase, before the first battle; you need a submarine."),
    "space_shield": QT_TRANSLATE_NOOP("Card", "Your production, when a missile is fired at you."),
    "super_production": QT_TRANSLATE_NOOP("Card", "Your production, before you buy units."),
    "armistice": QT_TRANSLATE_NOOP("Card", "Your execution phase, when no battle is in progress."),
    "treason": QT_TRANSLATE_NOOP("Card", "In battle, before your own roll (attacking or defending)."),
}

CARD_EFFECT: dict[str, str] = {
    "secret_weapon": QT_TRANSLATE_NOOP(
        "Card", "Roll as many dice as the enemy has tanks and planes in the area; each explosion destroys one "
        "of them (your choice). Then your normal roll follows. Never hits the flag or submarines."),
    "ballistic_missiles": QT_TRANSLATE_NOOP(
        "Card", "The producing player rolls as many dice as he owns areas and loses 1 PP per explosion. "
        "Not against a player you have an armistice with."),
    "killer_torpedo": QT_TRANSLATE_NOOP(
        "Card", "Roll as many dice as there are submarines on the whole board; each explosion sinks one "
        "opponent submarine anywhere (your choice)."),
    "space_shield": QT_TRANSLATE_NOOP("Card", "Cancels one ballistic missile before it is rolled."),
    "super_production": QT_TRANSLATE_NOOP(
        "Card", "Roll as many dice as you own areas; +1 PP per explosion."),
    "armistice": QT_TRANSLATE_NOOP(
        "Card", "Put it before an opponent and park one of your units on it. Until the end of that player's "
        "next execution phase you cannot fight each other, enter each other's areas or fire missiles at "
        "each other. The unit then returns to your supply."),
    "treason": QT_TRANSLATE_NOOP(
        "Card", "Like Secret Weapon, but each hit enemy tank or plane is replaced by one of yours from your "
        "supply, which fights for you from then on."),
}

CARD_COUNT: dict[str, int] = dict(CARD_COUNTS)


def card_name(card: str) -> str:
    if card not in CARD_NAMES:  # a Risk card (VARIANTS.md V1.6) shows an area
        return area_name(card)
    return QCoreApplication.translate("Card", CARD_NAMES[card])


def card_when(card: str) -> str:
    return QCoreApplication.translate("Card", CARD_WHEN[card])


def card_effect(card: str) -> str:
    return QCoreApplication.translate("Card", CARD_EFFECT[card])


def card_help(card: str) -> str:
    """Tooltip / '?' text of a card: name, when, what (a Risk card: its area's name)."""
    if card not in CARD_WHEN:
        return html.escape(card_name(card))
    when = QCoreApplication.translate("Card", "When:")
    return f"<b>{card_name(card)}</b><br><i>{when}</i> {card_when(card)}<br>{card_effect(card)}"


def card_reference_html() -> str:
    """The rulebook's card table (count, name, when, effect)."""
    head = (QCoreApplication.translate("Card", "Cards"), QCoreApplication.translate("Card", "Card"),
            QCoreApplication.translate("Card", "When"), QCoreApplication.translate("Card", "Effect"))
    rows = "".join(
        f"<tr><td align='center'>{CARD_COUNT[c]}</td><td><b>{card_name(c)}</b></td>"
        f"<td>{card_when(c)}</td><td>{card_effect(c)}</td></tr>" for c in CARD_TYPES)
    return (f"<table border='1' cellpadding='6' cellspacing='0'><tr><th>{head[0]}</th><th>{head[1]}</th>"
            f"<th>{head[2]}</th><th>{head[3]}</th></tr>{rows}</table>")
