"""A client's copy of a finished game (issue 29): the host opens its commitment at the end (seed and
salt); the client checks them against the hash it was given at the start, replays every decision from
the seed with the engine's strict checks, and compares its seat's view of the result with the last view
the host sent. The replayed game is written as an ordinary save, so `conquest --check-save` on any
player's copy proves again that no roll was changed."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from conquest_qt.engine.replay import LoggedGame, ReplayError, replay
from conquest_qt.engine.rulesets import options_from_dict
from conquest_qt.engine.view import player_view
from conquest_qt.net import commit
from conquest_qt.net.protocol import Over
from conquest_qt.net.views import view_to_data


@dataclass
class Checked:
    code: str  # ok, seed_mismatch (the opened seed is not the promised one), log_mismatch, replay_failed, desync
    logged: LoggedGame | None = None

    @property
    def ok(self) -> bool:
        return self.code == "ok"


def _json(data: Any) -> Any:
    """As JSON data, as it crossed the wire (tuples as lists)."""
    import json

    return json.loads(json.dumps(data))


def check(over: Over, seed_hash: str, options: dict[str, Any], seat: str, last_view: dict[str, Any],
          log: list[dict[str, Any]]) -> Checked:
    if not commit.opens(seed_hash, over.seed, over.salt):
        return Checked("seed_mismatch")
    if over.log != log:
        return Checked("log_mismatch")
    try:
        logged = replay(list(over.players), options_from_dict(dict(options)), over.seed, list(over.log))
    except (ReplayError, ValueError, KeyError, TypeError):
        return Checked("replay_failed")
    if _json(view_to_data(player_view(logged.game, seat))) != _json(last_view):
        return Checked("desync", logged)
    return Checked("ok", logged)


def write_copy(path: str | Path, checked: Checked, names: dict[str, str], remote: set[str]) -> None:
    """The verified game as a save (`conquest --check-save` reads it): every seat a human but the host's
    computer players (their level is not told: `normal`)."""
    from conquest_qt.saves.files import write_save
    from conquest_qt.saves.model import PlayerMeta

    assert checked.logged is not None
    players = [PlayerMeta(colour=c, name=names.get(c, c)[:60], kind="human") if c in remote
               else PlayerMeta(colour=c, name=names.get(c, c)[:60], kind="ai", level="normal")
               for c in checked.logged.players]
    write_save(path, checked.logged, players)
