"""Comanda & Conquista's analysis (issue 26 item 5; VARIANTS.md V3.3-V3.9): statistics of credits, divisions by
kind, special tokens, kills and nations over the rounds; a team's win named in the statistics window and
counted for every member in the win chances."""

from __future__ import annotations

from conquest_qt.analysis import adapters, stats, winchance
from conquest_qt.analysis.replay_index import ReplayIndex
from conquest_qt.analysis.rulesets import cc
from conquest_qt.engine.rulesets.cc.position import game_from_position
from conquest_qt.ui.game.game_analysis import analyse
from tests.helpers.cc import CC, played_to_the_end

TEAMS = CC.options.from_dict({"ruleset": "cc", "teams": [["red", "blue"]]})


def test_v3_3_a_states_statistics_count_every_kind() -> None:
    game = game_from_position(["red", "black"], {
        "round": 3, "phase": "turn", "order": ["red", "black"], "active": "red",
        "owners": {"paris": "red", "berlin": "black", "rome": "red"}, "homes": {"red": "paris", "black": "berlin"},
        "units": {"paris": {"red": {"inf": 2, "mech": 1, "arm_aa": 1, "air": 2}},
                  "berlin": {"black": {"inf_aa": 3}, "red": {"inf": 1}}},
        "credits": {"red": 7, "black": 2}, "special_tokens": {"red": 2}, "kills": {"red": 12}}, CC.options())
    red = cc.state_stats(game)["red"]
    assert {k: red[k] for k in ("areas", "credits", "divisions", "inf", "mech", "arm", "air", "aa", "tokens",
                                "kills")} == {"areas": 2, "credits": 7, "divisions": 7, "inf": 3, "mech": 1, "arm": 0,
                                              "air": 2, "aa": 1, "tokens": 2, "kills": 12}
    assert red["land"] == 5 and cc.state_stats(game)["black"]["aa"] == 3
    assert set(cc.STATS) >= {"areas", "credits", "inf", "mech", "arm", "air", "aa", "kills"}


def test_v3_9_a_team_game_over_the_rounds_and_its_outcome() -> None:
    lg = played_to_the_end(["red", "black", "blue"], TEAMS, seed=2)
    assert lg.game.s.winner == ["red", "blue"]
    index = ReplayIndex(lg.players, lg.options, lg.seed, lg.log, capture=adapters.get("cc").capture)
    rows = stats.round_stats(index)
    assert len(rows) == lg.game.s.round
    last = rows[-1].players
    assert last["red"]["credits"] == lg.game.s.credits.get("red", 0)
    assert last["black"]["divisions"] == 0 and last["red"]["kills"] == lg.game.s.kills.get("red", 0)
    assert sum(r.players["red"]["destroyed"] for r in rows) + sum(r.players["blue"]["destroyed"] for r in rows) > 0
    assert stats.series(rows, "red", "areas")[0] >= 1  # nations over time
    end = winchance.timeline(index)[-1][1]
    assert end == {"red": 1.0, "black": 0.0, "blue": 1.0}  # a team wins together (V3.9)
    analysis = analyse(lg.players, lg.options, lg.seed, lg.log)
    assert analysis.over and analysis.winner == ["red", "blue"] and analysis.measures == cc.STATS


def test_v3_9_the_statistics_window_names_the_winning_team(qtbot) -> None:
    from conquest_qt.ui.dialogs.stats_pages import StatsPage

    lg = played_to_the_end(["red", "black", "blue"], TEAMS, seed=2)
    page = StatsPage()
    qtbot.addWidget(page)
    page.show_game(analyse(lg.players, lg.options, lg.seed, lg.log), {"red": "Anna", "black": "Carla",
                                                                       "blue": "Ben"}, False)
    assert page.now.text().replace("\u2068", "").replace("\u2069", "").startswith("Won by Anna & Ben.")
    names = [page.measure.itemText(i) for i in range(page.measure.count())]
    assert names[:4] == ["Nations", "Credits", "Divisions", "Infantry"] and "Anti-air divisions" in names
