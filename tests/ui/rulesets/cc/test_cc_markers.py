"""cc on the board (VARIANTS.md V3.2–V3.4, V3.8; issue 26 item 4): each division kind as its own map symbol
with its count (an anti-air one filled in), homes, conversions and defences beside the flags, the tooltip
with the owner's team and divisions by kind, the legend with the teams; all gone with the game."""

from __future__ import annotations

from conquest_qt.engine import rulesets
from conquest_qt.engine.rulesets.cc import DRAW
from conquest_qt.ui.board.board_host import position_from
from conquest_qt.ui.board.board_markers import ICONS
from conquest_qt.ui.board.board_scene import BoardScene
from conquest_qt.ui.rulesets.cc.markers import CcMarkers, marks_of

PUBLIC = {
    "options": {"ruleset": "cc", "teams": [["red", "blue"], ["black", "green"]]},
    "owners": {"paris": "red", "berlin": "black", "rome": "neutral", "london": "blue"},
    "units": {"paris": {"red": {"inf": 2, "mech_aa": 1, "air": 1}}, "berlin": {"black": {"arm": 3}}},
    "homes": {"red": "paris", "black": "berlin"},
    "converted": ["london"],
    "defences": {"paris": ["land", "aa"], "berlin": ["aa"]},
}


def test_v3_3_every_division_kind_has_its_own_symbol_on_the_chips() -> None:
    pos = position_from({**PUBLIC, "options": {"ruleset": "cc"}})
    assert pos.chips("paris", "red") == [("infantry", 2), ("plane", 1), ("mechanized_aa", 1)]
    icons = {DRAW[k] for k in DRAW}
    assert icons <= set(ICONS)  # the board draws every kind
    paths = [ICONS[i] for i in sorted(icons)]
    assert len({(round(p.boundingRect().width(), 1), p.elementCount()) for p in paths}) == len(paths)  # all differ
    assert ICONS["infantry_aa"].boundingRect().height() > 0


def test_v3_4_homes_conversions_and_defences_are_marked_beside_the_flags(qapp) -> None:
    scene = BoardScene()
    m = CcMarkers(scene)
    assert all(len(items) == len(scene.offsets) for items in m.symbols.values())
    assert not any(s.isVisible() for items in m.symbols.values() for s in items)
    m.show(PUBLIC)
    shown = {a for a, items in m.symbols.items() if items[0].isVisible()}
    assert shown == {"paris", "berlin", "london"}  # (rome: neutral, no team)
    assert m.symbols["paris"][0].marks == (("team1", "red"), ("home", "red"), ("land", "red"), ("aa", "red"))
    assert m.symbols["london"][0].marks == (("team1", "blue"), ("converted", "blue"))
    assert m.symbols["berlin"][0].marks == (("team2", "black"), ("home", "black"), ("aa", "black"))
    free = {**PUBLIC, "options": {"ruleset": "cc"}, "owners": {**PUBLIC["owners"], "berlin": "red"}}
    assert marks_of(free, "berlin") == (("aa", "red"),)  # a captured home is none; no teams, no badge
    m.remove()
    assert not [i for i in scene.items() if i in m.symbols["paris"]]


def test_v3_8_a_nations_tooltip_names_its_owners_team_and_the_divisions(qapp) -> None:
    scene = BoardScene()
    m = CcMarkers(scene)
    m.show(PUBLIC)
    tip = scene._tooltip("paris", "red")
    assert "Owner: Red" in tip and "Team 1" in tip and "Home of its owner" in tip
    assert "Land defence" in tip and "Anti-air defence" in tip
    assert "Red: 2 infantry, 1 anti-air mechanized, 1 air" in tip
    assert "Neutral" in scene._tooltip("rome", "neutral")
    m.remove()
    assert "Owner: Red" in scene._tooltip("paris", "red") and "Team" not in scene._tooltip("paris", "red")


def test_v3_8_the_window_shows_the_legend_and_the_teams(win) -> None:
    from conquest_qt.ui.game.game_setup import GameSetup, Seat
    from tests.helpers.risk import settle

    opts = rulesets.get("cc").options.from_dict({"ruleset": "cc", "round_cap": 5,
                                                  "teams": [["red", "blue"], ["black", "green"]]})
    seats = (Seat("red", "Anna", True), Seat("black", "Carla", False, "random"), Seat("blue", "Ben", False, "random"),
             Seat("green", "Dario", False, "random"))
    session = win.start_session(GameSetup(seats, opts, 4))
    settle(lambda: win.ctrl.kind == "choose_home" and session.my_turn() == "red", timeout=60)
    assert win.ctrl.markers is not None and win.legend is not None
    assert "anti-air" in win.legend.texts["aa_division"].text()
    teams = win.legend.teams.text()
    assert "Team 1" in teams and "Anna" in teams and "Ben" in teams and "Team 2" in teams
    assert not win.hand.isVisibleTo(win)  # no cards in cc (V3.1): no hand
