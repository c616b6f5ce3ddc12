"""Computer players for the Conquest ruleset (RULES.md): random, easy, normal, hard, expert."""
