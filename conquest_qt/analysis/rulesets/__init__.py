"""Each ruleset's analysis adapter (analysis/adapters.py: what one defines), found through manifest.py."""
