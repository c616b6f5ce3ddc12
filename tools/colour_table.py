"""Print the CIEDE2000 table of the player colours as the board draws them (the owner's wash over
the paper texture, sampled from a rendered swatch), pairwise and against the sea, for the normal
palette and for the colour-blind palette as seen with deuteranopia and protanopia (Machado et al.
2009, severity 1.0). tests/ui/board/test_board_colours.py keeps the minimums.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/colour_table.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from conquest_qt.ui.board import board_colours as bc

CASES = (("normal palette", False, None), ("colour-blind palette", True, None),
         ("colour-blind palette, deuteranopia", True, "deuteranopia"),
         ("colour-blind palette, protanopia", True, "protanopia"))


def main() -> int:
    _app = QApplication.instance() or QApplication(sys.argv[:1])
    names = [*bc.PLAYERS, "sea"]
    for title, cb, deficiency in CASES:
        drawn = {c: bc.drawn_land(c, cb) for c in bc.PLAYERS} | {"sea": bc.drawn_sea()}
        t = bc.table(cb, deficiency)
        print(f"\n{title}: " + ", ".join(f"{c} {bc.hex_of(rgb)}" for c, rgb in drawn.items()))
        print(" " * 8 + "".join(f"{c:>8}" for c in names))
        for a in names:
            cells = []
            for b in names:
                d = t.get((a, b), t.get((b, a)))
                cells.append(f"{d:8.1f}" if d is not None else " " * 7 + "-")
            print(f"{a:>8}" + "".join(cells))
        pairs = {k: v for k, v in t.items() if "sea" not in k}
        sea = {k: v for k, v in t.items() if "sea" in k}
        lo_p, lo_s = min(pairs, key=pairs.get), min(sea, key=sea.get)  # type: ignore[arg-type]
        print(f"min pair {'-'.join(lo_p)} {pairs[lo_p]:.1f}, min from the sea {'-'.join(lo_s)} {sea[lo_s]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
