"""Survey: does every position a self-played game passes through save and load again? (issue 27)

For every ruleset, every player count it allows (2-6) and both starts (claimed, dealt), plays seeded
games between computer players and, every `--every` decisions and at the game's end, writes the save
the game would write (saves.make_save, as Save, autosave and `conquest-sim --save-last` do) and loads
it back (saves.load_bytes: validate, check ids, replay, compare). A round trip passes when the loaded
game's snapshot equals the saved one. Prints one line per failure code and, last,
`cases=<games> round_trips=<n> failed=<n>`.

Usage: python tools/save_roundtrips.py [--games 3] [--every 150] [--level random] [--rounds 60]
"""

from __future__ import annotations

import argparse
import collections
import sys

from conquest_qt import manifest
from conquest_qt.ai.registry import make_agent
from conquest_qt.engine import rulesets
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.engine.seats import COLOURS
from conquest_qt.engine.view import player_view
from conquest_qt.saves import SaveError, load_bytes, make_save


def options_for(ruleset: str, players: int, dealt: bool, rounds: int) -> object | None:
    """The options of such a game, or None when the ruleset does not allow it (its own setup check)."""
    wanted = {"ruleset": ruleset, "random_deal": dealt, "allow_small": players < 4, "round_cap": rounds}
    fields = rulesets.get(ruleset).options.__dataclass_fields__  # each ruleset takes its own (cc: no deal)
    if dealt and "random_deal" not in fields:
        return None
    opts = options_from_dict({k: v for k, v in wanted.items() if k in fields})
    try:
        LoggedGame.new(list(COLOURS[:players]), opts, 0)
    except (RuleError, ValueError):
        return None
    return opts


def round_trip(lg: LoggedGame) -> str | None:
    """None when the save loads to the same snapshot, else what went wrong."""
    try:
        loaded = load_bytes(make_save(lg).to_bytes())
    except SaveError as err:
        return str(err)
    if loaded.logged.game.snapshot() != lg.game.snapshot():
        return "snapshot differs after loading"
    return None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3, help="seeded games per case")
    ap.add_argument("--every", type=int, default=150, help="decisions between round trips")
    ap.add_argument("--level", default="random", help="the computer players' level")
    ap.add_argument("--rounds", type=int, default=60, help="round cap of each game")
    args = ap.parse_args(argv)
    failures: collections.Counter[str] = collections.Counter()
    games = trips = 0
    for ruleset in manifest.rulesets():
        for players in range(2, 7):
            for dealt in (False, True):
                opts = options_for(ruleset, players, dealt, args.rounds)
                if opts is None:
                    continue
                case_fail = case_trips = 0
                for seed in range(1, args.games + 1):
                    lg = LoggedGame.new(list(COLOURS[:players]), opts, seed)
                    lg.undo_trail.enabled = False
                    agents = {c: make_agent(args.level, seed * 31 + i, ruleset) for i, c in enumerate(lg.players)}
                    games += 1
                    while True:
                        if len(lg.log) % args.every == 0 or lg.game.over:
                            problem = round_trip(lg)
                            case_trips += 1
                            if problem:
                                case_fail += 1
                                failures[problem.split(" in ")[0]] += 1
                        if lg.game.over:
                            break
                        d = lg.game.pending()
                        assert d is not None
                        lg.apply(d.player, agents[d.player].decide_view(player_view(lg.game, d.player)))
                trips += case_trips
                start = "dealt" if dealt else "claimed"
                print(f"{ruleset} players={players} {start}: round_trips={case_trips} failed={case_fail}",
                      flush=True)
    for problem, n in failures.most_common():
        print(f"  {n} x {problem}")
    print(f"cases={games} round_trips={trips} failed={sum(failures.values())}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
