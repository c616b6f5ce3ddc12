"""Add-ons: options that extend rulesets (VARIANTS.md V0.1: `nuclear` for `conquest` and `risk`).

An add-on is a package (its line in conquest_qt/manifest.py, `addon_for` naming the rulesets it
extends) whose `__init__` defines `ADDON`: its options class and, per ruleset, the module of a small
adapter (`ADAPTER`). An adapter brings to that ruleset's game:

- `part`: rows of its own, sub-sequences hung at the ruleset's `Hook` rows (a round starts, a conquest
  is done…) and action types added to the ruleset's `Ask` rows (engine/steps.py `Part`);
- `fields`: its action types' fields and the fields it adds to the ruleset's types (action_schema);
- `unit_kinds`: the kinds of unit it puts on the board (engine/units.py);
- `game_part`: the object the ruleset's own hooks call (each ruleset declares them: e.g. whether an
  area may be entered, whether a decision must still be asked);
- `legal`: the legal answers of its decisions and of the types it adds to the ruleset's.

Its options are written flat beside the ruleset's (`{"ruleset": "risk", "nuclear": true,
"nuke_from_round": 4}`); the ruleset's options keep them as `addons`, a tuple of option objects. A game
is composed once per set of add-ons (`compose`): the table, the action check and the parts are shared
by every game and copy with that set.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field, fields
from typing import Any, ClassVar, Protocol

from conquest_qt import manifest
from conquest_qt.engine.action_schema import checker
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.steps import Part, StepTable
from conquest_qt.engine.units import UnitKind

Action = dict[str, Any]


class AddonOptions(Protocol):
    """An add-on's options: a frozen dataclass whose fields all have defaults."""

    ADDON: ClassVar[str]  # the add-on's id, which is also the option that enables it

    def check_types(self, ruleset_options: Any) -> None: ...


@dataclass(frozen=True)
class Adapter:
    """What an add-on brings to one ruleset (see the module's text)."""

    part: Part = field(default_factory=Part)
    fields: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    unit_kinds: tuple[UnitKind, ...] = ()
    game_part: Any = None
    legal: Callable[[Any], list[Action]] | None = None  # (game) -> legal answers it adds at this decision
    kinds: tuple[str, ...] = ()  # the decision kinds of its own rows


@dataclass(frozen=True)
class Addon:
    id: str
    options: type  # its options class (AddonOptions)
    adapters: Mapping[str, str]  # ruleset id -> module defining ADAPTER

    def adapter(self, ruleset_id: str) -> Adapter:
        module = self.adapters.get(ruleset_id)
        if module is None:
            raise RuleError("variant_incompatible", option=self.id, ruleset=ruleset_id)
        found: Adapter = importlib.import_module(module).ADAPTER
        return found


def get(addon_id: str) -> Addon:
    entry = manifest.get(addon_id)
    found: Addon = importlib.import_module(entry.engine).ADDON
    return found


def known_options() -> dict[str, str]:
    """Every add-on option key -> its add-on (the enabling key and the add-on's own fields)."""
    out: dict[str, str] = {}
    for entry in manifest.MANIFESTS.values():
        if entry.is_addon:
            out[entry.id] = entry.id
            for f in fields(get(entry.id).options):
                out[f.name] = entry.id
    return out


def split_options(ruleset_id: str, data: Mapping[str, Any]) -> tuple[dict[str, Any], tuple[Any, ...]]:
    """A ruleset's options dict -> (its own keys, the enabled add-ons' option objects).

    `"nuclear": false` (or an add-on's fields without it) is the ruleset as it is; an add-on that does
    not extend this ruleset is `variant_incompatible` (RuleError); an unknown key stays with the ruleset's
    own keys (its options class refuses it)."""
    keys = known_options() if any(k not in ("ruleset",) for k in data) else {}
    own = {k: v for k, v in data.items() if k not in keys}
    enabled: list[Any] = []
    for addon_id in sorted({keys[k] for k in data if k in keys}):
        flag = data.get(addon_id, False)
        if not isinstance(flag, bool):
            raise ValueError(f"option {addon_id} must be true or false")
        if not flag:
            continue
        if ruleset_id not in manifest.get(addon_id).addon_for:
            raise RuleError("variant_incompatible", option=addon_id, ruleset=ruleset_id)
        addon = get(addon_id)
        mine = {f.name for f in fields(addon.options)}
        enabled.append(addon.options(**{k: v for k, v in data.items() if k in mine}))
    return own, tuple(enabled)


def join_options(addon_options: tuple[Any, ...]) -> dict[str, Any]:
    """The enabled add-ons' options as written beside the ruleset's: {"nuclear": True, ...fields}."""
    out: dict[str, Any] = {}
    for opts in addon_options:
        out[opts.ADDON] = True
        out.update(asdict(opts))
    return out


def enabled(options: Any) -> tuple[str, ...]:
    return tuple(o.ADDON for o in getattr(options, "addons", ()))


def enabled_in(options: dict[str, Any]) -> tuple[str, ...]:
    """The add-ons enabled in options as a dict (a view's `public["options"]`: the add-ons' flags by id)."""
    return tuple(a for a in dict.fromkeys(known_options().values()) if options.get(a) is True)


def option(options: Any, addon_id: str) -> Any:
    """An enabled add-on's options object, or None."""
    for o in getattr(options, "addons", ()):
        if addon_id == o.ADDON:
            return o
    return None


_COMPOSED: dict[tuple[type, tuple[str, ...]], tuple[StepTable, Callable[[Action], None], tuple[Any, ...],
                                                     tuple[Adapter, ...]]] = {}


def compose(game: Any) -> tuple[StepTable, Callable[[Action], None], tuple[Any, ...]]:
    """The table, the action check and the add-ons' game parts of a game with its enabled add-ons."""
    table, check, parts, _ = composition(type(game), enabled(game.s.options))
    return table, check, parts


def composition(cls: Any, addon_ids: tuple[str, ...]) -> tuple[StepTable, Callable[[Action], None],
                                                                 tuple[Any, ...], tuple[Adapter, ...]]:
    key = (cls, addon_ids)
    found = _COMPOSED.get(key)
    if found is None:
        adapters = tuple(get(a).adapter(cls.RULESET) for a in addon_ids)
        table = cls.TABLE.compose(a.part for a in adapters)
        merged: dict[str, dict[str, str]] = {t: dict(f) for t, f in cls.FIELDS.items()}
        for a in adapters:
            for t, f in a.fields.items():
                merged.setdefault(t, {}).update(f)
        parts = tuple(a.game_part for a in adapters if a.game_part is not None)
        found = _COMPOSED[key] = (table, checker(merged), parts, adapters)
    return found


def adapters_of(game: Any) -> tuple[Adapter, ...]:
    return composition(type(game), enabled(game.s.options))[3]


_KINDS: dict[tuple[str, tuple[str, ...]], tuple[UnitKind, ...]] = {}


def unit_kinds(options: Mapping[str, Any]) -> tuple[UnitKind, ...]:
    """The kinds of unit of a game with these options (as written: a snapshot's or a view's `options`):
    its ruleset's, then its enabled add-ons'."""
    from conquest_qt.engine import rulesets

    ruleset_id = str(options.get("ruleset", manifest.DEFAULT))
    addon_ids = tuple(sorted(k for k, a in known_options().items() if k == a and options.get(k) is True))
    key = (ruleset_id, addon_ids)
    found = _KINDS.get(key)
    if found is None:
        found = rulesets.get(ruleset_id).unit_kinds
        for a in addon_ids:
            found += get(a).adapter(ruleset_id).unit_kinds
        _KINDS[key] = found
    return found
