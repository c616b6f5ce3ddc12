"""Whole-window screens (layer 6): start screen, handover, game over. Imports the layers below."""
