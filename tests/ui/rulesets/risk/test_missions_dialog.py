"""Risk's missions table (VARIANTS.md V1.11–V1.13): every mission, who fulfilled it, rewards in command."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt

from conquest_qt.ui.rulesets.risk.missions_dialog import MissionsDialog
from tests.helpers.risk import RISK, click, drive_risk, front, page, risk_setup, settle, start_position

COMMAND = RISK.options.from_dict({"ruleset": "risk", "allow_small": True, "risk_version": "command"})


def test_v1_11_the_table_follows_the_game(win) -> None:
    session = win.start_session(risk_setup(["red"], ["blue", "green", "yellow"], level="random", seed=2,
                                           version="command", deal=True))
    assert win.actions_["missions"].isVisible()
    win.show_missions()
    dlg = win._missions
    assert isinstance(dlg, MissionsDialog) and dlg.isVisible()
    table = dlg.table
    assert table.rowCount() == 10 and not table.isColumnHidden(2)  # command: the rewards column
    assert [table.item(r, 0).text() for r in range(10)][:3] == ["B1", "B2", "B3"]
    assert table.item(0, 2).text() == "+1 army per reinforcement"
    assert all(table.item(r, 3).text() == "open" for r in range(10))
    drive_risk(win, lambda: session.over or any(session.public()["missions"].values()), timeout=240)
    held = {m: c for c, ms in session.public()["missions"].items() for m in ms}
    for r in range(10):
        m = table.item(r, 0).text()
        if m in held:
            assert table.item(r, 3).text().startswith(session.name(held[m]))  # the holder, by name
    assert held


def test_training_has_no_rewards_column(win) -> None:
    win.start_session(risk_setup(["red"], ["blue", "green", "yellow"], deal=True))
    win.show_missions()
    assert win._missions.table.isColumnHidden(2)
    assert "no rewards" in win._missions.intro.text()
    # a player's name in the table is plain text (never markup)
    assert win._missions.table.item(0, 3).data(Qt.ItemDataRole.DisplayRole) == "open"


def test_v1_11_the_intro_says_the_game_s_pace(win) -> None:
    """V1.11's pace: one mission per own turn, none in round 1; a game begun before it (an old save,
    mission_pace "unlimited") says it is played without it."""
    setup = risk_setup(["red"], ["blue", "green", "yellow"], deal=True)
    win.start_session(setup)
    win.show_missions()
    text = win._missions.intro.text()
    assert "at most one mission per turn of your own and none in round 1" in text
    assert "taken over from an eliminated player always count" in text
    win.start_session(replace(setup, options=replace(setup.options, mission_pace="unlimited")))
    win.show_missions()
    text = win._missions.intro.text()
    assert "at most one" not in text and "played without it" in text


def test_v1_11_the_table_shows_the_viewer_s_progress_the_pace_and_everyone_s_standing(win) -> None:
    """Issue 27.2: what each mission asks and gives, who holds it, the progress of the player at the screen
    ("cities 3 of 4", counted by the engine), whether he may still fulfil one this turn, and the win."""
    state = front(units={"tehran": {"red": {"land": 9}}, "bombay": {"black": {"land": 1}}},
                  owners={"tehran": "red", "moscow": "red", "novosibirsk": "red", "london": "red",
                          "bogota": "red", "lima": "red", "rio_de_janeiro": "red"},
                  capitals={"red": "tehran", "black": "bombay"})
    start_position(win, state, dice="66 1", options=COMMAND)
    settle(lambda: win.ctrl.kind == "attack")
    win.show_missions()
    dlg = win._missions
    table = dlg.table
    rows = {table.item(r, 0).text(): r for r in range(10)}
    cell = lambda m, c=4: table.item(rows[m], c).text()  # noqa: E731
    assert table.horizontalHeaderItem(4).text() == "Progress of Anna"
    assert cell("B1") == "conquered this turn: 0 of 3"
    assert cell("B2") == "South America: 3 of 4 areas"
    assert cell("B3") == "cities: 3 of 4"  # Moscow, London, Rio de Janeiro (training's cities, V1.2)
    assert cell("B4") == "largest army: 9 of 10 (Tehran)"
    assert cell("S2") == "capitals of others: 0 of 1" and cell("S4") == "capitals: 1 of 3"
    assert cell("B5") == "at once when it happens"
    assert cell("S1", 2) == "Attack with up to 4 dice"  # command: what it gives
    assert dlg.pace.text() == "You can still fulfil one mission this turn."
    assert dlg.standing.text().splitlines() == ["To win: 3 missions and your own capital.",
                                                "Anna: 0 of 3 missions, capital held",
                                                "AI black: 0 of 3 missions, capital held"]
    click(win, "tehran")
    click(win, "bombay")
    page(win).dice_count.setValue(2)
    page(win).attack.click()  # Bombay, black's capital, falls: S2 met only at his next turn's start
    settle(lambda: win.ctrl.kind == "occupy")
    assert cell("B1") == "conquered this turn: 1 of 3" and cell("S2") == "capitals of others: 1 of 1"
    assert table.item(rows["S2"], 4).font().bold()  # met: fulfilled at his next turn's start (V1.11)
    assert "AI black: 0 of 3 missions, capital lost" in dlg.standing.text()
    players = win.players.rows
    win._refresh_now()
    assert players["red"][6].text() == "0/3 ✓" and players["black"][6].text() == "0/3 ✗"  # the win: missions, capital


def test_v1_11_the_pace_of_a_player_who_fulfilled_one_this_turn(win) -> None:
    """Anna conquers Bombay from Tehran's 11 armies: B4 at once (V1.11), then no other mission this turn."""
    start_position(win, front(units={"tehran": {"red": {"land": 11}}, "bombay": {"black": {"land": 1}}}), dice="66 1")
    settle(lambda: win.ctrl.kind == "attack")
    win.show_missions()
    dlg = win._missions
    click(win, "tehran")
    click(win, "bombay")
    page(win).dice_count.setValue(2)
    page(win).attack.click()
    settle(lambda: win.ctrl.kind == "occupy")
    assert dlg.pace.text() == "You fulfilled B4 this turn: the next one in your next turn."
    assert dlg.table.item(3, 4).text() == "fulfilled ✓" and dlg.table.item(3, 3).text() == "Anna (Red)"
    assert "Anna: 1 of 3 missions, capital held" in dlg.standing.text()


def test_v1_11_f2_opens_the_mission_reference_in_three_languages(win, qapp) -> None:
    """Help → Mission reference (F2 in a Risk game, as the card reference in Conquest's): the ten missions,
    when each counts, the progress the table shows and each reward, in en/nl/de."""
    from PySide6.QtCore import QCoreApplication

    from conquest_qt.ui.text import i18n
    from tests.helpers.window import setup_of

    win.start_session(setup_of(["red"], ["blue", "green", "yellow"]))
    assert win.actions_["cards"].isVisible() and not win.actions_["reference"].isVisible()
    win.start_session(risk_setup(["red"], ["blue", "green", "yellow"], deal=True))
    ref = win.actions_["reference"]
    assert ref.isVisible() and not win.actions_["cards"].isVisible() and ref.shortcut().toString() == "F2"
    ref.trigger()
    dlg = win._help
    assert dlg.kind == "risk_missions" and dlg.windowTitle() == "Mission reference"
    text = dlg.browser.toPlainText()
    assert all(m in text for m in ("B1", "B5", "S1", "S5")) and "one mission per turn" in text
    try:
        for lang, title, words in (("nl", "Overzicht van de missies", "één missie per eigen beurt"),
                                   ("de", "Übersicht der Missionen", "eine Mission pro eigenem Zug")):
            i18n.install_language(qapp, lang)
            QCoreApplication.processEvents()
            assert dlg.windowTitle() == title and words in dlg.browser.toPlainText()
    finally:
        i18n.install_language(qapp, "en")
        QCoreApplication.processEvents()
