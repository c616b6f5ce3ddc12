"""`conquest --autoplay ... --exit-when-done` plays an AI-only game in the real window and exits 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_autoplay_finishes_offscreen(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CONQUEST_DATA_DIR=str(tmp_path / "d"),
               CONQUEST_CONFIG_DIR=str(tmp_path / "c"))
    cmd = [sys.executable, "-m", "conquest_qt", "--autoplay", "random,random,random,random", "--seed", "1",
           "--exit-when-done", "--target", "10", "--round-cap", "30"]
    res = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=240)
    assert res.returncode == 0, res.stderr[-2000:]
    last = res.stdout.strip().splitlines()[-1]
    assert last.startswith("winner=") and " rounds=" in last, res.stdout
    assert not (tmp_path / "d").exists() or not any((tmp_path / "d").rglob("*.json"))  # spectators don't autosave


def test_autoplay_plays_a_risk_game(tmp_path: Path) -> None:
    """VARIANTS.md V0.1: `--ruleset risk` watches a Risk game (V1) between the Risk computer players."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CONQUEST_DATA_DIR=str(tmp_path / "d"),
               CONQUEST_CONFIG_DIR=str(tmp_path / "c"))
    cmd = [sys.executable, "-m", "conquest_qt", "--autoplay", "easy,normal,hard,random", "--ruleset", "risk",
           "--seed", "4", "--exit-when-done"]
    res = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=240)
    assert res.returncode == 0, res.stderr[-2000:]
    assert res.stdout.strip().splitlines()[-1].startswith("winner="), res.stdout


def test_autoplay_rejects_unknown_types(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CONQUEST_DATA_DIR=str(tmp_path / "d"),
               CONQUEST_CONFIG_DIR=str(tmp_path / "c"))
    res = subprocess.run([sys.executable, "-m", "conquest_qt", "--autoplay", "random,genius,random,random",
                          "--exit-when-done"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert res.returncode == 2 and "genius" in res.stderr


def test_ending_the_game_twice_at_once_is_harmless(qtbot) -> None:
    """The window's close and the application's aboutToQuit both end the session; a second call
    arriving while the first one waits for the computer players' threads must do nothing."""
    from conquest_qt.ui.window.main_window import MainWindow
    from tests.helpers.window import close_window, setup_of

    win = MainWindow()
    win.set_speed("instant")
    session = win.start_session(setup_of([], ["red", "blue", "green", "yellow"], seed=3))
    real = session.shutdown

    def shutdown() -> None:
        win.end_session()  # re-entered, as from aboutToQuit while events are processed
        real()

    session.shutdown = shutdown  # type: ignore[method-assign]
    win.end_session()
    assert win.session is None
    close_window(win)
