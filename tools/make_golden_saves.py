"""Generate the golden save files under tests/saves/golden/ (commit the output; tests load them forever).

Plays seeded games with the random player until a position of interest, then writes a save:
  claim.json            the claim phase, a few flags placed
  production_window.json production with a ballistic-missile or space-shield window pending
  movement.json         mid-movement with moves made (undoable after loading)
  battle.json           in the middle of a battle (roll, hits or sink pending)
  game_over.json        a finished game with a winner
  v1_production.json    an older (schema version 1) file, migrated on loading
  risk_unpaced.json     a Risk game of schema version 3, played before V1.11's mission pace: a mission
                        gained in round 1 and two in one turn (it loads with mission_pace "unlimited")

Usage: python tools/make_golden_saves.py [--out tests/saves/golden] [--only NAME ...]
"""

from __future__ import annotations

import argparse
import hashlib
import json
from collections.abc import Callable
from pathlib import Path

from conquest_qt.ai.random_player import RandomPlayer
from conquest_qt.ai.registry import make_agent
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.engine.rulesets.conquest.cards import COLOURS
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.engine.view import player_view
from conquest_qt.saves.codec import dumps
from conquest_qt.saves.files import build_envelope
from conquest_qt.saves.model import PlayerMeta

SAVED_AT = "2026-11-29T12:00:00.000000Z"
PLAYERS = [
    PlayerMeta(colour="red", name="Anna", kind="human"),
    PlayerMeta(colour="black", name="Jürgen", kind="ai", level="normal"),
    PlayerMeta(colour="blue", name="Bram", kind="ai", level="easy"),
    PlayerMeta(colour="green", name="Zoë", kind="ai", level="hard"),
]
Pred = Callable[[LoggedGame], bool]


def play_until(seed: int, pred: Pred, options: Options, limit: int = 20000) -> LoggedGame | None:
    colours = list(COLOURS[:4])
    lg = LoggedGame.new(colours, options, seed)
    agents = {c: RandomPlayer(seed * 31 + i) for i, c in enumerate(colours)}
    for _ in range(limit):
        if pred(lg):
            return lg
        if lg.game.over:
            return None
        d = lg.game.pending()
        assert d is not None
        lg.apply(d.player, agents[d.player].decide_view(player_view(lg.game, d.player)))
    return None


def _kind(lg: LoggedGame) -> str | None:
    d = lg.game.pending()
    return d.kind if d else None


def _mid_movement(lg: LoggedGame) -> bool:
    log = lg.log
    return (_kind(lg) == "movement" and len(log) >= 2 and lg.game.s.round >= 3
            and all(e["action"]["type"] in ("move", "transport") for e in log[-2:]))


TARGETS: dict[str, tuple[Pred, Options]] = {
    "claim": (lambda lg: lg.game.s.phase == "claim" and len(lg.log) >= 9, Options()),
    "production_window": (lambda lg: _kind(lg) in ("missiles", "shield") and lg.game.s.round >= 3, Options()),
    "movement": (_mid_movement, Options()),
    "battle": (lambda lg: _kind(lg) in ("hits", "sink", "battle_roll") and lg.game.s.round >= 4, Options()),
    "game_over": (lambda lg: lg.game.over and lg.game.s.winner is not None, Options(target_areas=12)),
}


def risk_unpaced(seed: int) -> LoggedGame | None:
    """A Risk game between random players under the old pace (V1.11 before turn 3's amendment), stopped at
    an attack decision from round 3 on once some player gained a mission in round 1 and some player two in one turn."""
    colours = list(COLOURS[:4])
    lg = LoggedGame.new(colours, options_from_dict({"ruleset": "risk", "mission_pace": "unlimited"}), seed)
    agents = {c: make_agent("random", seed * 31 + i, "risk") for i, c in enumerate(colours)}
    per_turn: dict[str, int] = {}
    in_round_1 = twice = False
    while not lg.game.over:
        d = lg.game.pending()
        assert d is not None
        if in_round_1 and twice and lg.game.s.round >= 3 and d.kind == "attack":
            return lg
        for e in lg.apply(d.player, agents[d.player].decide_view(player_view(lg.game, d.player))):
            if e["type"] == "turn_started":
                per_turn = {}
            elif e["type"] == "mission_gained":
                per_turn[e["player"]] = per_turn.get(e["player"], 0) + 1
                in_round_1 = in_round_1 or lg.game.s.round == 1
                twice = twice or per_turn[e["player"]] >= 2
    return None


def as_schema_3(env: dict) -> dict:
    """A save as schema 3 wrote it: Risk's options without mission_pace, its state without turn_mission."""
    out = dict(env, schema_version=3, options={k: v for k, v in env["options"].items() if k != "mission_pace"})
    snap = {k: v for k, v in env["snapshot"].items() if k != "turn_mission"}
    snap["options"] = {k: v for k, v in snap["options"].items() if k != "mission_pace"}
    out["snapshot"] = snap
    return out


def game_id(name: str) -> str:
    return hashlib.sha256(f"golden:{name}".encode()).hexdigest()[:32]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="tests/saves/golden")
    ap.add_argument("--only", nargs="*", help="write only these files (names without .json)")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    only = set(args.only or [*TARGETS, "risk_unpaced"])
    if "risk_unpaced" in only:
        lg = next(g for g in map(risk_unpaced, range(1, 200)) if g is not None)
        env = build_envelope(lg, PLAYERS, game_id=game_id("risk_unpaced"), saved_at=SAVED_AT)
        (out / "risk_unpaced.json").write_bytes(dumps(as_schema_3(env.to_json_dict())))
        print(f"risk_unpaced.json seed={lg.seed} decisions={len(lg.log)} {env.summary.text} (schema version 3)")
    for name, (pred, options) in TARGETS.items():
        if name not in only:
            continue
        for seed in range(1, 200):
            lg = play_until(seed, pred, options)
            if lg is not None:
                break
        else:
            raise SystemExit(f"no seed reaches {name}")
        env = build_envelope(lg, PLAYERS, game_id=game_id(name), saved_at=SAVED_AT)
        (out / f"{name}.json").write_bytes(dumps(env))
        print(f"{name}.json seed={seed} decisions={len(lg.log)} {env.summary.text}")
        if name == "production_window":
            v1 = env.to_json_dict()
            for key in ("game_id", "saved_at", "summary"):
                del v1[key]
            v1["schema_version"] = 1
            (out / "v1_production.json").write_text(json.dumps(v1, ensure_ascii=False, indent=1), encoding="utf-8")
            print("v1_production.json (schema version 1)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
