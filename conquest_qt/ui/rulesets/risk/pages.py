"""Risk's side-panel pages for the setup and the reinforcement (VARIANTS.md V1.3, V1.5, V1.6): the
capital's choice, placing armies with the reinforcement's breakdown, and the card trade."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QSpinBox

from conquest_qt.engine.rulesets.risk.board import SUPPLY, TRADE_VALUE, risk_board
from conquest_qt.engine.rulesets.risk.turn import B3_TRADE_BONUS
from conquest_qt.ui.game.turn_controller import TurnController
from conquest_qt.ui.panels.decision_pages import Page
from conquest_qt.ui.rulesets.risk import place as risk_place
from conquest_qt.ui.rulesets.risk.texts import stars_text
from conquest_qt.ui.text.names import area_name, continent_name
from conquest_qt.ui.text.textutil import arg

t = QCoreApplication.translate
CARD_ROWS = 8  # cards shown at once on the trade page; more scroll


class PlaceCapitalPage(Page):
    def refresh(self) -> None:
        self.text.setText(self.tr("Choose your capital: click one of your areas on the board. It stays there "
                                  "for the whole game; whoever holds its area gets +1 army per turn, and you "
                                  "can only win while you hold it."))


class PlacePage(Page):
    """SETUP_PLACE (start armies) and PLACE (reinforcements): click own areas, undo, confirm."""

    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        self.left = QLabel()
        self.left.setObjectName("armiesLeft")
        self.lay.insertWidget(0, self.left)
        self.breakdown = QLabel()
        self.breakdown.setObjectName("breakdown")
        self.lay.addWidget(self.breakdown)
        row = QHBoxLayout()
        per_click = QLabel(self.tr("Armies per click:"))
        per_click.setObjectName("perClick")
        row.addWidget(per_click)
        self.step = QSpinBox()
        self.step.setObjectName("step")
        self.step.setRange(1, SUPPLY)
        self.step.valueChanged.connect(self._set_step)
        row.addWidget(self.step, 1)
        self.lay.addLayout(row)
        self.planned = QLabel()
        self.planned.setObjectName("planned")
        self.planned.setWordWrap(True)
        self.lay.addWidget(self.planned)
        row = QHBoxLayout()
        row.addWidget(self.button(self.tr("Undo"), lambda: self.ctrl.undo_work(), "undo"))
        row.addWidget(self.button(self.tr("Clear"), lambda: risk_place.place_clear(self.ctrl), "clear"))
        self.lay.addLayout(row)
        self.confirm = self.button(self.tr("Confirm placing (Enter)"), lambda: risk_place.place_confirm(self.ctrl),
                                   "confirm", primary=True)
        self.lay.addWidget(self.confirm)

    def fixed_texts(self) -> dict[str, str]:
        return {"perClick": self.tr("Armies per click:"), "undo": self.tr("Undo"), "clear": self.tr("Clear"),
                "confirm": self.tr("Confirm placing (Enter)")}

    def main_action(self) -> QPushButton | None:
        return self.confirm if self.confirm.isEnabled() else None

    def _set_step(self, n: int) -> None:
        if isinstance(self.ctrl.work, risk_place.Placement):
            self.ctrl.work.step = n

    def refresh(self) -> None:
        work = self.ctrl.work
        if not isinstance(work, risk_place.Placement):
            return
        if self.ctrl.kind == "setup_place":
            self.text.setText(self.tr("Place your start armies on your areas: click an area to put armies "
                                      "there, right-click to take one back."))
        else:
            self.text.setText(self.tr("Place your reinforcements on your areas: click an area to put armies "
                                      "there, right-click to take one back."))
        self.left.setText(arg(self.tr("<span style='font-size:16pt'><b>%1</b> of %2 armies left</span>"),
                              work.left(), work.due))
        rows = breakdown_rows(self.ctrl.info.get("breakdown"), self.ctrl.session.public(), self.ctrl.player)
        self.breakdown.setText(table_html(rows))
        self.breakdown.setVisible(bool(rows))
        self.step.blockSignals(True)
        self.step.setMaximum(max(1, work.due))
        self.step.setValue(min(work.step, max(1, work.due)))
        self.step.blockSignals(False)
        lines = [arg("%1: +%2", area_name(a), n) for a, n in sorted(work.by_area().items(),
                                                                       key=lambda kv: area_name(kv[0]))]
        self.planned.setText("<br>".join(lines) if lines else self.tr("Nothing placed yet."))
        self.confirm.setEnabled(work.left() == 0)


def table_html(rows: list[tuple[str, str]]) -> str:
    """Label / value rows as a small two-column table (texts of our own: no player text inside)."""
    if not rows:
        return ""
    cells = "".join(f"<tr><td>{label}</td><td align='right'>&nbsp;{value}</td></tr>" for label, value in rows)
    return f"<table cellspacing='0' cellpadding='1'>{cells}</table>"


def breakdown_rows(b: dict[str, Any] | None, public: Any, player: str | None) -> list[tuple[str, str]]:
    """V1.5's reinforcement, line by line: areas (and cities) ÷ 3 rounded up, continents, capitals, the
    minimum, mission rewards, the trade, what the supply cap takes, the total."""
    if not b:
        return []
    if b.get("cities"):
        label = arg(t("Reinforcement", "%1 areas + %2 cities ÷ 3, rounded up"), b["areas"], b["cities"])
        rows = [(label, str(b["area_armies"]))]
    else:
        rows = [(arg(t("Reinforcement", "%1 areas ÷ 3, rounded up"), b["areas"]), str(b["area_armies"]))]
    if b.get("continents"):
        board = risk_board()
        owners = public["owners"] if public is not None else {}
        held = [c for c, areas in board.continents.items() if all(owners.get(a) == player for a in areas)]
        names = ", ".join(arg("%1 +%2", continent_name(c), board.bonus[c]) for c in held)
        label = arg(t("Reinforcement", "Continents: %1"), names) if names else t("Reinforcement", "Continents")
        rows.append((label, "+" + str(b["continents"])))
    if b.get("capitals"):
        rows.append((t("Reinforcement", "Capitals held"), "+" + str(b["capitals"])))
    if b.get("minimum"):
        rows.append((t("Reinforcement", "Made up to the minimum of 3"), "+" + str(b["minimum"])))
    if b.get("rewards"):
        rows.append((t("Reinforcement", "Mission rewards"), "+" + str(b["rewards"])))
    if b.get("trade"):
        rows.append((t("Reinforcement", "Cards traded"), "+" + str(b["trade"])))
    if b.get("supply_lost"):
        rows.append((arg(t("Reinforcement", "Lost: beyond your %1 armies"), SUPPLY), "−" + str(b["supply_lost"])))
    rows.append(("<b>" + t("Reinforcement", "To place") + "</b>", "<b>" + str(b.get("total", 0)) + "</b>"))
    return rows


def trade_bonus(public: Any, player: str | None) -> int:
    """V1.12 B3's +2 per trade, for its holder in `command` while the reward stands."""
    opts = public.get("options", {})
    held = public.get("missions", {}).get(player, ())
    if opts.get("risk_version") == "command" and "B3" in held and "B3" not in public.get("rewards_removed", ()):
        return B3_TRADE_BONUS
    return 0


class TradePage(Page):
    """V1.6: tick cards showing 2–10 stars together; the value from the trade table; forced with 6 cards."""

    def __init__(self, ctrl: TurnController) -> None:
        super().__init__(ctrl)
        self.list = QListWidget()
        self.list.setObjectName("cards")
        self.list.itemChanged.connect(self._update)
        self.lay.addWidget(self.list)
        self.value = QLabel()
        self.value.setObjectName("tradeValue")
        self.value.setWordWrap(True)
        self.lay.addWidget(self.value)
        self.table = QLabel()
        self.table.setObjectName("tradeTable")
        self.table.setProperty("soft", True)
        self.table.setWordWrap(True)
        self.lay.addWidget(self.table)
        row = QHBoxLayout()
        self.pass_ = self.button(self.tr("Keep the cards"), lambda: self.ctrl.submit({"type": "pass"}), "pass")
        self.trade = self.button(self.tr("Trade (Enter)"), self._trade, "trade", primary=True)
        row.addWidget(self.pass_)
        row.addWidget(self.trade)
        self.lay.addLayout(row)

    def fixed_texts(self) -> dict[str, str]:
        return {"pass": self.tr("Keep the cards"), "trade": self.tr("Trade (Enter)")}

    def main_action(self) -> QPushButton | None:
        if self.trade.isEnabled():
            return self.trade
        return self.pass_ if not self.pass_.isHidden() and not self.chosen() else None

    def refresh(self) -> None:
        info = self.ctrl.info
        hand = self.ctrl.session.hand()
        base = (info.get("reinforcements") or {}).get("total", 0)
        if info.get("must"):
            text = self.tr("You hold %n card(s): with 6 or more you must trade this turn.", "", len(hand))
        else:
            text = self.tr("You may trade cards for armies once this turn, before placing.")
        self.text.setText(text + " " + arg(self.tr("Without a trade you get %1 armies."), base))
        stars = risk_board().stars
        self.list.blockSignals(True)
        self.list.clear()
        for card in sorted(hand, key=lambda c: (-stars.get(c, 1), area_name(c))):
            item = QListWidgetItem(arg("%1  %2", stars_text(stars.get(card, 1)), area_name(card)))
            item.setData(Qt.ItemDataRole.UserRole, card)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.list.blockSignals(False)
        row = max(self.list.sizeHintForRow(0), self.list.fontMetrics().height() + 4)  # as tall as its cards
        self.list.setFixedHeight(min(max(1, self.list.count()), CARD_ROWS) * row + 2 * self.list.frameWidth())
        bonus = trade_bonus(self.ctrl.session.public(), self.ctrl.player)
        table = "  ".join(arg("%1★ %2", s, v + bonus) for s, v in TRADE_VALUE.items())
        self.table.setText(arg(self.tr("Stars → armies: %1"), table))
        self.pass_.setVisible(not info.get("must"))
        self._update()

    def chosen(self) -> list[str]:
        return [self.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.list.count())
                if self.list.item(i).checkState() == Qt.CheckState.Checked]

    def chosen_value(self) -> tuple[int, int | None]:
        """(stars of the ticked cards, armies they trade for or None when no trade)."""
        stars = risk_board().stars
        n = sum(stars.get(c, 1) for c in self.chosen())
        value = TRADE_VALUE.get(n)
        return n, None if value is None else value + trade_bonus(self.ctrl.session.public(), self.ctrl.player)

    def _update(self) -> None:
        n, value = self.chosen_value()
        if not n:
            self.value.setText(self.tr("Tick the cards to trade."))
        elif value is None:
            self.value.setText(arg(self.tr("%1 stars: a trade needs 2 to 10 stars."), n))
        else:
            self.value.setText(arg(self.tr("<b>%1 stars → %2 armies</b>"), n, value))
        self.trade.setEnabled(value is not None)

    def _trade(self) -> None:
        if self.chosen_value()[1] is not None:
            self.ctrl.submit({"type": "trade", "cards": self.chosen()})
