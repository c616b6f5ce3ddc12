"""What every ruleset keeps of R1–R3 (VARIANTS.md V0.2), written once: the six seat colours and who may
sit down, seat order, the neutral areas of the deal, claiming, elimination and the outcome of a game
(one colour, a team's colours, or a draw)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from conquest_qt.engine.errors import RuleError

if TYPE_CHECKING:
    from conquest_qt.engine.rng import Rng
    from conquest_qt.engine.steps import Flow

COLOURS: tuple[str, ...] = ("red", "black", "blue", "green", "yellow", "white")  # R1, in this order
NEUTRAL = "neutral"  # the owner of areas nobody claimed (R3.3, V1.2)


def check_seats(players: list[str], smallest: int) -> None:
    """Distinct colours of R1, from `smallest` to six players (RuleError `malformed_action` else)."""
    if len(set(players)) != len(players) or any(p not in COLOURS for p in players):
        raise RuleError("malformed_action", field="players")
    if not smallest <= len(players) <= 6:
        raise RuleError("malformed_action", field="players", count=len(players))


def seat_order_from(players: Sequence[str], first: str, out: Iterable[str] = ()) -> list[str]:
    """The seats clockwise from `first` (R1, R5), without the players in `out` (eliminated ones)."""
    i = players.index(first)
    gone = set(out)
    return [p for p in (*players[i:], *players[:i]) if p not in gone]


def deal_neutral(areas: Sequence[str], players: int, rng: Rng) -> tuple[list[str], list[str]]:
    """R3.3 / V1.3: as many areas as do not divide evenly among the players start neutral, drawn from the
    shuffled areas; returns (the neutral areas, the others in the shuffled order a deal follows)."""
    n = len(areas) % players
    free = list(areas)
    rng.shuffle(free)
    return free[:n], free[n:]


def next_claim(free: Sequence[str], claimer: str, claim: Callable[[str, str], Flow],
               ask_claim: Callable[[str], Flow], done: Callable[[], Flow]) -> Flow:
    """R3.3: in seat order each player claims a free area; the last one is taken by itself."""
    if not free:
        return done()
    if len(free) == 1:
        return claim(claimer, free[0])
    return ask_claim(claimer)


def mark_eliminated(eliminated: list[str], player: str) -> None:
    """V0.2: a player with nothing left is out for good (his seat is skipped from now on)."""
    if player not in eliminated:
        eliminated.append(player)


@dataclass(frozen=True)
class Outcome:
    """How a game ended: its winners (one colour, a team's colours — V3.9) or none (a draw)."""

    winners: tuple[str, ...]

    @staticmethod
    def of(winner: str | Sequence[str] | None) -> Outcome:
        """From a state's `winner`: a colour, a team's list of colours, or None."""
        if winner is None:
            return Outcome(())
        if isinstance(winner, str):
            return Outcome((winner,))
        return Outcome(tuple(winner))

    @property
    def draw(self) -> bool:
        return not self.winners

    @property
    def team(self) -> bool:
        return len(self.winners) > 1

    def won(self, player: str) -> bool:
        return player in self.winners
