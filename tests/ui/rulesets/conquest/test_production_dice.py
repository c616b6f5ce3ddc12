"""Production dice on screen (issue 12 item 18): a player sees his own missile's result (R7.3: who it hit,
the PP lost) and his super production dice (R7.4) in the side panel, not only in the log."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from conquest_qt.ui.rulesets.conquest.dice_widget import DiceRow
from conquest_qt.ui.window.main_window import MainWindow
from tests.helpers.window import setup_of


def emit(win: MainWindow, events: list[dict]) -> None:
    assert win.session is not None
    win.session.driver.eventsApplied.emit(events)
    QCoreApplication.processEvents()


def missile_at(target: str, shooter: str, faces: list[int]) -> list[dict]:
    return [{"type": "phase_started", "phase": "production", "player": target},
            {"type": "card_played", "player": shooter, "card": "ballistic_missiles", "target": target},
            {"type": "dice_rolled", "player": target, "purpose": "missile", "faces": faces,
             "explosions": sum(1 for f in faces if f < 2)}]


def test_the_player_sees_his_missile_hit_and_the_pp_lost(win: MainWindow) -> None:
    session = win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=9))
    box = win.production
    assert session.viewer == "red" and box.isHidden()  # nothing rolled yet: no empty box
    emit(win, missile_at("blue", "red", [0, 1, 5, 3, 0, 4, 2, 2, 5]))
    assert not box.isHidden() and box.parent() is not None and win.side_scroll.widget().isAncestorOf(box)
    assert box.shown() == [("Your missile at AI blue: 3 explosions, 3 PP lost.", [0, 1, 5, 3, 0, 4, 2, 2, 5])]
    dice = box.findChildren(DiceRow)
    assert len(dice) == 1 and dice[0].faces == [0, 1, 5, 3, 0, 4, 2, 2, 5] and dice[0].explosions() == 3
    # the next player's production and a computer player's missile at him: the result stays on screen
    emit(win, missile_at("green", "yellow", [0, 0, 0]))
    assert [line for line, _ in box.shown()] == ["Your missile at AI blue: 3 explosions, 3 PP lost."]
    emit(win, [{"type": "round_started", "round": 2}])  # gone with the round
    assert box.shown() == [] and box.isHidden()


def test_missiles_at_you_and_your_super_production(win: MainWindow) -> None:
    win.start_session(setup_of(["red"], ["blue", "green", "yellow"], seed=9))
    box = win.production
    emit(win, missile_at("red", "blue", [0, 3, 4]))
    emit(win, [{"type": "dice_rolled", "player": "red", "purpose": "super_production", "faces": [1, 1, 0, 5],
                "explosions": 3}])
    assert [line for line, _ in box.shown()] == ["A missile at you: 1 explosion, 1 PP lost.",
                                                  "Your super production: 3 explosions, +3 PP."]
    assert len(box.findChildren(DiceRow)) == 2
    emit(win, [{"type": "dice_rolled", "player": "blue", "purpose": "super_production", "faces": [1],
                "explosions": 1}])  # another player's super production: in the log only
    assert len(box.shown()) == 2
