"""The players table in a cc game (issue 26 item 4; VARIANTS.md V3.4, V3.7, V3.8): credits, special tokens,
kills toward the next 10, the property in force with its turns left and the team; no cards column."""

from __future__ import annotations

from conquest_qt.engine import rulesets
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.rulesets.cc import texts
from tests.helpers.risk import settle


def test_v3_7_the_cells_tell_credits_tokens_kills_and_the_property() -> None:
    pub = {"units": {"paris": {"red": {"inf": 2, "arm_aa": 1}}}, "credits": {"red": 7}, "special_tokens": {"red": 2},
           "kills": {"red": 13}, "properties": {"red": {"id": "air_boost", "left": 2}},
           "options": {"ruleset": "cc", "teams": [["black"], ["red", "blue"]]}}
    cells = texts.extra_cells(pub, "red")
    assert [c[0] for c in cells] == ["7", "2\u2009·\u20093/10", "2"]  # the property: its turns left
    assert "13" in (cells[1][1] or "")
    assert "Air boost" in (cells[2][1] or "") and "+3 every air division" in (cells[2][1] or "")  # named on hover
    assert texts.forces_cell(pub, "red", 0, 0, 0) == ("3", "2 infantry, 1 anti-air armoured")
    assert [c[0] for c in texts.extra_cells({**pub, "options": {"ruleset": "cc"}}, "blue")] == [
        "0", "0\u2009·\u20090/10", "–"]


def test_v3_8_a_team_is_a_number_on_the_players_flag_not_a_column() -> None:
    free = rulesets.get("cc").options.from_dict({"ruleset": "cc"})
    teams = rulesets.get("cc").options.from_dict({"ruleset": "cc", "teams": [["red", "black"]]})
    assert [h for h, _ in texts.extra_columns(free)] == [h for h, _ in texts.extra_columns(teams)] == [
        "Credits", "Tokens", "★"]
    pub = {"options": {"ruleset": "cc", "teams": [["black"], ["red", "blue"]]}}
    assert texts.row_badge(pub, "red") == ("2", "Team 2: allies win together")
    assert texts.row_badge(pub, "green") is None and texts.row_badge({"options": {}}, "red") is None


def test_the_table_refreshes_with_the_game(win) -> None:
    opts = rulesets.get("cc").options.from_dict({"ruleset": "cc", "round_cap": 5, "teams": [["red", "black"]],
                                                 "allow_small": True})
    seats = (Seat("red", "Anna", True), Seat("black", "Carla", False, "random"), Seat("blue", "Ben", False, "random"))
    session = win.start_session(GameSetup(seats, opts, 4))
    settle(lambda: win.ctrl.kind == "choose_home" and session.my_turn() == "red", timeout=60)
    assert session.submit(next(a for a in session.legal() if a["type"] == "choose_home"))
    settle(lambda: win.ctrl.kind == "turn" and session.my_turn() == "red", timeout=60)
    grid = win.players.grid
    heads = [grid.itemAtPosition(0, c).widget().text() for c in range(grid.columnCount())
             if grid.itemAtPosition(0, c) is not None]
    assert "<b>Credits</b>" in heads and "<b>Nat.</b>" in heads and "<b>Team</b>" not in heads
    assert not grid.itemAtPosition(0, 5).widget().isVisibleTo(win.players)  # no cards column
    row = win.players.rows["red"]
    assert row[6].text() == str(session.public()["credits"]["red"]) == "10"
    assert row[0].toolTip() == "Team 1: allies win together" and win.players.rows["blue"][0].toolTip() == ""
    assert row[0].pixmap().width() > win.players.rows["blue"][0].pixmap().width()  # the team's disc beside the flag
    buy = next(a for a in session.legal() if a["type"] == "buy" and a["kind"] == "inf")
    assert session.submit(buy)
    settle(lambda: row[6].text() == "9")  # refreshed with the event

