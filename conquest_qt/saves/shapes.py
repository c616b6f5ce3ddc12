"""The snapshot's shape up to schema 3, for reading older files (versions.py, migration `typed_frames`).

Until schema 3 a snapshot kept the working data of the steps under way and the pending question in one
`ctx` dict; since schema 4 they are typed frames (`frames`) and `asked` (engine/frames.py). `schema3()`
writes a snapshot in the old shape, losing nothing the old shape had: a file of schema ≤ 3 is replayed,
and its stored snapshot must equal the replay's in the old shape. Frames are read by their names; a
frame the old shape had no place for (a Risk turn outside its reinforcement, a conquest's aftermath)
adds nothing.
"""

from __future__ import annotations

from typing import Any

# where a torpedo's sinking returns (engine) -> the decision the old shape named it by
_SINK_BACK = {"movement_again": "movement", "battles": "battle_choice"}


def schema3(snap: dict[str, Any]) -> dict[str, Any]:
    """A snapshot in the shape of schema 3 (the frames and the question as one `ctx` dict)."""
    out = {k: v for k, v in snap.items() if k not in ("frames", "asked", "addon_state")}
    ctx: dict[str, Any] = {}
    for frame in snap.get("frames") or ():
        body = {k: v for k, v in frame.items() if k not in ("frame", "back")}
        name = frame.get("frame")
        if name == "production":
            ctx.update(body)
        elif name == "execution":
            ctx.update(body, battle=None)
        elif name == "battle":
            ctx["battle"] = {k: v for k, v in body.items() if v is not None or k not in ("after", "source")}
        elif name == "sink":
            ctx["sink_back"] = _SINK_BACK[frame["back"]]
        elif name == "risk_turn" and snap.get("phase") == "reinforce":
            ctx["must_trade"] = body["must_trade"]
    asked = snap.get("asked")
    if asked is not None:
        ctx["who"], ctx["info"] = asked["who"], asked["info"]
    out["ctx"] = ctx
    return out
