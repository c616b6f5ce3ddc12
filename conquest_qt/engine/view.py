"""What one player may see (R6: hands are secret; nobody sees the deck order or future dice).

AIs and hot-seat screens get only a `PlayerView`. An AI that wants to look ahead asks the view for a
*sampled* game: its ruleset deals the cards it cannot see at random and gives the dice generator a
fresh seed — so nothing hidden can leak through it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from conquest_qt.engine import rulesets
from conquest_qt.engine.decision import Decision

if TYPE_CHECKING:
    from conquest_qt.board.topology import Topology
    from conquest_qt.engine.machine import TableGame
    from conquest_qt.engine.rng import Rng

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

    def sample_game(self, seed: int, topo: Topology | None = None) -> TableGame:
        """A complete game consistent with this view; hidden cards and future dice are random."""
        return rulesets.get(self.public["options"].get("ruleset", rulesets.DEFAULT)).sample_game(self, seed, topo)


def frame(public: dict[str, Any], name: str) -> dict[str, Any] | None:
    """The topmost frame of that name in a view's public state (engine/frames.py), as its dict, or None."""
    for f in reversed(public.get("frames") or ()):
        if f.get("frame") == name:
            found: dict[str, Any] = f
            return found
    return None


def player_view(game: TableGame, player: str | None) -> PlayerView:
    return _view(game, player, game.snapshot())


def live_view(game: TableGame, player: str | None) -> PlayerView:
    """`player_view` without copying the state (`Record.shared_dict`): the same data, but its lists and dicts
    are the game's own until its next `apply`. Only for a game that nobody else sees and whose agent only
    reads its view and decides before the game moves on: a look-ahead's sampled game (ai/search.py)."""
    return _view(game, player, game.s.shared_dict())


def _view(game: TableGame, player: str | None, snap: dict[str, Any]) -> PlayerView:
    hands = snap["hands"]
    public = {k: v for k, v in snap.items() if k not in HIDDEN}
    own = tuple(sorted(hands.get(player, []))) if player else ()
    return PlayerView(
        player=player,
        public=public,
        hand=tuple(map(rulesets.of(game).card_type, own)),
        hand_ids=own,
        hand_counts={p: len(h) for p, h in hands.items()},
        deck_size=len(snap["deck"]),
        pending=game.pending(),
    )


def deal_hidden(view: PlayerView, unseen: list[int], rng: Rng) -> tuple[dict[str, list[int]], list[int]]:
    """The others' hands dealt at random from the cards `view`'s player cannot see (his own as they are);
    what is left over, in that shuffled order, for the deck. For sampling a game from a view."""
    rng.shuffle(unseen)
    hands: dict[str, list[int]] = {}
    for p in view.public["players"]:
        if p == view.player:
            hands[p] = list(view.hand_ids)
        else:
            n = view.hand_counts.get(p, 0)
            hands[p], unseen = unseen[:n], unseen[n:]
    return hands, unseen
