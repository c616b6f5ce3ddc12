"""The nuclear add-on's words of the text layer (ui/text/ruleset_text.words("nuclear")): its option in the New
game dialog (VARIANTS.md V2.1)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from conquest_qt.ui.text.textutil import TrContext

# "Since your last turn" (ui/game/briefing.py) tells these of the add-on beside the ruleset's (VARIANTS.md V2):
# strikes (on you: bold), interceptions, the hits they cost, contaminated and freed areas, nukes placed
BRIEFED = frozenset({"nukes_placed", "nuke_declared", "nuke_intercepted", "nuke_hits", "contaminated",
                     "area_freed", "free_area_taken", "nukes_scrapped"})


HELP = "nuclear_rules"  # its rules page in Help (ui/text/i18n.RULES_KINDS: resources/rules/nuclear_rules_<lang>)


def rules_menu() -> str:
    return QCoreApplication.translate("Menu", "&Nuclear weapons rules")


def title() -> str:
    return QCoreApplication.translate("Nuclear", "Nuclear weapons")


def blurb() -> str:
    return QCoreApplication.translate(
        "Nuclear", "Buy nukes and, from round 4, strike any land area: a struck area is contaminated for two "
                   "rounds, then free.")


class Nuclear(TrContext):
    """The add-on's texts with a count (plural forms, context "Nuclear": textutil.TrContext)."""

    def nukes(self, n: int) -> str:
        return self.tr("%n nuke(s)", "", n)

    def tanks(self, n: int) -> str:
        return self.tr("%n tank(s)", "", n)

    def planes(self, n: int) -> str:
        return self.tr("%n plane(s)", "", n)

    def armies(self, n: int) -> str:
        return self.tr("%n army(ies)", "", n)

    def rounds(self, n: int) -> str:
        # Translators: how long a contaminated area stays so, on the board ("2 rounds")
        return self.tr("%n round(s)", "", n)

    def contaminated(self, n: int) -> str:
        # Translators: the tooltip of a contaminated area's tag on the board
        return self.tr("Contaminated for %n more round(s): no unit may enter it.", "", n)

    def supply(self, n: int) -> str:
        return self.tr("A nuke costs %1 PP, on one of your areas; %n left in your supply.", "", n)

    def supply_armies(self, n: int) -> str:
        return self.tr("A nuke costs %1 armies, on one of your areas; %n left in your supply.", "", n)

    def stake(self, n: int) -> str:
        return self.tr("%1 strikes from %2 at %3 (held by %4) with %n nuke(s).", "", n)

    def your_strike(self, n: int) -> str:
        return self.tr("Your nuclear attack on %1: %n nuke(s) committed. Roll or stop?", "", n)

    def odds(self, n: int) -> str:
        # Translators: the exact odds before a nuclear attack is fired: "Rome: 72% to contaminate it with 2
        # nukes, 0.8 nukes lost on average."
        return self.tr("%1: %2% to contaminate it with %n nuke(s), %3 nukes lost on average.", "", n)

    def striker(self, n: int) -> str:
        # Translators: the battle panel, a nuclear attack's striker: "Striker Anna: 2 nukes from Paris"
        return self.tr("Striker %1: %n nuke(s) from %2", "", n)

    def now(self, n: int) -> str:
        # Translators: the battle panel, after the rolls shown so far: "Now: 1 nuke against 2 tanks"
        return self.tr("Now: %n nuke(s) against %1", "", n)

    def strike_so_far(self, n: int) -> str:
        # Translators: Risk, a nuclear attack's box: "This attack so far: 2 rolls; nukes lost 1, armies and nukes
        # hit 3."
        return self.tr("This attack so far: %n roll(s); nukes lost %1, armies and nukes hit %2.", "", n)

    def roll_with(self, n: int) -> str:
        return self.tr("Roll with %n die/dice", "", n)

    def hits(self, n: int) -> str:
        return self.tr("%n nuclear hit(s) in %1: choose your losses.", "", n)

    def counter(self, n: int) -> str:
        return self.tr("%1 was conquered; %n of your nukes there are left. Strike back at any area, or not?", "", n)


PLURALS = Nuclear()


def unit_word(kind: str, n: int) -> str:
    """'1 nuke', '2 tanks'… for what an interception costs or a hit removes."""
    if kind == "nuke":
        return PLURALS.nukes(n)
    if kind == "land":
        return PLURALS.tanks(n)
    if kind == "air":
        return PLURALS.planes(n)
    return PLURALS.armies(n)
