"""Computer players for the Risk ruleset (VARIANTS.md V1): random, easy, normal, hard."""
