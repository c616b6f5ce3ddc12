"""The nuclear attack shared by both rulesets (VARIANTS.md V2.2, V2.3, V2.6–V2.8): the declaration, the
interception window (the kernel's `SeatWindow`, third players in seat order from the striker), the
self-strike, contamination and its decay, and the defender's counter-strike after a conventional conquest.

`NuclearPart` is the add-on's game part (engine/addons/): its methods are the rows of the shared
sequence and the hooks the rulesets call (`entry_refusal`, `keeps_decision`, `purchase_cost`,
`wants_purchase`, `bought`, `from_position`, `expect`). Each adapter derives from it with what differs:
the battle (V2.4 / V2.5), the units an interceptor may lose, elimination and the win check.
"""

from __future__ import annotations

from typing import Any

from conquest_qt.engine.addons.nuclear import rules as N
from conquest_qt.engine.addons.nuclear.state import CounterFrame, NuclearState, StrikeFrame
from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.parse import count, text
from conquest_qt.engine.positions import PositionError
from conquest_qt.engine.seats import NEUTRAL
from conquest_qt.engine.steps import OVER, RETURN, RETURNS, Ask, Flow, Forced, ask, call, go
from conquest_qt.engine.units import add
from conquest_qt.engine.window import others_from

WINDOW = "nuke_window"
RESOLVE = "nuke_resolve"
INTERCEPT = "nuke_intercept"
DECAY = "nuke_decay"
AFTER_CONQUEST = "nuke_after_conquest"
COUNTER = "nuke_counter"
COUNTER_DONE = "nuke_counter_done"
ROLL = "nuke_roll"
HITS = "nuke_hits"

Action = dict[str, Any]


class NuclearPart:
    RULESET = ""
    LOSE: tuple[str, ...] = ()  # what an interceptor may lose (V2.3)
    BATTLE = ""  # the first step of the ruleset's nuclear battle
    HAS_COUNT = True  # `nuke` names a count (conquest) or commits all unused nukes (risk)

    # --- what differs per ruleset (the adapters) ---------------------------------------------------
    def partners(self, game: Any, a: str, b: str) -> bool:
        return False

    def may_lose(self, game: Any, area: str, owner: str, kind: str) -> bool:
        raise NotImplementedError

    def lose_unit(self, game: Any, area: str, owner: str, kind: str) -> None:
        raise NotImplementedError

    def eliminated_by(self, game: Any, player: str, by: str) -> None:
        raise NotImplementedError

    def win_check(self, game: Any, player: str) -> Flow | None:
        raise NotImplementedError

    def conquest_of(self, game: Any) -> tuple[str, str | None]:
        """(area, previous owner) of the conquest at the `after_conquest` hook."""
        raise NotImplementedError

    def strike_back(self, game: Any) -> str:
        """Where a declaration in the active player's stage returns after the strike."""
        raise NotImplementedError

    # --- the hooks the rulesets call -------------------------------------------------------------
    def entry_refusal(self, game: Any, player: str, area: str) -> str | None:
        """V2.7: no unit enters (or attacks) a contaminated area; a free one is no attack target."""
        if N.contaminated(game, area):
            return "contaminated"
        return None

    def purchase_cost(self, game: Any, player: str, action: Action, setup: bool = False) -> int:
        """V2.1: the cost of the nukes an action buys; refuses a bad purchase (nothing changes)."""
        want = action.get("nuke")
        if want is None:
            return 0
        if setup:
            raise RuleError("no_nukes_in_setup")
        owners = game.s.owners
        total = 0
        for area, n in want.items():
            if area not in owners:
                raise RuleError("unknown_area", area=area)
            if owners[area] != player:
                raise RuleError("not_own_area", area=area)
            total += n
        if total > N.supply(game, player):
            raise RuleError("over_supply", kind=N.NUKE, supply=N.supply(game, player))
        return total * N.options(game).cost(self.RULESET)

    def wants_purchase(self, game: Any, player: str, budget: int) -> bool:
        """V2.1: a purchase question is worth asking when a nuke is affordable and in the supply."""
        return budget >= N.options(game).cost(self.RULESET) and N.supply(game, player) > 0

    def bought(self, game: Any, player: str, action: Action) -> None:
        want = {a: n for a, n in (action.get("nuke") or {}).items() if n}
        for area, n in want.items():
            add(game.s.units, area, player, N.NUKE, n)
        if want:
            game.emit("nukes_placed", player=player, nuke=want)

    def keeps_decision(self, game: Any, kind: str, player: str) -> bool:
        """V2.2: the battle choice / attack stage stays open while the player has a usable nuke."""
        return bool(N.usable_areas(game, player))

    # --- declaring (V2.2) --------------------------------------------------------------------------
    def check_target(self, game: Any, striker: str, target: str) -> None:
        s = game.s
        if s.round < N.options(game).nuke_from_round:
            raise RuleError("no_nuclear_attack_yet", round=s.round, first=N.options(game).nuke_from_round)
        if target not in game.topo.land_neighbours:
            raise RuleError("unknown_area", area=target)
        owner = s.owners.get(target)
        if owner not in (None, striker, NEUTRAL) and self.partners(game, striker, owner):
            raise RuleError("armistice_blocks", area=target)
        if N.battle_pending(game, target):
            raise RuleError("battle_pending", area=target)
        if owner == striker and s.areas_of(striker) <= 1:
            raise RuleError("last_area", area=target)

    def declare(self, game: Any, player: str, action: Action) -> Flow:
        """`nuke` in the active player's stage: validate completely, commit, open the window."""
        src, dst = text(action, "from"), text(action, "to")
        self.check_target(game, player, dst)
        if src not in game.s.owners:
            raise RuleError("unknown_area", area=src)
        if game.s.owners[src] != player:
            raise RuleError("not_own_area", area=src)
        free = N.unused(game, src, player)
        n = count(action, "count") if self.HAS_COUNT else free
        if free == 0 or n > free:
            raise RuleError("no_unused_nukes", area=src, unused=free)
        return call(self.strike(game, player, src, dst, n), go(WINDOW), back=self.strike_back(game))

    def strike(self, game: Any, striker: str, src: str, dst: str, n: int) -> StrikeFrame:
        N.commit(game, src, n)
        s = game.s
        defender = s.owners.get(dst)
        game.emit("nuke_declared", player=striker, **{"from": src, "to": dst}, count=n, defender=defender)
        queue = others_from(s.players, striker, s.eliminated)
        return StrikeFrame(striker=striker, origin=src, target=dst, defender=defender, committed=n,
                           queue=[p for p in queue if p != defender])

    # --- interception (V2.3) -------------------------------------------------------------------------
    def intercept_areas(self, game: Any, f: StrikeFrame, who: str) -> list[str]:
        if self.partners(game, f.striker, who):
            return []
        return sorted(N.adjacent_nukes(game, f.target, who))

    def step_window(self, game: Any) -> Flow:
        f = game.top(StrikeFrame)
        who = f.head(lambda p: bool(self.intercept_areas(game, f, p)))
        if who is None:
            return RESOLVE
        return ask(INTERCEPT, who, striker=f.striker, target=f.target, areas=self.intercept_areas(game, f, who))

    def do_intercept(self, game: Any, player: str, action: Action) -> Flow:
        f = game.top(StrikeFrame)
        if action["type"] == "pass":
            f.passed()
            return WINDOW
        at, lose = text(action, "at"), text(action, "lose")
        if at not in self.intercept_areas(game, f, player):
            raise RuleError("bad_target", area=at)
        if lose not in self.LOSE or not self.may_lose(game, at, player, lose):
            raise RuleError("bad_unit", unit=lose)
        N.lose_committed(game, f.origin, f.striker, 1)
        if lose == N.NUKE:
            N.remove_nukes(game, at, player, 1)
        else:
            self.lose_unit(game, at, player, lose)
        game.emit("nuke_intercepted", player=player, at=at, lose=lose, striker=f.striker, to=f.target)
        f.close()
        return RETURNS

    # --- after the window: V2.6 or the ruleset's battle -----------------------------------------------
    def step_resolve(self, game: Any) -> Flow:
        f = game.top(StrikeFrame)
        owner = game.s.owners.get(f.target)
        if owner is None or owner == f.striker:  # V2.6: nobody defends; 1 nuke spent, the area contaminated
            N.lose_committed(game, f.origin, f.striker, 1)
            f.committed -= 1
            return self.contaminate(game, f)
        return self.BATTLE

    def contaminate(self, game: Any, f: StrikeFrame) -> Flow:
        """T is contaminated (V2.7); a defender without areas is eliminated by the custodian; the strike ends."""
        previous = N.contaminate(game, f.target, f.striker)
        if previous not in (None, NEUTRAL, f.striker) and game.s.areas_of(previous) == 0:
            self.eliminated_by(game, previous, f.striker)
        won = self.win_check(game, f.striker)
        return won if won is not None else RETURNS

    def lost_nukes(self, game: Any, f: StrikeFrame, n: int) -> None:
        n = min(n, f.committed)
        if n:
            N.lose_committed(game, f.origin, f.striker, n)
            f.committed -= n
            game.emit("nukes_destroyed", player=f.striker, area=f.origin, count=n)

    def assignable(self, game: Any, f: StrikeFrame, kinds: tuple[str, ...]) -> dict[str, int]:
        """What the defender may assign hits to: his `kinds` in T, then `nuke@A` for nukes in T and
        land-adjacent to T (V2.4.2, V2.5)."""
        d = f.defender or ""
        here = game.s.units.get(f.target, {}).get(d, {})
        out = {k: here.get(k, 0) for k in kinds if here.get(k, 0)}
        if here.get(N.NUKE):
            out[f"nuke@{f.target}"] = here[N.NUKE]
        for a, n in N.adjacent_nukes(game, f.target, d).items():
            out[f"nuke@{a}"] = n
        return out

    def apply_hits(self, game: Any, f: StrikeFrame, chosen: dict[str, int]) -> None:
        d = f.defender
        assert d is not None
        nuke_hits: dict[str, int] = {}
        conventional: dict[str, int] = {}
        for key, n in chosen.items():
            if not n:
                continue
            if key.startswith("nuke@"):
                nuke_hits[key[5:]] = n
                N.remove_nukes(game, key[5:], d, n)
            else:
                conventional[key] = n
                add(game.s.units, f.target, d, key, -n)
        game.emit("nuke_hits", owner=d, area=f.target, units=conventional, nuke=nuke_hits)

    @staticmethod
    def chosen_hits(action: Action, kinds: dict[str, str]) -> dict[str, int]:
        """A `hits` action as {unit key: n} (`kinds`: action field -> unit kind)."""
        out = {kind: int(action.get(name, 0)) for name, kind in kinds.items()}  # the schema checked them
        nk = action.get("nuke") or {}
        for a, n in nk.items():
            out[f"nuke@{a}"] = n
        return out

    @staticmethod
    def check_hits(chosen: dict[str, int], avail: dict[str, int], k: int) -> None:
        if sum(chosen.values()) != k or any(n > avail.get(key, 0) for key, n in chosen.items() if n):
            raise RuleError("bad_hits", count=k)

    # --- contamination decays at every round's start (V2.7) ------------------------------------------
    def step_decay(self, game: Any) -> Flow:
        st = N.state_of(game)
        if st.contaminated:
            st = N.state_for_change(game)
            for area in sorted(st.contaminated):
                c = st.contaminated[area]
                c["markers"] = int(c["markers"]) - 1
                if c["markers"] <= 0:
                    del st.contaminated[area]
                    game.emit("area_freed", area=area)
                else:
                    game.emit("contamination_decayed", area=area, markers=c["markers"])
        return RETURNS

    # --- the counter-strike (V2.8) ---------------------------------------------------------------
    def step_after_conquest(self, game: Any) -> Flow:
        area, previous = self.conquest_of(game)
        n = N.nukes(game, area, previous) if previous and previous != NEUTRAL else 0
        if n == 0:
            return RETURNS
        assert previous is not None
        scrapped = n // 2
        N.remove_nukes(game, area, previous, scrapped)
        game.emit("nukes_scrapped", area=area, owner=previous, scrapped=scrapped, left=n - scrapped)
        s = game.s
        if s.round >= N.options(game).nuke_from_round and previous not in s.eliminated:
            game.push(CounterFrame(area=area, defender=previous))
            return ask(COUNTER, previous, area=area, nukes=n - scrapped)
        return self._return_nukes(game, area, previous)

    def _return_nukes(self, game: Any, area: str, owner: str) -> Flow:
        left = N.nukes(game, area, owner)
        if left:
            N.remove_nukes(game, area, owner, left)
            game.emit("nukes_returned", area=area, owner=owner, count=left)
        return RETURNS

    def do_counter(self, game: Any, player: str, action: Action) -> Flow:
        cf = game.top(CounterFrame)
        if action["type"] == "pass":
            return COUNTER_DONE
        src, dst = text(action, "from"), text(action, "to")
        if src != cf.area:
            raise RuleError("bad_target", area=src)
        self.check_target(game, player, dst)
        free = N.nukes(game, src, player)
        n = count(action, "count") if self.HAS_COUNT else free
        if n > free:
            raise RuleError("no_unused_nukes", area=src, unused=free)
        return call(self.strike(game, player, src, dst, n), go(WINDOW), back=COUNTER_DONE)

    def step_counter_done(self, game: Any) -> Flow:
        cf = game.pop(CounterFrame)
        return self._return_nukes(game, cf.area, cf.defender)

    # --- scenarios: the V2 fields of a position and of `expect` (VARIANTS.md) ----------------------
    def from_position(self, game: Any, state: dict[str, Any]) -> None:
        s = game.s
        st = None
        for area, c in (state.get("contaminated") or {}).items():
            if area not in s.owners or not isinstance(c, dict):
                raise PositionError(f"state.contaminated: bad entry {area!r}")
            st = st or game.addon_state(NuclearState)
            st.contaminated[area] = {"markers": int(c.get("markers", 2)), "custodian": c.get("custodian")}
        free = state.get("free") or []
        for area in [*free, *(st.contaminated if st else ())]:
            if area not in s.owners:
                raise PositionError(f"state.free: unknown area {area!r}")
            s.owners[area] = None
            s.units.pop(area, None)
        for area, by in (state.get("units") or {}).items():
            for colour, kinds in by.items():
                n = int(kinds.get(N.NUKE, 0)) if isinstance(kinds, dict) else 0
                if n:
                    if s.owners.get(area) != colour:
                        raise PositionError(f"state.units.{area}.{colour}: nukes stand on their owner's areas")
                    add(s.units, area, colour, N.NUKE, n)

    def expect(self, game: Any, exp: dict[str, Any]) -> str | None:
        st = N.state_of(game)
        if "contaminated" in exp:
            want = {a: {"markers": int(c["markers"]), "custodian": c["custodian"]}
                    for a, c in exp["contaminated"].items()}
            got = {a: {"markers": int(c["markers"]), "custodian": c["custodian"]} for a, c in st.contaminated.items()}
            if want != got:
                return f"contaminated: expected {want}, got {got}"
        if "free" in exp:
            got_free = {a for a in game.s.owners if N.is_free(game, a)}
            if set(exp["free"]) != got_free:
                return f"free: expected {sorted(exp['free'])}, got {sorted(got_free)}"
        return None

    # --- the rows every adapter shares ---------------------------------------------------------
    def shared_rows(self) -> tuple[Forced | Ask, ...]:
        return (
            Forced(WINDOW, self.step_window, to=(INTERCEPT, RESOLVE)),
            Ask(INTERCEPT, ("intercept", "pass"), self.do_intercept, to=(WINDOW, RETURN)),
            Forced(RESOLVE, self.step_resolve, to=(self.BATTLE, RETURN, OVER)),
            Forced(DECAY, self.step_decay, to=(RETURN,)),
            Forced(AFTER_CONQUEST, self.step_after_conquest, to=(COUNTER, RETURN)),
            Ask(COUNTER, ("nuke", "pass"), self.do_counter, to=(WINDOW, COUNTER_DONE)),
            Forced(COUNTER_DONE, self.step_counter_done, to=(RETURN,)),
        )
