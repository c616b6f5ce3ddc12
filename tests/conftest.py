"""Shared test set-up: Qt runs offscreen; the repository root."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests never touch the user's real saves and settings (conquest_qt/paths.py honours these).
_SANDBOX = tempfile.mkdtemp(prefix="conquest-tests-")
atexit.register(shutil.rmtree, _SANDBOX, True)
os.environ.setdefault("CONQUEST_DATA_DIR", os.path.join(_SANDBOX, "data"))
os.environ.setdefault("CONQUEST_CONFIG_DIR", os.path.join(_SANDBOX, "config"))
# No test plays a sound (conquest_qt/ui/sound/sound.py: the offscreen platform is silent too).
os.environ["CONQUEST_SOUND"] = "off"
os.environ.setdefault("CONQUEST_AI_PROCESS", "off")  # AIs on worker threads (tests/ui/game/test_thinker.py: on)

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _english_after_each_test() -> Iterator[None]:
    """A test that switches the language (e.g. the settings dialog applies it live) leaves English behind."""
    yield
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance()
    if app is not None:
        from conquest_qt.ui.text import i18n

        if i18n.current_language() != i18n.DEFAULT_LANGUAGE or i18n.last_notice() is not None:
            i18n.remove_language(app)
