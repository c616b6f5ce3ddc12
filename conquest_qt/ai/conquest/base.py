"""The AI interface: an agent answers `decide_view(view)` from a PlayerView and nothing else.

`ViewAgent` dispatches on the pending decision kind. It never receives a `Game`: what it knows is
`view.public` (the state without hands, deck and dice generator), its own hand and everybody's
hand size. When it needs the engine's own legality helpers it asks `view.sample_game(seed)`, a game
in which every card it cannot see is dealt at random and the dice get a fresh seed (R6).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conquest_qt.ai.conquest.evaluation import Pos, card_value, within_two_lands
from conquest_qt.ai.conquest.odds import battle_odds
from conquest_qt.ai.conquest.planning import RUNAWAY, Params, Plan, plan_build, plan_movement
from conquest_qt.engine.rng import Rng
from conquest_qt.engine.rulesets.conquest.cards import (
    ARMISTICE,
    BALLISTIC_MISSILES,
    KILLER_TORPEDO,
    SECRET_WEAPON,
    SPACE_SHIELD,
    SUPER_PRODUCTION,
    TREASON,
)
from conquest_qt.engine.rulesets.conquest.game import Game
from conquest_qt.engine.rulesets.conquest.kinds import Kind
from conquest_qt.engine.seats import NEUTRAL
from conquest_qt.engine.view import PlayerView

Action = dict[str, Any]


class ViewAgent:
    """Base of the easy/normal/hard players. Subclasses tune `params` and override hooks."""

    name = "base"
    params = Params()
    randomness = 0.0  # share of minor decisions taken at random among the legal ones

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed * 104729 + 31)
        self._plan: Plan | None = None
        self._plan_key: tuple | None = None
        self._queue: list[Action] = []
        self._order: list[str] = []
        # one handler per decision kind (a subclass overrides the on_ methods)
        self.handlers: dict[str, Callable[[PlayerView, Pos, dict], Action]] = {
            Kind.CLAIM: self.on_claim,
            Kind.RETURN_CARDS: self.on_return_cards,
            Kind.MISSILES: self.on_missiles,
            Kind.SHIELD: self.on_shield,
            Kind.BUILD: self.on_build,
            Kind.MOVEMENT: self.on_movement,
            Kind.BATTLE_CHOICE: self.on_battle_choice,
            Kind.BATTLE_ROLL: self.on_battle_roll,
            Kind.HITS: self.on_hits,
            Kind.SINK: self.on_sink,
            Kind.END_TURN: self.on_end_turn,
        }

    # --- the interface ---------------------------------------------------------------------------
    def decide_view(self, view: PlayerView) -> Action:
        if not isinstance(view, PlayerView):  # never a Game: hands, deck and dice stay hidden
            raise TypeError(f"{type(self).__name__} decides from a PlayerView only, got {type(view).__name__}")
        d = view.pending
        if d is None or d.player != view.player:
            raise ValueError("no decision of this player is pending")
        pos = Pos(view)
        return self.handlers[d.kind](view, pos, d.info)

    def sample(self, view: PlayerView) -> Game:
        """A game consistent with the view (hidden cards dealt at random, fresh dice)."""
        return view.sample_game(self.rng.next64())

    def chance(self, p: float) -> bool:
        return p > 0 and self.rng.random() < p

    def pick(self, items: list) -> Any:
        return items[self.rng.below(len(items))]

    # --- set-up and cards ------------------------------------------------------------------------
    def on_claim(self, view: PlayerView, pos: Pos, info: dict) -> Action:
        free = sorted(a for a, o in pos.owners.items() if o is None)
        scored = sorted(free, key=lambda a: (-self.claim_score(pos, a), a))
        if self.randomness and self.chance(self.randomness):
            return {"type": "claim", "area": self.pick(scored[:5])}
        return {"type": "claim", "area": scored[0]}

    # own neighbour, free neighbour, neutral neighbour, enemy neighbour, same continent, degree, seas
    claim_weights: tuple[float, ...] = (3.0, 1.0, 0.3, -1.0, 1.0, -0.4, 0.3)

    def claim_score(self, pos: Pos, area: str) -> float:
        w_own, w_free, w_neutral, w_enemy, w_cont, w_deg, w_seas = self.claim_weights
        topo, me = pos.topo, pos.me
        score = 0.0
        ns = topo.land_neighbours[area]
        for n in ns:
            o = pos.owners.get(n)
            if o == me:
                score += w_own
            elif o is None:
                score += w_free
            elif o == NEUTRAL:
                score += w_neutral
            else:
                score += w_enemy
        cont = topo.continent[area]
        score += w_cont * sum(1 for a in pos.areas(me) if topo.continent[a] == cont)
        score += w_deg * len(ns)  # fewer borders are easier to hold
        score += w_seas * len(topo.land_seas[area])
        return score

    def on_return_cards(self, view: PlayerView, pos: Pos, info: dict) -> Action:
        excess = info["excess"]
        hand = sorted(view.hand, key=lambda c: (card_value(pos, c), c))
        out = list(hand[:excess])
        rest = hand[excess:]
        if rest and card_value(pos, rest[0]) <= 1.5:
            out.append(rest[0])  # swap a dead card for a fresh one
        if not out:
            return {"type": "pass"}
        return {"type": "return_cards", "cards": sorted(out)}

    def on_missiles(self, view: PlayerView, pos: Pos, info: dict) -> Action:
        target = info["target"]
        if self.fire_missile(pos, target, info.get("fired", 0)):
            return {"type": "play", "card": BALLISTIC_MISSILES, "target": target}
        return {"type": "pass"}

    def fire_missile(self, pos: Pos, target: str, fired: int) -> bool:
        """Missiles at a strong producer: the leader, or anyone close to the target."""
        c = pos.count(target)
        if c >= pos.target - 5:
            return True
        lead = pos.leader()
        return target == lead and c >= pos.count(pos.me) and fired < 2

    def on_shield(self, view: PlayerView, pos: Pos, info: dict) -> Action:
        return {"type": "play", "card": SPACE_SHIELD}  # a shield has no other use

    # --- production ------------------------------------------------------------------------------
    def on_build(self, view: PlayerView, pos: Pos, info: dict) -> Action:
        if SUPER_PRODUCTION in view.hand:
            return {"type": "play", "card": SUPER_PRODUCTION}  # early: every PP counts at once
        return self.build(view, pos, info["pp"])

    def build(self, view: PlayerView, pos: Pos, pp: int) -> Action:
        return plan_build(pos, self.params, pp)

    # --- execution ---------------------------------------------------------------------------------
    def _key(self, pos: Pos) -> tuple:
        return (pos.round, pos.me, pos.view.public["turn"])

    def on_movement(self, view: PlayerView, pos: Pos, info: dict) -> Action:
        key = self._key(pos)
        if self._plan_key != key:
            self._plan_key = key
            self._queue = self.first_actions(view, pos)
            plan = self.plan(view, pos)
            self._plan = plan
            self._queue += plan.moves
            self._order = [a.target for a in plan.attacks]
            if not plan.attacks:  # no battle follows: the last chance for an armistice is now
                arm = self.armistice_action(view, pos)
                if arm is not None:
                    self._queue.insert(0, arm)
        while self._queue:
            act = self._queue.pop(0)
            if self._still_legal(pos, act):
                return act
        return {"type": "end_moves"}

    def _still_legal(self, pos: Pos, act: Action) -> bool:
        if act["type"] in ("move", "transport"):
            kind = 0 if act["type"] == "transport" or act["kind"] == "land" else 1
            if act["type"] == "move" and act["kind"] == "sub":
                return True
            have = pos.fresh(act["from"], kind) if pos.owners.get(act["from"]) == pos.me else 0
            if have <= 0:
                return False
            act["count"] = min(act["count"], have)
            return not pos.blocked(act["to"])
        if act["type"] == "play" and act["card"] == KILLER_TORPEDO:
            # R9.1 as the board stands now: an armistice played first may have parked the only own sub
            subs = [(c, n) for by in pos.subs.values() for c, n in by.items() if n]
            return (KILLER_TORPEDO in pos.view.hand and not pos.execution.get("fought")
                    and any(c == pos.me for c, _ in subs) and any(c != pos.me for c, _ in subs))
        return True

    def plan(self, view: PlayerView, pos: Pos) -> Plan:
        return plan_movement(pos, self.params)

    def first_actions(self, view: PlayerView, pos: Pos) -> list[Action]:
        """Cards played before moving: killer torpedo; an armistice when no attack is planned."""
        out: list[Action] = []
        if KILLER_TORPEDO in view.hand and self.want_torpedo(pos):
            g = self.sample(view)
            if g.torpedo_playable(pos.me):
                out.append({"type": "play", "card": KILLER_TORPEDO})
        return out

    def want_torpedo(self, pos: Pos) -> bool:
        """Torpedoes when enemy subs threaten (next to my areas) or are many."""
        mine = set(pos.build_seas())
        other = 0
        near = 0
        for sea, by in pos.subs.items():
            for c, n in by.items():
                if c != pos.me:
                    other += n
                    if sea in mine:
                        near += n
        return near >= 1 or other >= 2

    def on_battle_choice(self, view: PlayerView, pos: Pos, info: dict) -> Action:
        battles = info["battles"]
        if KILLER_TORPEDO in view.hand and not pos.execution.get("fought") and self.want_torpedo(pos):
            g = self.sample(view)
            if g.torpedo_playable(pos.me):
                return {"type": "play", "card": KILLER_TORPEDO}
        for t in self._order:
            if t in battles:
                return {"type": "battle", "area": t}
        # best odds first
        def odds(a: str) -> float:
            al, aa = pos.la(a, pos.me)
            dl, da = pos.defenders(a)
            return battle_odds(min(al + aa, 60), min(dl + da, 60), attacker_first=aa > da,
                               subs=min(pos.my_sub_dice(a), 10), faces=pos.faces).win
        return {"type": "battle", "area": max(sorted(battles), key=odds)}

    def on_end_turn(self, view: PlayerView, pos: Pos, info: dict) -> Action:
        act = self.armistice_action(view, pos)
        return act or {"type": "end_turn"}

    def armistice_action(self, view: PlayerView, pos: Pos) -> Action | None:
        if ARMISTICE not in view.hand:
            return None
        g = self.sample(view)
        if not g.armistice_playable(pos.me):
            return None
        targets = g.armistice_targets(pos.me)
        who = self.armistice_target(pos, targets)
        if who is None:
            return None
        units = g.parkable_units(pos.me)
        unit = self.park_choice(pos, units)
        return {"type": "play", "card": ARMISTICE, "target": who, "unit": unit}

    def armistice_target(self, pos: Pos, targets: list[str]) -> str | None:
        """Shield the weakest front: the opponent who threatens most of my areas (never a runaway
        leader with table talk: he is to be stopped, not left in peace)."""
        best, best_t = None, 0.0
        if self.params.table_talk:
            targets = [e for e in targets if pos.count(e) < pos.target - RUNAWAY]
        for e in targets:
            t = 0.0
            for a in pos.areas(pos.me):
                land, air, subs = pos.threat_by(a, e)
                if land + air:
                    g = pos.la(a, pos.me)
                    t += battle_odds(min(land + air, 60), min(sum(g), 60), attacker_first=air > g[1],
                                     subs=min(subs, 10), faces=pos.faces).win
            if t > best_t:
                best, best_t = e, t
        return best if best_t >= 0.8 else None

    def park_choice(self, pos: Pos, units: list[dict]) -> dict:
        """Park a land unit from the area that needs it least (deepest inside), else anything."""
        def key(u: dict) -> tuple:
            kind_rank = {"land": 0, "sub": 2, "air": 1}[u["kind"]]
            front = 1 if u["kind"] != "sub" and pos.frontier(u["at"]) else 0
            return (kind_rank, front, u["at"])
        return min(units, key=key)

    def on_battle_roll(self, view: PlayerView, pos: Pos, info: dict) -> Action:
        area = info["area"]
        battle = pos.battle or {}
        me = pos.me
        enemy = battle["defender"] if me == battle.get("attacker") else battle.get("attacker")
        el, ea = pos.la(area, enemy) if enemy and enemy != NEUTRAL else (0, 0)
        n_enemy = el + ea
        cards = [c for c in (TREASON, SECRET_WEAPON) if c in view.hand]
        if not cards or n_enemy == 0:
            return {"type": "roll"}
        if self.use_battle_card(pos, battle, area, n_enemy):
            card = TREASON if (TREASON in cards and (n_enemy >= 2 or SECRET_WEAPON not in cards)) else cards[-1]
            return {"type": "play", "card": card}
        return {"type": "roll"}

    def use_battle_card(self, pos: Pos, battle: dict, area: str, n_enemy: int) -> bool:
        if n_enemy >= 3:
            return True
        me = pos.me
        ml, ma = pos.la(area, me)
        mine = ml + ma
        if battle.get("attacker") == me:
            w = battle_odds(min(mine, 60), min(n_enemy, 60), attacker_first=False,
                            subs=min(pos.my_sub_dice(area), 10), faces=pos.faces).win
        else:
            w = 1.0 - battle_odds(min(n_enemy, 60), min(mine, 60), attacker_first=True, faces=pos.faces).win
        return 0.1 < w < 0.9

    def on_hits(self, view: PlayerView, pos: Pos, info: dict) -> Action:
        k, _land, air = info["count"], info["land"], info["air"]
        a = min(k, air)  # planes cost twice as much: hit (or turn) them first
        return {"type": "hits", "land": k - a, "air": a}

    def on_sink(self, view: PlayerView, pos: Pos, info: dict) -> Action:
        k = info["count"]
        mine = set(pos.build_seas())
        groups = []
        for sea, by in sorted(pos.subs.items()):
            for c, n in sorted(by.items()):
                if c != pos.me and n:
                    score = pos.count(c) + (10 if sea in mine else 0)
                    groups.append((score, c, sea, n))
        groups.sort(key=lambda x: (-x[0], x[1], x[2]))
        out = []
        for _, c, sea, n in groups:
            if k <= 0:
                break
            take = min(n, k)
            out.append({"owner": c, "sea": sea, "count": take})
            k -= take
        return {"type": "sink", "subs": out}


def near(pos: Pos, a: str, b: str) -> bool:
    return b in within_two_lands(pos.topo, a)
