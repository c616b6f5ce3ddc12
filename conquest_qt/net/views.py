"""What crosses the wire of a game: a seat's `PlayerView` as plain data and back, and the events a seat
may see.

Events are public unless the ruleset (or an enabled add-on) says otherwise: its engine package may define
`EVENT_VISIBILITY = {event type: "public" | "own" | "none"}` ("own": only the event's `player` sees it).
Neither ruleset needs one today (a draw is told as a count, a trade shows the cards traded). Whatever the
table says, no event leaves the host with a field named like hidden state (hands, deck, the generator,
the seed)."""

from __future__ import annotations

import functools
import importlib
from collections.abc import Iterable
from typing import Any

from conquest_qt import manifest
from conquest_qt.engine.decision import Decision
from conquest_qt.engine.view import HIDDEN, PlayerView

SECRET_FIELDS = frozenset((*HIDDEN, "seed", "hand_ids", "salt"))


def view_to_data(view: PlayerView) -> dict[str, Any]:
    pending = view.pending
    return {
        "player": view.player,
        "public": view.public,
        "hand": list(view.hand),
        "hand_ids": list(view.hand_ids),
        "hand_counts": dict(view.hand_counts),
        "deck_size": view.deck_size,
        "pending": None if pending is None else {"player": pending.player, "kind": str(pending.kind),
                                                 "info": dict(pending.info)},
    }


def view_from_data(data: dict[str, Any]) -> PlayerView:
    """A view sent by the host; ValueError (KeyError, TypeError) when it is not one."""
    pending = data["pending"]
    return PlayerView(
        player=data["player"],
        public=dict(data["public"]),
        hand=tuple(data["hand"]),
        hand_ids=tuple(int(i) for i in data["hand_ids"]),
        hand_counts={str(k): int(v) for k, v in data["hand_counts"].items()},
        deck_size=int(data["deck_size"]),
        pending=None if pending is None else Decision(pending["player"], pending["kind"], dict(pending["info"])),
    )


@functools.cache
def _table(package: str) -> dict[str, str]:
    table: dict[str, str] = getattr(importlib.import_module(package), "EVENT_VISIBILITY", {})
    return table


def visibility(options: dict[str, Any]) -> dict[str, str]:
    """The event visibility of a game with these options: its ruleset's, then its enabled add-ons'."""
    ruleset = options.get("ruleset", manifest.DEFAULT)
    table = dict(_table(manifest.get(ruleset).engine))
    for addon in manifest.addons_for(ruleset):
        if options.get(addon):
            table.update(_table(manifest.get(addon).engine))
    return table


def _scrub(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _scrub(v) for k, v in value.items() if k not in SECRET_FIELDS}
    if isinstance(value, list):
        return [_scrub(v) for v in value]
    return value


def visible_events(events: Iterable[dict[str, Any]], seat: str | None, table: dict[str, str]) -> list[dict[str, Any]]:
    """The events `seat` may see (None: a spectator), without hidden fields."""
    out = []
    for ev in events:
        rule = table.get(ev.get("type", ""), "public")
        if rule == "none" or (rule == "own" and (seat is None or ev.get("player") != seat)):
            continue
        out.append(_scrub(ev))
    return out
