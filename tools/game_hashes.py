"""Hashes of 40 seeded games: decision log, events and snapshots (the determinism fixture).

Each case is a mix of random and AI players (4–6 seats) under one of several option sets. Per game
the fixture stores the md5 of the decision log, of every decision's events and of the snapshot after
every decision (without its `options`, which are the case's input and named in the case: a new
option with its default leaves the games alone). `tests/engine/test_game_hashes.py` compares.

The fixture was written before the engine's state changed shape (issue 24: typed frames and the
pending question instead of one `ctx` dict). Snapshots are hashed in the shape the fixture was
written in: `legacy()` turns a snapshot back into it (the ruleset's `old_shape`, as for save files of schema 4),
losing nothing the old shape had, so equal hashes still mean equal states after every decision.

    python tools/game_hashes.py            # print the hashes as JSON
    python tools/game_hashes.py --write    # rewrite tests/fixtures/game_hashes.json
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path
from typing import Any

from conquest_qt.ai.registry import make_agent
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets.conquest.old_shape import old_shape
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.engine.seats import COLOURS
from conquest_qt.engine.view import player_view

FIXTURE = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "game_hashes.json"

OPTION_SETS: dict[str, dict[str, Any]] = {
    "default": {"round_cap": 40},
    "dealt": {"random_deal": True, "round_cap": 10},
    "faces3_target12": {"explosion_faces": 3, "target_areas": 12, "round_cap": 30},
    "faces1_target30": {"explosion_faces": 1, "target_areas": 30, "random_deal": True, "round_cap": 8},
}
LINEUPS: tuple[tuple[str, ...], ...] = (
    ("random", "random", "random", "random"),
    ("random", "easy", "random", "normal", "random"),
    ("easy", "random", "random", "random", "random", "hard"),
    ("normal", "random", "easy", "random"),
    ("random", "random", "random", "random", "random", "random"),
)


def cases() -> list[tuple[str, tuple[str, ...], int]]:
    """40 cases: 4 option sets × 5 line-ups × 2 seeds."""
    return [(name, lineup, 100 + 7 * i + seed)
            for i, (name, lineup) in enumerate((n, u) for n in OPTION_SETS for u in LINEUPS)
            for seed in (0, 1)]


def _md5(obj: Any) -> str:
    return hashlib.md5(json.dumps(obj, sort_keys=True).encode()).hexdigest()


def legacy(snap: dict[str, Any]) -> dict[str, Any]:
    """A snapshot in the shape of the fixture's time (schema 3), without its options."""
    return {k: v for k, v in old_shape(snap).items() if k != "options"}


def game_hashes(option_set: str, lineup: tuple[str, ...], seed: int) -> dict[str, Any]:
    colours = list(COLOURS[: len(lineup)])
    lg = LoggedGame.new(colours, Options(**OPTION_SETS[option_set]), seed)
    agents = {c: make_agent(t, seed * 31 + i) for i, (c, t) in enumerate(zip(colours, lineup, strict=True))}
    game = lg.game
    events, snaps = hashlib.md5(), hashlib.md5()
    snaps.update(_md5(legacy(game.snapshot())).encode())
    while not game.over:
        d = game.pending()
        assert d is not None
        action = agents[d.player].decide_view(player_view(game, d.player))
        events.update(_md5(lg.apply(d.player, action)).encode())
        snaps.update(_md5(legacy(game.snapshot())).encode())
    return {"options": option_set, "players": list(lineup), "seed": seed, "decisions": len(lg.log),
            "rounds": game.s.round, "winner": game.s.winner,
            "log": _md5(lg.log), "events": events.hexdigest(), "snapshots": snaps.hexdigest()}


def all_hashes() -> list[dict[str, Any]]:
    return [game_hashes(*case) for case in cases()]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    text = "[\n" + ",\n".join(json.dumps(h) for h in all_hashes()) + "\n]\n"
    if args.write:
        FIXTURE.write_text(text, encoding="utf-8")
    else:
        print(text, end="")


if __name__ == "__main__":
    main()
