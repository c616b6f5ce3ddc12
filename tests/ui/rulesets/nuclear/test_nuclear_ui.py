"""A person plays the nuclear add-on (VARIANTS.md V2, issue 25): its decisions have pages in the window, the
nuclear attack is declared on the ruleset's page, nukes are bought with the build, and the board shows
nukes, contamination and free areas. Games start from described positions (tests/helpers/nuclear.py)."""

from __future__ import annotations

from typing import Any

from conquest_qt.engine import rulesets
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from conquest_qt.ui.rulesets.nuclear.extend import section
from conquest_qt.ui.rulesets.nuclear.markers import NuclearMarkers
from tests.helpers.nuclear import game, strike_position


def start(win: Any, state: dict[str, Any], humans: tuple[str, ...], players: tuple[str, ...], dice: str = "",
          **options: Any) -> None:
    g = game("conquest", state, dice=dice, players=players, allow_small=True, **options)  # (the opening replays: R1)
    seats = tuple(Seat(c, c.capitalize(), c in humans, "random") for c in players)
    setup = GameSetup(seats, g.s.options, 5)
    win.start_session(setup, LoggedGame(list(players), g.s.options, 5, g, []))


def on_page(win: Any, qtbot: Any, kind: str) -> Any:
    """Wait for the human's `kind` page (confirming a hot-seat hand-over on the way) and return it."""
    def ready() -> bool:
        if win.stack.currentWidget() is win.handover:
            win.handover.button.click()
        return win.ctrl is not None and win.ctrl.kind == kind and win.decision.current() is win.decision.pages[kind]
    qtbot.waitUntil(ready, timeout=60000)
    return win.decision.current()




def test_v2_2_v2_3_a_nuclear_attack_declared_intercepted_by_a_hot_seat_human(win, qtbot) -> None:
    """V2.2: the declaration is on the ruleset's page (Conquest's turn's end) with source, target and count;
    V2.3: the third player gets the hand-over screen, then what is at stake and his interception choices."""
    start(win, strike_position(), humans=("red", "blue"), players=("red", "black", "blue"))
    page = on_page(win, qtbot, "movement")
    win.ctrl.submit({"type": "end_moves"})
    page = on_page(win, qtbot, "end_turn")
    nuclear = section(page)
    assert nuclear is not None and not nuclear.isHidden() and not nuclear.launch.isHidden()
    assert nuclear.from_area.currentData() == "paris" and nuclear.count.maximum() == 2
    targets = [nuclear.to_area.itemData(i) for i in range(nuclear.to_area.count())]
    assert "rome" in targets and "tokyo" in targets  # any land area (V2.2)
    nuclear.to_area.setCurrentIndex(targets.index("rome"))
    nuclear.count.setValue(1)
    nuclear.launch.click()
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win.handover, timeout=30000)
    hand = win.handover  # a question outside blue's turn: the hand-over says so, and what is at stake
    assert hand.title.text() == "Blue, a question for you", hand.title.text()
    assert not hand.stake.isHidden()
    assert hand.stake.text().startswith("Red strikes from Paris at Rome (held by Black) with 1 nuke.")
    assert "Intercept it from one of your areas next to the target" in hand.stake.text()
    page = on_page(win, qtbot, "nuke_intercept")  # blue: after the hand-over screen
    assert win.session.viewer == "blue"
    assert "Red" in page.text.text() and "Paris" in page.text.text() and "Rome" in page.text.text()
    assert ("paris", "rome", "attack", 1) in win.ctrl.arrows  # the strike's arrow on the board
    told = [e.reworded() for e in win.session.since_last_turn("blue")]  # the briefing names it (issue 25 item 6)
    assert "Nuclear attack by Red from Paris on Rome." in told
    assert win.hints.refusal() is None  # a hint for the add-on's own decision (issue 25 item 3)
    names = {b.objectName() for b in page._buttons}
    assert {"intercept_berlin_nuke", "intercept_berlin_land", "pass"} <= names
    next(b for b in page._buttons if b.objectName() == "intercept_berlin_nuke").click()
    qtbot.waitUntil(lambda: win.session.game.s.units["berlin"]["blue"].get("nuke", 0) == 0, timeout=30000)
    assert win.session.game.s.units["paris"]["red"]["nuke"] == 1  # the intercepted nuke is lost (V2.3)
    qtbot.waitUntil(win.battle.waiting, timeout=30000)  # the intercepted strike stays until blue continues
    win.battle.cont.click()
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win.handover and "Red" in hand.title.text(), timeout=30000)
    assert hand.title.text() == "Red, your turn" and hand.stake.isHidden()  # back to the striker: his turn


def test_v2_5_the_striker_rolls_or_stops_on_his_page(win, qtbot) -> None:
    """V2.5: after the defender's roll the striker is asked to roll or stop (its page's two answers)."""
    state = strike_position()
    state["units"]["rome"]["black"]["land"] = 0
    state["units"]["paris"]["red"]["nuke"] = 9  # more than the flag's 2 defence dice can stop
    del state["units"]["berlin"]
    start(win, state, humans=("red",), players=("red", "black", "blue"), dice="--")  # the flag's 2 dice miss
    on_page(win, qtbot, "movement")
    win.ctrl.submit({"type": "end_moves"})
    page = on_page(win, qtbot, "end_turn")
    nuclear = section(page)
    assert nuclear is not None
    nuclear.to_area.setCurrentIndex(nuclear.to_area.findData("rome"))
    nuclear.count.setValue(3)  # 6 stay unused: the turn's end is asked again after the stop (V2.2)
    nuclear.launch.click()
    page = on_page(win, qtbot, "nuke_roll")
    names = [b.objectName() for b in page._buttons]
    assert names == ["nuke_roll_0", "nuke_stop"] and "Rome" in page.text.text()
    page._buttons[1].click()
    qtbot.waitUntil(lambda: win.ctrl.kind == "end_turn", timeout=30000)
    assert win.session.game.s.units["paris"]["red"]["nuke"] == 9  # stopped before a roll: none lost


def test_v2_5_enter_rolls_the_nuclear_dice_and_lets_a_strike_pass(win, qtbot) -> None:
    """V2.5 / V2.3 by keys: on the striker's page Enter rolls (the filled answer, marked "(Enter)"); on a third
    player's interception page Enter lets the strike pass; on the counter-strike page it declines (V2.8)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from conquest_qt.ui.rulesets.nuclear.pages import CounterPage, InterceptPage

    state = strike_position()
    state["units"]["rome"]["black"]["land"] = 0
    state["units"]["paris"]["red"]["nuke"] = 9
    del state["units"]["berlin"]
    start(win, state, humans=("red",), players=("red", "black", "blue"), dice="-- X--")
    on_page(win, qtbot, "movement")
    win.ctrl.submit({"type": "end_moves"})
    nuclear = section(on_page(win, qtbot, "end_turn"))
    assert nuclear is not None
    nuclear.to_area.setCurrentIndex(nuclear.to_area.findData("rome"))
    nuclear.count.setValue(3)
    nuclear.launch.click()
    page = on_page(win, qtbot, "nuke_roll")
    assert page.main_action() is page._buttons[0]  # roll on
    win.enter_marks.update()
    assert page._buttons[0].text().endswith("(Enter)") and not page._buttons[1].text().endswith("(Enter)")
    n = len(win.session.driver.logged.log)
    QTest.keyClick(win.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(win.session.driver.logged.log) > n, timeout=30000)
    assert win.session.driver.logged.log[n] == {"player": "red", "action": {"type": "roll"}}
    assert InterceptPage.main_action is not None and CounterPage.main_action is not None
    intercept = InterceptPage(win.ctrl)
    intercept.add_answer("pass", {"type": "pass"}, "pass", primary=True)
    assert intercept.main_action() is intercept._buttons[0]


def test_v2_1_nukes_are_bought_with_the_build(win, qtbot) -> None:
    """V2.1: the build page offers nukes (3 PP each, on an own area); confirming the build buys them."""
    from conquest_qt.ui.rulesets.conquest import build

    owners = {a: "red" for a in ("paris", "madrid", "rome", "berlin")}
    state = {"round": 1, "phase": "production", "order": ["red", "black"], "owners": owners, "rest": "black",
             "hands": {}, "deck": []}
    start(win, state, humans=("red",), players=("red", "black"))
    page = on_page(win, qtbot, "build")
    nuclear = section(page)
    assert nuclear is not None and not nuclear.buy_count.isHidden() and nuclear.launch.isHidden()
    assert "3 PP" in nuclear.buy_text.text() and nuclear.buy_count.maximum() == 4 // 3  # 4 PP: one nuke
    nuclear.buy_area.setCurrentIndex(nuclear.buy_area.findData("rome"))
    nuclear.buy_count.setValue(1)
    assert win.ctrl.work.plan.left() == 1  # the nuke's 3 PP are no longer the plan's
    build.click_build(win.ctrl, "rome", 1)  # a tank with the last PP
    build.confirm(win.ctrl)
    qtbot.waitUntil(lambda: win.session.game.s.units.get("rome", {}).get("red", {}).get("nuke", 0) == 1,
                    timeout=30000)
    assert win.session.game.s.units["rome"]["red"]["land"] == 1


def test_v2_7_the_board_shows_nukes_contamination_and_free_areas(win, qtbot) -> None:
    """V2.1/V2.7: a nuke badge with its count, a contaminated area's wash with its rounds, a free area marked."""
    state = strike_position()
    state["contaminated"] = {"tokyo": {"markers": 2, "custodian": "red"}}
    state["free"] = ["sydney"]
    start(win, state, humans=("red",), players=("red", "black", "blue"))
    on_page(win, qtbot, "movement")
    markers = win.ctrl.markers.parts[-1]
    assert isinstance(markers, NuclearMarkers)
    assert all(b.isVisible() and b.text == "2" for b in markers.nukes["paris"])
    assert all(s.isVisible() and s.text == "2 rounds" and "2 more rounds" in s.toolTip()
               for s in markers.signs["tokyo"])
    assert all(w.isVisible() for w in markers.washes["tokyo"] + markers.hatches["tokyo"])
    assert all(s.isVisible() and s.text == "free" for s in markers.signs["sydney"])
    assert not any(b.isVisible() for b in markers.nukes["madrid"] + markers.signs["madrid"])
    assert rulesets.get("conquest")  # (the ruleset's own markers stay: Conquest has none)


def test_v2_1_nukes_are_no_unit_chips_on_the_board() -> None:
    """V2.1: nukes are markers (UnitKind domain "marker"), drawn by the add-on's board marks: the board's own
    chips leave them out (a chip without an icon broke the board's painting)."""
    from conquest_qt.engine.view import player_view
    from conquest_qt.ui.board.board_host import position_from

    g = game("conquest", strike_position(), players=("red", "black", "blue"), allow_small=True)
    pos = position_from(player_view(g, None).public)
    assert pos.chips("paris", "red") == [("tank", 1)] and "nuke" not in pos.draw


def test_v2_2_v2_4_risk_declares_in_the_attack_stage_and_rolls_its_dice(win, qtbot) -> None:
    """V2.2 (Risk): the declaration on the attack page commits every unused nuke of the area (no count);
    V2.4.1: the striker's page offers 1..3 dice."""
    players = ("red", "black", "blue", "green")  # (Risk's opening replays: four seats)
    state = {"round": 4, "phase": "attack", "order": list(players), "active": "red",
             "owners": {"lima": "red", "bogota": "red"}, "rest": "black",
             "capitals": {"red": "lima", "black": "tokyo", "blue": "cairo", "green": "sydney"},
             "hands": {p: [] for p in players},
             "units": {"lima": {"red": {"land": 3, "nuke": 3}}}}
    state["owners"].update({"cairo": "blue", "sydney": "green"})
    g = game("risk", state, players=players)
    seats = tuple(Seat(c, c.capitalize(), c == "red", "random") for c in players)
    win.start_session(GameSetup(seats, g.s.options, 5), LoggedGame(list(players), g.s.options, 5, g, []))
    page = on_page(win, qtbot, "attack")
    nuclear = section(page)
    assert nuclear is not None and not nuclear.launch.isHidden() and nuclear.count.isHidden()
    nuclear.to_area.setCurrentIndex(nuclear.to_area.findData("tokyo"))
    nuclear.launch.click()
    page = on_page(win, qtbot, "nuke_roll")
    assert [b.objectName() for b in page._buttons] == ["nuke_roll_1", "nuke_roll_2", "nuke_roll_3"]
    assert "Tokyo" in page.text.text()


def test_v2_1_risk_buys_nukes_with_the_armies_to_place(win, qtbot) -> None:
    """V2.1 (Risk): a nuke costs armies of the turn's placement: the placement then asks for fewer armies."""
    from conquest_qt.ui.rulesets.risk import place

    players = ("red", "black", "blue", "green")
    state = {"round": 2, "phase": "reinforce", "order": list(players), "owners": {"lima": "red", "cairo": "blue",
             "sydney": "green"}, "rest": "black", "hands": {},
             "capitals": {"red": "lima", "black": "tokyo", "blue": "cairo", "green": "sydney"}}
    g = game("risk", state, players=players, nuke_cost=2)  # 3 armies: one nuke at 2
    seats = tuple(Seat(c, c.capitalize(), c == "red", "random") for c in players)
    win.start_session(GameSetup(seats, g.s.options, 5), LoggedGame(list(players), g.s.options, 5, g, []))
    page = on_page(win, qtbot, "place")
    nuclear = section(page)
    assert nuclear is not None and not nuclear.buy_count.isHidden() and nuclear.buy_count.maximum() == 1
    assert "2 armies" in nuclear.buy_text.text()
    nuclear.buy_count.setValue(1)
    assert win.ctrl.work.left() == 1
    place.click_place(win.ctrl, "lima", 1)
    assert place.place_confirm(win.ctrl)
    qtbot.waitUntil(lambda: win.session.game.s.units["lima"]["red"].get("nuke", 0) == 1, timeout=30000)


def test_v2_7_risk_occupies_a_free_area_from_the_attack_page(win, qtbot) -> None:
    """V2.7 (Risk): armies move into a free area in the attack stage (`occupy_free`), from the attack page."""
    players = ("red", "black", "blue", "green")
    state = {"round": 4, "phase": "attack", "order": list(players), "active": "red",
             "owners": {"lima": "red", "bogota": "red", "cairo": "blue", "sydney": "green"}, "rest": "black",
             "capitals": {"red": "lima", "black": "tokyo", "blue": "cairo", "green": "sydney"},
             "hands": {p: [] for p in players}, "units": {"lima": {"red": {"land": 4}}}, "free": ["buenos_aires"]}
    g = game("risk", state, players=players)
    seats = tuple(Seat(c, c.capitalize(), c == "red", "random") for c in players)
    win.start_session(GameSetup(seats, g.s.options, 5), LoggedGame(list(players), g.s.options, 5, g, []))
    page = on_page(win, qtbot, "attack")
    nuclear = section(page)
    assert nuclear is not None and not nuclear.free_go.isHidden() and nuclear.launch.isHidden()
    assert nuclear.free_count.maximum() == 3 and "Buenos Aires" in nuclear.free_move.currentText()
    nuclear.free_count.setValue(2)
    nuclear.free_go.click()
    qtbot.waitUntil(lambda: win.session.game.s.owners.get("buenos_aires") == "red", timeout=30000)


def needs_scrolled(win: Any, widget: Any) -> bool:
    """Is any of `widget` outside the side panel's viewport as it is scrolled now?"""
    view = win.side_scroll.viewport()
    top = widget.mapTo(view, widget.rect().topLeft()).y()
    return top < 0 or top + widget.height() > view.height()


def test_v2_5_the_declaration_shows_its_exact_odds_live_and_aims_on_the_board(win, qtbot) -> None:
    """V2.5 (issue 25 item 1): before firing, the declaration shows the exact chance to contaminate the target
    and the nukes expected lost (ai/nuclear/odds.py), changing with the count chosen, and who may intercept
    (V2.3); aiming on the board picks a target, and a refused one says why in the status bar (V2.2)."""
    from conquest_qt.ai.nuclear.odds import conquest_strike
    from conquest_qt.ui.text.error_text import error_text
    from conquest_qt.ui.text.textutil import percent

    state = strike_position()
    for area in ("algiers", "anchorage"):  # the first rival areas by name are defended: not the likeliest
        state["units"][area] = {"black": {"land": 3}}
    start(win, state, humans=("red",), players=("red", "black", "blue"))
    on_page(win, qtbot, "movement")
    win.ctrl.submit({"type": "end_moves"})
    nuclear = section(on_page(win, qtbot, "end_turn"))
    assert nuclear is not None and not nuclear.odds.isHidden() and not nuclear.aim.isHidden()
    from conquest_qt.ui.rulesets.nuclear.aim import odds

    rivals = [nuclear.to_area.itemData(i) for i in range(nuclear.to_area.count())]
    rivals = [a for a in rivals if win.session.game.s.owners.get(a) not in (None, "red")]
    first = nuclear.to_area.currentData()  # offered first: the rival's area most likely contaminated
    assert odds(win.ctrl, first, 2)[0] == max(odds(win.ctrl, a, 2)[0] for a in rivals) > odds(win.ctrl, "rome", 2)[0]
    win.resize(1280, 600)
    win.show()
    qtbot.waitExposed(win)
    win.side_scroll.widget().layout().insertSpacing(0, 700)  # a long panel above (German, Risk's attack page)
    bar = win.side_scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 600 and nuclear.launch.height() > 0)
    bar.setValue(0)
    assert needs_scrolled(win, nuclear.launch)
    nuclear.aim.setChecked(True)
    win.scene.areaClicked.emit("rome", 1)  # aimed on the board
    assert nuclear.to_area.currentData() == "rome"
    assert not needs_scrolled(win, nuclear.launch)  # the launch button is brought into view
    on = nuclear.aim.grab().toImage()
    nuclear.aim.setChecked(False)
    assert not on.isNull() and nuclear.aim.grab().toImage() != on  # aiming, the button looks pressed in
    nuclear.aim.setChecked(True)
    for n in (2, 1):
        nuclear.count.setValue(n)
        p, lost = conquest_strike(n, 1, 0)  # black's tank in Rome, no nukes of his to absorb hits
        assert f"{percent(p)}%" in nuclear.odds.text() and "Rome" in nuclear.odds.text()
    assert "Blue" in nuclear.odds.text()  # blue's nuke in Berlin borders Rome: he may intercept (V2.3)
    win.ctrl.changed.emit()  # the page refreshes (a language change, the board): the count chosen stays
    assert nuclear.count.value() == 1
    win.scene.areaClicked.emit("north_atlantic", 1)  # a sea: refused, and why
    assert win.statusBar().currentMessage() == error_text("unknown_area")
    assert nuclear.to_area.currentData() == "rome"
    nuclear.to_area.setCurrentIndex(nuclear.to_area.findData("madrid"))  # own area: V2.6, no dice
    assert "no dice" in nuclear.odds.text()


def test_v2_7_the_rounds_tag_covers_no_name_at_fit_zoom(win, qtbot) -> None:
    """V2.7 (issue 25 item 7): the "N rounds" tags of contaminated areas and the "free" tags join the board's
    name layout: at fit zoom in crowded Europe none covers another area's name (above the flag, Cairo's covered
    the Mediterranean's and Stockholm's came near Berlin's)."""
    from PySide6.QtCore import QRectF

    state = strike_position()
    state["contaminated"] = {a: {"markers": 2, "custodian": "red"} for a in ("stockholm", "cairo", "london")}
    state["free"] = ["tehran", "algiers"]
    start(win, state, humans=("red",), players=("red", "black", "blue"))
    on_page(win, qtbot, "movement")
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    qtbot.wait(300)
    win.view.fit_board()
    markers = win.ctrl.markers.parts[-1]
    scene = win.scene
    s = scene._px
    middle = scene._marker_items[1]
    for area in ("stockholm", "cairo", "london", "tehran", "algiers"):
        sign = markers.signs[area][list(scene.offsets).index(0.0)]
        assert sign.isVisible()
        box = sign.transform().mapRect(sign.boundingRect())
        tag = QRectF(sign.pos().x() * s + box.left(), sign.pos().y() * s + box.top(), box.width(), box.height())
        for other in scene.geo.areas:
            name = middle.label_box(other, s)
            if other != area and name is not None:
                assert not tag.intersects(name), (area, other)


def test_v2_8_the_counter_strike_page_offers_the_conquered_area_first(win, qtbot) -> None:
    """V2.8: black took red's Paris (4 nukes, 2 scrapped); red's page offers the conquered area first (the
    conqueror's units are there), keeps the player's choice across a refresh, declines on Enter and fires on
    Counter-strike."""
    state = {"round": 4, "phase": "execution", "order": ["black", "red", "blue"], "active": "black",
             "owners": {"paris": "red", "madrid": "red", "rome": "black", "london": "black", "berlin": "blue",
                        "moscow": "blue"}, "rest": "neutral",
             "units": {"paris": {"red": {"nuke": 4}, "black": {"land": 3}}, "berlin": {"blue": {"land": 1}}},
             "hands": {}, "deck": []}
    start(win, state, humans=("red",), players=("black", "red", "blue"), dice="-- X-- -- XX")
    page = on_page(win, qtbot, "nuke_counter")
    assert "Paris" in page.text.text() and page.target.currentData() == "paris"
    assert page.main_action() is page.none
    page.target.setCurrentIndex(page.target.findData("rome"))
    win.ctrl.changed.emit()  # a refresh (the board, a language change): the choice stays
    assert page.target.currentData() == "rome"
    page.strike.click()
    on_page(win, qtbot, "nuke_roll")
    assert win.session.driver.logged.log[-1]["action"] == {"type": "nuke", "from": "paris", "to": "rome", "count": 2}
