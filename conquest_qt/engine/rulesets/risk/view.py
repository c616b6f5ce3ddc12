"""Sampling a look-ahead Risk game from a player's view: unseen cards dealt at random, fresh dice."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from conquest_qt.engine.rng import Rng, seed_state
from conquest_qt.engine.rulesets.risk.game import Game
from conquest_qt.engine.rulesets.risk.state import RiskState
from conquest_qt.engine.view import deal_hidden

if TYPE_CHECKING:
    from conquest_qt.engine.view import PlayerView


def sample_game(view: PlayerView, seed: int, topo: Any = None) -> Game:
    rng = Rng(seed_state(seed))
    d = copy.deepcopy(view.public)
    mine = set(view.hand_ids)
    n_cards = len(d["owners"])
    unseen = [c for c in range(n_cards) if c not in mine]
    hands, unseen = deal_hidden(view, unseen, rng)
    d["hands"] = hands
    d["deck"] = unseen[: view.deck_size]
    d["rng"] = rng.next64()
    return Game(RiskState.from_dict(d), topo)
