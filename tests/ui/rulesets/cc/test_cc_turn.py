"""Comanda & Conquista's turn through its page and the board (issue 26 items 2, 4, 5; VARIANTS.md V3.4-V3.6):
every action sent by the page's own widgets, refused controls greyed with the engine's reason, the exact
battle preview equal to the battle fought, undo within the turn up to the last attack, and the retreat."""

from __future__ import annotations

import json
from typing import Any

from conquest_qt.engine import rulesets
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets.cc.position import game_from_position
from conquest_qt.ui.game.game_setup import GameSetup, Seat
from tests.helpers.risk import click, page, settle

CC = rulesets.get("cc")
OPTIONS = CC.options.from_dict({"ruleset": "cc", "round_cap": 20})


def turn(units: dict[str, Any], owners: dict[str, str] | None = None, **extra: Any) -> dict[str, Any]:
    """Red's turn in round 2; red's home Paris, black's Tokyo (each owned)."""
    own = {"paris": "red", "tokyo": "black", **(owners or {})}
    return {"round": 2, "phase": "turn", "order": ["red", "black"], "active": "red", "owners": own,
            "units": units, "homes": {"red": "paris", "black": "tokyo"}, **extra}


def start(win: Any, state: dict[str, Any], humans: tuple[str, ...] = ("red",)) -> Any:
    players = ["red", "black"]
    game = game_from_position(players, state, OPTIONS, seed=5)
    seats = tuple(Seat(c, c.capitalize(), c in humans, None if c in humans else "random") for c in players)
    session = win.start_session(GameSetup(seats, OPTIONS, 5), LoggedGame(players, OPTIONS, 5, game, []))
    settle(lambda: win.ctrl.kind == "turn" and session.my_turn() == "red", timeout=30)
    return session


FRONT = turn({"paris": {"red": {"inf": 3, "arm": 1, "air": 1}}, "berlin": {"black": {"inf": 2, "mech": 1}}},
             owners={"berlin": "black"}, credits={"red": 10, "black": 5})


def test_v3_4_buy_fortify_convert_and_anti_air_through_the_page(win) -> None:
    session = start(win, FRONT)
    p = page(win)
    assert p.buy.button.isEnabled() and p.buy_area.currentData() == "paris"
    p.buy_kind.setCurrentIndex(p.buy_kind.findData("mech"))
    p.buy_count.setValue(2)
    assert "4" in p.buy.button.text()  # the cost shown: 2 × 2
    p.buy.button.click()
    settle(lambda: session.public()["units"]["paris"]["red"].get("mech") == 2)
    assert session.public()["credits"]["red"] == 6
    p = page(win)
    assert "6" in p.text.text()  # credits live
    p.fort_kind.setCurrentIndex(p.fort_kind.findData("land"))
    p.fortify.button.click()
    settle(lambda: "land" in session.public()["defences"].get("paris", []))
    p = page(win)
    assert not p.fortify.button.isEnabled()  # the same defence again: greyed with the engine's reason
    assert "already has that defence" in p.fortify.reason.text() and p.fortify.reason.isVisibleTo(p)
    p.aa_area.setCurrentIndex(p.aa_area.findData("paris"))
    p.aa_kind.setCurrentIndex(p.aa_kind.findData("inf"))
    p.aa.button.click()
    settle(lambda: session.public()["units"]["paris"]["red"].get("inf_aa") == 1)
    p = page(win)
    assert p.conv_area.count() == 0 and not p.convert.button.isEnabled()  # no nation but the home


def test_v3_4_a_button_is_greyed_with_the_reason_when_credits_lack(win) -> None:
    start(win, {**FRONT, "credits": {"red": 3, "black": 5}})
    p = page(win)
    p.buy_kind.setCurrentIndex(p.buy_kind.findData("air"))
    assert not p.buy.button.isEnabled()
    assert p.buy.reason.text() == p.buy.button.toolTip() and "Not enough credits" in p.buy.reason.text()
    assert not p.special.button.isEnabled() and "special tokens" in p.special.reason.text()


def test_v3_5_a_move_on_the_board_and_an_airlift_by_the_keyboard_controls(win) -> None:
    session = start(win, FRONT)
    click(win, "paris")
    work = win.ctrl.work
    assert work.origin == "paris" and set(win.ctrl.highlights()) == {"london", "madrid", "rome", "berlin"}
    win.choose_kind("air")  # the key 2: the air division
    assert work.kind == "air" and "cairo" in win.ctrl.highlights()
    win.choose_kind("land")  # the key 1: the land kinds in turn
    assert work.kind in ("inf", "arm")
    if work.kind != "inf":
        win.choose_kind("land")
    p = page(win)
    assert p.kind.currentData() == "inf" and work.count == 3
    win.change_count(-1)  # the key -
    assert work.count == 2 and p.count.value() == 2
    click(win, "madrid")
    settle(lambda: session.public()["units"].get("madrid", {}).get("red", {}).get("inf") == 2)
    assert session.public()["owners"]["madrid"] == "red"  # V3.5: a neutral nation entered is conquered
    p = page(win)
    assert p.conv_area.currentData() == "madrid" and "4" in p.convert.button.text()
    p.convert.button.click()
    settle(lambda: "madrid" in session.public()["converted"])
    p = page(win)
    p.buy_area.setCurrentIndex(p.buy_area.findData("madrid"))
    assert p.buy.button.isEnabled()  # a converted nation recruits (V3.4)
    p = page(win)
    p.origin.setCurrentIndex(p.origin.findData("paris"))
    p.select_btn.click()
    p.kind.setCurrentIndex(p.kind.findData("air"))
    p.cargo.setCurrentIndex(p.cargo.findData("arm"))
    assert p.move_row.button.text().startswith("Airlift")
    p.dest.setCurrentIndex(p.dest.findData("cairo"))
    assert p.main_action() is p.move_row.button
    settle(lambda: p.move_row.button.text() == "Airlift (Enter)")  # Enter presses it, and its label says so
    assert "(Enter)" not in p.end.text()
    p.move_row.button.click()
    settle(lambda: session.public()["units"].get("cairo", {}).get("red", {}).get("arm") == 1)
    assert session.public()["units"]["cairo"]["red"]["air"] == 1


def test_v3_6_the_preview_is_exactly_the_battle_fought(win) -> None:
    session = start(win, FRONT)
    click(win, "berlin")
    w = win.ctrl.work
    assert w.target == "berlin" and set(win.ctrl.highlights()) == {"paris"}
    p = page(win)
    assert p.attack_box.isVisibleTo(p) and p.main_action() is p.attack_btn
    battle, _ = w.battle()
    # 3 infantry × 1 + 1 armoured × 4 + 1 air × 5 + 1 = 13 against 2 infantry + 1 mechanized = 4 (land) + air 4
    assert battle.attack == 13 and battle.attacker_wins
    text = p.preview.text()
    assert "3 infantry × 1 = 3" in text and "attacker +1" in text and "Red wins" in text
    for spin in p.spins.values():
        spin.setValue(0)
    assert not p.attack_btn.isEnabled() and "at least one division" in p.attack_reason.text()
    assert p.preview.text() == ""
    p.spins[("paris", "arm")].setValue(1)
    p.spins[("paris", "inf")].setValue(1)
    battle, _ = w.battle()  # 1 + 4 + 1 = 6 against 4: still a win, land only
    assert battle.attack == 6 and not battle.air and "Defence against air" not in p.preview.text()
    expected = battle
    p.attack_btn.click()
    settle(lambda: session.public()["owners"]["berlin"] == "red")
    entry = next(e for e in reversed(session.log) if e.event.get("type") == "battle")
    fought = json.loads(json.dumps({k: v for k, v in entry.event.items() if k != "type"}))
    assert fought == json.loads(json.dumps(expected.to_dict()))  # the whole battle, term by term
    assert "(6)" in entry.text and "(4)" in entry.text  # the log agrees: A = 6, Dv = 4
    assert expected.surrounded and "black" not in session.public()["units"].get("berlin", {})


def hand_over(win: Any, to: str) -> None:
    """The hot-seat hand-over screen's Continue, once the screen waits for `to`."""
    settle(lambda: win.stack.currentWidget() is win.handover or win.session.my_turn() == to, timeout=30)
    if win.stack.currentWidget() is win.handover:
        win.handover.button.click()
    settle(lambda: win.session.my_turn() == to, timeout=30)


def test_v3_6_4_the_loser_chooses_his_retreat_outside_his_turn(win) -> None:
    """Red takes Berlin from black (a hot-seat human): black's surviving divisions retreat, black is handed
    the screen and splits them between his two nations a land step away on his retreat page."""
    state = turn({"paris": {"red": {"arm": 3}}, "berlin": {"black": {"inf": 4}}},
                 owners={"berlin": "black", "moscow": "black", "stockholm": "black"}, credits={"red": 0, "black": 0})
    humans = ("red", "black")
    players = ["red", "black"]
    game = game_from_position(players, state, OPTIONS, seed=5)
    seats = tuple(Seat(c, c.capitalize(), True) for c in players)
    session = win.start_session(GameSetup(seats, OPTIONS, 5), LoggedGame(players, OPTIONS, 5, game, []))
    assert humans
    hand_over(win, "red")
    click(win, "berlin")
    battle, _ = win.ctrl.work.battle()
    assert battle.attacker_wins and sum(s.count for s in battle.retreating) == 2
    assert set(battle.destinations) == {"moscow", "stockholm"}
    page(win).attack_btn.click()
    hand_over(win, "black")
    assert win.ctrl.kind == "retreat"
    p = page(win)
    assert p.main_action() is p.go and p.go.isEnabled()  # all to the first destination at first
    p.spins[("moscow", "inf")].setValue(0)
    assert not p.go.isEnabled() and p.reason.isVisibleTo(p)  # one division has no place: greyed, with why
    p.spins[("stockholm", "inf")].setValue(2)
    p.spins[("moscow", "inf")].setValue(1)
    assert not p.go.isEnabled()
    p.spins[("stockholm", "inf")].setValue(1)
    assert p.go.isEnabled()
    p.go.click()
    hand_over(win, "red")
    units = session.public()["units"]
    assert units["moscow"]["black"]["inf"] == 1 and units["stockholm"]["black"]["inf"] == 1


def test_undo_takes_back_the_turn_up_to_its_last_attack(win) -> None:
    session = start(win, FRONT)
    p = page(win)
    assert not p.undo.isEnabled()
    p.buy.button.click()
    settle(lambda: session.public()["credits"]["red"] == 9)
    p = page(win)
    assert p.undo.isEnabled()
    p.undo.click()
    settle(lambda: session.public()["credits"]["red"] == 10)
    assert session.public()["units"]["paris"]["red"]["inf"] == 3


def play_turn(win: Any, attacked: set[int], previews: list[dict[str, Any]]) -> None:
    """One turn of the scripted human, only through the page's widgets and board clicks: a division bought,
    the first winning attack the composer previews (one per round), a move from the home, End turn."""
    session = win.session
    p = page(win)
    if p.buy.button.isEnabled():
        p.buy.button.click()
        settle(lambda: win.ctrl.kind != "turn" or page(win) is not None)
        return
    rnd = session.public()["round"]
    if rnd not in attacked and p.target.count():
        attacked.add(rnd)
        for i in range(p.target.count()):
            p.target.setCurrentIndex(i)
            p.compose_btn.click()
            battle, _ = win.ctrl.work.battle()
            if battle is not None and battle.attacker_wins:
                previews.append(json.loads(json.dumps({"type": "battle", **battle.to_dict()})))
                page(win).attack_btn.click()
                return
            win.ctrl.deselect()
            p = page(win)
    origin = session.public()["homes"].get("red")
    if rnd not in attacked and origin in win.ctrl.work.origins():
        attacked.add(rnd)
        click(win, origin)
        dests = win.ctrl.work.destinations()
        if dests:
            click(win, dests[0])
            return
        win.ctrl.deselect()
    page(win).end.click()


def test_v3_a_whole_game_through_the_ui(win) -> None:
    """Red (the human, answering only through the window's clicks and page buttons) against two computer
    players to the round cap: homes, buying, attacks with the preview, moves, retreats, the game-over screen."""
    opts = CC.options.from_dict({"ruleset": "cc", "round_cap": 4})
    seats = (Seat("red", "Red", True), Seat("black", "AI black", False, "random"),
             Seat("green", "AI green", False, "random"))
    session = win.start_session(GameSetup(seats, opts, 11))
    attacked: set[int] = set()
    previews: list[dict[str, Any]] = []
    kinds: set[str] = set()
    for _ in range(400):
        settle(lambda: session.over or session.my_turn() == "red" and win.ctrl.kind is not None, timeout=60)
        if session.over:
            break
        kind = win.ctrl.kind
        kinds.add(kind)
        if kind == "choose_home":  # by keyboard: Tab to the first nation offered, Space
            assert win.area_keys.step(True) and win.area_keys.area in win.ctrl.highlights()
            win.area_keys.activate(1)
        elif kind == "retreat":
            page(win).go.click()
        else:
            play_turn(win, attacked, previews)
        settle(lambda: session.over or session.my_turn() != "red" or win.ctrl.kind is not None)
    assert session.over
    done = [e["action"]["type"] for e in session.driver.logged.log if e["player"] == "red"]
    assert {"choose_home", "buy", "move", "attack", "end_turn"} <= set(done), done
    fought = [json.loads(json.dumps(e.event)) for e in session.log
              if e.event.get("type") == "battle" and e.event["attacker"] == "red"]
    assert fought == previews and previews  # every preview was exactly the battle fought
    print("red's actions:", {t: done.count(t) for t in set(done)}, "rounds:", session.public()["round"])
    assert {"choose_home", "turn"} <= kinds
    settle(lambda: win.stack.currentWidget() is win.game_over, timeout=30)


def test_the_turn_by_keyboard_tab_space_enter_and_ctrl_z(win) -> None:
    """Issue 26 item 6: Tab steps through the lit nations, Space chooses one (as a click), Enter is the page's
    main action (the composed attack, else End turn), Ctrl+Z (the window's Undo) takes the buy back."""
    from conquest_qt.ui.window.enter_owner import owner_of, press

    session = start(win, FRONT)
    keys = win.area_keys
    assert set(keys.candidates()) == {"paris", "berlin"}  # the nations with divisions to move, the target
    while keys.area != "berlin":
        assert keys.step(True)
    keys.activate(1)  # Space
    assert win.ctrl.work.target == "berlin"
    keys.clear()
    assert owner_of(win).button is page(win).attack_btn
    press(win)  # Enter: the attack previewed
    settle(lambda: session.public()["owners"]["berlin"] == "red")
    p = page(win)
    p.buy.button.click()
    settle(lambda: session.public()["credits"]["red"] == 9)
    assert page(win).undo.isEnabled()
    win.undo()  # Ctrl+Z
    settle(lambda: session.public()["credits"]["red"] == 10)
    assert owner_of(win).button is page(win).end
    win.end_moves()  # the window's E: End turn (as Enter would: `press(win)`)
    settle(lambda: any(e["player"] == "red" and e["action"]["type"] == "end_turn" for e in session.driver.logged.log))


def test_v3_6_4_a_click_on_a_lit_destination_sends_the_whole_retreat_there(win) -> None:
    state = turn({"paris": {"red": {"arm": 3}}, "berlin": {"black": {"inf": 4}}},
                 owners={"berlin": "black", "moscow": "black", "stockholm": "black"}, credits={"red": 0, "black": 0})
    players = ["red", "black"]
    game = game_from_position(players, state, OPTIONS, seed=5)
    seats = tuple(Seat(c, c.capitalize(), True) for c in players)
    session = win.start_session(GameSetup(seats, OPTIONS, 5), LoggedGame(players, OPTIONS, 5, game, []))
    hand_over(win, "red")
    click(win, "berlin")
    page(win).attack_btn.click()
    hand_over(win, "black")
    assert set(win.ctrl.highlights()) == {"moscow", "stockholm"}
    click(win, "stockholm")
    p = page(win)
    assert p.spins[("stockholm", "inf")].value() == 2 and p.spins[("moscow", "inf")].value() == 0
    p.go.click()
    hand_over(win, "red")
    assert session.public()["units"]["stockholm"]["black"]["inf"] == 2


def start3(win: Any, state: dict[str, Any], options: Any, humans: tuple[str, ...]) -> Any:
    players = ["red", "black", "blue"]
    game = game_from_position(players, state, options, seed=5)
    seats = tuple(Seat(c, c.capitalize(), c in humans, None if c in humans else "random") for c in players)
    session = win.start_session(GameSetup(seats, options, 5), LoggedGame(players, options, 5, game, []))
    hand_over(win, "red")
    return session


def test_v3_7_a_property_and_tokens_sold_through_the_page(win) -> None:
    session = start(win, {**FRONT, "special_tokens": {"red": 3}})
    p = page(win)
    p.effect.setCurrentIndex(p.effect.findData("mad_heroism"))
    assert "Mad heroism" in p.effect.currentText() and p.special.button.isEnabled()
    p.special.button.click()
    settle(lambda: "red" in session.public()["properties"])
    p = page(win)
    assert "Mad heroism" in p.text.text()  # the property under way, with its turns left
    assert not p.special.button.isEnabled() and "already have a property" in p.special.reason.text()
    assert p.sell_count.maximum() == 1 and "+8" in p.sell.button.text()
    p.sell.button.click()
    settle(lambda: session.public()["special_tokens"]["red"] == 0)
    assert session.public()["credits"]["red"] == 18


def test_v3_6_against_chooses_the_defender_when_two_could(win) -> None:
    """Black owns Berlin, blue's divisions stand there too: the composer asks against whom (V3.6)."""
    state = {**turn({"paris": {"red": {"arm": 2}}, "berlin": {"black": {"inf": 1}, "blue": {"inf": 3}}},
                    owners={"berlin": "black"}),
             "order": ["red", "black", "blue"], "homes": {"red": "paris", "black": "tokyo", "blue": "cairo"},
             "owners": {"paris": "red", "tokyo": "black", "cairo": "blue", "berlin": "black"}}
    start3(win, state, OPTIONS, ("red",))
    click(win, "berlin")
    p = page(win)
    assert p.against.isVisibleTo(p) and p.against.count() == 2
    first, _ = win.ctrl.work.battle()
    p.against.setCurrentIndex(p.against.findData("blue"))
    second, _ = win.ctrl.work.battle()
    assert (first.defender, second.defender) == ("black", "blue") and first.defence != second.defence
    assert "3 infantry × 1 = 3" in p.preview.text()  # blue's divisions defend now


def test_v3_8_a_revived_team_mate_chooses_his_home_on_the_board(win) -> None:
    """Red revives blue (his team-mate, out of the game) for 15 credits; blue, a hot-seat human, is handed
    the screen and clicks one of the nations red offers; red's turn goes on."""
    teams = CC.options.from_dict({"ruleset": "cc", "round_cap": 20, "teams": [["red", "blue"]]})
    state = {"round": 2, "phase": "turn", "order": ["red", "black", "blue"], "active": "red",
             "owners": {"paris": "red", "madrid": "red", "london": "red", "tokyo": "black"},
             "homes": {"red": "paris", "black": "tokyo"}, "units": {"paris": {"red": {"inf": 1}},
                                                                     "tokyo": {"black": {"inf": 1}}},
             "credits": {"red": 20}}
    session = start3(win, state, teams, ("red", "blue"))
    p = page(win)
    assert p.revive_box.isVisibleTo(p) and p.revive_who.currentData() == "blue" and p.revive.button.isEnabled()
    p.revive.button.click()
    hand_over(win, "blue")
    assert win.ctrl.kind == "choose_home" and set(win.ctrl.highlights()) == {"madrid", "london"}
    click(win, "london")
    hand_over(win, "red")
    assert session.public()["homes"]["blue"] == "london" and win.ctrl.kind == "turn"
