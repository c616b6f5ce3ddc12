"""Risk's snapshot in the shape save schemas up to 4 wrote (saves/versions.py, migration `typed_frames`): one `ctx`
dict instead of typed frames and the pending question, and the armies as `armies` (area -> n for every
owned area) with the board's `units` derived from them. Nothing the old shape had is lost."""

from __future__ import annotations

from typing import Any


def old_shape(snap: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in snap.items() if k not in ("frames", "asked", "addon_state", "units")}
    units = snap["units"]
    armies = {a: units.get(a, {}).get(o, {}).get("land", 0) for a, o in snap["owners"].items() if o is not None}
    out["armies"] = dict(sorted(armies.items()))
    out["units"] = {a: {o: [n, 0]} for a, n in sorted(armies.items()) if n and (o := snap["owners"].get(a))}
    out["subs"] = {}
    ctx: dict[str, Any] = {}
    if snap["phase"] == "reinforce":
        for frame in snap["frames"]:
            if frame["frame"] == "risk_turn":
                ctx["must_trade"] = frame["must_trade"]
    if snap["asked"] is not None:
        ctx["who"], ctx["info"] = snap["asked"]["who"], snap["asked"]["info"]
    out["ctx"] = ctx
    return out
