"""GameDriver: the engine through signals and slots (ARCHITECTURE principle 5)."""

from __future__ import annotations

import pytest

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


def test_a_decision_for_a_player_that_is_no_colour_is_refused_without_a_qt_warning(qtbot, capfd) -> None:
    """R1: a player is one of the colours. A number as the player (7): the engine refuses it
    (malformed_action, field player) and the driver reports it as text; the refusal's str argument had made
    PySide6 print a conversion warning."""
    from conquest_qt.engine.errors import RuleError

    driver = GameDriver.new_game(["red", "black", "blue", "green"], Options(), seed=3)
    driver.start()
    refused: list[tuple] = []
    driver.actionRejected.connect(lambda *args: refused.append(args))
    capfd.readouterr()
    for player in (7, None):
        assert driver.submit(player, {"type": "claim", "area": "paris"}) is False  # type: ignore[arg-type]
    assert refused == [("7", "malformed_action", {"field": "player"}),
                       ("None", "malformed_action", {"field": "player"})]
    assert driver.logged.log == []
    out, err = capfd.readouterr()
    assert "convert" not in err and err == "" and out == ""
    with pytest.raises(RuleError) as info:  # the engine itself: a player is a colour (R1)
        driver.game.apply(7, {"type": "claim", "area": "paris"})
    assert (info.value.code, info.value.data) == ("malformed_action", {"field": "player"})


class _Greedy:
    """A cc player from a view: the tests' greedy policy (tests/helpers/cc.py) on the view's game."""

    def decide_view(self, view):
        from tests.helpers.cc import greedy

        return greedy(view.sample_game(0))


def test_v3_9_the_driver_announces_a_teams_win(qtbot) -> None:
    """gameOver carries the team's list of colours (VARIANTS.md V3.9)."""
    from conquest_qt.engine import rulesets

    options = rulesets.get("cc").options.from_dict({"ruleset": "cc", "teams": [["red", "blue"]]})
    driver = GameDriver.new_game(["red", "black", "blue"], options, seed=2)
    for c in ("red", "black", "blue"):
        driver.set_agent(c, _Greedy())
    with qtbot.waitSignal(driver.gameOver, timeout=60_000) as over:
        driver.start()
    assert over.args == [["red", "blue"]]
