"""Every ruleset's kinds of unit have a chip icon on the board (engine/units.UnitKind.draw -> board_position.ICONS
-> board_markers.ICONS): cc's divisions (VARIANTS.md V3.3) were drawn as an unknown icon, a KeyError in paint."""

from __future__ import annotations

import pytest

from conquest_qt import manifest
from conquest_qt.engine import rulesets


@pytest.mark.parametrize("ruleset_id", manifest.rulesets())
def test_every_unit_kind_of_every_ruleset_has_an_icon(qapp, ruleset_id: str) -> None:
    from conquest_qt.ui.board import board_markers, board_position

    for kind in rulesets.get(ruleset_id).unit_kinds:
        assert board_position.ICONS.get(kind.draw, kind.draw) in board_markers.ICONS, (ruleset_id, kind)
