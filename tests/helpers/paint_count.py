"""What a widget's paint draws, counted by kind: a paint device whose engine records each drawing call
(Qt's own items' C++ painting included, which no Python hook sees)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QPaintDevice, QPaintEngine, QPainter
from PySide6.QtWidgets import QWidget


class _CountingEngine(QPaintEngine):
    def __init__(self) -> None:
        super().__init__(QPaintEngine.PaintEngineFeature.AllFeatures)
        self.calls: Counter[str] = Counter()
        self._pen = "solid"

    def begin(self, pdev: object) -> bool:  # Qt API
        return True

    def end(self) -> bool:  # Qt API
        return True

    def updateState(self, state: object) -> None:  # Qt API
        if state.state() & QPaintEngine.DirtyFlag.DirtyPen:  # type: ignore[attr-defined]
            style = state.pen().style()  # type: ignore[attr-defined]
            self._pen = "dashed" if style in (Qt.PenStyle.DashLine, Qt.PenStyle.DotLine) else "solid"

    def _stroke(self) -> None:
        self.calls[f"{self._pen} path"] += 1

    def drawPath(self, path: object) -> None:  # Qt API
        self._stroke()

    def drawPolygon(self, *args: object) -> None:  # Qt API
        self._stroke()

    def drawLines(self, *args: object) -> None:  # Qt API
        self._stroke()

    def drawPixmap(self, *args: object) -> None:  # Qt API
        self.calls["image"] += 1

    def drawImage(self, *args: object) -> None:  # Qt API
        self.calls["image"] += 1

    def type(self) -> QPaintEngine.Type:  # Qt API
        return QPaintEngine.Type.User


class _CountingDevice(QPaintDevice):
    def __init__(self, width: int, height: int) -> None:
        super().__init__()
        self.engine = _CountingEngine()
        self.size = (width, height)

    def paintEngine(self) -> QPaintEngine:  # Qt API
        return self.engine

    def metric(self, metric: QPaintDevice.PaintDeviceMetric) -> int:  # Qt API
        m = QPaintDevice.PaintDeviceMetric
        w, h = self.size
        values = {m.PdmWidth: w, m.PdmHeight: h, m.PdmWidthMM: w // 4, m.PdmHeightMM: h // 4,
                  m.PdmNumColors: 0x7FFFFFFF, m.PdmDepth: 32, m.PdmDpiX: 96, m.PdmDpiY: 96,
                  m.PdmPhysicalDpiX: 96, m.PdmPhysicalDpiY: 96, m.PdmDevicePixelRatio: 1,
                  m.PdmDevicePixelRatioScaled: int(QPaintDevice.devicePixelRatioFScale())}
        return values.get(metric, 0)


def paint_calls(widget: QWidget) -> Counter[str]:
    """The drawing calls of one whole paint of `widget` (its paintEvent, as on screen): "dashed path" and
    "solid path" (paths, polygons and lines stroked or filled with that pen), "image" (images, pixmaps)."""
    device = _CountingDevice(widget.width(), widget.height())
    widget.render(device)
    return device.engine.calls


def drawing_calls(draw: Callable[[QPainter], None], width: int, height: int) -> Counter[str]:
    """The drawing calls `draw` makes through a painter on a device of that size (as paint_calls)."""
    device = _CountingDevice(width, height)
    p = QPainter(device)
    draw(p)
    p.end()
    return device.engine.calls
