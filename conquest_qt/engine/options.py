"""Options at their old address: `Options` are the default ruleset's (Conquest,
engine/rulesets/conquest/options.py); `options_from_dict` reads any ruleset's by `ruleset`."""

from conquest_qt.engine.rulesets import options_from_dict  # noqa: F401 - re-exports
from conquest_qt.engine.rulesets.conquest.options import Options, check_setup  # noqa: F401
