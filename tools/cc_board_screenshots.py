"""Screenshots of a Comanda & Conquista game in the window (issue 26 item 4/5 evidence), offscreen.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/cc_board_screenshots.py [OUT_DIR] [--lang de]

Plays a 4-player game and a 2-vs-2 team game with the tests' greedy policy (tests/helpers/cc.py) to the
middle, opens each in the window at fit zoom (1280x720 and 1920x1080) and saves the window, the players
table and the Help page, and a team's win on the game-over screen: cc_4p_1280.png, cc_4p_1920.png,
cc_teams_1280.png, cc_players.png, cc_help.png, cc_team_over.png (with --lang: _<lang> before .png).
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_tmp = tempfile.mkdtemp(prefix="conquest-shots-")
os.environ.setdefault("CONQUEST_DATA_DIR", os.path.join(_tmp, "data"))  # never the user's saves
os.environ.setdefault("CONQUEST_CONFIG_DIR", os.path.join(_tmp, "config"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, QThreadPool  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from conquest_qt.engine.replay import LoggedGame, replay  # noqa: E402
from conquest_qt.ui.game.game_setup import GameSetup, Seat  # noqa: E402
from conquest_qt.ui.window.main_window import MainWindow  # noqa: E402
from tests.helpers.cc import CC, greedy, played_to_the_end  # noqa: E402
from tests.helpers.legal import legal_actions  # noqa: E402


def pump(ms: int = 50) -> None:
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.005)


def varied(game: object, rng: random.Random) -> dict[str, Any]:
    """The greedy policy, with a mix of purchases, conversions, defences and anti-air on the way (a board
    that shows every mark)."""
    d = game.pending()  # type: ignore[attr-defined]
    if d.kind == "turn":
        acts = legal_actions(game)
        for kind, chance in (("convert", 0.5), ("fortify", 0.3), ("assign_aa", 0.15), ("buy", 0.6)):
            some = [a for a in acts if a["type"] == kind]
            if some and rng.random() < chance:
                return rng.choice(some)
    return greedy(game)


def mid_game(players: list[str], options: object, seed: int, rounds: int) -> LoggedGame:
    """A greedy game played to red's turn in round `rounds` (or red's last turn before he falls)."""
    lg = LoggedGame.new(players, options, seed)
    rng = random.Random(seed)
    best = lg
    for _ in range(5000):
        d = lg.game.pending()
        if lg.game.over or "red" in lg.game.s.eliminated:
            break
        if d.kind == "turn" and d.player == "red" and lg.game.s.round >= 2:
            best = replay(players, options, seed, list(lg.log))
            if lg.game.s.round >= rounds:
                break
        lg.apply(d.player, varied(lg.game, rng))
    return best


def open_window(lg: LoggedGame, names: dict[str, str], w: int, h: int) -> MainWindow:
    win = MainWindow()
    win.resize(w, h)
    win.show()
    win.set_speed("instant")
    seats = tuple(Seat(c, names[c], c == "red", None if c == "red" else "random") for c in lg.game.s.players)
    win.start_session(GameSetup(seats, lg.game.s.options, lg.seed), lg)
    pump(600)
    win.fit_board()
    pump(400)
    return win


def close(win: MainWindow) -> None:
    win.end_session()
    if win.saves is not None:
        win.saves.clear_game()
    win.close()
    win.deleteLater()
    QThreadPool.globalInstance().waitForDone(10000)
    QCoreApplication.processEvents()


def save(widget: object, path: Path) -> None:
    pump(250)
    widget.grab().save(str(path))  # type: ignore[attr-defined]
    print(path)


def main(out: Path, lang: str) -> int:
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Conquest")
    if lang != "en":
        from conquest_qt.ui.text import i18n

        i18n.install_language(app, lang)
    names = {"red": "Anna", "blue": "Ben", "black": "Carla", "green": "Dario", "yellow": "Eva", "white": "Femke"}
    four = mid_game(["red", "blue", "black", "green"], CC.options.from_dict({"ruleset": "cc"}), 1, 6)
    teams = CC.options.from_dict({"ruleset": "cc", "teams": [["red", "blue"], ["black", "green"]]})
    pair = mid_game(["red", "black", "blue", "green"], teams, 1, 6)
    sfx = "" if lang == "en" else f"_{lang}"
    for w, h in ((1280, 720), (1920, 1080)):
        win = open_window(four, names, w, h)
        save(win, out / f"cc_4p_{w}{sfx}.png")
        if w == 1280:
            save(win.players, out / f"cc_players{sfx}.png")
        close(win)
    win = open_window(pair, names, 1280, 720)
    save(win, out / f"cc_teams_1280{sfx}.png")
    win.show_rules()
    pump(500)
    win._help.resize(900, 700)
    save(win._help, out / f"cc_help{sfx}.png")
    win._help.close()
    close(win)
    team = CC.options.from_dict({"ruleset": "cc", "teams": [["red", "blue"]]})
    over = played_to_the_end(["red", "black", "blue"], team, seed=2)
    win = open_window(over, names, 1280, 720)
    pump(800)
    save(win, out / f"cc_team_over{sfx}.png")
    close(win)
    return 0


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    lang = sys.argv[sys.argv.index("--lang") + 1] if "--lang" in sys.argv else "en"
    args = [a for a in args if a != lang]
    sys.exit(main(Path(args[0]) if args else Path("/tmp/ccboard"), lang))
