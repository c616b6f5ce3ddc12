"""JSON save files (ARCHITECTURE principle 8): envelope, versions, atomic writes, autosave, checker.

No QtWidgets/QtGui here. Entry points: files.py (save/load), autosave.py (AutosaveStore),
recent.py (recent files), check.py (`conquest --check-save`).
"""

from conquest_qt.saves.errors import SAVE_ERROR_CODES, SaveError, describe
from conquest_qt.saves.files import (
    LoadedSave,
    SaveData,
    build_envelope,
    load_bytes,
    load_save,
    make_save,
    peek_save,
    save_envelope,
    write_save,
)
from conquest_qt.saves.model import MAX_SAVE_BYTES, PlayerMeta, SaveEnvelope

__all__ = [
    "MAX_SAVE_BYTES", "SAVE_ERROR_CODES", "LoadedSave", "PlayerMeta", "SaveData", "SaveEnvelope", "SaveError",
    "build_envelope", "describe", "load_bytes", "load_save", "make_save", "peek_save", "save_envelope", "write_save",
]
