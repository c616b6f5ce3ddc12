"""Small builders for rule tests: a position + scripted dice, like the scenario format."""

from __future__ import annotations

from typing import Any

from conquest_qt.engine.rng import parse_script
from conquest_qt.engine.rulesets.conquest.cards import CARD_TYPE
from conquest_qt.engine.rulesets.conquest.game import Game
from conquest_qt.engine.rulesets.conquest.options import Options
from conquest_qt.engine.rulesets.conquest.position import game_from_position


def make(players: list[str], dice: str = "", options: Options | None = None, **state: Any) -> Game:
    options = options or Options()
    return game_from_position(players, state, options, script=parse_script(dice, options.explosion_faces))


def hand(game: Game, player: str) -> list[str]:
    return sorted(CARD_TYPE[c] for c in game.s.hands[player])


def units(game: Game, area: str) -> dict[str, tuple[int, int]]:
    """Each colour's (land, air) in an area (the engine keeps counts by kind: engine/units.py)."""
    return {c: (k.get("land", 0), k.get("air", 0)) for c, k in game.s.units.get(area, {}).items()}


def subs(game: Game) -> dict[str, dict[str, int]]:
    """Every sea's subs by colour."""
    return {sea: by for sea, by in game.s.subs(game.topo.sea_lands)}


def waiting(game: Game) -> tuple[str, str] | None:
    d = game.pending()
    return (d.player, d.kind) if d else None


def dice_left(game: Game) -> int:
    return len(game.rng.script or [])


def by_kind(land_air: list[int] | tuple[int, int]) -> dict[str, int]:
    """(land, air) as the engine's counts by kind (engine/units.py: zero counts left out)."""
    return {k: n for k, n in zip(("land", "air"), land_air, strict=True) if n}
