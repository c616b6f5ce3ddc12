"""Issue 28 item 2 in Risk (VARIANTS.md V1.7): a computer's attack on the player's area is shown as it happens —
who attacks from where, the dice of each roll pair by pair, the losses so far, the conquest (was: only the log)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.risk import drive_risk, risk_setup

ROLL = {"type": "attack_rolled", "player": "black", "defender": "red", "from": "anchorage", "to": "vladivostok",
        "attacker_dice": [6, 3, 1], "defender_dice": [5, 3], "pairs": [[6, 5, "defender"], [3, 3, "attacker"]],
        "attacker_lost": 1, "defender_lost": 1}


def test_an_attack_on_the_players_area_shows_its_dice_as_they_are_rolled(win: MainWindow) -> None:
    session = win.start_session(risk_setup(["red"], ["black", "blue", "green"], seed=5))
    box = win.ruleset_battles
    assert box is not None and box.isHidden()
    box.on_events([ROLL])
    assert not box.isHidden() and box.title.text() == "AI black attacks Vladivostok from Anchorage"
    assert box.dice.event == ROLL and not box.dice.isHidden()  # the dice, pair by pair
    box.on_events([dict(ROLL, attacker_lost=0, defender_lost=2), {"type": "conquered", "player": "black",
                                                                  "area": "vladivostok", "defender": "red"}])
    assert box.total.text() == "This attack so far — rolls: 2; you lost 3, AI black lost 1."
    assert box.result.text() == "Vladivostok conquered by AI black." and not box.result.isHidden()
    box.on_events([dict(ROLL, player="red", defender="black")])  # his own attack: his page shows it
    assert box.isHidden()
    # in play: the computers' attacks on red's areas come up as they are rolled
    seen: list[dict] = []
    session.driver.eventsApplied.connect(
        lambda evs: seen.extend(e for e in evs if e.get("type") == "attack_rolled" and e.get("defender") == "red"))
    drive_risk(win, lambda: bool(seen) or session.over, timeout=240)
    QCoreApplication.processEvents()
    assert seen and box.attack is not None and box.attack["roll"] == seen[-1]
    assert not box.isHidden() or any(e.get("player") == "red" for e in seen)
