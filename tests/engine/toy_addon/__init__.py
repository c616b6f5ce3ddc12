"""A toy add-on for Conquest, only for the kernel's tests (tests/engine/test_addons.py): it shows every
kind of contribution an add-on makes — options, a sub-sequence at a hook, an Ask row of its own asked of
other players in seat order (the kernel's seat window), an action type added to a ruleset's Ask row, an
action field, a unit kind and its legal answers."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from conquest_qt.engine.addons import Addon


@dataclass(frozen=True)
class ToyOptions:
    ADDON: ClassVar[str] = "toy"
    bells: int = 1  # bells rung at the start of every round

    def check_types(self, ruleset_options: Any) -> None:
        if not isinstance(self.bells, int) or isinstance(self.bells, bool) or not 0 <= self.bells <= 3:
            raise ValueError("option bells must be 0..3")


ADDON = Addon(id="toy", options=ToyOptions, adapters={"conquest": "tests.engine.toy_addon.conquest"})
