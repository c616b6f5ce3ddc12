"""Headless games (`conquest-sim`): AI-vs-AI tournaments and their summaries.

    conquest-sim --players hard,normal,normal,normal --games 400 --seed 1 --rotate-seats --jobs 2
    conquest-sim --ruleset cc --players random,random,random,random --teams red+blue,black+green

Game g uses seed S+g; with --rotate-seats the seat list is rotated by g (so every type sits in
every seat equally often). Games run in --jobs worker processes; a progress bar goes to stderr
only when stderr is a terminal. The summary gives wins per player type, the first type's win rate
with a 95% Wilson interval, draws at the round cap, the games' mean and median rounds and how many ended in
round 1, mean and p95 decision time per type, and games/min. Its last line is
`<first type> win_rate=<x> ci=[<lo>,<hi>] games=<n>`.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from statistics import median

from conquest_qt import manifest
from conquest_qt.ai.registry import make_agent
from conquest_qt.engine import addons, rulesets
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.engine.seats import COLOURS, Outcome
from conquest_qt.engine.view import player_view


@dataclass
class GameResult:
    seed: int
    types: list[str]  # player type per seat
    winner_seats: tuple[int, ...]  # the winning seats: one, a team's (V3.9), or none (a draw)
    rounds: int
    decisions: int
    seconds: float
    logged: LoggedGame | None = None
    decision_ms: dict[str, list[float]] = field(default_factory=dict)  # player type -> times
    turn_ms: dict[str, list[float]] = field(default_factory=dict)  # player type -> thinking per round
    runaway_rounds: int = 0  # (round, player) pairs with a player within three areas of the target
    runaway_attacked: int = 0  # ...of which he was attacked in that round by someone
    runaway_battles: int = 0  # battles against runaway leaders
    round_battles: int = 0  # all battles in the rounds that had a runaway leader
    runaway_lost: int = 0  # areas the runaway leaders lost in those rounds (owned at its start, not at its end)

    @property
    def winner_seat(self) -> int | None:
        """The winning seat (a team's first), or None for a draw."""
        return self.winner_seats[0] if self.winner_seats else None


class _RunawayWatch:
    """Table talk (issue 17): is a runaway leader (within three areas of the target when a round
    starts) attacked by anyone in that round? Sharper: the share of that round's battles aimed at
    him, and the areas he held at its start and lost by its end."""

    def __init__(self, target: int | None) -> None:
        self.target = target  # None: the ruleset wins by something else than areas (risk: missions)
        self.watch: set[str] = set()
        self.hit: set[str] = set()
        self.held: dict[str, set[str]] = {}  # runaway leader -> his areas as the round started
        self.rounds = self.attacked = self.battles = self.all_battles = self.lost = 0

    def events(self, game: object, events: list[dict]) -> None:
        if self.target is None:
            return
        owners = game.s.owners  # type: ignore[attr-defined]
        for e in events:
            if e["type"] == "round_started":
                self.close(owners)
                counts = Counter(o for o in owners.values() if o)
                self.watch = {p for p, c in counts.items() if c >= self.target - 3}
                self.held = {p: {a for a, o in owners.items() if o == p} for p in self.watch}
            elif e["type"] == "battle_started" and self.watch and e["attacker"] != e["defender"]:
                self.all_battles += 1
                if e["defender"] in self.watch:
                    self.hit.add(e["defender"])
                    self.battles += 1

    def close(self, owners: dict[str, str | None]) -> None:
        self.rounds += len(self.watch)
        self.attacked += len(self.hit & self.watch)
        self.lost += sum(1 for p, held in self.held.items() for a in held if owners.get(a) != p)
        self.watch, self.hit, self.held = set(), set(), {}


def play_game(types: list[str], seed: int, options: Options | None = None, keep: bool = False,
              clock: Callable[[], float] = time.perf_counter,
              listen: Callable[[object, list[dict]], None] | None = None) -> GameResult:
    """Play one AI-only game; every agent answers from its own PlayerView only. Thinking is timed by
    `clock` (wall time; tools/bench_ai.py passes the process's CPU time on a busy machine). `listen`, if
    given, gets the game and the events of every action (tools/nuclear_ledger.py)."""
    colours = list(COLOURS[: len(types)])
    opts = options or Options(allow_small=len(types) < 4)
    lg = LoggedGame.new(colours, opts, seed)
    lg.undo_trail.enabled = False  # AI-only games never undo: skip the trail's copies
    agents = {c: make_agent(t, seed * 31 + i, opts.ruleset, addons.enabled(opts))
              for i, (c, t) in enumerate(zip(colours, types, strict=True))}
    type_of = dict(zip(colours, types, strict=True))
    times: dict[str, list[float]] = {t: [] for t in types}
    t0 = clock()
    n = 0
    game = lg.game
    watch = _RunawayWatch(getattr(opts, "target_areas", None))
    turn: dict[tuple[str, int], float] = {}
    while not game.over:
        d = game.pending()
        assert d is not None
        view = player_view(game, d.player)
        t1 = clock()
        action = agents[d.player].decide_view(view)
        ms = (clock() - t1) * 1000.0
        times[type_of[d.player]].append(ms)
        turn[(d.player, game.s.round)] = turn.get((d.player, game.s.round), 0.0) + ms
        events = lg.apply(d.player, action)
        watch.events(game, events)
        if listen is not None:
            listen(game, events)
        n += 1
    winner = tuple(colours.index(c) for c in Outcome.of(game.s.winner).winners)
    turn_ms: dict[str, list[float]] = {t: [] for t in types}
    # (a round cut short by the game's end is not counted by the runaway watch)
    for (p, _r), ms in sorted(turn.items()):
        turn_ms[type_of[p]].append(ms)
    return GameResult(seed, types, winner, game.s.round, n, clock() - t0, lg if keep else None, times,
                      turn_ms, watch.rounds, watch.attacked, watch.battles, watch.all_battles, watch.lost)


def wilson(k: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """95% Wilson score interval of a proportion k/n."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, centre - half), min(1.0, centre + half))


def seat_types(types: list[str], game_index: int, rotate: bool) -> list[str]:
    if not rotate:
        return list(types)
    k = game_index % len(types)
    return types[k:] + types[:k]


def _run(job: tuple[list[str], int, dict]) -> GameResult:
    types, seed, opts = job
    return play_game(types, seed, options_from_dict(opts))


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    i = min(len(s) - 1, max(0, math.ceil(q * len(s)) - 1))
    return s[i]


class _Progress:
    def __init__(self, total: int, enabled: bool) -> None:
        self.total, self.enabled, self.done = total, enabled, 0
        self.t0 = time.perf_counter()

    def step(self) -> None:
        self.done += 1
        if not self.enabled:
            return
        width = 30
        filled = int(width * self.done / max(1, self.total))
        rate = self.done / max(1e-9, time.perf_counter() - self.t0) * 60
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total} "
                         f"{rate:.1f} games/min")
        sys.stderr.flush()

    def close(self) -> None:
        if self.enabled:
            sys.stderr.write("\n")
            sys.stderr.flush()


def run_games(types: list[str], games: int, seed: int, opts: Options, rotate: bool, jobs: int,
              progress: bool = False) -> list[GameResult]:
    specs = [(seat_types(types, g, rotate), seed + g, opts.to_dict()) for g in range(games)]
    bar = _Progress(games, progress)
    results: list[GameResult] = []
    if jobs <= 1:
        for spec in specs:
            results.append(_run(spec))
            bar.step()
    else:
        import multiprocessing as mp

        with mp.get_context("spawn" if sys.platform == "win32" else "fork").Pool(jobs) as pool:
            for r in pool.imap_unordered(_run, specs):
                results.append(r)
                bar.step()
    bar.close()
    results.sort(key=lambda r: r.seed)
    return results


def summarize(types: list[str], results: list[GameResult], elapsed: float, area_target: bool = True) -> list[str]:
    """The report's lines; the runaway leader's only for a ruleset won by an area target (not Risk's missions,
    not cc's last one standing)."""
    games = len(results)
    wins: Counter[str] = Counter()
    seat_wins: Counter[int] = Counter()
    draws = 0
    times: dict[str, list[float]] = {}
    turns: dict[str, list[float]] = {}
    rounds = []
    for r in results:
        rounds.append(r.rounds)
        if not r.winner_seats:
            draws += 1
        for seat in r.winner_seats:  # a team's win counts for each of its seats (V3.9)
            seat_wins[seat] += 1
        for t in {r.types[seat] for seat in r.winner_seats}:  # ...and once per game for each type in it
            wins[t] += 1
        for t, v in r.decision_ms.items():
            times.setdefault(t, []).extend(v)
        for t, v in r.turn_ms.items():
            turns.setdefault(t, []).extend(v)
    seats_of = Counter(types)
    lines = [f"games={games} players={','.join(types)} draws_at_cap={draws} "
             f"mean_rounds={sum(rounds) / max(1, games):.1f} median_rounds={median(rounds) if rounds else 0:g} "
             f"ended_in_round_1={rounds.count(1)}"]
    for t in sorted(seats_of, key=lambda x: types.index(x)):
        k = wins[t]
        lo, hi = wilson(k, games)
        ts = times.get(t, [])
        mean = sum(ts) / len(ts) if ts else 0.0
        lines.append(f"  {t:<8} seats={seats_of[t]} wins={k} win_rate={k / max(1, games):.3f} "
                     f"ci95=[{lo:.3f},{hi:.3f}] fair={seats_of[t] / len(types):.3f} "
                     f"decision_ms mean={mean:.2f} p95={percentile(ts, 0.95):.2f} n={len(ts)} "
                     f"round_ms p95={percentile(turns.get(t, []), 0.95):.1f} max={max(turns.get(t, [0.0])):.1f}")
    rr = sum(r.runaway_rounds for r in results)
    ra = sum(r.runaway_attacked for r in results)
    rb = sum(r.runaway_battles for r in results)
    ab = sum(r.round_battles for r in results)
    rl = sum(r.runaway_lost for r in results)
    if area_target:
        lines.append(f"  runaway leader (within 3 areas of the target as a round starts): attacked in that round "
                     f"{ra}/{rr} = {ra / max(1, rr):.3f}, battles against him {rb / max(1, rr):.2f} per round, "
                     f"share of that round's battles {rb}/{ab} = {rb / max(1, ab):.3f}, "
                     f"areas he lost {rl / max(1, rr):.2f} per round")
    lines.append("  seat wins: " + " ".join(f"seat{i + 1}={seat_wins[i]}" for i in range(len(types))))
    lines.append(f"games_per_min={games / max(1e-9, elapsed) * 60:.1f} elapsed_s={elapsed:.1f}")
    first = types[0]
    k = wins[first]
    lo, hi = wilson(k, games)
    lines.append(f"{first} win_rate={k / max(1, games):.3f} ci=[{lo:.3f},{hi:.3f}] games={games}")
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="conquest-sim", description="Play headless Conquest games between AIs.")
    ap.add_argument("--players", default="random,random,random,random",
                    help="comma-separated player types per seat (random, easy, normal, hard, expert; with an "
                         "add-on also its variants, e.g. normal-nonuke with --nuclear: never buys or fires)")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1, help="game g uses seed SEED+g")
    ap.add_argument("--ruleset", default=rulesets.DEFAULT, help=f"the rules ({', '.join(manifest.rulesets())})")
    ap.add_argument("--round-cap", type=int, default=300, help="a draw after this many rounds")
    ap.add_argument("--target", type=int, default=20, help="areas needed to win (R2)")
    ap.add_argument("--teams", default="", help="fixed teams by colour, e.g. red+blue,black+green (cc, V3.8)")
    ap.add_argument("--rotate-seats", action="store_true", help="rotate the seat list by one every game")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    ap.add_argument("--save-last", metavar="PATH", help="write the last game as a save file (conquest_qt/saves)")
    ap.add_argument("--nuclear", action="store_true", help="with the nuclear add-on (VARIANTS.md V2)")
    args = ap.parse_args(argv)
    types = [t.strip() for t in args.players.split(",") if t.strip()]
    try:
        for t in types:
            make_agent(t, ruleset=args.ruleset)
        wanted = {"ruleset": args.ruleset, "round_cap": args.round_cap, "target_areas": args.target,
                  "allow_small": len(types) < 4}
        fields = rulesets.get(args.ruleset).options.__dataclass_fields__  # each ruleset takes its own options
        if args.teams:
            if "teams" not in fields:
                raise ValueError(f"ruleset {args.ruleset!r} has no teams")
            wanted["teams"] = [[c.strip() for c in team.split("+") if c.strip()] for team in args.teams.split(",")]
        opts = options_from_dict({**{k: v for k, v in wanted.items() if k in fields},
                                  **({"nuclear": True} if args.nuclear else {})})
        rulesets.get(args.ruleset).game.CHECK_SETUP(opts, list(COLOURS[: len(types)]))  # teams of seats that play
    except (ValueError, RuleError) as exc:
        print(f"conquest-sim: {exc}", file=sys.stderr)
        return 2
    if args.games < 1 or args.jobs < 1:
        print("conquest-sim: --games and --jobs must be at least 1", file=sys.stderr)
        return 2
    t0 = time.perf_counter()
    results = run_games(types, args.games, args.seed, opts, args.rotate_seats, args.jobs,
                        progress=sys.stderr.isatty())
    lines = summarize(types, results, time.perf_counter() - t0, getattr(opts, "target_areas", None) is not None)
    if args.save_last and not save_last(args.save_last, results[-1], opts):
        return 1
    for line in lines:
        print(line)
    return 0


def save_last(path: str, result: GameResult, opts: Options) -> bool:
    """Replay the game (it is deterministic for its seed) and write it with the saves module."""
    from conquest_qt.saves.errors import SaveError
    from conquest_qt.saves.files import write_save
    from conquest_qt.saves.model import PlayerMeta

    replayed = play_game(result.types, result.seed, opts, keep=True)
    assert replayed.logged is not None
    players = [PlayerMeta(colour=c, name=f"{c} ({t})", kind="ai", level=t)
               for c, t in zip(replayed.logged.players, result.types, strict=True)]
    try:
        write_save(path, replayed.logged, players)
    except SaveError as exc:
        print(f"conquest-sim: cannot save {path}: {exc}", file=sys.stderr)
        return False
    print(f"saved game seed={result.seed} to {path}", file=sys.stderr)
    return True


if __name__ == "__main__":
    raise SystemExit(main())
