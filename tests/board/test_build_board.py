"""tools/build_board.py regenerates resources/board/geometry.json byte for byte (needs shapely and
the npm package world-atlas@2.0.2 in /tmp/node_modules; skipped without them)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SOURCE = Path("/tmp/node_modules/world-atlas/countries-50m.json")


def test_build_board_reproduces_the_geometry_file(tmp_path: Path) -> None:
    pytest.importorskip("shapely")
    if not SOURCE.exists():
        pytest.skip(f"{SOURCE} missing (cd /tmp && npm install world-atlas@2.0.2)")
    out = tmp_path / "geometry.json"
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "build_board.py"), "--source", str(SOURCE),
                           "--out", str(out)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert out.read_bytes() == (ROOT / "resources" / "board" / "geometry.json").read_bytes()
    # every name and chip found room on its area, but Madrid's chip (on Spain's south coast)
    assert "anchors beside the shape for ['Madrid']" in proc.stdout
