"""Issue 16: the incremental analysis (analysis/incremental.py) equals a full replay of the log at every
point: fed in slices, after a save is loaded, and after an undo (a shorter or different log)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conquest_qt.analysis import adapters, luck, stats, winchance
from conquest_qt.analysis.incremental import Analyser, Snapshot
from conquest_qt.analysis.replay_index import ReplayIndex
from conquest_qt.engine import rulesets
from conquest_qt.engine.replay import LoggedGame, replay
from conquest_qt.engine.view import player_view
from conquest_qt.saves.files import load_save, write_save
from conquest_qt.sim import make_agent, play_game
from tests.helpers.play import a_move, to_movement


def full(lg: LoggedGame, log: list[dict] | None = None) -> Snapshot:
    """The reference: the log replayed once, as game_analysis.analyse reads it."""
    log = lg.log if log is None else log
    index = ReplayIndex(lg.players, lg.options, lg.seed, log, capture=adapters.get(lg.options.ruleset).capture)
    return Snapshot(stats.round_stats(index), luck.items(index), luck.fairness(index), winchance.timeline(index),
                    bool(index.final.over), len(log))


def play_on(lg: LoggedGame, prefix: int, decisions: int, seed: int) -> LoggedGame:
    """The game after its first `prefix` decisions, then `decisions` random ones (another future)."""
    out = replay(lg.players, lg.options, lg.seed, lg.log[:prefix])
    agents = {c: make_agent("random", seed + i, lg.options.ruleset) for i, c in enumerate(lg.players)}
    for _ in range(decisions):
        if out.game.over:
            break
        d = out.game.pending()
        out.apply(d.player, agents[d.player].decide_view(player_view(out.game, d.player)))
    return out


@pytest.fixture(scope="module", params=["conquest", "risk", "cc"])
def game(request: pytest.FixtureRequest) -> LoggedGame:
    if request.param == "conquest":
        lg = play_game(["easy", "normal", "easy", "easy"], 7, keep=True).logged
    elif request.param == "cc":  # a team's win (VARIANTS.md V3.9), played by the tests' greedy policy
        from tests.helpers.cc import CC, played_to_the_end

        lg = played_to_the_end(["red", "black", "blue"], CC.options.from_dict(
            {"ruleset": "cc", "teams": [["red", "blue"]]}), seed=2)
    else:
        options = rulesets.get("risk").options.from_dict({"ruleset": "risk", "risk_version": "command"})
        lg = play_game(["normal"] * 4, 20, options, keep=True).logged
    assert lg is not None and lg.game.over
    return lg


def test_fed_in_slices_it_equals_the_full_replay_at_every_slice(game: LoggedGame) -> None:
    a = Analyser(game.players, game.options, game.seed)
    assert a.result() == full(game, [])
    n = len(game.log)
    for cut in (1, n // 7, n // 3, n // 2 + 5, n - 1):
        while not a.feed(game.log[:cut], limit=37):
            assert a.decisions <= cut
        assert a.result() == full(game, game.log[:cut])
    assert a.feed(game.log) and a.result() == full(game)
    assert a.result().over and a.result().rows[-1].round == game.game.s.round


def test_after_loading_a_save_it_goes_on_and_equals_the_full_replay(game: LoggedGame, tmp_path: Path) -> None:
    half = replay(game.players, game.options, game.seed, game.log[: len(game.log) // 2])
    a = Analyser(half.players, half.options, half.seed)
    a.feed(half.log)
    write_save(tmp_path / "half.conquest", half)
    loaded = load_save(tmp_path / "half.conquest").logged
    fresh = Analyser(loaded.players, loaded.options, loaded.seed)
    fresh.feed(loaded.log)
    assert fresh.result() == a.result() == full(loaded)
    a.feed(loaded.log)  # the loaded log's entries are new objects, equal: nothing to redo
    assert a.decisions == len(loaded.log) and a.result() == full(loaded)


def test_after_an_undo_it_restarts_from_the_last_round_before_it(game: LoggedGame) -> None:
    a = Analyser(game.players, game.options, game.seed)
    a.feed(game.log)
    n = len(game.log)
    for prefix, seed in ((n // 2, 3), (n // 3 + 1, 9), (n - 2, 5)):
        other = play_on(game, prefix, 60, seed)  # undone back to `prefix`, then another future
        a.feed(other.log[:prefix])
        assert a.result() == full(game, game.log[:prefix])
        a.feed(other.log)
        assert a.result() == full(other)
        assert all(cp.position <= len(other.log) for cp in a.checkpoints)
    a.feed(game.log)
    assert a.result() == full(game)


def test_a_real_undo_of_a_move_in_the_movement_phase() -> None:
    lg = to_movement(4)
    player = lg.game.pending().player
    a = Analyser(lg.players, lg.options, lg.seed)
    for _ in range(3):
        lg.apply(player, a_move(lg))
        a.feed(lg.log)
    lg.undo()
    lg.undo()
    a.feed(lg.log)
    assert a.decisions == len(lg.log) and a.result() == full(lg)
    lg.apply(player, a_move(lg))
    a.feed(lg.log)
    assert a.result() == full(lg)


def test_more_stops_the_feed_after_the_decision_it_refuses(game: LoggedGame) -> None:
    a = Analyser(game.players, game.options, game.seed)
    calls = []
    assert not a.feed(game.log, more=lambda: len(calls) < 4 and not calls.append(1))
    assert a.decisions == 5 and a.result() == full(game, game.log[:5])
    v = a.version
    assert a.feed(game.log[:5]) and a.version == v  # nothing new: nothing changed


def test_real_undos_in_a_risk_game() -> None:
    """Risk's undo (a placement, an occupation, a fortify): the analysis follows it each time."""
    options = rulesets.get("risk").options.from_dict({"ruleset": "risk", "risk_version": "command"})
    lg = LoggedGame.new(["red", "black", "blue", "green"], options, 5)
    agents = {c: make_agent("random", 11 + i, "risk") for i, c in enumerate(lg.players)}
    a = Analyser(lg.players, lg.options, lg.seed)
    undone = 0
    while not lg.game.over and undone < 6:
        d = lg.game.pending()
        lg.apply(d.player, agents[d.player].decide_view(player_view(lg.game, d.player)))
        a.feed(lg.log)
        if lg.can_undo() and len(lg.log) % 5 == 0:
            lg.undo()
            undone += 1
            a.feed(lg.log)
            assert a.decisions == len(lg.log) and a.result() == full(lg)
    assert undone == 6
