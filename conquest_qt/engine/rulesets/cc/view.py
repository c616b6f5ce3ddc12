"""Comanda & Conquista seen from a player's view: nothing is hidden (no cards, no dice), so a look-ahead
game is the view's own state with a fresh generator."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from conquest_qt.engine.rng import Rng, seed_state
from conquest_qt.engine.rulesets.cc.game import Game
from conquest_qt.engine.rulesets.cc.state import CcState

if TYPE_CHECKING:
    from conquest_qt.engine.view import PlayerView


def sample_game(view: PlayerView, seed: int, topo: Any = None) -> Game:
    d = copy.deepcopy(view.public)
    d["hands"] = {p: [] for p in d["players"]}
    d["deck"] = []
    d["rng"] = Rng(seed_state(seed)).next64()
    return Game(CcState.from_dict(d), topo)


def card_type(card: int) -> str:
    """V3 has no cards (V3.1)."""
    raise ValueError(f"no card {card} in cc")
