"""The save envelope (ARCHITECTURE principle 8), validated by pydantic with ``extra="forbid"``.

A save file is one JSON object::

    {"format": "conquest-save", "schema_version": 4, "app_version": "0.1.0",
     "game_id": "<32 hex>", "saved_at": "2026-11-29T12:00:00Z",
     "options": {"ruleset": "conquest", ...R11 options...},
     "players": [{"colour": "red", "name": "Anna", "kind": "human", "level": null}, ...],
     "seed": 123, "actions": [{"player": "red", "action": {...}}, ...],
     "snapshot": {...GameState.to_dict(), incl. the dice generator state "rng"...},
     "summary": {"round": 3, "phase": "production", "active": "red", "winner": null,
                 "areas": {"red": 9, ...}, "text": "round 3, production (red): red 9, ..."}}

Players are listed in seat order; `actions` is the full decision log, replayed from `seed` on
loading and compared with `snapshot` (conquest_qt/saves/verify.py). Files are refused above
MAX_SAVE_BYTES before they are parsed.
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from typing import Annotated, Any, ClassVar, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializeAsAny,
    SerializerFunctionWrapHandler,
    ValidatorFunctionWrapHandler,
    create_model,
    field_validator,
    model_serializer,
    model_validator,
    with_config,
)
from typing_extensions import TypedDict  # pydantic needs this one before Python 3.12

from conquest_qt import manifest
from conquest_qt.saves.printable import has_controls

FORMAT_NAME = "conquest-save"
# A documented cap, checked before parsing, set from a real worst case (tools/bench_saves.py --worst-case):
# a 300-round game of six players is at most ~0.85 MB, four times that fits; a load of a file at the
# cap peaks well under 200 MiB of memory (20 MiB files peaked at ~790 MiB).
MAX_SAVE_BYTES = 4 * 1024 * 1024

_STRICT = ConfigDict(extra="forbid", strict=True)


@functools.cache
def options_model(ruleset_id: str) -> type[BaseModel]:
    """The model of a ruleset's options in a save, made from the ruleset's own options class
    (`rulesets.get(id).options`, a dataclass): every field stored, of its declared type, nothing else;
    then the class's own checks (`from_dict` → `check_types`: ranges, versions). ValueError for an
    unknown ruleset, naming the known ones."""
    from conquest_qt.engine import (
        addons,
        rulesets,  # the engine's registry: only when a whole save is read
    )

    options = rulesets.get(ruleset_id).options
    hints = typing.get_type_hints(options)
    fields: dict[str, Any] = {f.name: (hints[f.name], ...) for f in dataclasses.fields(options) if f.name != "addons"}
    # the add-ons this ruleset may have, written flat beside its options (engine/addons/): optional
    optional: set[str] = set()
    for addon_id in manifest.addons_for(ruleset_id):
        addon_options = addons.get(addon_id).options
        addon_hints = typing.get_type_hints(addon_options)
        fields[addon_id] = (bool | None, None)
        optional.add(addon_id)
        for f in dataclasses.fields(addon_options):
            fields[f.name] = (addon_hints[f.name] | None, None)
            optional.add(f.name)

    def checked(model: BaseModel) -> BaseModel:
        options.from_dict(model.model_dump())  # ValueError: "option target_areas must be 8..36", ...
        return model

    model: type[_OptionsModel] = create_model(f"{options.__name__}Model", __base__=_OptionsModel,
                                              __validators__={"_checked": model_validator(mode="after")(checked)},
                                              **fields)
    model.optional_fields = frozenset(optional)
    return model


class _OptionsModel(BaseModel):
    """The base of a ruleset's options model: an add-on's options are written only when the file has them."""

    model_config = _STRICT
    optional_fields: ClassVar[frozenset[str]] = frozenset()

    @model_serializer(mode="wrap")
    def _written(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        data: dict[str, Any] = handler(self)
        return {k: v for k, v in data.items() if k not in self.optional_fields or v is not None}


class RulesetOptions(BaseModel):
    """A save's options: `ruleset` names the rules, and that ruleset's options model validates them
    (`options_model`); the envelope holds an instance of that model."""

    model_config = _STRICT
    ruleset: str

    @model_validator(mode="wrap")
    @classmethod
    def _by_ruleset(cls, data: Any, handler: ValidatorFunctionWrapHandler) -> Any:
        if isinstance(data, BaseModel):
            data = data.model_dump()
        if not isinstance(data, dict) or not isinstance(data.get("ruleset"), str):
            return handler(data)  # not an object, or no ruleset name: the usual missing or type error
        return options_model(data["ruleset"]).model_validate(data)


class PlayerMeta(BaseModel):
    """One seat: colour, display name, human or AI (and the AI level, e.g. "normal")."""

    model_config = _STRICT
    colour: str = Field(min_length=1, max_length=20)
    name: str = Field(max_length=60)
    kind: Literal["human", "ai"]
    level: str | None = Field(default=None, pattern=r"^[a-z][a-z0-9_]{0,19}$")

    @field_validator("name")
    @classmethod
    def _no_control_characters(cls, name: str) -> str:
        # Refused, not cleaned: Conquest never writes them (the new-game dialog refuses them), so such a
        # file was made by hand or damaged, and strict files are the rule (FORMAT.md).
        if has_controls(name):
            raise ValueError("a player name must not contain control characters")
        return name

    @model_validator(mode="after")
    def _level_matches_kind(self) -> PlayerMeta:
        if self.kind == "ai" and self.level is None:
            raise ValueError("an AI player needs a level")
        if self.kind == "human" and self.level is not None:
            raise ValueError("a human player has no AI level")
        return self


@with_config(_STRICT)
class LogEntry(TypedDict):
    """One decision of the log: who decided, and the action object of SCENARIOS.md.

    A TypedDict, not a model: entries stay plain dicts, which validates a long log about twice as fast.
    """

    player: Annotated[str, Field(min_length=1, max_length=20)]
    action: dict[str, Any]


class Summary(BaseModel):
    """Human-readable summary for file dialogs and the recent-games list (derived from the snapshot)."""

    model_config = _STRICT
    round: int = Field(ge=1)
    phase: str = Field(max_length=20)
    active: str | None
    winner: str | None
    areas: dict[str, int]
    text: str = Field(max_length=400)


class SaveEnvelope(BaseModel):
    model_config = _STRICT
    format: Literal["conquest-save"]
    schema_version: int
    app_version: str = Field(max_length=40)
    game_id: str = Field(pattern=r"^[0-9a-f]{32}$")
    saved_at: str = Field(max_length=40)
    options: SerializeAsAny[RulesetOptions]  # an instance of its ruleset's options model, written as such
    players: list[PlayerMeta] = Field(min_length=2, max_length=6)
    seed: int = Field(ge=-(2**63), lt=2**64)
    actions: list[LogEntry]
    snapshot: dict[str, Any]
    summary: Summary

    def to_json_dict(self) -> dict[str, Any]:
        return self.model_dump(mode="json")
