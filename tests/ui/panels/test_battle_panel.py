"""The battle panel (issue 12, item 11): the forces at the start and now, every roll of both sides in order,
the result only once the dice have landed, a finished battle held until the player continues (unless
the settings auto-continue), and the battles of this round to look at again."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import QCoreApplication

from conquest_qt.board.topology import default_topology
from conquest_qt.settings import Settings
from conquest_qt.ui.rulesets.conquest.battle_panel import BattlePanel
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.game import by_kind
from tests.helpers.window import drive, setup_of


def panel_for(qtbot, public: dict) -> BattlePanel:
    """A battle panel bound to a stand-in session showing `public` (a battle for Paris)."""
    panel = BattlePanel()
    qtbot.addWidget(panel)
    panel.bind(SimpleNamespace(public=lambda: public, game=SimpleNamespace(topo=default_topology())))  # type: ignore[arg-type]
    return panel


def public_with(red: list[int], blue: list[int]) -> dict:
    return {"options": {"explosion_faces": 2}, "owners": {"paris": "blue"},
            "units": {"paris": {"red": by_kind(red), "blue": by_kind(blue)}}}


START = {"type": "battle_started", "area": "paris", "attacker": "red", "defender": "blue", "first": "red"}
ROLL = {"type": "dice_rolled", "area": "paris", "purpose": "battle"}


def whole_battle() -> list[dict]:
    """A computer's battle as the engine reports it: all at once, in one batch (the state is already after it)."""
    return [START,
            dict(ROLL, player="red", faces=[0, 3, 4, 5], explosions=1),
            {"type": "units_destroyed", "area": "paris", "owner": "blue", "land": 1, "air": 0},
            dict(ROLL, player="blue", faces=[1, 5, 2], explosions=1),
            {"type": "units_destroyed", "area": "paris", "owner": "red", "land": 1, "air": 0},
            dict(ROLL, player="red", faces=[0, 1, 4], explosions=2),
            {"type": "units_destroyed", "area": "paris", "owner": "blue", "land": 1, "air": 0},
            {"type": "flag_taken", "area": "paris", "player": "red", "previous": "blue"},
            {"type": "battle_ended", "area": "paris", "winner": "red"},
            {"type": "turn_ended", "player": "red"},
            {"type": "phase_started", "phase": "execution", "player": "blue"}]


def rows(panel: BattlePanel) -> list[str]:
    return panel.roll_texts()


def test_forces_at_the_start_and_now(qtbot) -> None:
    panel = panel_for(qtbot, public_with([2, 1], [0, 0]))  # the state after the battle: red lost a tank
    panel.dice_ms = 0
    panel.on_events(whole_battle())
    text = panel.sides.text()
    assert "Attacker Red: 3 tanks, 1 plane" in text and "Defender Blue: 2 tanks + flag" in text  # the start
    assert "Now: 2 tanks, 1 plane against nothing" in text  # after every loss shown
    assert "nothing" not in text.split("Now:")[0]  # (was: "Attacker Bob: nothing" after the battle)


def test_every_roll_in_order_and_the_result_after_the_dice_landed(qtbot) -> None:
    """The first two rolls land when the test says so (settle, the skip's call), not on a 150 ms timer: the
    event loop stalled that long (a busy machine) let the second roll land too before the test looked, and
    its wait for two rows never ended. The last roll lands by itself."""
    panel = panel_for(qtbot, public_with([2, 1], [0, 0]))
    panel.dice_ms = 3_600_000
    panel.show()
    panel.on_events(whole_battle())
    assert rows(panel) == ["Red — 4 dice …"]  # tumbling: no explosions yet
    assert panel.result.text() == "" and not panel.result.isVisible()
    assert "Now: 3 tanks, 1 plane against 2 tanks" in panel.sides.text()  # no loss before its roll landed
    panel.settle()
    assert rows(panel)[0] == "Red — 4 dice: 1 explosion" and rows(panel)[1] == "Blue — 3 dice …"
    assert "Now: 3 tanks, 1 plane against 1 tank" in panel.sides.text() and panel.result.text() == ""
    panel.dice_ms = 150  # the last roll
    panel.settle()
    assert len(rows(panel)) == 3 and rows(panel)[2] == "Red — 3 dice …" and panel.result.text() == ""
    qtbot.waitUntil(lambda: panel.result.text() != "", timeout=10000)
    assert rows(panel) == ["Red — 4 dice: 1 explosion", "Blue — 3 dice: 1 explosion",
                           "Red — 3 dice: 2 explosions"]  # both sides, in order, the newest at the bottom
    assert "Paris conquered by Red." in panel.result.text()
    assert not any(r.dice.rolling() for r in panel._rows)
    first, last = panel._rows[0], panel._rows[-1]
    assert first.y() < last.y()


def test_a_finished_battle_stays_until_the_player_continues(qtbot) -> None:
    panel = panel_for(qtbot, public_with([2, 1], [0, 0]))
    panel.dice_ms = 0
    panel.show()
    second = [dict(START, area="berlin", defender="neutral"), {"type": "battle_ended", "area": "berlin",
                                                                "winner": "neutral"}]
    panel.on_events(whole_battle() + second)  # the turn ended and the next battle came: still Paris
    assert panel.waiting() and panel.cont.isVisible() and panel.isVisible()
    assert "Paris conquered by Red." in panel.result.text() and panel.current.area == "paris"  # type: ignore[union-attr]
    panel.cont.click()
    assert panel.current is not None and panel.current.area == "berlin" and panel.waiting()
    panel.continue_()
    assert panel.current is None and not panel.cont.isVisible()
    # the battles of this round, to look at again
    assert [panel.past.itemText(i) for i in range(panel.past.count())] == [
        "Battles this round (2)", "Paris: conquered by Red", "Berlin: held by Neutral"]
    assert panel.isVisible() and panel.past.isVisible() and not panel.rolls.isVisible()
    panel.past.activated.emit(1)
    assert panel.reviewing and panel.current.area == "paris"  # type: ignore[union-attr]
    assert len(rows(panel)) == 3 and "Paris conquered by Red." in panel.result.text()
    panel.continue_()
    assert not panel.reviewing and panel.current is None
    panel.on_events([{"type": "round_started", "round": 3}])
    assert not panel.archive and not panel.isVisible()


def test_battles_nobody_must_confirm_go_on_by_themselves(qtbot) -> None:
    panel = panel_for(qtbot, public_with([2, 1], [0, 0]))
    panel.hold = lambda record: False  # e.g. auto-continue, or a battle between computer players
    panel.dice_ms = 20
    panel.show()
    panel.on_events(whole_battle())
    qtbot.waitUntil(lambda: panel.result.text() != "", timeout=3000)
    assert not panel.waiting() and not panel.cont.isVisible()
    qtbot.waitUntil(lambda: panel.current is None, timeout=3000)  # it lingered, then went on
    assert panel.past.count() == 2


def test_enter_continues_and_the_setting_auto_continues(win: MainWindow) -> None:
    session = win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=3))
    drive(win, lambda: session.decision is not None and session.decision[0] == "red", timeout=60)
    win.battle.dice_ms = 0
    assert Settings().battle_auto_continue is False  # default: the player continues
    win.battle.on_events(whole_battle())
    assert win.battle.waiting()
    win.actions_["primary"].trigger()  # Enter (the window's main action)
    assert not win.battle.waiting() and win.battle.current is None
    old = win.settings
    try:
        win.apply_settings(Settings(battle_auto_continue=True, animation_speed="off"))
        win.battle.on_events(whole_battle())
        QCoreApplication.processEvents()
        assert not win.battle.waiting()
    finally:
        win.apply_settings(old)


def test_who_rolls_first_is_explained_also_without_planes(qtbot) -> None:
    public = public_with([3, 0], [2, 0])
    panel = panel_for(qtbot, public)
    panel.on_events([dict(START, first="blue")])
    assert "without planes on either side the defender starts" in panel.first.text()
    public["units"]["paris"]["blue"] = by_kind([2, 1])
    panel.on_events([dict(START, first="blue")])  # (the next battle, once this one is over)
    panel.on_events([{"type": "battle_ended", "area": "paris", "winner": "blue"}])
    panel.continue_()
    assert "the defender has at least as many planes" in panel.first.text()


def test_hot_seat_hand_over_waits_for_the_finished_battle(win: MainWindow) -> None:
    """An auto-ended turn does not flash past: the hand-over to the next player comes after Continue."""
    session = win.start_session(setup_of(["red", "blue"], ["green", "yellow"], seed=5))
    drive(win, lambda: win.stack.currentWidget() is win.handover, timeout=60)
    nxt = session.decision[0]  # type: ignore[index]
    win.stack.setCurrentWidget(win.game_page)  # as just before the hand-over: the last battle on screen
    win.battle.dice_ms = 0
    win.battle.on_events(whole_battle())  # red's battle, the turn ended with it
    assert win.battle.waiting()
    win._on_handover(nxt)
    assert win.stack.currentWidget() is win.game_page and "Continue" in win.statusBar().currentMessage()
    assert win.hand.owner is None  # (no cards shown meanwhile)
    win.battle.cont.click()
    assert win.stack.currentWidget() is win.handover


def test_no_blank_gap_between_two_rolls_dice(qtbot) -> None:
    """Issue 28 item 9: a roll's dice were followed by a blank band (the gap between dice taken under the last row
    too) before the next roll's line; now the next line follows the dice and their shadow closely."""
    panel = panel_for(qtbot, public_with([2, 1], [0, 0]))
    panel.dice_ms = 0
    panel.resize(420, 600)
    panel.show()
    qtbot.waitExposed(panel)
    panel.on_events(whole_battle())
    QCoreApplication.processEvents()
    first, second = panel._rows[0], panel._rows[1]
    dice_bottom = first.dice.mapTo(panel, first.dice.rect().topLeft()).y() + first.dice.die
    next_line = second.label.mapTo(panel, second.label.rect().topLeft()).y()
    assert next_line - dice_bottom <= 8, f"a gap of {next_line - dice_bottom} px between two rolls"


def battle_at(area: str, attacker: str, defender: str, winner: str) -> list[dict]:
    """A short battle between two players, all in one batch: one roll each way, the defender holds or falls."""
    return [dict(START, area=area, attacker=attacker, defender=defender, first=defender),
            dict(ROLL, area=area, player=defender, faces=[0, 1], explosions=0),
            dict(ROLL, area=area, player=attacker, faces=[0, 1, 1], explosions=0),
            {"type": "battle_ended", "area": area, "winner": winner}]


def test_own_battle_is_shown_as_it_happens_after_the_computers_battles(qtbot) -> None:
    """Issue 28 item 2: the player's own battle for Cairo is shown as it happens, never behind the computers'
    battles still queued or a finished one (his own, as defender) waiting for Continue; every battle of
    the round is in the list (was: the panel stayed on Novosibirsk, the list held 2 of 5)."""
    panel = panel_for(qtbot, public_with([2, 1], [0, 0]))
    panel.hold = lambda record: record.involves(["red"])  # red is the local human
    panel.own = lambda record: record.involves(["red"])
    panel.dice_ms = 3_600_000  # the computers' dice would tumble for an hour: nothing lands by itself
    panel.show()
    panel.on_events(battle_at("moscow", "blue", "green", "blue"))
    panel.on_events(battle_at("novosibirsk", "green", "red", "red"))  # red defends: his battle
    panel.on_events(battle_at("beijing", "yellow", "green", "green"))
    panel.on_events(battle_at("tokyo", "blue", "yellow", "blue"))
    assert panel.current is not None and panel.current.area == "novosibirsk"  # his, at once, not after Moscow
    assert [panel.past.itemText(i) for i in range(panel.past.count())][1:] == [
        "Moscow: conquered by Blue", "Novosibirsk: under way", "Beijing: under way", "Tokyo: under way"]
    # red attacks Cairo; his turn came: the computers' battles behind Novosibirsk are skipped to, not shown first
    cairo = [dict(START, area="cairo", attacker="red", defender="yellow", first="yellow")]
    panel.on_events(cairo)
    assert panel.current is not None and panel.current.area == "cairo" and not panel.waiting()
    assert "Battle for Cairo" in panel.title.text()
    panel.on_events([dict(ROLL, area="cairo", player="yellow", faces=[0, 5], explosions=1)])
    assert rows(panel) == ["Yellow — 2 dice …"]  # the defender's dice, as they are rolled
    texts = [panel.past.itemText(i) for i in range(panel.past.count())]
    assert texts == ["Battles this round (5)", "Moscow: conquered by Blue", "Novosibirsk: held by Red",
                     "Beijing: held by Green", "Tokyo: conquered by Blue", "Cairo: under way"]


def test_battle_cards_rolls_are_shown_with_the_card(qtbot) -> None:
    """R9.5 / R9.7: the defender's Treason and Secret Weapon rolls appear in the battle's rolls, named."""
    panel = panel_for(qtbot, public_with([2, 1], [2, 0]))
    panel.dice_ms = 0
    panel.on_events([START, dict(ROLL, player="blue", purpose="treason", faces=[0, 5, 5], explosions=2),
                     {"type": "units_converted", "area": "paris", "from": "red", "to": "blue", "land": 2, "air": 0},
                     dict(ROLL, player="red", purpose="secret_weapon", faces=[5, 0], explosions=1)])
    assert rows(panel) == ["Blue — Treason, 3 dice: 2 explosions", "Red — Secret Weapon, 2 dice: 1 explosion"]


def test_choosing_a_battle_not_yet_shown_skips_to_it(qtbot) -> None:
    panel = panel_for(qtbot, public_with([2, 1], [0, 0]))
    panel.hold = lambda record: False
    panel.dice_ms = 3_600_000
    panel.show()
    panel.on_events(battle_at("moscow", "blue", "green", "blue") + battle_at("beijing", "yellow", "green", "green")
                    + battle_at("tokyo", "blue", "yellow", "blue"))
    assert panel.current is not None and panel.current.area == "moscow"
    panel.past.activated.emit(3)  # Tokyo
    assert panel.current is not None and panel.current.area == "tokyo"
    assert panel.past.itemText(2) == "Beijing: held by Green"


def test_at_instant_speed_a_battle_nobody_holds_is_listed_but_never_drawn(qtbot) -> None:
    """Issue 28 item 10: at instant speed the computers' battles are on screen for no time, so the panel builds
    no roll widgets for them (less work for the UI thread while the computers play); the list has them."""
    panel = panel_for(qtbot, public_with([2, 1], [0, 0]))
    panel.hold = lambda record: False
    panel.dice_ms = 0
    panel.show()
    panel.on_events(whole_battle())
    assert panel.current is None and panel._rows == [] and not panel.waiting()
    assert [panel.past.itemText(i) for i in range(panel.past.count())] == [
        "Battles this round (1)", "Paris: conquered by Red"]
