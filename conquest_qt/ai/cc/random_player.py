"""A player uniform among the legal answers of its view's game; it ends its turn now and then (V3.4's free
order would otherwise give very long turns), and honours teams (allies are never attacked: V3.8, the
engine's own rule)."""

from __future__ import annotations

from typing import Any

from conquest_qt.engine.rng import Rng
from conquest_qt.engine.rulesets.cc.kinds import Act, Kind
from conquest_qt.engine.rulesets.cc.legal import legal_actions
from conquest_qt.engine.view import PlayerView

Action = dict[str, Any]
END_CHANCE = 0.15


class RandomCcPlayer:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed * 7919 + 29)

    def decide_view(self, view: PlayerView) -> Action:
        return self.decide(view.sample_game(self.rng.next64()))

    def decide(self, game: Any) -> Action:
        """From a game (a sampled one, or the real one in engine benchmarks and tests)."""
        d = game.pending()
        if d is not None and d.kind == Kind.TURN and self.rng.random() < END_CHANCE:
            return {"type": Act.END_TURN}
        options = legal_actions(game)
        return dict(options[self.rng.below(len(options))])
