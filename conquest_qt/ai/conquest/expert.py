"""Expert AI: Hard's candidate plans, chosen by determinized Monte-Carlo look-ahead.

At its first movement decision of a turn it builds Hard's candidate plans (more force-sizing and
border-holding settings), keeps the best few by Hard's exact-odds score, and plays each of them out
in a few sampled games (ai/search.py: hidden hands and deck dealt at random from the view, fresh
dice, so battles follow the exact odds), with every opponent's reply in the turn order of the round
by Hard's own policy, until it is the expert's move again. The leaf value is the position's worth
for the expert (areas, forces, the strongest opponent's distance to the target; a win or a loss
outright). The plan with the best mean (ties: Hard's score) is played. This is "determinized"
(perfect-information Monte Carlo) sampling over a short list of macro actions: Cowling, Powley &
Whitehouse 2012 (ISMCTS) show determinization is weak where information hides strategy, but here
only cards are hidden and the plans are compared on the same samples.

Production is searched the same way: Hard's purchase and placement (ai/planning.py `plan_build`)
under a few settings (fewer or more planes, no sub, bigger attack reserves), each distinct build
played out in a few sampled games to the end of the round's execution phase, Hard's own build kept
unless a rollout mean beats it by `build_keep`. Measured against three Hard players on tuning seeds
10000-10399: 0.318 with the movement search alone, 0.495 with the build search added; the builds
decide where the round's units stand before anyone moves, which a movement plan cannot undo.
Five samples and a sixth (all-land) build were not better (0.472) and cost twice the time.
Ladder on seeds 1-400 (never tuned on), seats rotated: vs 3 hard 179/400 = 0.448 [0.3995, 0.496],
9.0 rounds; vs 3 normal 0.800 [0.758, 0.836], 8.5 rounds (hard vs 3 normal 0.610 [0.561, 0.657],
12.5 rounds). tools/bench_ai.py, one core (CPU time): decision p95 94 ms, a round's thinking p95
257 ms, max 305 ms.

Iteration counts are fixed and the sample seeds come from the agent's generator (seeded from the
game), never from a clock: the same view and seed give the same decision on every machine.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from conquest_qt.ai.conquest.evaluation import Pos
from conquest_qt.ai.conquest.hard import HardPlayer
from conquest_qt.ai.conquest.planning import Params, Plan, plan_build
from conquest_qt.ai.search import rollout
from conquest_qt.engine.rulesets.conquest.kinds import Kind
from conquest_qt.engine.view import PlayerView

Action = dict[str, Any]


class _Committed(HardPlayer):
    """The expert inside a rollout: its first plan is the candidate under test, later ones Hard's
    first candidate (no search inside the search)."""

    def __init__(self, seed: int, first: Params | None = None, build: Action | None = None) -> None:
        super().__init__(seed)
        self.first: Params | None = first
        self.first_build: Action | None = build

    def plan(self, view: PlayerView, pos: Pos) -> Plan:
        params, self.first = (self.first or self.params), None
        return self._candidate(pos, params)

    def build(self, view: PlayerView, pos: Pos, pp: int) -> Action:
        act, self.first_build = self.first_build, None
        return act if act is not None else super().build(view, pos, pp)


class _Reply(HardPlayer):
    """An opponent inside a rollout: Hard's planner with one candidate (fast)."""

    def plan(self, view: PlayerView, pos: Pos) -> Plan:
        return self._candidate(pos, self.params)


def leaf_value(game, me: str) -> float:  # a sampled ruleset game
    """Worth of a rollout's end position for `me` (a won game 100, a lost one -100)."""
    s = game.s
    if game.over:
        if s.winner == me:
            return 100.0
        return -100.0 if s.winner else 0.0
    target = s.options.target_areas
    counts: dict[str, int] = {}
    for o in s.owners.values():
        if o:
            counts[o] = counts.get(o, 0) + 1
    force: dict[str, int] = {}
    for by in s.units.values():
        for c, v in by.items():
            force[c] = force.get(c, 0) + v.get("land", 0) + 2 * v.get("air", 0)
    alive = [p for p in s.players if p not in s.eliminated]
    if me not in alive:
        return -100.0
    opp = [p for p in alive if p != me]
    best_opp = max((counts.get(p, 0) for p in opp), default=0)
    v = 3.0 * counts.get(me, 0) + 0.4 * force.get(me, 0)
    v -= 1.0 * best_opp + 0.1 * sum(force.get(p, 0) for p in opp)
    if best_opp >= target - 3:  # a runaway opponent: every area he is closer is worse
        v -= 6.0 * (best_opp - (target - 4))
    if counts.get(me, 0) >= target - 3:
        v += 4.0 * (counts[me] - (target - 4))
    return v


def mean_value(view: PlayerView, seeds: list[int], me_agent: Callable[[int], HardPlayer],
               stop: Callable[[Any], bool]) -> float:
    """Mean leaf value for the viewer over the sampled games of `seeds` (the same seeds for every
    candidate: common random numbers), the viewer played by `me_agent(seed)`, the others by Hard."""
    total = 0.0
    for seed in seeds:
        end = rollout(view, seed, me_agent(seed & 0xFFFF), lambda p, sd: _Reply(sd & 0xFFFF), stop)
        total += leaf_value(end, view.player)  # type: ignore[arg-type]
    return total / len(seeds)


class ExpertPlayer(HardPlayer):
    name = "expert"
    samples = 2  # sampled games per candidate plan (fixed: no clock)
    shortlist = 5  # candidate plans played out
    blend = 1.0  # weight of Hard's exact-odds score next to the rollouts' mean
    variants: tuple[dict, ...] = (
        *HardPlayer.variants,
        {"margin": 6},
        {"min_win": 0.5, "want_win": 0.75, "margin": 1},
        {"hold_weight": 4.0, "margin": 3},
    )

    def plan(self, view: PlayerView, pos: Pos) -> Plan:
        cands = [(self.evaluate(pos, plan), i, params, plan) for i, params, plan in self.candidates(pos)]
        cands.sort(key=lambda c: (-c[0], c[1]))
        short = cands[: self.shortlist]
        self.search_info = {"candidates": len(cands), "played_out": len(short), "samples": self.samples}
        if len(short) == 1:
            return short[0][3]
        seeds = [self.rng.next64() for _ in range(self.samples)]
        me = pos.me
        start = (pos.round, view.public["turn"])

        def stop(game) -> bool:  # every opponent has replied once: the expert moves again
            d = game.pending()
            return d.player == me and d.kind == Kind.MOVEMENT and (game.s.round, game.s.turn) != start

        best, best_key = short[0], None
        for hv, i, params, plan in short:
            mean = mean_value(view, seeds, lambda sd, params=params: _Committed(sd, params), stop)
            key = (mean + self.blend * hv, hv, -i)
            if best_key is None or key > best_key:
                best, best_key = (hv, i, params, plan), key
        self.search_info["value"] = round(best_key[0], 2) if best_key else 0.0
        return best[3]

    # --- production: Hard's purchase and placement under a few settings, chosen by rollouts ------
    build_samples = 3  # sampled games per build (fixed: no clock)
    build_variants: tuple[dict, ...] = (
        {},
        {"air_share": 0.2},
        {"air_share": 0.8},
        {"max_subs": 0},
        {"margin": 6, "hold_weight": 2.5},
    )
    build_keep = 1.0  # bonus of Hard's own build (the rollouts must beat it by this much)

    def build(self, view: PlayerView, pos: Pos, pp: int) -> Action:
        builds: list[Action] = []
        for var in self.build_variants:
            act = plan_build(pos, replace(self.params, **var), pp)
            if act not in builds:
                builds.append(act)
        self.search_info = {"candidates": len(builds), "played_out": len(builds), "samples": self.build_samples}
        if len(builds) == 1 or not self.build_samples:
            return builds[0]
        seeds = [self.rng.next64() for _ in range(self.build_samples)]
        start = pos.round

        def stop(game) -> bool:  # the round's execution is over
            return game.s.round != start

        best, best_key = builds[0], None
        for i, act in enumerate(builds):
            mean = mean_value(view, seeds, lambda sd, act=act: _Committed(sd, build=act), stop)
            key = (mean + (self.build_keep if i == 0 else 0.0), -i)
            if best_key is None or key > best_key:
                best, best_key = act, key
        self.search_info["value"] = round(best_key[0], 2) if best_key else 0.0
        return best
