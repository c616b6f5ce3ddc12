"""One battle as the battle panel tells it: the sides, the forces at the start, every roll in order, the
losses so far and the result. Built from the engine's events (battle_started, dice_rolled,
units_destroyed, units_converted, battle_ended); the panel presents it step by step (battle_panel.py).

What the panel asks of any battle record (this one, or an add-on's `BattleKind` record, e.g. the nuclear
add-on's strike, ui/rulesets/nuclear/battle.py): `area`, `rolls` (its rows in order: rolls, and lines without
dice), `over`, `winner`, `involves(colours)`, `takes(ev)` (the event is this battle's), `is_roll(ev)` (a
`dice_rolled` of this battle) and `apply(ev)` (a later event applied; returns a line to list, or None).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Forces = dict[str, list[int]]  # side's colour -> [land, air]
BATTLE_ROLLS = frozenset({"battle", "secret_weapon", "treason"})  # a side's roll, or a battle card's (R9.5, R9.7)


@dataclass
class BattleRecord:
    area: str
    attacker: str
    defender: str
    first: str
    start: Forces  # the forces when the battle began
    subs: int  # the attacker's supporting submarines
    now: Forces = field(default_factory=dict)  # after the losses presented so far
    rolls: list[dict[str, Any]] = field(default_factory=list)  # every roll so far, both sides, in order
    winner: str | None = None
    over: bool = False

    def __post_init__(self) -> None:
        if not self.now:
            self.now = {c: list(v) for c, v in self.start.items()}

    @classmethod
    def begin(cls, ev: dict[str, Any], units: Forces, later: list[dict[str, Any]], subs: int) -> BattleRecord:
        """The record of a battle_started event; `units` are the area's units as the state shows them now,
        after the `later` events of the same batch (losses already applied there are added back)."""
        att, dfd = ev["attacker"], ev["defender"]
        start = {c: list(units.get(c, [0, 0])) if c != "neutral" else [0, 0] for c in (att, dfd)}
        for e in later:
            if e.get("area") != ev["area"]:
                continue
            if e.get("type") == "units_destroyed" and e.get("owner") in start:
                start[e["owner"]][0] += e.get("land", 0)
                start[e["owner"]][1] += e.get("air", 0)
            elif e.get("type") == "units_converted":
                for c, sign in ((e.get("from"), 1), (e.get("to"), -1)):
                    if c in start:
                        start[c][0] = max(0, start[c][0] + sign * e.get("land", 0))
                        start[c][1] = max(0, start[c][1] + sign * e.get("air", 0))
            elif e.get("type") == "battle_ended":
                break
        return cls(ev["area"], att, dfd, ev.get("first", att), start, subs)

    def takes(self, ev: dict[str, Any]) -> bool:
        return ev.get("area") == self.area

    @staticmethod
    def is_roll(ev: dict[str, Any]) -> bool:
        return ev.get("purpose") in BATTLE_ROLLS

    def apply(self, ev: dict[str, Any]) -> dict[str, Any] | None:
        """A loss, a change of sides or the end, once the roll before it has been shown (no line of its own)."""
        kind = ev.get("type")
        if kind == "units_destroyed" and ev.get("owner") in self.now:
            side = self.now[ev["owner"]]
            side[0], side[1] = max(0, side[0] - ev.get("land", 0)), max(0, side[1] - ev.get("air", 0))
        elif kind == "units_converted":
            for c, sign in ((ev.get("from"), -1), (ev.get("to"), 1)):
                if c in self.now:
                    self.now[c][0] = max(0, self.now[c][0] + sign * ev.get("land", 0))
                    self.now[c][1] = max(0, self.now[c][1] + sign * ev.get("air", 0))
        elif kind == "battle_ended":
            self.winner, self.over = ev.get("winner"), True
        return None

    @property
    def conquered(self) -> bool:
        return self.over and self.winner == self.attacker

    def involves(self, colours: tuple[str, ...] | list[str]) -> bool:
        return self.attacker in colours or self.defender in colours
