"""The shipped sound effects: tools/make_sounds.py reproduces them byte for byte, and they are short,
quiet, clean PCM (no clipping, no DC offset, silent at both ends) and small."""

from __future__ import annotations

import importlib.util
import math
import struct
import sys
import wave
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from conquest_qt.ui.sound.sound import SOUND_NAMES

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "resources" / "sounds"


def load_make_sounds() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_sounds"] = module
    spec.loader.exec_module(module)
    return module


def read(path: Path) -> tuple[Any, tuple[int, ...]]:
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        frames = w.readframes(params.nframes)
    return params, struct.unpack(f"<{params.nframes}h", frames)


def test_make_sounds_reproduces_the_shipped_files(tmp_path: Path) -> None:
    make_sounds = load_make_sounds()
    assert tuple(make_sounds.SOUNDS) == SOUND_NAMES
    make_sounds.write_all(tmp_path)
    for name in SOUND_NAMES:
        assert (tmp_path / f"{name}.wav").read_bytes() == (SOUNDS / f"{name}.wav").read_bytes(), name
    assert sorted(p.name for p in SOUNDS.iterdir()) == sorted(f"{n}.wav" for n in SOUND_NAMES)


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sound_is_short_quiet_and_clean(name: str) -> None:
    params, s = read(SOUNDS / f"{name}.wav")
    assert (params.nchannels, params.sampwidth, params.framerate, params.comptype) == (1, 2, 22050, "NONE")
    assert 0.1 <= params.nframes / params.framerate <= 1.5
    peak = max(abs(v) for v in s) / 32767
    assert 0.25 <= peak <= 0.55  # audible, modest, never clipped
    assert abs(sum(s) / len(s)) / 32767 < 0.001  # no DC offset
    assert s[0] == 0 and abs(s[-1]) <= 8  # fades in and out: no click at either end
    tail = s[-int(0.01 * params.framerate):]
    assert math.sqrt(sum(v * v for v in tail) / len(tail)) / 32767 < 0.01


def test_sounds_stay_small() -> None:
    assert sum((SOUNDS / f"{n}.wav").stat().st_size for n in SOUND_NAMES) < 400_000
