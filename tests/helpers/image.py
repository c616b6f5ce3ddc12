"""A grabbed picture as numbers, to compare two of them pixel by pixel."""

from __future__ import annotations

import numpy as np  # the test extra (pyproject.toml) installs it
from PySide6.QtGui import QImage


def pixels(img: QImage) -> np.ndarray:
    """An image's red, green and blue values (height x width x 3, ints)."""
    img = img.convertToFormat(QImage.Format.Format_RGB32)
    a = np.frombuffer(img.constBits(), np.uint8).reshape(img.height(), img.bytesPerLine() // 4, 4)
    return a[:, : img.width(), :3].astype(int)
