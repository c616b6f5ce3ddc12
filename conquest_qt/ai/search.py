"""Determinized Monte-Carlo rollouts from a player view (the expert's chance model and look-ahead).

A rollout deals the cards the player cannot see at random (`view.sample_game(seed)`: never the real
hands or deck) with fresh dice, plays the rest of the player's turn with a committed plan, then
every opponent's reply in turn order with a fast policy, and stops when the player is about to move
again (or the game is over). Battles in a rollout are rolled by the engine from the sampled seed,
so their outcomes follow the exact battle odds; the same seed for every candidate plan (common
random numbers) keeps the comparison between plans fair.

This loop needs only the kernel's interface (`pending`, `apply`, `over`, a view of the sampled
game): any ruleset whose players take turns in an order known at the player's decision can use it. The
policies answer the ruleset's own decisions; an add-on's question met in a rollout (the nuclear add-on's
counter-strike after a conquest, VARIANTS.md V2.8) gets its safest legal answer (pass, stop).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conquest_qt.ai.safe import safest
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.legal import legal_actions
from conquest_qt.engine.view import PlayerView, player_view

Agent = Any


def rollout(view: PlayerView, seed: int, me_agent: Agent, opponent: Callable[[str, int], Agent],
            stop: Callable[[Any], bool], max_decisions: int = 600,
            view_of: Callable[[Any, str], PlayerView] = player_view, start: Any = None) -> Any:
    """Play a sampled game forward until `stop(game)` or its end; returns the sampled game. `view_of` makes
    each agent's view: `engine.view.live_view` for agents that only read it (no copy of the state). `start`:
    `view.sample_game(seed)` made once for several rollouts (the plans a search compares), played from a copy:
    the same game, cheaper than sampling it again."""
    game = view.sample_game(seed) if start is None else start.copy()
    game.quiet = True  # nobody watches a rollout: no events
    me = view.player
    own = game.TABLE.kinds  # the ruleset's decisions; an add-on's get their safest answer
    agents: dict[str, Agent] = {}
    for i, p in enumerate(game.s.players):
        if p != me:
            agents[p] = opponent(p, seed * 7 + i)
    n = 0
    while not game.over and n < max_decisions:
        d = game.pending()
        if d is None or stop(game):
            break
        agent = me_agent if d.player == me else agents[d.player]
        try:
            if d.kind in own:
                action = agent.decide_view(view_of(game, d.player))
            else:  # an add-on's question (a rival's counter-strike, V2.8): the ruleset's policies do not know it
                action = safest(legal_actions(game))
            game.apply(d.player, action)
        except RuleError:  # a policy's slip in a sampled game (nothing changed): judge the position as it is
            break
        n += 1
    return game
