"""The replay viewer's model (issue 16, item 1): steps by decision, turn and round, seeks, the log lines
up to the shown step, the turn's arrows and the step's battle, hidden hands (pytest-qt)."""

from __future__ import annotations

from conquest_qt.analysis.replay_index import ReplayIndex
from conquest_qt.engine.replay import replay
from conquest_qt.ui.game.replay_model import ReplayModel, ReplaySeat, seats_of
from tests.helpers.replays import played, players


def _model(lg, humans: int = 1) -> ReplayModel:
    return ReplayModel(ReplayIndex(lg.players, lg.options, lg.seed, list(lg.log)), seats_of(players(lg, humans)))


def _snapshot_after(lg, n: int) -> dict:
    return replay(lg.players, lg.options, lg.seed, lg.log[:n]).game.snapshot()


def test_steps_and_seeks_show_the_position_after_that_many_decisions(qtbot) -> None:
    lg = played()
    m = _model(lg)
    moved: list[int] = []
    m.moved.connect(moved.append)
    assert m.position == 0 and m.last == len(lg.log)
    m.step(1)
    m.step(1)
    assert m.position == 2 and m.game.snapshot() == _snapshot_after(lg, 2)
    m.step(-1)
    assert m.position == 1 and m.game.snapshot() == _snapshot_after(lg, 1)
    m.seek(60)
    assert m.game.snapshot() == _snapshot_after(lg, 60)
    m.seek(m.last + 99)  # past the end: the end
    assert m.position == m.last and m.game.snapshot() == lg.game.snapshot()
    m.step(-1)
    m.step(1)  # a step from a seeked position stays exact
    assert m.game.snapshot() == lg.game.snapshot()
    assert moved == [1, 2, 1, 60, m.last, m.last - 1, m.last]


def test_turn_and_round_steps(qtbot) -> None:
    lg = played()
    m = _model(lg)
    turns = m.index.turns
    m.next_turn()
    assert m.position == turns[1]
    m.next_turn()
    assert m.position == turns[2]
    m.previous_turn()
    assert m.position == turns[1]
    assert m.round == 1
    m.next_round()
    assert m.round == 2 and m.index.rounds[m.position - 1] == 1  # the first position of round 2
    start = m.position
    m.step(3)
    m.previous_round()  # inside a round: back to its start
    assert m.position == start
    m.previous_round()  # at a round's start: the start of the round before
    assert m.round == 1 and m.position == 0


def test_the_log_follows_and_marks_the_current_step(qtbot) -> None:
    lg = played()
    m = _model(lg)
    m.seek(40)
    lines = m.entries[:m.ends[40]]
    step = [m.entries[i].text for i in m.step_lines()]
    assert step and lines[-len(step):] == [m.entries[i] for i in m.step_lines()]
    m.step(1)
    assert m.ends[41] >= m.ends[40]


def test_moves_of_the_turn_become_arrows_and_a_battle_is_marked(qtbot) -> None:
    lg = played()
    m = _model(lg)
    moves = [i for i, events in enumerate(m.index.events) if any(e["type"] == "moved" for e in events)]
    battles = [i for i, events in enumerate(m.index.events) if any(e["type"] == "battle_started" for e in events)]
    assert moves and battles
    m.seek(moves[0] + 1)
    ev = next(e for e in m.index.events[moves[0]] if e["type"] == "moved")
    assert (ev["from"], ev["to"]) in [(a[0], a[1]) for a in m.arrows()]
    m.seek(battles[0] + 1)
    area = next(e for e in m.index.events[battles[0]] if e["type"] == "battle_started")["area"]
    assert m.battle_area() == area


def test_hidden_hands_stay_hidden_unless_over_or_all_computers(qtbot) -> None:
    lg = played(cut=60)  # not over, one human: hands hidden
    assert not lg.game.over
    assert _model(lg, humans=1).hands() is None
    assert _model(lg, humans=0).hands() is not None  # nobody's secret: every player a computer
    over = played()
    m = _model(over, humans=1)
    m.seek(30)
    assert m.hands() == {p: list(h) for p, h in m.game.s.hands.items()}  # the game is over: shown


def test_a_risk_save_steps_by_turns_and_marks_its_attacks(qtbot) -> None:
    lg = played("risk")
    m = ReplayModel(ReplayIndex(lg.players, lg.options, lg.seed, list(lg.log)),
                    [ReplaySeat(c, c, False) for c in lg.players])
    attack = next(i for i, events in enumerate(m.index.events) if any(e["type"] == "attack_rolled" for e in events))
    m.seek(attack + 1)
    ev = next(e for e in m.index.events[attack] if e["type"] == "attack_rolled")
    assert m.battle_area() == ev["to"] and (ev["from"], ev["to"], "attack", 0) in m.arrows()
    m.seek(0)
    m.next_turn()
    assert m.position == m.index.turns[1] > 0
    m.seek(m.last)
    assert m.game.snapshot() == lg.game.snapshot()
