"""Risk's options (V0, V1.1); all stored in the save."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from conquest_qt.engine.addons import join_options, split_options
from conquest_qt.engine.seats import check_seats

VERSIONS = ("training", "command")
# V1.11's pace: "one_per_turn" (at most one mission per own turn, none in round 1; amended turn 3) or
# "unlimited" (the rule before it: several at one check, action missions in round 1; games saved then)
PACES = ("one_per_turn", "unlimited")


@dataclass(frozen=True)
class Options:
    ruleset: str = "risk"
    risk_version: str = "training"  # "Grundausbildung" | "Kommandozentrale" (V1.1)
    random_deal: bool = False  # deal areas instead of claiming (R3.3)
    allow_small: bool = False  # allow 2–3 players (R3.1)
    round_cap: int | None = 300  # a draw after this many rounds (V0.2, R11); None = no cap
    mission_pace: str = "one_per_turn"  # V1.11 (PACES); old saves replay with "unlimited" (saves/versions.py)
    addons: tuple[Any, ...] = ()  # the enabled add-ons' options (engine/addons/), written flat beside ours

    @property
    def command(self) -> bool:
        return self.risk_version == "command"

    def to_dict(self) -> dict[str, Any]:
        """The options as written (a new dict each time; its values are immutable). Written once per options
        object: a look-ahead's view writes its sampled game's options at every decision."""
        written: dict[str, Any] | None = self.__dict__.get("_written")
        if written is None:
            own = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "addons"}
            written = {**own, **join_options(self.addons)}
            object.__setattr__(self, "_written", written)  # frozen: the same values for good
        return dict(written)

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Options:
        own, addons = split_options("risk", data)
        unknown = sorted(set(own) - set(Options.__dataclass_fields__) | ({"addons"} & set(own)))
        if unknown:
            raise ValueError(f"unknown option {unknown[0]!r}")
        opts = Options(**own, addons=addons)
        opts.check_types()
        return opts

    def check_types(self) -> None:
        if self.ruleset != "risk":
            raise ValueError("option ruleset must be 'risk' for these options")
        if self.risk_version not in VERSIONS:
            raise ValueError("option risk_version must be 'training' or 'command'")
        if self.mission_pace not in PACES:
            raise ValueError("option mission_pace must be 'one_per_turn' or 'unlimited'")
        for name in ("random_deal", "allow_small"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"option {name} must be true or false")
        if self.round_cap is not None and (not isinstance(self.round_cap, int) or isinstance(self.round_cap, bool)
                                           or self.round_cap < 1):
            raise ValueError("option round_cap must be a positive integer or null")
        for addon in self.addons:
            addon.check_types(self)


def check_setup(options: Options, players: list[str], *, scenario: bool = False) -> None:
    """Validate players and options for a new game (R3.1, V1.3)."""
    options.check_types()
    check_seats(players, 2 if (options.allow_small or scenario) else 4)
