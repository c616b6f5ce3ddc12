"""What the nuclear add-on adds to the ruleset's pages (VARIANTS.md V2.1, V2.2, V2.7): the nuclear attack where
the engine offers it (Conquest's battle choice and turn's end, Risk's attack stage: the `nuke` templates among
the legal answers), Risk's moves into free areas (`occupy_free`) and the purchase of nukes with Conquest's
build or Risk's placement (`nuke` of the answer, added by `amend`). The ruleset's page class is extended in
place (same class name: its translations stay its own)."""

from __future__ import annotations

import weakref
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QComboBox, QGroupBox, QLabel, QPushButton, QScrollArea, QSpinBox, QVBoxLayout, QWidget

from conquest_qt.engine import addons
from conquest_qt.ui.game.turn_controller import TurnController
from conquest_qt.ui.panels.decision_pages import Page
from conquest_qt.ui.rulesets.nuclear import aim as aiming
from conquest_qt.ui.rulesets.nuclear.texts import PLURALS
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import arg

SUPPLY = 10  # V2.1 Ruling: 10 nukes per colour (engine/addons/nuclear/rules.SUPPLY)
# the decision whose answer buys nukes, per ruleset (V2.1): Conquest's build (PP), Risk's placement (armies)
BUY_KIND = {"conquest": "build", "risk": "place"}
OWN_KINDS = ("nuke_intercept", "nuke_roll", "nuke_hits", "nuke_counter")

_purchases: weakref.WeakKeyDictionary[TurnController, tuple[int, dict[str, int]]] = weakref.WeakKeyDictionary()


def amend(ctrl: TurnController, action: dict[str, Any]) -> dict[str, Any]:
    """The nukes chosen on the build page, added to the build answer of the same decision."""
    serial, want = _purchases.get(ctrl, (-1, {}))
    if serial != ctrl.serial or action.get("type") != BUY_KIND.get(ctrl.session.setup.options.ruleset):
        return action
    want = {a: n for a, n in want.items() if n}
    return {**action, "nuke": want} if want else action


def on_board(public: Any, player: str) -> int:
    return sum(int(k.get("nuke", 0)) for by in public.get("units", {}).values() for c, k in by.items()
               if c == player)


class NuclearSection(QGroupBox):
    """The add-on's part of a ruleset's page: buy nukes (the build) and declare a nuclear attack."""

    def __init__(self, ctrl: TurnController, buy_kind: str | None) -> None:
        super().__init__()
        self.setObjectName("nuclearSection")
        self.ctrl, self.buy_kind = ctrl, buy_kind
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 6)
        self.buy_text = QLabel()
        self.buy_text.setWordWrap(True)
        self.buy_area = QComboBox()
        self.buy_area.setObjectName("nukeBuyArea")
        self.buy_count = QSpinBox()
        self.buy_count.setObjectName("nukeBuyCount")
        self.buy_area.currentIndexChanged.connect(self._buy_changed)
        self.buy_count.valueChanged.connect(self._buy_changed)
        self.from_area = QComboBox()
        self.from_area.setObjectName("nukeFrom")
        self.to_area = QComboBox()
        self.to_area.setObjectName("nukeTo")
        self.count = QSpinBox()
        self.count.setObjectName("nukeCount")
        self.odds = QLabel()  # the exact odds before firing (V2.4/V2.5), as a conventional battle's
        self.odds.setObjectName("nukeOdds")
        self.odds.setWordWrap(True)
        self.aim = QPushButton()  # while checked, a click on the board picks the target (or says why not)
        self.aim.setObjectName("nukeAim")
        self.aim.setCheckable(True)
        self.aim.toggled.connect(self._aim_toggled)
        self.launch = QPushButton()
        self.launch.setObjectName("nukeLaunch")
        self.launch.clicked.connect(self._launch)
        self.free_move = QComboBox()  # V2.7 (Risk): armies into a free area in the attack stage
        self.free_move.setObjectName("freeMove")
        self.free_count = QSpinBox()
        self.free_count.setObjectName("freeCount")
        self.free_go = QPushButton()
        self.free_go.setObjectName("freeGo")
        self.free_go.clicked.connect(self._occupy)
        self.free_move.currentIndexChanged.connect(self._free_changed)
        self._free: list[dict[str, Any]] = []
        self.from_area.currentIndexChanged.connect(self._from_changed)
        self.to_area.currentIndexChanged.connect(self._to_changed)
        self.count.valueChanged.connect(self._show_odds)
        for w in (self.buy_text, self.buy_area, self.buy_count, self.from_area, self.to_area, self.count, self.odds,
                  self.aim, self.launch, self.free_move, self.free_count, self.free_go):
            lay.addWidget(w)
        self._templates: list[dict[str, Any]] = []
        self._serial = -1
        self._base = 0  # the budget of the purchase's decision before any nuke
        self._filling = False
        self._count_key: tuple[Any, ...] = ()  # the declaration whose count was last set to all its nukes
        self.retranslate()

    def retranslate(self) -> None:
        t = QCoreApplication.translate
        self.setTitle(t("Nuclear", "Nuclear weapons"))
        self.buy_count.setPrefix(t("Nuclear", "Nukes to buy: "))
        self.count.setPrefix(t("Nuclear", "Nukes: "))
        self.launch.setText(t("Nuclear", "Launch the nuclear attack"))
        self.aim.setText(t("Nuclear", "Choose the target on the board"))
        self.free_count.setPrefix(t("Nuclear", "Armies: "))
        self.free_go.setText(t("Nuclear", "Occupy the free area"))

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.isVisible():
                self.refresh()
        super().changeEvent(event)

    # --- the purchase (V2.1) ----------------------------------------------------------------------
    def _cost(self) -> int:
        opts = self.ctrl.session.setup.options
        found = addons.option(opts, "nuclear")
        return int(found.cost(opts.ruleset)) if found is not None else 0

    def _refresh_buy(self, new: bool) -> bool:
        kind, me = self.ctrl.kind, self.ctrl.player or ""
        if kind is None or kind != self.buy_kind:
            return False
        pub = self.ctrl.session.public()
        supply = SUPPLY - on_board(pub, me)
        armies = self._plan() is None  # Risk: nukes are paid with the turn's armies
        self.buy_text.setText(arg(PLURALS.supply_armies(supply) if armies else PLURALS.supply(supply), self._cost()))
        if new:
            self._filling = True
            self.buy_area.clear()
            for area in sorted((a for a, o in pub.get("owners", {}).items() if o == me), key=area_name):
                self.buy_area.addItem(area_name(area), area)
            self._base = self._budget()  # the turn's PP (Conquest's build plan) or armies to place (Risk's)
            self.buy_count.setRange(0, max(0, min(supply, self._base // max(1, self._cost()))))
            self.buy_count.setValue(0)
            self._filling = False
            _purchases[self.ctrl] = (self.ctrl.serial, {})
        return True

    def _budget(self) -> int:
        plan = self._plan()
        return int(plan.pp) if plan is not None else int(self.ctrl.info.get("armies", 0))

    def _plan(self) -> Any:
        """Conquest's build plan (rulesets/conquest/build.Production.plan: its PP), or None (Risk's placement)."""
        return getattr(self.ctrl.work, "plan", None)

    def _buy_changed(self) -> None:
        if self._filling:
            return
        area = self.buy_area.currentData()
        n = self.buy_count.value()
        _purchases[self.ctrl] = (self.ctrl.serial, {area: n} if area and n else {})
        work, plan = self.ctrl.work, self._plan()
        left = self._base - n * self._cost()
        if plan is not None:  # Conquest's build plan: the nukes' PP are not spent on units
            plan.pp = left
            while plan.placed and plan.left() < 0:
                plan.placed.pop()
        elif hasattr(work, "due") and hasattr(work, "placed"):
            # Risk's placement (rulesets/risk/place.Placement): the nukes' armies are not placed as armies
            work.due = left
            del work.placed[max(0, left):]
        self.ctrl.refresh_board()
        self.ctrl.changed.emit()

    # --- the declaration (V2.2) -------------------------------------------------------------------
    def _refresh_declare(self, new: bool) -> bool:
        if self.ctrl.kind in OWN_KINDS:
            return False
        templates = [a for a in self.ctrl.legal if a["type"] == "nuke"]
        if not templates:
            return False
        if new or templates != self._templates:
            self._templates = templates
            self._filling = True
            self.from_area.clear()
            for src in dict.fromkeys(a["from"] for a in templates):
                self.from_area.addItem(arg(QCoreApplication.translate("Nuclear", "From %1"), area_name(src)), src)
            self._filling = False
            self._from_changed()
        return True

    def _from_changed(self) -> None:
        if self._filling:
            return
        src = self.from_area.currentData()
        self._filling = True
        self.to_area.clear()
        for a in sorted((a for a in self._templates if a["from"] == src), key=lambda a: area_name(a["to"])):
            self.to_area.addItem(arg(QCoreApplication.translate("Nuclear", "At %1"), area_name(a["to"])), a["to"])
        self.to_area.setCurrentIndex(max(0, self.to_area.findData(self._likeliest(src))))
        self._filling = False
        self._to_changed()

    def _likeliest(self, src: str) -> str | None:
        """The rival's area the nukes of `src` would most likely contaminate (exact odds, V2.4/V2.5): the
        target offered first, so that the first odds shown are the best there are (the player chooses)."""
        from conquest_qt.engine.addons.nuclear import rules as N
        from conquest_qt.engine.seats import NEUTRAL

        game = aiming.game_of(self.ctrl)
        me, best = self.ctrl.player, None
        for a in sorted(self._templates, key=lambda a: area_name(a["to"])):  # ties: the first by name
            owner = game.s.owners.get(a["to"])
            if a["from"] != src or owner in (None, me, NEUTRAL):
                continue
            n = int(a.get("count") or 0) or N.unused(game, src, me or "")
            found = aiming.odds(self.ctrl, a["to"], n)
            if found is not None and (best is None or found[0] > best[0]):
                best = (found[0], a["to"])
        return best[1] if best is not None else None

    def _to_changed(self) -> None:
        if self._filling:
            return
        t = self._template()
        most = int(t.get("count", 0)) if t else 0
        key = (self.ctrl.serial, t["from"] if t else None, t["to"] if t else None, most)
        self.count.setRange(1 if most else 0, most)
        if key != self._count_key:  # a new declaration: all its nukes; a refresh keeps the count chosen
            self._count_key = key
            self.count.setValue(most)
        self.count.setVisible(most > 0)  # Risk commits every unused nuke of the area (V2.2)
        self.launch.setEnabled(t is not None)
        self._show_odds()

    def _committed(self) -> int:
        """The nukes the declaration commits: the count chosen (Conquest), every unused one there (Risk)."""
        t = self._template()
        if t is None:
            return 0
        if "count" in t:
            return int(self.count.value())
        from conquest_qt.engine.addons.nuclear import rules as N

        return N.unused(aiming.game_of(self.ctrl), t["from"], self.ctrl.player or "")

    def _show_odds(self) -> None:
        if self._filling:
            return
        t = self._template()
        n = self._committed()
        self.odds.setText(aiming.odds_text(self.ctrl, t["to"], n) if t is not None and n > 0 else "")

    # --- aiming on the board --------------------------------------------------------------------------
    def _aim_toggled(self, on: bool) -> None:
        self.ctrl.aim = self._aim if on else None
        if on:
            self.ctrl.hint.emit(QCoreApplication.translate("Nuclear", "Click the area to strike."))

    def _aim(self, area: str, button: int) -> bool:
        """A click while aiming: the area becomes the target, or the status bar says why it cannot be."""
        if button != 1 or self.isHidden() or self.from_area.isHidden():
            return False
        k = self.to_area.findData(area)
        if k < 0:
            self.ctrl.hint.emit(aiming.refusal_text(self.ctrl, area))
            return True
        self.to_area.setCurrentIndex(k)
        self.ctrl.hint.emit(self.odds.text())
        self._reveal(self.launch)  # aimed: the launch button in view (a small window scrolls the side panel)
        return True

    def _reveal(self, widget: QWidget) -> None:
        scroll = self.parentWidget()
        while scroll is not None and not isinstance(scroll, QScrollArea):
            scroll = scroll.parentWidget()
        if scroll is not None:
            scroll.ensureWidgetVisible(widget, 8, 8)

    def _template(self) -> dict[str, Any] | None:
        src, dst = self.from_area.currentData(), self.to_area.currentData()
        return next((a for a in self._templates if a["from"] == src and a["to"] == dst), None)

    def _launch(self) -> None:
        t = self._template()
        if t is None:
            return
        action = {"type": "nuke", "from": t["from"], "to": t["to"]}
        if "count" in t:
            action["count"] = self.count.value()
        self.ctrl.submit(action)

    # --- free areas (V2.7, Risk: `occupy_free` in the attack stage) -------------------------------
    def _refresh_free(self, new: bool) -> bool:
        moves = [a for a in self.ctrl.legal if a["type"] == "occupy_free"]
        if new or moves != self._free:
            self._free = moves
            self._filling = True
            self.free_move.clear()
            for a in moves:
                self.free_move.addItem(arg(QCoreApplication.translate("Nuclear", "%1 → free %2"),
                                           area_name(a["from"]), area_name(a["to"])))
            self._filling = False
            self._free_changed()
        return bool(moves)

    def _free_changed(self) -> None:
        if self._filling:
            return
        k = self.free_move.currentIndex()
        most = int(self._free[k]["count"]) if 0 <= k < len(self._free) else 0
        self.free_count.setRange(1 if most else 0, most)
        self.free_count.setValue(most)

    def _occupy(self) -> None:
        k = self.free_move.currentIndex()
        if 0 <= k < len(self._free):
            self.ctrl.submit({**self._free[k], "count": self.free_count.value()})

    def refresh(self) -> None:
        new = self._serial != self.ctrl.serial
        self._serial = self.ctrl.serial
        buying = self._refresh_buy(new)
        declaring = self._refresh_declare(new)
        freeing = self._refresh_free(new)
        for w in (self.free_move, self.free_count, self.free_go):
            w.setVisible(freeing)
        for w in (self.buy_text, self.buy_area, self.buy_count):
            w.setVisible(buying)
        for w in (self.from_area, self.to_area, self.count, self.odds, self.aim, self.launch):
            w.setVisible(declaring)
        if new or not declaring:
            self.aim.setChecked(False)
        if declaring:
            self._to_changed()
        self.setVisible(buying or declaring or freeing)


def extended(ruleset: str, cls: type[Page]) -> type[Page]:
    """The ruleset's page with the nuclear section under it (shown when it has something to offer)."""
    buy_kind = BUY_KIND.get(ruleset)

    def __init__(self: Page, ctrl: TurnController) -> None:
        cls.__init__(self, ctrl)
        self.nuclear = NuclearSection(ctrl, buy_kind)  # type: ignore[attr-defined]
        self.nuclear.hide()  # type: ignore[attr-defined]
        self.lay.addWidget(self.nuclear)  # type: ignore[attr-defined]

    def refresh(self: Page) -> None:
        cls.refresh(self)
        self.nuclear.refresh()  # type: ignore[attr-defined]

    made: type[Page] = type(cls.__name__, (cls,), {"__init__": __init__, "refresh": refresh,
                                                     "__qualname__": cls.__qualname__, "__module__": cls.__module__,
                                                     "nuclear_base": cls})
    return made


def section(page: QWidget) -> NuclearSection | None:
    found = page.findChild(NuclearSection, "nuclearSection")
    return found if isinstance(found, NuclearSection) else None
