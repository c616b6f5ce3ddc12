"""Comanda & Conquista games that end (VARIANTS.md V3): a greedy policy for tests — it attacks whenever the
exact preview says it wins, buys armour at home, marches every stack towards the nearest enemy nation and
ends its turn."""

from __future__ import annotations

from collections import deque
from typing import Any

from conquest_qt.engine import rulesets
from conquest_qt.engine.replay import LoggedGame
from conquest_qt.engine.rulesets.cc.battle import preview
from tests.helpers.legal import legal_actions

CC = rulesets.get("cc")


def _distance_to_enemy(game: Any, player: str) -> dict[str, int]:
    s, step = game.s, game.board.step
    start = [a for a, o in s.owners.items() if s.enemy(player, o)]
    dist = dict.fromkeys(start, 0)
    todo = deque(start)
    while todo:
        a = todo.popleft()
        for b in step[a]:
            if b not in dist:
                dist[b] = dist[a] + 1
                todo.append(b)
    return dist


def greedy(game: Any) -> dict[str, Any]:
    d = game.pending()
    acts = legal_actions(game)
    if d.kind != "turn":
        return acts[0]
    p = d.player
    for a in acts:
        if a["type"] == "attack" and preview(game, p, a).attacker_wins:
            return a
    for a in acts:
        if a["type"] == "buy" and a["kind"] == "arm":
            return a
    dist = _distance_to_enemy(game, p)
    best, gain = None, 0
    for a in acts:
        if a["type"] == "move" and a["kind"] != "air":
            g = dist.get(a["from"], 99) - dist.get(a["to"], 99)
            if g > gain or (g == gain and best is not None and a["count"] > best["count"]):
                best, gain = a, g
    return best if best is not None else {"type": "end_turn"}


def played_to_the_end(players: list[str], options: Any, seed: int = 1, limit: int = 3000) -> LoggedGame:
    lg = LoggedGame.new(players, options, seed)
    for _ in range(limit):
        if lg.game.over:
            break
        d = lg.game.pending()
        lg.apply(d.player, greedy(lg.game))
    return lg
