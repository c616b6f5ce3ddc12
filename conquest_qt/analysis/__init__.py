"""Looking back at a game (issue 16): replay positions, statistics per round, the luck ledger and
win chances, all computed from a save's options + seed + decision log.

Pure Python like the engine: no Qt, no files, no clock. Rules-specific readings (what a state's
statistics are, what a battle's odds were, what a win-chance feature is) come from the game's
ruleset through `adapters.get(ruleset_id)`; everything else works on the kernel's events.

The API (data in, data out):

- `replay_index.ReplayIndex(players, options, seed, log, capture=adapter.capture)` or
  `replay_index.index_save(envelope)`: `positions`, `at(i)` (a fresh game copy), `step(game, i)`,
  `events[i]`, `rounds[i]`, `round_start(r)`, `round_end(r)`, `turns`, `next_turn(i)`,
  `previous_turn(i)`, `final`, `play_on(i)` -> `PlayOn(players, options, seed, log)` (`.logged()`).
- `stats.round_stats(index)` -> `[RoundStats(round, players={colour: {areas, land, air, sub, cards,
  pp, fought, won, destroyed, lost}})]`; `stats.series(rows, colour, key)`.
- `luck.items(index)` -> `[LuckItem]`; `luck.ledger(items, players)` -> `{colour: PlayerLuck}`
  (`explosions`, `luck`, `by_category[purpose | "battle_odds"]`: `Tally` with count, expected,
  actual, difference, sd; `against_odds`, `despite_odds`: [(area, chance)]); `luck.fairness(index)`
  -> `[Fairness(sides, counts, expected, chi2, df, p_value)]`.
- `winchance.chances(game)` -> `{colour: p}`; `winchance.timeline(index)` -> `[(round, {colour: p})]`.
"""
