"""Comanda & Conquista's retreat (VARIANTS.md V3.6.4): the loser of a battle — also outside his turn, handed
the screen in a hot-seat game like any other question — sends his surviving divisions of the nation to his
own or allied nations one land step away: one count per destination and kind, all to the first at first;
the button is greyed with the engine's reason until every division has a place. The destinations are lit on
the board; a click on one sends every division there (`RetreatChoice`, `click_retreat`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QSpinBox, QWidget

from conquest_qt.ui.game.turn_controller import TurnController
from conquest_qt.ui.panels.decision_pages import Page
from conquest_qt.ui.rulesets.cc.refusal import refusal
from conquest_qt.ui.rulesets.cc.texts import kind_name
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import arg


@dataclass
class RetreatChoice:
    """The retreat's working data: its destinations lit on the board; `chosen` is where a click sent them all."""

    destinations: list[str]
    chosen: str | None = None

    @classmethod
    def of(cls, ctrl: TurnController) -> RetreatChoice:
        return cls(list(ctrl.info.get("destinations", [])))

    def highlights(self) -> list[str]:
        return list(self.destinations)

    def selected(self) -> str | None:
        return self.chosen

    def preview(self) -> dict[str, int]:
        return {}


def click_retreat(ctrl: TurnController, area: str, _button: int) -> None:
    """A click on a destination: every retreating division goes there (the page shows it; Enter sends it)."""
    work = ctrl.work
    if isinstance(work, RetreatChoice) and area in work.destinations:
        work.chosen = area
        ctrl.refresh_board()
        ctrl.changed.emit()
    else:
        ctrl.hint.emit(ctrl.step_hint())


class CcRetreatPage(Page):
    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        self.rows = QWidget()
        self.grid = QGridLayout(self.rows)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.lay.addWidget(self.rows)
        self.reason = QLabel()
        self.reason.setObjectName("ccRetreatReason")
        self.reason.setWordWrap(True)
        self.reason.setProperty("soft", True)
        self.lay.addWidget(self.reason)
        self.go = self.button(self.tr("Retreat (Enter)"), self._go, "ccRetreat", primary=True)
        self.lay.addWidget(self.go)
        self.lay.addStretch(1)
        self.spins: dict[tuple[str, str], QSpinBox] = {}
        self._built: Any = None
        self._chosen = None

    def fixed_texts(self) -> dict[str, str]:
        return {"ccRetreat": self.tr("Retreat (Enter)")}

    def refresh(self) -> None:
        info = self.ctrl.info
        area, units, dests = info.get("area", ""), dict(info.get("units", {})), list(info.get("destinations", []))
        self.text.setText(arg(self.tr("Your divisions leave %1: choose where each goes."), area_name(area)))
        key = (area, tuple(sorted(units.items())), tuple(dests))
        if key != self._built:
            self._build(units, dests)
            self._built = key
            self._chosen: str | None = None
        work = self.ctrl.work
        chosen = work.chosen if isinstance(work, RetreatChoice) else None
        if chosen is not None and chosen != self._chosen:
            for (dest, kind), spin in self.spins.items():
                spin.setValue(units.get(kind, 0) if dest == chosen else 0)
        self._chosen = chosen
        self._check()

    def _build(self, units: dict[str, int], dests: list[str]) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item is not None and item.widget() is not None:
                item.widget().deleteLater()  # type: ignore[union-attr]
        self.spins = {}
        row = 0
        for i, dest in enumerate(dests):
            for kind, n in units.items():
                label = QLabel(arg(self.tr("%1 to %2"), kind_name(kind), area_name(dest)))
                label.setWordWrap(True)
                spin = QSpinBox()
                spin.setObjectName(f"ccRetreat_{dest}_{kind}")
                spin.setRange(0, n)
                spin.setValue(n if i == 0 else 0)
                spin.valueChanged.connect(lambda _v: self._check())
                label.setBuddy(spin)
                self.grid.addWidget(label, row, 0)
                self.grid.addWidget(spin, row, 1)
                self.spins[(dest, kind)] = spin
                row += 1

    def action(self) -> dict[str, Any]:
        to: dict[str, dict[str, int]] = {}
        for (dest, kind), spin in self.spins.items():
            if spin.value():
                to.setdefault(dest, {})[kind] = spin.value()
        return {"type": "retreat", "to": to}

    def _check(self) -> None:
        why = refusal(self.ctrl.session.game, self.ctrl.player or "", self.action()) if self.ctrl.player else None
        self.go.setEnabled(why is None)
        self.go.setToolTip(why or "")
        self.reason.setText(why or "")
        self.reason.setVisible(why is not None)

    def _go(self) -> None:
        if self.go.isEnabled():
            self.ctrl.submit(self.action())

    def main_action(self) -> QPushButton | None:
        return self.go
