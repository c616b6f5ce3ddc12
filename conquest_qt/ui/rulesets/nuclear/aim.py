"""The nuclear attack before it is fired (VARIANTS.md V2.2-V2.6): its exact odds as the conventional battle's
are shown (ai/nuclear/odds.py through the ruleset's side, ai/nuclear/<ruleset>.py) and why a target is refused
(the engine's own target check, engine/addons/nuclear/legal.refusal, as error text).

Both read a game consistent with the human's own view (`PlayerView.sample_game`: units and owners are public),
made once per decision."""

from __future__ import annotations

import weakref
from typing import Any

from PySide6.QtCore import QCoreApplication

from conquest_qt.ui.game.turn_controller import TurnController
from conquest_qt.ui.rulesets.nuclear.texts import PLURALS
from conquest_qt.ui.text.error_text import error_text
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import arg, number, percent

_games: weakref.WeakKeyDictionary[TurnController, tuple[int, Any]] = weakref.WeakKeyDictionary()


def game_of(ctrl: TurnController) -> Any:
    """The decision's position as a game (the human's view; hidden cards and dice sampled: never read)."""
    serial, game = _games.get(ctrl, (-1, None))
    if serial != ctrl.serial or game is None:
        game = ctrl.session.driver.view(ctrl.player).sample_game(0)
        _games[ctrl] = (ctrl.serial, game)
    return game


def odds(ctrl: TurnController, target: str, n: int) -> tuple[float, float] | None:
    """(chance the target is contaminated, expected nukes lost) of `n` nukes at `target` (V2.4/V2.5), None
    when nobody defends it (V2.6: no dice, one nuke spent, certain)."""
    from conquest_qt.ai.nuclear.player import side_for

    game = game_of(ctrl)
    owner = game.s.owners.get(target)
    if owner is None or owner == ctrl.player:
        return None
    found: tuple[float, float] = side_for(ctrl.session.setup.options.ruleset).strike_odds(game, target, n)
    return found


def interceptors(ctrl: TurnController, target: str) -> list[str]:
    """Third players with a nuke land-adjacent to the target: each may intercept (V2.3)."""
    from conquest_qt.engine.addons.nuclear import rules as N

    game = game_of(ctrl)
    owner, s = game.s.owners.get(target), game.s
    return [p for p in s.players if p not in (ctrl.player, owner) and p not in s.eliminated
            and N.adjacent_nukes(game, target, p)]


def odds_text(ctrl: TurnController, target: str, n: int) -> str:
    """"Rome: 72% to contaminate it with 2 nukes, 0.8 nukes lost on average. Blue may intercept it.\""""
    t = QCoreApplication.translate
    found = odds(ctrl, target, n)
    if found is None:
        text = arg(t("Nuclear", "%1: nobody defends it, no dice: one nuke is spent and it is contaminated."),
                   area_name(target))
    else:
        text = arg(PLURALS.odds(n), area_name(target), percent(found[0]), number(found[1], 1))
    who = interceptors(ctrl, target)
    if who:
        names = ctrl.session.names
        text += " " + arg(t("Nuclear", "May be intercepted by %1."), ", ".join(names(p) for p in who))
    return text


def refusal_text(ctrl: TurnController, target: str) -> str:
    """Why the target is refused (the engine's first refusal), or a general refusal."""
    from conquest_qt.engine.addons.nuclear.legal import refusal

    err = refusal(game_of(ctrl), ctrl.player or "", target)
    if err is None:
        return error_text("wrong_action")
    data = dict(err.data)
    data.setdefault("area", target)
    return error_text(err.code, data)
