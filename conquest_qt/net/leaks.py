"""Does a client's record of a game hold what it must not (issue 29)? Checked with the game replayed from
the seed the host opened at the end: before `over`, no line names a hidden field (hands, deck, the
generator, the seed, the salt) or holds the seed's or salt's text, every view holds exactly its own
seat's hand at that decision, and no other player's hand nor the deck's order (three cards or more)
appears in the bytes, in any order written."""

from __future__ import annotations

import json
from itertools import permutations
from typing import Any

from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.net.views import SECRET_FIELDS

ALLOWED = frozenset(("hand", "hand_ids"))  # the view's own hand


def _keys(value: Any, out: set[str]) -> None:
    if isinstance(value, dict):
        out.update(value)
        for v in value.values():
            _keys(v, out)
    elif isinstance(value, list):
        for v in value:
            _keys(v, out)


def _written(ids: list[int]) -> list[bytes]:
    """The ways a list of card ids may be written (compact JSON, either order for short ones)."""
    orders = permutations(ids) if len(ids) <= 4 else (ids, sorted(ids))
    return [json.dumps(list(o), separators=(",", ":")).encode() for o in orders]


def _hidden(lg: LoggedGame) -> tuple[dict[str, list[int]], list[int]]:
    s = lg.game.s
    return {p: list(h) for p, h in s.hands.items()}, list(s.deck)


def _superseded(msgs: list[dict[str, Any]]) -> list[bool]:
    """The views of decisions a restarted host lost (it went on from its autosave, a decision or two
    earlier, and may have played them otherwise): a later sync with a smaller serial replaced them."""
    out = [False] * len(msgs)
    low: int | None = None
    for i in range(len(msgs) - 1, -1, -1):
        serial = msgs[i].get("serial")
        if isinstance(serial, int) and "view" in msgs[i]:
            out[i] = low is not None and serial > low
            if msgs[i]["t"] == "sync":
                low = serial if low is None else min(low, serial)
    return out


def find_leaks(lines: list[bytes], seat: str) -> list[str]:
    """What the record of `seat` reveals that it must not; [] when nothing (or no `over` to check with)."""
    msgs = [json.loads(line) for line in lines]
    over = next((m for m in msgs if m.get("t") == "over"), None)
    welcome = next((m for m in msgs if m.get("t") == "welcome"), None)
    if over is None or welcome is None:
        return ["no over or welcome to check with"]
    found: list[str] = []
    # (a short seed, a test's, would be found in any number)
    secrets_text = [t for t in (str(over["seed"]).encode(), over["salt"].encode()) if len(t) >= 9]
    lg = LoggedGame.new(over["players"], options_from_dict(welcome["options"]), over["seed"])
    states = [_hidden(lg)]
    for entry in over["log"]:
        lg.apply(entry["player"], entry["action"])
        states.append(_hidden(lg))
    superseded = _superseded(msgs)
    for i, (line, msg) in enumerate(zip(lines, msgs, strict=True)):
        if msg.get("t") == "over":
            break
        keys: set[str] = set()
        _keys(msg, keys)
        bad = (keys & SECRET_FIELDS) - ALLOWED
        if bad:
            found.append(f"{msg['t']}: hidden fields {sorted(bad)}")
        for text in secrets_text:
            if text in line:
                found.append(f"{msg['t']}: the seed or salt")
        if "view" in msg and not superseded[i]:
            hands, deck = states[msg["serial"]]
            view = msg["view"]
            if sorted(view["hand_ids"]) != sorted(hands.get(seat, [])) or view["player"] != seat:
                found.append(f"{msg['t']} {msg['serial']}: a view that is not {seat}'s")
            written = [w for p, h in hands.items() if p != seat and len(h) >= 3 for w in _written(h)]
            if len(deck) >= 5:
                written.append(json.dumps(deck[:5], separators=(",", ":")).encode()[:-1])  # "[a,b,c,d,e"
            if any(w in line for w in written):
                found.append(f"{msg['t']} {msg['serial']}: another hand or the deck's order")
    return found
