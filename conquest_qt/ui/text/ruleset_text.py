"""The words of a ruleset, looked up by (ruleset id, name): each ruleset's UI package has a `texts` module
(ui/rulesets/<id>/texts.py) that belongs to this layer (it imports only ui/text and the engine) and holds
its event, reason, hint, statistics and table texts. Generic code asks `words(ruleset).NAME` instead of
asking which ruleset is played; `conquest_qt/manifest.py` names the package. Optional names (read with a
default): `HAS_CARDS` (False: no cards column in the players table and no hand panel, cc), `HAS_DICE` (False: the
game-over screen names no seed of the dice and shows no Luck tab, cc), `areas_column()` / `row_badge(pub, colour)`
(the players table's areas header; a mark beside a player's flag, cc's team), `area_words()` (the game-over
screen's words for the areas), `menu_words()` (menu actions in the ruleset's words: cc's "End turn")."""

from __future__ import annotations

import importlib
from types import ModuleType

from conquest_qt import manifest


def words(ruleset_id: str) -> ModuleType:
    """The ruleset's texts module; ValueError for an unknown ruleset."""
    return importlib.import_module(manifest.get(ruleset_id).ui + ".texts")
