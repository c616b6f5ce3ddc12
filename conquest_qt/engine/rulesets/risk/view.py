"""Risk seen from a player's view: the armies of a public state, and sampling a look-ahead game (unseen
cards dealt at random, fresh dice)."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from conquest_qt.engine.rng import Rng, seed_state
from conquest_qt.engine.rulesets.risk.game import Game
from conquest_qt.engine.rulesets.risk.state import ARMY, RiskState
from conquest_qt.engine.view import deal_hidden

if TYPE_CHECKING:
    from conquest_qt.engine.view import PlayerView


def armies_of(public: dict[str, Any]) -> dict[str, int]:
    """The armies of every owned area of a public state (V1.1: its owner's `land` kind; 0 while a conquered
    area waits for its occupation)."""
    units, owners = public["units"], public["owners"]
    out: dict[str, int] = {}
    for a, o in owners.items():
        if o is not None:  # (read without a new empty dict per missing level: a look-ahead asks every decision)
            mine = units.get(a)
            kinds = mine.get(o) if mine else None
            out[a] = kinds.get(ARMY, 0) if kinds else 0
    return out


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
