"""Rule errors: a code plus data; the UI translates them (principle 6)."""

from __future__ import annotations

from typing import Any

# Every code the engine can raise; the UI has a translation for each (a test checks it).
ERROR_CODES: tuple[str, ...] = (
    "malformed_action",  # not an object of the action vocabulary / wrong field types
    "action_unknown_field",  # a field the action vocabulary does not have (data: field)
    "game_over",
    "not_your_decision",  # a player acted while the engine waits for someone else
    "wrong_action",  # the action type is not a legal answer to the pending question
    "unknown_area",
    "unknown_sea",
    "area_taken",
    "not_own_area",
    "not_adjacent",
    "too_far",
    "must_end_on_land",
    "bad_count",
    "too_many_units",
    "unit_already_moved",
    "no_sub",
    "sub_not_bordering",
    "armistice_blocks",
    "over_budget",
    "over_supply",
    "card_not_held",
    "card_not_playable",
    "bad_target",
    "bad_unit",
    "bad_return",
    "bad_hits",
    "bad_sink",
    "no_such_battle",
    # Risk (VARIANTS.md V1)
    "too_few_armies",  # an attack from an area with fewer than 2 armies (V1.7)
    "bad_dice",  # dice outside 1..the most allowed (V1.7)
    "bad_trade",  # cards that do not show 2–10 stars together, or named twice (V1.6)
    "must_trade",  # pass with 6 or more cards at the start of the turn (V1.6)
    "not_connected",  # a fortify whose areas no path of own areas joins (V1.9)
    # add-ons (VARIANTS.md V0.1)
    "variant_incompatible",  # an add-on option enabled with a ruleset it does not extend (data: option, ruleset)
    # the nuclear add-on (VARIANTS.md V2)
    "no_nuclear_attack_yet",  # a nuclear attack before `nuke_from_round` (data: round, first; V2.1)
    "last_area",  # a nuclear attack on the striker's last area (data: area; V2.6)
    "battle_pending",  # a nuclear attack on an area where a battle waits (data: area; V2.2)
    "no_unused_nukes",  # no (or too few) nukes not yet used this turn in `from` (data: area, unused; V2.2)
    "contaminated",  # a unit may not enter / attack a contaminated area (data: area; V2.7)
    "no_nukes_in_setup",  # nukes bought with the start armies (V2.1)
    "must_roll",  # `stop` before the first roll of a nuclear attack (V2.4)
)


class RuleError(Exception):
    """An action the rules refuse. The state is untouched when this is raised."""

    def __init__(self, code: str, **data: Any) -> None:
        assert code in ERROR_CODES, code
        super().__init__(code, data)
        self.code = code
        self.data = data

    def __str__(self) -> str:
        extra = ", ".join(f"{k}={v!r}" for k, v in sorted(self.data.items()))
        return f"{self.code}({extra})" if extra else self.code
