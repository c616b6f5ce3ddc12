"""Player-facing texts of the engine's rule error codes (engine/errors.py ERROR_CODES)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import TrContext, arg

ERROR_TEXTS: dict[str, str] = {
    "malformed_action": QT_TRANSLATE_NOOP("RuleError", "That is not a valid action."),
    "action_unknown_field": QT_TRANSLATE_NOOP("RuleError", "That action holds an entry the game does not know."),
    "game_over": QT_TRANSLATE_NOOP("RuleError", "The game is over."),
    "not_your_decision": QT_TRANSLATE_NOOP("RuleError", "It is not your turn: waiting for %1."),
    "wrong_action": QT_TRANSLATE_NOOP("RuleError", "That is not possible at this moment."),
    "unknown_area": QT_TRANSLATE_NOOP("RuleError", "That is not a land area."),
    "unknown_sea": QT_TRANSLATE_NOOP("RuleError", "That is not a sea area."),
    "area_taken": QT_TRANSLATE_NOOP("RuleError", "%1 is already taken; choose a free area."),
    "not_own_area": QT_TRANSLATE_NOOP("RuleError", "%1 is not one of your areas."),
    "not_adjacent": QT_TRANSLATE_NOOP("RuleError", "Those areas do not border each other."),
    "too_far": QT_TRANSLATE_NOOP("RuleError", "Planes fly at most two steps."),
    "must_end_on_land": QT_TRANSLATE_NOOP("RuleError", "Planes must end their flight on land."),
    "bad_count": QT_TRANSLATE_NOOP("RuleError", "Choose at least one unit."),
    "too_many_units": QT_TRANSLATE_NOOP("RuleError", "You do not have that many units there that can still move."),
    "unit_already_moved": QT_TRANSLATE_NOOP("RuleError", "Those units have already moved this turn."),
    "no_sub": QT_TRANSLATE_NOOP("RuleError", "You have no submarine in that sea."),
    "sub_not_bordering": QT_TRANSLATE_NOOP("RuleError", "Submarines go on a sea that borders one of your areas."),
    "armistice_blocks": QT_TRANSLATE_NOOP("RuleError", "An armistice forbids entering %1."),
    "over_budget": QT_TRANSLATE_NOOP("RuleError", "Not enough production points."),
    "over_supply": QT_TRANSLATE_NOOP("RuleError", "You have no more units of that kind in your supply."),
    "card_not_held": QT_TRANSLATE_NOOP("RuleError", "You do not hold that card."),
    "card_not_playable": QT_TRANSLATE_NOOP("RuleError", "That card cannot be played now."),
    "bad_target": QT_TRANSLATE_NOOP("RuleError", "That player cannot be the target."),
    "bad_unit": QT_TRANSLATE_NOOP("RuleError", "That unit cannot be parked on the armistice."),
    # plural messages: translated by RuleError below (these three strings are its sources)
    "bad_return": "Return exactly %n card(s), or one more.",
    "bad_hits": "Assign exactly %n hit(s).",
    "bad_sink": "Choose exactly %n submarine(s) to sink.",
    "no_such_battle": QT_TRANSLATE_NOOP("RuleError", "There is no battle to fight there."),
    "too_few_armies": QT_TRANSLATE_NOOP("RuleError", "An attack needs at least 2 armies in the area it starts from."),
    "bad_dice": QT_TRANSLATE_NOOP(
        "RuleError", "Roll at least 1 die and at most one fewer than the armies in the attacking area."),
    "bad_trade": QT_TRANSLATE_NOOP("RuleError", "Trade different cards showing 2 to 10 stars together."),
    "must_trade": QT_TRANSLATE_NOOP("RuleError", "With 6 or more cards you must trade this turn."),
    "not_connected": QT_TRANSLATE_NOOP("RuleError", "No chain of your own areas joins those two areas."),
    "variant_incompatible": QT_TRANSLATE_NOOP("RuleError", "That rule add-on cannot be played with these rules."),
    # the nuclear add-on (VARIANTS.md V2)
    "no_nuclear_attack_yet": QT_TRANSLATE_NOOP("RuleError", "No nuclear attack is allowed yet in this round."),
    "last_area": QT_TRANSLATE_NOOP("RuleError", "You cannot strike your own last area."),
    "battle_pending": QT_TRANSLATE_NOOP("RuleError", "A battle is waiting in %1: it cannot be a nuclear target now."),
    "no_unused_nukes": QT_TRANSLATE_NOOP("RuleError", "There are not that many nukes there still unused this turn."),
    "contaminated": QT_TRANSLATE_NOOP("RuleError", "%1 is contaminated: no unit may enter it."),
    "no_nukes_in_setup": QT_TRANSLATE_NOOP("RuleError", "Nukes cannot be bought with the start armies."),
    "must_roll": QT_TRANSLATE_NOOP("RuleError", "Roll at least once before you stop the nuclear attack."),
}


class RuleError(TrContext):
    """The rule errors with a count (plural forms, context "RuleError")."""

    def bad_return(self, n: int) -> str:
        return self.tr("Return exactly %n card(s), or one more.", "", n)

    def bad_hits(self, n: int) -> str:
        return self.tr("Assign exactly %n hit(s).", "", n)

    def bad_sink(self, n: int) -> str:
        return self.tr("Choose exactly %n submarine(s) to sink.", "", n)

    # Risk's refusals with their bounds (VARIANTS.md V1.5, V1.7, V1.9)
    def place_all(self, n: int) -> str:
        return self.tr("Place exactly %n army(s): your whole reinforcement.", "", n)

    def at_most_dice(self, n: int) -> str:
        return self.tr("Roll at most %n dice from there: one army always stays behind.", "", n)

    def at_most_leave(self, n: int) -> str:
        return self.tr("At most %n army(s) can leave %1: one always stays.", "", n)


# Risk's refusals whose data give the bounds: code -> (the data field that tells them apart, its text);
# the codes' plain texts above stay for Conquest and for data without that field.
BOUNDED: dict[str, tuple[str, str]] = {
    "bad_count": ("max", QT_TRANSLATE_NOOP("RuleError", "Move at least %1 and at most %2 armies.")),
    "bad_target": ("area", QT_TRANSLATE_NOOP("RuleError", "%1 cannot be the target here.")),
}


_PLURAL = RuleError()


def error_text(code: str, data: dict[str, Any] | None = None) -> str:
    data = data or {}
    if code == "bad_return":
        return _PLURAL.bad_return(int(data.get("must", 0)))
    if code == "bad_hits":
        return _PLURAL.bad_hits(int(data.get("count", 0)))
    if code == "bad_sink":
        return _PLURAL.bad_sink(int(data.get("count", 0)))
    bounded = _bounded(code, data)
    if bounded is not None:
        return bounded
    src = ERROR_TEXTS.get(code, ERROR_TEXTS["wrong_action"])
    text = QCoreApplication.translate("RuleError", src)
    if code == "not_your_decision":
        return arg(text, colour_name(data.get("waiting_for")))
    if code in ("area_taken", "not_own_area", "armistice_blocks", "battle_pending", "contaminated"):
        return arg(text, area_name(str(data.get("area", ""))))
    return text


def _bounded(code: str, data: dict[str, Any]) -> str | None:
    """Risk's texts that name the bounds or the area (None: the code's plain text)."""
    if code == "bad_count" and "expected" in data:
        return _PLURAL.place_all(int(data["expected"]))
    if code == "bad_dice" and isinstance(data.get("max"), int):
        return _PLURAL.at_most_dice(data["max"])
    if code == "too_many_units" and "max" in data and "area" in data:
        return arg(_PLURAL.at_most_leave(int(data["max"])), area_name(str(data["area"])))
    field, src = BOUNDED.get(code, ("", ""))
    if not field or field not in data or "target" in data:
        return None
    text = QCoreApplication.translate("RuleError", src)
    if code == "bad_count":
        return arg(text, data.get("min", 1), data["max"])
    return arg(text, area_name(str(data["area"])))


# UI-side hints (not engine codes) for clicks the UI refuses before asking the engine.
UI_HINTS: dict[str, str] = {
    "not_your_turn": QT_TRANSLATE_NOOP("UiHint", "Not your turn: waiting for %1."),
    "not_free": QT_TRANSLATE_NOOP("UiHint", "%1 is already taken; click a free area."),
    "not_own": QT_TRANSLATE_NOOP("UiHint", "Click one of your own areas (or a sea bordering one for submarines)."),
    "no_units_here": QT_TRANSLATE_NOOP("UiHint", "You have no units here that can still move."),
    "not_reachable": QT_TRANSLATE_NOOP("UiHint", "Your units cannot reach %1 from here."),
    "no_battle_here": QT_TRANSLATE_NOOP("UiHint", "There is no battle to fight in %1."),
    "sub_on_land": QT_TRANSLATE_NOOP("UiHint", "Submarines go on the highlighted seas. For a tank or a plane "
                                                "in %1, choose Tank (1) or Plane (2) first."),
    "over_budget": QT_TRANSLATE_NOOP("UiHint", "Not enough production points left."),
    "no_supply": QT_TRANSLATE_NOOP("UiHint", "No more units of that kind in your supply."),
    "nothing_now": QT_TRANSLATE_NOOP("UiHint", "Nothing to do there right now."),
    "hidden": QT_TRANSLATE_NOOP("UiHint", "Hand the screen over first."),
    # Risk's attack and fortify clicks (VARIANTS.md V1.7, V1.9; ui/game/area_pick.py)
    "own_target": QT_TRANSLATE_NOOP("UiHint", "%1 is one of your areas: attack an area of another player."),
    "no_enemy_neighbour": QT_TRANSLATE_NOOP("UiHint", "%1 borders no area of another player."),
    "choose_origin": QT_TRANSLATE_NOOP("UiHint", "First click one of your areas next to %1 with 2 or more "
                                                 "armies."),
    "fortify_one_army": QT_TRANSLATE_NOOP("UiHint", "%1 holds only 1 army, and one always stays."),
    "no_own_neighbour": QT_TRANSLATE_NOOP("UiHint", "%1 borders none of your other areas."),
    # Risk (VARIANTS.md V1.3, V1.5)
    "not_own_risk": QT_TRANSLATE_NOOP("UiHint", "%1 is not one of your areas: click a highlighted one."),
    "all_placed": QT_TRANSLATE_NOOP("UiHint", "All armies are placed: confirm, or right-click an area to take "
                                              "one back."),
    "none_placed_here": QT_TRANSLATE_NOOP("UiHint", "No army placed on %1 to take back."),
    "armies_left": QT_TRANSLATE_NOOP("UiHint", "Armies still to place: %1."),
}


def ui_hint(key: str, *values: str) -> str:
    return arg(QCoreApplication.translate("UiHint", UI_HINTS[key]), *values)
