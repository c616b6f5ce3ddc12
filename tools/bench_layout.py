#!/usr/bin/env python3
"""The game page's layout in figures per window size and language (issue 28 item 1: the board is the game).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/bench_layout.py [--lang en nl de] [--shots DIR]

Per size and language a seeded Conquest game (a scripted human, red, against three computer players) is played
in the window to its movement step of round 2, a Risk game (a scripted human against three) for a few turns, and
a Comanda & Conquista team game (a scripted human and three computers, two teams: the widest players table) to the
human's second turn, then on for a few turns. It prints
  side    the side column's width in px (Conquest's, cc's)
  share   the map (land and sea drawn, not the empty bands) in view at fit zoom, % of the window's area
  band    the taller empty band of sea above or below the map, % of the board pane's height
  scroll  the steps (ruleset:decision kind) whose main action was out of the side panel's view at its top,
          among those the scripted humans met
and, as its last line,
  share_1280=<lowest over the languages> share_1920=<lowest> band=<largest, % of the pane> scroll=<steps>
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp(prefix="conquest-layout-"))  # not the user's settings
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication, QThreadPool  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from conquest_qt.engine import rulesets  # noqa: E402
from conquest_qt.engine.rulesets.conquest.options import Options  # noqa: E402
from conquest_qt.ui.game.game_setup import GameSetup, Seat  # noqa: E402
from conquest_qt.ui.text import i18n  # noqa: E402
from conquest_qt.ui.window.main_window import MainWindow  # noqa: E402
from tests.helpers.layout import BoardFigures, board_figures, main_action, needs_scrolling  # noqa: E402
from tests.helpers.risk import risk_setup  # noqa: E402
from tests.helpers.scripted import ScriptedHuman  # noqa: E402

SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1600, 900), (1920, 1080))


def conquest_setup(seed: int = 11) -> GameSetup:
    seats = (Seat("red", "Anna", True), Seat("blue", "Computer 1", False, "normal"),
             Seat("green", "Computer 2", False, "normal"), Seat("yellow", "Computer 3", False, "normal"))
    return GameSetup(seats, Options(target_areas=20, round_cap=60), seed)


def cc_setup(seed: int = 4) -> GameSetup:
    """A 2-vs-2 cc game (V3.8): the players table with its team numbers, the widest cc shows."""
    opts = rulesets.get("cc").options.from_dict({"ruleset": "cc", "round_cap": 30,
                                                 "teams": [["red", "blue"], ["green", "yellow"]]})
    seats = (Seat("red", "Anna", True), Seat("blue", "Computer 1", False, "random"),
             Seat("green", "Computer 2", False, "random"), Seat("yellow", "Computer 3", False, "random"))
    return GameSetup(seats, opts, seed)


def play(win: MainWindow, human: ScriptedHuman, until: Callable[[], bool], seen: dict[str, bool], ruleset: str,
         timeout: float = 120.0) -> bool:
    """Let the game run and the scripted human answer until `until()`; each step the human answers is looked at
    first: `seen[ruleset:kind]` is True once its main action needed scrolling."""
    end = time.monotonic() + timeout
    while not until():
        if time.monotonic() > end or win.session is None or win.session.over:
            return False
        QCoreApplication.processEvents()
        if not human.ready():
            time.sleep(0.001)
            continue
        settle(win)
        if until():
            break
        target = main_action(win)
        if target is not None and win.ctrl is not None and win.stack.currentWidget() is win.game_page:
            key = f"{ruleset}:{'continue' if win.battle.waiting() else win.ctrl.kind}"
            seen[key] = seen.get(key, False) or needs_scrolling(win, target)
        human.step()
    return True


def settle(win: MainWindow) -> None:
    for _ in range(5):
        QCoreApplication.processEvents()
    lay = win.side_scroll.widget().layout()
    if lay is not None:
        lay.activate()
    QCoreApplication.processEvents()


def window(size: tuple[int, int]) -> MainWindow:
    """A player's window (not a spectator's: a finished battle waits for Continue)."""
    win = MainWindow()
    win.set_speed("instant")
    win.handover.guard_ms = 0
    win.resize(*size)
    return win


def close(win: MainWindow) -> None:
    win.end_session()
    if win.saves is not None:
        win.saves.clear_game()
    win.close()
    win.deleteLater()
    QThreadPool.globalInstance().waitForDone(10000)
    QCoreApplication.processEvents()


def fitted_figures(win: MainWindow, tag: str, shots: Path | None) -> tuple[BoardFigures, int]:
    """The board fitted once the window has settled: its figures, the side column's width, and a screenshot."""
    settle(win)
    win.fit_board()
    settle(win)
    fig = board_figures(win)
    side = win.side_scroll.width()
    if shots is not None:
        win.view.tiles.flush_lands()
        QCoreApplication.processEvents()
        win.grab().save(str(shots / f"layout_{tag}.png"))
    return fig, side


def report(tag: str, size: tuple[int, int], fig: BoardFigures, side: int, seen: dict[str, bool], missed: str) -> None:
    scrolled = sorted(k for k, v in seen.items() if v)
    print(f"{tag}: window {size[0]}x{size[1]}, map {fig.map_w}x{fig.map_h} px, share {100 * fig.share:.1f} %, "
          f"band {100 * fig.band:.1f} % of the pane, side {side} px, steps seen {len(seen)}, needing scrolling: "
          f"{', '.join(scrolled) or 'none'}{missed}", flush=True)


def measure(app: QApplication, lang: str, size: tuple[int, int], shots: Path | None) -> tuple[float, float, dict]:
    i18n.install_language(app, lang)
    seen: dict[str, bool] = {}
    win = window(size)
    win.show()
    win.start_session(conquest_setup())
    human = ScriptedHuman(win, max_moves=3, attack=True)

    def movement_2() -> bool:
        s = win.session
        return s is not None and int(s.public()["round"]) >= 2 and win.ctrl is not None and win.ctrl.kind == "movement"

    reached = play(win, human, movement_2, seen, "conquest")
    tag = f"{lang}_{size[0]}x{size[1]}"
    fig, side = fitted_figures(win, tag, shots)
    play(win, human, lambda: human.steps > 40, seen, "conquest", timeout=60)  # on to battles and the next turns
    close(win)
    win = window(size)
    win.show()
    win.start_session(risk_setup(["red"], ["black", "blue", "green"], level="easy", seed=5, version="training"))
    risk_human = ScriptedHuman(win, max_moves=3, attack=True)
    play(win, risk_human, lambda: risk_human.steps > 60, seen, "risk", timeout=60)
    if shots is not None:
        settle(win)
        win.grab().save(str(shots / f"layout_risk_{tag}.png"))
    close(win)
    report(tag, size, fig, side, seen, "" if reached else " (movement of round 2 not reached)")
    return fig.share, fig.band, seen


def measure_cc(app: QApplication, lang: str, size: tuple[int, int], shots: Path | None) -> tuple[float, float, dict]:
    """cc's figures: the map and the side column at the human's second turn, then a few turns more."""
    i18n.install_language(app, lang)
    seen: dict[str, bool] = {}
    win = window(size)
    win.show()
    win.start_session(cc_setup())
    human = ScriptedHuman(win, max_moves=3, attack=True)

    def second_turn() -> bool:
        s = win.session
        return (s is not None and int(s.public()["round"]) >= 2 and win.ctrl is not None and win.ctrl.kind == "turn"
                and s.my_turn() == "red")

    reached = play(win, human, second_turn, seen, "cc")
    tag = f"cc_{lang}_{size[0]}x{size[1]}"
    fig, side = fitted_figures(win, tag, shots)
    play(win, human, lambda: human.steps > 30, seen, "cc", timeout=60)
    close(win)
    report(tag, size, fig, side, seen, "" if reached else " (the second turn not reached)")
    return fig.share, fig.band, seen


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lang", nargs="*", default=list(i18n.LANGUAGES))
    ap.add_argument("--sizes", nargs="*", default=[f"{w}x{h}" for w, h in SIZES], help="e.g. 1280x720")
    ap.add_argument("--rulesets", nargs="*", default=["conquest", "cc"],
                    help="conquest (with Risk), cc: the games played per size and language")
    ap.add_argument("--shots", type=Path, default=None, help="save a screenshot per size and language here")
    args = ap.parse_args(argv)
    if args.shots is not None:
        args.shots.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    shares: dict[int, list[float]] = {}
    bands: list[float] = []
    scrolled: set[str] = set()
    sizes = [tuple(int(x) for x in text.split("x")) for text in args.sizes]
    games = {"conquest": measure, "cc": measure_cc}
    for lang in args.lang:
        for size in sizes:
            for name in args.rulesets:
                share, band, seen = games[name](app, lang, size, args.shots)  # type: ignore[arg-type]
                shares.setdefault(size[0], []).append(share)
                bands.append(band)
                scrolled |= {k for k, v in seen.items() if v}
    low = {w: min(v) for w, v in shares.items()}
    print(f"share_1280={100 * low.get(1280, 0):.1f} share_1920={100 * low.get(1920, 0):.1f} "
          f"band={100 * max(bands):.1f} scroll={len(scrolled)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
