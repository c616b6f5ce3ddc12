"""The stages of a Risk turn (V1.5–V1.10): trade, place, attack, occupy, fortify, draw."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.parse import count, texts
from conquest_qt.engine.rulesets.risk import missions as M
from conquest_qt.engine.rulesets.risk import rules as R
from conquest_qt.engine.rulesets.risk.board import SUPPLY, TRADE_VALUE
from conquest_qt.engine.rulesets.risk.frames import ConquestFrame, TurnFrame
from conquest_qt.engine.rulesets.risk.kinds import Act, Kind, Phase, Step
from conquest_qt.engine.rulesets.risk.state import ARMY
from conquest_qt.engine.steps import Flow, ask

if TYPE_CHECKING:  # the typed interface of the other part (parts.py); object at run time
    from conquest_qt.engine.rulesets.risk.parts import GameParts as _Base
else:
    _Base = object

B3_TRADE_BONUS = 2
MAX_ATTACK_DICE = 3
MAX_DEFENCE_DICE = 2


class TurnMixin(_Base):
    # --- trade (V1.6) ----------------------------------------------------------------------------
    def stars(self, cards: list[int]) -> int:
        lands, stars = self.board.lands, self.board.stars
        return sum(stars[lands[c]] for c in cards)

    def _step_trade_check(self) -> Flow:
        s = self.s
        p = s.order[s.turn]
        if self.stars(s.hands.get(p, [])) >= 2:
            return ask(Kind.TRADE, p, must=self.top(TurnFrame).must_trade,
                       reinforcements=M.reinforcement(s, self.board, p))
        return Step.PLACE_START

    def _do_trade(self, player: str, action: dict[str, Any]) -> Flow:
        s = self.s
        if action["type"] == Act.PASS:
            if self.top(TurnFrame).must_trade:
                raise RuleError("must_trade", cards=len(s.hands[player]))
            return Step.PLACE_START
        names = action.get("cards")
        if not isinstance(names, list) or not names or not all(isinstance(n, str) for n in names):
            raise RuleError("malformed_action", field="cards")
        if len(set(names)) != len(names):
            raise RuleError("bad_trade", cards=list(names))
        index = {a: i for i, a in enumerate(self.board.lands)}
        hand = s.hands.get(player, [])
        cards = []
        for name in names:
            cid = index.get(name)
            if cid is None or cid not in hand:
                raise RuleError("card_not_held", card=name)
            cards.append(cid)
        stars = self.stars(cards)
        if stars not in TRADE_VALUE:
            raise RuleError("bad_trade", cards=list(names), stars=stars)
        value = TRADE_VALUE[stars] + (B3_TRADE_BONUS if M.has_reward(s, player, "B3") else 0)
        for cid in cards:
            hand.remove(cid)
            s.deck.append(cid)  # under the deck in the order listed
        s.traded = value
        self.emit("traded", player=player, cards=list(names), stars=stars, armies=value)
        return Step.PLACE_START

    # --- place (V1.5) ----------------------------------------------------------------------------
    def armies_due(self, player: str) -> dict[str, int]:
        """The breakdown of the pending turn `place` (V1.5); `total` is what must be placed."""
        r = M.reinforcement(self.s, self.board, player)
        room = r["total"] + 0
        traded = self.s.traded
        # the supply cap applies to everything placed, trade included
        cap_room = max(0, SUPPLY - self.s.on_board(player))
        total = min(room + traded, cap_room)
        r = dict(r, trade=traded, supply_lost=r["supply_lost"] + room + traded - total, total=total)
        return r

    def _step_place_start(self) -> Flow:
        s = self.s
        p = s.order[s.turn]
        due = self.armies_due(p)
        own = s.own_areas(p)
        self.emit("reinforcements", player=p, **due)
        if due["total"] and (len(own) > 1 or (self.parts and self.hook_any("wants_purchase", p, due["total"]))):
            return ask(Kind.PLACE, p, armies=due["total"], breakdown=due)  # add-ons: V2.1 a nuke is affordable
        if due["total"]:
            self._put(p, {own[0]: due["total"]})
        return self._to_attacks()

    def _do_place(self, player: str, action: dict[str, Any]) -> Flow:
        asked = self.s.asked
        assert asked is not None
        due = asked.info["armies"]
        if self.parts:  # add-ons' purchases (V2.1 nukes): they check their fields and name their cost
            due -= self.hook_sum("purchase_cost", player, action, False)
        self._put(player, self.check_placement(player, action, due))
        if self.parts:
            self.hook_each("bought", player, action)
        return self._to_attacks()

    def _to_attacks(self) -> Flow:
        self.s.phase = Phase.ATTACK
        return Step.ATTACK_CHECK

    # --- attack (V1.7, V1.8) ---------------------------------------------------------------------
    def can_attack(self, player: str) -> bool:
        owners, adj, get = self.s.owners, self.board.adjacent, self.s.units.get
        for a, o in owners.items():
            if o != player:
                continue
            by = get(a)  # the armies of an area are its owner's: his, in his areas
            k = by.get(player) if by else None
            if k is not None and k.get(ARMY, 0) >= 2:
                for b in adj[a]:
                    if owners[b] != player and owners[b] is not None:  # an area without owner is no target
                        return True
        return False

    def max_attack_dice(self, player: str, area: str | None) -> int:
        """V1.7 (V1.12 S1): the most dice an attack from `area` may roll (None: the cap alone)."""
        cap = MAX_ATTACK_DICE + (1 if M.has_reward(self.s, player, "S1") else 0)
        return cap if area is None else min(cap, self.s.army(area) - 1)

    def defence_dice(self, area: str) -> int:
        s = self.s
        n = s.army(area)
        owner = s.owners[area]
        if owner and n >= 3 and M.has_reward(s, owner, "B4"):
            return 3
        return min(MAX_DEFENCE_DICE, n)

    def _step_attack_check(self) -> Flow:
        s = self.s
        p = s.order[s.turn]
        if self.can_attack(p) or (self.parts and self.hook_any("keeps_decision", Kind.ATTACK, p)):
            return ask(Kind.ATTACK, p)  # add-ons may keep the stage open (V2.2 usable nukes, V2.7 free areas)
        return self._to_fortify()

    def _do_attack(self, player: str, action: dict[str, Any]) -> Flow:
        s = self.s
        if action["type"] == Act.END_ATTACKS:
            return self._to_fortify()
        src, dst = texts(action, "from", "to")
        for area in (src, dst):
            if area not in s.owners:
                raise RuleError("unknown_area", area=area)
        if s.owners[src] != player:
            raise RuleError("not_own_area", area=src)
        if s.owners[dst] == player:
            raise RuleError("bad_target", area=dst)
        if s.owners[dst] is None:  # nobody to attack (add-ons: V2.7 contaminated or free)
            raise RuleError(self.hook_first("entry_refusal", player, dst) or "bad_target", area=dst)
        if dst not in self.board.adjacent[src]:
            raise RuleError("not_adjacent", **{"from": src, "to": dst})
        if s.army(src) < 2:
            raise RuleError("too_few_armies", area=src, armies=s.army(src))
        dice = action.get("dice")
        top = self.max_attack_dice(player, src)
        if not isinstance(dice, int) or isinstance(dice, bool) or not 1 <= dice <= top:
            raise RuleError("bad_dice", dice=dice, max=top)
        run = s.run
        if run is None or run["from"] != src or run["to"] != dst:
            run = s.run = {"from": src, "to": dst, "start": s.army(src)}
        defender = s.owners[dst]
        e = self.defence_dice(dst)
        att = self.roll(dice)
        dfn = self.roll(e)
        lost_a, lost_d, pairs = R.compare(att, dfn)
        s.add_armies(src, -lost_a)
        s.add_armies(dst, -lost_d)
        self.emit("attack_rolled", player=player, defender=defender, **{"from": src, "to": dst},
                  attacker_dice=att, defender_dice=dfn, pairs=pairs, attacker_lost=lost_a, defender_lost=lost_d)
        if s.army(dst) == 0:
            return self._conquer(player, src, dst, dice, defender)
        return Step.ATTACK_CHECK

    def _conquer(self, player: str, src: str, dst: str, dice: int, defender: str | None) -> Flow:
        s = self.s
        s.owners[dst] = player
        s.conquered += 1
        start = s.run["start"] if s.run else 0
        s.run = None
        self.emit("conquered", player=player, area=dst, defender=defender, **{"from": src})
        out = False
        if defender and defender != "neutral" and s.areas_of(defender) == 0:  # V1.13 first
            self.eliminate(defender, by=player)
            out = True
        self.gain(player, M.conquest_met(eliminated=out, conquered=s.conquered, start=start,
                                         lane=self.board.is_lane(src, dst)))  # V1.11: at most one, by the pace
        won = self.check_win()
        if won is not None:
            return won
        self.push(ConquestFrame(area=dst, player=player, previous=defender, origin=src))
        lo, hi = dice, s.army(src) - 1
        if lo >= hi:
            return self._move_in(player, src, dst, hi)
        return ask(Kind.OCCUPY, player, **{"from": src, "to": dst, "min": lo, "max": hi})

    def _do_occupy(self, player: str, action: dict[str, Any]) -> Flow:
        asked = self.s.asked
        assert asked is not None
        info = asked.info
        n = count(action, "count")
        if not info["min"] <= n <= info["max"]:
            raise RuleError("bad_count", field="count", min=info["min"], max=info["max"])
        return self._move_in(player, info["from"], info["to"], n)

    def _move_in(self, player: str, src: str, dst: str, n: int) -> Flow:
        s = self.s
        s.add_armies(src, -n)
        s.add_armies(dst, n)
        self.emit("occupied", player=player, **{"from": src, "to": dst}, count=n)
        return Step.AFTER_CONQUEST

    def _step_conquest_done(self) -> Flow:
        self.pop(ConquestFrame)
        return Step.ATTACK_CHECK

    # --- fortify (V1.9) --------------------------------------------------------------------------
    def fortifies_allowed(self, player: str) -> int:
        return 2 if M.has_reward(self.s, player, "B5") else 1

    def can_fortify(self, player: str) -> bool:
        s = self.s
        if s.fortified >= self.fortifies_allowed(player):
            return False
        owners, adj = s.owners, self.board.adjacent
        for a, o in owners.items():
            if o == player and s.army(a) >= 2 and any(owners[b] == player for b in adj[a]):
                return True
        return False

    def connected(self, player: str, src: str) -> set[str]:
        """Own areas joined to `src` by own areas (land neighbours and sea lanes, V1.9)."""
        return R.connected(self.s.owners, self.board.adjacent, player, src)

    def _to_fortify(self) -> Flow:
        s = self.s
        s.phase = Phase.FORTIFY
        s.run = None
        return Step.FORTIFY_CHECK

    def _step_fortify_check(self) -> Flow:
        s = self.s
        p = s.order[s.turn]
        if self.can_fortify(p):
            return ask(Kind.FORTIFY, p, left=self.fortifies_allowed(p) - s.fortified)
        return Step.DRAW

    def _do_fortify(self, player: str, action: dict[str, Any]) -> Flow:
        s = self.s
        if action["type"] == Act.END_TURN:
            return Step.DRAW
        src, dst = texts(action, "from", "to")
        for area in (src, dst):
            if area not in s.owners:
                raise RuleError("unknown_area", area=area)
            if s.owners[area] != player:
                raise RuleError("not_own_area", area=area)
        n = count(action, "count")
        if src == dst:
            raise RuleError("bad_target", area=dst)
        if n > s.army(src) - 1:
            raise RuleError("too_many_units", area=src, max=s.army(src) - 1)
        if dst not in self.connected(player, src):
            raise RuleError("not_connected", **{"from": src, "to": dst})
        s.add_armies(src, -n)
        s.add_armies(dst, n)
        s.fortified += 1
        self.emit("fortified", player=player, **{"from": src, "to": dst}, count=n)
        return Step.FORTIFY_CHECK

    # --- draw (V1.10) ----------------------------------------------------------------------------
    def _step_draw(self) -> Flow:
        s = self.s
        p = s.order[s.turn]
        if s.conquered:
            n = min(2 if M.has_reward(s, p, "S3") else 1, len(s.deck))
            drawn, s.deck = s.deck[:n], s.deck[n:]
            s.hands.setdefault(p, []).extend(drawn)
            if n:
                self.emit("cards_drawn", player=p, count=n)
        self.pop(TurnFrame)
        return Step.NEXT_TURN
