"""What a nuclear player spends on nukes and what they gain (issue 25, item 3): `normal` vs 3 `normal-nonuke`.

Plays `--games` 4-player games with the nuclear add-on (seats rotated, game g on seed SEED+g) and counts, for the
seat of the first player type only: nukes bought (and the PP they cost, VARIANTS.md V2.1) against land and air
units built, strikes declared and the nukes committed and lost (V2.5), enemy units a strike destroyed against
units its conventional battles destroyed, areas contaminated (V2.7), nukes scrapped or returned after a conquest
(V2.8) and nukes never fired at the end; then the win rate, overall and in the games it bought nukes.

Usage: python tools/nuclear_ledger.py [--ruleset conquest] [--games 100] [--seed 9000] [--players ...]
Every game prints one line (`seed result rounds counters`); the last two lines are the totals and the win rate.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from conquest_qt.engine.addons.nuclear import rules as N
from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.engine.seats import COLOURS
from conquest_qt.sim import play_game, seat_types, wilson


class Ledger:
    """The nuclear bookkeeping of one colour, fed the events of every action (`sim.play_game(listen=…)`)."""

    def __init__(self, me: str, ruleset: str) -> None:
        self.me, self.ruleset = me, ruleset
        self.c: Counter[str] = Counter()
        self.game: Any = None

    def events(self, game: Any, events: list[dict[str, Any]]) -> None:
        self.game = game
        me, c = self.me, self.c
        for e in events:
            t = e["type"]
            if t == "nukes_placed" and e["player"] == me:
                c["nukes_bought"] += sum(e["nuke"].values())
            elif t == "built" and e["player"] == me:
                c["land_built"] += sum(e["land"].values())
                c["air_built"] += sum(e["air"].values())
            elif t == "nuke_declared" and e["player"] == me:
                c["strikes"] += 1
                c["committed"] += e["count"]
            elif t == "nukes_destroyed" and e["player"] == me:
                c["nukes_lost"] += e["count"]
            elif t == "nuke_hits" and e["owner"] != me:
                c["units_by_strikes"] += sum(e["units"].values())
            elif t == "contaminated" and e["custodian"] == me and e["previous"] not in (None, me):
                c["contaminated"] += 1
            elif t == "nukes_scrapped" and e["owner"] == me:
                c["nukes_after_conquest"] += e["scrapped"] + e["left"]
            elif t == "units_destroyed" and e.get("by") == me:
                c["units_by_battles"] += e["land"] + e["air"]

    def close(self) -> None:
        game = self.game
        self.c["nukes_never_fired"] = N.on_board(game, self.me)
        self.c["nuke_pp"] = self.c["nukes_bought"] * N.options(game).cost(self.ruleset)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ruleset", default="conquest")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=9000)
    ap.add_argument("--players", default="normal,normal-nonuke,normal-nonuke,normal-nonuke")
    args = ap.parse_args(argv)
    lineup = args.players.split(",")
    opts = options_from_dict({"ruleset": args.ruleset, "nuclear": True})
    total: Counter[str] = Counter()
    for g in range(args.games):
        types = seat_types(lineup, g, True)
        me = COLOURS[types.index(lineup[0])]
        ledger = Ledger(me, args.ruleset)
        r = play_game(types, args.seed + g, opts, listen=ledger.events)
        ledger.close()
        won = types.index(lineup[0]) in r.winner_seats
        c = ledger.c
        c.update(games=1, wins=int(won), rounds=r.rounds, draws=int(not r.winner_seats))
        if c["nukes_bought"]:
            c.update(games_buying=1, wins_buying=int(won))
        total.update(c)
        result = "win" if won else ("draw" if not r.winner_seats else "loss")
        print(args.seed + g, result, r.rounds, dict(sorted((k, v) for k, v in c.items() if v)), flush=True)
    print("total", dict(sorted(total.items())))
    lo, hi = wilson(total["wins"], total["games"])
    print(f"{lineup[0]} wins={total['wins']}/{total['games']} ci=[{lo:.3f},{hi:.3f}] "
          f"nuke_pp={total['nuke_pp']} units_built={total['land_built'] + total['air_built']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
