"""The exact preview of a battle (issue 26, item 3; VARIANTS.md V3.6, V3.7): `battle.preview` says what
`attack` does — the winner, the divisions destroyed, returning and retreating, the owner of T and the
kills — over many random attacks of random games."""

from __future__ import annotations

from conquest_qt.engine.errors import RuleError
from conquest_qt.engine.rng import Rng
from conquest_qt.engine.rulesets.cc.battle import preview
from conquest_qt.engine.units import on_board
from tests.engine.rulesets.cc.helpers import random_game
from tests.helpers.legal import legal_actions


def total(game, player: str) -> int:
    return sum(on_board(game.s.units, player).values())


def check(game, act: dict) -> None:
    p = game.pending().player
    b = preview(game, p, act)
    assert b.winner == (p if b.attack > b.defence else b.defender)  # V3.6.3: ties to the defender
    assert b.attack == sum(t.value for t in b.attack_terms)
    assert b.defence == (b.defence_land if b.land else 0) + (b.defence_air if b.air else 0)
    g = game.copy()
    before = {q: total(g, q) for q in g.s.players}
    kills = g.s.kills.get(b.winner, 0)
    owner = g.s.owners[b.area]
    g.apply(p, act)
    d = g.pending()
    if d is not None and d.kind == "retreat":
        assert len(b.destinations) >= 2 and d.player == b.loser
        g.apply(d.player, legal_actions(g)[0])
    elif not g.over:
        assert d.kind == "turn" and (not b.retreating or len(b.destinations) <= 1)
    lost = sum(x.count for x in b.destroyed) + (sum(x.count for x in b.retreating) if b.surrounded else 0)
    assert total(g, b.loser) == before[b.loser] - lost
    assert total(g, b.winner) == before[b.winner]
    assert g.s.kills.get(b.winner, 0) == kills + lost or b.winner in g.s.eliminated
    assert g.s.owners[b.area] == (p if b.conquers else owner) or g.s.owners[b.area] == "neutral"
    if b.attacker_wins:
        for e in b.entries:
            assert g.s.units[b.area][p][e.kind] >= e.count


def test_v3_6_preview_and_result_agree_over_many_random_attacks() -> None:
    rng = Rng(11)
    checked = 0
    for seed in range(3, 9):
        game = random_game(seed, ("red", "black", "blue", "green"), limit=300 + 40 * seed, end_chance=0.1)
        if game.over or game.pending().kind != "turn":
            continue
        attacks = [a for a in legal_actions(game) if a["type"] == "attack"]
        for act in attacks[:: max(1, len(attacks) // 8)]:
            check(game, act)
            checked += 1
        for _ in range(20):  # smaller random parts of the same attacks
            if not attacks:
                break
            act = dict(attacks[rng.below(len(attacks))])
            units = [dict(u, count=1 + rng.below(u["count"])) for u in act["units"] if rng.random() < 0.7]
            if units:
                act["units"] = units
                try:
                    preview(game, game.pending().player, act)
                except RuleError:  # a part may be no attack at all
                    continue
                check(game, act)
                checked += 1
    assert checked >= 40
