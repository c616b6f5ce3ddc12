"""Every computer player can think in the window's child process (ai/thinker.py): it is sent there pickled,
so every level of every ruleset, with each add-on that ruleset accepts, survives a pickle round trip and then
decides as the original does (the V2 nuclear players kept a module and recursed in __getattr__ on unpickling:
the child failed and the driver played the first legal answer instead)."""

from __future__ import annotations

import pickle

import pytest

from conquest_qt import manifest
from conquest_qt.ai.registry import agents_for, make_agent
from conquest_qt.engine import rulesets
from conquest_qt.engine.view import player_view

CASES = [(rid, level, addons) for rid in manifest.rulesets() for level in agents_for(rid)
         for addons in ((), *((a,) for a in manifest.addons_for(rid)))]


@pytest.mark.parametrize(("ruleset", "level", "addons"), CASES,
                         ids=lambda v: "+".join(v) if isinstance(v, tuple) else v)
def test_a_player_survives_the_trip_to_the_child_and_decides_alike(ruleset: str, level: str,
                                                                    addons: tuple[str, ...]) -> None:
    rs = rulesets.get(ruleset)
    options = rs.options.from_dict({"ruleset": ruleset, **dict.fromkeys(addons, True)})
    game = rs.game.new(["red", "black", "blue", "green"], options, 5)
    agent = make_agent(level, 11, ruleset, addons)
    copy = pickle.loads(pickle.dumps(agent))
    view = player_view(game, game.pending().player)
    assert copy.decide_view(view) == agent.decide_view(view)
