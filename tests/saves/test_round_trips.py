"""Every game the game writes loads again (issue 27): a save -> load round trip for every ruleset, every
player count it allows and both starts (areas claimed, R3.3; dealt, R11 `random_deal`), a few decisions
deep and at the game's end, played by computer players.

A 5-player game leaves one of the 36 lands neutral (R3.3; Risk: with 2 neutral armies, V1.3): the
loader refused Risk's, whose snapshot lists `neutral` among the armies (`units`).
"""

from __future__ import annotations

import pytest

from conquest_qt import manifest
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.view import player_view
from conquest_qt.saves import LoadedSave, load_bytes, make_save
from conquest_qt.saves.verify import normalize
from tests.helpers.play import ai_game, play_on

LEVELS = ("random", "easy")  # seats alternate: quick players, two ways of shaping their actions
DEPTHS = (6, 40)  # decisions before each round trip of a game: in the claim or the opening, then further


def _allowed(ruleset: str, players: int, dealt: bool) -> bool:
    """The ruleset's own setup check decides (Conquest's minimum is in its options check)."""
    try:
        ai_game(ruleset, players, dealt=dealt, seed=1)
    except RuleError:
        return False
    return True


CASES = [(r, n, dealt) for r in manifest.rulesets() for n in range(2, 7) for dealt in (False, True)
         if _allowed(r, n, dealt)]
ENDS = [(r, n, dealt) for r, n, dealt in CASES if n in (2, 5)]


def _id(case: tuple[str, int, bool]) -> str:
    r, n, dealt = case
    return f"{r}-{n}p-{'dealt' if dealt else 'claimed'}"


def _round_trip(lg: LoggedGame) -> LoadedSave:
    """Save the game as Save, autosave and conquest-sim do (make_save) and load the bytes again."""
    data = make_save(lg).to_bytes()
    loaded = load_bytes(data)
    assert normalize(loaded.logged.game.snapshot()) == normalize(lg.game.snapshot())
    assert loaded.envelope.snapshot == normalize(lg.game.snapshot())
    assert loaded.logged.log == lg.log
    return loaded


def test_every_ruleset_and_player_count_is_covered() -> None:
    # every ruleset takes 2-6 players (2-3 with allow_small, R3.1): Conquest and Risk claimed and dealt, cc
    # with homes only (V3.2), so all 25 cases are played
    assert len(CASES) == 2 * 5 * 2 + 5, [_id(c) for c in CASES]


@pytest.mark.parametrize("case", CASES, ids=_id)
def test_a_saved_game_loads_to_the_same_position_and_plays_on(case: tuple[str, int, bool]) -> None:
    ruleset, players, dealt = case
    seed = 11 + players
    lg, agents = ai_game(ruleset, players, dealt=dealt, seed=seed, levels=LEVELS)
    for depth in DEPTHS:
        play_on(lg, agents, depth - len(lg.log))
        loaded = _round_trip(lg)
        # plays on: the loaded game takes the same next decisions to the same positions
        again = loaded.logged
        for _ in range(5):
            if lg.game.over:
                break
            d = lg.game.pending()
            assert again.game.pending() == d
            action = agents[d.player].decide_view(player_view(lg.game, d.player))
            lg.apply(d.player, action)
            again.apply(d.player, action)
            assert again.game.snapshot() == lg.game.snapshot()


@pytest.mark.parametrize("case", ENDS, ids=_id)
def test_a_finished_game_loads_finished(case: tuple[str, int, bool]) -> None:
    ruleset, players, dealt = case
    lg, agents = ai_game(ruleset, players, dealt=dealt, seed=5 + players, round_cap=40, levels=LEVELS)
    play_on(lg, agents)
    assert lg.game.over
    loaded = _round_trip(lg)
    assert loaded.logged.game.over and loaded.logged.game.s.winner == lg.game.s.winner
    assert loaded.envelope.summary.phase == "over"


def test_a_5_player_risk_save_lists_the_neutral_armies_and_loads() -> None:
    """VARIANTS.md V1.3: with 5 players one land starts neutral with 2 armies; the save's units show them."""
    lg, agents = ai_game("risk", 5, dealt=True, seed=3)
    play_on(lg, agents, 10)
    saved = make_save(lg).data["snapshot"]
    neutral = [a for a, by in saved["units"].items() if "neutral" in by]
    assert neutral and saved["owners"][neutral[0]] == "neutral"
    _round_trip(lg)
