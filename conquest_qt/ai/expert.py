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

Iteration counts are fixed and the sample seeds come from the agent's generator (seeded from the
game), never from a clock: the same view and seed give the same decision on every machine.
"""

from __future__ import annotations

from conquest_qt.ai.evaluation import Pos
from conquest_qt.ai.hard import HardPlayer
from conquest_qt.ai.planning import Params, Plan
from conquest_qt.ai.search import rollout
from conquest_qt.engine.rulesets.conquest.kinds import Kind
from conquest_qt.engine.view import PlayerView


class _Committed(HardPlayer):
    """The expert inside a rollout: its first plan is the candidate under test, later ones Hard's
    first candidate (no search inside the search)."""

    def __init__(self, seed: int, first: Params) -> None:
        super().__init__(seed)
        self.first: Params | None = first

    def plan(self, view: PlayerView, pos: Pos) -> Plan:
        params, self.first = (self.first or self.params), None
        return self._candidate(pos, params)


class _Reply(HardPlayer):
    """An opponent inside a rollout: Hard's planner with one candidate (fast)."""

    def plan(self, view: PlayerView, pos: Pos) -> Plan:
        return self._candidate(pos, self.params)


def leaf_value(game, me: str) -> float:  # noqa: ANN001 - a sampled ruleset game
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
            force[c] = force.get(c, 0) + v[0] + 2 * v[1]
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

        def stop(game) -> bool:  # noqa: ANN001 - every opponent has replied once: the expert moves again
            d = game.pending()
            return d.player == me and d.kind == Kind.MOVEMENT and (game.s.round, game.s.turn) != start

        best, best_key = short[0], None
        for hv, i, params, plan in short:
            total = 0.0
            for seed in seeds:
                me_agent = _Committed(seed & 0xFFFF, params)
                end = rollout(view, seed, me_agent, lambda p, sd: _Reply(sd & 0xFFFF), stop)
                total += leaf_value(end, me)
            key = (total / len(seeds) + self.blend * hv, hv, -i)
            if best_key is None or key > best_key:
                best, best_key = (hv, i, params, plan), key
        self.search_info["value"] = round(best_key[0], 2) if best_key else 0.0
        return best[3]
