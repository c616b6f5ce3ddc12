"""Reason codes with data: why a computer player decides what it does, for every ruleset (never words:
the UI words them, ui/text/reason_text.py). Conquest's reasons come from ai/reasons.py, Risk's from
ai/risk/reasons.py; a hint (ui/game/hint.py) shows them.

Every code and its data (ids, numbers and codes only):

- ``attack``: target, owner, odds (win chance), size (units or armies sent), defenders
- ``leader``: player, areas, target (a runaway leader: within three areas of the target)
- ``threat``: area, risk (chance the strongest neighbour takes it), by
- ``front``: area, enemies (enemy armies next to it; Risk)
- ``continent``: continent, own, total (the area lies on a continent where I hold areas)
- ``claim``: area, own_next, free_next (neighbours held and still free)
- ``supply``: kind, bought, left (units left in the box after a purchase, R7.4)
- ``card``: card (a card played now)
- ``keep_cards``: (no data: no card worth playing or returning now)
- ``return_cards``: cards (the least useful now, R6.4)
- ``producer``: player, areas, target (missiles at a strong producer, R8.2)
- ``battle_odds``: area, odds (the battle's win chance as it stands)
- ``planes_first``: air, land (hits on planes first: they cost twice as much)
- ``sink``: owner, sea, count (submarines sunk: the strongest player's, near my coasts first)
- ``armistice``: player (the opponent who threatens most)
- ``hold``: (no attack worth its odds now: the forces stay)
- ``nothing_left``: (nothing left worth doing this step)
- ``capital``: area, enemies (the capital where the fewest enemies border it; Risk V1.13)
- ``stack``: area, armies (one big stack to attack from; Risk)
- ``trade``: stars, armies (cards traded now; Risk V1.6)
- ``mission``: mission (the conquest fulfils this mission; Risk V1.11)
- ``deny``: player, missions (the capital of a rival near winning: without it he cannot win, V1.13)
- ``pace``: mission, gained (the conquest meets this mission but V1.11's pace withholds it: `gained` is the
  mission fulfilled this turn, None in round 1)
- ``deny_third``: player, mission (the conquest keeps this standing mission, his third and the win, from a rival
  at the start of his turn; V1.11, V1.13)
- ``guard``: area, missions (the own capital kept strong: with this many missions, no win without it; V1.13)
- ``retake``: area, missions (the own capital retaken: with this many missions, no win without it; V1.13)
- ``occupy``: count, enemies (armies moved in; enemy armies next to the area they leave)
- ``conquests``: count (conquests this turn: enough for now)
- ``search``: candidates, played_out, samples, value (the expert's look-ahead)
- ``nuke``: target, owner, odds (chance it is contaminated), count (nukes committed), lost (expected lost),
  block (chance a third player intercepts; VARIANTS.md V2.2-V2.6)
- ``nuke_barrier``: area (an own area contaminated as a barrier: no dice, one nuke; V2.6)
- ``nuke_buy``: area, count, left (nukes bought there; left in the supply; V2.1)
- ``intercept``: striker, target, lose (the strike would hand the striker the win or help a runner; V2.3)
- ``let_pass``: striker, target (no reason to spend a unit on this strike; V2.3)
- ``nuke_roll``: target, odds (the strike's chance from here, V2.4/V2.5)
- ``nuke_stop``: target, odds (too low to go on: the committed nukes left are kept)
- ``nuke_hits``: area, odds (the assignment that leaves the strike least likely to contaminate it)
- ``free_area``: area (an ownerless area taken without a battle; V2.7)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

Action = dict[str, Any]


class Code(StrEnum):
    ATTACK = "attack"
    LEADER = "leader"
    THREAT = "threat"
    FRONT = "front"
    CONTINENT = "continent"
    CLAIM = "claim"
    SUPPLY = "supply"
    CARD = "card"
    KEEP_CARDS = "keep_cards"
    RETURN_CARDS = "return_cards"
    PRODUCER = "producer"
    BATTLE_ODDS = "battle_odds"
    PLANES_FIRST = "planes_first"
    SINK = "sink"
    ARMISTICE = "armistice"
    HOLD = "hold"
    NOTHING_LEFT = "nothing_left"
    CAPITAL = "capital"
    STACK = "stack"
    TRADE = "trade"
    MISSION = "mission"
    DENY = "deny"
    PACE = "pace"
    DENY_THIRD = "deny_third"
    GUARD = "guard"
    RETAKE = "retake"
    OCCUPY = "occupy"
    CONQUESTS = "conquests"
    SEARCH = "search"
    NUKE = "nuke"
    NUKE_BARRIER = "nuke_barrier"
    NUKE_BUY = "nuke_buy"
    INTERCEPT = "intercept"
    LET_PASS = "let_pass"
    NUKE_ROLL = "nuke_roll"
    NUKE_STOP = "nuke_stop"
    NUKE_HITS = "nuke_hits"
    FREE_AREA = "free_area"


@dataclass(frozen=True)
class Reason:
    code: Code
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Explanation:
    """The decision, its reasons, and the whole plan of the step it starts (the movement stage's moves
    in order, the decision first; a one-answer step: the decision alone)."""

    decision: Action
    reasons: tuple[Reason, ...]
    plan: tuple[Action, ...] = ()

    def steps(self) -> tuple[Action, ...]:
        return self.plan or (self.decision,)
