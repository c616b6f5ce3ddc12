"""The nuclear add-on for Risk (VARIANTS.md V2 with V1): nukes bought in the turn's placement for 4 armies,
the nuclear attack of V2.4 (six-sided dice, the striker's rolls, the defender's removals), declarations and
`occupy_free` in the attack stage (V2.7)."""

from __future__ import annotations

from itertools import product
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
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.parse import count, texts
from conquest_qt.engine.rulesets.risk import missions as M
from conquest_qt.engine.rulesets.risk import rules as R
from conquest_qt.engine.rulesets.risk.frames import ConquestFrame
from conquest_qt.engine.rulesets.risk.kinds import Kind, Step
from conquest_qt.engine.rulesets.risk.state import ARMY
from conquest_qt.engine.seats import NEUTRAL
from conquest_qt.engine.steps import OVER, RETURN, RETURNS, Ask, Extend, Flow, Forced, Part, ask
from conquest_qt.engine.units import UnitKind

TURN = "nuke_turn"  # the striker's next roll (V2.4.1)
MAX_NUKE_DICE = 3
MAX_DEFENCE_DICE = 2
_KINDS = (ARMY,)
_HIT_FIELDS = {"army": ARMY}


class RiskNuclear(NuclearPart):
    RULESET = "risk"
    LOSE = ("nuke", "army")
    BATTLE = TURN
    HAS_COUNT = False  # V2.2: all unused nukes of `from` are committed

    def may_lose(self, game: Any, area: str, owner: str, kind: str) -> bool:
        return game.s.army(area) >= 2 if kind == "army" else N.nukes(game, area, owner) >= 1

    def lose_unit(self, game: Any, area: str, owner: str, kind: str) -> None:
        game.s.add_armies(area, -1)

    def eliminated_by(self, game: Any, player: str, by: str) -> None:
        game.eliminate(player, by=by)  # V1.13: cards and missions to the custodian (V2.7)
        game.gain(by, M.conquest_met(eliminated=True, conquered=0, start=0, lane=False))  # S5: own turn only

    def win_check(self, game: Any, player: str) -> Flow | None:
        won: Flow | None = game.check_win()
        return won

    def conquest_of(self, game: Any) -> tuple[str, str | None]:
        f = game.top(ConquestFrame)
        return f.area, f.previous

    def strike_back(self, game: Any) -> str:
        return Step.ATTACK_CHECK

    def keeps_decision(self, game: Any, kind: str, player: str) -> bool:
        return super().keeps_decision(game, kind, player) or bool(free_moves(game, player))

    def entry_refusal(self, game: Any, player: str, area: str) -> str | None:
        return super().entry_refusal(game, player, area) or ("bad_target" if N.is_free(game, area) else None)

    # --- V2.4: the nuclear attack ----------------------------------------------------------------
    def step_turn(self, game: Any) -> Flow:
        f = game.top(StrikeFrame)
        top = min(MAX_NUKE_DICE, f.committed)
        if top == 0:
            return RETURNS
        if f.rolled == 0 and top == 1:  # a first roll with one die possible is made by itself
            return self.roll_dice(game, f, 1)
        return ask(ROLL, f.striker, area=f.target, max=top, first=f.rolled == 0)

    def do_roll(self, game: Any, player: str, action: Action) -> Flow:
        f = game.top(StrikeFrame)
        if action["type"] == "stop":
            if f.rolled == 0:
                raise RuleError("must_roll")
            game.emit("nuke_stopped", player=player, to=f.target)
            return RETURNS
        top = min(MAX_NUKE_DICE, f.committed)
        dice = action.get("dice")
        if not isinstance(dice, int) or isinstance(dice, bool) or not 1 <= dice <= top:
            raise RuleError("bad_dice", dice=dice, max=top)
        return self.roll_dice(game, f, dice)

    def roll_dice(self, game: Any, f: StrikeFrame, d: int) -> Flow:
        s = game.s
        f.rolled += 1
        att = game.roll(d)
        dfn = game.roll(min(MAX_DEFENCE_DICE, s.army(f.target)))
        lost_a, lost_d, pairs = R.compare(att, dfn)
        game.emit("nuke_rolled", player=f.striker, defender=f.defender, **{"from": f.origin, "to": f.target},
                  attacker_dice=att, defender_dice=dfn, pairs=pairs, attacker_lost=lost_a, defender_lost=lost_d)
        self.lost_nukes(game, f, lost_a)
        avail = self.assignable(game, f, _KINDS)
        k = min(lost_d, sum(avail.values()))
        ways = hit_ways(avail, k, f.target)
        if len(ways) > 1:
            f.hits = k
            return ask(HITS, f.defender or NEUTRAL, area=f.target, count=k, options=avail)
        if k:
            self.apply_hits(game, f, ways[0])
        return self.after_hits(game, f)

    def do_hits(self, game: Any, player: str, action: Action) -> Flow:
        f = game.top(StrikeFrame)
        avail = self.assignable(game, f, _KINDS)
        chosen = {k: n for k, n in self.chosen_hits(action, _HIT_FIELDS).items() if n}
        self.check_hits(chosen, avail, f.hits)
        if not allowed(chosen, avail, f.target):  # V2.4.2: the last army only when T holds no nuke
            raise RuleError("bad_hits", count=f.hits)
        f.hits = 0
        self.apply_hits(game, f, chosen)
        return self.after_hits(game, f)

    def after_hits(self, game: Any, f: StrikeFrame) -> Flow:
        if game.s.army(f.target) == 0:  # V2.4.3: contaminated; the striker does not move in
            return self.contaminate(game, f)
        return TURN

    # --- V2.7: occupying a free area from an adjacent own one ------------------------------------------
    def do_attack_stage(self, game: Any, player: str, action: Action) -> Flow:
        if action["type"] == "nuke":
            return self.declare(game, player, action)
        s = game.s
        src, dst = texts(action, "from", "to")
        for area in (src, dst):
            if area not in s.owners:
                raise RuleError("unknown_area", area=area)
        if s.owners[src] != player:
            raise RuleError("not_own_area", area=src)
        if not N.is_free(game, dst):
            raise RuleError("contaminated" if N.contaminated(game, dst) else "bad_target", area=dst)
        if dst not in game.board.adjacent[src]:
            raise RuleError("not_adjacent", **{"from": src, "to": dst})
        n = count(action, "count")
        if n > s.army(src) - 1:
            raise RuleError("bad_count", field="count", min=1, max=s.army(src) - 1)
        s.owners[dst] = player
        s.add_armies(src, -n)
        s.add_armies(dst, n)
        s.conquered += 1
        game.emit("free_area_taken", player=player, area=dst, **{"from": src}, count=n)
        game.gain(player, M.conquest_met(eliminated=False, conquered=s.conquered, start=0, lane=False))
        won: Flow | None = game.check_win()
        return won if won is not None else Step.ATTACK_CHECK


def free_moves(game: Any, player: str) -> list[Action]:
    """The `occupy_free` answers open to the player (the largest count each)."""
    s = game.s
    if not any(o is None for o in s.owners.values()):
        return []
    out: list[Action] = []
    for a, o in s.owners.items():
        if o == player and s.army(a) >= 2:
            for b in game.board.adjacent[a]:
                if N.is_free(game, b):
                    out.append({"type": "occupy_free", "from": a, "to": b, "count": s.army(a) - 1})
    return out


def allowed(chosen: dict[str, int], avail: dict[str, int], target: str) -> bool:
    """V2.4.2: all of T's armies go only when all of T's nukes go too."""
    if avail.get(ARMY) and chosen.get(ARMY, 0) == avail[ARMY]:
        key = f"nuke@{target}"
        return chosen.get(key, 0) == avail.get(key, 0)
    return True


def hit_ways(avail: dict[str, int], k: int, target: str) -> list[dict[str, int]]:
    """Every allowed way to remove exactly k (≤ 2 removals: a few ways at most)."""
    keys = sorted(avail)
    out = []
    for combo in product(*(range(min(avail[key], k) + 1) for key in keys)):
        if sum(combo) == k:
            chosen = {key: n for key, n in zip(keys, combo, strict=True) if n}
            if allowed(chosen, avail, target):
                out.append(chosen)
    return out or [{}]


PART = RiskNuclear()

ADAPTER = Adapter(
    part=Part(
        rows=(
            *PART.shared_rows(),
            Forced(TURN, PART.step_turn, to=(ROLL, HITS, TURN, RETURN, OVER)),
            Ask(ROLL, ("roll", "stop"), PART.do_roll, to=(HITS, TURN, RETURN, OVER)),
            Ask(HITS, ("hits",), PART.do_hits, to=(TURN, RETURN, OVER)),
        ),
        hooks={Step.ROUND_START: DECAY, Step.AFTER_CONQUEST: AFTER_CONQUEST},
        extends=(Extend(Kind.ATTACK, ("nuke", "occupy_free"), PART.do_attack_stage,
                        to=(WINDOW, Step.ATTACK_CHECK, OVER)),),
    ),
    fields={"nuke": {"from": "text", "to": "text"}, "intercept": {"at": "text", "lose": "text"}, "stop": {},
            "roll": {"dice": "count"}, "hits": {"army": "count?", "nuke": "placement?"},
            "occupy_free": {"from": "text", "to": "text", "count": "count"}, "place": {"nuke": "placement?"}},
    unit_kinds=(UnitKind(N.NUKE, draw="nuke", holds=False, domain="marker"),),
    game_part=PART,
    legal=legal.risk_legal,
    kinds=(INTERCEPT, ROLL, HITS, COUNTER),
)
