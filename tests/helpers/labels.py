"""Board label test helpers: the pixel boxes of what the names must keep clear of (chips, flags), and
the overlaps of a laid-out board (board_labels.py), compared across the wrap-around seam too."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from conquest_qt.ui.board import board_markers as bm


def fixed_boxes(item: bm.MarkersItem, s: float) -> list[QRectF]:
    """The chips' and flags' boxes, pixels (as drawn: their images' bounds)."""
    grow = bm.layout_scale(s, item.geo.width)[0]
    out = []
    for area_id, shape in item.geo.areas.items():
        layers = (["flag"] if shape.kind == "land" else []) + (["units"] if item.state.chips.get(area_id) else [])
        for layer in layers:
            bounds = item.spec(layer, area_id)[1]
            if layer == "flag":  # the pole and cloth, not the image's transparent margin
                bounds = QRectF(-3, -19, 17, 22) if item.state.flags.get(area_id) else QRectF(-3.5, -3.5, 7, 7)
            at = bm.marker_point(shape, layer, s, item.geo.width) * s
            out.append(QRectF(bounds.left() * grow, bounds.top() * grow, bounds.width() * grow,
                              bounds.height() * grow).translated(at))
    return out


def leader_dots(item: bm.MarkersItem, s: float) -> dict[str, list[QPointF]]:
    """Points along each leader line (pixels), by the area whose name it leads to."""
    out = {}
    for a in item.geo.areas:
        line = item.leader(a, s)
        if line is not None:
            p, q = line
            out[a] = [p + (q - p) * (i / 40) for i in range(41)]
    return out


def touches(a: QRectF, b: QRectF, period: float) -> bool:
    """Do two pixel boxes overlap, also across the seam?"""
    return any(a.intersects(b.translated(k, 0)) for k in (-period, 0, period))
