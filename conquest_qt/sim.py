"""Headless games (`conquest-sim`): AI-vs-AI games and summaries."""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from dataclasses import dataclass

from conquest_qt.ai.registry import make_agent
from conquest_qt.engine.cards import COLOURS
from conquest_qt.engine.options import Options
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.view import player_view


@dataclass
class GameResult:
    seed: int
    types: list[str]  # player type per seat
    winner_seat: int | None
    rounds: int
    decisions: int
    seconds: float
    logged: LoggedGame | None = None


def play_game(types: list[str], seed: int, options: Options | None = None, keep: bool = False) -> GameResult:
    colours = list(COLOURS[: len(types)])
    opts = options or Options(allow_small=len(types) < 4)
    lg = LoggedGame.new(colours, opts, seed)
    agents = {c: make_agent(t, seed * 31 + i) for i, (c, t) in enumerate(zip(colours, types, strict=True))}
    t0 = time.perf_counter()
    n = 0
    game = lg.game
    while not game.over:
        d = game.pending()
        assert d is not None
        lg.apply(d.player, agents[d.player].decide_view(player_view(game, d.player)))
        n += 1
    winner = colours.index(game.s.winner) if game.s.winner else None
    return GameResult(seed, types, winner, game.s.round, n, time.perf_counter() - t0, lg if keep else None)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="conquest-sim", description="Play headless Conquest games.")
    ap.add_argument("--players", default="random,random,random,random",
                    help="comma-separated player types per seat (random, easy, normal, hard)")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--round-cap", type=int, default=300)
    ap.add_argument("--target", type=int, default=20)
    args = ap.parse_args(argv)
    types = [t.strip() for t in args.players.split(",") if t.strip()]
    try:
        for t in types:
            make_agent(t)
        opts = Options(round_cap=args.round_cap, target_areas=args.target, allow_small=len(types) < 4)
    except ValueError as exc:
        print(f"conquest-sim: {exc}", file=sys.stderr)
        return 2
    wins: Counter[str] = Counter()
    draws = 0
    rounds = []
    t0 = time.perf_counter()
    for g in range(args.games):
        r = play_game(types, args.seed + g, opts)
        rounds.append(r.rounds)
        if r.winner_seat is None:
            draws += 1
        else:
            wins[f"seat{r.winner_seat + 1}:{types[r.winner_seat]}"] += 1
    elapsed = time.perf_counter() - t0
    print(f"games={args.games} draws_at_cap={draws} mean_rounds={sum(rounds) / max(1, len(rounds)):.1f}")
    for key, n in sorted(wins.items()):
        print(f"  {key} wins={n}")
    print(f"games_per_min={args.games / elapsed * 60:.1f}")
    return 0
