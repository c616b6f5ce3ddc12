"""Shared test set-up: Qt runs offscreen; paths to the shared design folder."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests never touch the user's real saves and settings (conquest_qt/paths.py honours these).
_SANDBOX = tempfile.mkdtemp(prefix="conquest-tests-")
atexit.register(shutil.rmtree, _SANDBOX, True)
os.environ.setdefault("CONQUEST_DATA_DIR", os.path.join(_SANDBOX, "data"))
os.environ.setdefault("CONQUEST_CONFIG_DIR", os.path.join(_SANDBOX, "config"))

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
