from __future__ import annotations

import pytest

from conquest_qt.analysis.adapters import get
from conquest_qt.analysis.replay_index import ReplayIndex
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.sim import play_game


@pytest.fixture(scope="package")
def ai_game() -> LoggedGame:
    """A finished seeded game of four easy computer players (a few hundred decisions)."""
    lg = play_game(["easy", "normal", "easy", "easy"], 7, keep=True).logged
    assert lg is not None and lg.game.over
    return lg


@pytest.fixture(scope="package")
def ai_index(ai_game: LoggedGame) -> ReplayIndex:
    return ReplayIndex(ai_game.players, ai_game.options, ai_game.seed, ai_game.log, every=16,
                       capture=get(ai_game.options.ruleset).capture)
