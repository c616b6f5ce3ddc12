"""tools/build_board.py regenerates resources/board/geometry.json byte for byte, from the Natural Earth
file kept in tests/data/world-atlas (shapely comes with the `test` extra: this test is never skipped)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "tests" / "data" / "world-atlas" / "countries-50m.json"


def test_build_board_needs_nothing_outside_the_repository() -> None:
    import shapely  # noqa: F401  (in the `test` extra)

    assert SOURCE.is_file()


def test_build_board_reproduces_the_geometry_file(tmp_path: Path) -> None:
    out = tmp_path / "geometry.json"
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "build_board.py"), "--source", str(SOURCE),
                           "--out", str(out)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert out.read_bytes() == (ROOT / "resources" / "board" / "geometry.json").read_bytes()
    # every name and chip found room on its area, but Madrid's chip (on Spain's south coast)
    assert "anchors beside the shape for ['Madrid']" in proc.stdout
