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
