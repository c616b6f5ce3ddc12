"""The words of the statistics window (issue 16): measure and luck-category names per ruleset, luck in
deviations and the dice-fairness verdict in words a player understands (context "Statistics")."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from conquest_qt.ui.text.ruleset_text import words
from conquest_qt.ui.text.textutil import TrContext, arg

MEASURES: dict[str, str] = {
    "areas": QT_TRANSLATE_NOOP("Statistics", "Areas"),
    "land": QT_TRANSLATE_NOOP("Statistics", "Tanks"),
    "air": QT_TRANSLATE_NOOP("Statistics", "Planes"),
    "sub": QT_TRANSLATE_NOOP("Statistics", "Submarines"),
    "pp": QT_TRANSLATE_NOOP("Statistics", "Production points"),
    "cards": QT_TRANSLATE_NOOP("Statistics", "Cards held"),
    "missions": QT_TRANSLATE_NOOP("Statistics", "Missions"),
    "fought": QT_TRANSLATE_NOOP("Statistics", "Battles fought"),
    "won": QT_TRANSLATE_NOOP("Statistics", "Battles won"),
    "destroyed": QT_TRANSLATE_NOOP("Statistics", "Units destroyed"),
    "lost": QT_TRANSLATE_NOOP("Statistics", "Units lost"),
    # the nuclear add-on's (VARIANTS.md V2: analysis/rulesets/nuclear.py)
    "nukes_bought": QT_TRANSLATE_NOOP("Statistics", "Nukes bought"),
    "nukes_fired": QT_TRANSLATE_NOOP("Statistics", "Nukes fired"),
    "nukes_intercepted": QT_TRANSLATE_NOOP("Statistics", "Strikes intercepted"),
    "contaminated": QT_TRANSLATE_NOOP("Statistics", "Areas contaminated"),
}
CATEGORIES: dict[str, str] = {
    "battle": QT_TRANSLATE_NOOP("Statistics", "Battle dice"),
    "missile": QT_TRANSLATE_NOOP("Statistics", "Missiles"),
    "super_production": QT_TRANSLATE_NOOP("Statistics", "Super production"),
    "killer_torpedo": QT_TRANSLATE_NOOP("Statistics", "Torpedoes"),
    "secret_weapon": QT_TRANSLATE_NOOP("Statistics", "Secret weapon"),
    "treason": QT_TRANSLATE_NOOP("Statistics", "Treason"),
    "pairs": QT_TRANSLATE_NOOP("Statistics", "Dice pairs won"),
}
CARD_ROLLS = ("missile", "super_production", "killer_torpedo", "secret_weapon", "treason")  # R9


def _tr(source: str) -> str:
    return QCoreApplication.translate("Statistics", source)


def measure_name(key: str, ruleset: str) -> str:
    source = words(ruleset).MEASURES.get(key) or MEASURES.get(key, key)  # the ruleset's own name first
    return _tr(source)


def category_name(key: str) -> str:
    return _tr(CATEGORIES.get(key, key))


def number(v: float, decimals: int = 1) -> str:
    """A count as the locale writes it (a whole number without decimals)."""
    if float(v).is_integer():
        return QLocale().toString(int(v))
    return QLocale().toString(float(v), "f", decimals)


def signed(v: float, decimals: int = 1) -> str:
    """+1.5 / −0.3 / 0 (a real minus sign)."""
    text = QLocale().toString(abs(float(v)), "f", decimals)
    if round(v, decimals) == 0:
        return QLocale().toString(0.0, "f", decimals)
    return ("+" if v > 0 else "\u2212") + text


class Statistics(TrContext):
    """Texts with numbers and plural forms (context "Statistics")."""

    def percent(self, p: float) -> str:
        return arg(self.tr("%1 %"), QLocale().toString(round(p * 100)))

    def luck_word(self, sd: float, count: int) -> str:
        """The luck of a number of rolls in deviations, in words."""
        if count == 0:
            return self.tr("no rolls yet")
        if sd >= 2:
            return self.tr("very lucky")
        if sd >= 1:
            return self.tr("lucky")
        if sd <= -2:
            return self.tr("very unlucky")
        if sd <= -1:
            return self.tr("unlucky")
        return self.tr("as expected")

    def fairness(self, p_value: float, dice: int, sides: int) -> str:
        """The χ² test's p-value in words: how often fair dice would roll at least this unevenly."""
        if dice < 5 * sides:  # χ² wants about five of each face expected before it says anything
            return self.tr("Too few dice so far (%n) to judge their fairness.", "", dice)
        times = round(p_value * 100)
        if p_value >= 0.1:
            return self.tr("As fair as dice get: fair dice come out at least this uneven %n time(s) in 100.",
                           "", times)
        if p_value >= 0.01:
            return self.tr("A little uneven, but fair dice come out this uneven %n time(s) in 100: it happens.",
                           "", times)
        return self.tr("Very uneven: fair dice come out this uneven less than once in 100 times. Rare, but "
                       "among many games it happens.")

    def dice_count(self, n: int) -> str:
        return self.tr("%n dice rolled", "", n)


STATISTICS = Statistics()
