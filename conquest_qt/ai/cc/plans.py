"""Plan by simulation for Comanda & Conquista's hard player (VARIANTS.md V3: no dice, nothing hidden).

A plan is a turn policy: normal's (players.NormalCcPlayer) with one variation of its parameters (garrison
margin, purchases, which attacks, march targets). Each plan is played on a copy of the game to the end of
the player's turn, then every other player's turn of the round is played by normal's policy (allies' too;
retreats by homes.retreat) back to the player's next turn, and the position reached is scored. The work is
counted in copies and actions, never in time: `MAX_ACTIONS` per plan, `MAX_ROUND_ACTIONS` in all.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from conquest_qt.ai.cc.evaluation import HOME_WORTH, position_value
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.rulesets.cc.kinds import Act, Kind

if TYPE_CHECKING:
    from conquest_qt.ai.cc.players import CcPlayer, Params
    from conquest_qt.engine.rulesets.cc.game import Game

Action = dict[str, Any]
Fingerprint = tuple[Any, ...]

MAX_ACTIONS = 160  # actions of one plan's simulation (own turn + the round's other turns)
LOST = -1e6


@dataclass
class Outcome:
    """One simulated plan: the player's own actions, the position back at his next turn and its score."""

    params: Params
    actions: list[Action]
    before: list[Fingerprint]  # the position before each of his actions
    score: float
    work: int  # actions applied on the copy


def variations(base: Params) -> list[Params]:
    """The plans weighed each turn, normal's own first (it wins ties)."""
    sp = base.spending
    return [
        base,
        replace(base, spending=replace(sp, air=0), march=True),
        replace(base, hold_converted=True, margin=1, spending=replace(sp, anti_air_stacks=True)),
        # session 33, against normal with pre-emption: 44/100 with these five against 39/100 without (paired,
        # seeds 32001-32100)
        replace(base, preempt=0),
        replace(base, spending=replace(sp, air=5)),
        replace(base, margin=1),
        replace(base, march=True),
        replace(base, whole=True),
    ]


def score(game: Game, me: str) -> float:
    """The position at the player's next turn: the team's worth minus the enemies' with their next replies
    counted (evaluation.position_value); a lost home weighs twice as much again; a loss is -1e6."""
    s = game.s
    if me in s.eliminated:
        return LOST
    v = position_value(game, me)
    if s.homes.get(me) is not None and s.home_of(me) is None:
        v -= 2 * HOME_WORTH
    return v


def fingerprint(game: Game) -> Fingerprint:
    """What a turn's actions depend on, in an order of its own (a sampled game's dicts may be in another);
    hashable."""
    s = game.s
    units = tuple(sorted((a, p, k, n) for a, by in s.units.items() for p, ks in by.items() for k, n in ks.items()
                         if n))
    spent = tuple(sorted((a, k, st, n) for a, ks in s.spent.items() for k, sts in ks.items()
                         for st, n in sts.items() if n))
    return (s.round, s.turn, s.step, units, spent, tuple(sorted(s.owners.items())), tuple(sorted(s.credits.items())),
            tuple(sorted(s.special_tokens.items())),
            tuple(sorted((a, tuple(sorted(v))) for a, v in s.defences.items() if v)),
            tuple(sorted(s.converted)), tuple(sorted(s.eliminated)), tuple(sorted(s.homes.items())))


def own_turn(game: Game, me: str, mine: CcPlayer, limit: int = MAX_ACTIONS,
             before: list[Fingerprint] | None = None) -> tuple[Game, list[Action], bool]:
    """`mine` plays the player's turn on a copy (retreats it causes answered by their owners' policy, which is
    homes.retreat for every level): the copy, his actions (with `before`, the fingerprint of the position
    before each), and whether they were all legal."""
    g = game.copy()
    actions: list[Action] = []
    while not g.over and len(actions) < limit:
        d = g.pending()
        if d is None:
            break
        try:
            if d.player == me and d.kind == Kind.TURN:
                if before is not None:
                    before.append(fingerprint(g))
                a = mine.turn(g, me)
                actions.append(a)
                g.apply(me, a)
                if a["type"] == Act.END_TURN:
                    break
            else:
                g.apply(d.player, mine.decide(g))
        except RuleError:
            return g, actions, False
    return g, actions, True


def round_after(g: Game, me: str, others: CcPlayer, limit: int = MAX_ACTIONS) -> tuple[float, int]:
    """`others` plays every other decision on `g` until the player's next turn (the game's end, or `limit`
    actions); the score there, and the actions applied."""
    work = 0
    while not g.over and work < limit:
        d = g.pending()
        if d is None or (d.player == me and d.kind == Kind.TURN) or me in g.s.eliminated:
            break
        try:
            g.apply(d.player, others.decide(g))
        except RuleError:
            break
        work += 1
    return score(g, me), work


def simulate(game: Game, me: str, mine: CcPlayer, others: CcPlayer) -> Outcome:
    """One plan: `mine`'s turn on a copy, then the round's other turns by `others`, scored."""
    before: list[Fingerprint] = []
    g, actions, legal = own_turn(game, me, mine, before=before)
    if not legal:
        return Outcome(mine.params, actions, before, LOST, len(actions))
    value, work = round_after(g, me, others)
    return Outcome(mine.params, actions, before, value, len(actions) + work)
