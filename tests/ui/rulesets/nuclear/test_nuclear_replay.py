"""A saved game with the nuclear add-on (VARIANTS.md V2, issue 25 item 5): the save keeps it, and the replay
viewer steps through its strikes with their log lines, the strike's arrow, its target marked and the board's
nuclear marks (nukes, contaminated and free areas)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conquest_qt.analysis.replay_index import index_save
from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.saves.files import load_save
from conquest_qt.sim import play_game
from conquest_qt.ui.game.replay_model import ReplayModel, seats_of
from conquest_qt.ui.rulesets.nuclear.markers import NuclearMarkers
from conquest_qt.ui.screens.replay_window import ReplayWindow
from tests.helpers.replays import players, saved


@pytest.fixture(scope="module")
def nuclear_save(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Any]:
    opts = options_from_dict({"ruleset": "conquest", "nuclear": True, "round_cap": 30})
    lg = play_game(["random", "easy", "normal", "hard"], 3, options=opts, keep=True).logged
    assert lg is not None
    return saved(tmp_path_factory.mktemp("nuke") / "nuclear.conquest", lg, humans=0), lg


def test_v2_a_nuclear_save_loads_as_played(nuclear_save) -> None:  # type: ignore[no-untyped-def]
    path, lg = nuclear_save
    loaded = load_save(path)
    assert loaded.envelope.options.model_dump().get("nuclear") is True
    index = index_save(loaded.envelope)
    assert index.final.snapshot() == lg.game.snapshot()


def test_v2_the_replay_steps_through_strikes_with_their_log_lines(qtbot, nuclear_save) -> None:  # type: ignore[no-untyped-def]
    path, lg = nuclear_save
    index = index_save(load_save(path).envelope)
    model = ReplayModel(index, seats_of(players(lg, 0)))
    strikes = [i for i, events in enumerate(index.events) if any(e["type"] == "nuke_declared" for e in events)]
    assert strikes
    model.seek(strikes[0] + 1)
    ev = next(e for e in index.events[strikes[0]] if e["type"] == "nuke_declared")
    step = [model.entries[i].text for i in model.step_lines()]
    assert any(t.startswith("Nuclear attack by ") for t in step), step
    assert (ev["from"], ev["to"]) in [(a[0], a[1]) for a in model.arrows()]
    assert model.battle_area() == ev["to"]
    w = ReplayWindow(model, "nuclear.conquest")
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    marks = [p for p in w.markers.parts if isinstance(p, NuclearMarkers)]
    assert marks
    hit = next(i for i, events in enumerate(index.events) if any(e["type"] == "contaminated" for e in events))
    model.seek(hit + 1)
    area = next(e for e in index.events[hit] if e["type"] == "contaminated")["area"]
    assert all(s.isVisible() and "round" in s.toolTip() for s in marks[0].signs[area])
