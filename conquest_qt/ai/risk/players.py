"""Risk players on the player view only (no peeking): they read `view.public`, their own hand and
the board's Risk reading, and reason about continents, capitals, missions and cards.

easy: spreads its armies over threatened borders, attacks when the odds favour it (2 conquests a turn at
most), trades as soon as it can, and sees a winning attack.
normal: aims at one continent at a time from one stack (up to 3 conquests a turn), trades for bigger sets.
hard: as normal, plus mission hunting (B1/S3 conquest counts, B5 lanes, B4 stacks, S5 eliminations,
S2 enemy capitals), denying continents to others and a fortify towards the threatened frontier.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from conquest_qt.ai.reason_codes import Explanation
from conquest_qt.ai.risk.odds import attack_odds
from conquest_qt.ai.risk.reasons import explain
from conquest_qt.engine.rng import Rng
from conquest_qt.engine.rulesets.risk.board import TRADE_VALUE, risk_board
from conquest_qt.engine.rulesets.risk.kinds import Act, Kind
from conquest_qt.engine.rulesets.risk.legal import legal_actions
from conquest_qt.engine.rulesets.risk.view import armies_of
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


class RiskAgent:
    name = "risk"
    params = Params()

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed * 104729 + 31)
        self.board = risk_board()

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
        return [b for b in self.board.adjacent[area] if owners[b] != me]

    def threat(self, pub: dict, me: str, area: str) -> int:
        owners, armies = pub["owners"], armies_of(pub)
        return sum(armies[b] for b in self.board.adjacent[area] if owners[b] not in (me, "neutral"))

    def continent_share(self, pub: dict, me: str) -> dict[str, float]:
        owners, armies = pub["owners"], armies_of(pub)
        out = {}
        for c, areas in self.board.continents.items():
            mine = sum(owners[a] == me for a in areas)
            foes = sum(armies[a] for a in areas if owners[a] != me)
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
        owners, armies = pub["owners"], armies_of(pub)
        own = [a for a, o in owners.items() if o == me]
        border = [a for a in own if self.enemies_next(pub, me, a)] or own
        p = self.params
        land: dict[str, int] = {}
        cap = pub["capitals"].get(me)
        if p.keep_capital and cap in border and owners.get(cap) == me:
            need = max(0, min(n // 2, self.threat(pub, me, cap) + p.keep_capital - armies[cap]))
            if need:
                land[cap] = need
                n -= need
        if p.missions:
            held = {m for ms in pub["missions"].values() for m in ms}

            def score(a: str) -> float:  # one big stack that can chain conquests (B1, B4, B5 at once)
                foes = self.enemies_next(pub, me, a)
                weak = sum(armies[b] <= 3 for b in foes)
                lane = any(self.board.is_lane(a, b) for b in foes) and "B5" not in held
                second = sum(1 for b in foes for c in self.board.adjacent[b] if owners[c] not in (me,))
                danger = sum(2.5 * len(pub["missions"].get(owners[b], [])) for b in foes
                             if pub["capitals"].get(owners[b]) == b)
                return armies[a] * 0.5 + weak * 2.0 + (4.0 if lane else 0.0) + second * 0.3 + danger
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
    def attack_value(self, pub: dict, me: str, src: str, dst: str, goal: str | None) -> float:
        owners, armies = pub["owners"], armies_of(pub)
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
        if p.missions:
            held = {m for ms in pub["missions"].values() for m in ms}
            if defender not in (None, "neutral") and list(owners.values()).count(defender) == 1 and "S5" not in held:
                value += 3.0
            if dst in pub["capitals"].values():
                value += 1.5
            if "B5" not in held and self.board.is_lane(src, dst):
                value += 1.5
            if "B4" not in held and armies[src] >= 10:
                value += 1.0
            if ("B1" not in held and pub["conquered"] == 2) or ("S3" not in held and pub["conquered"] == 5):
                value += 2.0
            if goal is not None and defender not in (None, "neutral", me):  # breaking a foe's continent
                cont = self.board.continents[c]
                if all(owners[a] == defender for a in cont):
                    value += 1.5
        return win * value

    def attack(self, view: PlayerView, pub: dict, me: str, info: dict) -> Action:
        owners, armies = pub["owners"], armies_of(pub)
        p = self.params
        goal = self.target_continent(pub, me) if p.continent_focus else None
        cap = pub["capitals"].get(me)
        held = {m for ms in pub["missions"].values() for m in ms}
        mine = pub["missions"].get(me, [])
        close = len(mine) >= 2 and cap is not None and owners.get(cap) == me  # one mission from winning
        if close and p.sees_wins:
            win_move = self.winning_attack(pub, me, held)
            if win_move is not None:
                return win_move
        if pub["conquered"] >= p.max_conquests:
            return {"type": Act.END_ATTACKS}
        best: tuple[float, str, str] | None = None
        for a, o in owners.items():
            if o != me or armies[a] < 2:
                continue
            if p.keep_capital and a == cap and armies[a] <= p.keep_capital + 1:
                continue
            for b in self.board.adjacent[a]:
                if owners[b] == me:
                    continue
                win, _ = attack_odds(armies[a], armies[b])
                rival = owners[b]
                danger = (p.denies and rival not in (None, "neutral") and pub["capitals"].get(rival) == b
                          and len(pub["missions"].get(rival, [])) >= p.deny_at)
                if win < (0.2 if danger else p.attack_min):
                    continue
                v = self.attack_value(pub, me, a, b, goal)
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

    def winning_attack(self, pub: dict, me: str, held: set[str]) -> Action | None:
        """An attack whose conquest gains a free action mission (V1.11), when one more wins the game."""
        owners, armies = pub["owners"], armies_of(pub)
        best: tuple[float, str, str] | None = None
        run = pub.get("run") or {}
        for a, o in owners.items():
            if o != me or armies[a] < 2:
                continue
            for b in self.board.adjacent[a]:
                if owners[b] == me:
                    continue
                gains = (("B1" not in held and pub["conquered"] + 1 >= 3)
                         or ("S3" not in held and pub["conquered"] + 1 >= 6)
                         or ("B5" not in held and self.board.is_lane(a, b))
                         or ("B4" not in held and (run.get("start", 0) if run.get("from") == a and run.get("to") == b
                                                   else armies[a]) >= 10)
                         or ("S5" not in held and owners[b] not in (None, "neutral")
                             and list(owners.values()).count(owners[b]) == 1))
                if gains:
                    win, _ = attack_odds(armies[a], armies[b])
                    if win >= 0.25 and (best is None or win > best[0]):
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
        return {"type": Act.OCCUPY, "count": n}

    def fortify(self, view: PlayerView, pub: dict, me: str, info: dict) -> Action:
        owners, armies = pub["owners"], armies_of(pub)
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
        return {"type": Act.FORTIFY, "from": src, "to": dst, "count": armies[src] - 1}

    def explain(self, view: PlayerView) -> Explanation:
        """The decision for `view` with its reason codes (ai/risk/reasons.py); this player is unchanged."""
        return explain(self, view)

    def _connected(self, owners: dict, me: str, src: str) -> list[str]:
        seen = {src}
        todo = [src]
        while todo:
            x = todo.pop()
            for b in self.board.adjacent[x]:
                if b not in seen and owners[b] == me:
                    seen.add(b)
                    todo.append(b)
        return sorted(seen)


class EasyRiskPlayer(RiskAgent):
    name = "easy"
    params = Params(attack_min=0.6, max_conquests=2, spread=True, sees_wins=True)


class NormalRiskPlayer(RiskAgent):
    name = "normal"
    params = Params(attack_min=0.6, continent_focus=True, trade_min_stars=4, max_conquests=3)


class HardRiskPlayer(RiskAgent):
    name = "hard"
    params = Params(attack_min=0.45, continent_focus=True, missions=True, keep_capital=0, trade_min_stars=5,
                    sees_wins=True, denies=True)
