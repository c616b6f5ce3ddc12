"""The game window (PySide6).

The start screen's non-Qt modules are imported here, before the first PySide6 import: PySide6 reads
the source of every module imported after it (its __feature__ import hook, PYSIDE-2029), which for
pydantic and the saves costs ~25 ms of start-up.
"""

import conquest_qt.saves.autosave
import conquest_qt.saves.listing
import conquest_qt.saves.recent
import conquest_qt.settings  # noqa: F401
