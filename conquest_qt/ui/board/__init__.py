"""The board (layer 1): its scene, view, items, layers, markers and motion, built from a BoardPosition.
Imports only ui.text."""
