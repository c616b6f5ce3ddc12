"""What a hint shows on the board: arrows for the moves and attacks it suggests, markers (a ring, a short
label) for attack targets, claims, builds, placements, battles and torpedoes; the turn controller draws them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from conquest_qt.ai.reason_codes import Explanation
from conquest_qt.ui.board.board_arrows import HINT

Arrow = tuple[str, str, str, int]  # from, to, kind, count (as TurnController.arrows)
Mark = tuple[str, str]  # area, label


def hint_drawing(ex: Explanation, owners: Mapping[str, Any], player: str,
                 info: Mapping[str, Any]) -> tuple[list[Arrow], list[Mark]]:
    """The arrows and markers of an explained answer, for `player` on a board with these owners."""
    arrows: list[Arrow] = []
    marks: dict[str, int] = {}
    rings: list[str] = []
    nukes: dict[str, int] = {}
    for a in ex.steps():
        t = a.get("type")
        if t == "move" or t == "transport":
            if t == "transport" or a.get("kind") == "sub":
                kind = "sea"
            elif a.get("kind") == "air":
                kind = "air"
            else:
                kind = "move" if owners.get(a["to"]) == player else "attack"
            arrows.append((a["from"], a["to"], HINT + kind, int(a["count"])))
            if kind == "attack":
                rings.append(a["to"])  # the target ringed too: neighbours' arrows are short
        elif t == "attack":
            arrows.append((a["from"], a["to"], HINT + "attack", 0))
            rings.append(a["to"])
        elif t == "fortify":
            arrows.append((a["from"], a["to"], HINT + "move", int(a["count"])))
        elif t == "occupy" and "from" in info and "to" in info:
            arrows.append((info["from"], info["to"], HINT + "move", int(a["count"])))
        elif t in ("build", "place"):
            for key in ("land", "air", "sub"):
                for area, n in (a.get(key) or {}).items():
                    marks[area] = marks.get(area, 0) + int(n)
            for area, n in (a.get("nuke") or {}).items():  # nukes bought (VARIANTS.md V2.1)
                nukes[area] = nukes.get(area, 0) + int(n)
        elif t == "nuke":  # a nuclear attack (V2.2): from the nukes' area to its target, the target ringed
            arrows.append((a["from"], a["to"], HINT + "attack", int(a.get("count", 0))))
            rings.append(a["to"])
        elif t == "intercept":  # V2.3: the area it is intercepted from
            rings.append(a["at"])
        elif t == "occupy_free":  # V2.7
            arrows.append((a["from"], a["to"], HINT + "move", int(a["count"])))
        elif t in ("claim", "place_capital", "battle"):
            rings.append(a["area"])
        elif t == "roll" and info.get("area"):
            rings.append(info["area"])
        elif t == "sink":
            rings += [s["sea"] for s in a["subs"]]
    labels: dict[str, list[str]] = {}
    for area, n in sorted(marks.items()):
        if n:
            labels.setdefault(area, []).append(f"+{n}")
    for area, n in sorted(nukes.items()):
        if n:
            labels.setdefault(area, []).append(f"+{n}\u2622")  # "+1☢": nukes beside the units, one mark
    out = [(area, " ".join(texts)) for area, texts in sorted(labels.items())]
    out += [(area, "") for area in dict.fromkeys(rings)]
    return arrows, out
