"""Atomic writes: killing the writer at any moment leaves the previous (or the new) complete file."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conquest_qt.saves import load_save
from conquest_qt.saves.atomic import atomic_write_bytes, stale_temp_files
from tests.conftest import ROOT
from tests.helpers.golden import GOLDEN

WRITER = """
import importlib.util, sys
target, a, b, module = sys.argv[1:5]
spec = importlib.util.spec_from_file_location("atomic", module)  # just this module: a fast start
atomic = importlib.util.module_from_spec(spec)
spec.loader.exec_module(atomic)
atomic_write_bytes = atomic.atomic_write_bytes
payloads = [open(a, "rb").read(), open(b, "rb").read()]
print("ready", flush=True)
i = 0
while True:
    atomic_write_bytes(target, payloads[i % 2])
    i += 1
"""


ATOMIC = str(ROOT / "conquest_qt" / "saves" / "atomic.py")


def _padded(name: str, size: int) -> bytes:
    data = (GOLDEN / name).read_bytes()
    return data + b" " * (size - len(data))  # trailing white space: still the same valid save


def test_killing_the_writer_mid_save_never_damages_the_file(tmp_path: Path) -> None:
    a, b = _padded("claim.json", 1_000_000), _padded("battle.json", 1_200_000)
    (tmp_path / "a.bin").write_bytes(a)
    (tmp_path / "b.bin").write_bytes(b)
    for name in ("a.bin", "b.bin"):  # both payloads are valid saves, so "equal to one" means "valid"
        assert load_save(tmp_path / name).envelope.format == "conquest-save"
    target = tmp_path / "game.json"
    atomic_write_bytes(target, a)
    rnd = random.Random(6)
    for _ in range(30):
        proc = subprocess.Popen([sys.executable, "-S", "-c", WRITER, str(target), str(tmp_path / "a.bin"),
                                 str(tmp_path / "b.bin"), ATOMIC], stdout=subprocess.PIPE, cwd=tmp_path)
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == b"ready"
        time.sleep(rnd.uniform(0.0, 0.03))  # let it get somewhere in a write: the delay is not asserted
        proc.kill()
        proc.wait()
        proc.stdout.close()
        assert target.read_bytes() in (a, b)
    for tmp in stale_temp_files(tmp_path):  # leftovers of killed writes are hidden temp files
        assert tmp.name.startswith(".game.json.") and tmp.name.endswith(".tmp")


def test_a_failed_write_leaves_the_old_file_and_no_temp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "game.json"
    atomic_write_bytes(target, b"old")

    def boom(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        atomic_write_bytes(target, b"new")
    assert target.read_bytes() == b"old"
    assert stale_temp_files(tmp_path) == []


def test_new_files_are_readable_by_others_and_old_modes_are_kept(tmp_path: Path) -> None:
    target = tmp_path / "game.json"
    atomic_write_bytes(target, b"1")
    if os.name == "posix":
        assert target.stat().st_mode & 0o777 == 0o644
        os.chmod(target, 0o600)
        atomic_write_bytes(target, b"2")
        assert target.stat().st_mode & 0o777 == 0o600
    assert target.read_bytes() == b"2" or os.name != "posix"
