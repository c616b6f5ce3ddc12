"""Whole games with the nuclear add-on (VARIANTS.md V2): random players that buy and fire nukes play to the
end; every add-on decision's listed answers are legal; a game replays exactly from its seed and log, its
snapshot reads back, a save with the option loads; every computer level plays legal games with it on."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from conquest_qt.ai.registry import AddonGuard, make_agent
from conquest_qt.engine import rulesets
from conquest_qt.engine.addons.nuclear.strike import COUNTER, HITS, INTERCEPT, ROLL
from conquest_qt.engine.legal import legal_actions
from conquest_qt.engine.replay import LoggedGame, replay
from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.engine.view import player_view

FOUR = ["red", "black", "blue", "green"]
ADDON_KINDS = {INTERCEPT, ROLL, HITS, COUNTER}


def choose(rng: random.Random, game: Any) -> dict[str, Any]:
    """A random legal answer that likes nukes: buys them, fires them, answers every add-on question."""
    d = game.pending()
    acts = legal_actions(game)
    nuclear = [a for a in acts if a["type"] in ("nuke", "occupy_free", "intercept")]
    a = dict(rng.choice(nuclear if nuclear and rng.random() < 0.4 else acts))
    if a["type"] in ("move", "transport", "nuke", "occupy_free") and "count" in a:
        a["count"] = rng.randint(1, a["count"])
    if a["type"] == "build":
        from conquest_qt.engine.rulesets.conquest.legal import build_limits

        lim = build_limits(game, d.player)
        if lim["pp"] >= 3 and lim["areas"]:
            a["nuke"] = {rng.choice(lim["areas"]): 1}
    if a["type"] == "place" and d.kind == "place" and d.info["armies"] >= 4:
        (area, n), = a["land"].items()
        a = {"type": "place", "land": {area: n - 4} if n > 4 else {}, "nuke": {area: 1}}
    return a


def play(ruleset: str, seed: int, rounds: int = 14) -> tuple[LoggedGame, dict[str, int]]:
    opts = options_from_dict({"ruleset": ruleset, "nuclear": True, "random_deal": True, "round_cap": rounds})
    lg = LoggedGame.new(FOUR, opts, seed)
    lg.undo_trail.enabled = False
    rng = random.Random(seed)
    seen: dict[str, int] = {}
    while not lg.game.over:
        game = lg.game
        d = game.pending()
        if d.kind in ADDON_KINDS:  # every listed answer of an add-on decision is accepted
            for a in legal_actions(game)[:6]:
                game.copy().apply(d.player, dict(a))
        for e in lg.apply(d.player, choose(rng, game)):
            seen[e["type"]] = seen.get(e["type"], 0) + 1
    return lg, seen


@pytest.mark.parametrize("ruleset", ["conquest", "risk"])
def test_v2_games_with_nukes_replay_exactly_and_read_back(ruleset: str) -> None:
    lg, seen = play(ruleset, 2)
    for kind in ("nukes_placed", "nuke_declared", "contaminated", "area_freed"):
        assert seen.get(kind), (kind, seen)  # the add-on was really played
    again = replay(lg.players, lg.options, lg.seed, lg.log)
    assert again.game.snapshot() == lg.game.snapshot()  # seed + log (ARCHITECTURE principle 4)
    snap = lg.game.snapshot()
    state = type(lg.game.s).from_dict(snap)
    assert state.to_dict() == snap and state.addon_state


@pytest.mark.parametrize("ruleset", ["conquest", "risk"])
def test_v2_a_save_with_the_option_loads(ruleset: str, tmp_path: Path) -> None:
    from conquest_qt.saves.files import load_save, write_save

    lg, _ = play(ruleset, 5, rounds=6)
    path = tmp_path / "nuclear.conquest"
    write_save(path, lg)
    loaded = load_save(path)
    assert loaded.logged.game.snapshot() == lg.game.snapshot()
    assert loaded.logged.options.to_dict()["nuclear"] is True


def test_v2_a_mid_strike_snapshot_reads_back_with_its_frames() -> None:
    lg, _ = play("conquest", 2, rounds=6)
    opts = lg.options
    game = rulesets.get("conquest").game.new(FOUR, opts, 2)
    rng = random.Random(2)
    while not game.over:
        d = game.pending()
        if d.kind in ADDON_KINDS:
            snap = game.snapshot()
            assert any(f["frame"] == "nuke_strike" for f in snap["frames"]) or d.kind == COUNTER
            assert type(game.s).from_dict(snap).to_dict() == snap
            return
        game.apply(d.player, choose(rng, game))
    pytest.skip("no add-on decision in this game")


@pytest.mark.parametrize(("ruleset", "levels"), [("conquest", ["random", "easy", "normal", "hard"]),
                                                 ("risk", ["random", "easy", "normal", "hard"])])
def test_v2_every_computer_level_plays_legal_games_with_nuclear_on(ruleset: str, levels: list[str]) -> None:
    opts = options_from_dict({"ruleset": ruleset, "nuclear": True, "random_deal": True, "round_cap": 6})
    lg = LoggedGame.new(FOUR, opts, 7)
    agents = {c: make_agent(t, i, ruleset, ("nuclear",)) for i, (c, t) in enumerate(zip(FOUR, levels, strict=True))}
    assert all(isinstance(a, AddonGuard) for a in agents.values())
    while not lg.game.over:
        d = lg.game.pending()
        lg.apply(d.player, agents[d.player].decide_view(player_view(lg.game, d.player)))  # a refusal raises
    assert isinstance(make_agent("random", 0, ruleset), type(make_agent("random", 0, ruleset, ())))


@pytest.mark.parametrize("ruleset", ["conquest", "risk"])
def test_v2_conquest_sim_plays_with_the_nuclear_option(ruleset: str, capsys: pytest.CaptureFixture[str]) -> None:
    from conquest_qt.sim import main as sim_main

    assert sim_main(["--ruleset", ruleset, "--nuclear", "--players", "random,easy,random,random", "--games", "1",
                     "--round-cap", "5", "--seed", "4"]) == 0
    assert "win_rate" in capsys.readouterr().out


@pytest.mark.parametrize(("ruleset", "seed"), [("conquest", 7), ("risk", 0)])
def test_v2_computer_players_stay_legal_beside_a_player_who_fires_nukes(ruleset: str, seed: int) -> None:
    """Contaminated and free areas (V2.7) on the board the computer players see: they still answer legally."""
    opts = options_from_dict({"ruleset": ruleset, "nuclear": True, "random_deal": True, "round_cap": 14})
    lg = LoggedGame.new(FOUR, opts, seed)
    lg.undo_trail.enabled = False
    agents = {c: make_agent(t, i, ruleset, ("nuclear",)) for i, (c, t) in enumerate(zip(FOUR[1:], ["easy", "normal",
                                                                                                  "hard"]))}
    rng = random.Random(seed)
    contaminations = 0
    while not lg.game.over:
        d = lg.game.pending()
        action = choose(rng, lg.game) if d.player == "red" else agents[d.player].decide_view(
            player_view(lg.game, d.player))
        contaminations += sum(e["type"] == "contaminated" for e in lg.apply(d.player, action))
    assert contaminations
