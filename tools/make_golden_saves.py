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
  risk5_autosave.json   an autosave of a 5-player Risk game (one land neutral, with its armies), written
                        by the autosave store as a game in the window writes it (issue 27: such files were
                        refused as damaged before the loader knew neutral armies)

Usage: python tools/make_golden_saves.py [--out tests/saves/golden] [--only NAME ...]
(--only: write just those files; the others stay as the schema they were written in)
"""

from __future__ import annotations

import argparse
import hashlib
import json
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from conquest_qt.ai.conquest.random_player import RandomPlayer
from conquest_qt.ai.registry import make_agent
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.engine.rulesets.risk.options import Options as RiskOptions
from conquest_qt.engine.seats import COLOURS
from conquest_qt.engine.view import player_view
from conquest_qt.saves.autosave import AutosaveStore
from conquest_qt.saves.codec import dumps
from conquest_qt.saves.files import build_envelope, make_save
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


RISK5_PLAYERS = [
    PlayerMeta(colour="red", name="Anna", kind="human"),
    PlayerMeta(colour="black", name="Jürgen", kind="ai", level="normal"),
    PlayerMeta(colour="blue", name="Bram", kind="ai", level="easy"),
    PlayerMeta(colour="green", name="Zoë", kind="ai", level="hard"),
    PlayerMeta(colour="yellow", name="Yusuf", kind="ai", level="random"),
]


def _risk5_attacking(lg: LoggedGame) -> bool:
    """Round 3 or later, attacks pending, the neutral land still neutral (its armies in the snapshot's units)."""
    s = lg.game.s
    return _kind(lg) == "attack" and s.round >= 3 and "neutral" in s.owners.values()


def play_risk5(seed: int, pred: Pred, limit: int = 20000) -> LoggedGame | None:
    """A 5-player Risk game (areas claimed) between Risk's random players until `pred`."""
    colours = [p.colour for p in RISK5_PLAYERS]
    lg = LoggedGame.new(colours, RiskOptions(mission_pace="unlimited"), seed)  # written before V1.11's pace
    agents = {c: make_agent("random", seed * 31 + i, "risk") for i, c in enumerate(colours)}
    for _ in range(limit):
        if pred(lg):
            return lg
        if lg.game.over:
            return None
        d = lg.game.pending()
        assert d is not None
        lg.apply(d.player, agents[d.player].decide_view(player_view(lg.game, d.player)))
    return None


def write_risk5_autosave(out: Path) -> None:
    """The autosave store's file of a 5-player Risk game, copied under its golden name."""
    name = "risk5_autosave"
    for seed in range(1, 200):
        lg = play_risk5(seed, _risk5_attacking)
        if lg is not None:
            break
    else:
        raise SystemExit(f"no seed reaches {name}")
    save = make_save(lg, RISK5_PLAYERS, game_id(name), SAVED_AT)  # what SaveController.autosave writes
    with tempfile.TemporaryDirectory() as tmp:
        path = AutosaveStore(Path(tmp)).autosave(save)
        (out / f"{name}.json").write_bytes(dumps(as_schema_3(json.loads(path.read_bytes()))))
    print(f"{name}.json seed={seed} decisions={len(lg.log)} {save.summary.text}")


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


def write_risk_unpaced(out: Path) -> None:
    name = "risk_unpaced"
    lg = next(g for g in map(risk_unpaced, range(1, 200)) if g is not None)
    env = build_envelope(lg, PLAYERS, game_id=game_id(name), saved_at=SAVED_AT)
    (out / f"{name}.json").write_bytes(dumps(as_schema_3(env.to_json_dict())))
    print(f"{name}.json seed={lg.seed} decisions={len(lg.log)} {env.summary.text} (schema version 3)")


def game_id(name: str) -> str:
    return hashlib.sha256(f"golden:{name}".encode()).hexdigest()[:32]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="tests/saves/golden")
    ap.add_argument("--only", nargs="*", metavar="NAME",
                    help="write only these (claim, ..., risk5_autosave, risk_unpaced)")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    only: Any = set(args.only) if args.only else None
    for name, (pred, options) in TARGETS.items():
        if only is not None and name not in only:
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
    if only is None or "risk5_autosave" in only:
        write_risk5_autosave(out)
    if only is None or "risk_unpaced" in only:
        write_risk_unpaced(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
