"""Schema versions of the save file: an append-only history with one named migration per step.

Rules: never edit or remove an entry; a new version appends a SchemaVersion and a Migration from the
previous one. Migrations work on the raw JSON dict, before validation, one step at a time.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from conquest_qt.saves.errors import SaveError
from conquest_qt.saves.summary import summarize


@dataclass(frozen=True)
class SchemaVersion:
    number: int
    description: str


@dataclass(frozen=True)
class Migration:
    from_version: int
    name: str
    step: Callable[[dict[str, Any]], dict[str, Any]]


SCHEMA_HISTORY: tuple[SchemaVersion, ...] = (
    SchemaVersion(1, "ARCHITECTURE principle 8: format, schema_version, app_version, options, players, "
                     "seed, actions, snapshot"),
    SchemaVersion(2, "adds game_id (groups autosaves), saved_at and a summary for file dialogs"),
    SchemaVersion(3, "options name their ruleset (engine/rulesets): options.ruleset, also in the snapshot"),
    SchemaVersion(4, "Risk's options carry V1.11's mission pace (options.mission_pace, also in the snapshot) and "
                     "its state the mission gained this turn (snapshot.turn_mission)"),
    SchemaVersion(5, "the snapshot's ctx becomes typed frames and the pending question (engine/frames.py): "
                     "snapshot.frames, snapshot.asked, snapshot.addon_state; units by kind in one table "
                     "(engine/units.py): Conquest's subs and Risk's armies join snapshot.units"),
)
SCHEMA_VERSION: int = SCHEMA_HISTORY[-1].number


def _v1_add_game_id_and_summary(raw: dict[str, Any]) -> dict[str, Any]:
    """v1 → v2: a game id derived from the game's start (stable for the same file), no save time, summary."""
    start = [raw.get("seed"), raw.get("players"), raw.get("options"), (raw.get("actions") or [])[:40]]
    digest = hashlib.sha256(json.dumps(start, sort_keys=True).encode()).hexdigest()[:32]
    out = dict(raw)
    out["game_id"] = digest
    out["saved_at"] = ""
    out["summary"] = summarize(raw["snapshot"]).model_dump()
    return out


def _v2_add_ruleset(raw: dict[str, Any]) -> dict[str, Any]:
    """v2 → v3: every game before rulesets was Conquest."""
    out = dict(raw)
    if isinstance(raw.get("options"), dict):  # anything else is refused by validation
        out["options"] = {"ruleset": "conquest", **raw["options"]}
    snapshot = raw.get("snapshot")
    if isinstance(snapshot, dict) and isinstance(snapshot.get("options"), dict):
        out["snapshot"] = {**snapshot, "options": {"ruleset": "conquest", **snapshot["options"]}}
    return out


def _v3_add_mission_pace(raw: dict[str, Any]) -> dict[str, Any]:
    """v3 → v4: a Risk game saved before V1.11's pace was played without it: it replays "unlimited" (several
    missions at one check, action missions in round 1), and its state never recorded a mission of the turn.
    Risk's options are those with its `risk_version` (V1.1; a schema 3 file of another ruleset has none)."""
    options = raw.get("options")
    if not isinstance(options, dict) or "risk_version" not in options:
        return raw  # another ruleset's options, or refused by validation
    out = dict(raw)
    out["options"] = {**options, "mission_pace": "unlimited"}
    snapshot = raw.get("snapshot")
    if isinstance(snapshot, dict):
        snap = {**snapshot, "turn_mission": None}
        if isinstance(snapshot.get("options"), dict):
            snap["options"] = {**snapshot["options"], "mission_pace": "unlimited"}
        out["snapshot"] = snap
    return out


def _v3_typed_frames(raw: dict[str, Any]) -> dict[str, Any]:
    """v4 → v5: the snapshot's one `ctx` dict becomes typed frames and `asked` (engine/frames.py).

    The old shape does not hold everything the new one does (a Risk conquest's previous owner), so the
    log is replayed and the replay's snapshot taken when, written in the old shape (the ruleset's
    `old_shape`), it is the file's. A file that differs keeps its old snapshot: loading checks its ids and
    then compares it with the replay written in the old shape (verify.py), naming the first difference."""
    snap = raw.get("snapshot")
    if not isinstance(snap, dict) or "ctx" not in snap:
        return raw
    from conquest_qt.engine import rulesets
    from conquest_qt.engine.replay import LoggedGame

    try:
        options = rulesets.options_from_dict(raw["options"])
        old_shape = rulesets.get(options.ruleset).old_shape
        assert old_shape is not None
        lg = LoggedGame.new([p["colour"] for p in raw["players"]], options, raw["seed"])
        game = lg.game
        game.quiet = True
        for entry in raw["actions"]:
            game.apply(entry["player"], entry["action"])
        replayed = json.loads(json.dumps(game.snapshot()))
    except Exception:  # a damaged file: loading replays it again and says what is wrong
        return raw
    if _canonical(old_shape(replayed)) != _canonical(snap):
        return raw  # damaged: loading checks its ids, then names the first difference in the file's own shape
    return {**raw, "snapshot": replayed}


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "add_game_id_and_summary", _v1_add_game_id_and_summary),
    Migration(2, "add_ruleset", _v2_add_ruleset),
    Migration(3, "add_mission_pace", _v3_add_mission_pace),
    Migration(4, "typed_frames", _v3_typed_frames),
)


def migrate(raw: dict[str, Any]) -> dict[str, Any]:
    """Bring a raw save dict up to SCHEMA_VERSION; refuses unknown and newer versions."""
    found = raw.get("schema_version")
    if not isinstance(found, int) or isinstance(found, bool) or found < SCHEMA_HISTORY[0].number:
        raise SaveError("bad_version", found=found if isinstance(found, int | str | float | None) else "?")
    if found > SCHEMA_VERSION:
        raise SaveError("newer_version", found=found, supported=SCHEMA_VERSION)
    steps = {m.from_version: m for m in MIGRATIONS}
    version = found
    while version < SCHEMA_VERSION:
        m = steps[version]
        try:
            raw = m.step(raw)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise SaveError("migration_failed", found=found, step=m.name, problem=type(exc).__name__) from None
        version += 1
        raw["schema_version"] = version
    return raw
