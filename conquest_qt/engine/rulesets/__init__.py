"""The rulesets, looked up by id: saves, replay, `conquest-sim`, the scenario runner, the driver and
the AI registry find a game's rules through `get(options.ruleset)`.

Adding a ruleset = a package under engine/rulesets/ whose `__init__` defines `RULESET` (a `Ruleset`),
plus its line in `conquest_qt/manifest.py` (which names its home in every layer). Packages are
imported on first use, so a ruleset costs nothing until a game asks for it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from conquest_qt import manifest
from conquest_qt.engine.units import UnitKind

if TYPE_CHECKING:
    from conquest_qt.engine.machine import RulesetOptions, TableGame
    from conquest_qt.engine.view import PlayerView

DEFAULT = manifest.DEFAULT


@dataclass(frozen=True)
class UndoPolicy:
    """Which decisions a player may take back (engine/undo.py): actions of these types taken while this
    step (or one of `also`) is pending, as long as no dice were rolled, the chain's player still
    decides and the game is still in one of those steps."""

    step: str
    types: tuple[str, ...]
    also: tuple[str, ...] = ()  # further steps of the chain (Risk: place, then attack, occupy, fortify)

    def steps(self) -> tuple[str, ...]:
        return (self.step, *self.also)


NO_UNDO = UndoPolicy("", ())


def explosion_script(text: str, options: Any) -> list[int]:  # Conquest's options (explosion_faces)
    """Conquest's dice script (`X` explosion, `-` blank; SCENARIOS.md)."""
    from conquest_qt.engine.rng import parse_script

    return parse_script(text, options.explosion_faces)


def no_expect(game: TableGame, expect: dict[str, Any]) -> str | None:
    """A ruleset without `expect` fields of its own."""
    return None


@dataclass(frozen=True)
class Ruleset:
    id: str
    game: type[TableGame]  # the game class: new(players, options, seed), copy(), snapshot(), pending(), apply()
    options: Any  # the options class (RulesetOptions): from_dict(dict), to_dict(), `ruleset` equal to `id`
    legal_actions: Callable[[Any], list[dict[str, Any]]]  # (the ruleset's game) -> its legal answers
    card_type: Callable[[int], str]  # a card id's type (a player's view shows his hand as types)
    sample_game: Callable[[PlayerView, int, Any], TableGame]  # (view, seed, topo) -> a game consistent with it
    game_from_position: Callable[..., TableGame]  # (players, state, options, seed=, script=) -> game (scenarios)
    undo: UndoPolicy = NO_UNDO
    parse_dice: Callable[[str, Any], list[int]] = explosion_script  # a scenario's `dice` -> faces 0..5
    expect: Callable[[Any, dict[str, Any]], str | None] = no_expect  # its own `expect` fields: a difference
    unit_kinds: tuple[UnitKind, ...] = ()  # its kinds of unit (engine/units.py); add-ons add theirs
    # its snapshot in the shape save schemas up to 4 wrote (one `ctx` dict, the old unit tables), for files
    # written then (None: it did not exist then)
    old_shape: Callable[[dict[str, Any]], dict[str, Any]] | None = None


_LOADED: dict[str, Ruleset] = {}


def get(ruleset_id: str) -> Ruleset:
    """The ruleset with that id; ValueError for an unknown one."""
    found = _LOADED.get(ruleset_id)
    if found is None:
        entry = manifest.get(ruleset_id)
        if entry.is_addon:
            raise ValueError(f"{ruleset_id!r} is an add-on, not a ruleset; rulesets: {', '.join(manifest.rulesets())}")
        found = _LOADED[ruleset_id] = importlib.import_module(entry.engine).RULESET
    return found


def of(game: TableGame) -> Ruleset:
    """The ruleset a game plays by."""
    return get(game.RULESET)


def options_from_dict(data: dict[str, Any]) -> RulesetOptions:
    """A ruleset's options from their dict (saves, scenarios); `ruleset` missing = the default."""
    ruleset_id = data.get("ruleset", DEFAULT)
    if not isinstance(ruleset_id, str):
        raise ValueError("option ruleset must be a string")
    options: RulesetOptions = get(ruleset_id).options.from_dict(data)
    return options
