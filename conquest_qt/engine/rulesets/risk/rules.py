"""Risk's rules as pure functions of plain data, for the engine and the computer players alike (so the AI
never copies a rule): the comparison of a roll (V1.7) and the areas a fortify may reach (V1.9)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


def compare(attacker: Sequence[int], defender: Sequence[int]) -> tuple[int, int, list[list[Any]]]:
    """V1.7: the highest dice compared pair by pair, ties to the defender. Returns (armies the attacker
    loses, armies the defender loses, the pairs as [attacker's die, defender's die, who lost])."""
    pairs: list[list[Any]] = []
    lost_a = lost_d = 0
    for x, y in zip(sorted(attacker, reverse=True), sorted(defender, reverse=True), strict=False):
        if x > y:
            lost_d += 1
            pairs.append([x, y, "defender"])
        else:
            lost_a += 1
            pairs.append([x, y, "attacker"])
    return lost_a, lost_d, pairs


def connected(owners: Mapping[str, str | None], adjacent: Mapping[str, Any], player: str, src: str) -> set[str]:
    """V1.9: the player's areas joined to `src` by his own areas (land neighbours and sea lanes)."""
    seen = {src}
    todo = [src]
    while todo:
        a = todo.pop()
        for b in adjacent[a]:
            if b not in seen and owners[b] == player:
                seen.add(b)
                todo.append(b)
    return seen
