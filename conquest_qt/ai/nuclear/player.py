"""A computer player with nuclear skills (VARIANTS.md V2): the add-on's AI part around a ruleset's player.

`NuclearPlayer` answers the add-on's own decisions (`nuke_intercept`, `nuke_roll`, `nuke_hits`,
`nuke_counter`), may amend the base player's purchase (`build` / `place`: one nuke more) and may declare a
nuclear attack where the rules allow one (`battle_choice` / `end_turn` / `attack`) before the base player is
asked; everything else is the base player's. What differs per ruleset (odds, worth of an area, the purchase's
shape) is in `ai/nuclear/<ruleset>.py`, looked up by the ruleset's id. Decisions are deterministic: the
player's own seeded generator, the view's sample game, no clock.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from conquest_qt.ai.nuclear.policy import Policy
from conquest_qt.engine.addons.nuclear import rules as N
from conquest_qt.engine.addons.nuclear.state import StrikeFrame
from conquest_qt.engine.addons.nuclear.strike import COUNTER, HITS, INTERCEPT, ROLL, NuclearPart
from conquest_qt.engine.legal import legal_actions
from conquest_qt.engine.rng import Rng
from conquest_qt.engine.seats import NEUTRAL

Action = dict[str, Any]
OWN_KINDS = (INTERCEPT, ROLL, HITS, COUNTER)
HELD = 0.3  # a nuke on the board is worth this share of its price: paid for, it can only be fired or lost (V2.8)


def side_for(ruleset: str) -> ModuleType:
    """The ruleset's side of the AI part (ai/nuclear/<ruleset>.py)."""
    return importlib.import_module(f"conquest_qt.ai.nuclear.{ruleset}")


def engine_part(game: Any) -> NuclearPart:
    return next(p for p in game.parts if isinstance(p, NuclearPart))


class NuclearPlayer:
    """The base player of a level with the nuclear add-on's skills of its `policy`."""

    def __init__(self, base: Any, policy: Policy, seed: int, ruleset: str) -> None:
        self.base = base
        self.policy = policy
        self.ruleset = ruleset
        self.rng = Rng(seed * 2654435761 + 97)
        self._sample = seed * 7919 + 3
        self.fired: list[tuple[str, str, int, float]] = []  # (from, to, committed, odds) of every declaration

    @property
    def side(self) -> ModuleType:  # looked up, not kept: the player is pickled to the thinker's child process
        return side_for(self.ruleset)

    def __getattr__(self, name: str) -> Any:  # name, explain(), …: the base player's
        if name.startswith("__") or name == "base":  # (unpickling looks up __setstate__ before `base` is set)
            raise AttributeError(name)
        return getattr(self.base, name)

    def explain(self, view: Any) -> Any:
        """The decision for `view` with its reasons (ai/nuclear/reasons.py); this player is unchanged."""
        from conquest_qt.ai.nuclear.reasons import explain

        return explain(self, view)

    # --- the seam ------------------------------------------------------------------------------------
    def decide_view(self, view: Any) -> Action:
        d = view.pending
        if d.kind in OWN_KINDS:
            return self._own(view, d)
        if d.kind == self.side.PURCHASE:
            action: Action = self.base.decide_view(view)
            return self._purchase(view, action)
        if d.kind in self.side.DECLARE:
            fire = self.policy.fires and self._may_fire(view)
            free = any(o is None for o in view.public.get("owners", {}).values())
            if fire or free:
                game = self._game(view)
                move = self.side.free_move(game, d.player, legal_actions(game)) if free else None
                if move is not None and self.side.first(game, d.player, move["to"]):
                    return dict(move)
                strike = self._strike(game, d.player) if fire else None
                if strike is not None:
                    return strike
                if move is not None:
                    return dict(move)
        base: Action = self.base.decide_view(view)
        return base

    def _game(self, view: Any) -> Any:
        self._sample += 1
        return view.sample_game(self._sample)

    def _may_fire(self, view: Any) -> bool:
        """A cheap look at the view: a nuke of mine on the board (the legal declarations then say whether one
        may fire: V2.2 from `nuke_from_round`, unused this turn)."""
        me = view.player
        pub = view.public
        return bool(any(by.get(me, {}).get(N.NUKE) for by in pub.get("units", {}).values()))

    # --- buying (V2.1) -------------------------------------------------------------------------------
    def _purchase(self, view: Any, action: Action) -> Action:
        p = self.policy
        if action.get("type") != self.side.PURCHASE:
            return action
        game = self._game(view)
        me = view.player
        action = self.side.prepare(action, game, me)
        if not p.buys:
            return action
        opts = N.options(game)
        cost = opts.cost(self.ruleset)
        budget = int(max(view.pending.info.get("pp", 0), view.pending.info.get("armies", 0)))
        if p.random:
            if N.supply(game, me) > 0 and self.rng.random() < 0.3:
                mine = sorted(a for a, o in game.s.owners.items() if o == me)
                amended = self.side.amend(action, game, mine[self.rng.below(len(mine))], cost)
                return amended if amended is not None else action
            return action
        if game.s.round < opts.nuke_from_round - 1:
            return action
        want = self.side.plan(game, me)
        if want is None and not self._alarmed(game, me):
            return action
        area = self._keep_area(game, me)
        if area is None:
            return action
        n = min(p.cap - N.on_board(game, me), N.supply(game, me), int(budget * p.share) // cost)
        if want is not None:  # a target plan: as many as it needs beside the stack, all the budget if need be
            n = min(p.cap - N.on_board(game, me), N.supply(game, me), budget // cost, want - N.nukes(game, area, me))
        if n <= 0 or (p.buy_every > 1 and self.rng.below(p.buy_every) != 0):
            return action
        amended = self.side.amend(action, game, area, cost, n)
        return amended if amended is not None else action

    def _alarmed(self, game: Any, me: str) -> bool:
        """Nukes are for stopping a rival running for the win (VARIANTS.md V2: denying the leader): buy once
        one is past the ruleset's alarm (plus the level's) and ahead of me."""
        s = game.s
        rivals = [self.side.danger(game, p) for p in s.players if p != me and p not in s.eliminated]
        top = max(rivals, default=0.0)
        return bool(top >= self.side.ALARM + self.policy.alarm and top >= self.side.danger(game, me))

    def _keep_area(self, game: Any, me: str) -> str | None:
        """Where a nuke is safest (V2.8: a conquered area loses half its nukes): my strongest area against
        its strongest enemy neighbour, then the one with most own land neighbours (interceptions, V2.3)."""
        mine = sorted(a for a, o in game.s.owners.items() if o == me and a in game.topo.land_neighbours)
        if not mine:
            return None
        stacks = [a for a in mine if N.nukes(game, a, me) and self.side.guard_strength(game, a, me) >= 0]
        if stacks:  # one stack: a strike fires one area's nukes (V2.2)
            return str(max(stacks, key=lambda a: (N.nukes(game, a, me), a)))

        def score(a: str) -> tuple[float, int, str]:
            own = sum(1 for n in game.topo.land_neighbours[a] if game.s.owners.get(n) == me)
            return (self.side.guard_strength(game, a, me), own, a)

        return str(max(mine, key=score))

    # --- declaring (V2.2) ------------------------------------------------------------------------------
    def _strike(self, game: Any, me: str) -> Action | None:
        legal = [a for a in legal_actions(game) if a["type"] == "nuke"]
        if not legal:
            return None
        if self.policy.random:
            if self.rng.random() < 0.3:
                a = dict(legal[self.rng.below(len(legal))])
                if "count" in a:
                    a["count"] = 1 + self.rng.below(a["count"])
                return a
            return None
        if self.policy.barriers:
            wall = self.side.barrier(game, me, legal)
            if wall is not None:  # V2.6: no dice, exactly one nuke spent
                self.fired.append((wall["from"], wall["to"], self._committed(game, wall), 1.0))
                return dict(wall)
        hold = getattr(self.side, "hold", None)  # a ruleset's plan may wait for a conquest first (Risk's)
        if hold is not None and hold(game, me):
            return None
        best = self._best_target(game, me, legal)
        lock = self.side.lock(game, me, legal)
        if lock is not None and (best is None or best[0]["to"] not in self.side.held_by_runners(game, me)):
            self.fired.append((lock["from"], lock["to"], self._committed(game, lock), 1.0))
            return lock
        if best is None:
            return None
        action, odds = best
        self.fired.append((action["from"], action["to"], self._committed(game, action), odds))
        return action

    def _committed(self, game: Any, action: Action) -> int:
        return int(action.get("count") or N.unused(game, action["from"], game.pending().player))

    def _best_target(self, game: Any, me: str, legal: list[Action], spent: bool = False) -> tuple[Action, float] | None:
        """The declaration with the best worth for its expected cost, among those at or above the level's
        odds threshold; None when every shot is hopeless or worthless for this level. `spent`: the nukes
        are lost anyway (a counter-strike's, V2.8), so they cost nothing."""
        side, s = self.side, game.s
        cost = 0.0 if spent else N.options(game).cost(self.ruleset) * HELD
        best: tuple[float, Action, float] | None = None
        for a in legal:
            target = a["to"]
            owner = s.owners.get(target)
            if owner is None or owner in (me, NEUTRAL) or owner in s.eliminated:
                continue  # free, contaminated, own (barriers are not worth a nuke here) and neutral areas
            n, p, lost = self._commitment(game, a, target)
            block = self._interception_risk(game, me, target, owner)
            p_eff = p * (1.0 - block)
            if p_eff < self.policy.threshold:
                continue
            value = p_eff * side.area_worth(game, target) - (lost * (1.0 - block) + block) * cost
            if value <= 0 and not spent:
                continue
            key = (value, a["from"], target)
            if best is None or key > (best[0], best[1]["from"], best[1]["to"]):
                best = (value, {**a, "count": n} if "count" in a else a, p_eff)
        if best is None:
            return None
        return dict(best[1]), best[2]

    def _commitment(self, game: Any, a: Action, target: str) -> tuple[int, float, float]:
        """(nukes to commit, odds, nukes expected lost): all of them, or, where the declaration names a count
        (Conquest, V2.2), the fewest that come within 0.05 of all of them or reach 0.85, so that the rest may
        strike again this turn."""
        top = self._committed(game, a)
        p_all, lost_all = self.side.strike_odds(game, target, top)
        if "count" not in a:
            return top, p_all, lost_all
        for n in range(1, top):
            p, lost = self.side.strike_odds(game, target, n)
            if p >= min(0.85, p_all - 0.05):
                return n, p, lost
        return top, p_all, lost_all

    def _interception_risk(self, game: Any, me: str, target: str, owner: str) -> float:
        """A third player with a nuke land-adjacent to T may intercept (V2.3): count on it when I run."""
        for p in game.s.players:
            if p in (me, owner) or p in game.s.eliminated:
                continue
            if N.adjacent_nukes(game, target, p):
                return 0.9 if self.side.danger(game, me) >= self.side.danger(game, owner) else 0.5
        return 0.0

    # --- the add-on's own decisions -------------------------------------------------------------------
    def _own(self, view: Any, d: Any) -> Action:
        game = self._game(view)
        if self.policy.random:
            legal = legal_actions(game)
            a = dict(legal[self.rng.below(len(legal))])
            if "count" in a and a["type"] == "nuke":
                a["count"] = 1 + self.rng.below(a["count"])
            return a
        if d.kind == INTERCEPT:
            return self._intercept(game, d)
        if d.kind == ROLL:
            return self._roll(game, d)
        if d.kind == HITS:
            return self._hits(game, d)
        return self._counter(game, d)

    def _intercept(self, game: Any, d: Any) -> Action:
        """V2.3: intercept a strike that would hand the striker the win, and (normal and up) one by a player
        running for the win against someone else; lose what is cheapest."""
        f = game.top(StrikeFrame)
        how = self.policy.intercepts
        if how == "never" or not (self._hands_win(game, f)
                                  or (how == "runner" and self._helps_runner(game, f, d.player))):
            return {"type": "pass"}
        legal = [a for a in legal_actions(game) if a["type"] == "intercept"]
        if not legal:
            return {"type": "pass"}

        def order(a: Action) -> tuple[int, float, str]:
            losses = self.side.intercept_losses(game, a["at"], d.player)
            rank = losses.index(a["lose"]) if a["lose"] in losses else len(losses)
            return (rank, -self.side.guard_strength(game, a["at"], d.player), a["at"])

        return dict(min(legal, key=order))  # type: ignore[arg-type]

    def _hands_win(self, game: Any, f: StrikeFrame) -> bool:
        """Would contaminating the target end the game with the striker's win?"""
        g = game.copy()
        engine_part(g).contaminate(g, g.top(StrikeFrame))
        return bool(g.s.winner == f.striker)

    def _helps_runner(self, game: Any, f: StrikeFrame, me: str) -> bool:
        side = self.side
        if f.defender is None or f.defender == NEUTRAL:
            return False
        runner = side.danger(game, f.striker)
        if runner < 0.5 or runner <= max(side.danger(game, me), side.danger(game, f.defender)):
            return False
        p, _ = side.strike_odds(game, f.target, f.committed)
        return bool(p >= 0.3)

    def _roll(self, game: Any, d: Any) -> Action:
        """Go on while the odds from here stay at half the level's threshold (V2.4, V2.5: `stop` keeps the
        committed nukes left)."""
        f = game.top(StrikeFrame)
        p, _ = self.side.strike_odds(game, f.target, f.committed)
        return dict(self.side.roll(d.info, p >= self.policy.threshold / 2))

    def _hits(self, game: Any, d: Any) -> Action:
        """The defender's assignment (V2.4.2, V2.5): the one leaving the strike least likely to contaminate
        the area, weighed with what it costs (units and nukes at their price)."""
        f = game.top(StrikeFrame)
        legal = [a for a in legal_actions(game) if a["type"] == "hits"]
        avail: dict[str, int] = d.info["options"]
        units_now = sum(n for k, n in avail.items() if not k.startswith("nuke@"))
        sinks_now = sum(n for k, n in avail.items() if k.startswith("nuke@"))
        cost = N.options(game).cost(self.ruleset)
        here_worth = self.side.area_worth(game, f.target)

        def score(a: Action) -> tuple[float, str]:
            unit_hits = sum(int(a.get(k) or 0) for k in ("land", "air", "army"))
            unit_cost = sum(self.side.UNIT_VALUE[k] * int(a.get(k) or 0) for k in ("land", "air", "army"))
            nuke_hits = sum((a.get("nuke") or {}).values())
            p, _ = self.side.committed_odds(game, f.target, f.committed, units_now - unit_hits,
                                            sinks_now - nuke_hits)
            return (p * here_worth + unit_cost + nuke_hits * cost, repr(sorted(a.items())))

        return dict(min(legal, key=score))  # type: ignore[arg-type]

    def _counter(self, game: Any, d: Any) -> Action:
        """V2.8: the nukes left in the conquered area go back to supply anyway; fire them at the best target
        at or above the threshold (the conquered area itself is often one), else pass."""
        if not self.policy.fires:
            return {"type": "pass"}
        legal = [a for a in legal_actions(game) if a["type"] == "nuke"]
        best = self._best_target(game, d.player, legal, spent=True) if legal else None
        if best is None:
            return {"type": "pass"}
        action, odds = best
        self.fired.append((action["from"], action["to"], self._committed(game, action), odds))
        return action
