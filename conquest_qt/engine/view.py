"""What one player may see (R6: hands are secret; nobody sees the deck order or future dice).

AIs and hot-seat screens get only a `PlayerView`. An AI that wants to look ahead asks the view for a
*sampled* game: other hands and the deck are dealt at random from the cards it cannot see, and the
dice generator gets a fresh seed — so nothing hidden can leak through it.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from conquest_qt.engine.cards import CARD_TYPE, DECK_SIZE
from conquest_qt.engine.decision import Decision
from conquest_qt.engine.game import Game
from conquest_qt.engine.rng import Rng, seed_state
from conquest_qt.engine.state import GameState

HIDDEN = ("hands", "deck", "rng")


@dataclass(frozen=True)
class PlayerView:
    player: str | None  # None: a spectator (sees no hand at all)
    public: dict[str, Any]  # the state without hands, deck and generator
    hand: tuple[str, ...]  # the player's own card types
    hand_ids: tuple[int, ...]
    hand_counts: dict[str, int]  # every player's number of cards (public)
    deck_size: int
    pending: Decision | None

    @property
    def my_decision(self) -> bool:
        return self.pending is not None and self.pending.player == self.player

    def sample_game(self, seed: int, topo: Any = None) -> Game:
        """A complete game consistent with this view; hidden cards and future dice are random."""
        rng = Rng(seed_state(seed))
        d = copy.deepcopy(self.public)
        armistice_cards = {a["card"] for a in d["armistices"]}
        mine = set(self.hand_ids)
        unseen = [c for c in range(DECK_SIZE) if c not in mine and c not in armistice_cards]
        rng.shuffle(unseen)
        hands: dict[str, list[int]] = {}
        for p in d["players"]:
            if p == self.player:
                hands[p] = list(self.hand_ids)
            else:
                n = self.hand_counts.get(p, 0)
                hands[p], unseen = unseen[:n], unseen[n:]
        d["hands"] = hands
        d["deck"] = unseen
        d["rng"] = rng.next64()
        return Game(GameState.from_dict(d), topo)


def player_view(game: Game, player: str | None) -> PlayerView:
    snap = game.snapshot()
    hands = snap["hands"]
    public = {k: v for k, v in snap.items() if k not in HIDDEN}
    own = tuple(sorted(hands.get(player, []))) if player else ()
    return PlayerView(
        player=player,
        public=public,
        hand=tuple(CARD_TYPE[c] for c in own),
        hand_ids=own,
        hand_counts={p: len(h) for p, h in hands.items()},
        deck_size=len(snap["deck"]),
        pending=game.pending(),
    )
