"""The rulesets and add-ons of the game, one manifest each: where each layer finds its part.

A ruleset has one home in each layer — engine, ai, ui, analysis — and this file is the one place that
names them. Each layer's registry looks a ruleset up here by id and imports its part on first use
(`engine.rulesets.get`, `ai.registry`, `ui.rulesets.get`, `analysis.adapters.get`), so nothing outside
those homes asks which ruleset is played. The module holds names only: it imports nothing, so the
pure engine and the Qt user interface may both read it.

An add-on (`addon_for` non-empty) extends the rulesets it names when its option is on: it brings rows,
decision kinds, action fields, options and unit kinds to their engine, and its parts to their AI and UI
(docs/ARCHITECTURE.md, "Add-ons").

Adding a ruleset = its packages in the four layers + one `Manifest(...)` line below.
"""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT = "conquest"


@dataclass(frozen=True)
class Manifest:
    id: str
    engine: str  # the package whose __init__ defines RULESET (a ruleset) or ADDON (an add-on)
    ai: str  # the package whose __init__ defines AGENTS: level -> factory(seed) (an add-on: AI_PART)
    ui: str  # the package whose __init__ defines RULESET_UI (an add-on: ADDON_UI)
    analysis: str  # the adapter module of analysis/adapters.py ("" for an add-on that adds nothing there)
    addon_for: tuple[str, ...] = ()  # an add-on: the rulesets it may be enabled with

    @property
    def is_addon(self) -> bool:
        return bool(self.addon_for)


def _ruleset(rid: str) -> Manifest:
    return Manifest(id=rid, engine=f"conquest_qt.engine.rulesets.{rid}", ai=f"conquest_qt.ai.{rid}",
                    ui=f"conquest_qt.ui.rulesets.{rid}", analysis=f"conquest_qt.analysis.rulesets.{rid}")


_DICE_RULESETS = (
    _ruleset("conquest"),  # RULES.md
    _ruleset("risk"),  # VARIANTS.md V1
)

MANIFESTS: dict[str, Manifest] = {m.id: m for m in (
    *_DICE_RULESETS,
    _ruleset("cc"),  # VARIANTS.md V3
    # VARIANTS.md V2 (V0.1): the nuclear add-on extends the rulesets with dice above (not `cc`)
    Manifest(id="nuclear", engine="conquest_qt.engine.addons.nuclear", ai="conquest_qt.ai.nuclear",
             ui="conquest_qt.ui.rulesets.nuclear",
             analysis="conquest_qt.analysis.rulesets.nuclear", addon_for=tuple(m.id for m in _DICE_RULESETS)),
)}


def rulesets() -> list[str]:
    """The ids of the playable rulesets (add-ons excluded), in the order above."""
    return [m.id for m in MANIFESTS.values() if not m.is_addon]


def addons_for(ruleset_id: str) -> list[str]:
    """The add-ons that may be enabled with a ruleset."""
    return [m.id for m in MANIFESTS.values() if ruleset_id in m.addon_for]


def get(entry_id: str) -> Manifest:
    """The manifest of a ruleset or add-on; ValueError naming the known ones for an unknown id."""
    found = MANIFESTS.get(entry_id)
    if found is None:
        raise ValueError(f"unknown ruleset {entry_id!r}; known: {', '.join(rulesets())}")
    return found
