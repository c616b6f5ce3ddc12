"""Loading = replaying: rebuild the game from seed + log and check it equals the saved snapshot."""

from __future__ import annotations

import json
from typing import Any

from conquest_qt.board.topology import Topology, default_topology
from conquest_qt.engine import rulesets
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.engine.seats import COLOURS, NEUTRAL
from conquest_qt.engine.undo import trailing_chain_start
from conquest_qt.saves.errors import SaveError
from conquest_qt.saves.model import SaveEnvelope
from conquest_qt.saves.summary import summarize

_AREA_RULES = ("unknown_area", "unknown_sea")


def check_ids(env: SaveEnvelope, topo: Topology | None = None) -> None:
    """Colours and area ids must exist (clear codes before the replay says something vaguer).

    An owner in the snapshot (of an area, or of the units in it) is a seated colour or `neutral`: the
    areas nobody claimed (R3.3), which in Risk hold neutral armies (V1.3), so they are in `units` too."""
    topo = topo or default_topology()
    colours: list[str] = []
    for i, p in enumerate(env.players):
        if p.colour not in COLOURS:
            raise SaveError("unknown_colour", colour=p.colour, field=f"players.{i}.colour")
        colours.append(p.colour)
    if len(set(colours)) != len(colours):
        raise SaveError("bad_setup", problem="a colour is used twice")
    seats = set(colours)
    owners_known = seats | {NEUTRAL}
    if {entry["player"] for entry in env.actions} - seats:  # one pass in C; the loop finds the first
        for i, entry in enumerate(env.actions):
            if entry["player"] not in seats:
                raise SaveError("unknown_colour", colour=entry["player"], field=f"actions.{i}.player")
    snap = env.snapshot
    owners, units, subs = snap.get("owners"), snap.get("units"), snap.get("subs")
    if isinstance(owners, dict):
        for area, owner in owners.items():
            if not topo.is_land(area):
                raise SaveError("unknown_area", area=area, field="snapshot.owners")
            if not (owner is None or (isinstance(owner, str) and owner in owners_known)):
                raise SaveError("unknown_colour", colour=str(owner), field=f"snapshot.owners.{area}")
    # the units of any area, land or sea (engine/units.py); a schema-3 file kept subs in a table of their own
    for name, table, known in (("units", units, topo.has_area), ("subs", subs, topo.is_sea)):
        if not isinstance(table, dict):
            continue
        for area, by in table.items():
            if not known(area):
                raise SaveError("unknown_area", area=area, field=f"snapshot.{name}")
            for colour in by if isinstance(by, dict) else ():
                if colour not in owners_known:
                    raise SaveError("unknown_colour", colour=str(colour), field=f"snapshot.{name}.{area}")


def rebuild(env: SaveEnvelope, topo: Topology | None = None) -> LoggedGame:
    """Replay the log from the seed; any refused or failing decision is a SaveError naming it."""
    colours = [p.colour for p in env.players]
    try:
        lg = LoggedGame.new(colours, options_from_dict(env.options.model_dump()), env.seed)
    except RuleError as exc:
        raise SaveError("bad_setup", problem=f"{exc.code} {exc.data}") from None
    except ValueError as exc:
        raise SaveError("bad_setup", problem=str(exc)) from None
    actions = env.actions
    chain = trailing_chain_start(actions, rulesets.of(lg.game).undo.types, key="action")
    i = 0
    lg.game.quiet = True  # the events of a replay are not shown to anyone
    try:
        # Up to the trailing moves nothing can be undone any more: apply to the bare game (no undo
        # trail, no per-entry bookkeeping), then log those entries at once.
        apply = lg.game.apply
        for i in range(chain):
            entry = actions[i]
            apply(entry["player"], entry["action"])
        lg.log.extend(actions[:chain])  # validated entries: exactly {"player", "action"}
        for i in range(chain, len(actions)):
            entry = actions[i]
            lg.apply(entry["player"], entry["action"])
    except RuleError as exc:
        if exc.code == "action_unknown_field":  # FORMAT.md: unknown fields are forbidden at every level
            raise SaveError("unknown_field", field=f"actions.{i}.action.{exc.data.get('field')}") from None
        if exc.code in _AREA_RULES:
            area = exc.data.get("area", exc.data.get("sea"))
            raise SaveError("unknown_area", area=area, field=f"actions.{i}.action") from None
        raise SaveError("illegal_action", index=i + 1, player=actions[i]["player"], rule=exc.code,
                        rule_data=_plain(exc.data)) from None
    except Exception as exc:  # an engine bug met through a strange file: report, never crash
        raise SaveError("engine_error", index=i + 1, problem=f"{type(exc).__name__}: {exc}"[:200]) from None
    finally:
        lg.game.quiet = False
    return lg


def verify(env: SaveEnvelope, topo: Topology | None = None) -> LoggedGame:
    """check_ids → rebuild → compare snapshot and summary. Returns the replayed game."""
    check_ids(env, topo)
    lg = rebuild(env, topo)
    replayed = normalize(lg.game.snapshot())
    stored = replayed
    old_shape = rulesets.of(lg.game).old_shape
    if "ctx" in env.snapshot and old_shape is not None:  # a schema-4 snapshot the migration could not take
        stored = old_shape(replayed)
    if canonical(stored) != canonical(env.snapshot):
        raise SaveError("snapshot_mismatch", field="snapshot" + (first_difference(env.snapshot, stored) or "."))
    fresh = summarize(replayed).model_dump(exclude={"text"})  # the text's wording may change between versions
    if fresh != env.summary.model_dump(exclude={"text"}):
        raise SaveError("snapshot_mismatch", field="summary")
    return lg


def normalize(value: Any) -> Any:
    """What a value becomes after a JSON round trip (tuples → lists, int keys → str keys)."""
    return json.loads(json.dumps(value))


def canonical(value: Any) -> str:
    """Exact comparison form: 1, 1.0 and true differ here although Python calls them equal."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _plain(data: dict[str, Any]) -> dict[str, Any]:
    try:
        return normalize(data)
    except (TypeError, ValueError):
        return {k: str(v) for k, v in data.items()}


def first_difference(a: Any, b: Any, path: str = "") -> str:
    """A dotted path to the first place where two JSON values differ ("" when they are equal)."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=str):
            if key not in a or key not in b:
                return f"{path}.{key}"
            sub = first_difference(a[key], b[key], f"{path}.{key}")
            if sub:
                return sub
        return ""
    if isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b)):
            sub = first_difference(x, y, f"{path}.{i}")
            if sub:
                return sub
        return f"{path}.{min(len(a), len(b))}" if len(a) != len(b) else ""
    if a != b or type(a) is not type(b):
        return path or "."
    return ""
