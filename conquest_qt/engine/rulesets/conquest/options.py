"""Game options (R11); all of them are stored in the save file."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from conquest_qt.engine.addons import join_options, split_options
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.seats import check_seats


@dataclass(frozen=True)
class Options:
    ruleset: str = "conquest"  # the rules these options are for (engine/rulesets)
    explosion_faces: int = 2  # 1–5 (R1)
    target_areas: int = 20  # 8–36 (R2)
    random_deal: bool = False  # deal areas instead of claiming (R3.3)
    allow_small: bool = False  # allow 2–3 players (R3.1)
    round_cap: int | None = 300  # a draw after this many rounds; None = no cap
    addons: tuple[Any, ...] = ()  # the enabled add-ons' options (engine/addons/), written flat beside ours

    def to_dict(self) -> dict[str, Any]:
        own = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "addons"}
        return {**own, **join_options(self.addons)}

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Options:
        own, addons = split_options("conquest", data)
        unknown = sorted(set(own) - set(Options.__dataclass_fields__) | ({"addons"} & set(own)))
        if unknown:
            raise ValueError(f"unknown option {unknown[0]!r}")
        opts = Options(**own, addons=addons)
        opts.check_types()
        return opts

    def check_types(self) -> None:
        if self.ruleset != "conquest":
            raise ValueError("option ruleset must be 'conquest' for these options")
        for name in ("explosion_faces", "target_areas"):
            v = getattr(self, name)
            if not isinstance(v, int) or isinstance(v, bool):
                raise ValueError(f"option {name} must be an integer")
        if not 1 <= self.explosion_faces <= 5:
            raise ValueError("option explosion_faces must be 1..5")
        if not 8 <= self.target_areas <= 36:
            raise ValueError("option target_areas must be 8..36")
        if self.round_cap is not None and (not isinstance(self.round_cap, int) or self.round_cap < 1):
            raise ValueError("option round_cap must be a positive integer or null")
        for addon in self.addons:
            addon.check_types(self)


def check_setup(options: Options, players: list[str], *, scenario: bool = False) -> None:
    """Validate players and options for a new game (R3.1, R11)."""
    options.check_types()
    check_seats(players, 2 if (options.allow_small or scenario) else 4)
    if not scenario and options.target_areas <= 36 // len(players):
        raise RuleError("malformed_action", field="target_areas")
