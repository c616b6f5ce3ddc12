"""The only place that knows where resources, translations, saves and settings live."""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

APP_NAME = "Conquest"
APP_AUTHOR = "ConquestQt"


def resource_dir() -> Path:
    """Folder of shipped resources (board data, fonts, icons, rules text)."""
    return Path(str(resources.files("conquest_qt.resources")))


def resource(*parts: str) -> Path:
    return resource_dir().joinpath(*parts)


def translations_dir() -> Path:
    return Path(str(resources.files("conquest_qt.translations")))


def data_dir() -> Path:
    """User data folder (saves, autosaves); created on demand by its users.

    The environment variable CONQUEST_DATA_DIR overrides it (tests, portable installs).
    """
    override = os.environ.get("CONQUEST_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR))


def saves_dir() -> Path:
    """Where Save and Open start: the user data folder's "saves" (created by its user)."""
    return data_dir() / "saves"


def config_dir() -> Path:
    """User settings folder; CONQUEST_CONFIG_DIR overrides it."""
    override = os.environ.get("CONQUEST_CONFIG_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR))
