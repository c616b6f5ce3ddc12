"""Command-line entry point of the game (`conquest`).

Each mode lives in its own module, imported only when used:
  conquest                       the game window            (conquest_qt.ui.window.launch.run_gui)
  conquest --screenshot PATH     board image, offscreen     (conquest_qt.ui.board.board_screenshot)
  conquest --check-save FILE     validate a save file       (conquest_qt.saves.check)
  conquest --self-test           smoke test of a build      (conquest_qt.selftest)
  conquest --autoplay ...        AI-only game in the window (conquest_qt.ui.window.launch)
"""

from __future__ import annotations

import argparse
import sys


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="conquest", description="Conquest, the world-conquest board game.")
    ap.add_argument("--screenshot", metavar="PATH", help="render the board with a sample position to a PNG and exit")
    ap.add_argument("--size", default="1920x1080", help="screenshot size WIDTHxHEIGHT (default 1920x1080)")
    ap.add_argument("--check-save", metavar="FILE", help="check a save file and exit (0 = valid)")
    ap.add_argument("--self-test", action="store_true", help="start offscreen, load everything, play a short AI game")
    ap.add_argument("--autoplay", metavar="TYPES", nargs="?", const="normal,normal,normal,normal",
                    help="watch an AI-only game, e.g. --autoplay easy,normal,hard,normal")
    ap.add_argument("--exit-when-done", action="store_true", help="with --autoplay: quit when the game ends")
    ap.add_argument("--seed", type=int, default=None, help="seed for --autoplay")
    ap.add_argument("--players", metavar="TYPES", default=None,
                    help="with --autoplay: player types per seat (same as --autoplay TYPES)")
    ap.add_argument("--target", type=int, default=None, help="with --autoplay: areas needed to win (8-36)")
    ap.add_argument("--round-cap", type=int, default=None, help="with --autoplay: draw after this many rounds")
    ap.add_argument("--ruleset", default=None, help="with --autoplay: the rules (conquest, risk)")
    ap.add_argument("--speed", choices=["max", "instant", "fast", "normal", "slow"], default=None,
                    help="with --autoplay: animation speed (default max with --exit-when-done)")
    ap.add_argument("--lang", choices=["en", "nl", "de"], default=None, help="language (default: settings/system)")
    ap.add_argument("file", nargs="?", help="a save file to open")
    return ap


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise SystemExit(f"conquest: --size must look like 1920x1080, not {text!r}") from None
    if not (16 <= w <= 16384 and 16 <= h <= 16384):
        raise SystemExit("conquest: --size out of range")
    return w, h


def main(argv: list[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # the bundle: a child of the computer players' process (ai/thinker.py)
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.check_save:
        from conquest_qt.saves.check import check_save_cli

        return check_save_cli(args.check_save)
    if args.screenshot:
        from conquest_qt.ui.board.board_screenshot import render_board_png

        w, h = parse_size(args.size)
        render_board_png(args.screenshot, w, h)
        return 0
    if args.self_test:
        from conquest_qt.selftest import run_self_test

        return run_self_test()
    from conquest_qt import xcb_libs

    problem = xcb_libs.check()  # before Qt loads its xcb plugin: it would abort naming one library
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    from conquest_qt.ui.window.launch import run_gui

    return run_gui(args)
