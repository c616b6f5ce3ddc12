"""Autosaves in the user data folder: the last N per game, newest first, for "Continue" and recent games.

Layout: ``<root>/<game_id>/<saved_at>-<seq>.json`` where seq counts up per game, so names sort in
save order. The main window calls `autosave(envelope)` at every phase change and end of turn.
"""

from __future__ import annotations

import contextlib
import re
import shutil
from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path

from conquest_qt import paths
from conquest_qt.saves.atomic import remove_stale_temp_files
from conquest_qt.saves.errors import SaveError
from conquest_qt.saves.files import SaveData, save_envelope
from conquest_qt.saves.listing import peek_head
from conquest_qt.saves.model import SaveEnvelope, Summary

_NAME = re.compile(r"^(\d{8}T\d{12})-(\d{6})\.json$")
_GAME = re.compile(r"^[0-9a-f]{32}$")


@dataclass(frozen=True)
class AutosaveEntry:
    game_id: str
    path: Path
    saved_at: str
    summary: Summary
    seed: int | None = None  # the game's seed (verifiable dice: the save's details show it)
    names: dict[str, str] = field(default_factory=dict)  # colour -> the player's name


def _stamp(saved_at: str) -> str:
    digits = re.sub(r"\D", "", saved_at)[:20].ljust(20, "0")
    return digits[:8] + "T" + digits[8:]


class AutosaveStore:
    def __init__(self, root: Path | None = None, keep: int = 10, max_games: int = 20) -> None:
        self.root = Path(root) if root is not None else paths.data_dir() / "autosave"
        self.keep = max(1, keep)
        self.max_games = max(1, max_games)

    # --- writing ----------------------------------------------------------------------------------
    def autosave(self, envelope: SaveEnvelope | SaveData) -> Path:
        """Write the envelope as this game's newest autosave and prune old ones. Raises SaveError."""
        folder = self.root / envelope.game_id
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise SaveError("write_failed", reason=exc.strerror or type(exc).__name__) from None
        files = self.files(envelope.game_id)
        seq = int(_NAME.match(files[0].name).group(2)) + 1 if files else 1  # type: ignore[union-attr]
        path = folder / f"{_stamp(envelope.saved_at)}-{seq % 1_000_000:06d}.json"
        save_envelope(path, envelope)
        self._prune(envelope.game_id)
        return path

    def _prune(self, game_id: str) -> None:
        for old in self.files(game_id)[self.keep:]:
            with contextlib.suppress(OSError):
                old.unlink()
        remove_stale_temp_files(self.root / game_id)
        for gone in self._game_dirs()[self.max_games:]:
            shutil.rmtree(gone, ignore_errors=True)

    def folders(self) -> list[Path]:
        """The autosave folder and each game's folder (where a killed write leaves its temp file)."""
        return [self.root, *self._game_dirs()]

    def remove_game(self, game_id: str) -> None:
        if _GAME.match(game_id):
            shutil.rmtree(self.root / game_id, ignore_errors=True)

    # --- reading ----------------------------------------------------------------------------------
    def files(self, game_id: str) -> list[Path]:
        """This game's autosaves, newest first."""
        folder = self.root / game_id
        if not _GAME.match(game_id) or not folder.is_dir():
            return []
        found = [p for p in folder.iterdir() if _NAME.match(p.name)]
        return sorted(found, key=lambda p: int(_NAME.match(p.name).group(2)), reverse=True)  # type: ignore[union-attr]

    def _game_dirs(self) -> list[Path]:
        """Game folders, the most recently saved first."""
        if not self.root.is_dir():
            return []
        dirs = [d for d in self.root.iterdir() if d.is_dir() and _GAME.match(d.name)]

        def newest(d: Path) -> str:
            files = self.files(d.name)
            return files[0].name[:21] if files else ""

        return sorted(dirs, key=newest, reverse=True)

    def games(self, skip: Collection[Path] = ()) -> list[AutosaveEntry]:
        """One entry per game (its newest readable autosave), most recent game first. Files in `skip`
        (those a complete load refused: ui/game/continue_check.py) are passed over like unreadable ones."""
        out = []
        for d in self._game_dirs():
            for path in self.files(d.name):
                if path in skip:
                    continue
                try:
                    head = peek_head(path)
                except SaveError:
                    continue  # a broken file: fall back to the game's previous autosave
                out.append(AutosaveEntry(head.game_id, path, head.saved_at, head.summary, head.seed, head.names))
                break
        return out

    def latest(self, skip: Collection[Path] = ()) -> AutosaveEntry | None:
        """What "Continue" resumes: the newest autosave over all games (not one of `skip`)."""
        games = self.games(skip)
        return games[0] if games else None
