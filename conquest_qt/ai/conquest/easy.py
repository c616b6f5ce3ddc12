"""Easy AI: one-step greedy with deliberate handicaps.

It attacks only at odds ≥ 0.75, buys simply (land plus a plane now and then, no subs), keeps no
garrisons and takes some minor decisions at random among the legal ones — but never an absurd
one (it never throws units at hopeless battles and always uses a shield).
"""

from __future__ import annotations

from conquest_qt.ai.conquest.base import Action, ViewAgent
from conquest_qt.ai.conquest.evaluation import Pos
from conquest_qt.ai.conquest.planning import Params, Plan, attack_moves, plan_movement
from conquest_qt.engine.view import PlayerView


class EasyPlayer(ViewAgent):
    name = "easy"
    params = Params(min_win=0.75, want_win=0.8, margin=0, use_garrison=False, block_leader=False,
                    air_share=0.2, max_subs=0, reinforce=False)
    randomness = 0.2
    drop_attack = 0.25

    def build(self, view: PlayerView, pos: Pos, pp: int) -> Action:
        """Simple purchases: one plane per 6 PP, the rest land, all on frontier areas next to the
        weakest neighbour."""
        me = pos.me
        n_air = min(pos.supply("air"), pp // 6)
        n_land = min(pos.supply("land"), pp - 2 * n_air)
        mine = pos.areas(me)
        front = [a for a in mine if pos.frontier(a)] or mine

        def weakness(a: str) -> float:
            ns = [n for n in pos.topo.land_neighbours[a] if pos.owners.get(n) != me]
            if not ns:
                return -99.0
            return -min(sum(pos.defenders(n)) for n in ns)

        ranked = sorted(front, key=lambda a: (-weakness(a), a))
        if self.chance(self.randomness):
            ranked = [self.pick(ranked)] + ranked
        land: dict[str, int] = {}
        air: dict[str, int] = {}
        if ranked:
            main = ranked[0]
            second = ranked[1] if len(ranked) > 1 else main
            if n_land:
                land[main] = n_land - n_land // 3
                if n_land // 3:
                    land[second] = land.get(second, 0) + n_land // 3
            if n_air:
                air[main] = n_air
        return {"type": "build", "land": land, "air": air, "sub": {}}

    def plan(self, view: PlayerView, pos: Pos) -> Plan:
        plan = plan_movement(pos, self.params)
        # handicap: after its first attack it forgets each further one with some chance
        keep = plan.attacks[:1] + [a for a in plan.attacks[1:] if not self.chance(self.drop_attack)]
        if len(keep) != len(plan.attacks):
            plan.attacks = keep
            plan.moves = attack_moves(keep)
        return plan

    def fire_missile(self, pos: Pos, target: str, fired: int) -> bool:
        return pos.count(target) > pos.count(pos.me) and self.chance(0.5)

    def want_torpedo(self, pos: Pos) -> bool:
        return True

    def armistice_action(self, view: PlayerView, pos: Pos) -> Action | None:
        return None  # the easy player keeps it simple

    def use_battle_card(self, pos: Pos, battle: dict, area: str, n_enemy: int) -> bool:
        return n_enemy >= 2 or self.chance(0.3)

