"""The nuclear add-on's shared queries and changes of the board (VARIANTS.md V2.1–V2.7), for both rulesets.

Nukes are the `nuke` kind in the unit table under their owner (only on his areas, V2.1); nukes committed
this turn are counted per area in `NuclearState.used` for the turn `turn_key` names. Reading never changes
the state (a refused decision leaves the game byte-identical): `state_of` gives the recorded state or a
fresh one not attached to the game; `state_for_change` attaches it and starts a new turn's count.
"""

from __future__ import annotations

from typing import Any

from conquest_qt.engine import addons
from conquest_qt.engine.addons.nuclear.options import NuclearOptions
from conquest_qt.engine.addons.nuclear.state import MARKERS, NuclearState
from conquest_qt.engine.units import add, count, remove_all

NUKE = "nuke"
SUPPLY = 10  # V2.1 Ruling: 10 nukes per colour, those on the board included


def options(game: Any) -> NuclearOptions:
    found: NuclearOptions = addons.option(game.s.options, "nuclear")
    return found


def _key(game: Any) -> str:
    return f"{game.s.round}:{game.s.turn}"


def state_of(game: Any) -> NuclearState:
    """The add-on's state to read (never attached by reading)."""
    for x in game.s.addon_state:
        if isinstance(x, NuclearState):
            return x
    return NuclearState()


def state_for_change(game: Any) -> NuclearState:
    st: NuclearState = game.addon_state(NuclearState)
    key = _key(game)
    if st.turn_key != key:
        st.turn_key, st.used = key, {}
    return st


def used(game: Any, area: str) -> int:
    st = state_of(game)
    return st.used.get(area, 0) if st.turn_key == _key(game) else 0


def nukes(game: Any, area: str, owner: str | None) -> int:
    return count(game.s.units, area, owner, NUKE) if owner else 0


def unused(game: Any, area: str, owner: str) -> int:
    """The owner's nukes in `area` not yet committed this turn (V2.2)."""
    return max(0, nukes(game, area, owner) - used(game, area))


def on_board(game: Any, player: str) -> int:
    return sum(k.get(NUKE, 0) for by in game.s.units.values() for c, k in by.items() if c == player)


def supply(game: Any, player: str) -> int:
    return SUPPLY - on_board(game, player)


def contaminated(game: Any, area: str) -> bool:
    return area in state_of(game).contaminated


def is_free(game: Any, area: str) -> bool:
    """V2.7: unowned after the claim and not contaminated."""
    s = game.s
    return s.phase != "claim" and s.owners.get(area, "") is None and area not in state_of(game).contaminated


def usable_areas(game: Any, player: str) -> list[str]:
    """The player's areas holding a nuke not committed this turn, from `nuke_from_round` on (V2.2)."""
    if game.s.round < options(game).nuke_from_round:
        return []
    owners = game.s.owners
    return [a for a, by in game.s.units.items()
            if owners.get(a) == player and by.get(player, {}).get(NUKE) and unused(game, a, player) > 0]


def battle_pending(game: Any, area: str) -> bool:
    """V2.2 Ruling: land/air units of a player who does not own the area (a battle waits there)."""
    owner = game.s.owners.get(area)
    by = game.s.units.get(area) or {}
    return any(c != owner and any(k != NUKE for k in kinds) for c, kinds in by.items())


def adjacent_nukes(game: Any, target: str, owner: str | None) -> dict[str, int]:
    """The owner's nukes in his areas land-adjacent to `target` (V2.4, V2.5)."""
    if not owner:
        return {}
    owners = game.s.owners
    out = {}
    for n in game.topo.land_neighbours[target]:
        k = nukes(game, n, owner)
        if k and owners.get(n) == owner:
            out[n] = k
    return out


def remove_nukes(game: Any, area: str, owner: str, n: int) -> None:
    """Nukes removed otherwise than by firing: those already used this turn go first (V2.3)."""
    if n <= 0:
        return
    add(game.s.units, area, owner, NUKE, -n)
    st = state_for_change(game)
    left = st.used.get(area, 0) - n
    if left > 0:
        st.used[area] = left
    else:
        st.used.pop(area, None)


def lose_committed(game: Any, area: str, owner: str, n: int) -> None:
    """Committed nukes destroyed (they are counted as used in their area)."""
    remove_nukes(game, area, owner, n)


def commit(game: Any, area: str, n: int) -> None:
    st = state_for_change(game)
    st.used[area] = st.used.get(area, 0) + n


def contaminate(game: Any, area: str, custodian: str) -> str | None:
    """V2.6/V2.7: everything in `area` is removed, it has no owner, 2 markers and a custodian. Returns the
    previous owner."""
    s = game.s
    previous: str | None = s.owners.get(area)
    removed = remove_all(s.units, area)
    st = state_for_change(game)
    st.used.pop(area, None)
    s.owners[area] = None
    st.contaminated[area] = {"markers": MARKERS, "custodian": custodian}
    game.emit("contaminated", area=area, custodian=custodian, previous=previous,
              removed={c: dict(k) for c, k in removed.items()}, markers=MARKERS)
    return previous
