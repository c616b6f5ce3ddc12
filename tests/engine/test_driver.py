"""GameDriver: the engine through signals and slots (ARCHITECTURE principle 5)."""

from __future__ import annotations

from conquest_qt.ai.conquest.random_player import RandomPlayer
from conquest_qt.engine.driver import GameDriver
from conquest_qt.engine.rulesets.conquest.options import Options


def test_driver_asks_applies_and_rejects(qtbot) -> None:
    driver = GameDriver.new_game(["red", "black", "blue", "green"], Options(), seed=3)
    with qtbot.waitSignal(driver.decisionRequested) as asked:
        driver.start()
    player, kind, info = asked.args
    assert kind == "claim"
    other = next(p for p in ["red", "black", "blue", "green"] if p != player)
    with qtbot.waitSignal(driver.actionRejected) as rejected:
        assert not driver.submit(other, {"type": "claim", "area": "paris"})
    assert rejected.args[:2] == [other, "not_your_decision"]
    with qtbot.waitSignals([driver.eventsApplied, driver.decisionRequested]):
        assert driver.submit(player, {"type": "claim", "area": "paris"})
    assert driver.logged.log == [{"player": player, "action": {"type": "claim", "area": "paris"}}]
    assert driver.game.s.owners["paris"] == player


def test_driver_runs_ai_agents_on_worker_threads_to_game_over(qtbot) -> None:
    colours = ["red", "black", "blue", "green"]
    driver = GameDriver.new_game(colours, Options(round_cap=6), seed=8)
    for i, c in enumerate(colours):
        driver.set_agent(c, RandomPlayer(i))
    phases: list[tuple] = []
    driver.phaseChanged.connect(lambda *a: phases.append(a))
    with qtbot.waitSignal(driver.gameOver, timeout=60_000):
        driver.start()
    assert driver.game.over
    assert ("production", 1, driver.game.s.order[0]) in phases or any(p[0] == "production" for p in phases)
    assert len(driver.logged.log) > 50


class _Stubborn:
    """A computer player whose every answer the rules refuse."""

    def decide_view(self, view):
        return {"type": "claim", "area": "atlantis"}


def test_a_refused_computer_answer_does_not_stop_the_game(qtbot) -> None:
    colours = ["red", "black", "blue", "green"]
    driver = GameDriver.new_game(colours, Options(round_cap=2), seed=4)
    for c in colours:
        driver.set_agent(c, _Stubborn())
    refused: list[str] = []
    driver.actionRejected.connect(lambda _p, code, _d: refused.append(code))
    with qtbot.waitSignal(driver.gameOver, timeout=60_000):
        driver.start()
    assert driver.game.over and refused and set(refused) <= {"unknown_area", "wrong_action"}
