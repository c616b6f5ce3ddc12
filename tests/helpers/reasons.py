"""Seeded games of both rulesets in which the hard player (and, at Conquest's movement, the expert)
explains every decision: the reasons tests of ai/ and ui/text/ read them."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from conquest_qt.ai.reason_codes import Explanation
from conquest_qt.ai.registry import make_agent
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.engine.view import player_view

COLOURS = ["red", "black", "blue", "green"]


@cache
def _games() -> tuple[tuple[str, str, Explanation], ...]:
    out: list[tuple[str, str, Explanation]] = []
    for ruleset, opts, seeds, cap in (("conquest", {"target_areas": 16, "round_cap": 12}, (1,), 1500),
                                      ("risk", {"ruleset": "risk"}, (1, 2, 3), 600)):
        for seed in seeds:
            lg = LoggedGame.new(COLOURS, options_from_dict(opts), seed)
            agents = {p: make_agent("hard", i, ruleset) for i, p in enumerate(COLOURS)}
            expert_turns = 0
            for _ in range(cap):
                if lg.game.over:
                    break
                d = lg.game.pending()
                view = player_view(lg.game, d.player)
                out.append((ruleset, str(d.kind), make_agent("hard", 7, ruleset).explain(view)))
                if ruleset == "conquest" and d.kind == "movement" and expert_turns < 3 and lg.game.s.round >= 2:
                    expert_turns += 1
                    out.append((ruleset, str(d.kind), make_agent("expert", 7).explain(view)))
                lg.apply(d.player, agents[d.player].decide_view(view))
    return tuple(out)


def explained_games() -> Iterator[tuple[str, str, Explanation]]:
    """(ruleset, decision kind, the hard player's explanation) at every decision of the seeded games."""
    yield from _games()
