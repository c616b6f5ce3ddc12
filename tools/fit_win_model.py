"""Fit the win-chance model (analysis/winchance.py) on simulated games and measure its calibration on
fresh ones (issue 16, item 4).

Games: 4–6 seats of easy and normal computer players (drawn per seat from the game's seed), default
options (Risk: every other game in the `command` version); one sample per player after every finished
round (Risk, whose games are often won in the first rounds: at the start of every turn). The fit is a
conditional logit (Newton's method, a small ridge) over the living players; games drawn at the round
cap are left out of the fit and count as "nobody wins" in the calibration. The calibration uses games
with other seeds: the multi-class Brier score (Σ over players of (p − won)², mean per sample) of the model and of the
baseline "the areas leader wins" (ties shared), and a reliability table of the model.

    nice python tools/fit_win_model.py --fit-games 1500 --test-games 1000 --jobs 1 --write
    nice python tools/fit_win_model.py --ruleset risk --fit-games 3000 --test-games 1000 --write
    nice python tools/fit_win_model.py --ruleset risk --no-fit      # the shipped model on fresh games

Last line: `brier_model=<x> brier_leader=<y> fit_games=<n> test_games=<m>`.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
from pathlib import Path
from typing import Any

from conquest_qt.analysis import adapters
from conquest_qt.analysis.replay_index import ReplayIndex
from conquest_qt.analysis.winchance import chances_from_features
from conquest_qt.engine import rulesets
from conquest_qt.engine.errors import RuleError
from conquest_qt.sim import play_game

ROOT = Path(__file__).resolve().parents[1]
TYPES = ("easy", "normal")
RIDGE = 1e-3

Sample = tuple[int, dict[str, list[float]], dict[str, int], str | None]  # round, features, areas, winner


def game_options(ruleset: str, seed: int) -> Any:
    if ruleset == "risk":
        return rulesets.options_from_dict({"ruleset": "risk", "risk_version": ("training", "command")[seed % 2]})
    return rulesets.options_from_dict({"ruleset": ruleset})


def sample_positions(index: ReplayIndex) -> list[tuple[int, int]]:
    """(round, position) of the samples: each round's first position (Conquest); for Risk the start of
    every turn (the position after a decision whose events begin a turn)."""
    if index.options.ruleset == "risk":
        return [(index.rounds[i + 1], i + 1) for i, evs in enumerate(index.events)
                if any(ev["type"] == "turn_started" for ev in evs)]
    return [(r - 1, index.round_start(r)) for r in range(index.rounds[0] + 1, index.last_round + 1)]


def game_samples(seed: int, ruleset: str = "conquest") -> list[Sample]:
    pick = random.Random(seed)
    types = [pick.choice(TYPES) for _ in range(4 + seed % 3)]
    try:
        lg = play_game(types, seed, game_options(ruleset, seed), keep=True).logged
    except RuleError as err:  # an AI's illegal answer is a bug elsewhere: leave the game out, say so
        print(f"seed {seed} {types}: an AI answered illegally: {err!r}", file=sys.stderr)
        return []
    assert lg is not None
    adapter = adapters.get(lg.options.ruleset)
    index = ReplayIndex(lg.players, lg.options, lg.seed, lg.log, every=10**9)
    winner = index.final.s.winner
    out: list[Sample] = []
    for r, position in sample_positions(index):
        game = index.at(position)
        if game.over:
            break
        feats = adapter.features(game)
        areas = {p: game.s.areas_of(p) for p in feats}
        out.append((r, feats, areas, winner))
    return out


def collect(seeds: list[int], jobs: int, ruleset: str = "conquest") -> list[list[Sample]]:
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            return pool.starmap(game_samples, [(s, ruleset) for s in seeds], chunksize=8)
    return [game_samples(s, ruleset) for s in seeds]


def fit(samples: list[Sample], k: int, iterations: int = 25) -> list[float]:
    """Newton's method on the conditional-logit log-likelihood (+ a ridge)."""
    w = [0.0] * k
    for _ in range(iterations):
        grad = [-RIDGE * x for x in w]
        hess = [[-RIDGE if i == j else 0.0 for j in range(k)] for i in range(k)]
        for _r, feats, _areas, winner in samples:
            if winner is None or winner not in feats:
                continue
            p = chances_from_features(feats, w)
            mean = [sum(p[q] * feats[q][i] for q in feats) for i in range(k)]
            xw = feats[winner]
            for i in range(k):
                grad[i] += xw[i] - mean[i]
            for q, x in feats.items():
                d = [x[i] - mean[i] for i in range(k)]
                pq = p[q]
                for i in range(k):
                    di = pq * d[i]
                    row = hess[i]
                    for j in range(k):
                        row[j] -= di * d[j]
        step = solve(hess, [-g for g in grad])
        w = [a + b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-8:
            break
    return w


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a small dense system)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for j in range(c, n + 1):
                m[r][j] -= f * m[c][j]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][j] * x[j] for j in range(r + 1, n))) / m[r][r]
    return x


def leader(areas: dict[str, int]) -> dict[str, float]:
    top = max(areas.values())
    lead = [p for p, a in areas.items() if a == top]
    return {p: (1 / len(lead) if p in lead else 0.0) for p in areas}


def brier(pred: dict[str, float], winner: str | None) -> float:
    return sum((v - (1.0 if p == winner else 0.0)) ** 2 for p, v in pred.items())


def calibration(samples: list[Sample], w: list[float], bins: int = 10) -> tuple[float, float, float, list[tuple]]:
    """Mean Brier scores of the model, the areas leader and 'everyone alike', and the model's
    reliability rows (lo, hi, samples, mean predicted, observed)."""
    bm = bl = bu = 0.0
    table = [[0, 0.0, 0] for _ in range(bins)]  # count, sum predicted, wins
    for _r, feats, areas, winner in samples:
        pred = chances_from_features(feats, w)
        bm += brier(pred, winner)
        bl += brier(leader(areas), winner)
        bu += brier(dict.fromkeys(areas, 1 / len(areas)), winner)
        for p, v in pred.items():
            row = table[min(bins - 1, int(v * bins))]
            row[0] += 1
            row[1] += v
            row[2] += p == winner
    n = max(1, len(samples))
    rows = [(i / bins, (i + 1) / bins, c, s / c if c else math.nan, won / c if c else math.nan)
            for i, (c, s, won) in enumerate(table)]
    return bm / n, bl / n, bu / n, rows


def write_model(ruleset: str, features: tuple[str, ...], w: list[float], info: dict[str, Any]) -> None:
    """Replace the ruleset's model, its adapter's WIN_MODEL (analysis/rulesets/win_<id>.py)."""
    model = {"features": list(features), "weights": [round(x, 6) for x in w], "fitted_on": info}
    path = ROOT / "conquest_qt" / "analysis" / "rulesets" / f"win_{ruleset}.py"
    first = path.read_text(encoding="utf-8").split("\n", 1)[0]  # the docstring stays
    text = first + "\n\nMODEL = " + json.dumps(model, indent=4) + "\n"  # JSON text (no null/true/false in it)
    path.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--fit-games", type=int, default=1500)
    ap.add_argument("--test-games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--ruleset", default="conquest", help="conquest or risk")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--write", action="store_true", help="write conquest_qt/analysis/rulesets/win_<ruleset>.py")
    ap.add_argument("--no-fit", action="store_true", help="only measure the shipped model on fresh games")
    args = ap.parse_args(argv)
    ruleset = args.ruleset
    features = adapters.get(ruleset).FEATURES
    fit_seeds = list(range(args.seed, args.seed + args.fit_games))
    test_seeds = list(range(10**6 + args.seed, 10**6 + args.seed + args.test_games))
    if args.no_fit:  # measure the shipped model on fresh games only
        w, train = list(adapters.get(ruleset).WIN_MODEL["weights"]), []
    else:
        train = [s for g in collect(fit_seeds, args.jobs, ruleset) for s in g]
        print(f"fit: {len(train)} samples from {args.fit_games} games", file=sys.stderr)
        w = fit(train, len(features))
    print("weights: " + ", ".join(f"{f}={x:.3f}" for f, x in zip(features, w, strict=True)))
    test_games = collect(test_seeds, args.jobs, ruleset)
    test = [s for g in test_games for s in g]
    draws = sum(1 for g in test_games if g and g[0][3] is None)
    played = sum(1 for g in test_games if g)
    bm, bl, bu, rows = calibration(test, w)
    print(f"calibration: {len(test)} samples from {played} of {args.test_games} fresh games ({draws} draws)")
    print("predicted   samples  mean_pred  observed")
    for lo, hi, c, mp, ob in rows:
        print(f"{lo:.1f}-{hi:.1f}  {c:9d}  {mp:9.3f}  {ob:8.3f}")
    print(f"brier: model {bm:.4f}, areas leader {bl:.4f}, everyone alike {bu:.4f}")
    if args.write and not args.no_fit:
        write_model(ruleset, features, w, {"games": args.fit_games, "samples": len(train), "types": list(TYPES),
                                  "test_games": args.test_games, "brier_model": round(bm, 4),
                                  "brier_leader": round(bl, 4)})
    fitted = 0 if args.no_fit else args.fit_games
    print(f"brier_model={bm:.4f} brier_leader={bl:.4f} fit_games={fitted} test_games={args.test_games} "
          f"ruleset={ruleset}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
