"""Engine throughput: 4 random players on one core (CPU time of this process, so other load on the
machine does not distort it).

Prints one line per run and, last, `decisions_per_s=<median> games_per_min=<median>` over the runs.
Usage: python tools/bench_engine.py [--runs 5] [--games 2] [--ruleset conquest|risk] [--nuclear]

`--nuclear` plays with the nuclear add-on (VARIANTS.md V2) and players that also buy and fire nukes:
the ruleset's random player, and now and then one of the add-on's answers (engine/legal.legal_actions).
"""

from __future__ import annotations

import argparse
import statistics
import time

from conquest_qt.ai.conquest.random_player import RandomPlayer
from conquest_qt.ai.risk.players import RandomRiskPlayer
from conquest_qt.engine import rulesets
from conquest_qt.engine.legal import legal_actions
from conquest_qt.engine.rng import Rng

RANDOM = {"conquest": RandomPlayer, "risk": RandomRiskPlayer}
NUCLEAR_TYPES = ("nuke", "occupy_free", "intercept")


class NuclearRandom:
    """The ruleset's random player, that also buys nukes, fires them and answers the add-on's questions."""

    def __init__(self, base: object, seed: int) -> None:
        self.base = base
        self.rng = Rng(seed * 131 + 7)

    def decide(self, game: object) -> dict:
        d = game.pending()  # type: ignore[attr-defined]
        own = game.TABLE.kinds  # type: ignore[attr-defined]
        if d.kind not in own:  # the add-on's own question
            acts = legal_actions(game)  # type: ignore[arg-type]
            return dict(acts[self.rng.below(len(acts))])
        if d.kind == "build" and d.info.get("pp", 0) >= 3 and self.rng.random() < 0.3:
            mine = [a for a, o in game.s.owners.items() if o == d.player]  # type: ignore[attr-defined]
            return {"type": "build", "nuke": {mine[self.rng.below(len(mine))]: 1}}
        if d.kind == "place" and d.info["armies"] >= 4 and self.rng.random() < 0.3:
            mine = [a for a, o in game.s.owners.items() if o == d.player]  # type: ignore[attr-defined]
            area = mine[self.rng.below(len(mine))]
            return {"type": "place", "land": {area: d.info["armies"] - 4} if d.info["armies"] > 4 else {},
                    "nuke": {area: 1}}
        if d.kind in ("battle_choice", "end_turn", "attack") and self.rng.random() < 0.3:
            extra = [a for a in legal_actions(game) if a["type"] in NUCLEAR_TYPES]  # type: ignore[arg-type]
            if extra:
                a = dict(extra[self.rng.below(len(extra))])
                if "count" in a:
                    a["count"] = 1 + self.rng.below(a["count"])
                return a
        return self.base.decide(game)  # type: ignore[attr-defined,no-any-return]


def one_run(games: int, seed: int, ruleset: str = "conquest", nuclear: bool = False) -> tuple[float, float]:
    decisions = 0
    rs = rulesets.get(ruleset)
    options = rs.options.from_dict({"ruleset": ruleset, **({"nuclear": True} if nuclear else {})})
    t0 = time.process_time()
    for g in range(games):
        game = rs.game.new(["red", "black", "blue", "green"], options, seed + g)
        players = {c: RANDOM[ruleset](seed * 100 + g * 10 + i) for i, c in enumerate(game.s.players)}
        if nuclear:
            players = {c: NuclearRandom(p, seed * 100 + g * 10 + i) for i, (c, p) in enumerate(players.items())}
        while not game.over:
            d = game.pending()
            game.apply(d.player, players[d.player].decide(game))
            decisions += 1
    dt = time.process_time() - t0
    return decisions / dt, games / dt * 60


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--ruleset", default="conquest", choices=sorted(RANDOM))
    ap.add_argument("--nuclear", action="store_true", help="with the nuclear add-on and players that use it")
    args = ap.parse_args()
    dps, gpm = [], []
    for r in range(args.runs):
        d, g = one_run(args.games, 1000 * r + 1, args.ruleset, args.nuclear)
        dps.append(d)
        gpm.append(g)
        print(f"run {r + 1}: decisions_per_s={d:.0f} games_per_min={g:.1f}")
    print(f"decisions_per_s={statistics.median(dps):.0f} games_per_min={statistics.median(gpm):.1f}")


if __name__ == "__main__":
    main()
