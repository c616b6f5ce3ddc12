"""Event types the engine reports (codes with data; the UI words them, principle 6)."""

from __future__ import annotations

from typing import Any

Event = dict[str, Any]

EVENT_TYPES: tuple[str, ...] = (
    "game_started",  # players, start player
    "start_player",  # player, drawn (card colours drawn for the R3.2 draw)
    "neutral_areas",  # areas
    "claimed",  # player, area
    "round_started",  # round
    "turn_order",  # order, drawn
    "phase_started",  # phase, player (for production / execution)
    "cards_returned",  # player, cards (types)
    "cards_drawn",  # player, count
    "card_played",  # player, card, target?
    "missile_cancelled",  # player (shield owner), by
    "dice_rolled",  # player, purpose, faces, explosions
    "production_points",  # player, pp
    "built",  # player, land, air, sub
    "moved",  # player, kind, from, to, count
    "transported",  # player, sea, from, to, count
    "battle_started",  # area, attacker, defender, first
    "units_destroyed",  # area, owner, land, air, by
    "units_converted",  # area, from, to, land, air
    "flag_taken",  # area, player, previous
    "battle_ended",  # area, winner
    "subs_sunk",  # player, subs [{owner, sea, count}]
    "armistice_started",  # player, target, kind
    "armistice_ended",  # player, target
    "eliminated",  # player
    "turn_ended",  # player
    "game_over",  # winner (None = draw), reason (target | last_standing | round_cap | missions)
    # Risk (VARIANTS.md V1)
    "capital_placed",  # player, area
    "cities_drawn",  # areas
    "turn_started",  # player, round
    "mission_gained",  # player, mission (B1..S5)
    "traded",  # player, cards (areas), stars, armies
    "reinforcements",  # player, areas, cities, area_armies, continents, capitals, minimum, rewards, trade,
    #                    supply_lost, total (V1.5 breakdown)
    "placed",  # player, land {area: n}
    "attack_rolled",  # player, defender, from, to, attacker_dice, defender_dice, pairs [[a, d, loser]],
    #                   attacker_lost, defender_lost
    "conquered",  # player, area, defender, from
    "occupied",  # player, from, to, count
    "fortified",  # player, from, to, count
    # the nuclear add-on (VARIANTS.md V2)
    "nukes_placed",  # player, nuke {area: n} (bought in a build / place, V2.1)
    "nuke_declared",  # player, from, to, count, defender (the target's owner or None; V2.2)
    "nuke_intercepted",  # player (the interceptor), at, lose (nuke | land | air | army), striker, to (V2.3)
    "nukes_destroyed",  # player (the striker), area (where they stood), count: committed nukes lost (V2.4, V2.5)
    "nuke_rolled",  # risk: player, defender, from, to, attacker_dice, defender_dice, pairs, attacker_lost,
    #                 defender_lost (V2.4); conquest's rolls are dice_rolled with purpose nuke_attack / nuke_defence
    "nuke_hits",  # owner, area (the target), units {kind: n} in it, nuke {area: n} removed (V2.4, V2.5)
    "nuke_stopped",  # player, to: the striker stopped his attack (V2.4, V2.5)
    "contaminated",  # area, custodian, previous (owner), removed {colour: {kind: n}}, markers (V2.6, V2.7)
    "contamination_decayed",  # area, markers (left; V2.7)
    "area_freed",  # area: its last marker went, it is free (V2.7)
    "free_area_taken",  # player, area (conquest: at the movement's end; risk: + from, count, occupy_free; V2.7)
    "nukes_scrapped",  # area, owner, scrapped, left (V2.8: half of the nukes of a conquered area)
    "nukes_returned",  # area, owner, count (V2.8: the nukes left there go back to the supply)
)
