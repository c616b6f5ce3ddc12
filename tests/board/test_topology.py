"""The board topology (R1 board, R10 constraints) and its loader's errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conquest_qt.board.topology import TopologyError, default_topology, is_connected, load_topology
from conquest_qt.paths import resource


def test_r1_36_lands_and_8_seas_connected_and_symmetric() -> None:
    t = default_topology()
    assert len(t.lands) == 36 and len(t.seas) == 8
    assert is_connected(t)
    for a, ns in t.land_neighbours.items():
        assert all(a in t.land_neighbours[n] for n in ns)
    for s, ns in t.sea_neighbours.items():
        assert all(s in t.sea_neighbours[n] for n in ns)
    for land, seas in t.land_seas.items():
        assert all(land in t.sea_lands[s] for s in seas)


def test_r1_pacific_wraps_tokyo_north_pacific_los_angeles() -> None:
    t = default_topology()
    assert "north_pacific" in t.land_seas["tokyo"] and "north_pacific" in t.land_seas["los_angeles"]
    assert "los_angeles" in t.air_reach["tokyo"]
    assert "south_pacific" in t.land_seas["lima"] and "south_pacific" in t.land_seas["sydney"]


def test_r10_rulebook_example_constraints() -> None:
    t = default_topology()
    for area in ("montreal", "coppermine", "victoria"):
        assert "north_atlantic" in t.land_seas[area]
    assert "north_atlantic" not in t.land_seas["mexico_city"]
    assert "mexico_city" in t.air_reach["coppermine"]  # a plane reaches it in two steps
    assert "los_angeles" in t.land_neighbours["anchorage"] and "los_angeles" in t.land_neighbours["chicago"]
    assert "mexico_city" in t.land_neighbours["chicago"]
    assert "montreal" in t.land_neighbours["chicago"]


def test_islands_have_no_land_neighbour() -> None:
    t = default_topology()
    for island in ("london", "tokyo", "manila"):
        assert t.land_neighbours[island] == frozenset()


def _write(tmp_path: Path, data: object) -> Path:
    p = tmp_path / "map.json"
    p.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return p


def test_broken_map_files_give_clear_messages(tmp_path: Path) -> None:
    raw = json.loads(resource("board", "topology.json").read_text())
    with pytest.raises(TopologyError, match="not valid JSON"):
        load_topology(_write(tmp_path, "{broken"))
    with pytest.raises(TopologyError, match="not found"):
        load_topology(tmp_path / "missing.json")
    bad = json.loads(json.dumps(raw))
    del bad["lands"][0]["neighbours"]
    with pytest.raises(TopologyError, match=r"lands\.0\.neighbours"):
        load_topology(_write(tmp_path, bad))
    bad = json.loads(json.dumps(raw))
    bad["lands"][0]["neighbours"].append("atlantis")
    with pytest.raises(TopologyError, match="atlantis"):
        load_topology(_write(tmp_path, bad))
    bad = json.loads(json.dumps(raw))
    bad["lands"][0]["neighbours"] = ["perth"]
    with pytest.raises(TopologyError, match="does not list"):
        load_topology(_write(tmp_path, bad))
    with pytest.raises(TopologyError, match="JSON object"):
        load_topology(_write(tmp_path, "[]"))
