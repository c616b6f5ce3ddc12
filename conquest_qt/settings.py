"""User settings: a pydantic model stored as JSON in the platformdirs config folder.

A missing file gives the defaults silently. A broken file never stops the game: unreadable or
non-JSON files give the defaults, invalid or unknown fields are reset one by one, and `LoadedSettings`
carries a notice code the UI translates (conquest_qt/ui/dialogs/settings_dialog.py: `settings_notice_text`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from conquest_qt import manifest, paths
from conquest_qt.saves.atomic import atomic_write_bytes
from conquest_qt.saves.regular_file import FileTooLarge, read_regular

SETTINGS_FILE = "settings.json"
MAX_SETTINGS_BYTES = 64 * 1024
LANGUAGES: tuple[str, ...] = ("system", "en", "nl", "de")
ANIMATION_SPEEDS: tuple[str, ...] = ("off", "fast", "normal", "slow")

# Notice codes (translated in the UI).
NOTICE_UNREADABLE = "settings_unreadable"  # could not read the file: defaults
NOTICE_BROKEN = "settings_broken"  # not JSON / not an object / too large: defaults
NOTICE_PARTLY_RESET = "settings_partly_reset"  # some fields were invalid or unknown: those reset
NOTICE_CODES: tuple[str, ...] = (NOTICE_UNREADABLE, NOTICE_BROKEN, NOTICE_PARTLY_RESET)


class Settings(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)
    schema_version: Literal[1] = 1
    language: Literal["system", "en", "nl", "de"] = "system"
    animation_speed: Literal["off", "fast", "normal", "slow"] = "normal"
    ai_delay_ms: int = Field(default=500, ge=0, le=5000)
    colour_blind: bool = False  # colour-blind palette (patterns + safe colours)
    sound: bool = True
    confirmations: bool = True  # ask before ending moves / a turn with units left, etc.
    autosave_count: int = Field(default=10, ge=1, le=100)
    # the main window where the player left it: x, y, width, height of its normal (not maximised) geometry
    window: list[int] | None = Field(default=None, min_length=4, max_length=4)
    window_maximized: bool = False
    briefing_folded: bool = False  # the side panel's "Since your last turn" folded away
    battle_auto_continue: bool = False  # a finished battle leaves the screen by itself (else: Continue)
    ai_reasons_in_log: bool = False  # the computer players' reasons in the log (ui/game/ai_reasons.py)
    # the New game dialog's last choice of rules (VARIANTS.md V0, V1.1)
    new_game_ruleset: str = manifest.DEFAULT
    new_game_risk_version: Literal["training", "command"] = "training"
    new_game_level: Literal["random", "easy", "normal", "hard", "expert"] = "normal"  # the computer players' level
    new_game_addons: list[str] = Field(default_factory=list)  # the add-ons it enabled (VARIANTS.md V0.1)
    # cc's teams (VARIANTS.md V3.8): the preset chosen, and each seat's team number (0: none) when custom
    new_game_teams: Literal["none", "across", "neighbours", "two", "custom"] = "none"
    new_game_team_seats: list[int] = Field(default_factory=list, max_length=6)
    # Host a game (issue 29): how long a player who went away is waited for, then the level that plays for him
    host_away_s: int = Field(default=60, ge=10, le=600)
    host_cover_level: Literal["random", "easy", "normal", "hard", "expert"] = "easy"

    @field_validator("new_game_ruleset")
    @classmethod
    def _a_ruleset(cls, value: str) -> str:
        if value not in manifest.rulesets():  # (a ruleset since removed: reset to the default, like any bad value)
            raise ValueError(f"unknown ruleset {value!r}")
        return value

    @field_validator("new_game_addons")
    @classmethod
    def _add_ons(cls, value: list[str]) -> list[str]:
        if any(a not in manifest.MANIFESTS or not manifest.MANIFESTS[a].is_addon for a in value):
            raise ValueError(f"unknown add-on in {value!r}")
        return value


@dataclass
class LoadedSettings:
    settings: Settings
    notice: str | None = None  # one of NOTICE_CODES, or None
    reset_fields: list[str] = field(default_factory=list)


class SettingsStore:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = Path(folder) if folder is not None else paths.config_dir()

    @property
    def path(self) -> Path:
        return self.folder / SETTINGS_FILE

    def load(self) -> LoadedSettings:
        try:  # one non-blocking open of a regular file (a FIFO here must not hang the start)
            data = read_regular(self.path, MAX_SETTINGS_BYTES)
        except FileNotFoundError:
            return LoadedSettings(Settings())
        except FileTooLarge:
            return LoadedSettings(Settings(), NOTICE_BROKEN)
        except OSError:
            return LoadedSettings(Settings(), NOTICE_UNREADABLE)
        try:
            raw = json.loads(data.decode("utf-8"))
        except (ValueError, RecursionError):
            return LoadedSettings(Settings(), NOTICE_BROKEN)
        if not isinstance(raw, dict):
            return LoadedSettings(Settings(), NOTICE_BROKEN)
        return _salvage(raw)

    def save(self, settings: Settings) -> bool:
        """Atomic write; False when the folder is not writable (the settings stay in effect)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            atomic_write_bytes(self.path, settings.model_dump_json(indent=2).encode("utf-8"))
        except OSError:
            return False
        return True


def _salvage(raw: dict) -> LoadedSettings:
    """Keep every valid field, reset the rest to its default."""
    try:
        return LoadedSettings(Settings.model_validate(raw))
    except ValidationError:
        pass
    known = set(Settings.model_fields)
    good: dict = {}
    bad = sorted(k for k in raw if k not in known)
    for key in known & set(raw):
        try:
            Settings.model_validate({key: raw[key]})
            good[key] = raw[key]
        except ValidationError:
            bad.append(key)
    return LoadedSettings(Settings.model_validate(good), NOTICE_PARTLY_RESET, sorted(bad))
