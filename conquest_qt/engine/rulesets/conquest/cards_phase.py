"""Phase B — cards (R6): return what is above the entitlement (plus one optional card), then draw."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.rulesets.conquest.cards import CARD_TYPE, CARD_TYPES
from conquest_qt.engine.rulesets.conquest.kinds import Kind, Phase, Step
from conquest_qt.engine.steps import Flow, ask

if TYPE_CHECKING:  # the typed interface of the other parts (parts.py); object at run time
    from conquest_qt.engine.rulesets.conquest.parts import GameParts as _Base
else:
    _Base = object


class CardsMixin(_Base):
    def entitlement(self, player: str) -> int:
        return self.s.areas_of(player) // 3

    def _step_cards_return(self) -> Flow:
        s = self.s
        player = s.order[s.turn]
        hand = s.hands[player]
        ent = self.entitlement(player)
        excess = max(0, len(hand) - ent)
        if player in s.eliminated or not hand:
            return self._next_player(Step.CARDS_RETURN, Step.CARDS_DRAW)
        if ent == 0:  # everything goes back: no choice
            return self._return(player, [CARD_TYPE[c] for c in hand])
        return ask(Kind.RETURN_CARDS, player, excess=excess, entitlement=ent)

    def _do_return_cards(self, player: str, action: dict[str, Any]) -> Flow:
        hand = self.s.hands[player]
        excess = max(0, len(hand) - self.entitlement(player))
        if action["type"] == "pass":
            cards: list[str] = []
        else:
            cards = action.get("cards")  # type: ignore[assignment]
            if not isinstance(cards, list) or any(c not in CARD_TYPES for c in cards):
                raise RuleError("malformed_action", field="cards")
        if cards:
            held = [CARD_TYPE[c] for c in hand]
            for t in cards:
                if t not in held:
                    raise RuleError("card_not_held", cards=cards)
                held.remove(t)
        if len(cards) not in (excess, excess + 1):
            raise RuleError("bad_return", must=excess)
        return self._return(player, cards)

    def _return(self, player: str, cards: list[str]) -> Flow:
        for t in cards:
            self.s.deck.append(self.take_card(player, t))
        if cards:
            self.emit("cards_returned", player=player, cards=sorted(cards))
        return self._next_player(Step.CARDS_RETURN, Step.CARDS_DRAW)

    def _step_cards_draw(self) -> Flow:
        s = self.s
        for player in s.order:
            if player in s.eliminated:
                continue
            need = self.entitlement(player) - len(s.hands[player])
            drawn = 0
            while need > 0 and s.deck:
                s.hands[player].append(s.deck.pop(0))
                need -= 1
                drawn += 1
            if drawn:
                self.emit("cards_drawn", player=player, count=drawn)
        s.phase, s.turn = Phase.PRODUCTION, 0
        while s.order[s.turn] in s.eliminated:
            s.turn += 1
        return Step.PRODUCTION_START
