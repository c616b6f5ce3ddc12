"""Setup (V3.2), the seats and rounds, a turn's start and end (V3.4), elimination and the end (V3.9)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.parse import text
from conquest_qt.engine.rulesets.cc.board import START_CREDITS, START_DIVISIONS
from conquest_qt.engine.rulesets.cc.frames import ReviveFrame
from conquest_qt.engine.rulesets.cc.kinds import Kind, Phase, Step
from conquest_qt.engine.seats import NEUTRAL, mark_eliminated, seat_order_from
from conquest_qt.engine.steps import Flow, ask

if TYPE_CHECKING:
    from conquest_qt.engine.rulesets.cc.game import Game


# --- setup (V3.2) ----------------------------------------------------------------------------------
def setup(game: Game) -> Flow:
    s = game.s
    s.owners = {a: NEUTRAL for a in game.board.lands}
    for p in s.players:
        s.credits[p] = s.special_tokens[p] = s.kills[p] = 0
    game.emit("game_started", players=list(s.players))
    start = s.players[game.rng.below(len(s.players))]  # V3.2: drawn from the seed
    s.order = seat_order_from(s.players, start)
    game.emit("start_player", player=start)
    s.phase, s.turn = Phase.HOME, 0
    return Step.HOME_NEXT


def home_choices(game: Game) -> list[str]:
    """V3.2: nations that are no chosen home and not one land step from one."""
    s, step = game.s, game.board.step
    taken = set(s.homes.values())
    return [a for a in game.board.lands if a not in taken and s.owners.get(a) == NEUTRAL
            and not any(b in taken for b in step[a])]


def step_home_next(game: Game) -> Flow:
    s = game.s
    if s.turn < len(s.order):
        return ask(Kind.CHOOSE_HOME, s.order[s.turn])
    s.turn = 0
    s.phase = Phase.TURN
    game.emit("round_started", round=s.round)
    return Step.ROUND_START


def do_choose_home(game: Game, player: str, action: dict[str, Any]) -> Flow:
    s = game.s
    area = text(action, "area")
    revive = game.find(ReviveFrame)
    if revive is not None:
        if area not in revive.choices:
            raise RuleError("not_own_area", area=area)
        give_home(game, player, area)
        s.owners[area] = player
        s.converted = [a for a in s.converted if a != area]
        game.emit("home_chosen", player=player, area=area)
        return Step.REVIVED
    if area not in game.board.step:
        raise RuleError("unknown_area", area=area)
    if area not in home_choices(game):
        raise RuleError("home_too_close", area=area)
    give_home(game, player, area)
    for kind, n in START_DIVISIONS.items():
        game.put(area, player, kind, n)
    s.credits[player] = START_CREDITS
    game.emit("home_chosen", player=player, area=area, credits=START_CREDITS, units=dict(START_DIVISIONS))
    s.turn += 1
    return Step.HOME_NEXT


def give_home(game: Game, player: str, area: str) -> None:
    game.s.homes[player] = area
    game.s.owners[area] = player


def step_revived(game: Game) -> Flow:
    """After the revived player's choice: back to the reviver's turn."""
    frame = game.s.frames.pop()
    assert isinstance(frame, ReviveFrame)
    return ask(Kind.TURN, frame.player)


# --- seats and rounds (V3.2, V3.4) -----------------------------------------------------------------
def step_seat(game: Game) -> Flow:
    s = game.s
    while s.turn < len(s.order) and (s.order[s.turn] in s.eliminated or s.order[s.turn] in s.skipped):
        s.turn += 1
    return Step.TURN_START if s.turn < len(s.order) else Step.ROUND_END


def step_next_turn(game: Game) -> Flow:
    game.s.turn += 1
    return step_seat(game)


def step_round_end(game: Game) -> Flow:
    s = game.s
    cap = s.options.round_cap
    if cap is not None and s.round >= cap:
        return game.end(None, "round_cap")
    s.round += 1
    s.turn = 0
    s.skipped = []
    game.emit("round_started", round=s.round)
    return Step.ROUND_START


def step_turn_start(game: Game) -> Flow:
    """V3.4: every division of P unmoved; the turn runs by itself when P can do nothing but end it."""
    from conquest_qt.engine.rulesets.cc.legal import can_act

    s = game.s
    p = s.order[s.turn]
    s.spent = {}
    game.emit("turn_started", player=p, round=s.round)
    if not can_act(game, p):
        game.emit("turn_passed", player=p)
        return Step.TURN_END
    return ask(Kind.TURN, p)


def step_turn_end(game: Game) -> Flow:
    """V3.4: P's income, his property's countdown, then the elimination check of every player."""
    s = game.s
    p = s.order[s.turn]
    income = sum(1 for o in s.owners.values() if o == p)
    s.credits[p] = s.credits.get(p, 0) + income
    game.emit("income", player=p, credits=income)
    prop = s.properties.get(p)
    if prop is not None:
        prop.left -= 1
        if prop.left <= 0:
            del s.properties[p]
            game.emit("property_ended", player=p, effect=prop.id)
    s.spent = {}
    over = check_eliminations(game)
    return over if over is not None else Step.NEXT_TURN


def step_after_action(game: Game) -> Flow:
    """After a battle (and its retreat): the elimination check (V3.9), then P's turn goes on."""
    s = game.s
    over = check_eliminations(game)
    if over is not None:
        return over
    p = s.order[s.turn]
    if p in s.eliminated:  # P fell in his own battle: his turn ends without income
        s.spent = {}
        return Step.NEXT_TURN
    return ask(Kind.TURN, p)


# --- elimination and the end (V3.9) ----------------------------------------------------------------
def out_of_game(game: Game, player: str) -> bool:
    """No division and no home (his own, owned) nor converted nation."""
    s = game.s
    if s.divisions(player) or s.home_of(player) is not None:
        return False
    return not any(s.owners.get(a) == player for a in s.converted)


def eliminate(game: Game, player: str) -> None:
    s = game.s
    owned = [a for a, o in s.owners.items() if o == player]
    for a in owned:
        s.owners[a] = NEUTRAL
        s.defences.pop(a, None)
    s.converted = [a for a in s.converted if a not in owned]
    s.credits[player] = s.special_tokens[player] = s.kills[player] = 0
    s.properties.pop(player, None)
    mark_eliminated(s.eliminated, player)
    game.emit("eliminated", player=player)


def check_eliminations(game: Game) -> str | None:
    """Eliminate every player meeting V3.9; OVER when one player or one team is left."""
    s = game.s
    for p in s.players:
        if p not in s.eliminated and out_of_game(game, p):
            eliminate(game, p)
    return check_win(game)


def check_win(game: Game) -> str | None:
    s = game.s
    alive = s.alive()
    if not alive:
        return game.end(None, "last_standing")
    team = s.options.team_of(alive[0])
    if team is not None and all(p in team for p in alive):
        return game.end(list(team), "last_team_standing" if len(team) > 1 else "last_standing")
    if len(alive) == 1:
        return game.end(alive[0], "last_standing")
    return None

