"""A random legal player: the baseline for tests, invariants and `conquest-sim --players random`."""

from __future__ import annotations

from typing import Any

from conquest_qt.engine.rng import Rng
from conquest_qt.engine.rulesets.conquest.frames import ExecutionFrame
from conquest_qt.engine.rulesets.conquest.game import Game
from conquest_qt.engine.rulesets.conquest.kinds import Kind
from conquest_qt.engine.rulesets.conquest.legal import build_limits, legal_actions
from conquest_qt.engine.view import PlayerView


class RandomPlayer:
    """Chooses uniformly among legal answers; ends movement with some probability."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed * 7919 + 17)

    def decide(self, game: Game) -> dict[str, Any]:
        d = game.pending()
        assert d is not None
        if d.kind == Kind.MOVEMENT:
            return self._movement(game, d.player)
        if d.kind == Kind.SINK:
            return self._sink(game, d.player, d.info["count"])
        options = legal_actions(game)
        choice = dict(options[self.rng.below(len(options))])
        if choice["type"] in ("move", "transport"):
            choice["count"] = 1 + self.rng.below(choice["count"])
        elif choice["type"] == "build":
            choice = self._build(game, d.player)
        return choice

    def _movement(self, game: Game, player: str) -> dict[str, Any]:
        """A random move drawn source-first (cheaper than listing every move), sometimes a card."""
        if self.rng.random() < 0.25:
            return {"type": "end_moves"}
        if self.rng.random() < 0.2 and (game.holds(player, "killer_torpedo") or game.holds(player, "armistice")):
            cards = game.card_options(player)
            if cards:
                return cards[self.rng.below(len(cards))]
        s = game.s
        sources: list[tuple[str, str, int]] = []
        moved = game.top(ExecutionFrame).moved
        owners = s.owners
        seas: list[str] = []
        sea_ids = game.topo.sea_lands
        for area, by in s.units.items():
            v = by.get(player)
            if not v:
                continue
            if area in sea_ids:  # a sea has no owner
                seas.append(area)
            elif owners.get(area) == player:  # own lands
                done = moved.get(area)
                n_land, n_air = v.get("land", 0), v.get("air", 0)
                if done:
                    n_land, n_air = n_land - done.get("land", 0), n_air - done.get("air", 0)
                if n_land > 0:
                    sources.append((area, "land", n_land))
                if n_air > 0:
                    sources.append((area, "air", n_air))
        for sea in seas:  # after the lands, in the table's order
            n = game.mobile_subs(sea, player)
            if n > 0:
                sources.append((sea, "sub", n))
        if not sources:
            return {"type": "end_moves"}
        area, kind, n = sources[self.rng.below(len(sources))]
        count = 1 + self.rng.below(n)
        if kind == "land" and self.rng.random() < 0.3:
            seas = [sea for sea in sorted(game.topo.land_seas[area]) if s.sub_count(sea, player)]
            if seas:
                sea = seas[self.rng.below(len(seas))]
                dests = game.transport_targets(player, sea, area)
                if dests:
                    to = dests[self.rng.below(len(dests))]
                    return {"type": "transport", "sea": sea, "from": area, "to": to, "count": count}
        dests = game.move_targets(player, kind, area)
        if not dests:
            return {"type": "end_moves"}
        return {"type": "move", "kind": kind, "from": area, "to": dests[self.rng.below(len(dests))], "count": count}

    def _sink(self, game: Game, player: str, k: int) -> dict[str, Any]:
        left = {(o, sea): n for o, sea, n in game.torpedo_victims(player)}
        for _ in range(k):
            keys = [key for key, n in left.items() if n]
            key = keys[self.rng.below(len(keys))]
            left[key] -= 1
        chosen = [{"owner": o, "sea": sea, "count": n - left[(o, sea)]}
                  for o, sea, n in game.torpedo_victims(player) if n - left[(o, sea)]]
        return {"type": "sink", "subs": chosen}

    def _build(self, game: Game, player: str) -> dict[str, Any]:
        lim = build_limits(game, player)
        pp, supply = lim["pp"], lim["supply"]
        out: dict[str, dict[str, int]] = {"land": {}, "air": {}, "sub": {}}
        areas, seas = lim["areas"], lim["seas"]
        if pp >= 5 and supply["sub"] > 0 and seas and self.rng.random() < 0.3:
            sea = seas[self.rng.below(len(seas))]
            out["sub"][sea] = 1
            pp -= 5
        n_air = min(supply["air"], self.rng.below(pp // 2 + 1))
        n_land = min(supply["land"], pp - 2 * n_air)
        for kind, n in (("air", n_air), ("land", n_land)):
            for _ in range(min(n, 3)):  # spread over at most three areas
                area = areas[self.rng.below(len(areas))]
                out[kind][area] = out[kind].get(area, 0) + n // min(n, 3)
            placed = sum(out[kind].values())
            if placed < n:
                out[kind][areas[0]] = out[kind].get(areas[0], 0) + n - placed
        return {"type": "build", **out}

    def decide_view(self, view: PlayerView) -> dict[str, Any]:
        """Answer from a player's view only (what AIs get in real games)."""
        return self.decide(view.sample_game(self.rng.next64()))
