"""The UI parts a ruleset brings (layer 6: above the panels, below the screens and the window), keyed by
its engine's decision kinds (`engine/rulesets/<id>/kinds.py` `Kind`): the side panel's page for each
kind, what a click on an area does in each kind and the working data a kind keeps while it is open; the
board's markers of the ruleset (what it draws beside owners and units) and its rules text in Help.
The window finds them by the game's ruleset id, through `conquest_qt/manifest.py` (the entry's `ui`);
adding a ruleset's UI = a package here whose `__init__` defines `RULESET_UI` (the manifest line names it;
tests/ui/rulesets/test_ruleset_ui.py: the keys match the ruleset's step table).

An add-on (manifest `addon_for`) brings an `AddonUI` (its package's `ADDON_UI`): pages for its own decision
kinds, clicks, board markers, what it adds to the ruleset's pages (`extend`) and to the human's answers
(`amend`); its words (`texts.py`: `title()`, `blurb()` of its option in the New game dialog) are of the
text layer, like a ruleset's. `for_options` composes the played ruleset's UI with the enabled add-ons' parts; nothing
outside the add-on's home names it."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from conquest_qt import manifest

if TYPE_CHECKING:
    from conquest_qt.ui.game.turn_controller import TurnController
    from conquest_qt.ui.panels.decision_pages import Page

Click = Callable[["TurnController", str, int], None]  # (controller, area, mouse button)
# A decision's working data while it is open (TurnController.work), made when it opens. It must have
# highlights() (the areas lit on the board) and preview() ({area: n}: land armies shown as placed); it may
# have preview_units() ({kind: {area: n}}: units of every kind shown as placed), selected() (the area
# marked), arrows() (its own arrows beside the turn's), targets() (the areas Tab visits; else the
# highlights), deselect() (Escape; True when something went), undo() (True when it took a step back) and
# undoes_moves (bool: whether Undo goes on to the driver's undo; else when the driver can), primary()
# (Enter: the step's main action), end_stage() (E), roll() (R), choose_kind(kind) (1-3; True when it
# changed). The controller refreshes the board and the panels after what returns True.
Start = Callable[["TurnController"], Any]
# The ruleset's board markers: the scene gets an item that draws them from each public view
# (item.show(public); ui/board/risk_markers.py). None: the board's own units and owners only.
Markers = Callable[[Any], Any]  # (board scene) -> the item, added to the scene



@dataclass(frozen=True)
class RulesetUI:
    ruleset: str
    pages: Mapping[str, type[Page]]  # every decision kind -> its page on the side panel
    clicks: Mapping[str, Click]  # the kinds where a click on an area answers -> how (others: a hint)
    help: str  # its rules text in Help (ui/text/i18n.RULES_KINDS: resources/rules/<help>_<lang>.html)
    markers: Markers | None  # its own marks on the board (Risk: cities, capitals, continents); None: the board's only
    starts: Mapping[str, Start] = field(default_factory=dict)  # kinds with working data -> its factory
    legend: Callable[[], Any] | None = None  # a widget under the hand saying what its board marks mean (Risk's)
    missions: Callable[[Any, Any], Any] | None = None  # (session, parent) -> its missions table, a dialog (Risk's)
    card_reference: bool = True  # Help → Cards (Conquest's 60 cards); Risk's cards show an area and its stars
    reference: str | None = None  # a Help reference of its own on F2 instead (Risk's missions: "risk_missions")
    # the window's side panels it feeds with the driver's events (Conquest: "battle", "production"); the others
    # stay empty and unsubscribed while it is played. The panels themselves are named in the package's
    # PANELS (see side_panel), so that the window builds them before any game without importing the parts.
    panels: frozenset[str] = frozenset()
    # (session) -> a side-panel widget beside the battle panel showing the battles a local human takes part in that
    # no page of his shows, as they happen (Risk's: attacks on his areas, ui/rulesets/risk/defence.py)
    battles: Callable[[Any], Any] | None = None
    # the enabled add-ons' fields added to an answer before it is sent (AddonUI.amend, composed); None: none
    amend: Callable[[TurnController, dict[str, Any]], dict[str, Any]] | None = None
    # the enabled add-ons' battles its battle panel shows beside its own (AddonUI.battle_kinds; the panel's `kinds`)
    battle_kinds: tuple[Any, ...] = ()
    # decision kinds asked of a player outside his own turn -> (session) -> what is at stake, in words: the hot-seat
    # hand-over before such a question says it (ui/screens/handover.py), and nothing of anyone's hand
    questions: Mapping[str, Callable[[Any], str]] = field(default_factory=dict)


@dataclass(frozen=True)
class AddonUI:
    """An add-on's UI part (docs/ARCHITECTURE.md "Add-ons"): composed into the ruleset's by `compose`."""

    addon: str
    pages: Mapping[str, type[Page]]  # its own decision kinds -> their pages
    clicks: Mapping[str, Click] = field(default_factory=dict)
    markers: Markers | None = None  # its marks on the board, drawn over the ruleset's
    # (ruleset id, a ruleset's page class) -> the page with the add-on's part (e.g. a declaration it adds)
    extend: Callable[[str, type[Page]], type[Page]] | None = None
    amend: Callable[[TurnController, dict[str, Any]], dict[str, Any]] | None = None  # its fields of an answer
    # its battles (e.g. a nuclear attack) in the ruleset's battle panel, where the ruleset has one ("battle" in its
    # panels: ui/rulesets/conquest/battle_panel.py `kinds`) ...
    battle_kinds: tuple[Any, ...] = ()
    # ... else in a box of its own beside the ruleset's (session) -> widget with unbind(), as RulesetUI.battles
    battles: Callable[[Any], Any] | None = None
    questions: Mapping[str, Callable[[Any], str]] = field(default_factory=dict)  # as RulesetUI.questions


class _Markers:
    """Several parts' board markers as one (the turn controller shows, retranslates and removes it)."""

    def __init__(self, scene: Any, factories: list[Markers]) -> None:
        self.parts = [f(scene) for f in factories]

    @property
    def items(self) -> list[Any]:
        return [i for p in self.parts for i in getattr(p, "items", [])]

    def show(self, public: Any) -> None:
        for p in self.parts:
            p.show(public)

    def retranslate(self) -> None:
        for p in self.parts:
            p.retranslate()

    def remove(self) -> None:
        for p in self.parts:
            p.remove()


def _boxes(session: Any, factories: list[Callable[[Any], Any]]) -> Any:
    from conquest_qt.ui.rulesets.battle_boxes import BattleBoxes

    return BattleBoxes(session, factories)


def _amend_all(amends: list[Callable[[TurnController, dict[str, Any]], dict[str, Any]]]) -> Callable[
        [TurnController, dict[str, Any]], dict[str, Any]]:
    def amend(ctrl: TurnController, action: dict[str, Any]) -> dict[str, Any]:
        for a in amends:
            action = a(ctrl, action)
        return action
    return amend


def compose(ui: RulesetUI, parts: list[AddonUI]) -> RulesetUI:
    """The ruleset's UI with the add-ons' parts: their pages and clicks beside its own, its pages extended,
    their markers over its own, their answers' fields added."""
    if not parts:
        return ui
    pages = dict(ui.pages)
    clicks = dict(ui.clicks)
    questions = dict(ui.questions)
    for part in parts:
        if part.extend is not None:
            pages = {k: part.extend(ui.ruleset, cls) for k, cls in pages.items()}
    for part in parts:
        pages.update(part.pages)
        clicks.update(part.clicks)
        questions.update(part.questions)
    factories = [m for m in (ui.markers, *(p.markers for p in parts)) if m is not None]
    markers: Markers | None = (lambda scene: _Markers(scene, factories)) if factories else None
    amends = [a for a in (ui.amend, *(p.amend for p in parts)) if a is not None]
    panel = "battle" in ui.panels
    kinds = tuple(k for p in parts for k in p.battle_kinds) if panel else ()
    boxes = [b for b in (ui.battles, *(() if panel else (p.battles for p in parts))) if b is not None]
    battles = boxes[0] if len(boxes) == 1 else ((lambda session: _boxes(session, boxes)) if boxes else None)
    return replace(ui, pages=pages, clicks=clicks, markers=markers, amend=_amend_all(amends) if amends else None,
                   battle_kinds=kinds, battles=battles, questions=questions)


def addon_ui(addon_id: str) -> AddonUI:
    entry = manifest.get(addon_id)
    part: AddonUI = importlib.import_module(entry.ui).ADDON_UI
    return part


def for_options(options: Any) -> RulesetUI:
    """The UI of a game with these options: its ruleset's, composed with its enabled add-ons' parts."""
    from conquest_qt.engine.addons import enabled

    return compose(get(options.ruleset), [addon_ui(a) for a in enabled(options)])


def get(ruleset_id: str) -> RulesetUI:
    """The UI of the ruleset with that id; ValueError for a ruleset without one."""
    entry = manifest.MANIFESTS.get(ruleset_id)
    if entry is None or entry.is_addon:
        raise ValueError(f"no UI for ruleset {ruleset_id!r}; known: {', '.join(manifest.rulesets())}")
    ui: RulesetUI = importlib.import_module(entry.ui).RULESET_UI
    return ui


def _packages() -> list[Any]:
    """Every ruleset's UI package (its __init__ only: light, RULESET_UI is imported on first use)."""
    return [importlib.import_module(manifest.get(rid).ui) for rid in manifest.rulesets()]


def side_panel(name: str) -> Any:
    """A new side panel of the window that a ruleset brings: the class its package names in
    `PANELS = {name: (module, class)}` (Conquest's "battle" and "production"); built once, before any game,
    and fed only while a ruleset whose RulesetUI.panels names it is played."""
    for package in _packages():
        where = getattr(package, "PANELS", {}).get(name)
        if where is not None:
            module, cls = where
            return getattr(importlib.import_module(module), cls)()
    raise ValueError(f"no ruleset brings the side panel {name!r}")


def warm_up(names: Sequence[str]) -> list[str]:
    """The window's warm-up modules with each "@key" replaced by the modules every ruleset's package lists
    under that key in its WARM_UP ({"rules": its engine and AI, "ui": its parts}), in the manifest's order:
    what a game needs, imported one per step behind the start screen's first paint."""
    out: list[str] = []
    for name in names:
        if name.startswith("@"):
            for package in _packages():
                out.extend(getattr(package, "WARM_UP", {}).get(name[1:], ()))
        else:
            out.append(name)
    return out
