"""Issue 16 item 2: statistics per player per round, from the log, checked against the states."""

from __future__ import annotations

from conquest_qt.analysis.replay_index import ReplayIndex, index_save
from conquest_qt.analysis.stats import count_events, round_stats, series
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.saves.files import load_bytes, make_save


def test_state_counts_are_those_of_the_state_as_each_round_ended(ai_index: ReplayIndex) -> None:
    rows = round_stats(ai_index)
    assert [r.round for r in rows] == list(range(1, ai_index.last_round + 1))
    for row in rows[:-1]:
        s = ai_index.at(ai_index.round_start(row.round + 1)).s
        for p in ai_index.players:
            got = row.players[p]
            assert got["areas"] == sum(1 for o in s.owners.values() if o == p)
            assert got["cards"] == len(s.hands[p])
            land = sum(by[p].get("land", 0) for by in s.units.values() if p in by) + s.parked.get(p, {}).get("land", 0)
            assert got["land"] == land
    final = ai_index.final.s
    assert rows[-1].players[final.winner]["areas"] == final.areas_of(final.winner) >= final.options.target_areas


def test_units_follow_from_builds_and_losses_round_by_round(ai_index: ReplayIndex) -> None:
    """Units at a round's end = the previous round's + built + taken over by treason − lost."""
    rows = round_stats(ai_index)
    built: dict[int, dict[str, int]] = {}
    for i, events in enumerate(ai_index.events):
        r = ai_index.rounds[i]
        for ev in events:
            if ev["type"] == "round_started":
                r = ev["round"]
            elif ev["type"] == "built":
                row = built.setdefault(r, {})
                row[ev["player"]] = row.get(ev["player"], 0) + sum(sum(ev[k].values()) for k in ("land", "air", "sub"))
            elif ev["type"] == "units_converted":
                row = built.setdefault(r, {})
                row[ev["to"]] = row.get(ev["to"], 0) + ev["replaced_land"] + ev["replaced_air"]
    total = {p: 0 for p in ai_index.players}
    checked = 0
    for row in rows:
        for p in ai_index.players:
            now = row.players[p]["land"] + row.players[p]["air"] + row.players[p]["sub"]
            if row.players[p]["areas"]:  # an eliminated player's subs leave the board without a loss
                assert now == total[p] + built.get(row.round, {}).get(p, 0) - row.players[p]["lost"], (row.round, p)
                checked += 1
            total[p] = now
    assert checked > 10


def test_battles_and_losses_add_up(ai_index: ReplayIndex) -> None:
    rows = round_stats(ai_index)
    battles = sum(1 for evs in ai_index.events for ev in evs if ev["type"] == "battle_started")
    assert battles > 0
    fought = sum(sum(series(rows, p, "fought")) for p in ai_index.players)
    neutral_fights = sum(1 for evs in ai_index.events for ev in evs
                         if ev["type"] == "battle_started" and ev["defender"] == "neutral")
    assert fought == 2 * battles - neutral_fights
    destroyed = sum(sum(series(rows, p, "destroyed")) for p in ai_index.players)
    lost = sum(sum(series(rows, p, "lost")) for p in ai_index.players)
    assert destroyed == lost > 0  # neutral areas have no units
    assert all(r.players[p]["won"] <= r.players[p]["fought"] for r in rows for p in ai_index.players)
    assert any(r.players[p]["pp"] > 0 for r in rows for p in ai_index.players)


def test_event_counts_by_hand() -> None:
    into: dict[str, dict[str, int]] = {}
    count_events([
        {"type": "production_points", "player": "red", "pp": 4},
        {"type": "production_points", "player": "red", "pp": 6},  # after a super production
        {"type": "battle_started", "area": "paris", "attacker": "red", "defender": "black", "first": "black"},
        {"type": "units_destroyed", "area": "paris", "owner": "red", "land": 1, "air": 1, "by": "black"},
        {"type": "units_converted", "area": "paris", "from": "black", "to": "red", "land": 2, "air": 0,
         "replaced_land": 1, "replaced_air": 0},
        {"type": "battle_ended", "area": "paris", "winner": "red"},
        {"type": "subs_sunk", "player": "black", "subs": [{"owner": "red", "sea": "x", "count": 3}]},
    ], into)
    assert into["red"] == {"pp": 6, "fought": 1, "won": 1, "destroyed": 2, "lost": 5}
    assert into["black"] == {"fought": 1, "won": 0, "destroyed": 5, "lost": 2}  # its production points not told


def test_statistics_of_a_loaded_save_are_those_of_the_live_game(ai_game: LoggedGame, ai_index: ReplayIndex) -> None:
    loaded = load_bytes(make_save(ai_game).to_bytes())
    again = round_stats(index_save(loaded.envelope))
    assert [r.players for r in again] == [r.players for r in round_stats(ai_index)]


def test_before_production_a_round_shows_the_last_known_production_points(ai_game: LoggedGame,
                                                                          ai_index: ReplayIndex) -> None:
    """Issue 28 item 9: in the cards phase (before this round's production) the statistics showed 0 production
    points for everyone; they show each player's last known (the round before's)."""
    from conquest_qt.analysis.adapters import get

    cut = ai_index.round_start(3) + 1  # round 3 begun, its production not yet told
    idx = ReplayIndex(ai_game.players, ai_game.options, ai_game.seed, ai_game.log[:cut], every=16,
                      capture=get(ai_game.options.ruleset).capture)
    rows = round_stats(idx)
    assert rows[-1].round == 3
    told = {ev["player"] for events in idx.events[ai_index.round_start(3):] for ev in events
            if ev["type"] == "production_points"}
    waiting = [p for p in ai_game.players if p not in told]
    assert waiting, "some player's production of round 3 is still to come at the cut"
    for p in waiting:
        assert rows[-1].players[p]["pp"] == rows[-2].players[p]["pp"], p
    assert any(rows[-1].players[p]["pp"] > 0 for p in waiting)
