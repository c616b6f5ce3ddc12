"""Comanda & Conquista's options (V0, V3.8); all stored in the save."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from conquest_qt.engine.addons import join_options, split_options
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.seats import COLOURS, check_seats


@dataclass(frozen=True)
class Options:
    ruleset: str = "cc"
    # V3.8: fixed teams, e.g. [["red", "blue"], ["black", "green"]]; empty = free for all (no rebirth)
    teams: list[list[str]] = field(default_factory=list)
    allow_small: bool = True  # 2–3 players (V3 plays from 2; R3.1's minimum of 4 is Conquest's)
    round_cap: int | None = 300  # a draw after this many rounds (V0.2, R11); None = no cap
    addons: tuple[Any, ...] = ()  # the enabled add-ons' options (engine/addons.py); none extends cc (V0.1)

    def to_dict(self) -> dict[str, Any]:
        own = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "addons"}
        own["teams"] = [list(t) for t in self.teams]
        return {**own, **join_options(self.addons)}

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Options:
        if "nuclear" in data:  # V0.1: V3 has no dice and its own anti-air system; `false` is cc as it is
            if data["nuclear"] is not False:
                raise RuleError("variant_incompatible", option="nuclear", ruleset="cc")
            data = {k: v for k, v in data.items() if k != "nuclear"}
        own, addons = split_options("cc", data)  # an add-on that does not extend cc is variant_incompatible
        unknown = sorted(set(own) - set(Options.__dataclass_fields__) | ({"addons"} & set(own)))
        if unknown:
            raise ValueError(f"unknown option {unknown[0]!r}")
        teams = own.get("teams", [])
        if not isinstance(teams, (list, tuple)) or not all(isinstance(t, (list, tuple)) for t in teams):
            raise ValueError("option teams must be a list of lists of colours")
        own["teams"] = [list(t) for t in teams]
        opts = Options(**own, addons=addons)
        opts.check_types()
        return opts

    def check_types(self) -> None:
        if self.ruleset != "cc":
            raise ValueError("option ruleset must be 'cc' for these options")
        if not isinstance(self.allow_small, bool):
            raise ValueError("option allow_small must be true or false")
        if self.round_cap is not None and (not isinstance(self.round_cap, int) or isinstance(self.round_cap, bool)
                                           or self.round_cap < 1):
            raise ValueError("option round_cap must be a positive integer or null")
        seen: set[str] = set()
        for team in self.teams:
            if not team or any(not isinstance(c, str) or c not in COLOURS or c in seen for c in team):
                raise ValueError("option teams: each colour of R1 in at most one non-empty team")
            seen.update(team)
        for addon in self.addons:
            addon.check_types(self)

    def team_of(self, player: str) -> list[str] | None:
        for team in self.teams:
            if player in team:
                return team
        return None


def check_setup(options: Options, players: list[str], *, scenario: bool = False) -> None:
    """Validate players and options for a new game (V3.2, V3.8: every team member plays)."""
    options.check_types()
    check_seats(players, 2 if (options.allow_small or scenario) else 4)
    for team in options.teams:
        if any(c not in players for c in team):
            raise ValueError("option teams names a colour that does not play")
