"""Conquest's snapshot in the shape save schemas up to 4 wrote (saves/versions.py, migration `typed_frames`; the
determinism fixture, tools/game_hashes.py): one `ctx` dict instead of typed frames and the pending
question, units as [land, air] lists with subs in a table of their own. Nothing the old shape had is
lost, so equal old shapes mean equal states."""

from __future__ import annotations

from typing import Any

# where a torpedo's sinking returns (engine) -> the decision the old shape named it by
_SINK_BACK = {"movement_again": "movement", "battles": "battle_choice"}


def old_shape(snap: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in snap.items() if k not in ("frames", "asked", "addon_state", "units")}
    units: dict[str, dict[str, list[int]]] = {}
    subs: dict[str, dict[str, int]] = {}
    for area, by in snap["units"].items():
        for owner, kinds in by.items():
            if "sub" in kinds:
                subs.setdefault(area, {})[owner] = kinds["sub"]
            else:
                units.setdefault(area, {})[owner] = [kinds.get("land", 0), kinds.get("air", 0)]
    out["units"], out["subs"] = units, subs
    ctx: dict[str, Any] = {}
    for frame in snap["frames"]:
        body = {k: v for k, v in frame.items() if k not in ("frame", "back")}
        name = frame["frame"]
        if name == "production":
            ctx.update(body)
        elif name == "execution":
            moved = {a: [k.get("land", 0), k.get("air", 0)] for a, k in body["moved"].items()}
            ctx.update(body, moved=moved, battle=None)
        elif name == "battle":
            ctx["battle"] = {k: v for k, v in body.items() if v is not None or k not in ("after", "source")}
        elif name == "sink":
            ctx["sink_back"] = _SINK_BACK[frame["back"]]
    if snap["asked"] is not None:
        ctx["who"], ctx["info"] = snap["asked"]["who"], snap["asked"]["info"]
    out["ctx"] = ctx
    return out
