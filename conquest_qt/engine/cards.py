"""Conquest's cards and the player colours, at their old address (the UI imports them from here);
they live in engine/rulesets/conquest/cards.py."""

from conquest_qt.engine.rulesets.conquest.cards import (  # noqa: F401 - re-exports
    ARMISTICE,
    BALLISTIC_MISSILES,
    BATTLE_CARDS,
    CARD_COLOUR,
    CARD_COUNTS,
    CARD_IDS,
    CARD_TYPE,
    CARD_TYPES,
    COLOURS,
    COST,
    DECK_SIZE,
    KILLER_TORPEDO,
    SECRET_WEAPON,
    SPACE_SHIELD,
    SUPER_PRODUCTION,
    SUPPLY,
    TREASON,
    UNIT_KINDS,
)
