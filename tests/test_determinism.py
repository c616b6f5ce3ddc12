"""A game is setup + seed + decisions: the same seed gives the same game in every process
(independent of Python's string-hash seed, which changes the iteration order of plain sets)."""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = """
import hashlib, json
from conquest_qt.sim import play_game
from conquest_qt.engine.rulesets.conquest.options import Options
for types in (["random"] * 4, ["easy", "normal", "hard", "normal"]):
    r = play_game(types, 5, Options(round_cap=12), keep=True)
    print(hashlib.md5(json.dumps(r.logged.log, sort_keys=True).encode()).hexdigest())
"""


def _run(hash_seed: str) -> str:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed)
    out = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_same_seed_same_game_across_processes_and_hash_seeds() -> None:
    assert _run("1") == _run("2") == _run("12345")


CC_SCRIPT = """
import hashlib, json
from conquest_qt.sim import play_game
from conquest_qt.engine.rulesets import options_from_dict
opts = options_from_dict({"ruleset": "cc", "round_cap": 6, "teams": [["red", "blue"], ["black", "green"]]})
r = play_game(["random"] * 4, 5, opts, keep=True)
snap = r.logged.game.snapshot()
print(hashlib.md5(json.dumps([r.logged.log, snap], sort_keys=True).encode()).hexdigest())
"""


def test_cc_same_seed_same_game_across_processes_and_hash_seeds() -> None:
    """VARIANTS.md V3 (issue 26, item 5): a cc game with teams, its log and its final state, in every process."""
    def run(hash_seed: str) -> str:
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        out = subprocess.run([sys.executable, "-c", CC_SCRIPT], env=env, capture_output=True, text=True, timeout=300)
        assert out.returncode == 0, out.stderr
        return out.stdout

    assert run("1") == run("7") == run("4242")
