"""conquest-sim's runaway-leader watch (issue 17 item 5, table talk): the sharper measures."""

from __future__ import annotations

from types import SimpleNamespace

from conquest_qt.sim import _RunawayWatch


def test_runaway_watch_counts_battles_at_the_leader_and_the_areas_he_loses():
    """R2: a player within three areas of the 20-area target is a runaway leader for that round."""
    owners = {f"a{i}": "red" for i in range(17)} | {"b0": "blue", "b1": "blue"}
    game = SimpleNamespace(s=SimpleNamespace(owners=owners))
    watch = _RunawayWatch(20)
    watch.events(game, [{"type": "round_started"}])
    assert watch.watch == {"red"}
    watch.events(game, [{"type": "battle_started", "attacker": "blue", "defender": "red"},
                        {"type": "battle_started", "attacker": "red", "defender": "blue"},
                        {"type": "battle_started", "attacker": "green", "defender": "red"}])
    owners["a0"] = owners["a1"] = "blue"
    watch.events(game, [{"type": "round_started"}])  # closes the first round: red is down to 15
    assert (watch.rounds, watch.attacked, watch.battles, watch.all_battles, watch.lost) == (1, 1, 2, 3, 2)
    assert watch.watch == set()


def test_v3_9_a_team_win_counts_for_every_seat_of_the_team() -> None:
    """conquest-sim's tallies accept a team's win (VARIANTS.md V3.9: `winner` is the team's colours)."""
    from conquest_qt.sim import GameResult, summarize

    team_win = GameResult(1, ["random", "easy", "random", "easy"], (0, 2), 7, 100, 1.0)
    draw = GameResult(2, ["random", "easy", "random", "easy"], (), 40, 100, 1.0)
    lines = summarize(["random", "easy", "random", "easy"], [team_win, draw], 2.0)
    assert "draws_at_cap=1" in lines[0]
    assert "wins=1 win_rate=0.500" in lines[1] and lines[1].lstrip().startswith("random")  # once per game
    assert "seat1=1 seat2=0 seat3=1 seat4=0" in " ".join(lines)
    assert team_win.winner_seat == 0 and draw.winner_seat is None
    # a type whose team wins every game: rate 1, not 2 (the 2-vs-2 ladder crashed in wilson() with k > n)
    lines = summarize(["random", "easy", "random", "easy"], [team_win, team_win], 2.0)
    assert "wins=2 win_rate=1.000" in lines[1] and lines[-1].startswith("random win_rate=1.000")


def test_conquest_sim_plays_cc_with_teams(capsys) -> None:
    """`conquest-sim --ruleset cc --teams red+blue,black+green` runs (issue 26, item 5)."""
    from conquest_qt.sim import main

    assert main(["--ruleset", "cc", "--players", "random,random,random,random", "--teams", "red+blue,black+green",
                 "--games", "1", "--round-cap", "3", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "games=1" in out and "runaway" not in out  # no area target in cc (V3.9: the last one standing wins)
    assert main(["--ruleset", "risk", "--teams", "red+blue"]) == 2
    assert main(["--ruleset", "cc", "--players", "random,random", "--teams", "red+purple"]) == 2
    assert main(["--ruleset", "cc", "--players", "random,random", "--teams", "red+blue"]) == 2  # blue: no seat


def test_play_game_hands_every_actions_events_to_a_listener_and_the_ledger_counts_a_nuclear_seat() -> None:
    """`play_game(listen=…)` sees the events of every action, the game unchanged by it (same rounds and
    winner); tools/nuclear_ledger.py counts from them what a seat spends on nukes (V2.1) and builds."""
    import sys
    from pathlib import Path

    from conquest_qt.engine.rulesets import options_from_dict
    from conquest_qt.sim import play_game

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
    from nuclear_ledger import Ledger

    opts = options_from_dict({"ruleset": "conquest", "nuclear": True, "round_cap": 12})
    types = ["normal", "normal-nonuke", "normal-nonuke", "normal-nonuke"]
    seen: list[str] = []
    ledger = Ledger("red", "conquest")

    def listen(game: object, events: list[dict]) -> None:
        seen.extend(e["type"] for e in events)
        ledger.events(game, events)

    heard = play_game(types, 9000, opts, listen=listen)
    plain = play_game(types, 9000, opts)
    assert (heard.rounds, heard.winner_seats, heard.decisions) == (plain.rounds, plain.winner_seats, plain.decisions)
    assert seen.count("round_started") >= heard.rounds - 1 and "built" in seen
    ledger.close()
    assert ledger.c["land_built"] > 0 and ledger.c["nuke_pp"] == 3 * ledger.c["nukes_bought"]
