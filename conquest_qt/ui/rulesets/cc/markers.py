"""Comanda & Conquista's own marks on the board (VARIANTS.md V3.2, V3.4, V3.8): beside each nation's flag its
home (a house in its player's colour), its conversion (a gear: it may recruit), its land defence (a shield)
and anti-air defence (a shield with a dome); in a team game first the owner's team number on a disc in his
colour. The teams are named in the legend beside the board (legend.py), by the players table's flags
and in a nation's tooltip. The divisions themselves are the board's chips, one map symbol per kind with its
count (ui/board/board_markers.division_icon; an anti-air one filled in).

Drawn in pixels (the items ignore the view's zoom), so they read alike at fit zoom and zoomed in; the turn
controller hands them each public view (`show`). `symbol_pixmap` draws a symbol for the legend."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from conquest_qt.ui.board import board_style as st
from conquest_qt.ui.board.scene_items import SceneItems
from conquest_qt.ui.rulesets.cc.texts import kind_name
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import arg

SYMBOL_PX = 13.0  # one symbol's box
FLAG_GAP_PX = 10.0  # the symbols sit left of the nation's flag, two a row, right to left
PER_ROW = 2  # (four in a row covered the names beside them at fit zoom in Europe: seen at 1280 px)
Z_MARK = 6.0
MARKS = ("home", "converted", "land", "aa")  # drawn right to left from the flag in this order


def house_path(r: float) -> QPainterPath:
    """A house: a square with a pointed roof (a home, V3.2)."""
    path = QPainterPath()
    path.moveTo(-r * 0.8, r)
    path.lineTo(-r * 0.8, -r * 0.1)
    path.lineTo(0, -r)
    path.lineTo(r * 0.8, -r * 0.1)
    path.lineTo(r * 0.8, r)
    path.closeSubpath()
    return path


def gear_path(r: float) -> QPainterPath:
    """A cog wheel with a hole: a converted nation, where its owner recruits (V3.4)."""
    path = QPainterPath()
    teeth = 8
    for i in range(teeth * 2):
        a = i * math.pi / teeth
        rad = r if i % 2 == 0 else r * 0.72
        for da in (-0.18, 0.18):
            pt = QPointF(rad * math.cos(a + da), rad * math.sin(a + da))
            if path.elementCount() == 0:
                path.moveTo(pt)
            else:
                path.lineTo(pt)
    path.closeSubpath()
    hole = QPainterPath()
    hole.addEllipse(QPointF(0, 0), r * 0.32, r * 0.32)
    return path.subtracted(hole)


def shield_path(r: float) -> QPainterPath:
    """A shield: a defence of the nation (V3.4)."""
    path = QPainterPath()
    path.moveTo(-r * 0.85, -r)
    path.lineTo(r * 0.85, -r)
    path.lineTo(r * 0.85, -r * 0.1)
    path.quadTo(r * 0.8, r * 0.7, 0, r * 1.05)
    path.quadTo(-r * 0.8, r * 0.7, -r * 0.85, -r * 0.1)
    path.closeSubpath()
    return path


def dome_path(r: float) -> QPainterPath:
    """The anti-air sign: a dome on a floor (drawn inside an AA defence's shield)."""
    path = QPainterPath()
    path.moveTo(-r, r * 0.5)
    path.arcTo(QRectF(-r, -r * 0.5, 2 * r, 2 * r), 180, -180)
    path.closeSubpath()
    return path


def draw_team(p: QPainter, number: str, colour: QColor, r: float, at: QPointF) -> None:
    """A team badge: the team's number on a disc in the owner's colour (a team game, V3.8)."""
    p.setPen(QPen(st.PAPER, 2.6))
    p.setBrush(colour)
    p.drawEllipse(at, r * 0.95, r * 0.95)
    p.setPen(QPen(st.INK, 1.2))
    p.drawEllipse(at, r * 0.95, r * 0.95)
    p.setFont(st.hand_font(r * 1.5))
    p.setPen(QColor("#ffffff") if colour.lightness() < 150 else st.INK)
    p.drawText(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, number)


def draw_symbol(p: QPainter, kind: str, colour: QColor, r: float, at: QPointF) -> None:
    """One symbol centred at `at`, radius r: a paper halo, then ink over `colour` (a team badge: "team1"…)."""
    if kind.startswith("team"):
        draw_team(p, kind[4:], colour, r, at)
        return
    ink = QPen(st.INK, 1.3)
    path = {"home": house_path, "converted": gear_path}.get(kind, shield_path)(r).translated(at)
    p.setPen(QPen(st.PAPER, 3.0))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    p.setPen(ink)
    p.setBrush(colour if kind in ("home", "converted") else QColor("#d9cdb0"))
    p.drawPath(path)
    if kind == "aa":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(st.INK)
        p.drawPath(dome_path(r * 0.5).translated(at + QPointF(0, -r * 0.05)))


class SymbolItem(QGraphicsItem):
    """A nation's marks beside its flag, in pixels: those present, right to left."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_MARK)
        self.marks: tuple[tuple[str, str | None], ...] = ()  # (mark, the colour it is drawn in)

    def set_marks(self, marks: tuple[tuple[str, str | None], ...]) -> None:
        if marks != self.marks:
            self.prepareGeometryChange()
            self.marks = marks
            self.update()

    def places(self) -> list[QPointF]:
        """Each mark's centre: two a row right to left from the flag, the rows centred on it."""
        step = SYMBOL_PX * 1.05
        rows = (len(self.marks) + PER_ROW - 1) // PER_ROW
        return [QPointF(-SYMBOL_PX / 2 - (i % PER_ROW) * step, (i // PER_ROW - (rows - 1) / 2) * step)
                for i in range(len(self.marks))]

    def boundingRect(self) -> QRectF:  # Qt's name
        step = SYMBOL_PX * 1.05
        rows = max(1, (len(self.marks) + PER_ROW - 1) // PER_ROW)
        w, h = step * PER_ROW, step * rows
        return QRectF(-w - 3, -h / 2 - 3, w + 6, h + 6)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for (mark, colour), at in zip(self.marks, self.places(), strict=True):
            draw_symbol(p, mark, st.owner_style(colour).token, SYMBOL_PX / 2 * 0.95, at)


def symbol_pixmap(kind: str, px: int, ratio: float = 1.0) -> QPixmap:
    """A legend's symbol as the board draws it: "home", "converted" (in red), "land", "aa"."""
    pm = QPixmap(round(px * ratio), round(px * ratio))
    pm.setDevicePixelRatio(ratio)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw_symbol(p, kind, st.owner_style("red").token, px * 0.42, QPointF(px / 2, px / 2))
    p.end()
    return pm


def marks_of(public: Mapping[str, Any], area: str) -> tuple[tuple[str, str | None], ...]:
    """A nation's marks in this view: in a team game its owner's team first (so that allies read at a glance,
    V3.8), then his home, his conversion, its defences (V3.4)."""
    owner = public.get("owners", {}).get(area)
    out: list[tuple[str, str | None]] = []
    for i, team in enumerate((public.get("options") or {}).get("teams") or []):
        if owner in team:
            out.append((f"team{i + 1}", owner))
    if owner is not None and public.get("homes", {}).get(owner) == area:
        out.append(("home", owner))
    if area in public.get("converted", ()):
        out.append(("converted", owner))
    for d in ("land", "aa"):
        if d in public.get("defences", {}).get(area, ()):
            out.append((d, owner))
    return tuple(out)


def team_lines(public: Mapping[str, Any]) -> list[tuple[str, list[str]]]:
    teams = (public.get("options") or {}).get("teams") or []
    t = QCoreApplication.translate
    return [(arg(t("CcBoard", "Team %1"), i + 1), list(team)) for i, team in enumerate(teams)]


class CcMarkers(SceneItems):
    """cc's items in one board scene, in each of its copies (the board wraps round)."""

    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        lands = [area for area, shape in scene.geo.areas.items() if shape.kind == "land"]
        self.symbols: dict[str, list[SymbolItem]] = self.flag_items(lands, SymbolItem, FLAG_GAP_PX)
        self.public: Mapping[str, Any] = {}
        scene.tooltip_hook = self.tooltip

    def tooltip(self, area: str) -> str:
        """A nation's tooltip in a cc game: owner (and his team), home, conversion, defences and each
        player's divisions by kind; a sea: its name."""
        t = QCoreApplication.translate
        lines = [f"<b>{area_name(area)}</b>"]
        if self.scene.geo.areas[area].kind != "land":
            return lines[0]
        pub = self.public
        owner = pub.get("owners", {}).get(area)
        if owner and owner != "neutral":
            lines.append(arg(t("CcBoard", "Owner: %1"), self.scene.who(owner)))
            team = next((text for text, colours in team_lines(pub) if owner in colours), None)
            if team is not None:
                lines.append(team)
        else:
            lines.append(t("CcBoard", "Neutral"))
        words = {"home": t("CcBoard", "Home of its owner: +4 against land, +2 against air"),
                 "converted": t("CcBoard", "Converted: its owner recruits here"),
                 "land": t("CcBoard", "Land defence: +3 against land attacks"),
                 "aa": t("CcBoard", "Anti-air defence: +6 against air attacks")}
        lines.extend(words[mark] for mark, _c in marks_of(pub, area) if mark in words)  # (its team: above)
        for colour, kinds in sorted(pub.get("units", {}).get(area, {}).items()):
            have = ", ".join(f"{n} {kind_name(k)}" for k, n in kinds.items() if n)
            if have:
                lines.append(arg(t("CcBoard", "%1: %2"), self.scene.who(colour), have))
        return "<br>".join(lines)

    def show(self, public: Mapping[str, Any]) -> None:
        self.public = public
        for area, items in self.symbols.items():
            marks = marks_of(public, area)
            for sym in items:
                sym.set_marks(marks)
                sym.setVisible(bool(marks))

    def retranslate(self) -> None:
        pass  # (its words are in the tooltip, made when asked)

    def remove(self) -> None:
        if self.scene.tooltip_hook == self.tooltip:
            self.scene.tooltip_hook = None
        self.remove_items()

