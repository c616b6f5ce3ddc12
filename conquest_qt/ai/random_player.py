"""A random legal player: the baseline for tests, invariants and `conquest-sim --players random`."""

from __future__ import annotations

from typing import Any

from conquest_qt.engine.game import Game
from conquest_qt.engine.legal import build_limits, legal_actions
from conquest_qt.engine.rng import Rng
from conquest_qt.engine.view import PlayerView


class RandomPlayer:
    """Chooses uniformly among legal answers; ends movement with some probability."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed * 7919 + 17)

    def decide(self, game: Game) -> dict[str, Any]:
        d = game.pending()
        assert d is not None
        options = legal_actions(game)
        if d.kind == "movement" and self.rng.random() < 0.25:
            return {"type": "end_moves"}
        choice = dict(options[self.rng.below(len(options))])
        if choice["type"] in ("move", "transport"):
            choice["count"] = 1 + self.rng.below(choice["count"])
        elif choice["type"] == "build":
            choice = self._build(game, d.player)
        return choice

    def _build(self, game: Game, player: str) -> dict[str, Any]:
        lim = build_limits(game, player)
        pp, supply = lim["pp"], dict(lim["supply"])
        out: dict[str, dict[str, int]] = {"land": {}, "air": {}, "sub": {}}
        for _ in range(40):
            kind = ("land", "land", "air", "sub")[self.rng.below(4)]
            cost = {"land": 1, "air": 2, "sub": 5}[kind]
            places = lim["seas"] if kind == "sub" else lim["areas"]
            if cost > pp or supply[kind] <= 0 or not places:
                if pp == 0:
                    break
                continue
            where = places[self.rng.below(len(places))]
            out[kind][where] = out[kind].get(where, 0) + 1
            pp -= cost
            supply[kind] -= 1
        return {"type": "build", **out}

    def decide_view(self, view: PlayerView) -> dict[str, Any]:
        """Answer from a player's view only (what AIs get in real games)."""
        return self.decide(view.sample_game(self.rng.next64()))
