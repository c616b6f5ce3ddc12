"""Risk players on the player view only (no peeking): they read `view.public`, their own hand and
the board's Risk reading, and reason about continents, capitals, missions and cards.

easy: spreads its armies over threatened borders, attacks when the odds favour it (2 conquests a turn at
most), trades as soon as it can, and sees a winning attack.
normal: aims at one continent at a time from one stack (up to 3 conquests a turn), trades for bigger sets.
hard: as normal, plus mission hunting (B1/S3 conquest counts, B5 lanes, B4 stacks, S5 eliminations,
S2 enemy capitals), denying continents to others and a fortify towards the threatened frontier.

V1.11's pace (ai/risk/pace.py): a conquest is worth the one mission it gains now (none in round 1, none after
a gain this turn), not every mission it meets; easy and hard see a winning attack only while a gain is open.
hard also plans the turn around it: a stack for an action mission while one is open, else its position for
the next turn's standing check; it denies a rival one mission from winning (his capital, or the area that
would give him a standing mission at his turn's start) and, one mission from winning itself, guards its capital.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations
from operator import countOf
from typing import Any

from conquest_qt.ai.reason_codes import Explanation
from conquest_qt.ai.risk import pace
from conquest_qt.ai.risk.odds import attack_odds
from conquest_qt.ai.risk.reasons import explain
from conquest_qt.engine.rng import Rng
from conquest_qt.engine.rulesets.risk.board import TRADE_VALUE, risk_board
from conquest_qt.engine.rulesets.risk.kinds import Act, Kind
from conquest_qt.engine.rulesets.risk.legal import legal_actions
from conquest_qt.engine.rulesets.risk.missions import B4_ARMIES, WIN_MISSIONS
from conquest_qt.engine.rulesets.risk.rules import connected
from conquest_qt.engine.view import PlayerView

Action = dict[str, Any]


class RandomRiskPlayer:
    """Uniform among the legal answers of a game sampled from the view; ends attacks now and then."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed * 7919 + 17)

    def decide_view(self, view: PlayerView) -> Action:
        return self.decide(view.sample_game(self.rng.next64()))

    def decide(self, game: Any) -> Action:
        """From a game (a sampled one, or the real one in engine benchmarks and tests)."""
        d = game.pending()
        if d is not None and d.kind == Kind.ATTACK and self.rng.random() < 0.2:
            return {"type": Act.END_ATTACKS}
        options = legal_actions(game)
        return dict(options[self.rng.below(len(options))])


@dataclass(frozen=True)
class Params:
    attack_min: float = 0.5  # least win chance of an attack worth starting
    continent_focus: bool = False
    missions: bool = False
    keep_capital: int = 0  # armies kept on the capital when it borders enemies
    trade_min_stars: int = 2  # trade when the cards show this many stars (or must)
    occupy_all: bool = False
    max_conquests: int = 99  # conquests per turn before it stops attacking (a cautious beginner)
    spread: bool = False  # place on the most threatened border area (defence) rather than one stack
    sees_wins: bool = False  # one mission from winning: takes any attack that gains a free action mission
    denies: bool = False  # attacks the capital of a rival with missions (without it he cannot win, V1.13)
    deny_at: int = 2  # ... from this many missions held by that rival
    guards: bool = False  # one mission from winning: keeps its own capital strong, or retakes it (V1.13)


GUARD_ARMIES = 3  # `guards`: armies beyond the enemies next to it that the capital keeps
# what an action mission gained by a conquest is worth to `hard` (V1.11: one a turn, so they never add up):
# a chance that passes (S5, the rarely reached S3) above one that comes back (B4: its own stack), and
# CONTESTED more when a rival could gain the mission in his next turn (pace.contested): take that one first
MISSION_WORTH = {"B1": 2.0, "B4": 1.0, "B5": 1.5, "S3": 2.5, "S5": 3.0}
CONTESTED = 1.0


class RiskAgent:
    name = "risk"
    params = Params()

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed * 104729 + 31)
        self.board = risk_board()
        self._plan: tuple[Any, tuple[frozenset[str], frozenset[str]]] | None = None  # (position, plan) kept

    # --- the interface ---------------------------------------------------------------------------
    def decide_view(self, view: PlayerView) -> Action:
        if not isinstance(view, PlayerView):
            raise TypeError("a Risk player decides from a PlayerView only")
        d = view.pending
        if d is None or d.player != view.player:
            raise ValueError("no decision of this player is pending")
        pub, me = view.public, view.player
        handler = {Kind.CLAIM: self.claim, Kind.PLACE_CAPITAL: self.capital, Kind.SETUP_PLACE: self.place,
                   Kind.PLACE: self.place, Kind.TRADE: self.trade, Kind.ATTACK: self.attack,
                   Kind.OCCUPY: self.occupy, Kind.FORTIFY: self.fortify}[d.kind]
        return handler(view, pub, me, d.info)

    # --- helpers ---------------------------------------------------------------------------------
    def enemies_next(self, pub: dict, me: str, area: str) -> list[str]:
        owners = pub["owners"]
        return [b for b in self.board.adjacent[area] if owners[b] not in (me, None)]  # None: unowned (V2.7)

    def threat(self, pub: dict, me: str, area: str) -> int:
        owners, armies = pub["owners"], pace.army_counts(pub)
        return sum(armies[b] for b in self.board.adjacent[area] if owners[b] not in (me, "neutral", None))

    def continent_share(self, pub: dict, me: str) -> dict[str, float]:
        owners, armies = pub["owners"], pace.army_counts(pub)
        out = {}
        for c, areas in self.board.continents.items():
            mine = foes = 0
            for a in areas:
                o = owners[a]
                if o == me:
                    mine += 1
                elif o is not None:
                    foes += armies[a]
            out[c] = (mine / len(areas)) * 2 - foes / (10 + 3 * len(areas)) + self.board.bonus[c] / (len(areas) * 4)
        return out

    def target_continent(self, pub: dict, me: str) -> str:
        share = self.continent_share(pub, me)
        owners = pub["owners"]
        open_ = {c: v for c, v in share.items() if any(owners[a] != me for a in self.board.continents[c])}
        pool = open_ or share
        return max(sorted(pool), key=lambda c: pool[c])

    # --- setup -----------------------------------------------------------------------------------
    def claim(self, view: PlayerView, pub: dict, me: str, info: dict) -> Action:
        owners = pub["owners"]
        free = [a for a, o in owners.items() if o is None]
        board = self.board

        def score(a: str) -> float:
            c = board.continent[a]
            areas = board.continents[c]
            mine = sum(owners[x] == me for x in areas)
            taken = sum(owners[x] not in (None, me) for x in areas)
            own_next = sum(owners[b] == me for b in board.adjacent[a])
            return mine * 2.0 - taken * 1.2 + own_next + 6.0 / len(areas) + self.rng.random() * 0.5
        return {"type": Act.CLAIM, "area": max(free, key=score)}

    def capital(self, view: PlayerView, pub: dict, me: str, info: dict) -> Action:
        owners = pub["owners"]
        own = [a for a, o in owners.items() if o == me]
        return {"type": Act.PLACE_CAPITAL,
                "area": max(own, key=lambda a: (-len(self.enemies_next(pub, me, a)), a in pub["cities"], a))}

    def place(self, view: PlayerView, pub: dict, me: str, info: dict) -> Action:
        n = info["armies"]
        owners, armies = pub["owners"], pace.army_counts(pub)
        own = [a for a, o in owners.items() if o == me]
        foes_of = {a: self.enemies_next(pub, me, a) for a in own}  # (asked again for every area scored)
        border = [a for a in own if foes_of[a]] or own
        p = self.params
        land: dict[str, int] = {}
        cap = pub["capitals"].get(me)
        keep, share = p.keep_capital, n // 2
        if self.guarding(pub, me):  # one mission from winning: the capital must hold (V1.13)
            keep, share = max(keep, GUARD_ARMIES), n * 2 // 3
        if keep and cap in border and owners.get(cap) == me:
            need = max(0, min(share, self.threat(pub, me, cap) + keep - armies[cap]))
            if need:
                land[cap] = need
                n -= need
        if (p.guards and cap is not None and owners.get(cap) != me and n
                and len(pub["missions"].get(me, [])) >= WIN_MISSIONS - 1):
            near = [a for a in self.board.adjacent[cap] if owners[a] == me]
            if near:  # one mission from winning without the capital: retake it (V1.13)
                a = max(near, key=lambda x: (armies[x], x))
                land[a] = land.get(a, 0) + n
                return {"type": Act.PLACE, "land": land}
        if p.missions:
            held = pace.held(pub)
            hunting = pace.open_now(pub)  # V1.11: an action mission can still be gained this turn
            setups = self.mission_plan(pub, me)[0]

            def score(a: str) -> float:  # one big stack: an action mission now, or a standing one next turn
                foes = foes_of[a]
                weak = sum(armies[b] <= 3 for b in foes)
                hunt = 0.0
                if hunting and "B5" not in held and any(self.board.is_lane(a, b) for b in foes):
                    hunt = 4.0
                if hunting and "B4" not in held and weak and armies[a] + n >= B4_ARMIES:
                    hunt = max(hunt, 3.0)
                second = sum(1 for b in foes for c in self.board.adjacent[b] if owners[c] != me)
                danger = sum(2.5 * len(pub["missions"].get(owners[b], [])) for b in foes
                             if pub["capitals"].get(owners[b]) == b)
                setup = 2.0 if any(b in setups for b in foes) else 0.0
                return armies[a] * 0.5 + weak * 2.0 + hunt + second * 0.3 + danger + setup
        elif p.continent_focus:
            goal = self.target_continent(pub, me)

            def score(a: str) -> float:
                gain = 0.0
                for b in self.enemies_next(pub, me, a):
                    w = 2.0 if self.board.continent[b] == goal else 0.4
                    if p.missions and b in pub["capitals"].values():
                        w += 1.0
                    gain = max(gain, w * (armies[a] + n) / (armies[a] + n + armies[b]))
                return gain + (1.0 if self.board.continent[a] == goal else 0.0)
        elif p.spread:  # one army at a time to the border area that needs it most (no big stacks)
            threat = {a: self.threat(pub, me, a) + 0.5 * len(self.enemies_next(pub, me, a)) for a in border}
            have = {a: armies[a] + land.get(a, 0) for a in border}
            for _ in range(n):
                a = max(border, key=lambda x: (threat[x] - have[x], x))
                have[a] += 1
                land[a] = land.get(a, 0) + 1
            return {"type": Act.PLACE, "land": land}
        else:
            def score(a: str) -> float:
                return armies[a] - 0.2 * self.threat(pub, me, a) + self.rng.random()
        if n:
            best = max(border, key=score)
            land[best] = land.get(best, 0) + n
        return {"type": Act.PLACE, "land": land}

    def trade(self, view: PlayerView, pub: dict, me: str, info: dict) -> Action:
        lands_stars = self.board.stars
        hand = list(view.hand)
        best: tuple[int, list[str]] | None = None
        for k in range(1, len(hand) + 1):
            for combo in combinations(hand, k):
                stars = sum(lands_stars[a] for a in combo)
                if stars in TRADE_VALUE and (best is None or stars > best[0]
                                             or (stars == best[0] and len(combo) < len(best[1]))):
                    best = (stars, list(combo))
        if best is None:
            return {"type": Act.PASS}
        want = self.params.trade_min_stars
        if info.get("must") or best[0] >= want or len(hand) >= 5:
            return {"type": Act.TRADE, "cards": best[1]}
        return {"type": Act.PASS}

    # --- attacks ---------------------------------------------------------------------------------
    def guarding(self, pub: dict, me: str) -> bool:
        """`guards`: one mission from winning with the own capital held, which must stay held (V1.13)."""
        return (self.params.guards and len(pub["missions"].get(me, [])) >= WIN_MISSIONS - 1
                and pace.owns_capital(pub, me))

    def attack_value(self, pub: dict, me: str, src: str, dst: str, goal: str | None,
                     deny: frozenset[str] = frozenset(), setups: frozenset[str] = frozenset(),
                     rivals_reach: frozenset[str] = frozenset()) -> float:
        owners, armies = pub["owners"], pace.army_counts(pub)
        p = self.params
        win, _ = attack_odds(armies[src], armies[dst])
        value = 1.0
        c = self.board.continent[dst]
        if goal is not None and c == goal:
            value += 1.0
            if sum(owners[a] != me for a in self.board.continents[c]) == 1:
                value += 2.0 + self.board.bonus[c] * 0.3
        defender = owners[dst]
        if p.denies and defender not in (None, "neutral", me) and pub["capitals"].get(defender) == dst:
            value += 3.0 * len(pub["missions"].get(defender, []))  # no capital, no win (V1.13)
        if dst in deny:  # it would give a rival one mission from winning his third at his turn's start
            value += 4.0
        if p.guards and dst == pub["capitals"].get(me):  # no capital, no win (V1.13)
            value += 1.0 + 2.0 * len(pub["missions"].get(me, []))
        if p.missions:
            # V1.11's pace: what this conquest gains now (at most one mission), not all it meets
            value += sum(MISSION_WORTH.get(m, 0.0) + (CONTESTED if m in rivals_reach else 0.0)
                         for m in pace.conquest_gain(pub, self.board, src, dst))
            if defender not in (None, "neutral") and countOf(owners.values(), defender) == 1:
                value += 1.0 + 2.0 * len(pub["missions"].get(defender, []))  # V1.13: his cards and missions, at once
            if dst in pub["capitals"].values():
                value += 1.5
            if dst in setups:  # a standing mission at the start of the next turn
                value += 1.5
            if goal is not None and defender not in (None, "neutral", me):  # breaking a foe's continent
                cont = self.board.continents[c]
                if all(owners[a] == defender for a in cont):
                    value += 1.5
        return win * value

    def attack(self, view: PlayerView, pub: dict, me: str, info: dict) -> Action:
        owners, armies = pub["owners"], pace.army_counts(pub)
        p = self.params
        cap = pub["capitals"].get(me)
        if p.sees_wins:
            win_move = self.winning_attack(pub, me)
            if win_move is not None:
                return win_move
        if pub["conquered"] >= p.max_conquests:
            return {"type": Act.END_ATTACKS}
        keep = p.keep_capital
        if self.guarding(pub, me) and cap is not None:
            keep = max(keep, GUARD_ARMIES + self.threat(pub, me, cap))
        least = min(0.2, p.attack_min)  # the least odds any attack is taken at (a denial's, below)
        pairs: list[tuple[str, str, float]] = []
        for a, o in owners.items():
            if o != me or armies[a] < 2:
                continue
            if keep and a == cap and armies[a] <= keep + 1:
                continue
            for b in self.board.adjacent[a]:
                if owners[b] in (me, None):  # None: free or contaminated, no attack target (V2.7)
                    continue
                win, _ = attack_odds(armies[a], armies[b])
                if win >= least:
                    pairs.append((a, b, win))
        if not pairs:  # no attack at any odds it takes: the plans below are not needed
            return {"type": Act.END_ATTACKS}
        goal = self.target_continent(pub, me) if p.continent_focus else None
        setups, deny = self.mission_plan(pub, me)
        reach = frozenset(pace.contested(pub, self.board, me)) if p.missions else frozenset()
        best: tuple[float, str, str] | None = None
        for a, b, win in pairs:
            rival = owners[b]
            danger = b in deny or (p.denies and rival not in (None, "neutral") and pub["capitals"].get(rival) == b
                                   and len(pub["missions"].get(rival, [])) >= p.deny_at)
            if win < (0.2 if danger else p.attack_min):
                continue
            v = self.attack_value(pub, me, a, b, goal, deny, setups, reach)
            if best is None or v > best[0]:
                best = (v, a, b)
        if best is None:
            return {"type": Act.END_ATTACKS}
        _, a, b = best
        run = pub.get("run")
        if run and run["from"] == a and run["to"] == b:
            pass
        return {"type": Act.ATTACK, "from": a, "to": b, "dice": min(3 + ("S1" in pub["missions"].get(me, [])
                                                                        and pub["options"]["risk_version"] == "command"
                                                                        and "S1" not in pub["rewards_removed"]),
                                                                    armies[a] - 1)}

    def mission_plan(self, pub: dict, me: str) -> tuple[frozenset[str], frozenset[str]]:
        """(setups, deny): the areas whose conquest gives me a standing mission at my next turn's start; the
        areas of rivals one mission from winning whose loss leaves them none to gain at theirs (V1.11; the
        third would win at once, V1.13). Both read only who owns what and who holds which mission: kept
        while those stay as they are (a turn's attack decisions between two conquests ask again)."""
        key = (me, tuple(pub["owners"].values()), tuple(map(tuple, pub["missions"].values())))
        if self._plan is None or self._plan[0] != key:
            setups = frozenset(pace.standing_setups(pub, self.board, me)) if self.params.missions else frozenset()
            deny = frozenset(b for rival in pace.leaders(pub, me) for b in pace.breaking(pub, self.board, rival)
                             ) if self.params.denies else frozenset()
            self._plan = (key, (setups, deny))
        return self._plan[1]

    def winning_attack(self, pub: dict, me: str) -> Action | None:
        """An attack whose conquest wins at once (V1.13: three missions and the own capital): the turn's one
        mission gained (V1.11: while one can still be gained), missions taken over at an elimination, or the
        own capital retaken."""
        owners, armies = pub["owners"], pace.army_counts(pub)
        cap = pub["capitals"].get(me)
        mine = len(pub["missions"].get(me, []))
        most = max((len(ms) for p, ms in pub["missions"].items() if p != me), default=0)
        if cap is None or mine + 1 + most < WIN_MISSIONS:  # (no rival's missions could make it: nothing to count)
            return None
        areas = Counter(owners.values())
        lone = max((len(ms) for p, ms in pub["missions"].items() if p != me and areas[p] == 1), default=0)
        if cap is None or mine + 1 + lone < WIN_MISSIONS:
            return None
        best: tuple[float, str, str] | None = None
        for a, o in owners.items():
            if o != me or armies[a] < 2:
                continue
            for b in self.board.adjacent[a]:
                if owners[b] in (me, None) or (owners.get(cap) != me and b != cap):
                    continue
                rival = owners[b]
                taken = len(pub["missions"].get(rival, [])) if areas[rival] == 1 else 0  # V1.13
                if mine + taken + len(pace.conquest_gain(pub, self.board, a, b)) >= WIN_MISSIONS:
                    win, _ = attack_odds(armies[a], armies[b])
                    if win >= 0.2 and (best is None or win > best[0]):
                        best = (win, a, b)
        if best is None:
            return None
        _, a, b = best
        return {"type": Act.ATTACK, "from": a, "to": b, "dice": min(3, armies[a] - 1)}

    def occupy(self, view: PlayerView, pub: dict, me: str, info: dict) -> Action:
        src, dst, lo, hi = info["from"], info["to"], info["min"], info["max"]
        if self.params.occupy_all:
            src_threat = self.threat(pub, me, src)
            dst_front = len([b for b in self.board.adjacent[dst] if pub["owners"][b] != me and b != dst])
            if src_threat and dst_front:
                n = max(lo, min(hi, hi - src_threat // 2))
            elif src_threat:
                n = lo
            else:
                n = hi
        else:
            n = hi
        if src == pub["capitals"].get(me) and self.guarding(pub, me):
            n = lo  # the capital keeps what it can (V1.13)
        return {"type": Act.OCCUPY, "count": n}

    def fortify(self, view: PlayerView, pub: dict, me: str, info: dict) -> Action:
        owners, armies = pub["owners"], pace.army_counts(pub)
        own = [a for a, o in owners.items() if o == me]
        interior = [a for a in own if armies[a] >= 2 and not self.enemies_next(pub, me, a)]
        if not interior:
            return {"type": Act.END_TURN}
        src = max(interior, key=lambda a: armies[a])
        reach = self._connected(owners, me, src)
        front = [a for a in reach if a != src and self.enemies_next(pub, me, a)]
        if not front:
            return {"type": Act.END_TURN}
        dst = max(front, key=lambda a: (self.threat(pub, me, a) - armies[a], a))
        cap = pub["capitals"].get(me)
        if self.guarding(pub, me) and cap in front and armies[cap] <= self.threat(pub, me, cap) + GUARD_ARMIES:
            dst = cap  # one mission from winning: the capital first (V1.13)
        return {"type": Act.FORTIFY, "from": src, "to": dst, "count": armies[src] - 1}

    def explain(self, view: PlayerView) -> Explanation:
        """The decision for `view` with its reason codes (ai/risk/reasons.py); this player is unchanged."""
        return explain(self, view)

    def _connected(self, owners: dict, me: str, src: str) -> list[str]:
        return sorted(connected(owners, self.board.adjacent, me, src))  # the engine's own rule (V1.9)


class EasyRiskPlayer(RiskAgent):
    name = "easy"
    params = Params(attack_min=0.6, max_conquests=2, spread=True, sees_wins=True)


class NormalRiskPlayer(RiskAgent):
    name = "normal"
    params = Params(attack_min=0.6, continent_focus=True, trade_min_stars=4, max_conquests=3)


class HardRiskPlayer(RiskAgent):
    name = "hard"
    params = Params(attack_min=0.45, continent_focus=True, missions=True, keep_capital=0, trade_min_stars=5,
                    sees_wins=True, denies=True, guards=True)
