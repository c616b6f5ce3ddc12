"""Golden saves (tools/make_golden_saves.py) must load forever, with the state they were saved in."""

from __future__ import annotations

import pytest

from conquest_qt.ai.registry import AGENTS, make_agent
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.engine.view import player_view
from conquest_qt.saves import load_save, make_save
from conquest_qt.saves.codec import dumps
from conquest_qt.saves.errors import SaveError
from conquest_qt.saves.files import build_envelope, load_bytes
from conquest_qt.saves.model import SaveEnvelope
from conquest_qt.saves.verify import normalize, verify
from conquest_qt.saves.versions import SCHEMA_VERSION, migrate
from tests.helpers.golden import GOLDEN, golden_raw, golden_snapshot

EXPECTED = {
    "claim.json": ("claim", {"claim"}),
    "production_window.json": ("production", {"missiles", "shield"}),
    "movement.json": ("execution", {"movement"}),
    "battle.json": ("execution", {"hits", "sink", "battle_roll"}),
    "game_over.json": ("over", {None}),
    "v1_production.json": ("production", {"missiles", "shield"}),
    "risk5_autosave.json": ("attack", {"attack"}),  # written before issue 27's fix, which it needed
    "risk_unpaced.json": ("attack", {"attack"}),  # played before V1.11's pace, which it replays without
}


def test_every_golden_file_is_listed() -> None:
    assert sorted(p.name for p in GOLDEN.glob("*.json")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_golden_save_loads_to_its_snapshot(name: str) -> None:
    loaded = load_save(GOLDEN / name)
    phase, kinds = EXPECTED[name]
    game = loaded.logged.game
    assert game.s.phase == phase
    pending = game.pending()
    assert (pending.kind if pending else None) in kinds
    raw = golden_raw(name)
    assert normalize(game.snapshot()) == golden_snapshot(name)
    assert len(loaded.logged.log) == len(raw["actions"])
    assert [p.colour for p in loaded.players][:4] == ["red", "black", "blue", "green"]
    assert loaded.players[1].name == "Jürgen"


def test_game_over_save_has_a_winner() -> None:
    env = load_save(GOLDEN / "game_over.json").envelope
    assert env.summary.winner is not None
    assert env.summary.areas[env.summary.winner] >= env.options.target_areas


def test_v1_file_is_migrated_to_the_same_game_as_v2() -> None:
    old = load_save(GOLDEN / "v1_production.json")
    new = load_save(GOLDEN / "production_window.json")
    assert old.envelope.schema_version == new.envelope.schema_version == SCHEMA_VERSION
    assert old.envelope.snapshot == new.envelope.snapshot
    assert old.envelope.summary.model_dump(exclude={"text"}) == new.envelope.summary.model_dump(exclude={"text"})
    # the derived game id is stable: the same old file always maps to the same autosave folder
    assert load_save(GOLDEN / "v1_production.json").game_id == old.game_id


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_resaving_a_loaded_game_round_trips(name: str) -> None:
    loaded = load_save(GOLDEN / name)
    env = build_envelope(loaded.logged, loaded.players, game_id=loaded.game_id)
    again = load_bytes(dumps(env))
    assert again.logged.game.snapshot() == loaded.logged.game.snapshot()
    assert again.logged.log == loaded.logged.log


def test_loaded_movement_save_can_undo_the_moves_made_before_saving() -> None:
    loaded = load_save(GOLDEN / "movement.json")
    lg = loaded.logged
    before = len(lg.log)
    assert lg.can_undo()
    entry = lg.undo()
    assert entry["action"]["type"] in ("move", "transport")
    assert len(lg.log) == before - 1
    lg.redo()
    assert normalize(lg.game.snapshot()) == golden_snapshot("movement.json")


@pytest.mark.parametrize("agent", sorted(AGENTS))
def test_games_of_every_ai_survive_a_save_and_load(agent: str) -> None:
    """Whatever shape an AI gives its actions (tuples, extra keys), the saved game replays exactly."""
    lg = LoggedGame.new(["red", "black", "blue", "green"], None, 8)
    agents = {c: make_agent(agent, i) for i, c in enumerate(lg.players)}
    while not lg.game.over and len(lg.log) < 200:
        d = lg.game.pending()
        assert d is not None
        lg.apply(d.player, agents[d.player].decide_view(player_view(lg.game, d.player)))
    loaded = load_bytes(make_save(lg).to_bytes())
    assert loaded.logged.game.snapshot() == lg.game.snapshot()


def test_schema_2_files_load_as_conquest_games() -> None:
    """Migration add_ruleset (2 -> 3): games saved before rulesets are Conquest games."""
    raw = golden_raw("battle.json")
    assert raw["schema_version"] == 2 and "ruleset" not in raw["options"]
    loaded = load_save(GOLDEN / "battle.json")
    assert loaded.envelope.schema_version == SCHEMA_VERSION
    assert loaded.envelope.options.ruleset == "conquest" and loaded.logged.game.s.options.ruleset == "conquest"


def test_a_5_player_risk_autosave_of_before_the_fix_loads() -> None:
    """Issue 27: every autosave a 5-player Risk game wrote names its neutral land's armies (V1.3) in the
    snapshot's units; the loader refused them all as damaged (unknown colour 'neutral')."""
    raw = golden_raw("risk5_autosave.json")
    assert raw["options"]["ruleset"] == "risk" and len(raw["players"]) == 5
    neutral = [area for area, by in raw["snapshot"]["units"].items() if "neutral" in by]
    assert neutral and raw["snapshot"]["owners"][neutral[0]] == "neutral"
    loaded = load_save(GOLDEN / "risk5_autosave.json")
    assert loaded.logged.game.s.owners[neutral[0]] == "neutral"
    assert raw["schema_version"] == 3 and loaded.envelope.schema_version == SCHEMA_VERSION
    assert loaded.logged.game.s.options.mission_pace == "unlimited"  # written before V1.11's pace


def test_schema_3_risk_file_replays_as_played_without_the_pace() -> None:
    """Migration add_mission_pace (3 -> 4): a Risk game saved before V1.11's pace (one mission a turn, none
    in round 1) replays with the pace it was played by; the golden game gained missions the pace forbids."""
    raw = golden_raw("risk_unpaced.json")
    assert raw["schema_version"] == 3 and "mission_pace" not in raw["options"] and "turn_mission" not in raw["snapshot"]
    loaded = load_save(GOLDEN / "risk_unpaced.json")
    assert loaded.envelope.options.mission_pace == "unlimited"
    assert loaded.logged.game.s.options.mission_pace == "unlimited"
    replay = LoggedGame.new(loaded.logged.players, loaded.logged.game.s.options, loaded.logged.seed)
    gains: dict[tuple[int, int, str], int] = {}  # (round, turn, player) -> missions gained
    for entry in loaded.logged.log:
        for e in replay.apply(entry["player"], entry["action"]):
            if e["type"] == "mission_gained":
                key = (replay.game.s.round, replay.game.s.turn, e["player"])
                gains[key] = gains.get(key, 0) + 1
    assert any(r == 1 for r, _, _ in gains), "a mission gained in round 1"
    assert max(gains.values()) >= 2, "two missions gained in one turn"
    # the same file under today's pace is another game: its snapshot is not reached
    paced = migrate(golden_raw("risk_unpaced.json"))
    paced["options"]["mission_pace"] = "one_per_turn"
    with pytest.raises(SaveError) as err:
        verify(SaveEnvelope.model_validate(paced))
    assert err.value.code == "snapshot_mismatch"


def test_current_risk_saves_keep_their_pace() -> None:
    """V1.11: a new Risk game is saved with the pace it is played by, and loads with it."""
    lg = LoggedGame.new(["red", "black", "blue", "green"], options_from_dict({"ruleset": "risk"}), 4)
    agents = {c: make_agent("random", i, "risk") for i, c in enumerate(lg.players)}
    while not lg.game.over and lg.game.s.round < 3:
        d = lg.game.pending()
        lg.apply(d.player, agents[d.player].decide_view(player_view(lg.game, d.player)))
    loaded = load_bytes(make_save(lg).to_bytes())
    assert loaded.envelope.options.mission_pace == "one_per_turn"
    assert loaded.logged.game.snapshot() == lg.game.snapshot()
