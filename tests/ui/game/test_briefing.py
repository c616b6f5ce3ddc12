"""'Since your last turn' (issue 12, item 9): what the player can know changed — the other players'
builds (where, units by kind), moves, battles and results, areas won and lost, cards, missiles — grouped
by player; on the hot-seat hand-over, and for solo players as a foldable side panel."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from conquest_qt.ui.dialogs.settings_dialog import Settings
from conquest_qt.ui.game.briefing import HEADING, briefing
from conquest_qt.ui.game.game_setup import Seat
from conquest_qt.ui.game.session import LogEntry
from conquest_qt.ui.text.labels import PlayerNames
from conquest_qt.ui.text.ruleset_text import words
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.scripted import ScriptedHuman
from tests.helpers.window import drive, setup_of

NAMES = PlayerNames((Seat("red", "Anna", True), Seat("blue", "Ben", False), Seat("green", "Cor", False)))


def entries(*events: dict) -> list[LogEntry]:
    return [LogEntry("x", "", ev, NAMES) for ev in events]


def test_briefing_tells_the_others_public_changes_grouped_by_player() -> None:
    log = entries(
        {"type": "cards_drawn", "player": "blue", "count": 2},  # hidden detail, noise: left out
        {"type": "built", "player": "blue", "land": {"tokyo": 5}, "air": {"tokyo": 2}, "sub": {}},
        {"type": "built", "player": "red", "land": {"paris": 1}, "air": {}, "sub": {}},  # his own: he knows
        {"type": "built", "player": "green", "land": {}, "air": {}, "sub": {"north_atlantic": 1}},
        {"type": "phase_started", "phase": "execution", "player": "blue"},
        {"type": "moved", "player": "blue", "kind": "land", "from": "tokyo", "to": "beijing", "count": 3},
        {"type": "battle_started", "area": "beijing", "attacker": "blue", "defender": "red", "first": "red"},
        {"type": "dice_rolled", "player": "blue", "purpose": "battle", "area": "beijing", "faces": [0],
         "explosions": 1},
        {"type": "units_destroyed", "area": "beijing", "owner": "red", "land": 2, "air": 0},
        {"type": "flag_taken", "area": "beijing", "player": "blue", "previous": "red"},
        {"type": "battle_ended", "area": "beijing", "winner": "blue"},
        {"type": "turn_ended", "player": "blue"},
    )
    groups = briefing(log, 0, "red", words("conquest").BRIEFED)
    assert [who for who, _ in groups] == ["blue", "green"]
    blue = [e.reworded() for e in groups[0][1]]
    assert blue == ["Built by Ben: 5 tanks, 2 planes in Tokyo.", "Move by Ben: 3 tanks from Tokyo to Beijing.",
                    "Losses of Anna in Beijing: 2 tanks.", "Beijing conquered by Ben from Anna."]
    assert [e.reworded() for e in groups[1][1]] == ["Built by Cor: 1 submarine in North Atlantic."]


def test_hot_seat_handover_lists_the_others_builds_by_player(win: MainWindow) -> None:
    """Issue 12: the summary said "Execution phase of Alice" and left out the others' builds."""
    session = win.start_session(setup_of(["red", "blue"], ["green", "yellow"], target=36, cap=6, seed=4))
    seen: list[tuple[str, list[str], list[str]]] = []

    def on_ready(h: ScriptedHuman) -> None:
        if win.stack.currentWidget() is win.handover and session.decision[1] != "claim":  # type: ignore[index]
            s = win.handover.summary
            items = [s.item(i) for i in range(s.count())]
            heads = [i.text() for i in items if i.data(Qt.ItemDataRole.UserRole) == HEADING]
            seen.append((session.decision[0], heads, [i.text() for i in items]))  # type: ignore[index]

    drive(win, lambda: session.over or session.public()["round"] >= 3, timeout=240, on_ready=on_ready)
    later = [(p, heads, lines) for p, heads, lines in seen if any(t.startswith("Built by") for t in lines)]
    assert later, seen
    for player, heads, lines in later:
        me = session.names(player)
        assert me not in heads  # what he did himself is not news to him
        assert not any(t.endswith(f"by {me}.") and t.startswith(("Built", "Move")) for t in lines)
        assert not any("drawn by" in t or "returned by" in t or t.startswith("Execution phase") for t in lines)
    builds = [t for _, _, lines in later for t in lines if t.startswith("Built by")]
    assert any(" in " in t and ("tank" in t or "plane" in t or "submarine" in t) for t in builds), builds
    assert any(session.names("green") in h for _, heads, _ in later for h in heads)  # the computers' turns


def test_solo_player_gets_the_briefing_in_a_foldable_panel(win: MainWindow) -> None:
    win.resize(1920, 1080)
    win.show()
    session = win.start_session(setup_of(["red"], ["green", "yellow", "blue"], target=36, cap=6, seed=4))
    drive(win, lambda: session.over or (session.public()["round"] >= 2 and session.decision is not None
                                        and session.decision[0] == "red" and session.decision[1] == "movement"),
          timeout=240)
    panel = win.briefing
    assert panel.isVisibleTo(win) and not panel.folded
    texts = panel.texts()
    assert any(t.startswith("Built by ") and " in " in t for t in texts), texts
    assert session.names("green") in texts or session.names("yellow") in texts  # headings: the players
    assert not any(t.startswith("Built by Red") for t in texts)
    try:
        panel.toggle.click()  # fold it away: remembered
        assert panel.folded and not panel.list.isVisibleTo(win)
        assert win.settings.briefing_folded is True
        assert panel.toggle.text().startswith("Since your last turn (")
        win.apply_settings(Settings(briefing_folded=False))
        assert not panel.folded and panel.list.isVisibleTo(win)
        win.resize(1024, 600)  # a short side panel: folded (only its heading) rather than a scroll bar
        QCoreApplication.processEvents()
        win._brief("red", "movement")
        assert panel.folded and win.settings.briefing_folded is False
    finally:
        win.store_setting(briefing_folded=False)


def test_heading_lines_follow_the_names() -> None:
    e = LogEntry(HEADING, "stale", {"type": HEADING, "player": "blue"}, NAMES)
    assert e.reworded() == "Ben"


def test_v2_the_briefing_names_strikes_interceptions_contaminations_and_freed_areas() -> None:
    """VARIANTS.md V2 (issue 25 item 6): the nuclear add-on's events are told beside the ruleset's — a strike on
    you (bold: it concerns you), the hits it cost, an interception, the contamination under the striker's name,
    and a freed area at the round's start."""
    from conquest_qt.ui.game.briefing import concerns, heading_text

    log = entries(
        {"type": "nuke_declared", "player": "blue", "from": "tokyo", "to": "paris", "count": 2, "defender": "red"},
        {"type": "nuke_hits", "owner": "red", "area": "paris", "units": {"land": 1}, "nuke": {}},
        {"type": "contaminated", "area": "paris", "custodian": "blue", "previous": "red", "removed": {},
         "markers": 2},
        {"type": "nuke_declared", "player": "blue", "from": "tokyo", "to": "rome", "count": 1, "defender": "green"},
        {"type": "nuke_intercepted", "player": "green", "at": "berlin", "lose": "nuke", "striker": "blue",
         "to": "rome"},
        {"type": "area_freed", "area": "sydney"},
        {"type": "battle_started", "area": "berlin", "attacker": "green", "defender": "red", "first": "red"},
        {"type": "nukes_scrapped", "area": "berlin", "owner": "red", "scrapped": 1, "left": 2},
    )
    told = words("conquest").BRIEFED | words("nuclear").BRIEFED
    groups = briefing(log, 0, "red", told)
    assert [who for who, _ in groups] == ["blue", "green", None]
    blue = groups[0][1]
    assert [e.reworded() for e in blue] == [
        "Nuclear attack by Ben from Tokyo on Paris.", "Nuclear hits in Paris assigned by Anna.",
        "Paris is contaminated (custodian: Ben).", "Nuclear attack by Ben from Tokyo on Rome."]
    assert concerns(blue[0], "red") and concerns(blue[2], "red") and not concerns(blue[3], "red")
    assert [e.reworded() for e in groups[1][1]] == ["Nuclear attack on Rome intercepted by Cor from Berlin.",
                                                    "Nukes scrapped in Berlin: 1; left: 2."]  # the conqueror's (V2.8)
    assert [e.reworded() for e in groups[2][1]] == ["Sydney is free again."]
    assert heading_text(NAMES, None) == "At the round's start" and heading_text(NAMES, "blue") == "Ben"
    assert briefing(log, 0, "red", words("conquest").BRIEFED) == []  # the ruleset alone tells none of them
