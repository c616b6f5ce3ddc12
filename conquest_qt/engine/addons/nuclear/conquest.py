"""The nuclear add-on for Conquest (VARIANTS.md V2 with R1–R11): nukes bought in production for 3 PP, the
nuclear battle of V2.5 (the defender rolls first and assigns the attacker's explosions), declarations at
the battle choice and the turn's end, free areas taken when movement closes (V2.7)."""

from __future__ import annotations

from typing import Any

from conquest_qt.engine.addons import Adapter
from conquest_qt.engine.addons.nuclear import legal
from conquest_qt.engine.addons.nuclear import rules as N
from conquest_qt.engine.addons.nuclear.state import StrikeFrame
from conquest_qt.engine.addons.nuclear.strike import (
    AFTER_CONQUEST,
    COUNTER,
    DECAY,
    HITS,
    INTERCEPT,
    ROLL,
    WINDOW,
    Action,
    NuclearPart,
)
from conquest_qt.engine.rulesets.conquest.frames import ConquestFrame, ExecutionFrame
from conquest_qt.engine.rulesets.conquest.kinds import Kind, Step
from conquest_qt.engine.seats import NEUTRAL
from conquest_qt.engine.steps import OVER, RETURN, RETURNS, Ask, Extend, Flow, Forced, Part, ask
from conquest_qt.engine.units import UnitKind, count

DEFEND = "nuke_defend"  # the defender's roll (V2.5: he rolls first)
_KINDS = ("land", "air")
_HIT_FIELDS = {"land": "land", "air": "air"}


class ConquestNuclear(NuclearPart):
    RULESET = "conquest"
    LOSE = ("nuke", "land", "air")
    BATTLE = DEFEND

    def partners(self, game: Any, a: str, b: str) -> bool:
        return bool(game.s.armistices) and game.s.in_armistice(a, b)

    def may_lose(self, game: Any, area: str, owner: str, kind: str) -> bool:
        return count(game.s.units, area, owner, kind) >= 1

    def lose_unit(self, game: Any, area: str, owner: str, kind: str) -> None:
        game.s.add_units(area, owner, land=-(kind == "land"), air=-(kind == "air"))

    def eliminated_by(self, game: Any, player: str, by: str) -> None:
        game.eliminate(player)

    def win_check(self, game: Any, player: str) -> Flow | None:
        won: Flow | None = game.check_winner(player)
        return won

    def conquest_of(self, game: Any) -> tuple[str, str | None]:
        f = game.top(ConquestFrame)
        return f.area, f.previous

    def strike_back(self, game: Any) -> str:
        return Step.BATTLES

    # --- V2.5: the nuclear battle ------------------------------------------------------------------
    def step_defend(self, game: Any) -> Flow:
        f = game.top(StrikeFrame)
        d = f.defender or NEUTRAL
        land, air = game.s.land_air(f.target, d) if d != NEUTRAL else (0, 0)
        k = game.roll(d, land + air + 2, "nuke_defence", area=f.target)
        self.lost_nukes(game, f, k)
        if f.committed == 0:
            return RETURNS
        return ask(ROLL, f.striker, area=f.target, nukes=f.committed)

    def do_roll(self, game: Any, player: str, action: Action) -> Flow:
        f = game.top(StrikeFrame)
        if action["type"] == "stop":
            game.emit("nuke_stopped", player=player, to=f.target)
            return RETURNS
        f.rolled += 1
        k = game.roll(player, f.committed, "nuke_attack", area=f.target)
        avail = self.assignable(game, f, _KINDS)
        total = sum(avail.values())
        if k > total:  # every unit and nuke gone, and an explosion left for the flag
            self.apply_hits(game, f, avail)
            return self.contaminate(game, f)
        if k == 0:
            return DEFEND
        if k == total or len(avail) == 1:
            self.apply_hits(game, f, avail if k == total else {next(iter(avail)): k})
            return DEFEND
        f.hits = k
        return ask(HITS, f.defender or NEUTRAL, area=f.target, count=k, options=avail)

    def do_hits(self, game: Any, player: str, action: Action) -> Flow:
        f = game.top(StrikeFrame)
        avail = self.assignable(game, f, _KINDS)
        chosen = self.chosen_hits(action, _HIT_FIELDS)
        self.check_hits(chosen, avail, f.hits)
        f.hits = 0
        self.apply_hits(game, f, chosen)
        return DEFEND

    # --- V2.7: free areas holding the mover's units become his when movement closes -----------------
    def step_take_free(self, game: Any) -> Flow:
        p = game.top(ExecutionFrame).player
        s = game.s
        taken = [a for a, by in s.units.items() if p in by and a in s.owners and N.is_free(game, a)]
        for area in sorted(taken):
            s.owners[area] = p
            game.emit("free_area_taken", player=p, area=area)
        if taken:
            won: Flow | None = game.check_winner(p)
            if won is not None:
                return won
        return RETURNS


PART = ConquestNuclear()

ADAPTER = Adapter(
    part=Part(
        rows=(
            *PART.shared_rows(),
            Forced(DEFEND, PART.step_defend, to=(ROLL, RETURN)),
            Ask(ROLL, ("roll", "stop"), PART.do_roll, to=(HITS, DEFEND, RETURN, OVER)),
            Ask(HITS, ("hits",), PART.do_hits, to=(DEFEND,)),
            Forced("nuke_take_free", PART.step_take_free, to=(RETURN, OVER)),
        ),
        hooks={Step.ROUND_START: DECAY, Step.MOVEMENT_END: "nuke_take_free", Step.AFTER_CONQUEST: AFTER_CONQUEST},
        extends=(Extend(Kind.BATTLE_CHOICE, ("nuke",), PART.declare, to=(WINDOW,)),
                 Extend(Kind.END_TURN, ("nuke",), PART.declare, to=(WINDOW,))),
    ),
    fields={"nuke": {"from": "text", "to": "text", "count": "count"}, "intercept": {"at": "text", "lose": "text"},
            "stop": {}, "hits": {"land": "count?", "air": "count?", "nuke": "placement?"},
            "build": {"nuke": "placement?"}},
    unit_kinds=(UnitKind(N.NUKE, draw="nuke", holds=False, domain="marker"),),
    game_part=PART,
    legal=legal.conquest_legal,
    kinds=(INTERCEPT, ROLL, HITS, COUNTER),
)
