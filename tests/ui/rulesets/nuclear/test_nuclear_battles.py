"""A nuclear attack is shown as a battle (issue 25 item 4; VARIANTS.md V2.2-V2.6): in Conquest's battle panel, roll
by roll, as it happens to the striker and the defender, with the interceptions, the nukes lost, the units hit and the
result, listed in "Battles this round"; in Risk (no battle panel) in a box of its own with each roll's dice pair by
pair as Risk shows an attack. Risk's declaration shows the exact odds, aims on the board and refuses with a reason."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QAbstractButton

from conquest_qt.engine.replay import LoggedGame
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.rulesets.nuclear.battle import StrikeRecord
from conquest_qt.ui.rulesets.nuclear.extend import section
from conquest_qt.ui.window.enter_owner import owner_of
from tests.helpers.nuclear import game
from tests.ui.rulesets.nuclear.test_nuclear_ui import on_page, start, strike_position

THREE = ("red", "black", "blue")
RISK = ("red", "black", "blue", "green")


def past(win: Any) -> list[str]:
    return [win.battle.past.itemText(i) for i in range(1, win.battle.past.count())]


def one_owner_of_enter(win: Any) -> str:
    """Exactly one control owns Enter and only its label claims it (issue 28 item 3); returns its kind."""
    win.enter_marks.update()
    owner = owner_of(win)
    said = [b for b in win.game_page.findChildren(QAbstractButton) if b.isVisibleTo(win) and "(Enter)" in b.text()]
    assert len(said) <= 1, [b.text() for b in said]
    if said:
        assert said[0] is owner.button
    return owner.kind


def declare(win: Any, qtbot: Any, target: str, count: int) -> None:
    """Red ends his moves and fires `count` nukes from Paris at `target` from the turn's end."""
    on_page(win, qtbot, "movement")
    win.ctrl.submit({"type": "end_moves"})
    nuclear = section(on_page(win, qtbot, "end_turn"))
    assert nuclear is not None
    nuclear.to_area.setCurrentIndex(nuclear.to_area.findData(target))
    nuclear.count.setValue(count)
    nuclear.launch.click()


def test_v2_5_the_strikers_nuclear_battle_in_the_battle_panel_roll_by_roll(win, qtbot) -> None:
    """V2.5: the strike is the panel's battle from its declaration, shown as it happens to the striker: the
    defender's roll (3 dice: a tank and the flag) before his own is asked, then his roll, the tank hit and the
    contamination; it is held until Continue, which then owns Enter, and listed in "Battles this round"."""
    state = strike_position()
    del state["units"]["berlin"]  # nobody to intercept
    state["units"]["paris"]["red"]["nuke"] = 3  # one stays unused: red's turn's end is asked again, no computer plays
    start(win, state, humans=("red",), players=THREE, dice="--- XX")
    declare(win, qtbot, "rome", 2)
    page = on_page(win, qtbot, "nuke_roll")
    panel = win.battle
    qtbot.waitUntil(lambda: panel.roll_texts() == ["Black — 3 dice: 0 explosions"], timeout=30000)
    assert isinstance(panel.current, StrikeRecord) and not panel.current.over
    assert "Nuclear attack on Rome" in panel.title.text() and not panel.waiting()
    assert "Striker Red: 2 nukes from Paris" in panel.sides.text()
    assert "Defender Black: 1 tank + flag" in panel.sides.text() and "Now: 2 nukes against 1 tank" in panel.sides.text()
    assert "The defender rolls first" in panel.first.text()
    assert past(win) == ["Rome: nuclear attack under way"]
    assert one_owner_of_enter(win) in ("page", "step")  # his roll, not the battle under way
    page._buttons[0].click()  # roll
    qtbot.waitUntil(lambda: panel.waiting(), timeout=30000)
    assert panel.roll_texts() == ["Black — 3 dice: 0 explosions", "Red — nukes, 2 dice: 2 explosions",
                                  "Black loses 1 tank."]
    assert "Rome contaminated by Red." in panel.result.text() and "Now: 2 nukes against nothing" in panel.sides.text()
    assert past(win) == ["Rome: contaminated by Red"]
    assert one_owner_of_enter(win) == "battle" and panel.cont.text() == "Continue (Enter)"
    panel.past.activated.emit(1)  # looked at again from the list: every row
    assert panel.reviewing and len(panel.roll_texts()) == 3 and "contaminated" in panel.result.text()
    assert one_owner_of_enter(win) == "battle"
    win.actions_["primary"].trigger()  # Enter continues
    assert not panel.waiting() and panel.current is None


def test_v2_5_the_defender_sees_the_strike_as_it_happens_and_chooses_the_hits(win, qtbot) -> None:
    """V2.5 in hot-seat: black (a human) defends Rome; his page asks for the hits while the panel shows the rolls
    so far; the units he chose are listed, and his next roll destroys the last committed nukes."""
    state = strike_position()
    del state["units"]["berlin"]
    state["units"]["rome"]["black"] = {"land": 1, "air": 1}
    state["units"]["paris"]["red"]["nuke"] = 3  # one stays unused: red's turn's end is asked again
    start(win, state, humans=("red", "black"), players=THREE, dice="---- X- XX-")
    declare(win, qtbot, "rome", 2)
    page = on_page(win, qtbot, "nuke_roll")
    page._buttons[0].click()  # red rolls: 1 explosion, black chooses what it destroys
    page = on_page(win, qtbot, "nuke_hits")  # after the hand-over to black
    panel = win.battle
    qtbot.waitUntil(lambda: len(panel.roll_texts()) == 2 and not panel.rolling, timeout=30000)
    assert panel.roll_texts() == ["Black — 4 dice: 0 explosions", "Red — nukes, 2 dice: 1 explosion"]
    assert isinstance(panel.current, StrikeRecord) and not panel.waiting()
    assert one_owner_of_enter(win) in ("page", "step")
    page.choice.setCurrentIndex(next(i for i in range(page.choice.count()) if page.choice.itemText(i) == "1 tank"))
    page.confirm.click()
    qtbot.waitUntil(lambda: panel.current is not None and panel.current.over and not panel.rolling, timeout=30000)
    assert panel.roll_texts()[2:] == ["Black loses 1 tank.", "Black — 3 dice: 2 explosions"]
    assert "Every committed nuke lost: Rome held by Black." in panel.result.text()
    assert past(win) == ["Rome: nuclear attack, held by Black"]


def test_v2_3_an_interception_is_the_strikes_line_and_result(win, qtbot) -> None:
    """V2.3: the interception by blue (a hot-seat human) ends the strike without dice: one line, the result."""
    start(win, strike_position(), humans=("red", "blue"), players=THREE)
    declare(win, qtbot, "rome", 1)
    page = on_page(win, qtbot, "nuke_intercept")
    next(b for b in page._buttons if b.objectName() == "intercept_berlin_land").click()
    panel = win.battle
    qtbot.waitUntil(lambda: panel.current is not None and panel.current.over, timeout=30000)
    assert panel.roll_texts() == ["Blue intercepts it from Berlin, losing 1 tank; the striker loses a nuke."]
    assert "Intercepted by Blue: Rome is not struck." in panel.result.text()
    assert past(win) == ["Rome: nuclear attack intercepted by Blue"]


def test_v2_4_risk_odds_aiming_refusal_and_the_strike_shown_roll_by_roll(win, qtbot) -> None:
    """V2.4 (Risk): the declaration shows the exact odds (ai/nuclear's figure for the game as it stands); a click on
    the board while aiming picks the target; a refused target (red's last area, V2.6) says why in the status bar
    and changes nothing; firing asks for the dice, and the strike box shows the roll pair by pair and the result."""
    from conquest_qt.ai.nuclear.risk import strike_odds
    from conquest_qt.ui.text.error_text import error_text
    from conquest_qt.ui.text.textutil import number, percent

    state = {"round": 4, "phase": "attack", "order": list(RISK), "active": "red",
             "owners": {"lima": "red", "cairo": "blue", "sydney": "green"}, "rest": "black",
             "capitals": {"red": "lima", "black": "tokyo", "blue": "cairo", "green": "sydney"},
             "hands": {p: [] for p in RISK},
             "units": {"lima": {"red": {"land": 3, "nuke": 3}}, "tokyo": {"black": {"land": 2}}}}
    # (red's armies in Lima keep his attack stage open after the strike: no computer rolls the scripted dice)
    g = game("risk", state, players=RISK, dice="666 11")
    seats = tuple(Seat(c, c.capitalize(), c == "red", "random") for c in RISK)
    win.start_session(GameSetup(seats, g.s.options, 5), LoggedGame(list(RISK), g.s.options, 5, g, []))
    nuclear = section(on_page(win, qtbot, "attack"))
    assert nuclear is not None and not nuclear.aim.isHidden()
    nuclear.aim.setChecked(True)
    win.scene.areaClicked.emit("tokyo", 1)
    assert nuclear.to_area.currentData() == "tokyo"
    p, lost = strike_odds(win.session.game, "tokyo", 3)
    assert 0 < p < 1
    assert f"Tokyo: {percent(p)}% to contaminate it with 3 nukes, {number(lost, 1)} nukes lost" in nuclear.odds.text()
    assert win.statusBar().currentMessage() == nuclear.odds.text()
    before, logged = win.session.game.snapshot(), len(win.session.driver.logged.log)
    win.scene.areaClicked.emit("lima", 1)  # his last area
    assert win.statusBar().currentMessage() == error_text("last_area")
    assert nuclear.to_area.currentData() == "tokyo"
    assert win.session.game.snapshot() == before and len(win.session.driver.logged.log) == logged
    nuclear.launch.click()
    page = on_page(win, qtbot, "nuke_roll")
    next(b for b in page._buttons if b.objectName() == "nuke_roll_3").click()
    box = win.ruleset_battles.parts[-1]
    qtbot.waitUntil(lambda: box.record is not None and box.record.over, timeout=30000)
    assert not box.isHidden() and box.title.text() == "Nuclear attack on Tokyo"
    assert "Striker Red: 3 nukes from Lima" in box.sides.text() and "Defender Black: 2 armies<" in box.sides.text()
    assert box.dice.pairs.attacker == [6, 6, 6] and box.dice.pairs.defender == [1, 1]
    assert box.dice.losses.text() == "Losses: attacker 0, defender 2."
    assert "Tokyo contaminated by Red." in box.result.text()
    assert box.total.text() == "This attack so far: 1 roll; nukes lost 0, armies and nukes hit 2."


def test_v2_an_add_ons_battles_join_the_battle_panel_or_a_box_of_their_own(qtbot) -> None:
    """Issue 25 item 4: composed with a ruleset that has a battle panel (Conquest), the nuclear add-on's strike is a
    battle kind of that panel and brings no box; with one that has none (Risk), its strike box joins the ruleset's
    own battles box (Risk's defence) in one widget beside the panel."""
    from types import SimpleNamespace

    from conquest_qt.engine.rulesets import options_from_dict
    from conquest_qt.ui import rulesets as ruleset_ui
    from conquest_qt.ui.rulesets.battle_boxes import BattleBoxes
    from conquest_qt.ui.rulesets.nuclear.battle import KIND
    from conquest_qt.ui.rulesets.nuclear.strike_box import StrikeBox
    from conquest_qt.ui.rulesets.risk.defence import RiskDefence

    conquest = ruleset_ui.for_options(options_from_dict({"ruleset": "conquest", "nuclear": True}))
    assert conquest.battle_kinds == (KIND,) and conquest.battles is None
    assert ruleset_ui.for_options(options_from_dict({"ruleset": "conquest"})).battle_kinds == ()
    risk = ruleset_ui.for_options(options_from_dict({"ruleset": "risk", "nuclear": True}))
    assert risk.battle_kinds == () and risk.battles is not None
    events = SimpleNamespace(connect=lambda slot: None, disconnect=lambda slot: None)
    session = SimpleNamespace(driver=SimpleNamespace(eventsApplied=events), setup=SimpleNamespace(humans=("red",)))
    box = risk.battles(session)
    qtbot.addWidget(box)
    assert isinstance(box, BattleBoxes) and [type(p) for p in box.parts] == [RiskDefence, StrikeBox]
    box.unbind()


def test_v2_4_risk_a_computers_strike_on_the_humans_area_is_shown_as_it_happens(qtbot) -> None:
    """V2.4 (Risk): blue (a computer) strikes red's (the human's) Kamchatka: the strike box shows each roll pair by
    pair as it comes, the armies hit and the contamination; a strike between computers is not shown."""
    from types import SimpleNamespace

    from conquest_qt.board.topology import default_topology
    from conquest_qt.ui.rulesets.nuclear.strike_box import StrikeBox
    from conquest_qt.ui.text.names import area_name

    events = SimpleNamespace(connect=lambda slot: None, disconnect=lambda slot: None)
    public = {"units": {"kamchatka": {"red": {"land": 1}}}, "owners": {"kamchatka": "red"}}  # after the batch
    session = SimpleNamespace(driver=SimpleNamespace(eventsApplied=events), setup=SimpleNamespace(humans=("red",)),
                              public=lambda: public, game=SimpleNamespace(topo=default_topology()),
                              names=lambda c: str(c).capitalize())
    box = StrikeBox(session)
    qtbot.addWidget(box)
    declared = {"type": "nuke_declared", "player": "blue", "from": "alaska", "to": "kamchatka", "count": 2,
                "defender": "red"}
    rolled = {"type": "nuke_rolled", "player": "blue", "defender": "red", "from": "alaska", "to": "kamchatka",
              "attacker_dice": [6, 2], "defender_dice": [3, 5], "pairs": [[6, 5, "defender"], [2, 3, "attacker"]],
              "attacker_lost": 1, "defender_lost": 1}
    box.on_events([declared, rolled, {"type": "nukes_destroyed", "player": "blue", "area": "alaska", "count": 1},
                   {"type": "nuke_hits", "owner": "red", "area": "kamchatka", "units": {"land": 1}, "nuke": {}}])
    assert not box.isHidden() and box.title.text() == f"Nuclear attack on {area_name('kamchatka')}"
    assert "Defender Red: 2 armies<" in box.sides.text() and "Now: 1 nuke against 1 army" in box.sides.text()
    assert box.lines.text() == "Red loses 1 army." and box.dice.pairs.attacker == [6, 2]
    assert box.total.text() == "This attack so far: 1 roll; nukes lost 1, armies and nukes hit 1."
    assert not box.result.isVisibleTo(box)
    box.on_events([dict(rolled, attacker_dice=[4], defender_dice=[1], pairs=[[4, 1, "defender"]], attacker_lost=0),
                   {"type": "nuke_hits", "owner": "red", "area": "kamchatka", "units": {"land": 1}, "nuke": {}},
                   {"type": "contaminated", "area": "kamchatka", "custodian": "blue", "previous": "red",
                    "removed": {}, "markers": 2}])
    assert box.dice.pairs.attacker == [4] and f"{area_name('kamchatka')} contaminated by Blue." in box.result.text()
    assert box.result.isVisibleTo(box)
    box.on_events([dict(declared, player="green", defender="black", to="japan")])  # between computers
    assert box.isHidden() and box.record is None
    box.on_events([dict(declared), {"type": "round_started", "round": 6}])
    assert box.isHidden()


def test_v2_5_a_strike_on_the_flag_alone_lists_no_empty_loss(qtbot) -> None:
    """V2.5: explosions on an area holding only its flag hit nothing: no "Black loses ." line, the contamination."""
    rec = StrikeRecord("red", "paris", "rome", "black", 2, {}, 0)
    assert rec.apply({"type": "nuke_hits", "owner": "black", "area": "rome", "units": {}, "nuke": {}}) is None
    rec.apply({"type": "contaminated", "area": "rome", "custodian": "red", "previous": "black", "removed": {},
               "markers": 2})
    assert rec.over and rec.result(str) == "Rome contaminated by red." and rec.left == 2
