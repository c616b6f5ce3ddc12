"""A computer player's reasons in words (the codes with data of ai/reason_codes.py), for the "What would
the computer do?" hint: `reason_text(reason, names, ruleset)`.

The reasons speak to the player whose decision it is ("your areas"). Other players are named by `names`
(labels.PlayerNames) and are never the subject of a verb ("a loss to Anna", "the capital of Anna").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from conquest_qt.ai.reason_codes import Code, Reason
from conquest_qt.ui.text.card_text import card_name
from conquest_qt.ui.text.labels import NameOf, colour_name, units_text
from conquest_qt.ui.text.names import area_name, continent_name
from conquest_qt.ui.text.ruleset_text import words
from conquest_qt.ui.text.textutil import TrContext, arg, number, percent

t = QCoreApplication.translate  # lupdate reads t("ReasonText", "…") (tools/update_translations.py alias)


class ReasonText(TrContext):
    """The reasons with a count (plural forms, context "ReasonText")."""

    def attack(self, n: int) -> str:
        return self.tr("Attack on %1 (%2): %3% to win, %n unit(s) against %4.", "", n)

    def attack_risk(self, n: int) -> str:
        return self.tr("Attack on %1 (%2): %3% to win, %n army(s) against %4.", "", n)

    def battle(self, n: int) -> str:
        return self.tr("Battle for %1 (%2): %3% to win against %n defender(s).", "", n)

    def continent(self, n: int) -> str:
        return self.tr("%1: %n of its %2 areas yours already.", "", n)

    def front(self, n: int) -> str:
        return self.tr("%1 borders %n enemy army(s).", "", n)

    def planes(self, n: int) -> str:
        return self.tr("%n plane(s) hit first: a plane costs twice as much as a tank.", "", n)

    def sink(self, n: int) -> str:
        return self.tr("%n submarine(s) of %1 sunk in %2.", "", n)

    def capital(self, n: int) -> str:
        return self.tr("Capital in %1: %n enemy neighbour(s), the fewest of your areas.", "", n)

    def stack(self, n: int) -> str:
        return self.tr("One big stack of %n army(s) in %1 to attack from.", "", n)

    def occupy(self, n: int) -> str:
        return self.tr("%n army(s) move in; %1 enemy armies border the area they leave.", "", n)

    def conquests(self, n: int) -> str:
        return self.tr("%n conquest(s) this turn: enough for now.", "", n)

    def deny(self, n: int) -> str:
        return self.tr("The capital of %1 (%n mission(s) fulfilled): without it, no victory.", "", n)

    def guard(self, n: int) -> str:
        return self.tr("Your capital %1 stays strong: with %n mission(s) fulfilled, no victory without it.", "", n)

    def retake(self, n: int) -> str:
        return self.tr("Retaking your capital %1: with %n mission(s) fulfilled, no victory without it.", "", n)

    def nuke(self, n: int) -> str:
        return self.tr("Nuclear attack on %1 (%2) with %n nuke(s): %3% to contaminate it, %4 nukes lost on "
                       "average.", "", n)

    def nuke_buy(self, n: int) -> str:
        return self.tr("%n nuke(s) in %1, your safest area, against a rival running for the win; %2 left in "
                       "your supply.", "", n)


_P = ReasonText()
REASONS = _P  # the reason sources, also for the rulesets' own texts (ui/rulesets/<id>/texts.py)


def _owner(data: dict[str, Any], names: NameOf) -> str:
    owner = data.get("owner")
    return colour_name("neutral") if owner in (None, "neutral") else names(owner)


def _attack(d: dict[str, Any], names: NameOf, ruleset: str) -> str:
    target, owner = area_name(d["target"]), _owner(d, names)
    if "size" not in d:
        return arg(_P.battle(d.get("defenders", 0)), target, owner, percent(d.get("odds", 0.0)))
    src = words(ruleset).attack_reason(d["size"])
    return arg(src, target, owner, percent(d.get("odds", 0.0)), d.get("defenders", 0))


def _pace(d: dict[str, Any], names: NameOf, ruleset: str) -> str:
    """V1.11: one mission a turn of one's own, none in round 1."""
    if d.get("gained") is None:
        return arg(t("ReasonText", "No mission in round 1: %1 has to wait."), d["mission"])
    return arg(t("ReasonText", "One mission a turn: %2 is already yours this turn, %1 has to wait."),
               d["mission"], d["gained"])


def _supply(d: dict[str, Any], names: NameOf, ruleset: str) -> str:
    k, n = d["kind"], d["bought"]
    bought = units_text(n if k == "land" else 0, n if k == "air" else 0, n if k == "sub" else 0)
    return arg(t("ReasonText", "%1 bought; %2 more of that kind left in your supply."), bought, d["left"])


def _nuke(d: dict[str, Any], names: NameOf, ruleset: str) -> str:
    text = arg(_P.nuke(d["count"]), area_name(d["target"]), _owner(d, names), percent(d.get("odds", 0.0)),
               number(d.get("lost", 0.0), 1))
    if d.get("block"):
        text += " " + arg(t("ReasonText", "A neighbour may intercept it: %1% counted against it."),
                          percent(d["block"]))
    return text


def _planes(d: dict[str, Any], names: NameOf, ruleset: str) -> str:
    if not d.get("air"):
        return t("ReasonText", "Every hit on tanks: there are no planes to hit.")
    return _P.planes(d["air"])


TEXTS: dict[Code, Callable[[dict[str, Any], NameOf, str], str]] = {
    Code.ATTACK: _attack,
    Code.LEADER: lambda d, names, r: arg(t("ReasonText", "Runaway leader: %1, with %2 of the %3 areas needed."),
                                         names(d["player"]), d["areas"], d["target"]),
    Code.THREAT: lambda d, names, r: arg(t("ReasonText", "%1 is at risk: %2% chance of a loss to %3."),
                                         area_name(d["area"]), percent(d["risk"]), names(d["by"])),
    Code.FRONT: lambda d, names, r: arg(_P.front(d["enemies"]), area_name(d["area"])),
    Code.CONTINENT: lambda d, names, r: arg(_P.continent(d["own"]), continent_name(d["continent"]), d["total"]),
    Code.CLAIM: lambda d, names, r: arg(t("ReasonText", "Neighbours of %1: %2 of your areas, %3 still free."),
                                        area_name(d["area"]), d["own_next"], d["free_next"]),
    Code.SUPPLY: _supply,
    Code.CARD: lambda d, names, r: arg(t("ReasonText", "%1: now is the moment to play it."), card_name(d["card"])),
    Code.KEEP_CARDS: lambda d, names, r: t("ReasonText", "No card worth giving up now: keep them."),
    Code.RETURN_CARDS: lambda d, names, r: arg(t("ReasonText", "The cards of least use now go back: %1."),
                                               t("ReasonText", ", ").join(card_name(c) for c in d["cards"])),
    Code.PRODUCER: lambda d, names, r: arg(t("ReasonText", "Missiles at %1, with %2 of the %3 areas needed."),
                                           names(d["player"]), d["areas"], d["target"]),
    Code.BATTLE_ODDS: lambda d, names, r: arg(t("ReasonText", "Battle for %1: %2% to win as it stands."),
                                              area_name(d["area"]), percent(d["odds"])),
    Code.PLANES_FIRST: _planes,
    Code.SINK: lambda d, names, r: arg(_P.sink(d["count"]), names(d["owner"]), area_name(d["sea"])),
    Code.ARMISTICE: lambda d, names, r: arg(t("ReasonText", "Armistice with %1: the greatest threat to your "
                                                            "areas."), names(d["player"])),
    Code.HOLD: lambda d, names, r: t("ReasonText", "No attack worth its odds now: the forces stay on guard."),
    Code.NOTHING_LEFT: lambda d, names, r: t("ReasonText", "Nothing more worth doing in this step."),
    Code.CAPITAL: lambda d, names, r: arg(_P.capital(d["enemies"]), area_name(d["area"])),
    Code.STACK: lambda d, names, r: arg(_P.stack(d["armies"]), area_name(d["area"])),
    Code.TRADE: lambda d, names, r: arg(t("ReasonText", "Cards with %1 stars traded for %2 armies."),
                                        d["stars"], d["armies"]),
    Code.MISSION: lambda d, names, r: arg(t("ReasonText", "This conquest fulfils mission %1."), d["mission"]),
    Code.DENY: lambda d, names, r: arg(_P.deny(d["missions"]), names(d["player"])),
    Code.PACE: _pace,
    Code.DENY_THIRD: lambda d, names, r: arg(t("ReasonText", "Mission %1 would be the third of %2 at the start "
                                                             "of that turn, and the victory: this conquest "
                                                             "prevents it."), d["mission"], names(d["player"])),
    Code.GUARD: lambda d, names, r: arg(_P.guard(d["missions"]), area_name(d["area"])),
    Code.RETAKE: lambda d, names, r: arg(_P.retake(d["missions"]), area_name(d["area"])),
    Code.OCCUPY: lambda d, names, r: arg(_P.occupy(d["count"]), d["enemies"]),
    Code.CONQUESTS: lambda d, names, r: _P.conquests(d["count"]),
    Code.NUKE: _nuke,
    Code.NUKE_BARRIER: lambda d, names, r: arg(t("ReasonText", "Your own %1 contaminated as a barrier: no dice, one "
                                                               "nuke, nobody enters it for two rounds."),
                                               area_name(d["area"])),
    Code.NUKE_BUY: lambda d, names, r: arg(_P.nuke_buy(d["count"]), area_name(d["area"]), d["left"]),
    Code.INTERCEPT: lambda d, names, r: arg(t("ReasonText", "The strike of %1 on %2 would help a player running for "
                                                            "the win: stop it, for one unit."),
                                            names(d["striker"]), area_name(d["target"])),
    Code.LET_PASS: lambda d, names, r: arg(t("ReasonText", "The strike of %1 on %2 hands nobody the win: keep your "
                                                           "units."), names(d["striker"]), area_name(d["target"])),
    Code.NUKE_ROLL: lambda d, names, r: arg(t("ReasonText", "Nuclear attack on %1: %2% to contaminate it from here."),
                                            area_name(d["target"]), percent(d["odds"])),
    Code.NUKE_STOP: lambda d, names, r: arg(t("ReasonText", "Nuclear attack on %1: only %2% from here; the nukes "
                                                            "left are kept."), area_name(d["target"]),
                                            percent(d["odds"])),
    Code.NUKE_HITS: lambda d, names, r: arg(t("ReasonText", "The losses that leave the strike on %1 least likely to "
                                                            "contaminate it, at the lowest cost."),
                                            area_name(d["area"])),
    Code.FREE_AREA: lambda d, names, r: arg(t("ReasonText", "%1 is free: taken without a battle."),
                                            area_name(d["area"])),
    Code.SEARCH: lambda d, names, r: arg(t("ReasonText", "Looked ahead: %1 plans compared, the best %2 played "
                                                         "out %3 times each against the others' replies."),
                                         d["candidates"], d["played_out"], d["samples"]),
}


def reasons_line(player: str, explanation: Any, names: NameOf = colour_name, ruleset: str = "conquest",
                 most: int = 3) -> str:
    """A log line: the first few distinct reasons of a computer player's decision."""
    texts = list(dict.fromkeys(reason_text(r, names, ruleset) for r in explanation.reasons))[:most]
    return arg(t("ReasonText", "Reasons of %1: %2"), names(player), " ".join(texts))


def reason_text(reason: Reason, names: NameOf = colour_name, ruleset: str = "conquest") -> str:
    """One reason in the current language (plain text: show it in a plain-text label)."""
    return TEXTS[reason.code](reason.data, names, ruleset)
