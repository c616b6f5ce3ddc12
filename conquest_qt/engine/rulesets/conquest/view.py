"""Sampling a look-ahead game from a player's view (engine/view.py): the cards the player cannot see
are dealt at random, the dice get a fresh seed."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from conquest_qt.engine.rng import Rng, seed_state
from conquest_qt.engine.rulesets.conquest.cards import DECK_SIZE
from conquest_qt.engine.rulesets.conquest.game import Game
from conquest_qt.engine.rulesets.conquest.state import GameState
from conquest_qt.engine.view import deal_hidden

if TYPE_CHECKING:
    from conquest_qt.engine.view import PlayerView


def sample_game(view: PlayerView, seed: int, topo: Any = None) -> Game:
    """A complete game consistent with the view; hidden cards and future dice are random."""
    rng = Rng(seed_state(seed))
    d = copy.deepcopy(view.public)
    armistice_cards = {a["card"] for a in d["armistices"]}
    mine = set(view.hand_ids)
    unseen = [c for c in range(DECK_SIZE) if c not in mine and c not in armistice_cards]
    hands, unseen = deal_hidden(view, unseen, rng)
    d["hands"] = hands
    d["deck"] = unseen
    d["rng"] = rng.next64()
    return Game(GameState.from_dict(d), topo)
