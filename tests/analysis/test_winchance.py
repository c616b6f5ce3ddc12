"""Issue 16 item 4: win chances after each round from the shipped model (tools/fit_win_model.py)."""

from __future__ import annotations

import pytest

from conquest_qt.analysis import adapters
from conquest_qt.analysis.replay_index import ReplayIndex
from conquest_qt.analysis.winchance import chances, chances_from_features, timeline


def test_the_shipped_model_reads_the_adapters_features() -> None:
    model = adapters.get("conquest").WIN_MODEL
    assert tuple(model["features"]) == adapters.get("conquest").FEATURES
    assert len(model["weights"]) == len(model["features"])


def test_chances_are_a_distribution_over_the_living_players(ai_index: ReplayIndex) -> None:
    line = timeline(ai_index)
    assert [r for r, _ in line] == list(range(1, ai_index.last_round + 1))  # the last: the final position
    for _round, by_player in line:
        assert set(by_player) == set(ai_index.players)
        assert sum(by_player.values()) == pytest.approx(1.0)
    winner = ai_index.final.s.winner
    assert line[-1][1][winner] == 1.0  # the game is over: the winner's chance is certain


def test_more_areas_and_units_mean_a_better_chance() -> None:
    x = [0.3, 0.05, 0.3, 0.25, 0.5, 0.02]
    y = [0.2, -0.05, 0.2, 0.25, 0.7, -0.02]
    p = chances_from_features({"red": x, "black": y}, adapters.get("conquest").WIN_MODEL["weights"])
    assert p["red"] > 0.5 > p["black"]


def test_an_eliminated_player_has_no_chance(ai_index: ReplayIndex) -> None:
    for pos in range(0, ai_index.positions, max(1, ai_index.positions // 12)):
        game = ai_index.at(pos)
        got = chances(game)
        for p in game.s.eliminated:
            assert got[p] == 0.0
