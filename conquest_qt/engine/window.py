"""The kernel's window "ask each other player in seat order until one acts" (principle 3).

Conquest's missiles (R7.1: every opponent from the producer on may fire, any number) and the nuclear
add-on's interception (V2.3: third players in seat order from the striker; the first interception ends
it) are the same pattern: a queue of the other players in seat order, skipping those who cannot act
now; the head is asked; a pass moves on; an action either keeps the head (he may act again) or closes
the window. A ruleset's frame for such a window derives from `SeatWindow`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from conquest_qt.engine.frames import Frame


@dataclass(kw_only=True)
class SeatWindow(Frame):
    queue: list[str] = field(default_factory=list)  # who may still be asked, in order

    def head(self, eligible: Callable[[str], bool]) -> str | None:
        """The next player who can act now (those who cannot are dropped from the queue), or None."""
        q = self.queue
        while q and not eligible(q[0]):
            q.pop(0)
        return q[0] if q else None

    def passed(self) -> None:
        """The head passed: ask the next one."""
        self.queue.pop(0)

    def close(self) -> None:
        """Somebody acted and that ends the window."""
        self.queue.clear()


def others_from(order: Sequence[str], player: str, skip: Iterable[str] = ()) -> list[str]:
    """The players after `player` in `order`, wrapping around, without `player` and those in `skip`."""
    i = order.index(player)
    out = [*order[i + 1:], *order[:i]]
    skipped = set(skip)
    return [p for p in out if p not in skipped] if skipped else out
