"""Settings: JSON in the config folder; broken files fall back to defaults with a notice code."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conquest_qt.settings import (
    NOTICE_BROKEN,
    NOTICE_PARTLY_RESET,
    NOTICE_UNREADABLE,
    Settings,
    SettingsStore,
)


def test_missing_file_gives_defaults_without_notice(tmp_path: Path) -> None:
    loaded = SettingsStore(tmp_path / "cfg").load()
    assert loaded.settings == Settings() and loaded.notice is None
    assert Settings().autosave_count == 10


def test_round_trip(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path / "cfg")
    s = Settings(language="nl", animation_speed="fast", ai_delay_ms=0, colour_blind=True, sound=False,
                 confirmations=False, autosave_count=25)
    assert store.save(s)
    assert store.load().settings == s
    assert store.load().notice is None


@pytest.mark.parametrize("content", [b"", b"{", b"not json", b"\xff\xfe\x00", b"[1, 2]", b'"text"', b"null"])
def test_broken_file_gives_defaults_and_a_notice(tmp_path: Path, content: bytes) -> None:
    store = SettingsStore(tmp_path)
    store.path.write_bytes(content)
    loaded = store.load()
    assert (loaded.settings, loaded.notice) == (Settings(), NOTICE_BROKEN)


def test_huge_file_is_not_read(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    store.path.write_bytes(b" " * 200_000)
    assert store.load().notice == NOTICE_BROKEN


def test_bad_fields_are_reset_one_by_one(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    store.path.write_text(json.dumps({"language": "de", "sound": "loud", "autosave_count": 0, "theme": "dark"}))
    loaded = store.load()
    assert loaded.notice == NOTICE_PARTLY_RESET
    assert loaded.reset_fields == ["autosave_count", "sound", "theme"]
    assert loaded.settings == Settings(language="de")


def test_unreadable_file(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    store.path.mkdir()  # a folder where the file should be
    assert store.load().notice == NOTICE_UNREADABLE
    assert store.save(Settings()) is False


def test_settings_are_immutable_and_copied_with_changes() -> None:
    s = Settings()
    with pytest.raises(ValueError):
        s.sound = False  # type: ignore[misc]
    assert s.model_copy(update={"sound": False}).sound is False
