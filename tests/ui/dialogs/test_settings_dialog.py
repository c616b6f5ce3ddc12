"""The settings dialog edits and stores Settings (pytest-qt)."""

from __future__ import annotations

from pathlib import Path

from conquest_qt.settings import NOTICE_CODES, Settings, SettingsStore
from conquest_qt.ui.dialogs.settings_dialog import SettingsDialog, settings_notice_text


def test_dialog_shows_edits_and_stores_settings(qtbot, tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    start = Settings(language="de", animation_speed="slow", ai_delay_ms=1200, colour_blind=True, autosave_count=4)
    store.save(start)
    dlg = SettingsDialog(None, store=store)
    qtbot.addWidget(dlg)
    assert dlg.settings() == start
    changed = []
    dlg.settingsChanged.connect(changed.append)
    dlg.language.setCurrentIndex(dlg.language.findData("nl"))
    dlg.sound.setChecked(False)
    dlg.autosave.setValue(30)
    dlg.accept()
    expected = start.model_copy(update={"language": "nl", "sound": False, "autosave_count": 30})
    assert changed == [expected]
    assert store.load().settings == expected


def test_restore_defaults_and_cancel(qtbot, tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    dlg = SettingsDialog(None, settings=Settings(sound=False, ai_delay_ms=0), store=store)
    qtbot.addWidget(dlg)
    dlg.defaults_button.click()
    assert dlg.settings() == Settings()
    dlg.reject()
    assert not store.path.exists()


def test_notice_texts() -> None:
    texts = {settings_notice_text(code) for code in NOTICE_CODES}
    assert len(texts) == len(NOTICE_CODES) and all(texts)
