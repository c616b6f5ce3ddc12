"""Risk's words (VARIANTS.md V1): continents, versions, missions and their rewards, card stars.

Tables of QT_TRANSLATE_NOOP sources, translated at display time (contexts "Continent", "RiskVersion",
"Mission", "Reward")."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from conquest_qt.engine.rulesets.risk.board import risk_board
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import TrContext, arg

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
