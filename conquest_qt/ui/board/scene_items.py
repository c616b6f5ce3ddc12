"""The items a ruleset or an add-on puts on a board scene, in each copy of the board (it wraps round), kept
together so that they go together (`RulesetUI.markers`: Risk's, cc's and the nuclear add-on's marks)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from PySide6.QtWidgets import QGraphicsItem

Item = TypeVar("Item", bound=QGraphicsItem)


class SceneItems:
    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.items: list[QGraphicsItem] = []

    def add(self, *items: QGraphicsItem) -> None:
        for item in items:
            self.scene.addItem(item)
            self.items.append(item)

    def flag_items(self, areas: Iterable[str], make: Callable[[], Item], gap_px: float) -> dict[str, list[Item]]:
        """A hidden item per area and copy of the board, `gap_px` pixels left of the area's flag."""
        out: dict[str, list[Item]] = {}
        for area in areas:
            fx, fy = self.scene.geo.areas[area].flag
            for dx in self.scene.offsets:
                item = make()
                item.setPos(fx + dx, fy)
                item.setTransform(item.transform().translate(-gap_px, 0))
                item.hide()
                out.setdefault(area, []).append(item)
                self.add(item)
        return out

    def remove_items(self) -> None:
        for item in self.items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.items.clear()
