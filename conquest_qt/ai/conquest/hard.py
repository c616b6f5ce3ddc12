"""Hard AI: Normal's candidate turn plans, scored with exact outcome distributions and the
opponents' likely replies.

For each candidate plan (the Normal planner run with several force-sizing and border-holding
settings) it computes the value of the position after the turn: for every battle the exact
distribution of survivors (ai/odds.py `outcome_distribution`), and for the conquered area, for
each number of survivors, the chance that the strongest neighbour takes it back in his reply; for
the areas left behind, the chance that they fall with the units that stay. The best plan is played.
Every candidate is scored (a plan costs a few ms), never against a clock: the same position and seed
give the same decision on every machine, however slow.
It also claims more compactly, buys more planes and plays its cards early: a held card blocks a
fresh draw (R6), so missiles, torpedoes and battle cards are used at the first good chance.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from conquest_qt.ai.conquest.evaluation import Pos, area_value
from conquest_qt.ai.conquest.normal import NormalPlayer
from conquest_qt.ai.conquest.odds import outcome_distribution
from conquest_qt.ai.conquest.planning import (
    Params,
    Plan,
    _threats,
    attack_moves,
    free_pools,
    plan_attacks,
    reinforcement_moves,
    risk_with,
)
from conquest_qt.ai.conquest.reasons import Explanation, explain
from conquest_qt.engine.view import PlayerView

HOLD_VALUE = 4.0  # worth of keeping an own area through the opponents' replies


class HardPlayer(NormalPlayer):
    name = "hard"
    # Bolder than Normal: no fixed garrisons (the search weighs what stripping an area costs),
    # spare units in every attack, half the budget in planes (they decide who rolls first).
    params = Params(use_garrison=False, margin=3, want_win=0.9, air_share=0.5, hold_weight=1.0,
                    block_leader=False, table_talk=True)
    # Claims: stay on one continent, few borders (own, free, neutral, enemy, continent, degree, seas).
    claim_weights = (3.0, 1.0, 0.3, -1.5, 2.0, -0.8, 0.0)
    hold_value = HOLD_VALUE
    variants: tuple[dict, ...] = (
        {},
        {"margin": 2},
        {"margin": 4},
        {"want_win": 0.8, "margin": 2},
        {"want_win": 0.95},
        {"hold_weight": 2.5},
        {"hold_weight": 0.0},
        {"min_win": 0.45, "want_win": 0.8},
        {"kill_value": 1.0, "loss_cost": 0.7},
    )

    def plan(self, view: PlayerView, pos: Pos) -> Plan:
        best, best_v = None, float("-inf")
        for _, _, plan in self.candidates(pos):
            v = self.evaluate(pos, plan)
            if v > best_v:
                best, best_v = plan, v
        assert best is not None
        return best

    def candidates(self, pos: Pos) -> Iterator[tuple[int, Params, Plan]]:
        """The distinct plans of the variants' settings (by their attacks), with the variant's index."""
        seen: set[tuple] = set()
        for i, var in enumerate(self.variants):
            params = replace(self.params, **var)
            plan = self._candidate(pos, params)
            sig = tuple(sorted((a.target, a.size) for a in plan.attacks))
            if sig not in seen:
                seen.add(sig)
                yield i, params, plan

    def _candidate(self, pos: Pos, params: Params) -> Plan:
        land, air = free_pools(pos)
        attacks, _ = plan_attacks(pos, params, land, air)
        attacks.sort(key=lambda x: -x.win)
        moves = attack_moves(attacks)
        plan = Plan(attacks, moves, {})
        plan.moves += reinforcement_moves(pos, land, air, {}, {a.target for a in attacks})
        plan._left = (land, air)  # type: ignore[attr-defined]
        return plan

    def evaluate(self, pos: Pos, plan: Plan) -> float:
        """Expected worth of the turn: conquests kept through the replies, units traded, areas lost."""
        me, faces = pos.me, pos.faces
        v = 0.0
        taken: dict[str, list[int]] = {}
        for at in plan.attacks:
            t = at.target
            d_land, d_air = pos.defenders(t)
            dist = outcome_distribution(min(at.size, 60), min(d_land + d_air, 60), attacker_first=at.air > d_air,
                                        subs=min(pos.my_sub_dice(t), 10), faces=faces)
            th = _threats(pos, t)
            av = area_value(pos, t)
            air_frac = at.air / max(1, at.size)
            for (k, j), p in dist.items():
                if k > 0:
                    ka = round(k * air_frac)
                    keep = 1.0 - risk_with(pos, th, k - ka, ka) if th else 1.0
                    v += p * (av * (0.5 + 0.5 * keep))
                v -= p * (at.size - k) * (1.0 + air_frac) * 1.0
                v += p * (d_land + d_air - j) * 0.6
            for (mode, x, src), n in at.units:
                if mode == "reserve":
                    continue
                s = taken.setdefault(src, [0, 0])
                s[1 if x == "air" else 0] += n
        # areas I leave behind (and those reinforced) against the replies
        moved_in: dict[str, list[int]] = {}
        for m in plan.moves[len(attack_moves(plan.attacks)):]:
            s = moved_in.setdefault(m["to"], [0, 0])
            s[1 if m.get("kind") == "air" else 0] += m["count"]
            s2 = taken.setdefault(m["from"], [0, 0])
            s2[1 if m.get("kind") == "air" else 0] += m["count"]
        for a in pos.areas(me):
            th = _threats(pos, a)
            if not th:
                continue
            hl, ha = pos.la(a, me)
            tl, ta = taken.get(a, (0, 0))
            il, ia = moved_in.get(a, (0, 0))
            v -= self.hold_value * risk_with(pos, th, max(0, hl - tl + il), max(0, ha - ta + ia))
        return v

    def explain(self, view: PlayerView) -> Explanation:
        """The decision for `view` with its reason codes (ai/reasons.py); this player is unchanged."""
        return explain(self, view)

    # --- cards: a held card blocks a fresh draw (R6), so Hard uses them early -----------------
    eager_cards = True

    def fire_missile(self, pos: Pos, target: str, fired: int) -> bool:
        if not self.eager_cards:
            return super().fire_missile(pos, target, fired)
        c = pos.count(target)
        return c >= pos.target - 6 or c >= pos.count(pos.me) - 1 or target == pos.leader()

    def want_torpedo(self, pos: Pos) -> bool:
        return True if self.eager_cards else super().want_torpedo(pos)

    def use_battle_card(self, pos: Pos, battle: dict, area: str, n_enemy: int) -> bool:
        if self.eager_cards and n_enemy >= 2:
            return True
        return super().use_battle_card(pos, battle, area, n_enemy)
