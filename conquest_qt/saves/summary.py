"""A short description of a game state for file dialogs, the recent-games list and the checker."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from conquest_qt.saves.model import SaveEnvelope, Summary


@dataclass(frozen=True)
class SaveDetails:
    """What a save's details show (issue 16 item 6): the seed is what makes the dice verifiable: the log
    replayed from it must give the saved snapshot (`conquest --check-save`)."""

    summary: Summary
    seed: int
    ruleset: str
    decisions: int
    schema_version: int


def details(env: SaveEnvelope) -> SaveDetails:
    return SaveDetails(env.summary, env.seed, env.options.ruleset, len(env.actions), env.schema_version)


# phases whose active player is the seat order's entry at `turn` counted round the table: Conquest's claim,
# cc's homes and turns (VARIANTS.md V3.2, V3.4: `turn` goes on counting through the rounds)
ROUND_ROBIN = ("claim", "home", "turn")


def summarize(snapshot: dict[str, Any]) -> Summary:
    """Round, phase, whose turn, areas per player (seat order). Raises KeyError/TypeError/ValueError on junk."""
    players = [str(p) for p in snapshot["players"]]
    owners = snapshot["owners"]
    if not isinstance(owners, dict):
        raise TypeError("owners")
    areas = {p: sum(1 for o in owners.values() if o == p) for p in players}
    phase = str(snapshot["phase"])
    order = snapshot.get("order") or []
    turn = snapshot.get("turn", 0)
    active = None
    if phase in ("cards", "production", "execution") and order and isinstance(turn, int) and 0 <= turn < len(order):
        active = str(order[turn])
    elif phase in ROUND_ROBIN and order and isinstance(turn, int):
        active = str(order[turn % len(order)])
    winner = snapshot.get("winner")
    rnd = int(snapshot["round"])
    if phase == "over":
        if isinstance(winner, list):  # a team (V3.9)
            head = f"round {rnd}, game over: {'+'.join(map(str, winner))} win"
        else:
            head = f"round {rnd}, game over: " + (f"{winner} wins" if winner else "draw")
    else:
        head = f"round {rnd}, {phase}" + (f" ({active})" if active else "")
    text = head + " - " + ", ".join(f"{p} {n}" for p, n in areas.items())
    return Summary(round=rnd, phase=phase, active=active, winner=winner, areas=areas, text=text[:400])
