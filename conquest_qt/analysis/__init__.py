"""Looking back at a game (issue 16): replay positions, statistics per round, the luck ledger and
win chances, all computed from a save's options + seed + decision log.

Pure Python like the engine: no Qt, no files, no clock. Rules-specific readings (what a state's
statistics are, what a battle's odds were, what a win-chance feature is) come from the game's
ruleset through `adapters.get(ruleset_id)`; everything else works on the kernel's events.
"""
