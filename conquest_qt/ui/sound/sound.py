"""Sound effects without QtMultimedia: `SoundPlayer` hands a short WAV file to the system and returns.

    player = SoundPlayer()          # the platform's backend, found on first use
    player.enabled = settings.sound
    player.play("dice")             # True when a sound was started

The files are resources/sounds/<name>.wav (tools/make_sounds.py synthesises them). Backends: Windows
plays them with winsound (asynchronous), macOS with `afplay`, other systems with the first of `pw-play`,
`paplay`, `aplay -q` found on PATH; the programs are started detached through QProcess and never waited
for. Without a backend, or when one fails, the game stays silent: nothing is raised into the UI and each
problem is logged once at debug level. CONQUEST_SOUND=off, and Qt's offscreen platform (tests,
screenshots, benchmarks), select the silent backend, so no test ever starts an audio process.

A burst of requests (computer players at full speed) does not start dozens of processes: the same sound
plays at most once per MIN_GAP_S, and at most BURST_MAX sounds start within BURST_WINDOW_S (the game's end
and the "your turn" chime are never held back by others). While
`muted` (animations being skipped) or not `enabled` (the setting), nothing starts at all.
"""

from __future__ import annotations

import logging
import os
import shutil
import sys
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QProcess

from conquest_qt import paths

log = logging.getLogger(__name__)

SOUND_NAMES: tuple[str, ...] = ("dice", "explosion", "conquest", "card", "click", "victory", "turn",
                                "launch", "intercept", "contamination")  # the last three: the nuclear add-on
MIN_GAP_S = 0.12  # the same sound again only after this long
BURST_WINDOW_S = 1.0
BURST_MAX = 5  # sounds started within BURST_WINDOW_S
ALWAYS = frozenset({"victory", "turn"})  # rare and meaningful: not held back by a burst of others
MAX_FAILURES = 3  # failed starts in a row before the backend is given up
LINUX_PLAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (("pw-play", ()), ("paplay", ()), ("aplay", ("-q",)))
ENV_SWITCH = "CONQUEST_SOUND"  # "off" (or 0 / no / false): always silent


class Backend:
    """Plays one file without blocking; `play` returns False when it could not be started."""

    name = "silent"

    def available(self) -> bool:
        return True

    def play(self, path: Path) -> bool:
        raise NotImplementedError


class SilentBackend(Backend):
    """No sound: switched off ("disabled") or no player on this system ("missing")."""

    def __init__(self, reason: str = "disabled") -> None:
        self.reason = reason

    def available(self) -> bool:
        return False

    def play(self, path: Path) -> bool:
        return False


class WinsoundBackend(Backend):
    name = "winsound"

    def __init__(self) -> None:
        import winsound  # Windows only

        self._winsound = winsound
        self._flags = winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT

    def play(self, path: Path) -> bool:
        self._winsound.PlaySound(str(path), self._flags)
        return True


class CommandBackend(Backend):
    """A command-line player (afplay, pw-play, paplay, aplay) started detached, its output discarded."""

    def __init__(self, program: str, args: tuple[str, ...] = ()) -> None:
        self.program, self.args = program, tuple(args)
        self.name = Path(program).name

    def play(self, path: Path) -> bool:
        proc = QProcess()
        proc.setProgram(self.program)
        proc.setArguments([*self.args, str(path)])
        proc.setStandardOutputFile(QProcess.nullDevice())
        proc.setStandardErrorFile(QProcess.nullDevice())
        started = proc.startDetached()
        return bool(started[0] if isinstance(started, tuple) else started)


def switched_off(environ: dict[str, str] | None = None) -> bool:
    """CONQUEST_SOUND=off, or Qt's offscreen platform: never a sound."""
    env = os.environ if environ is None else environ
    if env.get(ENV_SWITCH, "").strip().lower() in ("off", "0", "no", "false"):
        return True
    return env.get("QT_QPA_PLATFORM", "").strip().lower() == "offscreen"


def find_backend(platform: str | None = None, which: Callable[[str], str | None] = shutil.which) -> Backend:
    """The platform's player, or SilentBackend("missing")."""
    platform = sys.platform if platform is None else platform
    if platform == "win32":
        try:
            return WinsoundBackend()
        except ImportError:
            return SilentBackend("missing")
    candidates = (("afplay", ()),) if platform == "darwin" else LINUX_PLAYERS
    for program, args in candidates:
        found = which(program)
        if found:
            return CommandBackend(found, args)
    return SilentBackend("missing")


_default: Backend | None = None


def default_backend() -> Backend:
    """The backend of this system, looked up once (silent when switched off)."""
    global _default
    if _default is None:
        _default = SilentBackend("disabled") if switched_off() else find_backend()
        log.debug("sound backend: %s", getattr(_default, "reason", None) or _default.name)
    return _default


def player_missing() -> bool:
    """True when this system has no way to play sounds (the settings dialog says so)."""
    backend = default_backend()
    return isinstance(backend, SilentBackend) and backend.reason == "missing"


def sound_path(name: str) -> Path:
    return paths.resource("sounds", f"{name}.wav")


class SoundPlayer:
    def __init__(self, backend: Backend | None = None, clock: Callable[[], float] = time.monotonic,
                 locate: Callable[[str], Path] = sound_path) -> None:
        self._backend = backend  # None: default_backend() on the first sound
        self._clock, self._locate = clock, locate
        self.enabled = True  # the "Sound effects" setting
        self.muted = False  # for a while (animations skipped)
        self._last: dict[str, float] = {}
        self._recent: deque[float] = deque()
        self._failures = 0
        self._logged: set[str] = set()

    @property
    def backend(self) -> Backend:
        if self._backend is None:
            self._backend = default_backend()
        return self._backend

    @backend.setter
    def backend(self, backend: Backend) -> None:
        self._backend, self._failures = backend, 0

    def available(self) -> bool:
        try:
            return self.backend.available()
        except Exception:  # sound never breaks the game
            return False

    def play(self, name: str) -> bool:
        """Start sound `name` unless off, muted, throttled or impossible; never raises, never blocks."""
        if not self.enabled or self.muted:
            return False
        try:
            return self._play(name)
        except Exception as exc:  # sound never breaks the game
            self._log_once("error", "sound %s failed: %r", name, exc)
            return False

    def _play(self, name: str) -> bool:
        now = self._clock()
        last = self._last.get(name)
        if last is not None and now - last < MIN_GAP_S:
            return False
        while self._recent and now - self._recent[0] >= BURST_WINDOW_S:
            self._recent.popleft()
        if len(self._recent) >= BURST_MAX and name not in ALWAYS:
            return False
        backend = self.backend
        if not backend.available():
            self._log_once("unavailable", "no sound: %s", getattr(backend, "reason", backend.name))
            return False
        path = self._locate(name)
        if not path.is_file():
            self._log_once("missing:" + name, "sound file missing: %s", path)
            return False
        self._last[name] = now
        self._recent.append(now)
        try:
            started = backend.play(path)
        except Exception as exc:  # e.g. winsound's RuntimeError: counts as a failed start
            self._log_once("raised", "sound player %s failed: %r", backend.name, exc)
            started = False
        if started:
            self._failures = 0
            return True
        self._failures += 1
        self._log_once("start", "sound player %s could not be started", backend.name)
        if self._failures >= MAX_FAILURES:
            self._backend = SilentBackend("missing")
            self._log_once("given_up", "sound player %s failed %d times: silent from now on", backend.name,
                           self._failures)
        return False

    def _log_once(self, key: str, message: str, *args: object) -> None:
        if key not in self._logged:
            self._logged.add(key)
            log.debug(message, *args)
